// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace Pacenotes {

/// QUndoCommand::id() values of the game's commands. None of them merges: every action the
/// table takes is its own step in the log, and Ctrl+Z walks back one action at a time.
enum class GameCommandId : int {
    None = -1,
};

} // namespace Pacenotes
