// SPDX-License-Identifier: GPL-3.0-or-later
#include "gameactioncommand.h"

#include "game/gamesession.h"

namespace Pacenotes {

GameActionCommand::GameActionCommand(GameSession *session, const ActionVerdict &verdict)
    : m_session(session), m_after(verdict.after), m_action(verdict.action)
{
    setText(verdict.action.headline);
}

// The action lives in one place at a time: in the session's log while it is played, here while
// it is undone (a long game holds each action once, not twice).
void GameActionCommand::redo()
{
    QUndoCommand::redo();
    m_session->applyAction(m_action, m_after, !m_done);
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
