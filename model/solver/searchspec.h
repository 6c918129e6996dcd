// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "completiontable.h"
#include "layoutproblem.h"
#include "reachtable.h"
#include "searchgrid.h"

#include <array>
#include <atomic>
#include <optional>
#include <vector>

namespace Pacenotes {

/**
 * Everything the search reads, flattened into arrays for speed and shared read-only by the
 * worker threads: the classes and their counts, candidate ways through by entry edge kind,
 * the grid with kept cells, per-cell projections for the footprint, the anchor's roots and
 * their reachability tables.
 */
struct SearchSpec
{
    /// One candidate tile placement for a given entry edge kind.
    struct Step
    {
        int traversal;
        int cls;
        int turn;
        int specOut;
    };
    struct Root
    {
        int traversal;
        int turn;
        int entryHeading;  ///< heading the car enters the anchor with (and must come back with)
        int exitHeading;
        int specIn;
        int specOut;
        int reach = -1;    ///< index into reach, -1 when no table
        int completion = -1; ///< index into completions, -1 when none
        int mirrorRoot = -1; ///< the root of the mirror image (mirror halving), -1 when none
    };
    enum Cell : quint8 {
        Free = 0,
        Taken = 1,
        KeptPass = 2, ///< a kept tile the course has yet to pass
        Pending = 4   ///< a crossing laid earlier, with a road still to drive
    };
    /// A road of a crossing or two-road tile: its local edges and their edge kinds.
    struct Road
    {
        int a, b;
        int specA, specB;
    };

    static SearchSpec build(const LayoutProblem &problem, const LayoutRequest &request, const std::atomic<bool> *cancel);

    const LayoutProblem *problem = nullptr;
    bool stage = false;
    bool subset = false;
    bool mirror = false;        ///< search half the shapes and mirror them
    bool hasAssistance = false;
    int middleTotal = 0;        ///< tiles to place after the anchor (every class, kept ones too)
    int minPlaced = 0;          ///< subset: at least this many after the anchor
    int classCount = 0;
    std::vector<int> count;     ///< initial count per class: passes (tiles × roads)
    std::vector<int> copies;    ///< tiles per class
    std::vector<std::vector<Road>> roads; ///< per class with several roads, the roads of one tile
    bool multiRoad = false;     ///< some class has several roads
    std::vector<int> stride;    ///< mixed-radix multiset index
    int multisets = 1;
    std::vector<char> required; ///< class must be used up (start, finish, kept)
    std::vector<char> isFinish;
    std::vector<char> isStart;  ///< the start tile when it is not the anchor
    std::vector<char> canGoStraight, canTurn;
    std::vector<std::vector<Step>> bySpec; ///< placeable steps by entry edge kind (kept classes excluded)
    std::vector<int> mirrorOf;  ///< traversal -> mirrored traversal

    SearchGrid grid;
    std::array<int, 6> offset{};
    int origin = 0;             ///< the anchor's cell
    std::vector<quint8> cells;  ///< initial Cell per grid index
    std::vector<int> keptAt;    ///< grid index -> LayoutProblem::kept index, or -1
    std::vector<int> distance;  ///< grid index -> hex distance from the anchor
    std::array<std::vector<int>, 3> projX, projR; ///< footprint coordinates per orientation

    std::vector<Root> roots;
    std::vector<ReachTable> reach;
    bool reachDisabled = false; ///< too big to build: the search prunes by distance only
    std::vector<CompletionTable> completions; ///< circuits: the last tiles, worked out once
    /// Rotation table: heading after turning `turn` (-3..3) from heading h.
    std::array<std::array<qint8, 7>, 6> turned{};
    int rotate(int heading, int turn) const { return turned[std::size_t(heading)][std::size_t(turn + 3)]; }

    /// The smallest table rectangle (Footprint units) a finished layout can need when its
    /// course so far spans dx half-widths and dr rows in some orientation: it must still hold
    /// all its tiles. The search's area bound; rows of dr + 1, each with at most dx/2 + 1 tiles.
    std::vector<qint64> minArea;
    int minAreaSpanX = 0, minAreaSpanR = 0;
    qint64 areaBound(int dx, int dr) const
    {
        if (dx >= minAreaSpanX || dr >= minAreaSpanR)
            return qint64(dx + 2) * (3 * qint64(dr) + 4);
        return minArea[std::size_t(dx) * std::size_t(minAreaSpanR) + std::size_t(dr)];
    }

    std::optional<TableSize> table;
    double tileWidthCm = LayoutRequest::kAssumedTileWidthCm;
    RankBy rankBy = RankBy::Compact;

    /// Largest reachability table built; beyond it the search prunes by distance only.
    static constexpr std::size_t kMaxReachBytes = std::size_t(256) << 20;
    /// Endings listed at most: the longest endings within this many are worked out. A constant:
    /// the solver's worker threads read it.
    static constexpr std::size_t kMaxEndings = 6000;
};

} // namespace Pacenotes
