// SPDX-License-Identifier: GPL-3.0-or-later
#include "layoutrequest.h"

#include <QHash>
#include <QMap>

#include <algorithm>

namespace Pacenotes {

LayoutRequest LayoutRequest::forTrack(const Track &track, bool keepPlaced)
{
    LayoutRequest r;
    r.base = track;
    r.base.tiles.clear();
    r.game = track.game;
    r.tiles = track.tileList.isEmpty() ? track.placedCounts() : track.tileList;
    if (keepPlaced && completesPlaced(track))
        r.keep = track.tiles;
    return r;
}

bool LayoutRequest::completesPlaced(const Track &track)
{
    // The placed tiles are a layout begun from the list: all of them listed, some still to
    // come. A finished layout (a bundled rulebook stage, with its scenery) is laid out afresh.
    if (track.tileList.isEmpty() || track.tiles.isEmpty())
        return false;
    QMap<QString, int> left;
    for (const TileCount &c : track.tileList)
        left[c.sideId] += c.count;
    for (const PlacedTile &t : track.tiles)
        if (--left[t.sideId] < 0)
            return false;
    return std::any_of(left.cbegin(), left.cend(), [](int n) { return n > 0; });
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
