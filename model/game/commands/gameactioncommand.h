// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "commandids.h"
#include "game/gameaction.h"

#include <QUndoCommand>

#include <memory>
#include <optional>

namespace Pacenotes {

class GameSession;

/**
 * One action of the game (a placement, the start of a round, a turn, the break between two
 * stages, a retirement, the end): built from the referee's verdict, which already holds the
 * state after it. The log entry is the session's while the action is played and the command's
 * while it is undone. Only every kKeepEvery-th command keeps its state after; the session finds
 * any other state by applying the few actions since the last one kept (the referee is
 * deterministic: the dice are in the actions), so a long game holds a sixteenth of its states.
 * What a command holds sits behind pointers: a command is one of up to 100,000 on the stack, and
 * an empty GameAction and two empty optional states held in place cost about 2 KB each (issue 25).
 */
class GameActionCommand : public QUndoCommand
{
public:
    static constexpr int kKeepEvery = 16;

    /// `index`: the action's place in the log (its state is kept when index + 1 is a multiple of kKeepEvery).
    GameActionCommand(GameSession *session, const ActionVerdict &verdict, int index);

    void redo() override;
    void undo() override;
    int id() const override { return int(GameCommandId::None); }

    /// The action while it is undone (an empty one while it is played: the log holds it then).
    const GameAction &action() const;
    /// The state after the action, when this command keeps it.
    const GameState *after() const { return m_keeps ? m_after.get() : nullptr; }

private:
    GameSession *m_session;
    /// The state after the action: kept for good (m_keeps), or the verdict's until the first redo.
    std::unique_ptr<const GameState> m_after;
    std::unique_ptr<const GameAction> m_action; ///< while undone (and before the first redo)
    bool m_keeps = false;
    bool m_done = false; ///< redo() has run once: later redos replay a known action
};

} // namespace Pacenotes
