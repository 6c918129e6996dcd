// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "layoutresult.h"
#include "shaperecord.h"

#include <QElapsedTimer>

#include <atomic>
#include <functional>
#include <vector>

namespace Pacenotes {

struct SearchSpec;

/// How one search pass runs.
struct SearchRunOptions
{
    int threads = 1;
    int keep = 0;                 ///< best layouts kept; 0: all
    bool firstOnly = false;
    bool bound = false;           ///< branch and bound against the k-th best
    quint64 boundLimit = ~quint64(0);
    const std::atomic<bool> *cancel = nullptr;
    std::function<void(const SolveProgress &)> progress;
    qint64 progressEveryNodes = 1 << 18;
    const QElapsedTimer *clock = nullptr;
};

struct SearchRunOutcome
{
    ShapeStore store;                 ///< unsorted: every layout, or each worker's best `keep`
    qint64 found = 0;                 ///< layouts accepted (mirror images included)
    qint64 nodes = 0;
    qint64 firstFoundNs = -1;
    bool stopped = false;             ///< cancelled (or stopped after the first layout)
    bool truncated = false;           ///< too many to keep all: records hold each worker's best
    std::vector<quint64> seenKeys;    ///< bound passes: the best `keep` keys seen, cut-off or not
    /// Lengths of the sorted runs the records come in (one per worker, ShapeStore::less).
    std::vector<std::size_t> runs;
    int threads = 1;
};

/**
 * Runs the search of a spec on several threads: splits the tree into subtrees a few tiles
 * deep, lets each worker (the calling thread and threads-1 std::threads) take subtrees until
 * none are left, and merges the workers' layouts. Workers are plain threads, not a pool, so a
 * solve started from QtConcurrent cannot starve itself.
 */
SearchRunOutcome runSearch(const SearchSpec &spec, const SearchRunOptions &options);

} // namespace Pacenotes
