// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace Pacenotes {

/// QUndoCommand::id() values: commands with the same id may merge into one undo step.
enum class CommandId : int {
    None = -1,          ///< never merges
    RotateTiles = 1,    ///< successive turns of the same tiles (R, wheel) are one step
};

} // namespace Pacenotes
