// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "commandids.h"
#include "game/gameaction.h"

#include <QUndoCommand>

namespace Pacenotes {

class GameSession;

/**
 * One action of the game (a placement, the start of a round, a turn, the break between two
 * stages, a retirement, the end): built from the referee's verdict, which already holds the
 * state after it. The command keeps that state and the log entry, which the session appends on
 * redo and removes on undo; the state before it is the previous command's after (the session
 * finds it), so a game holds one state per action, not two.
 */
class GameActionCommand : public QUndoCommand
{
public:
    GameActionCommand(GameSession *session, const ActionVerdict &verdict);

    void redo() override;
    void undo() override;
    int id() const override { return int(GameCommandId::None); }

    const GameAction &action() const { return m_action; }
    const GameState &after() const { return m_after; }

private:
    GameSession *m_session;
    GameState m_after;
    GameAction m_action;
    bool m_done = false; ///< redo() has run once: later redos replay a known action
};

} // namespace Pacenotes
