// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "tilespaces.h"

#include <QPolygonF>
#include <QTransform>

#include <array>

namespace Pacenotes {

/**
 * Where the spaces of a tile side lie on the tile: outlines that follow the drawn lanes (from
 * RoadGeometry), and which spaces touch the ends of their road — the facts from which the
 * space graph joins tiles, so they are derived, never stored.
 */
namespace SpaceGeometry {

/// The space's outline in tile-local units (RoadGeometry::kUnit), cut at the hex.
QPolygonF outline(const TileSide &side, const TileSpace &space);
/// Outlines of every space, in the order of `spaces.spaces`.
QList<QPolygonF> outlines(const TileSide &side, const TileSpaces &spaces);
/// A point inside the space for its number.
QPointF labelPoint(const TileSide &side, const TileSpace &space);

/**
 * The outline of a space beside the road (a shortcut), a small square on the free ground nearest
 * `near`: searched along `direction` first, then the other way, off every road of the side and
 * well inside the hex (the middle of the tile when no such ground is found).
 */
QPolygonF besideRoad(const TileSide &side, QPointF near, QPointF direction);

/// Where lane `lane` of road `road` meets the road's `from` (or `to`) edge, as a road parameter.
double endT(const TileSide &side, int road, int lane, bool atFrom);
/// Lanes the road has at that end.
int lanesAt(const TileSide &side, int road, bool atFrom);
/// The space reaches its road's `from` (or `to`) edge in lane `lane`.
bool touchesEnd(const TileSide &side, const TileSpace &space, int lane, bool atFrom);
/// The space is a half space cut by that (skewed) edge: its other half is on the neighbour.
bool straddlesEnd(const TileSide &side, const TileSpace &space, bool atFrom);

/// Which spaces reach the ends of every road of a side, worked out once (the space graph joins
/// tiles from this).
struct RoadEnds
{
    /// [road][0 = from, 1 = to][lane]: ids of the spaces reaching that end in that lane
    QList<std::array<QList<QList<int>>, 2>> touching;
    /// [road][end][lane]: the id of the half space cut by that (skewed) edge, or 0
    QList<std::array<QList<int>, 2>> half;
    /// [road][end]: lanes of the road at that end (0 for the far end of a dead end)
    QList<std::array<int, 2>> lanes;
};
RoadEnds roadEnds(const TileSide &side, const TileSpaces &spaces);

/// Edge slot of road lane `lane` at an end: lanes of an edge are counted clockwise round the
/// tile (from corner d − 1 to corner d), the same for every road that meets the edge.
int edgeSlot(const TileSide &side, int road, int lane, bool atFrom);
/// The road lane at an end for an edge slot (inverse of edgeSlot).
int laneForSlot(const TileSide &side, int road, int slot, bool atFrom);

/// Tile-local units to scene units for a tile drawn with hex size `size` at `centre`, turned
/// by `rotation` × 60° clockwise (the same mapping as the tile drawing).
QTransform localToScene(QPointF centre, double size, int rotation);

} // namespace SpaceGeometry

} // namespace Pacenotes
