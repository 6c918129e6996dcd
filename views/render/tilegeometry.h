// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/tileside.h"
#include "spaces/roadgeometry.h"

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
 * Where the roads and lanes run comes from RoadGeometry (model/spaces), which the per-space
 * layer reads too, so the spaces drawn over a tile line up with its lanes. This class adds what
 * only the drawing needs: kerbs, lane lines, danger strips, ticks, the start/finish line and
 * free spots for markings.
 */
class TileGeometry
{
public:
    static constexpr double kUnit = RoadGeometry::kUnit;

    /// A road's centre line: a cubic curve from edge `from` to edge `to`.
    using Centreline = RoadGeometry::Centreline;

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
