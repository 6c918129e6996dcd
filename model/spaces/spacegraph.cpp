// SPDX-License-Identifier: GPL-3.0-or-later
#include "spacegraph.h"
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

SpaceGraph SpaceGraph::build(const Track &track, const Course &course, const TileCatalog &catalog, const SpaceLookup &lookup)
{
    SpaceGraph g;
    SpaceGraphBuilder(g, track, course, catalog, lookup).run();
    return g;
}

QString SpaceGraph::name(int node) const
{
    if (node < 0 || node >= m_nodes.size())
        return {};
    const SpacePart &p = m_nodes[node].parts.first();
    const HexCoord c = m_tilePos[p.tile];
    return u"%1,%2:%3"_s.arg(c.q).arg(c.r).arg(p.space);
}

QString SpaceGraph::tileName(int node) const
{
    const HexCoord c = m_tilePos.value(m_nodes.value(node).parts.value(0).tile);
    return u"%1,%2"_s.arg(c.q).arg(c.r);
}

int SpaceGraph::nodeByName(QStringView name) const
{
    const qsizetype colon = name.indexOf(u':');
    const qsizetype comma = name.indexOf(u',');
    if (colon < 0 || comma < 0 || comma > colon)
        return -1;
    bool okQ = false, okR = false, okS = false;
    const int q = name.left(comma).trimmed().toInt(&okQ);
    const int r = name.mid(comma + 1, colon - comma - 1).trimmed().toInt(&okR);
    const int s = name.mid(colon + 1).trimmed().toInt(&okS);
    if (!okQ || !okR || !okS)
        return -1;
    const int tile = m_tileAt.value(HexCoord{q, r}, -1);
    return tile < 0 ? -1 : nodeAt(tile, s);
}

const TileSpaces *SpaceGraph::spacesOf(int tile) const
{
    return m_tileData.value(tile);
}

const TileSide *SpaceGraph::sideOf(int tile) const
{
    return m_tileSides.value(tile);
}

const TileSpace &SpaceGraph::space(int node) const
{
    return *m_spaceOf[node];
}

Danger SpaceGraph::danger(int node) const
{
    const Danger own = space(node).marks.danger;
    if (own != Danger::None)
        return own;
    const TileSide *side = m_tileSides[m_nodes[node].parts.first().tile];
    return side ? side->danger : Danger::None;
}

Terrain SpaceGraph::terrain(int node) const
{
    const Terrain own = space(node).marks.terrain;
    if (own != Terrain::None)
        return own;
    const TileSide *side = m_tileSides[m_nodes[node].parts.first().tile];
    return side ? side->terrain : Terrain::None;
}

QList<int> SpaceGraph::alongside(int node) const
{
    return m_alongside.value(node);
}

QList<int> SpaceGraph::computeAlongside(int node) const
{
    QList<int> out;
    const GraphNode &n = m_nodes[node];
    if (!n.onTrack())
        return out;
    const auto level = [this](double a, double b) {
        const double d = std::abs(a - b);
        return d < kCourseEps || (m_circuit && std::abs(d - m_courseLength) < kCourseEps);
    };
    const int bucket = std::clamp(int(std::floor(n.back)), -1, int(m_byPass.size()) - 2) + 1;
    QVarLengthArray<int, 8> buckets{bucket - 1, bucket, bucket + 1};
    if (m_circuit)
        buckets << 1 << int(m_byPass.size()) - 2 << int(m_byPass.size()) - 1; // the lap's ends
    std::sort(buckets.begin(), buckets.end());
    for (int i = 0; i < buckets.size(); ++i) {
        const int b = buckets[i];
        if (b < 0 || b >= m_byPass.size() || (i > 0 && buckets[i - 1] == b))
            continue;
        for (int other : m_byPass[b]) {
            if (other == node || m_overlaps[node].contains(other))
                continue;
            const GraphNode &o = m_nodes[other];
            if (level(o.back, n.back) || level(o.front, n.front))
                out.append(other);
        }
    }
    std::sort(out.begin(), out.end());
    return out;
}

const QList<int> &SpaceGraph::overlapping(int node) const
{
    return m_overlaps[node];
}

const GraphMove *SpaceGraph::move(int a, int b) const
{
    if (a < 0 || a >= m_nodes.size())
        return nullptr;
    for (const GraphMove &m : m_nodes[a].moves)
        if (m.to == b)
            return &m;
    return nullptr;
}

double SpaceGraph::ahead(double from, double to) const
{
    double d = to - from;
    if (m_circuit && m_courseLength > 0) {
        d = std::fmod(d, m_courseLength);
        if (d < -kCourseEps)
            d += m_courseLength;
        if (d > m_courseLength - kCourseEps)
            d -= m_courseLength;
    }
    return d;
}

QList<int> SpaceGraph::grid() const
{
    QList<int> out;
    if (std::isnan(m_startLine) || m_startTile < 0)
        return out;
    bool marked = false;
    for (int i = 0; i < m_nodes.size(); ++i) {
        const GraphNode &n = m_nodes[i];
        if (!n.onTrack() || n.laneFromLeft < 0)
            continue;
        bool onStart = false;
        for (const SpacePart &p : n.parts)
            onStart = onStart || p.tile == m_startTile;
        const double behind = ahead(n.front, m_startLine);
        if (!onStart || behind < -kCourseEps || behind > 1)
            continue;
        out.append(i);
        marked = marked || space(i).marks.grid;
    }
    if (marked)
        out.erase(std::remove_if(out.begin(), out.end(), [this](int i) { return !space(i).marks.grid; }), out.end());
    std::sort(out.begin(), out.end(), [this](int a, int b) {
        const double da = ahead(m_nodes[a].front, m_startLine), db = ahead(m_nodes[b].front, m_startLine);
        if (std::abs(da - db) > kCourseEps)
            return da < db;
        const int ra = m_nodes[a].insideRank < 0 ? 99 : m_nodes[a].insideRank;
        const int rb = m_nodes[b].insideRank < 0 ? 99 : m_nodes[b].insideRank;
        return ra < rb;
    });
    return out;
}

} // namespace Pacenotes
