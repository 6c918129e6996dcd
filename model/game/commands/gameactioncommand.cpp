// SPDX-License-Identifier: GPL-3.0-or-later
#include "gameactioncommand.h"

#include "game/gamereferee.h"
#include "game/gamesession.h"

namespace Pacenotes {

GameActionCommand::GameActionCommand(GameSession *session, const ActionVerdict &verdict, int index)
    : m_session(session), m_after(std::make_unique<const GameState>(verdict.after)),
      m_action(std::make_unique<const GameAction>(verdict.action)), m_keeps((index + 1) % kKeepEvery == 0)
{
    setText(verdict.action.headline);
}

const GameAction &GameActionCommand::action() const
{
    static const GameAction none;
    return m_action ? *m_action : none;
}

// The action lives in one place at a time: in the session's log while it is played, here while
// it is undone (a long game holds each action once, not twice).
void GameActionCommand::redo()
{
    QUndoCommand::redo();
    const GameState after = m_after ? *m_after : GameReferee::apply(m_session->setup(), m_session->data(), m_session->state(), m_action->input).after;
    if (!m_keeps)
        m_after.reset();
    m_session->applyAction(*m_action, after, !m_done);
    m_action.reset();
    m_done = true;
}

void GameActionCommand::undo()
{
    m_action = std::make_unique<const GameAction>(m_session->log().constLast());
    m_session->revertAction();
    QUndoCommand::undo();
}

} // namespace Pacenotes
