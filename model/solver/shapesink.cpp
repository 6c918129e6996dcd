// SPDX-License-Identifier: GPL-3.0-or-later
#include "shapesink.h"

#include "searchspec.h"

#include <algorithm>

namespace Pacenotes {

namespace {

/// Longest run of entries satisfying `pred`, wrapping around when `cyclic`.
template<typename Pred>
int longestRun(const std::vector<int> &v, int n, bool cyclic, Pred pred)
{
    int best = 0, run = 0, head = 0;
    bool inHead = true;
    for (int i = 0; i < n; ++i) {
        if (pred(v[std::size_t(i)])) {
            best = std::max(best, ++run);
        } else {
            run = 0;
            if (inHead)
                head = i;
            inHead = false;
        }
    }
    if (inHead)
        return n; // every entry
    return cyclic ? std::max(best, run + head) : best; // the last run goes on into the first
}

/// The mirror image of a cell across the line the anchor is entered along (headings d <-> -d).
HexCoord mirrorCoord(HexCoord c)
{
    return {c.q + c.r, -c.r};
}

} // namespace

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
    quint64 h = 1469598103934665603ull ^ quint64(root); // FNV-1a
    for (int i = 1; i < n; ++i) {
        const quint64 code = quint64(sign * turns[std::size_t(i)] + 3 + (i == startIndex ? 8 : 0));
        h = (h ^ code) * 1099511628211ull;
    }
    return h;
}

bool ShapeSink::accept(const LeafView &leaf)
{
    const LayoutProblem &p = *m_spec.problem;
    const int n = leaf.length;
    m_turns.resize(std::size_t(n));
    int corners = 0, startIndex = -1;
    for (int i = 0; i < n; ++i) {
        const Traversal &t = p.traversals[leaf.traversals[i]];
        m_turns[std::size_t(i)] = t.turn;
        corners += t.turn != 0;
        if (t.cls >= 0 && m_spec.isStart[std::size_t(t.cls)])
            startIndex = i;
    }

    ShapeRecord r;
    r.root = quint8(leaf.root);
    r.length = quint8(n);
    std::array<quint8, ShapeRecord::kMaxSteps> steps{};
    for (int i = 0; i < n; ++i)
        steps[std::size_t(i)] = quint8(leaf.traversals[i]);

    // The pit tile(s) go beside the start/finish tile, where they widen the table least.
    Footprint box = *leaf.box;
    if (leaf.frontCell >= 0 && m_spec.hasAssistance)
        box.add(m_spec.grid.coord(leaf.frontCell));
    const int pits = std::min<int>(int(p.pitSides.size()), int(r.extraCells.size()));
    for (int k = 0; k < pits; ++k) {
        int bestCell = -1;
        qint64 bestArea = 0;
        Footprint bestBox;
        const auto consider = [&](int around) {
            for (int d = 0; d < 6; ++d) {
                const int c = around + m_spec.offset[std::size_t(d)];
                if (leaf.occupancy[c] != SearchSpec::Free || c == leaf.frontCell || (k == 1 && c == r.extraCells[0]))
                    continue;
                Footprint b = box;
                b.add(m_spec.grid.coord(c));
                if (bestCell < 0 || b.areaUnits() < bestArea) {
                    bestCell = c;
                    bestArea = b.areaUnits();
                    bestBox = b;
                }
            }
        };
        consider(leaf.cells[std::max(startIndex, 0)]);
        for (int i = 0; i < n && bestCell < 0; ++i)
            consider(leaf.cells[i]);
        if (bestCell < 0)
            return false; // no free cell beside the course (never seen in practice)
        r.extraCells[std::size_t(k)] = qint16(bestCell);
        box = bestBox;
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
    r.metrics.courseTiles = quint8(n);
    r.metrics.corners = quint8(corners);
    r.metrics.longestStraight = quint8(longestRun(m_turns, n, !m_spec.stage, [](int t) { return t == 0; }));
    r.metrics.maxCornersInRow = quint8(longestRun(m_turns, n, !m_spec.stage, [](int t) { return t != 0; }));
    r.key = rankKey(r.metrics, m_spec.rankBy, m_spec.subset);
    if (r.key > m_limit)
        return false;
    r.order = shapeHash(r.root, m_turns, n, startIndex);
    store(r, steps.data());
    ++m_found;

    if (m_spec.mirror) {
        ShapeRecord m = r;
        std::array<quint8, ShapeRecord::kMaxSteps> mirrored{};
        for (int i = 0; i < n; ++i)
            mirrored[std::size_t(i)] = quint8(m_spec.mirrorOf[std::size_t(leaf.traversals[i])]);
        const int mirroredRoot = m_spec.mirrorOf[std::size_t(m_spec.roots[std::size_t(leaf.root)].traversal)];
        for (std::size_t j = 0; j < m_spec.roots.size(); ++j)
            if (m_spec.roots[j].traversal == mirroredRoot)
                m.root = quint8(j);
        for (qint16 &cell : m.extraCells)
            if (cell >= 0)
                cell = qint16(m_spec.grid.index(mirrorCoord(m_spec.grid.coord(cell))));
        m.order = shapeHash(m.root, m_turns, n, startIndex, -1);
        if (mirrored != steps || m.root != r.root) {
            store(m, mirrored.data());
            ++m_found;
        }
    }
    return true;
}

void ShapeSink::store(ShapeRecord r, const quint8 *steps)
{
    r.steps = m_store.addSteps(steps, r.length);
    if (m_keep <= 0) {
        m_store.records.push_back(r);
        return;
    }
    std::vector<ShapeRecord> &records = m_store.records;
    if (int(records.size()) >= m_keep && !m_store.less(r, records.back())) {
        m_store.pool.resize(r.steps); // not kept: give its steps back
        return;
    }
    const auto at = std::upper_bound(records.begin(), records.end(), r,
                                     [this](const ShapeRecord &a, const ShapeRecord &b) { return m_store.less(a, b); });
    records.insert(at, r);
    if (int(records.size()) > m_keep)
        records.pop_back();
    if (m_store.pool.size() > std::size_t(m_keep) * ShapeRecord::kMaxSteps * 8) {
        // Evicted records leave their steps behind: copy the live ones to a fresh pool.
        ShapeStore fresh;
        for (const ShapeRecord &kept : records) {
            ShapeRecord c = kept;
            c.steps = fresh.addSteps(m_store.steps(kept), kept.length);
            fresh.records.push_back(c);
        }
        m_store = std::move(fresh);
    }
    if (int(records.size()) == m_keep && m_threshold) {
        // Share the k-th best key: no layout ranked worse can make anyone's top k.
        const quint64 mine = m_store.records.back().key;
        quint64 cur = m_threshold->load(std::memory_order_relaxed);
        while (mine < cur && !m_threshold->compare_exchange_weak(cur, mine, std::memory_order_relaxed)) {
        }
    }
}

} // namespace Pacenotes
