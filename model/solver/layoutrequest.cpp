// SPDX-License-Identifier: GPL-3.0-or-later
#include "layoutrequest.h"

namespace Pacenotes {

LayoutRequest LayoutRequest::forTrack(const Track &track, bool keepPlaced)
{
    LayoutRequest r;
    r.base = track;
    r.base.tiles.clear();
    r.game = track.game;
    r.tiles = track.tileList.isEmpty() ? track.placedCounts() : track.tileList;
    if (keepPlaced && !track.tileList.isEmpty())
        r.keep = track.tiles;
    return r;
}

} // namespace Pacenotes
