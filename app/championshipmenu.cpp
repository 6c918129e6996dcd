// SPDX-License-Identifier: GPL-3.0-or-later
#include "championshipmenu.h"

#include "championship/championshipactions.h"
#include "game/gamecontroller.h"
#include "game/gamesession.h"
#include "game/gamewindow.h"
#include "gamesetup/gamesetupactions.h"
#include "gamesetup/newgamewizard.h"

#include <QEvent>
#include <QMainWindow>
#include <QMenu>
#include <QPointer>

namespace Pacenotes {

using namespace Qt::StringLiterals;

namespace {

/// Follows a game window's session and offers the game to a championship once, when it ends.
void watchForTheEnd(ChampionshipActions *championships, GameWindow *window)
{
    GameSession *session = window ? window->session() : nullptr;
    if (!session)
        return;
    // A game resumed after its end is not offered again: only the change to "over" counts.
    auto over = std::make_shared<bool>(session->phase() == GamePhase::GameOver);
    const QPointer<GameWindow> w(window);
    QObject::connect(session, &GameSession::stateChanged, championships, [championships, session, over, w] {
        const bool now = session->phase() == GamePhase::GameOver;
        if (now && !*over && w)
            championships->offerFinishedGame(session, w);
        *over = now;
    });
}

/// Retranslates the actions when the language changes.
class Texts : public QObject
{
public:
    Texts(QMainWindow *window, ChampionshipActions *actions) : QObject(actions), m_actions(actions) { window->installEventFilter(this); }
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::LanguageChange)
            m_actions->retranslate();
        return QObject::eventFilter(watched, event);
    }

private:
    ChampionshipActions *m_actions;
};

} // namespace

ChampionshipActions *installChampionshipMenu(QMainWindow *window, GameController *games, GameSetupActions *setup)
{
    auto *championships = new ChampionshipActions(window);
    new Texts(window, championships);
    const QPointer<GameController> controller(games);
    championships->setGameStore([controller]() -> GameStore * { return controller ? controller->store() : nullptr; });
    if (auto *menu = window->findChild<QMenu *>(u"gameMenu"_s)) {
        menu->addSeparator();
        menu->addAction(championships->championshipsAction());
        menu->addAction(championships->newChampionshipAction());
    }
    if (games) {
        QObject::connect(games, &GameController::gameOpened, championships,
                         [championships](GameWindow *w) { watchForTheEnd(championships, w); });
        for (GameWindow *w : games->windows())
            watchForTheEnd(championships, w);
    }
    if (setup)
        QObject::connect(setup, &GameSetupActions::addToChampionshipRequested, championships,
                         [championships, window](qint64 id) { championships->addSession(id, window); });
    return championships;
}

} // namespace Pacenotes
