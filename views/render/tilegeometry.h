// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/tileside.h"

#include <QList>
#include <QPainterPath>
#include <QPointF>

namespace Pacenotes {

/**
 * The drawing of one tile side, worked out once from the catalog data and cached: every road
 * with its lanes, kerbs, danger strips and lane ticks, the start/finish line, and where on the
 * tile there is room for markings and the id label.
 *
 * Coordinates are tile-local in the native orientation (edge A east, letters clockwise, y down)
 * on a hex of size kUnit (centre to corner). The large unit keeps Qt's boolean operations,
 * which flatten curves, far below a pixel at any zoom; painters scale by size / kUnit.
 *
 * How a road runs is inferred from the tile-level facts (which edges, how many lanes, skew):
 *  - a road meets a normal edge square on, at its midpoint;
 *  - a skewed half-space edge is crossed at its midpoint by a road at 30° to the edge's normal.
 *    All 30° straights in the catalog join edges C–E or B–F, i.e. run parallel to edge D, so
 *    a skewed edge is taken to carry a road parallel to D everywhere (down through B and C,
 *    up through E and F);
 *  - bends are circular-looking cubic curves between those end directions; kinks between
 *    opposite edges bulge away from their inside lane (an S when the insides differ);
 *  - lane boundaries are spread evenly across the road (inside a hairpin the inner ones are cut
 *    short rather than looping past the centre of the turn); where the lane count changes along a
 *    road the extra lane tapers out on the right-hand side of the `from` → `to` direction.
 */
class TileGeometry
{
public:
    static constexpr double kUnit = 1000.0;

    /// A road's centre line: a cubic curve from edge `from` to edge `to`.
    struct Centreline
    {
        int from = 0;
        int to = 0;
        QPointF p0, p1, p2, p3;
        QPointF pointAt(double t) const;
        /// Unit direction of travel from `from` towards `to` at t.
        QPointF directionAt(double t) const;
    };

    /// The cached geometry of `side` (built on first use; thread-compatible, GUI thread only).
    static const TileGeometry &of(const TileSide &side);
    /// A plain hex of size kUnit around the origin.
    static const QPainterPath &hexPath();

    QPainterPath roads;        ///< every road surface, clipped to the hex
    QPainterPath kerbs;        ///< the solid lines along both road sides
    QPainterPath laneLines;    ///< dashed lines between lanes
    QPainterPath danger;       ///< strips in the danger colour where roads leave the tile
    QPainterPath ticks;        ///< short marks on each road end, one per lane boundary
    QPainterPath startLight;   ///< start/finish line: light squares
    QPainterPath startDark;    ///< start/finish line: dark squares
    QPainterPath serviceArea;  ///< the Assistance tile's parking area at the dead end
    QList<Centreline> centrelines;
    /// A place on the tile for a marking or the label, and how far it is from road and rim.
    struct Spot
    {
        QPointF pos;
        double clearance = 0;
    };
    /// Spots off the roads for markings and the label, most room first.
    QList<Spot> freeSpots;

    /// The centre line between two local edges, if the side has such a road.
    const Centreline *centreline(int a, int b) const;

private:
    void build(const TileSide &side);
    void findFreeSpots(const QList<QPolygonF> &bodies);
};

} // namespace Pacenotes
