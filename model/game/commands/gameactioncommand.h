// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "commandids.h"
#include "game/gameaction.h"

#include <QUndoCommand>

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

    const GameAction &action() const { return m_action; }
    /// The state after the action, when this command keeps it.
    const std::optional<GameState> &after() const { return m_after; }

private:
    GameSession *m_session;
    std::optional<GameState> m_after;
    std::optional<GameState> m_pending; ///< the verdict's state until the first redo, when not kept
    GameAction m_action;
    bool m_done = false; ///< redo() has run once: later redos replay a known action
};

} // namespace Pacenotes
