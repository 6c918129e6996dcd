// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sololap.h"

#include "recordsdatabase.h"

#include <QObject>
#include <QPointer>

class QUndoStack;

namespace Pacenotes {

class SoloTiming;

/**
 * An open GT solo score sheet: owns the lap and its QUndoStack. Views never change the lap
 * directly: they call the intent functions (appendTurn, setTurnGear…), which check the input
 * and push an undo command; a refused input changes nothing and is reported through the
 * return value and inputRejected(). The `apply…` functions are for the undo commands only.
 *
 * With a database attached, the lap is saved after every change (saved as entered); a sheet
 * that is still blank is not written.
 */
class SoloLapDocument : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SoloLapDocument)
public:
    explicit SoloLapDocument(QObject *parent = nullptr);
    explicit SoloLapDocument(const SoloLap &lap, QObject *parent = nullptr);
    ~SoloLapDocument() override;

    const SoloLap &lap() const { return m_lap; }
    QUndoStack *undoStack() const { return m_undo; }
    const SoloTiming &timing() const;
    int trackTime() const;
    int finalTime() const;
    /// The lap has nothing written on it yet.
    bool isBlank() const;

    // Intents: each checks its input and pushes one undo command.
    bool appendTurn(GearMarker gear, TurnWeather weather = TurnWeather::None, QString *error = nullptr);
    bool setTurnGear(int turn, GearMarker gear, QString *error = nullptr);
    bool setTurnWeather(int turn, TurnWeather weather, QString *error = nullptr);
    bool removeTurn(int turn, QString *error = nullptr);
    bool setHeader(const SoloLapHeader &header, QString *error = nullptr);
    bool setFocusTokens(int tokens, QString *error = nullptr);
    bool setFinished(bool finished, QString *error = nullptr);
    bool setNotes(const QString &notes, QString *error = nullptr);

    // For the undo commands.
    void applyInsertTurn(int at, const SoloTurn &turn);
    void applyRemoveTurn(int at);
    void applySetTurn(int at, const SoloTurn &turn);
    void applyHeader(const SoloLapHeader &header);
    void applyFocusTokens(int tokens);
    void applyFinished(bool finished);
    void applyNotes(const QString &notes);

    /// Saves after every change from now on (and now, unless the sheet is blank).
    void attachDatabase(RecordsDatabase *db);
    RecordsDatabase *database() const { return m_db; }
    /// Saves at once; false with saveFailed() on error.
    bool save();

signals:
    void turnAboutToBeInserted(int turn);
    void turnInserted(int turn);
    void turnAboutToBeRemoved(int turn);
    void turnRemoved(int turn);
    void turnChanged(int turn);
    void headerChanged();
    void focusTokensChanged();
    void finishedChanged();
    void notesChanged();
    /// After every change of the lap (totals, saving).
    void changed();
    void inputRejected(const QString &message);
    void saved(qint64 id);
    void saveFailed(const QString &message);

private:
    bool reject(QString *error, const QString &message);
    void touch();

    SoloLap m_lap;
    QUndoStack *m_undo;
    QPointer<RecordsDatabase> m_db;
};

} // namespace Pacenotes
