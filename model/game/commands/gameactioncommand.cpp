// SPDX-License-Identifier: GPL-3.0-or-later
#include "gameactioncommand.h"

#include "game/gamesession.h"

namespace Pacenotes {

GameActionCommand::GameActionCommand(GameSession *session, const GameState &before, const ActionVerdict &verdict)
    : m_session(session), m_before(before), m_after(verdict.after), m_action(verdict.action)
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
    m_session->revertAction(m_before);
    QUndoCommand::undo();
}

} // namespace Pacenotes
