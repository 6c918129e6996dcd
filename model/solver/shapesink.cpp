// SPDX-License-Identifier: GPL-3.0-or-later
#include "shapesink.h"

#include "searchspec.h"

#include <algorithm>

namespace Pacenotes {

namespace {

/// The mirror image of a cell across the line the anchor is entered along (headings d <-> -d).
HexCoord mirrorCoord(HexCoord c)
{
    return {c.q + c.r, -c.r};
}

} // namespace

std::size_t ShapeSink::maxRecords = std::size_t(1) << 20;

ShapeSink::ShapeSink(const SearchSpec &spec, int keep, std::atomic<quint64> *sharedThreshold, quint64 limit)
    : m_spec(spec), m_keep(keep), m_threshold(sharedThreshold), m_limit(limit)
{
}

quint64 ShapeSink::rankKey(const ShapeMetrics &m, RankBy rank, bool subset)
{
    const quint64 area = areaField(m.areaUnits, m.courseTiles, subset);
    const quint64 straight = 255u - m.longestStraight; // longer is better
    const quint64 calm = m.maxCornersInRow;            // fewer corners in a row first
    const quint64 twisty = 255u - m.maxCornersInRow;   // more corners in a row first
    switch (rank) {
    case RankBy::Compact: return packKey(area, straight, calm);
    case RankBy::LongestStraight: return packKey(straight, area, calm);
    case RankBy::Twisty: return packKey(twisty, area, straight);
    }
    return 0;
}

quint64 ShapeSink::shapeHash(int root, const std::vector<int> &turns, int n, int startIndex, int sign)
{
    quint64 h = kHashBasis ^ quint64(root);
    for (int i = 1; i < n; ++i)
        h = hashStep(h, sign * turns[std::size_t(i)] + 3 + (i == startIndex ? 8 : 0));
    return h;
}

bool ShapeSink::accept(const LeafView &leaf)
{
    const int n = leaf.length;
    const int startIndex = leaf.startIndex;
    ShapeRecord r;
    r.root = quint8(leaf.root);
    r.length = quint8(n);
    std::array<quint8, ShapeRecord::kMaxSteps> steps;
    for (int i = 0; i < n; ++i)
        steps[std::size_t(i)] = quint8(leaf.traversals[i]);

    // The pit tile(s) go beside the start/finish tile, where they widen the table least.
    Footprint box = *leaf.box;
    const auto addCell = [&](Footprint &b, int cell) {
        for (int o = 0; o < 3; ++o)
            b.add(o, m_spec.projX[std::size_t(o)][std::size_t(cell)], m_spec.projR[std::size_t(o)][std::size_t(cell)]);
    };
    if (leaf.frontCell >= 0 && m_spec.hasAssistance)
        addCell(box, leaf.frontCell);
    const int pits = std::min<int>(int(m_spec.problem->pitSides.size()), int(r.extraCells.size()));
    for (int k = 0; k < pits; ++k) {
        int bestCell = -1;
        qint64 bestArea = 0;
        const auto consider = [&](int around) {
            for (int d = 0; d < 6; ++d) {
                const int c = around + m_spec.offset[std::size_t(d)];
                if (leaf.occupancy[c] != SearchSpec::Free || c == leaf.frontCell || (k == 1 && c == r.extraCells[0]))
                    continue;
                bool inside = true; // a cell inside all three rectangles widens none: take it
                for (std::size_t o = 0; o < 3 && inside; ++o) {
                    const int x = m_spec.projX[o][std::size_t(c)], y = m_spec.projR[o][std::size_t(c)];
                    inside = x >= box.minX[o] && x <= box.maxX[o] && y >= box.minR[o] && y <= box.maxR[o];
                }
                if (inside) {
                    bestCell = c;
                    bestArea = 0;
                    return;
                }
                qint64 area = -1;
                for (std::size_t o = 0; o < 3; ++o) {
                    const int x = m_spec.projX[o][std::size_t(c)], y = m_spec.projR[o][std::size_t(c)];
                    const qint64 a = qint64(std::max(box.maxX[o], x) - std::min(box.minX[o], x) + 2)
                        * (3 * qint64(std::max(box.maxR[o], y) - std::min(box.minR[o], y)) + 4);
                    area = area < 0 ? a : std::min(area, a);
                }
                if (bestCell < 0 || area < bestArea) {
                    bestCell = c;
                    bestArea = area;
                }
            }
        };
        consider(leaf.cells[std::max(startIndex, 0)]);
        for (int i = 0; i < n && bestCell < 0; ++i)
            consider(leaf.cells[i]);
        if (bestCell < 0)
            return false; // no free cell beside the course (never seen in practice)
        r.extraCells[std::size_t(k)] = qint16(bestCell);
        addCell(box, bestCell);
    }
    if (m_spec.table && !box.fits(*m_spec.table, m_spec.tileWidthCm))
        return false;

    const int k = box.bestOrientation();
    r.metrics.areaUnits = box.areaUnits(k);
    r.metrics.orientation = quint8(k);
    for (std::size_t o = 0; o < 3; ++o) {
        r.metrics.spanX[o] = quint8(box.maxX[o] - box.minX[o]);
        r.metrics.spanR[o] = quint8(box.maxR[o] - box.minR[o]);
    }
    int passes = 0; // a crossing's second road is driven, not laid: count tiles, not steps
    if (m_spec.multiRoad)
        for (int i = 0; i < n; ++i)
            passes += m_spec.problem->traversals[leaf.traversals[i]].pass;
    r.metrics.courseTiles = quint8(n - passes);
    r.metrics.corners = quint8(leaf.corners);
    r.metrics.longestStraight = quint8(leaf.longestStraight);
    r.metrics.maxCornersInRow = quint8(leaf.maxCornersInRow);
    r.key = rankKey(r.metrics, m_spec.rankBy, m_spec.subset);
    if (m_limit != ~quint64(0) && m_keep > 0
        && (int(m_seenKeys.size()) < m_keep || r.key < m_seenKeys.back())) {
        m_seenKeys.insert(std::upper_bound(m_seenKeys.begin(), m_seenKeys.end(), r.key), r.key);
        if (int(m_seenKeys.size()) > m_keep)
            m_seenKeys.pop_back();
    }
    if (r.key > m_limit)
        return false;
    r.order = leaf.hash;
    store(r, steps.data());
    ++m_found;

    if (m_spec.mirror) {
        ShapeRecord m = r;
        std::array<quint8, ShapeRecord::kMaxSteps> mirrored;
        bool same = true;
        for (int i = 0; i < n; ++i) {
            mirrored[std::size_t(i)] = quint8(m_spec.mirrorOf[std::size_t(leaf.traversals[i])]);
            same = same && mirrored[std::size_t(i)] == steps[std::size_t(i)];
        }
        m.root = quint8(m_spec.roots[std::size_t(leaf.root)].mirrorRoot);
        for (qint16 &cell : m.extraCells)
            if (cell >= 0)
                cell = qint16(m_spec.grid.index(mirrorCoord(m_spec.grid.coord(cell))));
        m.order = leaf.mirrorHash;
        if (!same || m.root != r.root) {
            store(m, mirrored.data());
            ++m_found;
        }
    }
    return true;
}

void ShapeSink::sortRecords()
{
    std::sort(m_store.records.begin(), m_store.records.end(),
              [this](const ShapeRecord &a, const ShapeRecord &b) { return m_store.less(a, b); });
}

void ShapeSink::compact()
{
    // Evicted records leave their steps behind: copy the live ones to a fresh pool.
    ShapeStore fresh;
    for (const ShapeRecord &kept : m_store.records) {
        ShapeRecord c = kept;
        c.steps = fresh.addSteps(m_store.steps(kept), kept.length);
        fresh.records.push_back(c);
    }
    m_store = std::move(fresh);
}

void ShapeSink::store(ShapeRecord r, const quint8 *steps)
{
    r.steps = m_store.addSteps(steps, r.length);
    std::vector<ShapeRecord> &records = m_store.records;
    if (m_keep <= 0) {
        records.push_back(r);
        if (records.size() <= maxRecords)
            return;
        // Too many to keep them all (a long list): keep the best from now on.
        std::sort(records.begin(), records.end(), [this](const ShapeRecord &a, const ShapeRecord &b) { return m_store.less(a, b); });
        records.resize(kFallbackKeep);
        m_keep = kFallbackKeep;
        m_truncated = true;
        compact();
        return;
    }
    if (int(records.size()) >= m_keep && !m_store.less(r, records.back())) {
        m_store.pool.resize(r.steps); // not kept: give its steps back
        return;
    }
    const auto at = std::upper_bound(records.begin(), records.end(), r,
                                     [this](const ShapeRecord &a, const ShapeRecord &b) { return m_store.less(a, b); });
    records.insert(at, r);
    if (int(records.size()) > m_keep)
        records.pop_back();
    if (m_store.pool.size() > std::size_t(m_keep) * ShapeRecord::kMaxSteps * 8)
        compact();
    if (int(records.size()) == m_keep && m_threshold) {
        // Share the k-th best key: no layout ranked worse can make anyone's top k.
        const quint64 mine = m_store.records.back().key;
        quint64 cur = m_threshold->load(std::memory_order_relaxed);
        while (mine < cur && !m_threshold->compare_exchange_weak(cur, mine, std::memory_order_relaxed)) {
        }
    }
}

} // namespace Pacenotes
