// SPDX-License-Identifier: GPL-3.0-or-later
#include "gameactioncommand.h"

#include "game/gamesession.h"

namespace Pacenotes {

GameActionCommand::GameActionCommand(GameSession *session, const ActionVerdict &verdict)
    : m_session(session), m_after(verdict.after), m_action(verdict.action)
{
    setText(verdict.action.headline);
}

void GameActionCommand::redo()
{
    QUndoCommand::redo();
    m_session->applyAction(m_action, m_after, !m_done);
    m_done = true;
}

void GameActionCommand::undo()
{
    m_session->revertAction();
    QUndoCommand::undo();
}

} // namespace Pacenotes
