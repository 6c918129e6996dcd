// SPDX-License-Identifier: GPL-3.0-or-later
#include "layoutrequest.h"

#include <QHash>

namespace Pacenotes {

LayoutRequest LayoutRequest::forTrack(const Track &track, bool keepPlaced)
{
    LayoutRequest r;
    r.base = track;
    r.base.tiles.clear();
    r.game = track.game;
    r.tiles = track.tileList.isEmpty() ? track.placedCounts() : track.tileList;
    if (keepPlaced && !track.tileList.isEmpty() && !placesWholeList(track))
        r.keep = track.tiles;
    return r;
}

bool LayoutRequest::placesWholeList(const Track &track)
{
    if (track.tileList.isEmpty())
        return false;
    QHash<QString, int> placed;
    for (const TileCount &c : track.placedCounts())
        placed.insert(c.sideId, c.count);
    QHash<QString, int> wanted;
    for (const TileCount &c : track.tileList)
        wanted[c.sideId] += c.count;
    for (auto it = wanted.cbegin(); it != wanted.cend(); ++it)
        if (placed.value(it.key()) < it.value())
            return false;
    return true;
}

} // namespace Pacenotes
