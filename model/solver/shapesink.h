// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "footprint.h"
#include "shaperecord.h"

#include <QtGlobal>

#include <atomic>
#include <vector>

namespace Pacenotes {

struct SearchSpec;

/// What the search tells a sink about one complete layout.
struct LeafView
{
    int root = 0;
    int length = 0;              ///< steps, anchor included
    const int *traversals = nullptr;
    const int *cells = nullptr;  ///< grid index per step
    const quint8 *occupancy = nullptr; ///< the search's cell states (SearchSpec::Cell)
    const Footprint *box = nullptr;    ///< of the course cells
    int frontCell = -1;          ///< stage: the cell after the finish (Assistance tile)
    int startIndex = -1;         ///< step of the start tile when it is not the anchor
    // Worked out along the way by the search:
    int corners = 0;             ///< turning tiles
    int longestStraight = 0;     ///< cyclic on circuits
    int maxCornersInRow = 0;
    quint64 hash = 0;            ///< ShapeSink::shapeHash of the layout
    quint64 mirrorHash = 0;      ///< ... and of its mirror image
};

/**
 * Collects the layouts one worker finds: every one (circuits: tens of thousands at most) or
 * only the best `keep` (stages, whose count explodes), always counting them. Computes each
 * layout's metrics and ranking key, places the pit tiles beside the start, and applies the
 * table limit to the complete layout. One sink per worker thread; merged at the end.
 */
class ShapeSink
{
public:
    /// `limit`: layouts with a worse key are refused (a branch-and-bound pass's cut-off; the
    /// search's bound covers the course only, the pit and Assistance tiles come on top here).
    ShapeSink(const SearchSpec &spec, int keep, std::atomic<quint64> *sharedThreshold, quint64 limit = ~quint64(0));

    /// Returns false when the layout was rejected (does not fit the table with its extras).
    bool accept(const LeafView &leaf);

    qint64 found() const { return m_found; }
    /// The best `keep` keys of every layout seen, beyond the pass's cut-off too: the k-th of
    /// them is a cut-off that surely lets k layouts in.
    const std::vector<quint64> &seenKeys() const { return m_seenKeys; }
    /// Keeping every layout would have taken too much memory: only the best kFallbackKeep
    /// were kept from then on (the count goes on).
    bool truncated() const { return m_truncated; }
    /// Records one sink keeps in keep-all mode before it falls back to the best few
    /// (about 70 MB with the steps of long courses); a variable so tests can lower it.
    static std::size_t maxRecords;
    static constexpr int kFallbackKeep = 1000;
    /// Every layout accepted (keep 0, in finding order), or the best `keep` sorted.
    ShapeStore &store() { return m_store; }
    /// Sorts the records (ShapeStore::less): done by each worker in its own thread, so that
    /// merging the workers' runs replaces most of the final sort.
    void sortRecords();

    /// The ranking key of metrics under a rank mode (smaller is better).
    static quint64 rankKey(const ShapeMetrics &m, RankBy rank, bool subset);
    /// The shape hash of ShapeRecord::order: FNV-1a over the root, then per step after the
    /// anchor the code turn + 3 (+ 8 where the start tile lies when it is not the anchor).
    static quint64 shapeHash(int root, const std::vector<int> &turns, int n, int startIndex, int sign = 1);
    static constexpr quint64 kHashBasis = 1469598103934665603ull;
    static constexpr quint64 kHashPrime = 1099511628211ull;
    static quint64 hashStep(quint64 h, int code) { return (h ^ quint64(code)) * kHashPrime; }
    /// Field layout of rank keys: primary << 40 | secondary << 16 | tertiary.
    static quint64 packKey(quint64 primary, quint64 secondary, quint64 tertiary)
    {
        return (primary << 40) | (secondary << 16) | tertiary;
    }
    /// Area field: plain area units, or area per course tile in subset mode (lengths differ).
    static quint64 areaField(qint64 areaUnits, int courseTiles, bool subset)
    {
        return subset ? (quint64(areaUnits) << 10) / quint64(std::max(courseTiles, 1)) : quint64(areaUnits);
    }

private:
    void store(ShapeRecord r, const quint8 *steps);
    void compact();

    const SearchSpec &m_spec;
    int m_keep;                 ///< 0: keep all
    std::atomic<quint64> *m_threshold;
    quint64 m_limit;
    qint64 m_found = 0;
    bool m_truncated = false;
    std::vector<quint64> m_seenKeys;
    ShapeStore m_store;                 ///< top-k mode: records sorted, at most m_keep
};

} // namespace Pacenotes
