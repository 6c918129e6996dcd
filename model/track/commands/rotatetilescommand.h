// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "changetilescommand.h"

namespace Pacenotes {

/**
 * Turns each tile in place by `steps` × 60° (positive: clockwise on screen). Successive turns
 * of the same tiles merge into one undo step, so a few presses of R or wheel clicks undo at once.
 */
class RotateTilesCommand : public ChangeTilesCommand
{
public:
    RotateTilesCommand(TrackDocument *document, const QList<int> &indices, int steps,
                       QUndoCommand *parent = nullptr);
};

} // namespace Pacenotes
