// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>

#include <array>
#include <cstring>
#include <vector>

namespace Pacenotes {

/// Measures of one layout that the ranking uses (see docs/solver.md).
struct ShapeMetrics
{
    qint64 areaUnits = 0;     ///< smallest table rectangle, in Footprint units (w·s/4)
    quint8 orientation = 0;   ///< Footprint orientation (0..2) of that rectangle
    /// Per orientation: ΔX (half tile widths between extreme centres) and ΔR (rows).
    std::array<quint8, 3> spanX{};
    std::array<quint8, 3> spanR{};
    quint8 courseTiles = 0;   ///< tiles on the course (a crossing once, however often driven)
    quint8 longestStraight = 0;  ///< most tiles in a row driven without turning (cyclic on circuits)
    quint8 maxCornersInRow = 0;  ///< most turning tiles in a row (cyclic on circuits)
    quint8 corners = 0;          ///< turning tiles
    bool operator==(const ShapeMetrics &) const = default;
};

/**
 * One layout the search found, compactly: the anchor root, the ways through each tile in
 * driving order (stored in a ShapeStore's byte pool, index 0 the anchor), its metrics and its
 * ranking key. Cells follow from the ways; a Track is built only when asked for.
 */
struct ShapeRecord
{
    static constexpr int kMaxSteps = 64;

    quint64 key = 0;          ///< ranking key: smaller is better
    /// A hash of the shape (root and turns): orders layouts of equal rank the same way in
    /// every mode and thread count, and keeps a shape's arrangements side by side.
    quint64 order = 0;
    ShapeMetrics metrics;
    quint32 steps = 0;        ///< offset of the traversal indexes in the store's pool
    quint8 root = 0;
    quint8 length = 0;        ///< steps, anchor included
    std::array<qint16, 2> extraCells{-1, -1}; ///< grid cells chosen for the pit tiles (first two)
};

/// Records and the pool their steps live in.
struct ShapeStore
{
    std::vector<ShapeRecord> records;
    std::vector<quint8> pool;

    const quint8 *steps(const ShapeRecord &r) const { return pool.data() + r.steps; }
    /// Copies `length` steps into the pool and returns their offset.
    quint32 addSteps(const quint8 *steps, int length)
    {
        const auto at = quint32(pool.size());
        pool.insert(pool.end(), steps, steps + length);
        return at;
    }
    /// Orders by rank, then shape hash, root, length and steps: results never depend on
    /// thread timing, and the best k of a bounded search are the first k of the full ranking.
    bool less(const ShapeRecord &a, const ShapeRecord &b) const { return less(a, *this, b, *this); }
    static bool less(const ShapeRecord &a, const ShapeStore &sa, const ShapeRecord &b, const ShapeStore &sb)
    {
        if (a.key != b.key)
            return a.key < b.key;
        if (a.order != b.order)
            return a.order < b.order;
        if (a.root != b.root)
            return a.root < b.root;
        if (a.length != b.length)
            return a.length < b.length;
        return std::memcmp(sa.steps(a), sb.steps(b), a.length) < 0;
    }
    /// Moves `other`'s records in, rebasing their step offsets.
    void absorb(ShapeStore &&other)
    {
        const auto base = quint32(pool.size());
        pool.insert(pool.end(), other.pool.begin(), other.pool.end());
        records.reserve(records.size() + other.records.size());
        for (ShapeRecord r : other.records) {
            r.steps += base;
            records.push_back(r);
        }
        other = ShapeStore();
    }
};

} // namespace Pacenotes
