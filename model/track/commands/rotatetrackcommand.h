// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "changetilescommand.h"

#include "hex/hexcoord.h"

namespace Pacenotes {

/// Turns the whole track by `steps` × 60° about a centre hex: every position and every tile.
class RotateTrackCommand : public ChangeTilesCommand
{
public:
    RotateTrackCommand(TrackDocument *document, int steps, HexCoord centre, QUndoCommand *parent = nullptr);
};

} // namespace Pacenotes
