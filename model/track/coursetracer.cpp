// SPDX-License-Identifier: GPL-3.0-or-later
#include "coursetracer.h"

#include "catalog/tileside.h"
#include "track.h"

#include <algorithm>

namespace Pacenotes {

CourseTracer::CourseTracer(const Track &track, const QList<const TileSide *> &sides, const QHash<HexCoord, QList<int>> &at)
    : m_track(track), m_sides(sides), m_at(at)
{
}

int CourseTracer::occupant(HexCoord pos) const
{
    const auto it = m_at.constFind(pos);
    return it == m_at.cend() ? -1 : it->first();
}

bool CourseTracer::visible(int i) const
{
    return sideOf(i) && occupant(m_track.tiles[i].pos) == i;
}

int CourseTracer::joinedAcross(int i, int d) const
{
    const TileSide *s = sideOf(i);
    if (!s)
        return -1;
    const PlacedTile &t = m_track.tiles[i];
    const EdgeSpec &e = s->edges[size_t(t.localEdge(d))];
    if (!e.isOpen())
        return -1;
    const int j = occupant(t.pos.neighbor(d));
    if (j < 0 || j == i || !sideOf(j))
        return -1;
    const PlacedTile &u = m_track.tiles[j];
    return e.joins(sideOf(j)->edges[size_t(u.localEdge(HexDir::opposite(d)))]) ? j : -1;
}

bool CourseTracer::continuesAcross(int i, int d) const
{
    const int j = joinedAcross(i, d);
    return j >= 0 && sideOf(j)->role != TileRole::Assistance;
}

int CourseTracer::stageStartFirst(const TileSide &a, const TileSide &b)
{
    const auto rank = [](TileLine l) { return l == TileLine::Start ? 1 : l == TileLine::Finish ? -1 : 0; };
    const int d = rank(a.line) - rank(b.line);
    return d > 0 ? 1 : d < 0 ? -1 : 0;
}

QList<int> CourseTracer::exitsFor(State s) const
{
    QList<int> exits = sideOf(s.tile)->exitsFrom(s.entry);
    std::stable_sort(exits.begin(), exits.end(), [&](int a, int b) {
        return std::abs(TileSide::turnSteps(s.entry, a)) < std::abs(TileSide::turnSteps(s.entry, b));
    });
    return exits;
}

int CourseTracer::pathIndex(int tile, int a, int b) const
{
    const QList<TilePath> &ps = sideOf(tile)->paths;
    for (int k = 0; k < ps.size(); ++k)
        if ((ps[k].from == a && ps[k].to == b) || (ps[k].from == b && ps[k].to == a))
            return k;
    return -1;
}

void CourseTracer::absorb(Course &course, const Search &s)
{
    course.tiles.unite(s.tiles);
    course.edgesUsed.unite(s.edges);
}

CourseTracer::Search CourseTracer::search(State start, Goal goal, int firstExit, bool lenient) const
{
    // Depth-first over (tile, entry edge) states; no tile path is used twice in one route.
    // Exits are tried straight on first, so the first complete route is the main one.
    struct Frame
    {
        State state;
        QList<int> exits;
        int next = 0;
        bool stepPending = false; ///< path holds a step for exits[next - 1]
        int usedPath = -1;        ///< the tile path that step marked as used, if any
    };
    constexpr int kMaxRoutes = 256;
    constexpr int kMaxExpansions = 200000;
    Search out;
    QList<Frame> stack;
    QList<CourseStep> path;
    QSet<State> onPath;
    QSet<std::pair<int, int>> pathsUsed; // (tile, path index)
    int expansions = 0;

    const auto finishRoute = [&](int finishTile) {
        if (out.routes++ == 0) {
            out.main = path;
            out.finishTile = finishTile;
        }
        for (const CourseStep &s : std::as_const(path)) {
            out.tiles.insert(s.tile);
            out.edges.insert({s.tile, s.entry});
            out.edges.insert({s.tile, s.exit});
        }
    };

    stack.append({start, firstExit >= 0 ? QList<int>{firstExit} : exitsFor(start)});
    onPath.insert(start);
    while (!stack.isEmpty()) {
        if (++expansions > kMaxExpansions || out.routes >= kMaxRoutes) {
            out.truncated = true;
            break;
        }
        Frame &f = stack.last();
        if (f.stepPending) { // undo the step taken for the previous exit
            path.removeLast();
            if (f.usedPath >= 0)
                pathsUsed.remove({f.state.tile, f.usedPath});
            f.stepPending = false;
            f.usedPath = -1;
        }
        if (f.next >= f.exits.size()) {
            onPath.remove(f.state);
            stack.removeLast();
            continue;
        }
        const int exitLocal = f.exits[f.next++];
        const State cur = f.state;
        const PlacedTile &t = m_track.tiles[cur.tile];
        const int pidx = pathIndex(cur.tile, cur.entry, exitLocal);
        const int worldExit = t.worldEdge(exitLocal);
        const bool firstStep = stack.size() == 1;
        path.append({cur.tile, t.worldEdge(cur.entry), worldExit});
        f.stepPending = true;
        if (pidx < 0 || pathsUsed.contains({cur.tile, pidx}) || sideOf(cur.tile)->paths[pidx].kind == PathKind::DeadEnd)
            continue; // undone on the next iteration
        pathsUsed.insert({cur.tile, pidx});
        f.usedPath = pidx;
        if (path.size() > out.best.size())
            out.best = path;

        // A stage ends at the next start/finish tile whose road does not go on: whatever lies
        // beyond its outer end (nothing, the Assistance tile, scenery, a roadless side) is not
        // the course.
        if (goal == Goal::Stage && !firstStep && sideOf(cur.tile)->role == TileRole::StartFinish
            && cur.tile != start.tile && (lenient || !continuesAcross(cur.tile, worldExit))) {
            finishRoute(cur.tile);
            if (const int j = joinedAcross(cur.tile, worldExit); j >= 0 && sideOf(j)->role == TileRole::Assistance)
                out.tiles.insert(j); // the Assistance tile closing the finish
            continue;
        }
        const int joined = joinedAcross(cur.tile, worldExit);
        if (joined < 0)
            continue; // a dead end: an open end or a mismatch, reported elsewhere
        const State next{joined, m_track.tiles[joined].localEdge(HexDir::opposite(worldExit))};
        if (goal == Goal::Loop && next == start) {
            finishRoute(start.tile);
            continue;
        }
        if (onPath.contains(next) || sideOf(joined)->role == TileRole::Assistance)
            continue;
        onPath.insert(next);
        stack.append({next, exitsFor(next)});
    }
    if (!out.complete())
        for (const CourseStep &s : std::as_const(out.best))
            out.tiles.insert(s.tile);
    return out;
}

CourseTracer::Result CourseTracer::trace() const
{
    QList<int> starts;
    for (int i = 0; i < m_track.tiles.size(); ++i)
        if (visible(i) && sideOf(i)->role == TileRole::StartFinish)
            starts.append(i);
    if (starts.isEmpty())
        return {};
    // Lowest tile number first, then placement order: a stable, documented choice.
    std::stable_sort(starts.begin(), starts.end(), [this](int a, int b) { return sideOf(a)->number < sideOf(b)->number; });

    for (int i : std::as_const(starts))
        if (sideOf(i)->line == TileLine::PreGrid)
            return traceRx(i);

    const bool stageLines = std::any_of(starts.cbegin(), starts.cend(), [this](int i) {
        return sideOf(i)->line == TileLine::Start || sideOf(i)->line == TileLine::Finish;
    });
    if (m_track.game != Game::Dirt && !stageLines)
        return traceCircuit(starts.first());

    Result stage = traceStage(starts, false);
    if (stage.course.kind == Course::Kind::Stage)
        return stage;
    // No stage: a DIRT circuit (Ice mode on the snow sides, or an RX lap without pre-grid)?
    Result circuit = traceCircuit(starts.first());
    if (circuit.course.kind == Course::Kind::Circuit)
        return circuit;
    // Road going on after a finish line: the stage still ends there (what lies beyond is off
    // the course, and reported so).
    Result past = traceStage(starts, true);
    if (past.course.kind == Course::Kind::Stage)
        return past;
    // Neither is complete. A stage is meant when there are two ends, or a start/finish tile
    // whose road does not go on at one end.
    bool looseEnd = false;
    for (int i : std::as_const(starts))
        for (const TilePath &p : sideOf(i)->paths)
            for (int local : {p.from, p.to})
                looseEnd |= !continuesAcross(i, m_track.tiles[i].worldEdge(local));
    if (stage.stop == Stop::Stage && (starts.size() >= 2 || looseEnd))
        return stage;
    return circuit;
}

int CourseTracer::stageScore(State start, const Search &run) const
{
    // The tiles' lines decide; the Assistance tile after the finish only where they cannot.
    const int s = start.tile;
    const int f = run.finishTile;
    int score = 4 * stageStartFirst(*sideOf(s), *sideOf(f));
    const int behind = joinedAcross(s, m_track.tiles[s].worldEdge(start.entry));
    const int beyond = joinedAcross(f, run.main.last().exit);
    if (beyond >= 0 && sideOf(beyond)->role == TileRole::Assistance)
        score += 1;
    if (behind >= 0 && sideOf(behind)->role == TileRole::Assistance)
        score -= 1;
    return score;
}

CourseTracer::Result CourseTracer::traceStage(const QList<int> &starts, bool lenient) const
{
    // Every end of a start/finish tile whose road does not go on may be where the stage starts.
    QList<StageRun> runs;
    for (int s : starts) {
        if (sideOf(s)->line == TileLine::PreGrid)
            continue;
        for (const TilePath &p : sideOf(s)->paths)
            for (int local : {p.from, p.to}) {
                const State st{s, local};
                if (continuesAcross(s, m_track.tiles[s].worldEdge(local))
                    || std::any_of(runs.cbegin(), runs.cend(), [&](const StageRun &r) { return r.start == st; }))
                    continue;
                runs.append({st, search(st, Goal::Stage, -1, lenient), 0});
            }
    }
    Result result;
    const StageRun *chosen = nullptr;
    int bestScore = INT_MIN;
    for (StageRun &r : runs)
        if (r.search.complete()) {
            r.score = stageScore(r.start, r.search);
            if (r.score > bestScore) {
                bestScore = r.score;
                chosen = &r;
            }
        }
    Course &c = result.course;
    if (chosen) {
        // The same stage run the other way, as good by the tiles: the direction is a choice.
        const StageRun *reverse = nullptr;
        for (const StageRun &r : runs)
            if (r.search.complete() && r.score == bestScore && r.start.tile == chosen->search.finishTile
                && r.search.finishTile == chosen->start.tile)
                reverse = &r;
        if (reverse && m_track.reverseCourse)
            std::swap(chosen, reverse);
        c.kind = Course::Kind::Stage;
        c.directionAssumed = reverse && !m_track.reverseCourse;
        c.startTile = chosen->start.tile;
        c.startEdge = m_track.tiles[c.startTile].worldEdge(chosen->start.entry);
        c.finishTile = chosen->search.finishTile;
        c.finishEdge = chosen->search.main.last().exit;
        c.steps = chosen->search.main;
        c.routeCount = chosen->search.routes;
        c.routesTruncated = chosen->search.truncated;
        absorb(c, chosen->search);
        return result;
    }
    if (runs.isEmpty())
        return result;
    // Incomplete: report from the end most likely meant as the start, as far as it gets.
    const auto rank = [&](const StageRun &r) {
        const TileSide &s = *sideOf(r.start.tile);
        const int behind = joinedAcross(r.start.tile, m_track.tiles[r.start.tile].worldEdge(r.start.entry));
        const bool assistance = behind >= 0 && sideOf(behind)->role == TileRole::Assistance;
        return std::tuple(s.line == TileLine::Start ? 1 : s.line == TileLine::Finish ? -1 : 0, !assistance,
                          r.search.best.size());
    };
    const StageRun *partial = &runs.first();
    for (const StageRun &r : runs)
        if (rank(r) > rank(*partial))
            partial = &r;
    c.kind = Course::Kind::Incomplete;
    c.startTile = partial->start.tile;
    c.startEdge = m_track.tiles[c.startTile].worldEdge(partial->start.entry);
    c.steps = partial->search.best;
    absorb(c, partial->search);
    result.stop = Stop::Stage;
    result.stoppedAt = c.steps.isEmpty() ? CourseStep{c.startTile, -1, -1} : c.steps.last();
    return result;
}

CourseTracer::Result CourseTracer::traceCircuit(int start) const
{
    const TilePath &p = sideOf(start)->paths.first();
    // Default direction: leave the start tile through its path's first edge (for the
    // straight start tiles, edge A: east when the tile is not turned).
    const State st{start, m_track.reverseCourse ? p.from : p.to};
    const Search s = search(st, Goal::Loop);
    Result result;
    Course &c = result.course;
    c.startTile = start;
    c.routeCount = s.routes;
    c.routesTruncated = s.truncated;
    absorb(c, s);
    if (s.complete()) {
        c.kind = Course::Kind::Circuit;
        c.steps = s.main;
        return result;
    }
    c.kind = Course::Kind::Incomplete;
    c.steps = s.best;
    result.stop = Stop::Circuit;
    result.stoppedAt = c.steps.isEmpty() ? CourseStep{start, -1, -1} : c.steps.last();
    return result;
}

CourseTracer::Result CourseTracer::traceRx(int preGrid) const
{
    const TileSide &side = *sideOf(preGrid);
    const PlacedTile &g = m_track.tiles[preGrid];
    QList<int> freeEnds;
    int ends = 0;
    for (const TilePath &p : side.paths)
        for (int local : {p.from, p.to}) {
            ++ends;
            if (!continuesAcross(preGrid, g.worldEdge(local)))
                freeEnds.append(local);
        }
    if (ends > 0 && freeEnds.isEmpty()) {
        // The pre-grid tile lies in the lap itself: a circuit through it, maybe with a joker.
        Result r = traceCircuit(preGrid);
        if (r.course.kind == Course::Kind::Circuit) {
            findJoker(r.course);
            if (!r.course.joker.isEmpty())
                r.course.kind = Course::Kind::RxCircuit;
        }
        return r;
    }

    Result result;
    Course &c = result.course;
    c.kind = Course::Kind::Incomplete;
    c.startTile = preGrid;
    result.stop = Stop::Grid;
    result.stoppedAt = {preGrid, -1, -1};
    for (int back : std::as_const(freeEnds)) {
        // The grid: from the pre-grid's free end along the road to the first junction.
        QList<CourseStep> grid;
        QSet<State> seen;
        State cur{preGrid, back};
        bool atJunction = false;
        for (;;) {
            if (cur.tile != preGrid && sideOf(cur.tile)->structure == TileStructure::Junction) {
                atJunction = true;
                break;
            }
            const QList<int> exits = exitsFor(cur);
            if (exits.isEmpty())
                break;
            const PlacedTile &t = m_track.tiles[cur.tile];
            const int worldExit = t.worldEdge(exits.first());
            grid.append({cur.tile, t.worldEdge(cur.entry), worldExit});
            const int j = joinedAcross(cur.tile, worldExit);
            if (j < 0 || sideOf(j)->role == TileRole::Assistance)
                break;
            const State next{j, m_track.tiles[j].localEdge(HexDir::opposite(worldExit))};
            if (seen.contains(next))
                break;
            seen.insert(next);
            cur = next;
        }
        if (!atJunction) {
            if (grid.size() > c.steps.size() || c.steps.isEmpty()) {
                c.startEdge = g.worldEdge(back);
                c.steps = grid;
                result.stoppedAt = grid.isEmpty() ? CourseStep{preGrid, -1, -1} : grid.last();
            }
            continue;
        }
        // The grid merges the way that turns least; the lap runs on from there.
        const int junction = cur.tile;
        const PlacedTile &jt = m_track.tiles[junction];
        const QList<int> merges = exitsFor(cur);
        for (int k = 0; k < merges.size(); ++k) {
            const int x0 = merges[k];
            int lapEntry = -1;
            for (int e : merges)
                if (e != x0)
                    lapEntry = e;
            if (lapEntry < 0)
                continue;
            const Search lap = search(State{junction, lapEntry}, Goal::Loop, x0);
            if (!lap.complete()) {
                if (k == 0) {
                    c.startEdge = g.worldEdge(back);
                    c.steps = grid + QList<CourseStep>{{junction, jt.worldEdge(cur.entry), jt.worldEdge(x0)}} + lap.best.mid(1);
                    result.stop = Stop::Lap;
                    result.stoppedAt = c.steps.last();
                }
                continue;
            }
            grid.append({junction, jt.worldEdge(cur.entry), jt.worldEdge(x0)});
            Course rx;
            rx.kind = Course::Kind::RxCircuit;
            rx.startTile = preGrid;
            rx.startEdge = g.worldEdge(back);
            rx.gridSteps = int(grid.size());
            rx.steps = grid + lap.main;
            rx.routeCount = lap.routes;
            rx.routesTruncated = lap.truncated;
            rx.directionAssumed = merges.size() == 2
                && std::abs(TileSide::turnSteps(cur.entry, merges[0])) == std::abs(TileSide::turnSteps(cur.entry, merges[1]));
            absorb(rx, lap);
            for (const CourseStep &s : std::as_const(grid)) {
                rx.tiles.insert(s.tile);
                rx.edgesUsed.insert({s.tile, s.entry});
                rx.edgesUsed.insert({s.tile, s.exit});
            }
            findJoker(rx);
            return {rx, Stop::None, {}};
        }
    }
    for (const CourseStep &s : std::as_const(c.steps))
        c.tiles.insert(s.tile);
    c.tiles.insert(preGrid);
    return result;
}

void CourseTracer::findJoker(Course &course) const
{
    // What the grid and the main lap drive through; a branch is what they leave aside.
    QSet<std::pair<int, int>> used;
    QSet<std::pair<int, int>> pathsUsed;
    QHash<int, int> lapPass; // tile -> its first pass on the lap (index in steps)
    for (int k = 0; k < course.steps.size(); ++k) {
        const CourseStep &s = course.steps[k];
        used.insert({s.tile, s.entry});
        used.insert({s.tile, s.exit});
        const PlacedTile &t = m_track.tiles[s.tile];
        pathsUsed.insert({s.tile, pathIndex(s.tile, t.localEdge(s.entry), t.localEdge(s.exit))});
        if (k >= course.gridSteps && !lapPass.contains(s.tile))
            lapPass.insert(s.tile, k);
    }
    const auto isFreeJunctionEdge = [&](int tile, int worldEdge) {
        return lapPass.contains(tile) && sideOf(tile)->structure == TileStructure::Junction
            && !used.contains({tile, worldEdge});
    };

    for (int k = course.gridSteps; k < course.steps.size(); ++k) {
        const int t1 = course.steps[k].tile;
        const PlacedTile &p1 = m_track.tiles[t1];
        if (sideOf(t1)->structure != TileStructure::Junction || lapPass.value(t1) != k)
            continue;
        for (int u = 0; u < 6; ++u) {
            const int w1 = p1.worldEdge(u);
            if (!sideOf(t1)->edges[size_t(u)].isOpen() || !isFreeJunctionEdge(t1, w1))
                continue;
            const int first = joinedAcross(t1, w1);
            if (first < 0)
                continue;
            // Walk the branch until it comes back onto the lap through a free junction edge.
            QList<CourseStep> branch;
            QSet<State> seen;
            State cur{first, m_track.tiles[first].localEdge(HexDir::opposite(w1))};
            int k2 = -1;
            for (;;) {
                const PlacedTile &t = m_track.tiles[cur.tile];
                if (isFreeJunctionEdge(cur.tile, t.worldEdge(cur.entry))) {
                    k2 = lapPass.value(cur.tile);
                    break;
                }
                int exit = -1;
                for (int x : exitsFor(cur))
                    if (!pathsUsed.contains({cur.tile, pathIndex(cur.tile, cur.entry, x)})) {
                        exit = x;
                        break;
                    }
                if (exit < 0 || seen.contains(cur))
                    break;
                seen.insert(cur);
                const int worldExit = t.worldEdge(exit);
                branch.append({cur.tile, t.worldEdge(cur.entry), worldExit});
                const int j = joinedAcross(cur.tile, worldExit);
                if (j < 0)
                    break;
                cur = {j, m_track.tiles[j].localEdge(HexDir::opposite(worldExit))};
            }
            if (k2 < 0 || course.steps[k2].tile == t1)
                continue;
            const CourseStep &pass1 = course.steps[k];
            const CourseStep &pass2 = course.steps[k2];
            const int t2 = pass2.tile;
            const int w2 = m_track.tiles[t2].worldEdge(cur.entry);
            // Driven from the first junction to the second, or the other way round: the way
            // whose turns off and back onto the lap are gentler (a fork is drawn to be taken so).
            const auto cost = [&](const CourseStep &leave, int out, const CourseStep &rejoin, int in) {
                const PlacedTile &a = m_track.tiles[leave.tile];
                const PlacedTile &b = m_track.tiles[rejoin.tile];
                if (pathIndex(leave.tile, a.localEdge(leave.entry), a.localEdge(out)) < 0
                    || pathIndex(rejoin.tile, b.localEdge(in), b.localEdge(rejoin.exit)) < 0)
                    return 100;
                return std::abs(TileSide::turnSteps(leave.entry, out)) + std::abs(TileSide::turnSteps(in, rejoin.exit));
            };
            const int forward = cost(pass1, w1, pass2, w2);
            const int backward = cost(pass2, w2, pass1, w1);
            if (forward >= 100 && backward >= 100)
                continue;
            const bool fromFirst = forward < backward || (forward == backward && k < k2);
            QList<CourseStep> joker;
            if (fromFirst) {
                joker.append({t1, pass1.entry, w1});
                joker += branch;
                joker.append({t2, w2, pass2.exit});
            } else {
                joker.append({t2, pass2.entry, w2});
                for (auto it = branch.crbegin(); it != branch.crend(); ++it)
                    joker.append({it->tile, it->exit, it->entry});
                joker.append({t1, w1, pass1.exit});
            }
            course.joker = joker;
            course.jokerLeaves = fromFirst ? k : k2;
            course.jokerRejoins = fromFirst ? k2 : k;
            course.directionAssumed |= forward == backward;
            for (const CourseStep &s : std::as_const(joker)) {
                course.tiles.insert(s.tile);
                course.edgesUsed.insert({s.tile, s.entry});
                course.edgesUsed.insert({s.tile, s.exit});
            }
            return;
        }
    }
}

} // namespace Pacenotes
