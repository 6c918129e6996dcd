// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/tileside.h"

#include <QList>
#include <QPointF>
#include <QPolygonF>

#include <memory>

namespace Pacenotes {

/**
 * Where the roads of one tile side run, worked out from the catalog facts alone: each road's
 * centre line and its lane boundaries. The tile drawing (views' TileGeometry) and the per-space
 * layer (space outlines, where a lane meets a skewed edge) both read it, so the spaces drawn
 * over a tile sit exactly on its drawn lanes.
 *
 * Coordinates are tile-local in the native orientation (edge A east, letters clockwise, y down)
 * on a hex of size kUnit (centre to corner). How a road runs is an inference from which edges
 * it joins, their lanes and skew (no source gives the printed geometry):
 *  - a road meets a normal edge square on, at its midpoint;
 *  - a skewed half-space edge is crossed at its midpoint by a road at 30° to the edge's normal.
 *    All 30° straights in the catalog join edges C–E or B–F, i.e. run parallel to edge D, so a
 *    skewed edge is taken to carry a road parallel to D everywhere (down through B and C, up
 *    through E and F);
 *  - bends are circular-looking cubic curves between those end directions; kinks between
 *    opposite edges bulge away from their inside lane (an S when the insides differ);
 *  - lane boundaries are spread evenly across the road; where the lane count changes along a
 *    road the extra lane tapers out on the right-hand side of the `from` → `to` direction.
 *
 * A road's parameter t runs from 0 at its `from` edge to 1 at its `to` edge; beyond both ends
 * the road carries on straight (the drawing lets it overhang and cuts it at the hex).
 */
class RoadGeometry
{
public:
    static constexpr double kUnit = 1000.0;
    /// How far roads run on past their edges before the hex cuts them.
    static constexpr double kOverhang = 0.3 * kUnit;

    /// A road's centre line: a cubic curve from edge `from` to edge `to`.
    struct Centreline
    {
        int from = 0;
        int to = 0;
        QPointF p0, p1, p2, p3;
        /// The point at parameter t; outside 0..1 the line carries on straight.
        QPointF pointAt(double t) const;
        /// Unit direction of travel from `from` towards `to` at t.
        QPointF directionAt(double t) const;
    };

    /// One road of the side (in the order of TileSide::paths).
    struct Road
    {
        int path = 0;          ///< index in TileSide::paths
        Centreline centre;
        int lanesFrom = 1;     ///< lanes at `from` (at least 1)
        int lanesTo = 1;       ///< lanes at `to`
        bool deadEnd = false;
        int lanes() const { return std::max(lanesFrom, lanesTo); }
        /// Lane boundary k (0 = left kerb seen from `from`, lanes() = right kerb) at parameter t.
        QPointF boundaryAt(int k, double t) const;
        /// The middle of lane `lane` at t.
        QPointF laneCentreAt(int lane, double t) const;
        /// Width of lane `lane` at t as a fraction of a full lane (0 where it has tapered out).
        double laneWidthFraction(int lane, double t) const;
        /// Lane boundaries sampled from just beyond `from` to just beyond `to`, with the small
        /// loops an inner boundary makes in a hairpin cut out (for drawing).
        QList<QPolygonF> boundaries;
        /// The road surface between both kerbs (for drawing and free-spot search).
        QPolygonF body;
    };

    /// The cached geometry of `side` (built on first use; safe from any thread).
    static std::shared_ptr<const RoadGeometry> of(const TileSide &side);

    /// Midpoint of local edge d on a hex of size kUnit.
    static QPointF edgeMidpoint(int d);
    /// Corner k, between edges k and k + 1.
    static QPointF corner(int k);
    static QPolygonF hexPolygon();
    /// Centre to edge midpoint.
    static double inradius();
    /// Total road width for a lane count.
    static double roadWidth(int lanes);
    /// Direction a road leaves the tile through edge d (see the class comment for skewed edges).
    static QPointF outward(const TileSide &side, int d);
    /// The driver's right-hand side when heading along h (y grows downward).
    static QPointF rightOf(QPointF h) { return {-h.y(), h.x()}; }

    /// Parameter at which the middle of lane `lane` crosses the line of edge `edge` (the road's
    /// `from` or `to`): 0 or 1 for a normal edge, somewhat before or after for a skewed one.
    double laneEdgeT(int road, int lane, int edge) const;

    QList<Road> roads;

private:
    void build(const TileSide &side);
    std::array<EdgeSpec, 6> m_edges{};
};

} // namespace Pacenotes
