// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rally.h"
#include "rallystandings.h"

#include "recordsdatabase.h"

#include <QObject>
#include <QPointer>

class QUndoStack;

namespace Pacenotes {


/// The rally's own fields, changed together by one undo command.
struct RallyInfo
{
    QString name;
    QDate date;
    bool checkpoints = false;
    QString notes;
    bool operator==(const RallyInfo &) const = default;
};

/**
 * An open DIRT rally sheet: owns the rally, its QUndoStack and the standings derived from it.
 * Views call the intent functions, which check the input (times as m:ss, token counts,
 * damage) and push undo commands; a refused input changes nothing and is reported through
 * the return value and inputRejected(). The `apply…` functions are for the commands only.
 * With a database attached the rally is saved after every change.
 */
class RallyDocument : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RallyDocument)
public:
    /// A new sheet like the rulebook's: three stages, two players.
    explicit RallyDocument(QObject *parent = nullptr);
    explicit RallyDocument(const Rally &rally, QObject *parent = nullptr);
    ~RallyDocument() override;

    const Rally &rally() const { return m_rally; }
    const RallyStandings &standings() const { return m_standings; }
    QUndoStack *undoStack() const { return m_undo; }
    RallyInfo info() const;
    bool isBlank() const;

    /// "m:ss" (or "h:mm:ss"; '.' also separates) → seconds; empty text → nullopt without error.
    static std::optional<int> parseStageTime(QStringView text, bool *ok, QString *error);

    // Intents.
    bool setInfo(const RallyInfo &info, QString *error = nullptr);
    bool addStage(QString *error = nullptr);
    bool removeStage(int stage, QString *error = nullptr);
    bool setStage(int stage, const RallyStage &value, QString *error = nullptr);
    bool addPlayer(const QString &name = {}, QString *error = nullptr);
    bool removePlayer(int player, QString *error = nullptr);
    bool renamePlayer(int player, const QString &name, QString *error = nullptr);
    bool movePlayer(int from, int to, QString *error = nullptr);
    bool setResult(int player, int stage, const StageResult &result, QString *error = nullptr);
    bool setStageTime(int player, int stage, const QString &text, QString *error = nullptr);
    bool setPenaltyTokens(int player, int stage, int tokens, QString *error = nullptr);
    /// The number of 5-second tokens as typed; empty means none.
    bool setPenaltyText(int player, int stage, const QString &text, QString *error = nullptr);
    bool setRetired(int player, int stage, bool retired, QString *error = nullptr);
    bool setDamage(int player, int stage, const Damage &damage, QString *error = nullptr);
    bool setDamageText(int player, int stage, const QString &text, QString *error = nullptr);
    bool setSpareTire(int player, int stage, std::optional<bool> available, QString *error = nullptr);

    // For the undo commands.
    void applyInfo(const RallyInfo &info);
    void applyInsertStage(int at, const RallyStage &stage, const QList<StageResult> &results);
    void applyRemoveStage(int at);
    void applySetStage(int at, const RallyStage &stage);
    void applyInsertPlayer(int at, const RallyPlayer &player);
    void applyRemovePlayer(int at);
    void applyMovePlayer(int from, int to);
    void applyRenamePlayer(int at, const QString &name);
    void applyResult(int player, int stage, const StageResult &result);

    void attachDatabase(RecordsDatabase *db);
    RecordsDatabase *database() const { return m_db; }
    bool save();

signals:
    /// Stages or players are added, removed or moved: item models reset.
    void structureAboutToChange();
    void structureChanged();
    void infoChanged();
    void stageChanged(int stage);
    void playerChanged(int player);
    void resultChanged(int player, int stage);
    /// After every change; standings() is already up to date.
    void changed();
    void inputRejected(const QString &message);
    void saved(qint64 id);
    void saveFailed(const QString &message);

private:
    bool reject(QString *error, const QString &message);
    bool checkCell(int player, int stage, QString *error);
    void touch();

    Rally m_rally;
    RallyStandings m_standings;
    QUndoStack *m_undo;
    QPointer<RecordsDatabase> m_db;
};

} // namespace Pacenotes
