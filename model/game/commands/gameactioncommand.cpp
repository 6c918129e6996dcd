// SPDX-License-Identifier: GPL-3.0-or-later
#include "gameactioncommand.h"

#include "game/gamereferee.h"
#include "game/gamesession.h"

namespace Pacenotes {

GameActionCommand::GameActionCommand(GameSession *session, const ActionVerdict &verdict, int index)
    : m_session(session), m_action(verdict.action)
{
    if ((index + 1) % kKeepEvery == 0)
        m_after = verdict.after;
    else
        m_pending = verdict.after;
    setText(verdict.action.headline);
}

// The action lives in one place at a time: in the session's log while it is played, here while
// it is undone (a long game holds each action once, not twice).
void GameActionCommand::redo()
{
    QUndoCommand::redo();
    const GameState after = m_after ? *m_after : m_pending ? *m_pending : GameReferee::apply(m_session->setup(), m_session->data(), m_session->state(), m_action.input).after;
    m_pending.reset();
    m_session->applyAction(m_action, after, !m_done);
    m_action = GameAction{};
    m_done = true;
}

void GameActionCommand::undo()
{
    m_action = m_session->log().constLast();
    m_session->revertAction();
    QUndoCommand::undo();
}

} // namespace Pacenotes
