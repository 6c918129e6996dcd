// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gameaction.h"
#include "gamesetup.h"
#include "gamestore.h"
#include "rules/allowance.h"
#include "records/rally.h"
#include "records/sololap.h"
#include "rules/rulesdata.h"

#include <QObject>
#include <QPointer>
#include <QUndoStack>

#include <memory>

namespace Pacenotes {

class RecordsDatabase;

/**
 * One game at the table (a GT race, a GT solo lap, a DIRT stage or rally): the one owner of its
 * setup, its state, the game data it is played with, the log of every action and the undo stack.
 *
 * Views never change the game directly: they call an intent (enterPlacements, startRound,
 * playTurn, startNextStage, retire, endGame, or apply), which asks GameReferee — the rules engine
 * strung together — for a verdict. A refused action changes nothing and is reported through the
 * returned verdict and actionRefused(); an accepted one is pushed as a GameActionCommand, so
 * Ctrl+Z walks back through the game and a corrected action can be played instead.
 *
 * With a GameStore attached, every action is saved as it is applied (one transaction); with a
 * RecordsDatabase, a finished solo lap and completed DIRT stages are written to the records.
 */
class GameSession : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(GameSession)
public:
    /// A new game; nullptr and the problems (translated) when the setup cannot be played.
    static std::unique_ptr<GameSession> create(const GameSetup &setup, QString *error, QObject *parent = nullptr);
    /// Rebuilds a game from its setup and actions (resume, replay). Actions are applied in order
    /// up to `cursor`; the rest are kept for redo. Stops at the first action that cannot be
    /// read or is refused: `problem` says which and why, the game stands before it.
    static std::unique_ptr<GameSession> restore(const GameSetup &setup, const QList<ActionInput> &actions, int cursor,
                                                QString *problem, QObject *parent = nullptr);
    /**
     * Resumes a game from the store exactly where it was left: replays its actions and keeps
     * saving into the same entry. A setup that cannot be read marks the entry damaged (it stays in
     * the file, the other games are not affected) and returns nullptr with `problem`; an action that
     * cannot be replayed resumes the game before it, with `problem` saying which.
     */
    static std::unique_ptr<GameSession> resume(GameStore *store, qint64 id, QString *problem, QObject *parent = nullptr);
    ~GameSession() override;

    const GameSetup &setup() const { return m_setup; }
    Game game() const { return m_setup.game(); }
    /// The game data in force: the built-in data with the setup's corrections.
    const RulesData &data() const { return m_data; }
    const GameState &state() const { return m_state; }
    RulesContext context() const { return {m_data, m_state.rules}; }
    QUndoStack *undoStack() { return &m_undo; }
    QString uuid() const { return m_uuid; }

    /// The actions played, oldest first (undone ones are not in it).
    const QList<GameAction> &log() const { return m_log; }
    GamePhase phase() const { return m_state.phase(m_setup); }
    int activeCar() const { return m_state.activeCar(); }
    QString playerName(int car) const { return m_setup.players.value(car).name; }

    /// The car as its move is planned (after the start of its turn); see GameReferee::planningCar.
    CarState planningCar(int car, bool spaceFree = true, TurnStart *start = nullptr) const;
    /// The dice a car may use now, after damage (its leader column when it leads the round).
    std::optional<DiceAllowance> allowance(int car) const;
    /// The order the next round would start in, from the cars as they stand now.
    PlayOrder previewOrder() const;

    // --- Intents -----------------------------------------------------------------------
    ActionVerdict apply(const ActionInput &input);
    ActionVerdict enterPlacements(const PlacementInput &input) { return apply(input); }
    ActionVerdict startRound() { return apply(RoundInput{}); }
    ActionVerdict playTurn(const TurnInput &input) { return apply(input); }
    ActionVerdict startNextStage(const StageBreakInput &input = {}) { return apply(input); }
    ActionVerdict retire(int car) { return apply(RetireInput{car}); }
    ActionVerdict endGame() { return apply(EndInput{}); }
    /// "Next": starts the round when one is due; otherwise nothing to do (refused with why).
    ActionVerdict advance();

    // --- Persistence ------------------------------------------------------------------
    /// Saves this session into `store` from now on: a new session is created there when `id` is 0
    /// (the actions already played are written too). False with a message when it fails.
    bool attachStore(GameStore *store, qint64 id = 0, QString *error = nullptr);
    GameStore *store() const { return m_store; }
    qint64 storeId() const { return m_storeId; }
    /// A save failed and the store is behind this session (saveFailed() said so). Nothing is
    /// dropped: the next action, undo or redo writes everything from the first unsaved action on,
    /// and so does retrySave().
    bool hasUnsavedActions() const { return m_unsavedFrom.has_value(); }
    /// Tries again to bring the store in line with the session; true when it is (or nothing was due).
    bool retrySave(QString *error = nullptr);
    /// Writes finished laps and stages to the records from now on (and now).
    void attachRecords(RecordsDatabase *records, qint64 recordId = 0);
    qint64 recordId() const { return m_recordId; }
    /// The turn being entered (the referee assistant's draft), kept with the session until the
    /// next action; draft() is what was kept when the game was resumed.
    void saveDraft(const QByteArray &draft);
    QByteArray draft() const { return m_draft; }
    QString recordNotes() const;

    // --- For GameActionCommand only ----------------------------------------------------
    void applyAction(const GameAction &action, const GameState &after, bool first);
    /// Takes back the last action played: the state becomes the one after the action before it.
    void revertAction();

signals:
    /// After every change (action, undo, redo); state() and log() are up to date.
    void stateChanged();
    void actionAppended(int index);
    void actionAboutToBeRemoved(int index);
    void actionRemoved(int index);
    /// The whole log was replaced (restore): rebuild from log().
    void logReset();
    void actionRefused(const QString &error, const Rulings &rulings);
    void saveFailed(const QString &message);
    void recordSaved(const QString &kind, qint64 id);

private:
    GameSession(const GameSetup &setup, RulesData data, QObject *parent);
    void persistApplied(bool first);
    void persistCursor();
    /// Writes the entries from `from` on (the log, then the actions that can be redone) and the
    /// cursor, after keeping the stored tail a resume could not replay (m_keepTail).
    bool writeFrom(int from, bool newAction, QString *error);
    void saveFailedFrom(int from, const QString &error);
    void syncRecords();

    GameSetup m_setup;
    RulesData m_data;
    GameState m_state;
    GameState m_initial;         ///< before the first action (the undo of action 1 goes back to it)
    QList<GameAction> m_log;
    QUndoStack m_undo;
    QString m_uuid;
    QPointer<GameStore> m_store;
    qint64 m_storeId = 0;
    QPointer<RecordsDatabase> m_records;
    qint64 m_recordId = 0;
    std::optional<SoloLap> m_syncedLap;  ///< the record as last written, to write only changes
    std::optional<Rally> m_syncedRally;
    QByteArray m_draft;
    std::optional<int> m_unsavedFrom; ///< the first entry the store may not hold as this session has it
    QString m_keepTail;          ///< resumed before stored actions it could not replay: why (copied before they are overwritten)
    bool m_restoring = false;    ///< replaying stored actions: no saving, no signals per action
};

} // namespace Pacenotes
