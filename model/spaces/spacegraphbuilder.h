// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "spacegeometry.h"
#include "spacegraph.h"

#include <QHash>
#include <QList>

#include <cmath>
#include <memory>
#include <unordered_map>

namespace Pacenotes {

/// Course distances closer than this are the same distance (level spaces, the finish line).
inline constexpr double kCourseEps = 1e-4;

/// Builds a SpaceGraph in the steps its class comment describes.
class SpaceGraphBuilder
{
public:
    SpaceGraphBuilder(SpaceGraph &g, const Track &track, const Course &course, const TileCatalog &catalog,
                      const SpaceLookup &lookup)
        : g(g), m_track(track), m_course(course), m_catalog(catalog), m_lookup(lookup)
    {
    }
    void run();

private:
    struct RoadState
    {
        int orientation = 0;
        double base = 0;
        int pass = -1;
    };

    void loadTiles();
    void orientRoads();
    void propagateOrientation();
    void collectLinks();
    void joinEdges();
    void joinEdge(int tile, int road);
    void finishNodes();
    void orientLinks();
    void overlaps();
    void ranks();
    void lines();

    int prov(int tile, int space) const { return m_prov.value(SpaceGraph::key(tile, space), -1); }
    int find(int x)
    {
        while (m_parent[x] != x)
            x = m_parent[x] = m_parent[m_parent[x]];
        return x;
    }
    void addMove(int a, int b, bool diagonal)
    {
        if (a >= 0 && b >= 0 && a != b)
            m_moves.append({a, b, diagonal});
    }
    int neighbourTile(int tile, int worldEdge) const
    {
        return g.m_tileAt.value(g.m_tilePos[tile].neighbor(worldEdge), -1);
    }
    double wrap(double d) const
    {
        if (!g.m_circuit || g.m_courseLength <= 0)
            return d;
        d = std::fmod(d, g.m_courseLength);
        return d < 0 ? d + g.m_courseLength : d;
    }
    void problem(int tile, int other, const QString &message)
    {
        for (const GraphProblem &p : std::as_const(g.m_problems))
            if (p.tile == tile && p.other == other && p.message == message)
                return;
        g.m_problems.append({tile, other, message});
    }
    /// Which spaces reach the ends of the roads of the tile's side (worked out once per side).
    const SpaceGeometry::RoadEnds &ends(int tile)
    {
        if (m_tileEnds.size() != g.m_tileData.size())
            m_tileEnds.fill(nullptr, g.m_tileData.size());
        if (!m_tileEnds[tile]) {
            const QString &id = g.m_tileData[tile]->sideId;
            auto it = m_ends.find(id);
            if (it == m_ends.end())
                it = m_ends.emplace(id, std::make_unique<SpaceGeometry::RoadEnds>(
                                            SpaceGeometry::roadEnds(*g.m_tileSides[tile], *g.m_tileData[tile])))
                         .first;
            m_tileEnds[tile] = it->second.get();
        }
        return *m_tileEnds[tile];
    }
    /// Spaces of `road` on `tile` that reach that end in lane `lane`.
    QList<int> touching(int tile, int road, int lane, bool atFrom)
    {
        const SpaceGeometry::RoadEnds &e = ends(tile);
        return e.touching.value(road)[atFrom ? 0 : 1].value(lane);
    }

    SpaceGraph &g;
    const Track &m_track;
    const Course &m_course;
    const TileCatalog &m_catalog;
    const SpaceLookup &m_lookup;
    QList<QList<RoadState>> m_roads; ///< per tile, per road
    QList<SpacePart> m_parts;        ///< provisional nodes: one per space of every tile
    QHash<quint64, int> m_prov;
    QList<int> m_parent;
    struct Move { int from, to; bool diagonal; };
    QList<Move> m_moves;             ///< across tile edges, in the driving direction
    QList<Move> m_links;             ///< within tiles, no direction yet
    QList<int> m_final;              ///< provisional -> final node
    std::unordered_map<QString, std::unique_ptr<SpaceGeometry::RoadEnds>> m_ends; ///< per side id
    QList<const SpaceGeometry::RoadEnds *> m_tileEnds;                             ///< per placed tile
};

} // namespace Pacenotes
