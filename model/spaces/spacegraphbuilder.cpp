// SPDX-License-Identifier: GPL-3.0-or-later
#include "spacegraphbuilder.h"

#include "catalog/tilecatalog.h"
#include "spacegeometry.h"
#include "track/track.h"

#include <QCoreApplication>
#include <QSet>
#include <QVarLengthArray>

#include <unordered_map>

#include <algorithm>
#include <cmath>

namespace Pacenotes {

using namespace Qt::StringLiterals;

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(SpaceGraph)
};

double polygonArea(const QPolygonF &p)
{
    double a = 0;
    for (qsizetype i = 0; i + 1 < p.size(); ++i)
        a += p[i].x() * p[i + 1].y() - p[i + 1].x() * p[i].y();
    return std::abs(a) / 2;
}

/// Pairs of space ids of one side that share ground: lane spaces under a slide space, the
/// middle of a crossing or the common start of a junction's roads, and the spaces the data says
/// are one printed space (`same`).
QList<std::pair<int, int>> sharedGround(const TileSide &side, const TileSpaces &data)
{
    QList<std::pair<int, int>> out;
    QList<QPolygonF> outlines;
    const bool severalRoads = side.paths.size() > 1;
    if (severalRoads)
        outlines = SpaceGeometry::outlines(side, data);
    for (int i = 0; i < data.spaces.size(); ++i) {
        const TileSpace &a = data.spaces[i];
        for (int j = i + 1; j < data.spaces.size(); ++j) {
            const TileSpace &b = data.spaces[j];
            bool shared = false;
            if (a.road == b.road && a.road >= 0 && !a.offRoad && !b.offRoad) {
                const bool lanes = a.lane < b.lane + b.span && b.lane < a.lane + a.span;
                shared = lanes && std::min(a.t1, b.t1) - std::max(a.t0, b.t0) > kCourseEps;
            } else if (severalRoads && a.road != b.road && a.road >= 0 && b.road >= 0) {
                const QPolygonF common = outlines[i].intersected(outlines[j]);
                const double smaller = std::min(polygonArea(outlines[i]), polygonArea(outlines[j]));
                shared = smaller > 0 && polygonArea(common) > 0.05 * smaller;
            }
            // The data may say so itself: one printed space two roads (or two lanes) share.
            shared = shared || a.same.contains(b.id) || b.same.contains(a.id);
            if (shared)
                out.append({a.id, b.id});
        }
    }
    return out;
}

} // namespace

void SpaceGraphBuilder::run()
{
    g.m_catalog = &m_catalog;
    g.m_circuit = m_course.kind == Course::Kind::Circuit;
    g.m_courseLength = m_course.steps.size();
    g.m_startTile = m_course.startTile;
    loadTiles();
    orientRoads();
    propagateOrientation();
    collectLinks();
    joinEdges();
    finishNodes();
    orientLinks();
    overlaps();
    ranks();
    lines();
    g.m_alongside.resize(g.m_nodes.size());
    for (int n = 0; n < g.m_nodes.size(); ++n)
        g.m_alongside[n] = g.computeAlongside(n);
}

void SpaceGraphBuilder::loadTiles()
{
    const int n = int(m_track.tiles.size());
    g.m_tileData.fill(nullptr, n);
    g.m_tileSides.fill(nullptr, n);
    m_roads.resize(n);
    for (int i = 0; i < n; ++i) {
        const PlacedTile &t = m_track.tiles[i];
        g.m_tilePos.append(t.pos);
        if (!g.m_tileAt.contains(t.pos))
            g.m_tileAt.insert(t.pos, i);
        const TileSide *side = m_catalog.sideById(t.sideId);
        g.m_tileSides[i] = side;
        if (!side || (!side->isCourseTile() && side->role != TileRole::Pit))
            continue;
        m_roads[i].resize(side->paths.size());
        auto it = g.m_data.constFind(side->id);
        if (it == g.m_data.constEnd()) {
            const TileSpaces *found = m_lookup ? m_lookup(side->id) : nullptr;
            it = g.m_data.insert(side->id, found ? std::make_shared<const TileSpaces>(*found) : nullptr);
        }
        g.m_tileData[i] = it->get();
        if (!g.m_tileData[i]) {
            if (m_course.tiles.contains(i))
                g.m_uncovered.append(i);
            continue;
        }
        for (const TileSpace &s : g.m_tileData[i]->spaces) {
            m_prov.insert(SpaceGraph::key(i, s.id), int(m_parts.size()));
            m_parts.append({i, s.id});
        }
    }
    m_parent.resize(m_parts.size());
    for (int i = 0; i < m_parent.size(); ++i)
        m_parent[i] = i;
}

void SpaceGraphBuilder::orientRoads()
{
    for (int p = 0; p < m_course.steps.size(); ++p) {
        const CourseStep &step = m_course.steps[p];
        g.m_courseTiles.append(step.tile);
        if (step.tile < 0 || step.tile >= m_track.tiles.size() || !g.m_tileSides[step.tile])
            continue;
        const PlacedTile &t = m_track.tiles[step.tile];
        const TileSide &side = *g.m_tileSides[step.tile];
        const int entry = t.localEdge(step.entry), exit = t.localEdge(step.exit);
        for (int r = 0; r < side.paths.size() && r < m_roads[step.tile].size(); ++r) {
            const TilePath &path = side.paths[r];
            int o = 0;
            if (path.from == entry && path.to == exit)
                o = 1;
            else if (path.from == exit && path.to == entry)
                o = -1;
            if (o == 0 || m_roads[step.tile][r].orientation != 0)
                continue;
            m_roads[step.tile][r] = {o, double(p), p};
            break;
        }
    }
}

void SpaceGraphBuilder::propagateOrientation()
{
    // Roads off the main route (a junction's other branch) are driven the way the road they
    // continue is driven. Each round orients at least one road or stops.
    for (bool changed = true; changed;) {
        changed = false;
        for (int i = 0; i < m_roads.size(); ++i) {
            const TileSide *side = g.m_tileSides[i];
            for (int r = 0; r < m_roads[i].size(); ++r) {
                if (m_roads[i][r].orientation != 0 || side->paths[r].kind == PathKind::DeadEnd)
                    continue;
                const TilePath &path = side->paths[r];
                for (const int e : {path.from, path.to}) {
                    const int world = m_track.tiles[i].worldEdge(e);
                    const int j = neighbourTile(i, world);
                    if (j < 0 || !g.m_tileSides[j])
                        continue;
                    const int facing = m_track.tiles[j].localEdge(world + 3);
                    for (int r2 = 0; r2 < m_roads[j].size(); ++r2) {
                        const RoadState &other = m_roads[j][r2];
                        const TilePath &p2 = g.m_tileSides[j]->paths[r2];
                        if (other.orientation == 0 || p2.kind == PathKind::DeadEnd)
                            continue;
                        const int exitEdge = other.orientation > 0 ? p2.to : p2.from;
                        const int entryEdge = other.orientation > 0 ? p2.from : p2.to;
                        if (exitEdge == facing) {
                            m_roads[i][r] = {e == path.from ? 1 : -1, wrap(other.base + 1), -1};
                        } else if (entryEdge == facing) {
                            m_roads[i][r] = {e == path.to ? 1 : -1, wrap(other.base - 1), -1};
                        } else {
                            continue;
                        }
                        changed = true;
                        break;
                    }
                    if (m_roads[i][r].orientation != 0)
                        break;
                }
            }
        }
    }
}

void SpaceGraphBuilder::collectLinks()
{
    for (int i = 0; i < m_roads.size(); ++i) {
        const TileSpaces *data = g.m_tileData[i];
        if (!data)
            continue;
        for (const TileSpace &s : data->spaces)
            for (const SpaceLink &l : s.links)
                if (prov(i, l.to) >= 0)
                    m_links.append({prov(i, s.id), prov(i, l.to), l.diagonal});
    }
}

void SpaceGraphBuilder::joinEdges()
{
    for (int i = 0; i < m_roads.size(); ++i)
        if (g.m_tileData[i])
            for (int r = 0; r < m_roads[i].size(); ++r)
                if (m_roads[i][r].orientation != 0 && g.m_tileSides[i]->paths[r].kind != PathKind::DeadEnd)
                    joinEdge(i, r);
}

void SpaceGraphBuilder::joinEdge(int i, int r)
{
    const TileSide &sideX = *g.m_tileSides[i];
    const TilePath &path = sideX.paths[r];
    const int o = m_roads[i][r].orientation;
    const bool atFromX = o < 0; // leaving through `from` when driven backwards
    const int e = atFromX ? path.from : path.to;
    const int world = m_track.tiles[i].worldEdge(e);
    const int j = neighbourTile(i, world);
    if (j < 0 || !g.m_tileData[j])
        return;
    const TileSide &sideY = *g.m_tileSides[j];
    const int facing = m_track.tiles[j].localEdge(world + 3);
    const int n = ends(i).lanes.value(r)[atFromX ? 0 : 1];
    for (int r2 = 0; r2 < m_roads[j].size(); ++r2) {
        const int o2 = m_roads[j][r2].orientation;
        const TilePath &p2 = sideY.paths[r2];
        const bool atFromY = o2 > 0;
        if (o2 == 0 || (atFromY ? p2.from : p2.to) != facing)
            continue; // not a road entered through this edge
        if (ends(j).lanes.value(r2)[atFromY ? 0 : 1] != n) {
            problem(i, j, Tr::tr("The roads of %1 and %2 meet with different numbers of lanes: their spaces do not join.")
                              .arg(sideX.id, sideY.id));
            continue;
        }
        for (int k = 0; k < n; ++k) {
            const int slotY = n - 1 - SpaceGeometry::edgeSlot(sideX, r, k, atFromX);
            const int kY = SpaceGeometry::laneForSlot(sideY, r2, slotY, atFromY);
            const QList<int> xs = touching(i, r, k, atFromX), ys = touching(j, r2, kY, atFromY);
            const int xHalf = ends(i).half.value(r)[atFromX ? 0 : 1].value(k);
            const int yHalf = ends(j).half.value(r2)[atFromY ? 0 : 1].value(kY);
            if (xHalf && yHalf) {
                const int a = find(prov(i, xHalf)), b = find(prov(j, yHalf));
                if (a != b)
                    m_parent[std::max(a, b)] = std::min(a, b);
                continue;
            }
            if (xHalf || yHalf) {
                problem(i, j, Tr::tr("A half space of %1 meets a whole space of %2: their spaces do not join.")
                                  .arg(xHalf ? sideX.id : sideY.id, xHalf ? sideY.id : sideX.id));
                continue;
            }
            for (int x : xs) {
                for (int y : ys)
                    addMove(prov(i, x), prov(j, y), false);
                for (const int slot : {slotY - 1, slotY + 1}) {
                    if (slot < 0 || slot >= n)
                        continue;
                    for (int y : touching(j, r2, SpaceGeometry::laneForSlot(sideY, r2, slot, atFromY), atFromY))
                        addMove(prov(i, x), prov(j, y), true);
                }
            }
        }
    }
}

void SpaceGraphBuilder::finishNodes()
{
    m_final.fill(-1, m_parts.size());
    for (int p = 0; p < m_parts.size(); ++p) {
        const int root = find(p);
        if (m_final[root] < 0) {
            m_final[root] = int(g.m_nodes.size());
            g.m_nodes.append(GraphNode{});
        }
        m_final[p] = m_final[root];
        GraphNode &node = g.m_nodes[m_final[p]];
        node.parts.append(m_parts[p]);
        g.m_index.insert(SpaceGraph::key(m_parts[p].tile, m_parts[p].space), m_final[p]);
    }
    g.m_spaceOf.resize(g.m_nodes.size());
    for (int n = 0; n < g.m_nodes.size(); ++n) {
        const SpacePart &first = g.m_nodes[n].parts.first();
        g.m_spaceOf[n] = g.m_tileData[first.tile]->space(first.space);
    }
    // Where each node lies along the course: from the part whose back (front) edge is on its own tile.
    for (GraphNode &node : g.m_nodes) {
        bool haveBack = false, haveFront = false;
        for (const SpacePart &part : std::as_const(node.parts)) {
            const TileSpace &s = *g.m_tileData[part.tile]->space(part.space);
            if (s.road < 0 || s.road >= m_roads[part.tile].size())
                continue;
            const RoadState &rs = m_roads[part.tile][s.road];
            if (rs.orientation == 0)
                continue;
            node.orientation = rs.orientation;
            const double b = rs.orientation > 0 ? s.t0 : 1 - s.t1;
            const double f = rs.orientation > 0 ? s.t1 : 1 - s.t0;
            if (!haveBack || b >= -kCourseEps) {
                node.back = wrap(rs.base + b);
                haveBack = b >= -kCourseEps;
            }
            if (!haveFront || f <= 1 + kCourseEps) {
                node.front = wrap(rs.base + f);
                haveFront = f <= 1 + kCourseEps;
            }
            const std::array<int, 2> lanes = ends(part.tile).lanes.value(s.road);
            node.lanes = std::max(lanes[0], lanes[1]);
            if (!s.offRoad)
                node.laneFromLeft = rs.orientation > 0 ? s.lane : node.lanes - (s.lane + s.span);
        }
    }
    g.m_byPass.resize(std::max(1, int(std::ceil(g.m_courseLength)) + 2));
    for (int i = 0; i < g.m_nodes.size(); ++i)
        if (g.m_nodes[i].onTrack()) {
            const int bucket = std::clamp(int(std::floor(g.m_nodes[i].back)), -1, int(g.m_byPass.size()) - 2) + 1;
            g.m_byPass[bucket].append(i);
        }
}

void SpaceGraphBuilder::orientLinks()
{
    const auto connect = [this](int a, int b, bool diagonal) {
        if (a == b)
            return;
        GraphNode &na = g.m_nodes[a];
        if (std::any_of(na.moves.cbegin(), na.moves.cend(), [b](const GraphMove &x) { return x.to == b; }))
            return;
        na.moves.append({b, diagonal});
        g.m_nodes[b].from.append(a);
    };
    for (const Move &m : std::as_const(m_moves))
        connect(m_final[m.from], m_final[m.to], m.diagonal);
    // A link leads to whichever end has its front edge further along the way the road is driven;
    // a link whose ends are level that way is no move (it may be one the other way round).
    for (const Move &m : std::as_const(m_links)) {
        const int a = m_final[m.from], b = m_final[m.to];
        const GraphNode &na = g.m_nodes[a], &nb = g.m_nodes[b];
        if (a == b || !na.onTrack() || !nb.onTrack())
            continue;
        double d = nb.front - na.front;
        if (g.m_circuit && d > g.m_courseLength / 2)
            d -= g.m_courseLength;
        else if (g.m_circuit && d < -g.m_courseLength / 2)
            d += g.m_courseLength;
        if (d > kCourseEps)
            connect(a, b, m.diagonal);
        else if (d < -kCourseEps)
            connect(b, a, m.diagonal);
    }
}

void SpaceGraphBuilder::overlaps()
{
    g.m_overlaps.resize(g.m_nodes.size());
    QHash<QString, QList<std::pair<int, int>>> perSide;
    for (int i = 0; i < g.m_tileData.size(); ++i) {
        const TileSpaces *data = g.m_tileData[i];
        if (!data)
            continue;
        auto it = perSide.find(data->sideId);
        if (it == perSide.end())
            it = perSide.insert(data->sideId, sharedGround(*g.m_tileSides[i], *data));
        for (const auto &[a, b] : std::as_const(*it)) {
            const int na = g.nodeAt(i, a), nb = g.nodeAt(i, b);
            if (na < 0 || nb < 0 || na == nb)
                continue;
            if (!g.m_overlaps[na].contains(nb))
                g.m_overlaps[na].append(nb);
            if (!g.m_overlaps[nb].contains(na))
                g.m_overlaps[nb].append(na);
        }
    }
}

void SpaceGraphBuilder::ranks()
{
    // A corner is a pass through a tile whose road has speed limits (GT p. 7: "a section of
    // track with speed limitations") or DIRT corner spaces; its inside is the way it turns.
    const int passes = int(m_course.steps.size());
    QList<int> inside(passes, 0);
    QList<bool> corner(passes, false);
    for (int p = 0; p < passes; ++p) {
        const CourseStep &step = m_course.steps[p];
        if (step.tile < 0 || !g.m_tileData.value(step.tile))
            continue;
        const TileSide &side = *g.m_tileSides[step.tile];
        int road = -1;
        for (int r = 0; r < m_roads[step.tile].size(); ++r)
            if (m_roads[step.tile][r].pass == p)
                road = r;
        if (road < 0)
            continue;
        for (const TileSpace &s : g.m_tileData[step.tile]->spaces)
            if (s.road == road && ((s.marks.limit > 0 && !s.marks.shortcut) || !s.marks.corner.isEmpty()))
                corner[p] = true;
        const TilePath &path = side.paths[road];
        const int o = m_roads[step.tile][road].orientation;
        const int entry = o > 0 ? path.from : path.to, exit = o > 0 ? path.to : path.from;
        if (path.kind == PathKind::Kink)
            inside[p] = o > 0 ? path.insideFrom : path.insideTo;
        else if (path.kind == PathKind::Bend60 || path.kind == PathKind::Bend120)
            inside[p] = TileSide::turnSteps(entry, exit) > 0 ? 1 : -1;
    }
    // The current or next corner of every pass (round the lap on a circuit).
    QList<int> nextCorner(passes, -1);
    int next = -1;
    for (int round = 0; round < (g.m_circuit ? 2 : 1); ++round)
        for (int p = passes - 1; p >= 0; --p) {
            if (corner[p] && inside[p] != 0)
                next = p;
            nextCorner[p] = next;
        }
    for (GraphNode &node : g.m_nodes) {
        if (!node.onTrack() || node.laneFromLeft < 0)
            continue;
        const SpacePart &part = node.parts.first();
        const TileSpace &s = *g.m_tileData[part.tile]->space(part.space);
        const int pass = m_roads[part.tile][s.road].pass;
        const int c = pass >= 0 ? nextCorner[pass] : -1;
        if (c < 0)
            continue;
        node.insideRank = inside[c] > 0 ? node.lanes - (node.laneFromLeft + s.span) : node.laneFromLeft;
    }
}

void SpaceGraphBuilder::lines()
{
    const auto lineOf = [this](int tile) -> double {
        if (tile < 0 || tile >= g.m_tileData.size() || !g.m_tileData[tile] || !g.m_tileData[tile]->startFinish)
            return qQNaN();
        const RoadLine line = *g.m_tileData[tile]->startFinish;
        if (line.road < 0 || line.road >= m_roads[tile].size())
            return qQNaN();
        const RoadState &rs = m_roads[tile][line.road];
        if (rs.orientation == 0)
            return qQNaN();
        return wrap(rs.base + (rs.orientation > 0 ? line.t : 1 - line.t));
    };
    g.m_startLine = lineOf(m_course.startTile);
    g.m_finishLine = g.m_circuit ? g.m_startLine : lineOf(m_course.finishTile);
    const auto mark = [this](int tile, double line, bool GraphNode::*flag) {
        if (std::isnan(line))
            return;
        const RoadLine road = *g.m_tileData[tile]->startFinish;
        for (GraphNode &node : g.m_nodes)
            for (const SpacePart &part : std::as_const(node.parts))
                if (part.tile == tile && g.m_tileData[tile]->space(part.space)->road == road.road && node.onTrack()
                    && std::abs(g.ahead(line, node.back)) < kCourseEps)
                    node.*flag = true;
    };
    mark(m_course.startTile, g.m_startLine, &GraphNode::crossesStart);
    mark(g.m_circuit ? m_course.startTile : m_course.finishTile, g.m_finishLine, &GraphNode::crossesFinish);
}

} // namespace Pacenotes
