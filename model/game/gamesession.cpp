// SPDX-License-Identifier: GPL-3.0-or-later
#include "gamesession.h"

#include "commands/gameactioncommand.h"
#include "gamelogjson.h"
#include "gamerecords.h"
#include "gamereferee.h"
#include "gamestore.h"
#include "gametr.h"
#include "records/recordsdatabase.h"

#include <QJsonDocument>
#include <QUuid>

namespace Pacenotes {

using namespace Qt::StringLiterals;

namespace {

/// The state after the first `count` actions of `log`: from the nearest state a command kept
/// (the commands on `undo` are the log's actions in order), applying the actions since.
GameState stateAfter(const QUndoStack &undo, const GameState &initial, const QList<GameAction> &log, const GameSetup &setup,
                     const RulesData &data, int count)
{
    int from = count;
    std::optional<GameState> kept;
    while (from > 0 && !kept) {
        kept = static_cast<const GameActionCommand *>(undo.command(from - 1))->after();
        if (!kept)
            --from;
    }
    GameState s = kept ? *kept : initial;
    for (int i = from; i < count; ++i)
        s = GameReferee::apply(setup, data, s, log[i].input).after;
    return s;
}

} // namespace

GameSession::GameSession(const GameSetup &setup, RulesData data, QObject *parent)
    : QObject(parent), m_setup(setup), m_data(std::move(data)), m_uuid(QUuid::createUuid().toString(QUuid::WithoutBraces))
{
    m_state = GameState::initial(m_setup, m_data);
    m_initial = m_state;
    m_undo.setUndoLimit(0); // the whole game can be walked back
}

GameSession::~GameSession()
{
    // One last try at what a full disk kept out of the file.
    if (m_unsavedFrom)
        retrySave();
}

std::unique_ptr<GameSession> GameSession::create(const GameSetup &setup, QString *error, QObject *parent)
{
    RulesData data = setup.overrides.applied();
    const GameSetup s = GameSetup::normalised(setup, data);
    if (const QStringList problems = s.problems(data); !problems.isEmpty()) {
        if (error)
            *error = problems.join(u' ');
        return nullptr;
    }
    return std::unique_ptr<GameSession>(new GameSession(s, std::move(data), parent));
}

std::unique_ptr<GameSession> GameSession::restore(const GameSetup &setup, const QList<ActionInput> &actions, int cursor,
                                                  QString *problem, QObject *parent)
{
    std::unique_ptr<GameSession> session = create(setup, problem, parent);
    if (!session)
        return nullptr;
    session->m_restoring = true;
    int applied = 0;
    for (const ActionInput &input : actions) {
        const ActionVerdict v = GameReferee::apply(session->m_setup, session->m_data, session->m_state, input);
        if (!v.accepted) {
            if (problem) {
                QStringList why{v.error};
                for (const Ruling &r : v.rulings)
                    if (r.kind == Ruling::Kind::Violation)
                        why << r.message;
                *problem = GameTr::tr("Action %1 (%2) cannot be replayed: %3")
                               .arg(applied + 1)
                               .arg(actionTypeId(actionType(input)), why.join(u' '));
            }
            break;
        }
        session->m_undo.push(new GameActionCommand(session.get(), v, applied));
        ++applied;
    }
    for (int i = applied; i > cursor && i > 0; --i)
        session->m_undo.undo();
    session->m_restoring = false;
    emit session->logReset();
    emit session->stateChanged();
    return session;
}

std::unique_ptr<GameSession> GameSession::resume(GameStore *store, qint64 id, QString *problem, QObject *parent)
{
    QString why;
    const std::optional<StoredSession> stored = store ? store->load(id, &why) : std::nullopt;
    if (!stored) {
        if (problem)
            *problem = why;
        return nullptr;
    }
    const auto damaged = [&](const QString &reason) -> std::unique_ptr<GameSession> {
        const QString message = GameTr::tr("The game “%1” cannot be read: %2").arg(stored->info.title, reason);
        store->markDamaged(id, message);
        if (problem)
            *problem = message;
        return nullptr;
    };
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(stored->setup, &parseError);
    if (!doc.isObject())
        return damaged(parseError.errorString());
    const std::optional<GameSetup> setup = GameLogJson::readSetup(doc.object(), &why);
    if (!setup)
        return damaged(why);
    const RulesData data = setup->overrides.applied();
    QList<ActionInput> actions;
    QString unread;
    for (int i = 0; i < stored->actions.size(); ++i) {
        const QJsonDocument a = QJsonDocument::fromJson(stored->actions[i], &parseError);
        const std::optional<ActionInput> input =
            a.isObject() ? GameLogJson::readAction(a.object(), *setup, data, &why, u"actions[%1]"_s.arg(i)) : std::nullopt;
        if (!input) {
            unread = GameTr::tr("Action %1 cannot be read: %2").arg(i + 1).arg(a.isObject() ? why : parseError.errorString());
            break;
        }
        actions.append(*input);
    }
    QString replay;
    std::unique_ptr<GameSession> session = restore(*setup, actions, qMin(stored->cursor, int(actions.size())), &replay, parent);
    if (!session)
        return damaged(replay);
    session->m_uuid = stored->info.uuid;
    session->m_storeId = id;
    session->m_store = store;
    session->m_recordId = stored->recordId;
    session->m_draft = stored->draft;
    const QString trouble = !replay.isEmpty() ? replay : !unread.isEmpty() ? unread : stored->problem;
    // What was stored beyond the point the game resumes at is kept: in a copy of the game made
    // before the first write that would replace it (issue 25: it used to be deleted silently).
    const bool tail = session->m_undo.count() < stored->actions.size() + stored->unreachable;
    if (tail)
        session->m_keepTail = trouble;
    if (!trouble.isEmpty() && problem)
        *problem = tail ? GameTr::tr("The game “%1” resumes before a problem: %2 The actions stored after it are not lost: when the "
                                     "game goes on, they are kept in a copy listed as damaged in the sessions.")
                              .arg(stored->info.title, trouble)
                        : GameTr::tr("The game “%1” resumes before a problem: %2").arg(stored->info.title, trouble);
    return session;
}

CarState GameSession::planningCar(int car, bool spaceFree, TurnStart *start) const
{
    return GameReferee::planningCar(m_setup, m_data, m_state, car, spaceFree, start);
}

std::optional<DiceAllowance> GameSession::allowance(int car) const
{
    if (car < 0 || car >= m_state.cars.size())
        return std::nullopt;
    return diceAllowance(context(), m_state.cars[car].car, {}, nullptr);
}

PlayOrder GameSession::previewOrder() const
{
    const Game g = game();
    return orderOfPlay(g, m_state.orderCars(m_setup), g == Game::Dirt ? m_state.round + 1 : 0, m_state.rules.leaderDice);
}

ActionVerdict GameSession::apply(const ActionInput &input)
{
    // The log's limit (docs/game-log.md): far beyond any game at a table, and what a replay holds
    // in memory comfortably (bench_game).
    if (m_log.size() >= GameLogJson::kMaxActions) {
        ActionVerdict full;
        full.error = GameTr::tr("A game holds at most %1 actions and this one has reached it: end it, or export its log.")
                         .arg(GameLogJson::kMaxActions);
        emit actionRefused(full.error, {});
        return full;
    }
    ActionVerdict v = GameReferee::apply(m_setup, m_data, m_state, input);
    if (!v.accepted) {
        emit actionRefused(v.error, v.rulings);
        return v;
    }
    m_undo.push(new GameActionCommand(this, v, int(m_log.size())));
    return v;
}

ActionVerdict GameSession::advance()
{
    switch (phase()) {
    case GamePhase::RoundStart: return startRound();
    case GamePhase::Turn: {
        ActionVerdict v;
        v.error = GameTr::tr("It is %1's turn: play it first.").arg(playerName(activeCar()));
        emit actionRefused(v.error, {});
        return v;
    }
    case GamePhase::StageOver:
    case GamePhase::GameOver: break;
    }
    ActionVerdict v;
    v.error = phase() == GamePhase::StageOver ? GameTr::tr("The stage is over: start the next stage.") : GameTr::tr("The game is over.");
    emit actionRefused(v.error, {});
    return v;
}

void GameSession::applyAction(const GameAction &action, const GameState &after, bool first)
{
    m_state = after;
    m_log.append(action);
    if (m_restoring)
        return;
    m_draft.clear();
    persistApplied(first);
    syncRecords();
    emit actionAppended(int(m_log.size()) - 1);
    emit stateChanged();
}

void GameSession::revertAction()
{
    const int index = int(m_log.size()) - 1;
    if (!m_restoring)
        emit actionAboutToBeRemoved(index);
    m_log.removeLast();
    m_state = stateAfter(m_undo, m_initial, m_log, m_setup, m_data, index);
    if (m_restoring)
        return;
    persistCursor();
    syncRecords();
    emit actionRemoved(index);
    emit stateChanged();
}

// --- Persistence ----------------------------------------------------------------------

namespace {
SessionSummary summaryOf(const GameSession &s)
{
    return {s.phase() == GamePhase::GameOver ? SessionInfo::Status::Finished : SessionInfo::Status::InProgress, s.state().round};
}

QByteArray compact(const QJsonObject &o)
{
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}
} // namespace

bool GameSession::attachStore(GameStore *store, qint64 id, QString *error)
{
    m_store = store;
    m_storeId = id;
    m_unsavedFrom.reset();
    if (!store)
        return true;
    if (id == 0) {
        QStringList names;
        for (const PlayerSetup &p : m_setup.players)
            names << p.name;
        const std::optional<qint64> created =
            store->createSession(m_uuid, GameSetup::kindId(m_setup.kind), m_setup.title, names.join(u", "_s),
                                 compact(GameLogJson::setup(m_setup)), error);
        if (!created)
            return false;
        m_storeId = *created;
        if (m_undo.count() > 0 && !writeFrom(0, false, error)) {
            m_unsavedFrom = 0;
            return false;
        }
    }
    return true;
}

bool GameSession::writeFrom(int from, bool newAction, QString *error)
{
    if (!m_keepTail.isEmpty()) {
        const std::optional<qint64> copy =
            m_store->copySession(m_storeId, GameTr::tr("%1 (as stored before resuming)").arg(m_setup.title), m_keepTail, error);
        if (!copy)
            return false;
        m_keepTail.clear();
    }
    // While a new action is pushed, the undone actions are still on the stack, about to go. The
    // actions played are in the log; the undone ones are kept by their commands.
    QList<QByteArray> entries;
    const int end = newAction ? int(m_log.size()) : m_undo.count();
    for (int i = from; i < end; ++i) {
        const ActionInput &input =
            i < m_log.size() ? m_log[i].input : static_cast<const GameActionCommand *>(m_undo.command(i))->action().input;
        entries.append(compact(GameLogJson::action(input, m_setup)));
    }
    return m_store->writeActions(m_storeId, from, entries, int(m_log.size()), summaryOf(*this), error);
}

void GameSession::saveFailedFrom(int from, const QString &error)
{
    m_unsavedFrom = qMin(from, m_unsavedFrom.value_or(from));
    emit saveFailed(GameTr::tr("The game could not be saved: %1 Nothing is lost: the game is written from action %2 on at the next "
                               "action, once the disk allows.")
                        .arg(error)
                        .arg(*m_unsavedFrom + 1));
}

void GameSession::persistApplied(bool first)
{
    if (!m_store || m_storeId == 0)
        return;
    QString error;
    const int seq = int(m_log.size()) - 1;
    // A new action replaces whatever was undone after it; a redo only moves the cursor, unless
    // an earlier save failed: then everything from the first unsaved action is written.
    bool ok = false;
    int from = seq;
    if (first) {
        from = qMin(seq, m_unsavedFrom.value_or(seq));
        ok = writeFrom(from, true, &error);
    } else if (m_unsavedFrom) {
        from = qMin(*m_unsavedFrom, m_undo.count());
        ok = writeFrom(from, false, &error);
    } else {
        from = m_undo.count(); // only the cursor is behind
        ok = m_store->setCursor(m_storeId, seq + 1, summaryOf(*this), &error);
    }
    if (ok)
        m_unsavedFrom.reset();
    else
        saveFailedFrom(from, error);
}

void GameSession::persistCursor()
{
    if (!m_store || m_storeId == 0)
        return;
    QString error;
    const int from = qMin(m_unsavedFrom.value_or(m_undo.count()), m_undo.count());
    const bool ok = m_unsavedFrom ? writeFrom(from, false, &error) : m_store->setCursor(m_storeId, int(m_log.size()), summaryOf(*this), &error);
    if (ok)
        m_unsavedFrom.reset();
    else
        saveFailedFrom(from, error);
}

bool GameSession::retrySave(QString *error)
{
    if (!m_unsavedFrom || !m_store || m_storeId == 0)
        return true;
    if (!writeFrom(qMin(*m_unsavedFrom, m_undo.count()), false, error))
        return false;
    m_unsavedFrom.reset();
    return true;
}

void GameSession::saveDraft(const QByteArray &draft)
{
    m_draft = draft;
    if (!m_store || m_storeId == 0)
        return;
    QString error;
    if (!m_store->setDraft(m_storeId, draft, &error))
        emit saveFailed(GameTr::tr("The turn being entered could not be saved: %1").arg(error));
}

QString GameSession::recordNotes() const
{
    return GameTr::tr("Recorded by the Pacenotes game companion (game %1).").arg(m_uuid);
}

void GameSession::attachRecords(RecordsDatabase *records, qint64 recordId)
{
    m_records = records;
    m_recordId = recordId;
    m_syncedLap.reset();
    m_syncedRally.reset();
    if (records && recordId == 0) {
        // A record written just before the process was killed, but not yet linked: find it by
        // the game's id in its notes rather than writing a second one.
        if (m_setup.kind == GameKind::GtSolo) {
            for (const SoloLap &lap : records->laps().value_or(QList<SoloLap>{}))
                if (lap.notes.contains(m_uuid))
                    m_recordId = lap.id;
        } else if (game() == Game::Dirt) {
            for (const Rally &r : records->rallies().value_or(QList<Rally>{}))
                if (r.notes.contains(m_uuid))
                    m_recordId = r.id;
        }
    }
    syncRecords();
}

void GameSession::syncRecords()
{
    if (!m_records || !m_records->isOpen())
        return;
    QString error;
    const bool solo = m_setup.kind == GameKind::GtSolo;
    const QString kind = solo ? u"lap"_s : u"rally"_s;
    std::optional<SoloLap> lap = solo ? GameRecords::soloLap(m_setup, m_state, recordNotes()) : std::nullopt;
    std::optional<Rally> rally = game() == Game::Dirt ? GameRecords::rally(m_setup, m_state, recordNotes()) : std::nullopt;
    if (!lap && !rally) {
        // Nothing to record (any more): an undone finish takes its record back out.
        if (m_recordId != 0) {
            const bool removed = solo ? m_records->removeLap(m_recordId, &error) : m_records->removeRally(m_recordId, &error);
            if (!removed) {
                emit saveFailed(GameTr::tr("The records could not be updated: %1").arg(error));
                return;
            }
            m_recordId = 0;
            if (m_store && m_storeId)
                m_store->setRecord(m_storeId, {}, 0);
        }
        m_syncedLap.reset();
        m_syncedRally.reset();
        return;
    }
    std::optional<qint64> saved;
    if (lap) {
        lap->id = m_recordId;
        if (m_recordId != 0 && m_syncedLap == lap)
            return;
        saved = m_records->saveLap(*lap, &error);
    } else {
        rally->id = m_recordId;
        if (m_recordId != 0 && m_syncedRally == rally)
            return;
        saved = m_records->saveRally(*rally, &error);
    }
    if (!saved) {
        emit saveFailed(GameTr::tr("The records could not be updated: %1").arg(error));
        return;
    }
    if (lap) {
        lap->id = *saved;
        m_syncedLap = lap;
    } else {
        rally->id = *saved;
        m_syncedRally = rally;
    }
    if (*saved != m_recordId) {
        m_recordId = *saved;
        if (m_store && m_storeId)
            m_store->setRecord(m_storeId, kind, m_recordId);
    }
    emit recordSaved(kind, m_recordId);
}

} // namespace Pacenotes
