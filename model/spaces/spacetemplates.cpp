// SPDX-License-Identifier: GPL-3.0-or-later
#include "spacetemplates.h"

#include "roadgeometry.h"

#include <algorithm>
#include <cmath>

namespace Pacenotes {

namespace {

constexpr double kEps = 1e-6;
/// About one space per this much centre line: an estimate, never a reading of a tile.
constexpr double kSpaceLength = 0.4 * RoadGeometry::kUnit;

double centrelineLength(const RoadGeometry::Centreline &c)
{
    double total = 0;
    QPointF last = c.pointAt(0);
    for (int i = 1; i <= 64; ++i) {
        const QPointF p = c.pointAt(i / 64.0);
        total += std::hypot(p.x() - last.x(), p.y() - last.y());
        last = p;
    }
    return total;
}

bool skewedEnd(const TileSide &side, const RoadGeometry::Road &r, bool atFrom, int lane)
{
    if (r.deadEnd)
        return false;
    const int edge = atFrom ? r.centre.from : r.centre.to;
    const int lanes = atFrom ? r.lanesFrom : r.lanesTo;
    return side.edges[size_t(edge)].skewed && lane < lanes;
}

/// Positions along the lane: `count` equal spaces over the lane's extent, a half space at each
/// skewed end (its middle on the edge, so the neighbour tile holds the other half).
QList<std::pair<double, double>> laneCuts(const TileSide &side, int road, int lane, int count)
{
    const std::shared_ptr<const RoadGeometry> g = RoadGeometry::of(side);
    const RoadGeometry::Road &r = g->roads[road];
    const auto [a, b] = SpaceTemplates::laneExtent(side, road, lane);
    const bool halfA = skewedEnd(side, r, true, lane), halfB = skewedEnd(side, r, false, lane);
    count = std::max(count, SpaceTemplates::minimumCount(side, road, lane));
    const double u = (b - a) / (count - 0.5 * (halfA ? 1 : 0) - 0.5 * (halfB ? 1 : 0));
    const double start = a - (halfA ? u / 2 : 0);
    QList<std::pair<double, double>> cuts;
    // Exact fractions where the lane's ends allow (thirds add up to the whole road), as read back.
    for (int i = 0; i < count; ++i)
        cuts.append({SpaceFractions::exactPosition(start + i * u), SpaceFractions::exactPosition(start + (i + 1) * u)});
    return cuts;
}

bool onRoad(const TileSpace &s)
{
    return s.road >= 0 && !s.offRoad;
}

} // namespace

namespace SpaceTemplates {

int defaultCount(const TileSide &side, int road)
{
    const std::shared_ptr<const RoadGeometry> g = RoadGeometry::of(side);
    if (road < 0 || road >= g->roads.size())
        return 1;
    const RoadGeometry::Road &r = g->roads[road];
    if (r.deadEnd)
        return 1;
    const int n = std::clamp(int(std::lround(centrelineLength(r.centre) / kSpaceLength)), 1, 8);
    int minimum = 1;
    for (int l = 0; l < r.lanes(); ++l)
        minimum = std::max(minimum, minimumCount(side, road, l));
    int count = std::max(n, minimum);
    // On a start/finish tile an even count puts a row boundary in the middle, where the line is.
    if (side.role == TileRole::StartFinish && count % 2 == 1)
        ++count;
    return count;
}

LaneCounts defaultCounts(const TileSide &side)
{
    const std::shared_ptr<const RoadGeometry> g = RoadGeometry::of(side);
    LaneCounts counts;
    for (int road = 0; road < g->roads.size(); ++road)
        counts.append(QList<int>(g->roads[road].lanes(), defaultCount(side, road)));
    return counts;
}

LaneCounts countsOf(const TileSpaces &spaces, const TileSide &side)
{
    const std::shared_ptr<const RoadGeometry> g = RoadGeometry::of(side);
    LaneCounts counts;
    for (int road = 0; road < g->roads.size(); ++road) {
        QList<int> lanes(g->roads[road].lanes(), 0);
        for (const TileSpace &s : spaces.spaces)
            if (s.road == road && !s.offRoad && s.span == 1 && s.lane >= 0 && s.lane < lanes.size())
                ++lanes[s.lane];
        counts.append(lanes);
    }
    return counts;
}

int minimumCount(const TileSide &side, int road, int lane)
{
    const std::shared_ptr<const RoadGeometry> g = RoadGeometry::of(side);
    if (road < 0 || road >= g->roads.size())
        return 1;
    const RoadGeometry::Road &r = g->roads[road];
    return skewedEnd(side, r, true, lane) && skewedEnd(side, r, false, lane) ? 2 : 1;
}

std::pair<double, double> laneExtent(const TileSide &side, int road, int lane)
{
    const std::shared_ptr<const RoadGeometry> g = RoadGeometry::of(side);
    const RoadGeometry::Road &r = g->roads[road];
    if (r.deadEnd)
        return {0.0, 1.0};
    // A lane the road only has at one end tapers in: spaces only where it is at least half wide.
    const double a = lane < r.lanesFrom ? g->laneEdgeT(road, lane, r.centre.from) : 0.5;
    const double b = lane < r.lanesTo ? g->laneEdgeT(road, lane, r.centre.to) : 0.5;
    return {a, b};
}

TileSpaces generate(const TileSide &side, const LaneCounts &counts)
{
    TileSpaces out;
    out.sideId = side.id;
    out.provenance = SpaceProvenance::Template;
    if (side.role == TileRole::Pit) {
        // Three lanes side by side (GT p. 18); which lane is which is not known: set them.
        const PitLane lanes[] = {PitLane::Tyres, PitLane::Repairs, PitLane::RepairsAndTyres};
        const double u = RoadGeometry::kUnit;
        for (int i = 0; i < 3; ++i) {
            TileSpace s;
            s.id = i + 1;
            s.road = -1;
            s.lane = i;
            const double y = (i - 1) * 0.3 * u;
            s.outline = QPolygonF{QPointF(-0.55 * u, y - 0.12 * u), QPointF(0.55 * u, y - 0.12 * u),
                                  QPointF(0.55 * u, y + 0.12 * u), QPointF(-0.55 * u, y + 0.12 * u)};
            s.marks.pit = lanes[i];
            out.spaces.append(s);
        }
        return out;
    }
    const std::shared_ptr<const RoadGeometry> g = RoadGeometry::of(side);
    struct Cut { int road, lane; double t0, t1; };
    QList<Cut> cuts;
    for (int road = 0; road < g->roads.size(); ++road) {
        for (int lane = 0; lane < g->roads[road].lanes(); ++lane) {
            const int n = road < counts.size() && lane < counts[road].size() && counts[road][lane] > 0
                ? counts[road][lane]
                : defaultCount(side, road);
            for (const auto &[t0, t1] : laneCuts(side, road, lane, n))
                cuts.append({road, lane, t0, t1});
        }
    }
    // Numbered road by road, row by row along the road, then from the left lane.
    std::sort(cuts.begin(), cuts.end(), [](const Cut &a, const Cut &b) {
        if (a.road != b.road)
            return a.road < b.road;
        const double ma = (a.t0 + a.t1) / 2, mb = (b.t0 + b.t1) / 2;
        if (std::abs(ma - mb) > 1e-3)
            return ma < mb;
        return a.lane < b.lane;
    });
    for (const Cut &c : std::as_const(cuts)) {
        TileSpace s;
        s.id = int(out.spaces.size()) + 1;
        s.road = c.road;
        s.lane = c.lane;
        s.t0 = c.t0;
        s.t1 = c.t1;
        out.spaces.append(s);
    }
    if (side.role == TileRole::StartFinish && !g->roads.isEmpty())
        out.startFinish = RoadLine{0, 0.5};
    autoLinks(out);
    return out;
}

void setLaneCount(TileSpaces &spaces, const TileSide &side, int road, int lane, int count)
{
    const std::shared_ptr<const RoadGeometry> g = RoadGeometry::of(side);
    if (road < 0 || road >= g->roads.size() || lane < 0 || lane >= g->roads[road].lanes())
        return;
    QList<TileSpace> old;
    QList<int> removed;
    for (int i = int(spaces.spaces.size()) - 1; i >= 0; --i) {
        const TileSpace &s = spaces.spaces[i];
        if (s.road == road && !s.offRoad && s.span == 1 && s.lane == lane) {
            old.prepend(s);
            removed.append(s.id);
            spaces.spaces.removeAt(i);
        }
    }
    std::sort(old.begin(), old.end(), [](const TileSpace &a, const TileSpace &b) { return a.t0 < b.t0; });
    const QList<std::pair<double, double>> cuts = laneCuts(side, road, lane, count);
    for (int i = 0; i < cuts.size(); ++i) {
        TileSpace s;
        if (i < old.size()) {
            s = old[i];
            removed.removeAll(s.id);
        } else {
            s.id = spaces.nextId();
            s.road = road;
            s.lane = lane;
        }
        s.t0 = cuts[i].first;
        s.t1 = cuts[i].second;
        spaces.spaces.append(s);
    }
    for (TileSpace &s : spaces.spaces)
        s.links.erase(std::remove_if(s.links.begin(), s.links.end(),
                                     [&removed](const SpaceLink &m) { return removed.contains(m.to); }),
                      s.links.end());
    autoLinks(spaces);
}

void autoLinks(TileSpaces &spaces)
{
    QList<TileSpace> &all = spaces.spaces;
    // Keep the links no rule derives: those from or to spaces beside the road.
    for (TileSpace &s : all) {
        s.links.erase(std::remove_if(s.links.begin(), s.links.end(),
                                     [&spaces, &s](const SpaceLink &m) {
                                         const TileSpace *t = spaces.space(m.to);
                                         return !t || (onRoad(s) && onRoad(*t));
                                     }),
                      s.links.end());
    }
    for (int i = 0; i < all.size(); ++i) {
        TileSpace &a = all[i];
        if (!onRoad(a))
            continue;
        for (int j = i + 1; j < all.size(); ++j) {
            const TileSpace &b = all[j];
            if (!onRoad(b) || b.road != a.road)
                continue;
            const bool shareLane = a.lane < b.lane + b.span && b.lane < a.lane + a.span;
            const bool neighbours = a.lane + a.span == b.lane || b.lane + b.span == a.lane;
            const bool follow = std::abs(a.t1 - b.t0) < kEps || std::abs(b.t1 - a.t0) < kEps;
            const bool meet = std::min(a.t1, b.t1) - std::max(a.t0, b.t0) > -kEps;
            const bool level = std::abs(a.t0 - b.t0) < kEps && std::abs(a.t1 - b.t1) < kEps;
            if (shareLane && follow)
                a.links.append({b.id, false});
            else if (neighbours && meet && !level)
                a.links.append({b.id, true});
        }
    }
}

} // namespace SpaceTemplates

} // namespace Pacenotes
