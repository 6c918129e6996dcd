// SPDX-License-Identifier: GPL-3.0-or-later
#include "coursesearch.h"

#include <algorithm>

namespace Pacenotes {

CourseSearch::CourseSearch(SearchShared &shared, ShapeSink &sink)
    : m_shared(shared), m_spec(*shared.spec), m_problem(*shared.spec->problem), m_sink(sink),
      m_counters(shared.bound || shared.spec->subset)
{
    for (const auto &steps : m_spec.bySpec)
        m_maxSteps = std::max(m_maxSteps, steps.size());
    m_candidates.resize(m_maxSteps * std::size_t(ShapeRecord::kMaxSteps + 1));
    if (m_spec.multiRoad) {
        m_pendingCls.assign(std::size_t(m_spec.grid.cells()), -1);
        m_pendingRot.assign(std::size_t(m_spec.grid.cells()), 0);
        m_pendingMask.assign(std::size_t(m_spec.grid.cells()), 0);
    }
}

void CourseSearch::growBox(int cell)
{
    Footprint &box = m_box[std::size_t(m_depth + 1)];
    box = m_box[std::size_t(m_depth)];
    for (int k = 0; k < 3; ++k)
        box.add(k, m_spec.projX[std::size_t(k)][std::size_t(cell)], m_spec.projR[std::size_t(k)][std::size_t(cell)]);
}

bool CourseSearch::startRoot(int root)
{
    const SearchSpec::Root &r = m_spec.roots[std::size_t(root)];
    if (m_spec.mirror && r.turn < 0)
        return false; // its mirror image is searched instead
    // Behind a stage's start line anything may lie (scenery, the roadless side of a course
    // tile): the cell there is as free as any other.
    m_cells = m_spec.cells;
    m_count = m_spec.count;
    m_fresh.assign(std::size_t(m_spec.classCount), 0);
    m_multiset = m_spec.multisets - 1;
    m_placed = 0;
    m_requiredLeft = m_straightLeft = m_turnLeft = 0;
    for (int c = 0; c < m_spec.classCount; ++c) {
        if (m_spec.required[std::size_t(c)])
            m_requiredLeft += m_count[std::size_t(c)];
        if (m_spec.canGoStraight[std::size_t(c)])
            m_straightLeft += m_count[std::size_t(c)];
        if (m_spec.canTurn[std::size_t(c)])
            m_turnLeft += m_count[std::size_t(c)];
    }
    m_root = root;
    m_depth = 1;
    m_steps[0] = r.traversal;
    m_path[0] = m_spec.origin;
    m_box[0] = Footprint();
    m_box[1] = Footprint();
    for (int k = 0; k < 3; ++k)
        m_box[1].add(k, m_spec.projX[std::size_t(k)][std::size_t(m_spec.origin)],
                     m_spec.projR[std::size_t(k)][std::size_t(m_spec.origin)]);
    const bool straight = r.turn == 0;
    m_zeroTail[1] = m_zeroBest[1] = m_zeroHead[1] = straight;
    m_turnTail[1] = m_turnBest[1] = m_turnHead[1] = m_corners[1] = !straight;
    m_hash[1] = ShapeSink::kHashBasis ^ quint64(root);
    m_mirrorHash[1] = ShapeSink::kHashBasis ^ quint64(std::max(r.mirrorRoot, 0));
    m_startAt = -1;
    m_turned = !straight;
    return true;
}

void CourseSearch::push(int cell, int traversal, int cls)
{
    m_cells[std::size_t(cell)] = SearchSpec::Taken;
    --m_count[std::size_t(cls)];
    m_multiset -= m_spec.stride[std::size_t(cls)];
    ++m_placed;
    if (m_counters) {
        m_requiredLeft -= m_spec.required[std::size_t(cls)];
        m_straightLeft -= m_spec.canGoStraight[std::size_t(cls)];
        m_turnLeft -= m_spec.canTurn[std::size_t(cls)];
    }
    m_steps[std::size_t(m_depth)] = traversal;
    m_path[std::size_t(m_depth)] = cell;
    if (m_spec.isStart[std::size_t(cls)])
        m_startAt = m_depth;
    track(m_depth, traversal);
    ++m_depth;
}

void CourseSearch::track(int depth, int traversal)
{
    const std::size_t d = std::size_t(depth), n = d + 1;
    const int turn = m_problem.traversals[traversal].turn;
    const bool straight = turn == 0;
    m_zeroTail[n] = straight ? quint8(m_zeroTail[d] + 1) : 0;
    m_turnTail[n] = straight ? 0 : quint8(m_turnTail[d] + 1);
    m_zeroBest[n] = std::max(m_zeroBest[d], m_zeroTail[n]);
    m_turnBest[n] = std::max(m_turnBest[d], m_turnTail[n]);
    m_zeroHead[n] = m_zeroHead[d] == d && straight ? quint8(n) : m_zeroHead[d];
    m_turnHead[n] = m_turnHead[d] == d && !straight ? quint8(n) : m_turnHead[d];
    m_corners[n] = quint8(m_corners[d] + !straight);
    const int mark = depth == m_startAt ? 8 : 0;
    m_hash[n] = ShapeSink::hashStep(m_hash[d], turn + 3 + mark);
    m_mirrorHash[n] = ShapeSink::hashStep(m_mirrorHash[d], -turn + 3 + mark);
}

void CourseSearch::pop(int cell, int cls)
{
    --m_depth;
    if (m_startAt == m_depth)
        m_startAt = -1;
    m_cells[std::size_t(cell)] = m_spec.keptAt[std::size_t(cell)] >= 0 ? SearchSpec::KeptPass : SearchSpec::Free;
    ++m_count[std::size_t(cls)];
    m_multiset += m_spec.stride[std::size_t(cls)];
    --m_placed;
    if (m_counters) {
        m_requiredLeft += m_spec.required[std::size_t(cls)];
        m_straightLeft += m_spec.canGoStraight[std::size_t(cls)];
        m_turnLeft += m_spec.canTurn[std::size_t(cls)];
    }
}

bool CourseSearch::poll()
{
    m_shared.nodes.fetch_add(kCheckEvery, std::memory_order_relaxed);
    m_sinceReport += kCheckEvery;
    if (m_shared.onNodes && m_sinceReport >= m_shared.reportEvery) {
        m_sinceReport = 0;
        m_shared.onNodes();
    }
    if (m_shared.cancel && m_shared.cancel->load(std::memory_order_relaxed))
        m_shared.stop.store(true, std::memory_order_relaxed);
    return !m_shared.stop.load(std::memory_order_relaxed);
}

quint64 CourseSearch::lowerBound(const Footprint &box) const
{
    const bool circuit = !m_spec.stage;
    const std::size_t d = std::size_t(m_depth);
    const int most = 1 + m_spec.middleTotal;
    const int optStraight = std::min(most, std::max<int>(m_zeroBest[d], m_zeroTail[d] + m_straightLeft + (circuit ? m_zeroHead[d] : 0)));
    const int optTurns = std::min(most, std::max<int>(m_turnBest[d], m_turnTail[d] + m_turnLeft + (circuit ? m_turnHead[d] : 0)));
    qint64 bound = -1; // the box so far, grown until it can hold every tile, in its best orientation
    for (std::size_t k = 0; k < 3; ++k) {
        const qint64 a = m_spec.areaBound(box.maxX[k] - box.minX[k], box.maxR[k] - box.minR[k]);
        bound = bound < 0 ? a : std::min(bound, a);
    }
    const quint64 area = ShapeSink::areaField(bound, most, m_spec.subset);
    switch (m_spec.rankBy) {
    case RankBy::Compact: return ShapeSink::packKey(area, quint64(255 - optStraight), m_turnBest[d]);
    case RankBy::LongestStraight: return ShapeSink::packKey(quint64(255 - optStraight), area, m_turnBest[d]);
    case RankBy::Twisty: return ShapeSink::packKey(quint64(255 - optTurns), area, quint64(255 - optStraight));
    }
    return 0;
}

bool CourseSearch::closesHere(int heading, int spec) const
{
    const SearchSpec::Root &r = m_spec.roots[std::size_t(m_root)];
    if (heading != r.entryHeading || spec != r.specIn)
        return false;
    return m_spec.subset ? (m_placed >= m_spec.minPlaced && m_requiredLeft == 0) : m_placed == m_spec.middleTotal;
}

bool CourseSearch::leaf(int frontCell)
{
    LeafView view;
    view.root = m_root;
    view.length = m_depth;
    view.traversals = m_steps.data();
    view.cells = m_path.data();
    view.occupancy = m_cells.data();
    view.box = &m_box[std::size_t(m_depth)];
    view.frontCell = frontCell;
    view.startIndex = m_startAt;
    const std::size_t d = std::size_t(m_depth);
    const bool cyclic = !m_spec.stage;
    view.corners = m_corners[d];
    // A circuit's last run goes on into its first: join them (unless one run is everything).
    view.longestStraight = m_zeroHead[d] == d ? int(d) : std::max<int>(m_zeroBest[d], cyclic ? m_zeroTail[d] + m_zeroHead[d] : 0);
    view.maxCornersInRow = m_turnHead[d] == d ? int(d) : std::max<int>(m_turnBest[d], cyclic ? m_turnTail[d] + m_turnHead[d] : 0);
    view.hash = m_hash[d];
    view.mirrorHash = m_mirrorHash[d];
    if (!m_sink.accept(view))
        return true;
    if (m_shared.found.fetch_add(1, std::memory_order_relaxed) == 0 && m_shared.clock)
        m_shared.firstFoundNs.store(m_shared.clock->nsecsElapsed(), std::memory_order_relaxed);
    if (m_shared.firstOnly) {
        m_shared.stop.store(true, std::memory_order_relaxed);
        return false;
    }
    return true;
}

bool CourseSearch::reachable(int cls, int specOut, int nextHeading, int next) const
{
    if (m_spec.stage)
        return true;
    const SearchSpec::Root &r = m_spec.roots[std::size_t(m_root)];
    if (r.reach >= 0)
        return m_spec.reach[std::size_t(r.reach)].reachable(m_multiset - m_spec.stride[std::size_t(cls)], specOut,
                                                            nextHeading, next);
    return m_spec.distance[std::size_t(next)] <= m_spec.middleTotal - m_placed - 1;
}

bool CourseSearch::advance(int cell, int traversal, int cls, int nextHeading, int specOut)
{
    const int next = cell + m_spec.offset[std::size_t(nextHeading)];
    if (m_spec.isFinish[std::size_t(cls)]) {
        // The stage ends here. Beyond the finish line anything may lie (nothing, scenery, the
        // roadless side of a course tile), except that the Assistance tile needs that cell.
        if (m_spec.hasAssistance && m_cells[std::size_t(next)] != SearchSpec::Free)
            return true;
        push(cell, traversal, cls);
        const bool go = leaf(next);
        pop(cell, cls);
        return go;
    }
    push(cell, traversal, cls);
    const bool roads = m_problem.traversals[traversal].entryLocal >= 0;
    if (roads)
        layRoads(cell, traversal, cls, nextHeading);
    const bool go = dfs(next, nextHeading, specOut);
    if (roads)
        --m_fresh[std::size_t(cls)];
    pop(cell, cls);
    return go;
}

void CourseSearch::layRoads(int cell, int traversal, int cls, int exitHeading)
{
    const Traversal &t = m_problem.traversals[traversal];
    int mask = 0;
    const std::vector<SearchSpec::Road> &roads = m_spec.roads[std::size_t(cls)];
    for (std::size_t j = 0; j < roads.size(); ++j)
        if (!((roads[j].a == t.entryLocal && roads[j].b == t.exitLocal) || (roads[j].b == t.entryLocal && roads[j].a == t.exitLocal)))
            mask |= 1 << j;
    ++m_fresh[std::size_t(cls)];
    if (!mask)
        return;
    m_cells[std::size_t(cell)] = SearchSpec::Pending;
    m_pendingCls[std::size_t(cell)] = cls;
    m_pendingRot[std::size_t(cell)] = quint8(HexDir::normalize(exitHeading - t.exitLocal));
    m_pendingMask[std::size_t(cell)] = quint8(mask);
}

int CourseSearch::pendingRoad(int cell, int heading, int spec, int &traversal, int &exitHeading) const
{
    const int cls = m_pendingCls[std::size_t(cell)];
    const int rot = m_pendingRot[std::size_t(cell)];
    const int mask = m_pendingMask[std::size_t(cell)];
    const int entry = HexDir::opposite(heading);
    const std::vector<SearchSpec::Road> &roads = m_spec.roads[std::size_t(cls)];
    for (std::size_t j = 0; j < roads.size(); ++j) {
        if (!(mask & (1 << j)))
            continue;
        const SearchSpec::Road &r = roads[j];
        int in, out, specIn, specOut;
        if (HexDir::rotate(r.a, rot) == entry) {
            in = r.a, out = r.b, specIn = r.specA, specOut = r.specB;
        } else if (HexDir::rotate(r.b, rot) == entry) {
            in = r.b, out = r.a, specIn = r.specB, specOut = r.specA;
        } else {
            continue;
        }
        if (specIn != spec)
            return -1; // roads share no edge: this was the only one
        const int turn = TileSide::turnSteps(in, out);
        traversal = -1;
        for (int t : m_problem.classes[cls].passTraversals) {
            const Traversal &tr = m_problem.traversals[t];
            if (tr.turn == turn && tr.specIn == specIn && tr.specOut == specOut)
                traversal = t;
        }
        exitHeading = HexDir::rotate(out, rot);
        return traversal >= 0 ? int(j) : -1;
    }
    return -1;
}

bool CourseSearch::passRoad(int cell, int heading, int spec)
{
    int t = -1, exit = -1;
    const int j = pendingRoad(cell, heading, spec, t, exit);
    if (j < 0)
        return true;
    const int cls = m_pendingCls[std::size_t(cell)];
    const int specOut = m_problem.traversals[t].specOut;
    const int next = cell + m_spec.offset[std::size_t(exit)];
    if (!reachable(cls, specOut, exit, next))
        return true;
    const quint8 mask = m_pendingMask[std::size_t(cell)];
    push(cell, t, cls);
    if (mask & ~(1 << j)) { // more roads to drive through later
        m_cells[std::size_t(cell)] = SearchSpec::Pending;
        m_pendingMask[std::size_t(cell)] = quint8(mask & ~(1 << j));
    }
    const bool go = dfs(next, exit, specOut);
    pop(cell, cls);
    m_cells[std::size_t(cell)] = SearchSpec::Pending;
    m_pendingMask[std::size_t(cell)] = mask;
    return go;
}

bool CourseSearch::dfs(int cell, int heading, int spec)
{
    if (m_splitDepth >= 0 && m_depth - 1 == m_splitDepth) {
        SearchTask task;
        task.root = m_root;
        task.prefix.assign(m_steps.begin() + 1, m_steps.begin() + m_depth);
        m_tasks->push_back(std::move(task));
        return true;
    }
    if ((++m_nodes & (kCheckEvery - 1)) == 0 && !poll())
        return false;
    if (cell == m_spec.origin)
        return m_spec.stage || !closesHere(heading, spec) || leaf(-1);
    const quint8 state = m_cells[std::size_t(cell)];
    if (state != SearchSpec::Free && state != SearchSpec::KeptPass && state != SearchSpec::Pending)
        return true;
    if (m_depth >= ShapeRecord::kMaxSteps)
        return true;

    // The footprint with this cell: over the table, or worse than the k-th best, cuts here.
    // (Kept up to date at every node: cheaper than working it out at every leaf.)
    growBox(cell);
    {
        const Footprint &box = m_box[std::size_t(m_depth + 1)];
        if (m_spec.table && !box.fits(*m_spec.table, m_spec.tileWidthCm))
            return true;
        if (m_shared.bound
            && lowerBound(box) > std::min(m_shared.threshold.load(std::memory_order_relaxed), m_shared.boundLimit))
            return true;
    }

    const SearchSpec::Root &root = m_spec.roots[std::size_t(m_root)];
    if (root.completion >= 0) {
        const CompletionTable &endings = m_spec.completions[std::size_t(root.completion)];
        if (m_spec.middleTotal - m_placed == endings.steps())
            return finishWith(endings, cell, heading, spec);
    }

    if (state == SearchSpec::Pending) // a crossing laid before: through its other road
        return passRoad(cell, heading, spec);
    if (state == SearchSpec::KeptPass) {
        // A kept tile: the course must drive through it the way it lies.
        const KeptTile &k = m_problem.kept[m_spec.keptAt[std::size_t(cell)]];
        const int entry = HexDir::opposite(heading);
        const int t = k.byEntry[entry];
        if (t < 0 || m_problem.traversals[t].specIn != spec)
            return true;
        const int exit = k.exitFor[entry];
        const int specOut = m_problem.traversals[t].specOut;
        if (!reachable(k.cls, specOut, exit, cell + m_spec.offset[std::size_t(exit)]))
            return true;
        return advance(cell, t, k.cls, exit, specOut);
    }

    const bool finishAllowed = m_spec.stage
        && (m_spec.subset ? (m_placed + 1 >= m_spec.minPlaced && m_requiredLeft == 1) : m_placed == m_spec.middleTotal - 1);
    // Test every candidate first and only then go down: the reachability lookups are
    // independent memory reads the processor can overlap, instead of one cache miss per child.
    const bool rightFirst = m_spec.mirror && !m_turned;
    const std::vector<SearchSpec::Step> &steps = m_spec.bySpec[std::size_t(spec)];
    Candidate *cand = &m_candidates[std::size_t(m_depth) * m_maxSteps];
    int n = 0;
    for (const SearchSpec::Step &s : steps) {
        if (!m_count[std::size_t(s.cls)] || (rightFirst && s.turn < 0)
            || (m_spec.isFinish[std::size_t(s.cls)] && !finishAllowed))
            continue;
        if (m_spec.multiRoad && m_fresh[std::size_t(s.cls)] >= m_spec.copies[std::size_t(s.cls)])
            continue; // every tile of a crossing class is down: its passes remain
        const int h2 = m_spec.rotate(heading, s.turn);
        cand[n] = {&s, h2};
        n += reachable(s.cls, s.specOut, h2, cell + m_spec.offset[std::size_t(h2)]);
    }
    for (int i = 0; i < n; ++i) {
        const SearchSpec::Step &s = *cand[i].step;
        const bool turnedBefore = m_turned;
        m_turned = m_turned || s.turn != 0;
        const bool go = advance(cell, s.traversal, s.cls, cand[i].heading, s.specOut);
        m_turned = turnedBefore;
        if (!go)
            return false;
    }
    return true;
}

bool CourseSearch::finishWith(const CompletionTable &endings, int cell, int heading, int spec)
{
    quint32 first, last;
    endings.find(m_multiset, spec, heading, cell, first, last);
    const int k = endings.steps();
    const bool rightFirst = m_spec.mirror && !m_turned;
    const std::size_t d = std::size_t(m_depth), n = d + std::size_t(k);
    for (quint32 e = first; e < last; ++e) {
        if (rightFirst && endings.firstTurnSign(e) < 0)
            continue;
        bool free = true;
        for (int i = 1; i < k && free; ++i)
            free = m_cells[std::size_t(endings.cell(e, i))] == SearchSpec::Free;
        if (!free)
            continue;
        quint64 hash = m_hash[d], mirrorHash = m_mirrorHash[d];
        for (int i = 0; i < k; ++i) {
            const int c = endings.cell(e, i);
            const int t = endings.traversal(e, i);
            m_steps[d + std::size_t(i)] = t;
            m_path[d + std::size_t(i)] = c;
            m_cells[std::size_t(c)] = SearchSpec::Taken;
            const int turn = m_problem.traversals[t].turn;
            hash = ShapeSink::hashStep(hash, turn + 3);
            mirrorHash = ShapeSink::hashStep(mirrorHash, -turn + 3);
        }
        // The path's figures with the ending joined on, in one go from its summary.
        const CompletionTable::Summary &s = endings.summary(e);
        Footprint &box = m_box[n];
        box = m_box[d];
        for (std::size_t o = 0; o < 3; ++o) {
            box.add(int(o), s.minX[o], s.minR[o]);
            box.add(int(o), s.maxX[o], s.maxR[o]);
        }
        const bool allStraight = s.zeroHead == k, allTurning = s.turnHead == k;
        m_zeroBest[n] = quint8(std::max<int>({m_zeroBest[d], s.zeroBest, m_zeroTail[d] + s.zeroHead}));
        m_turnBest[n] = quint8(std::max<int>({m_turnBest[d], s.turnBest, m_turnTail[d] + s.turnHead}));
        m_zeroTail[n] = quint8(allStraight ? m_zeroTail[d] + k : s.zeroTail);
        m_turnTail[n] = quint8(allTurning ? m_turnTail[d] + k : s.turnTail);
        m_zeroHead[n] = quint8(m_zeroHead[d] == d ? m_zeroHead[d] + s.zeroHead : m_zeroHead[d]);
        m_turnHead[n] = quint8(m_turnHead[d] == d ? m_turnHead[d] + s.turnHead : m_turnHead[d]);
        m_corners[n] = quint8(m_corners[d] + s.corners);
        m_hash[n] = hash;
        m_mirrorHash[n] = mirrorHash;
        m_depth = int(n);
        const bool go = leaf(-1);
        m_depth = int(d);
        for (int i = 0; i < k; ++i)
            m_cells[std::size_t(endings.cell(e, i))] = SearchSpec::Free;
        if (!go)
            return false;
    }
    return true;
}

void CourseSearch::split(int root, int depth, std::vector<SearchTask> &tasks)
{
    if (!startRoot(root))
        return;
    m_splitDepth = depth;
    m_tasks = &tasks;
    const SearchSpec::Root &r = m_spec.roots[std::size_t(root)];
    dfs(m_spec.origin + m_spec.offset[std::size_t(r.exitHeading)], r.exitHeading, r.specOut);
    m_splitDepth = -1;
    m_tasks = nullptr;
}

bool CourseSearch::run(const SearchTask &task)
{
    if (!startRoot(task.root))
        return true;
    const SearchSpec::Root &r = m_spec.roots[std::size_t(task.root)];
    int heading = r.exitHeading;
    int spec = r.specOut;
    int cell = m_spec.origin + m_spec.offset[std::size_t(heading)];
    for (int t : task.prefix) {
        const Traversal &tr = m_problem.traversals[t];
        growBox(cell);
        m_turned = m_turned || tr.turn != 0;
        const int next = HexDir::rotate(heading, tr.turn); // kept tiles and crossings turn the same
        const quint8 state = m_cells[std::size_t(cell)];
        if (state == SearchSpec::Pending) {
            int pass = -1, exit = -1;
            const int j = pendingRoad(cell, heading, spec, pass, exit);
            const quint8 mask = m_pendingMask[std::size_t(cell)];
            push(cell, t, tr.cls);
            if (j >= 0 && (mask & ~(1 << j))) {
                m_cells[std::size_t(cell)] = SearchSpec::Pending;
                m_pendingMask[std::size_t(cell)] = quint8(mask & ~(1 << j));
            }
        } else {
            push(cell, t, tr.cls);
            if (tr.entryLocal >= 0)
                layRoads(cell, t, tr.cls, next);
        }
        heading = next;
        spec = tr.specOut;
        cell += m_spec.offset[std::size_t(heading)];
    }
    return dfs(cell, heading, spec);
}

} // namespace Pacenotes
