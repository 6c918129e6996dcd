// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "changetilescommand.h"

#include "hex/hexcoord.h"

namespace Pacenotes {

/// Moves tiles by a hex offset: the end of a drag (one step however long the drag), arrow
/// keys, or moving the whole track.
class MoveTilesCommand : public ChangeTilesCommand
{
public:
    enum class Kind { Tiles, WholeTrack };
    MoveTilesCommand(TrackDocument *document, const QList<int> &indices, HexCoord delta,
                     Kind kind = Kind::Tiles, QUndoCommand *parent = nullptr);
};

} // namespace Pacenotes
