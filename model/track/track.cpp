// SPDX-License-Identifier: GPL-3.0-or-later
#include "track.h"

#include <QMap>

namespace Pacenotes {

int Track::tileAt(HexCoord pos) const
{
    for (int i = 0; i < tiles.size(); ++i)
        if (tiles[i].pos == pos)
            return i;
    return -1;
}

QList<TileCount> Track::placedCounts() const
{
    QMap<QString, int> counts;
    for (const PlacedTile &t : tiles)
        ++counts[t.sideId];
    QList<TileCount> out;
    for (auto it = counts.cbegin(); it != counts.cend(); ++it)
        out.append({it.key(), it.value()});
    return out;
}

int Track::tileListTotal() const
{
    int n = 0;
    for (const TileCount &c : tileList)
        n += c.count;
    return n;
}

} // namespace Pacenotes
