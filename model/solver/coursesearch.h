// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "footprint.h"
#include "searchspec.h"
#include "shapesink.h"

#include <QElapsedTimer>
#include <QtGlobal>

#include <array>
#include <atomic>
#include <functional>
#include <vector>

namespace Pacenotes {

/// State shared by the workers of one search run.
struct SearchShared
{
    const SearchSpec *spec = nullptr;
    const std::atomic<bool> *cancel = nullptr;
    std::atomic<bool> stop{false};          ///< cancelled, or the first layout found in first-only mode
    std::atomic<qint64> nodes{0};
    std::atomic<qint64> found{0};           ///< layouts accepted so far (all workers)
    std::atomic<qint64> firstFoundNs{-1};   ///< when the first layout was accepted (clock time)
    const QElapsedTimer *clock = nullptr;
    std::atomic<quint64> threshold{~quint64(0)}; ///< branch and bound: cut states whose best key is worse
    bool firstOnly = false;
    bool bound = false;                     ///< branch and bound on (top-k mode)
    quint64 boundLimit = ~quint64(0);       ///< a fixed cut-off for this pass (iterative widening)
    /// Called every `reportEvery` nodes of a worker (from that worker's thread).
    std::function<void()> onNodes;
    qint64 reportEvery = 1 << 16;
};

/// A search task: a root and the ways through the first few tiles (a subtree of the search).
struct SearchTask
{
    int root = 0;
    std::vector<int> prefix; ///< traversals after the anchor
};

/**
 * The depth-first search of one worker: places tiles one by one from the anchor, trying each
 * class that can enter over the current edge kind, in each way it can turn, and cuts a branch
 * as soon as it cannot finish: an occupied cell, a circuit that can no longer reach its start
 * (ReachTable), a footprint over the table limit or worse than the k-th best layout already
 * found. Checks the stop flag every kCheckEvery nodes, so a cancel takes effect at once.
 */
class CourseSearch
{
public:
    static constexpr qint64 kCheckEvery = 1024;

    CourseSearch(SearchShared &shared, ShapeSink &sink);

    /// The subtrees at `depth` tiles after the anchor, for sharing out between workers.
    void split(int root, int depth, std::vector<SearchTask> &tasks);
    /// Searches one subtree; returns false when stopped.
    bool run(const SearchTask &task);
    qint64 nodes() const { return m_nodes; }

private:
    bool startRoot(int root);
    void endRoot();
    bool dfs(int cell, int heading, int spec);
    /// Can the course still close after this step? (Circuits: the reachability table.)
    bool reachable(int cls, int specOut, int nextHeading, int next) const;
    /// Places the tile, searches on from the next cell, takes the tile back.
    bool advance(int cell, int traversal, int cls, int nextHeading, int specOut);
    /// A crossing just laid: its other roads wait in its cell for the course to come back.
    void layRoads(int cell, int traversal, int cls, int exitHeading);
    /// The waiting road entered heading `heading` over `spec`: its index (or -1), the pass
    /// traversal and the heading out.
    int pendingRoad(int cell, int heading, int spec, int &traversal, int &exitHeading) const;
    /// Drives through a waiting road and searches on.
    bool passRoad(int cell, int heading, int spec);
    bool leaf(int frontCell);
    /// The last tiles from the completion table instead of searching them.
    bool finishWith(const CompletionTable &endings, int cell, int heading, int spec);
    void growBox(int cell);
    bool poll();
    quint64 lowerBound(const Footprint &box) const;
    void push(int cell, int traversal, int cls);
    /// Runs, corners and hashes for step d (the path's step count becomes d + 1).
    void track(int d, int traversal);
    void pop(int cell, int cls);
    bool closesHere(int heading, int spec) const;

    SearchShared &m_shared;
    const SearchSpec &m_spec;
    const LayoutProblem &m_problem;
    ShapeSink &m_sink;

    std::vector<quint8> m_cells;
    std::vector<int> m_count;
    std::vector<int> m_fresh;          ///< tiles laid per class (crossings: passes are counted apart)
    std::vector<int> m_pendingCls;     ///< per cell: the crossing's class
    std::vector<quint8> m_pendingRot;  ///< per cell: its rotation
    std::vector<quint8> m_pendingMask; ///< per cell: roads not yet driven
    int m_multiset = 0;
    int m_placed = 0;        ///< tiles placed after the anchor
    int m_requiredLeft = 0;  ///< tiles of required classes not yet placed
    int m_straightLeft = 0;  ///< tiles left that can go straight
    int m_turnLeft = 0;      ///< tiles left that can turn
    int m_root = 0;
    int m_depth = 0;         ///< steps on the path, anchor included
    bool m_turned = false;   ///< a turn so far (mirror halving: the first one goes right)
    int m_splitDepth = -1;
    const bool m_counters;   ///< tiles left by kind (bound and subset only)
    std::vector<SearchTask> *m_tasks = nullptr;

    std::array<int, ShapeRecord::kMaxSteps + 1> m_steps{};
    std::array<int, ShapeRecord::kMaxSteps + 1> m_path{};
    std::array<Footprint, ShapeRecord::kMaxSteps + 2> m_box{};
    /// Runs for the ranking bounds: [depth] = straight/corner run ending here, best so far,
    /// and the run from the anchor (circuits may join it to the last run).
    std::array<quint8, ShapeRecord::kMaxSteps + 2> m_zeroTail{}, m_zeroBest{}, m_turnTail{}, m_turnBest{},
        m_zeroHead{}, m_turnHead{}, m_corners{};
    /// Shape hash of the path so far, and of its mirror image (ShapeSink::shapeHash).
    std::array<quint64, ShapeRecord::kMaxSteps + 2> m_hash{}, m_mirrorHash{};
    int m_startAt = -1; ///< step of the start tile when it is not the anchor

    struct Candidate
    {
        const SearchSpec::Step *step;
        int heading;
    };
    std::vector<Candidate> m_candidates; ///< per depth, m_maxSteps each
    std::size_t m_maxSteps = 1;

    qint64 m_nodes = 0;
    qint64 m_sinceReport = 0;
};

} // namespace Pacenotes
