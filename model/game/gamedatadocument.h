// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "dataoverrides.h"
#include "gamedataitem.h"
#include "gamedatavalidator.h"

#include <QObject>

class QUndoStack;

namespace Pacenotes {

/**
 * The game-data editor's document: the user's corrections (DataOverrides) over the built-in
 * data, and its QUndoStack. Every edit, reset and import is an undo command; views and item
 * models call the intents below, which check the value (GameDataValidator) and refuse it with
 * a message (return value, inputRejected()) or push a command. data() and soloTiming() are the
 * built-in data with the corrections applied, exactly as the referee reads them.
 *
 * The corrections are kept canonical: a row is corrected when one of its values is the user's
 * (confidence "user"); its other values are the built-in ones with their sources.
 */
class GameDataDocument : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(GameDataDocument)
public:
    /// No corrections; its file is DataOverrides::defaultPath() until load().
    explicit GameDataDocument(QObject *parent = nullptr);
    ~GameDataDocument() override;

    // The file.
    QString path() const { return m_path; }
    /**
     * Reads the corrections in `path` (a missing file is none) and makes it the document's file.
     * A file that cannot be read is left alone and reported: the document starts without
     * corrections, and save() keeps a copy of that file before replacing it.
     */
    bool load(const QString &path, QString *error = nullptr);
    QString loadError() const { return m_loadError; }
    /// Atomic: the old file stays whole if anything fails. Marks the document unmodified.
    bool save(QString *error = nullptr);
    bool isModified() const;
    /**
     * Takes the corrections of another file as one undo step: each value it corrects replaces
     * the same value here, the others stay (a bag it corrects is replaced whole). A file that
     * cannot be read, or that holds a value no box can have, changes nothing. On success
     * `message` says what was taken; on failure why not.
     */
    bool importFile(const QString &path, QString *message = nullptr);
    /// Writes the current corrections (saved or not) to `path`, atomically.
    bool exportFile(const QString &path, QString *error = nullptr) const;

    // The data.
    QUndoStack *undoStack() const { return m_undo; }
    const DataOverrides &overrides() const { return m_overrides; }
    const RulesData &builtin() const { return RulesData::builtin(); }
    const RulesData &data() const { return m_data; }
    const SoloTiming &soloTiming() const { return m_timing; }
    const GameDataValidator &validator() const { return m_validator; }
    /// Errors first, then warnings; up to date after every change.
    const QList<GameDataProblem> &problems() const { return m_problems; }
    /// The problems of `item`'s row (of that one value when it has a field).
    QList<GameDataProblem> problemsOf(const GameDataItem &item) const;

    bool exists(const GameDataItem &item) const;
    std::optional<int> value(const GameDataItem &item) const;
    /// The shipped value; nothing for a row the user added.
    std::optional<int> builtinValue(const GameDataItem &item) const;
    std::optional<Provenance> provenance(const GameDataItem &item) const;
    bool isUserValue(const GameDataItem &item) const;
    /// How many values of `kind` are placeholders (not published: to be entered by the user).
    int placeholderCount(GameDataKind kind) const;

    // Intents.
    bool setValue(const GameDataItem &item, int value, QString *error = nullptr);
    /// Back to the built-in value: one value, or a whole row when `item` has no field. The 0 sides
    /// of a deck go back together; a row the built-in data does not have is removed.
    bool resetValue(const GameDataItem &item, QString *error = nullptr);
    bool resetAll(QString *error = nullptr);
    /// A new kind of 0 side in a Time-card deck (a Spinout of no cards, to be filled in).
    bool addTimeCardBack(int gear, QString *error = nullptr);
    bool removeTimeCardBack(int gear, int index, QString *error = nullptr);

    /// For the undo commands.
    void applyOverrides(const DataOverrides &overrides);

signals:
    /// After every change (edit, undo, load): data(), problems() are up to date.
    void dataChanged();
    void inputRejected(const QString &message);
    void modifiedChanged(bool modified);
    void saved(const QString &path);

private:
    bool reject(QString *error, const QString &message);
    /// Pushes the change from the current corrections to those that give `edited` (and the solo
    /// timing corrections `solo`); nothing when they are the same.
    void commit(const RulesData &edited, const DataOverrides &solo, const QString &text);
    void push(const DataOverrides &next, const QString &text);
    bool resetSolo(const GameDataItem &item);
    bool resetBagToken(const GameDataItem &item, QString *error);

    QString m_path;
    QString m_loadError;
    bool m_keepUnreadable = false;
    DataOverrides m_overrides;
    RulesData m_data;
    SoloTiming m_timing;
    GameDataValidator m_validator;
    QList<GameDataProblem> m_problems;
    QUndoStack *m_undo;
};

} // namespace Pacenotes
