// SPDX-License-Identifier: GPL-3.0-or-later
#include "spacegeometry.h"

#include "roadgeometry.h"

#include <algorithm>
#include <cmath>

namespace Pacenotes::SpaceGeometry {

namespace {

constexpr double kEps = 1e-4;

bool validRoad(const TileSide &side, int road)
{
    return road >= 0 && road < side.paths.size();
}

} // namespace

QPolygonF outline(const TileSide &side, const TileSpace &space)
{
    if (space.offRoad || !validRoad(side, space.road) || !space.outline.isEmpty())
        return space.outline;
    const std::shared_ptr<const RoadGeometry> g = RoadGeometry::of(side);
    const RoadGeometry::Road &r = g->roads[space.road];
    const int left = std::clamp(space.lane, 0, r.lanes());
    const int right = std::clamp(space.lane + space.span, 0, r.lanes());
    const double t0 = std::min(space.t0, space.t1), t1 = std::max(space.t0, space.t1);
    const int n = std::max(2, int(std::ceil((t1 - t0) * 48)));
    QPolygonF poly;
    for (int i = 0; i <= n; ++i)
        poly << r.boundaryAt(left, t0 + (t1 - t0) * i / n);
    for (int i = n; i >= 0; --i)
        poly << r.boundaryAt(right, t0 + (t1 - t0) * i / n);
    poly << poly.first();
    // Half spaces reach over a skewed edge (and odd data anywhere): keep what is on this tile.
    const QPolygonF hex = RoadGeometry::hexPolygon();
    const bool inside = std::all_of(poly.cbegin(), poly.cend(),
                                    [&hex](QPointF p) { return hex.containsPoint(p * (1 - 1e-6), Qt::OddEvenFill); });
    return inside ? poly : poly.intersected(hex);
}

QPolygonF besideRoad(const TileSide &side, QPointF near, QPointF direction)
{
    const std::shared_ptr<const RoadGeometry> g = RoadGeometry::of(side);
    const QPolygonF hex = RoadGeometry::hexPolygon();
    const auto free = [&](QPointF p) {
        if (!hex.containsPoint(p * 1.25, Qt::OddEvenFill))
            return false;
        return std::none_of(g->roads.begin(), g->roads.end(),
                            [p](const RoadGeometry::Road &r) { return r.body.containsPoint(p, Qt::WindingFill); });
    };
    const double length = std::hypot(direction.x(), direction.y());
    const QPointF way = length > 1e-9 ? direction / length : QPointF(1, 0);
    QPointF spot = near * 0.6;
    for (int k = 1; k <= 16; ++k) {
        const double step = k * 0.05 * RoadGeometry::kUnit;
        if (free(near + way * step)) {
            spot = near + way * (step + 0.05 * RoadGeometry::kUnit);
            break;
        }
        if (free(near - way * step)) {
            spot = near - way * (step + 0.05 * RoadGeometry::kUnit);
            break;
        }
    }
    const double r = 0.09 * RoadGeometry::kUnit;
    return QPolygonF{spot + QPointF(-r, -r), spot + QPointF(r, -r), spot + QPointF(r, r), spot + QPointF(-r, r)};
}

QList<QPolygonF> outlines(const TileSide &side, const TileSpaces &spaces)
{
    QList<QPolygonF> out;
    out.reserve(spaces.spaces.size());
    for (const TileSpace &s : spaces.spaces)
        out.append(outline(side, s));
    return out;
}

QPointF labelPoint(const TileSide &side, const TileSpace &space)
{
    if (space.offRoad || !validRoad(side, space.road) || !space.outline.isEmpty()) {
        if (space.outline.isEmpty())
            return {};
        return space.outline.boundingRect().center();
    }
    const std::shared_ptr<const RoadGeometry> g = RoadGeometry::of(side);
    const RoadGeometry::Road &r = g->roads[space.road];
    // The middle of the part on this tile (a half space's middle is on the edge).
    double t0 = space.t0, t1 = space.t1;
    if (!r.deadEnd) {
        t0 = std::max(t0, endT(side, space.road, space.lane, true));
        t1 = std::min(t1, endT(side, space.road, space.lane, false));
    }
    const double t = t1 > t0 ? (t0 + t1) / 2 : space.middle();
    return (r.boundaryAt(space.lane, t) + r.boundaryAt(space.lane + space.span, t)) / 2;
}

double endT(const TileSide &side, int road, int lane, bool atFrom)
{
    if (!validRoad(side, road))
        return atFrom ? 0.0 : 1.0;
    const std::shared_ptr<const RoadGeometry> g = RoadGeometry::of(side);
    const RoadGeometry::Road &r = g->roads[road];
    if (r.deadEnd)
        return atFrom ? 0.0 : 1.0;
    const int lanes = atFrom ? r.lanesFrom : r.lanesTo;
    if (lane < 0 || lane >= lanes)
        return atFrom ? 0.0 : 1.0;
    return g->laneEdgeT(road, lane, atFrom ? r.centre.from : r.centre.to);
}

int lanesAt(const TileSide &side, int road, bool atFrom)
{
    if (!validRoad(side, road))
        return 0;
    const TilePath &p = side.paths[road];
    if (p.kind == PathKind::DeadEnd && !atFrom)
        return 0; // the far end of a dead end is no edge
    return side.edges[size_t(atFrom ? p.from : p.to)].lanes;
}

bool touchesEnd(const TileSide &side, const TileSpace &space, int lane, bool atFrom)
{
    if (space.offRoad || !validRoad(side, space.road) || !space.covers(lane) || lane >= lanesAt(side, space.road, atFrom))
        return false;
    const double e = endT(side, space.road, lane, atFrom);
    return atFrom ? space.t0 <= e + kEps : space.t1 >= e - kEps;
}

bool straddlesEnd(const TileSide &side, const TileSpace &space, bool atFrom)
{
    if (!touchesEnd(side, space, space.lane, atFrom))
        return false;
    const double e = endT(side, space.road, space.lane, atFrom);
    return space.t0 < e - kEps && space.t1 > e + kEps;
}

RoadEnds roadEnds(const TileSide &side, const TileSpaces &spaces)
{
    RoadEnds out;
    const std::shared_ptr<const RoadGeometry> g = RoadGeometry::of(side);
    for (int r = 0; r < side.paths.size(); ++r) {
        std::array<QList<QList<int>>, 2> touching;
        std::array<QList<int>, 2> half;
        std::array<int, 2> lanes{lanesAt(side, r, true), lanesAt(side, r, false)};
        const RoadGeometry::Road &road = g->roads[r];
        for (int end = 0; end < 2; ++end) {
            const bool atFrom = end == 0;
            touching[end].resize(lanes[end]);
            half[end].fill(0, lanes[end]);
            for (int l = 0; l < lanes[end]; ++l) {
                // The same test as touchesEnd() and straddlesEnd(), with the geometry looked up once.
                const double e = road.deadEnd ? (atFrom ? 0.0 : 1.0) : g->laneEdgeT(r, l, atFrom ? road.centre.from : road.centre.to);
                for (const TileSpace &s : spaces.spaces) {
                    if (s.road != r || !s.covers(l))
                        continue;
                    if (!(atFrom ? s.t0 <= e + kEps : s.t1 >= e - kEps))
                        continue;
                    touching[end][l].append(s.id);
                    if (s.span == 1 && s.lane == l && s.t0 < e - kEps && s.t1 > e + kEps)
                        half[end][l] = s.id;
                }
            }
        }
        out.touching.append(touching);
        out.half.append(half);
        out.lanes.append(lanes);
    }
    return out;
}

int edgeSlot(const TileSide &side, int road, int lane, bool atFrom)
{
    // Leaving through `to` the driver's left is the edge's first slot; arriving through `from`
    // it is the last.
    return atFrom ? lanesAt(side, road, true) - 1 - lane : lane;
}

int laneForSlot(const TileSide &side, int road, int slot, bool atFrom)
{
    return atFrom ? lanesAt(side, road, true) - 1 - slot : slot;
}

QTransform localToScene(QPointF centre, double size, int rotation)
{
    QTransform t;
    t.translate(centre.x(), centre.y());
    t.rotate(60.0 * HexDir::normalize(rotation));
    t.scale(size / RoadGeometry::kUnit, size / RoadGeometry::kUnit);
    return t;
}

} // namespace Pacenotes::SpaceGeometry
