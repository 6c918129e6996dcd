// SPDX-License-Identifier: GPL-3.0-or-later
#include "placement.h"

namespace Pacenotes::Placement {

QList<PlacementFit> fitsForHeading(const TileSide &side, int heading)
{
    QList<PlacementFit> fits;
    const int entryWorld = HexDir::opposite(heading);
    for (int rotation = 0; rotation < 6; ++rotation) {
        const int entryLocal = HexDir::rotate(entryWorld, -rotation);
        if (!side.edges[size_t(entryLocal)].isOpen())
            continue;
        for (int exitLocal : side.exitsFrom(entryLocal)) {
            if (exitLocal == entryLocal)
                continue; // dead end
            PlacementFit f;
            f.rotation = rotation;
            f.entryLocal = entryLocal;
            f.exitLocal = exitLocal;
            f.exitWorld = HexDir::rotate(exitLocal, rotation);
            f.turn = TileSide::turnSteps(entryLocal, exitLocal);
            fits.append(f);
        }
    }
    return fits;
}

QList<PlacementFit> fitsJoining(const TileSide &side, int heading, const EdgeSpec &incoming)
{
    QList<PlacementFit> out;
    for (const PlacementFit &f : fitsForHeading(side, heading))
        if (side.edges[size_t(f.entryLocal)].joins(incoming))
            out.append(f);
    return out;
}

bool append(Track &track, const TileSide &side, HexCoord pos, int &heading, int turn, const EdgeSpec *incoming)
{
    const QList<PlacementFit> fits = incoming ? fitsJoining(side, heading, *incoming) : fitsForHeading(side, heading);
    for (const PlacementFit &f : fits) {
        if (turn != kNoPreference && f.turn != turn)
            continue;
        track.tiles.append(PlacedTile{side.id, 0, pos, f.rotation});
        heading = f.exitWorld;
        return true;
    }
    return false;
}

} // namespace Pacenotes::Placement
