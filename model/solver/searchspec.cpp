// SPDX-License-Identifier: GPL-3.0-or-later
#include "searchspec.h"

#include "footprint.h"

#include <algorithm>

namespace Pacenotes {


SearchSpec SearchSpec::build(const LayoutProblem &problem, const LayoutRequest &request, const std::atomic<bool> *cancel)
{
    SearchSpec s;
    s.problem = &problem;
    s.stage = problem.kind == LayoutProblem::Kind::Stage;
    s.subset = problem.isSubset();
    s.hasAssistance = !problem.assistanceSide.isEmpty();
    s.table = request.maxTable;
    s.tileWidthCm = request.tileWidthCm;
    s.rankBy = request.rankBy;
    s.classCount = int(problem.classes.size());
    for (int h = 0; h < 6; ++h)
        for (int t = -3; t <= 3; ++t)
            s.turned[std::size_t(h)][std::size_t(t + 3)] = qint8(HexDir::rotate(h, t));

    // Classes, counts and the multiset index. Kept tiles never go into the search frame's
    // mirror image: the problem says mirrorSymmetric only without them.
    std::int64_t multisets = 1;
    for (const TileClass &c : problem.classes) {
        s.count.push_back(c.units());
        s.copies.push_back(c.count());
        s.stride.push_back(int(std::min<std::int64_t>(multisets, INT_MAX)));
        multisets *= c.units() + 1;
        s.middleTotal += c.units();
        std::vector<Road> roads;
        if (c.roads > 1) {
            s.multiRoad = true;
            for (const std::array<int, 4> &r : c.roadEdges)
                roads.push_back({r[0], r[1], r[2], r[3]});
        }
        s.roads.push_back(roads);
        s.required.push_back(c.required());
        s.isFinish.push_back(c.role == TileClass::Role::Finish);
        s.isStart.push_back(c.role == TileClass::Role::Start);
        bool straight = false, turn = false;
        for (int t : c.traversals)
            (problem.traversals[t].turn == 0 ? straight : turn) = true;
        s.canGoStraight.push_back(straight);
        s.canTurn.push_back(turn);
    }
    s.multisets = int(std::min<std::int64_t>(multisets, INT_MAX));
    s.minPlaced = s.subset ? std::max(problem.minCourseTiles - 1, 0) : s.middleTotal;
    s.mirror = problem.mirrorSymmetric;

    s.bySpec.assign(problem.specs.size(), {});
    for (int c = 0; c < s.classCount; ++c) {
        if (problem.classes[c].role == TileClass::Role::Kept)
            continue;
        for (int t : problem.classes[c].traversals) {
            const Traversal &tr = problem.traversals[t];
            s.bySpec[std::size_t(tr.specIn)].push_back({t, c, tr.turn, tr.specOut});
        }
    }
    for (auto &steps : s.bySpec)
        std::stable_sort(steps.begin(), steps.end(), [](const Step &a, const Step &b) {
            return std::abs(a.turn) != std::abs(b.turn) ? std::abs(a.turn) < std::abs(b.turn) : a.turn > b.turn;
        });
    for (int t = 0; t < problem.traversals.size(); ++t)
        s.mirrorOf.push_back(s.mirror ? problem.mirrored(t) : -1);

    // The grid: a circuit of n tiles stays within n/2 of its start, a stage within n; kept
    // tiles widen it. Kept positions are relative to the anchor.
    int radius = s.stage ? s.middleTotal + 3 : (s.middleTotal + 1) / 2 + 3;
    for (const KeptTile &k : problem.kept)
        radius = std::max(radius, (k.tile.pos - problem.anchor.pos).length() + 3);
    s.grid = SearchGrid(radius);
    s.offset = s.grid.offsets();
    s.origin = s.grid.index({0, 0});
    s.cells.assign(std::size_t(s.grid.cells()), Free);
    s.keptAt.assign(std::size_t(s.grid.cells()), -1);
    s.distance.resize(std::size_t(s.grid.cells()));
    for (int k = 0; k < 3; ++k) {
        s.projX[std::size_t(k)].resize(std::size_t(s.grid.cells()));
        s.projR[std::size_t(k)].resize(std::size_t(s.grid.cells()));
    }
    for (int i = 0; i < s.grid.cells(); ++i) {
        const HexCoord c = s.grid.coord(i);
        s.distance[std::size_t(i)] = c.length();
        for (int k = 0; k < 3; ++k)
            Footprint::project(c, k, s.projX[std::size_t(k)][std::size_t(i)], s.projR[std::size_t(k)][std::size_t(i)]);
    }
    s.cells[std::size_t(s.origin)] = Taken;
    for (int i = 0; i < problem.kept.size(); ++i) {
        const KeptTile &k = problem.kept[i];
        const int cell = s.grid.index(k.tile.pos - problem.anchor.pos);
        if (k.use == KeptTile::Use::Anchor)
            continue;
        s.cells[std::size_t(cell)] = k.use == KeptTile::Use::Pass ? KeptPass : Taken;
        s.keptAt[std::size_t(cell)] = i;
    }

    // The area bound: every tile on the table (course, pit tiles, Assistance tile) must fit.
    {
        const int tiles = 1 + s.minPlaced + std::min<int>(int(problem.pitSides.size()), 2)
            + (s.stage && s.hasAssistance ? 1 : 0);
        s.minAreaSpanX = 4 * radius + 4;
        s.minAreaSpanR = 2 * radius + 2;
        s.minArea.assign(std::size_t(s.minAreaSpanX) * std::size_t(s.minAreaSpanR), 0);
        const auto at = [&](int x, int r) -> qint64 & {
            return s.minArea[std::size_t(x) * std::size_t(s.minAreaSpanR) + std::size_t(r)];
        };
        for (int x = s.minAreaSpanX - 1; x >= 0; --x)
            for (int r = s.minAreaSpanR - 1; r >= 0; --r) {
                const qint64 area = qint64(x + 2) * (3 * qint64(r) + 4);
                const bool holds = qint64(r + 1) * (x / 2 + 1) >= tiles;
                const bool edge = x == s.minAreaSpanX - 1 || r == s.minAreaSpanR - 1;
                at(x, r) = holds || edge ? area
                                         : std::min(at(x + 1, r), at(x, r + 1)); // grow one way or the other
            }
    }

    // Roots, and a reachability table per distinct goal.
    for (const Anchor::Root &r : problem.anchor.roots) {
        const Traversal &t = problem.traversals[r.traversal];
        s.roots.push_back({r.traversal, t.turn, r.entryHeading, HexDir::rotate(r.entryHeading, t.turn), t.specIn, t.specOut});
    }
    if (s.mirror)
        for (Root &root : s.roots)
            for (std::size_t j = 0; j < s.roots.size(); ++j)
                if (s.roots[j].traversal == s.mirrorOf[std::size_t(root.traversal)]
                    && s.roots[j].entryHeading == root.entryHeading)
                    root.mirrorRoot = int(j);
    if (!s.stage) {
        const std::size_t need = ReachTable::bytesNeeded(s);
        const bool fits = multisets < INT_MAX && need * s.roots.size() <= kMaxReachBytes;
        for (Root &root : s.roots) {
            if (!fits)
                break;
            for (std::size_t j = 0; j < s.roots.size() && root.reach < 0; ++j)
                if (s.roots[j].reach >= 0 && s.roots[j].entryHeading == root.entryHeading && s.roots[j].specIn == root.specIn)
                    root.reach = s.roots[j].reach;
            if (root.reach >= 0)
                continue;
            ReachTable table;
            if (!table.build(s, s.origin, root.entryHeading, root.specIn, kMaxReachBytes, cancel))
                break;
            s.reach.push_back(std::move(table));
            root.reach = int(s.reach.size() - 1);
        }
        s.reachDisabled = std::any_of(s.roots.begin(), s.roots.end(), [](const Root &r) { return r.reach < 0; });
        if (s.reachDisabled) {
            s.reach.clear();
            for (Root &root : s.roots)
                root.reach = -1;
        }
        // The last tiles of every circuit, once per goal; none for short lists, kept tiles
        // (forced cells), subsets (any length) and a first layout only (not worth it).
        if (!s.reachDisabled && problem.kept.isEmpty() && !s.subset && !request.firstOnly && !s.multiRoad) {
            for (Root &root : s.roots) {
                for (std::size_t j = 0; j < s.roots.size() && root.completion < 0; ++j)
                    if (s.roots[j].completion >= 0 && s.roots[j].reach == root.reach)
                        root.completion = s.roots[j].completion;
                if (root.completion >= 0)
                    continue;
                // Longer endings save more search but cost more to list: take the longest
                // whose count stays within budget (counted first, built once).
                int steps = 0;
                for (int k = 3; k <= std::min(8, s.middleTotal - 3); ++k) {
                    if (CompletionTable::count(s, root.entryHeading, root.specIn, k, kMaxEndings, cancel) > kMaxEndings)
                        break;
                    steps = k;
                }
                CompletionTable best;
                if (steps > 0)
                    best.build(s, root.entryHeading, root.specIn, steps, kMaxEndings, cancel);
                if (best.isBuilt()) {
                    s.completions.push_back(std::move(best));
                    root.completion = int(s.completions.size() - 1);
                }
            }
        }
    }
    return s;
}

} // namespace Pacenotes
