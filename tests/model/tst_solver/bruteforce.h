// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "hex/hexcoord.h"
#include "track/track.h"

#include <QList>
#include <QSet>

namespace Pacenotes::Test {

/**
 * Every layout of a small tile list, found the slow and obvious way, independently of the
 * solver: every order of the individual tiles, every rotation the foundation's Placement
 * offers, joins checked edge by edge. The start/finish tile (the lowest-numbered) sits at the
 * origin, entered heading east; a layout's shape is its list of cells in driving order.
 * GT lists and DIRT lists with one start/finish tile make circuits; DIRT lists with two make
 * stages (the other start/finish tile last; nothing is asked of the cells beyond the two outer
 * ends, except the one after the finish when the Assistance tile goes there). A crossing or
 * two-road tile, once laid, waits for the course to come back through each other road.
 */
struct BruteForce
{
    QSet<QList<HexCoord>> shapes;
    qint64 layouts = 0; ///< tile orders and rotations that work (many per shape)

    static BruteForce run(const QList<TileCount> &list, Game game);
};

} // namespace Pacenotes::Test
