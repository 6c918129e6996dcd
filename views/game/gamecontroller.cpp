// SPDX-License-Identifier: GPL-3.0-or-later
#include "gamecontroller.h"

#include "game/gamesession.h"
#include "gamedata/gamedataactions.h"
#include "game/gamestore.h"
#include "gamewindow.h"

#include <QWidget>

namespace Pacenotes {

GameController::GameController(QWidget *dialogParent) : QObject(dialogParent), m_parent(dialogParent) {}

GameController::~GameController()
{
    // The windows' sessions save into the store: they close first.
    for (const QPointer<GameWindow> &w : std::as_const(m_windows))
        delete w.data();
}

void GameController::setGameDataActions(GameDataActions *actions)
{
    m_dataActions = actions;
}

GameStore *GameController::store()
{
    // One owner of the games file (issue 25: this controller used to open a second connection).
    GameStore *shared = m_storeProvider ? m_storeProvider() : nullptr;
    if (!shared)
        m_storeError = m_storeProvider ? tr("the games file cannot be opened") : tr("no games file is set up");
    return shared;
}

std::optional<qint64> GameController::lastGameInProgress()
{
    GameStore *s = store();
    const std::optional<QList<SessionInfo>> list = s ? s->sessions() : std::nullopt;
    if (!list)
        return std::nullopt;
    // Most recently played first.
    for (const SessionInfo &info : *list)
        if (info.status == SessionInfo::Status::InProgress)
            return info.id;
    return std::nullopt;
}

GameWindow *GameController::startGame(const GameSetup &setup, QString *error)
{
    QString why;
    std::unique_ptr<GameSession> session = GameSession::create(setup, &why);
    if (!session) {
        if (error)
            *error = why;
        return nullptr;
    }
    if (GameStore *s = store()) {
        QString saveError;
        if (!session->attachStore(s, 0, &saveError))
            emit notice(tr("The game cannot be saved (%1): it is played in its window only; export its log to keep it.").arg(saveError));
    } else {
        emit notice(tr("The games file cannot be opened (%1): the game is played in its window only; export its log to keep it.")
                        .arg(m_storeError));
    }
    if (m_records)
        if (RecordsDatabase *db = m_records())
            session->attachRecords(db);
    return open(std::move(session));
}

GameWindow *GameController::resumeGame(qint64 sessionId, QString *error)
{
    if (GameWindow *w = windowFor(sessionId)) {
        w->show();
        w->raise();
        w->activateWindow();
        return w;
    }
    GameStore *s = store();
    if (!s) {
        if (error)
            *error = tr("The games file cannot be opened: %1").arg(m_storeError);
        return nullptr;
    }
    QString problem;
    std::unique_ptr<GameSession> session = GameSession::resume(s, sessionId, &problem);
    if (!session) {
        if (error)
            *error = problem;
        return nullptr;
    }
    if (!problem.isEmpty())
        emit notice(problem);
    if (m_records)
        if (RecordsDatabase *db = m_records())
            session->attachRecords(db, session->recordId());
    return open(std::move(session));
}

GameWindow *GameController::adopt(std::unique_ptr<GameSession> session)
{
    if (!session)
        return nullptr;
    // One window per game: two sessions writing the same game would interleave its actions.
    if (GameWindow *w = windowFor(session->storeId())) {
        w->show();
        w->raise();
        w->activateWindow();
        return w;
    }
    return open(std::move(session));
}

GameWindow *GameController::open(std::unique_ptr<GameSession> session)
{
    auto *w = new GameWindow(std::move(session), m_parent);
    w->setGameDataActions(m_dataActions);
    m_windows.removeAll(nullptr);
    m_windows.append(w);
    w->show();
    w->raise();
    w->activateWindow();
    emit gameOpened(w);
    return w;
}

QList<GameWindow *> GameController::windows() const
{
    QList<GameWindow *> out;
    for (const QPointer<GameWindow> &w : m_windows)
        if (w)
            out.append(w.data());
    return out;
}

GameWindow *GameController::windowFor(qint64 sessionId) const
{
    if (sessionId <= 0)
        return nullptr;
    for (GameWindow *w : windows())
        if (w->session()->storeId() == sessionId)
            return w;
    return nullptr;
}

} // namespace Pacenotes
