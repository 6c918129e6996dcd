// SPDX-License-Identifier: GPL-3.0-or-later
#include "trackvalidator.h"

#include "catalog/catalognames.h"
#include "catalog/tilecatalog.h"
#include "track.h"

#include <QCoreApplication>
#include <QHash>

#include <algorithm>

namespace Pacenotes {

using namespace Qt::StringLiterals;

int TrackReport::errorCount() const
{
    return int(std::count_if(problems.begin(), problems.end(),
                             [](const TrackProblem &p) { return p.severity == Severity::Error; }));
}

QList<TrackProblem> TrackReport::problemsFor(int index) const
{
    QList<TrackProblem> out;
    for (const TrackProblem &p : problems)
        if (p.tile == index || p.otherTile == index)
            out.append(p);
    return out;
}

namespace {

/// Works out one track's report; lives for one validate() call.
class Check
{
    Q_DECLARE_TR_FUNCTIONS(TrackValidator)

public:
    Check(const Track &track, const TileCatalog &catalog, const Collection &collection)
        : m_track(track), m_catalog(catalog), m_collection(collection)
    {
    }

    TrackReport run();

private:
    struct State
    {
        int tile;
        int entry; ///< local edge the car enters through
        bool operator==(const State &) const = default;
    };
    friend size_t qHash(const State &s, size_t seed) { return qHashMulti(seed, s.tile, s.entry); }

    const TileSide *sideOf(int i) const { return m_sides[i]; }
    int occupant(HexCoord pos) const
    {
        const auto it = m_at.constFind(pos);
        return it == m_at.cend() ? -1 : it->first();
    }
    /// The tile across world edge d of tile i when both have road there and they match.
    int joinedAcross(int i, int d) const;
    QString sideLabel(int i) const { return m_track.tiles[i].sideId; }
    /// "105a at (3, 0)": the tile and where it lies, so that two problems of one tile id on
    /// the table never read the same.
    QString tileAt(int i) const
    {
        const PlacedTile &t = m_track.tiles[i];
        return tr("%1 at (%2, %3)").arg(t.sideId).arg(t.pos.q).arg(t.pos.r);
    }
    /// "A (east)": a world edge by its letter (the files' convention) and where it faces.
    static QString edgeName(int d)
    {
        static const char *const kFacing[] = {
            QT_TRANSLATE_NOOP("TrackValidator", "east"),       QT_TRANSLATE_NOOP("TrackValidator", "south-east"),
            QT_TRANSLATE_NOOP("TrackValidator", "south-west"), QT_TRANSLATE_NOOP("TrackValidator", "west"),
            QT_TRANSLATE_NOOP("TrackValidator", "north-west"), QT_TRANSLATE_NOOP("TrackValidator", "north-east")};
        return tr("%1 (%2)", "an edge: its letter and the way it faces on screen")
            .arg(HexDir::letter(d))
            .arg(tr(kFacing[HexDir::normalize(d)]));
    }

    void add(ProblemKind kind, Severity sev, int tile, int edge, const QString &message, int other = -1);
    void indexTiles();
    void checkEdges();
    void checkInventory();
    void checkList();
    void traceCourse();
    void traceFrom(State start, bool stage);
    void collectCourseTiles();
    void checkPlacementOfSpecialTiles();
    void computeStatistics();

    const Track &m_track;
    const TileCatalog &m_catalog;
    const Collection &m_collection;
    QList<const TileSide *> m_sides;
    QHash<HexCoord, QList<int>> m_at;
    QList<std::pair<int, int>> m_openEnds; ///< (tile, world edge) with nothing beyond
    std::pair<int, int> m_stageStart{-1, -1}; ///< (tile, world edge) behind a stage's start line
    TrackReport m_report;
};

void Check::add(ProblemKind kind, Severity sev, int tile, int edge, const QString &message, int other)
{
    TrackProblem p;
    p.kind = kind;
    p.severity = sev;
    p.tile = tile;
    p.otherTile = other;
    p.edge = edge;
    p.message = message;
    if (tile >= 0) {
        p.pos = m_track.tiles[tile].pos;
        p.hasPos = true;
        p.sideId = m_track.tiles[tile].sideId;
    }
    m_report.problems.append(p);
}

int Check::joinedAcross(int i, int d) const
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

void Check::indexTiles()
{
    m_sides.reserve(m_track.tiles.size());
    for (int i = 0; i < m_track.tiles.size(); ++i) {
        const PlacedTile &t = m_track.tiles[i];
        const TileSide *s = m_catalog.sideById(t.sideId);
        m_sides.append(s);
        if (!s) {
            add(ProblemKind::UnknownTile, Severity::Error, i, -1,
                tr("Tile %1 is not in the tile catalog.").arg(tileAt(i)));
            continue;
        }
        QList<int> &here = m_at[t.pos];
        if (!here.isEmpty())
            add(ProblemKind::Overlap, Severity::Error, i, -1,
                tr("Tile %1 lies on top of tile %2.").arg(tileAt(i), sideLabel(here.first())), here.first());
        here.append(i);
        if (s->game != m_track.game && s->role != TileRole::Filler)
            add(ProblemKind::OtherGame, Severity::Warning, i, -1,
                tr("Tile %1 belongs to %2, but this track is for %3.")
                    .arg(tileAt(i), CatalogNames::game(s->game), CatalogNames::game(m_track.game)));
    }
    if (m_track.tiles.isEmpty()) {
        if (m_track.tileList.isEmpty())
            add(ProblemKind::EmptyTrack, Severity::Error, -1, -1, tr("The track has no tiles."));
        else
            add(ProblemKind::EmptyTrack, Severity::Error, -1, -1,
                tr("Nothing is laid out yet: this track is a list of %n tile(s) to place.", nullptr, m_track.tileListTotal()));
    }
}

void Check::checkEdges()
{
    for (int i = 0; i < m_track.tiles.size(); ++i) {
        const TileSide *s = sideOf(i);
        if (!s || m_at.value(m_track.tiles[i].pos).first() != i)
            continue; // unknown, or hidden under another tile (reported as an overlap)
        const PlacedTile &t = m_track.tiles[i];
        for (int d = 0; d < 6; ++d) {
            const EdgeSpec &e = s->edges[size_t(t.localEdge(d))];
            if (!e.isOpen())
                continue;
            const int j = occupant(t.pos.neighbor(d));
            if (j < 0) {
                m_openEnds.append({i, d});
                continue;
            }
            const TileSide *o = sideOf(j);
            if (!o)
                continue;
            const EdgeSpec &f = o->edges[size_t(m_track.tiles[j].localEdge(HexDir::opposite(d)))];
            if (!f.isOpen()) {
                add(ProblemKind::FacesClosedSide, Severity::Error, i, d,
                    tr("The road of tile %1 runs across edge %2 into a side of tile %3 that has no road.")
                        .arg(tileAt(i), edgeName(d), sideLabel(j)), j);
            } else if (e.lanes != f.lanes) {
                if (i < j)
                    add(ProblemKind::LaneMismatch, Severity::Error, i, d,
                        tr("Tiles %1 and %2 meet at edge %3 with %4 and %5 lanes.")
                            .arg(tileAt(i), tileAt(j), edgeName(d)).arg(e.lanes).arg(f.lanes), j);
            } else if (e.skewed != f.skewed) {
                if (i < j)
                    add(ProblemKind::SkewMismatch, Severity::Error, i, d,
                        tr("Tiles %1 and %2 meet at edge %3 with a skewed half-space edge against a straight edge.")
                            .arg(tileAt(i), tileAt(j), edgeName(d)), j);
            }
        }
    }
}

void Check::checkInventory()
{
    QMap<int, int> used;
    QMap<int, QSet<QChar>> sidesUsed;
    for (int i = 0; i < m_track.tiles.size(); ++i)
        if (const TileSide *s = sideOf(i)) {
            ++used[s->number];
            sidesUsed[s->number].insert(s->side);
        }
    for (auto it = used.cbegin(); it != used.cend(); ++it) {
        const int owned = m_collection.copiesOf(it.key(), m_catalog);
        if (it.value() <= owned)
            continue;
        int first = -1;
        for (int i = 0; i < m_track.tiles.size() && first < 0; ++i)
            if (sideOf(i) && sideOf(i)->number == it.key())
                first = i;
        // Two numbers, two nouns: each part takes its own plural form ("used 2 times", «2 раза»).
        QString msg = tr("Tile %1 is used %n time(s),", nullptr, it.value()).arg(it.key()) + u' '
            + tr("but the chosen boxes hold %n copy(ies).", nullptr, owned);
        if (sidesUsed.value(it.key()).size() > 1)
            msg += u' ' + tr("Side a and side b of one physical tile cannot both be on the table: each side used takes a copy.");
        add(ProblemKind::OverUsed, Severity::Error, first, -1, msg);
    }

    // A ready-made list can itself ask for more than the boxes hold (rulebooks sometimes
    // list both sides of one tile); say so even before anything is placed.
    const QMap<int, int> listed = TrackStats::copiesPerNumber(m_track.tileList, m_catalog);
    for (auto it = listed.cbegin(); it != listed.cend(); ++it) {
        const int owned = m_collection.copiesOf(it.key(), m_catalog);
        if (it.value() <= owned)
            continue;
        QSet<QChar> sides;
        for (const TileCount &c : m_track.tileList)
            if (const TileSide *s = m_catalog.sideById(c.sideId); s && s->number == it.key())
                sides.insert(s->side);
        QString msg = tr("The tile list needs tile %1 %n time(s),", nullptr, it.value()).arg(it.key()) + u' '
            + tr("but the chosen boxes hold %n copy(ies).", nullptr, owned);
        if (sides.size() > 1)
            msg += u' ' + tr("The list uses both sides of this tile; each side on the table takes a physical copy.");
        add(ProblemKind::ListOverUsed, Severity::Error, -1, -1, msg);
    }
    for (const TileCount &c : m_track.tileList)
        if (!m_catalog.sideById(c.sideId))
            add(ProblemKind::UnknownTile, Severity::Error, -1, -1,
                tr("The tile list names tile %1, which is not in the tile catalog.").arg(c.sideId));
}

void Check::checkList()
{
    if (m_track.tileList.isEmpty() || m_track.tiles.isEmpty())
        return;
    QMap<QString, int> want;
    for (const TileCount &c : m_track.tileList)
        want[c.sideId] += c.count;
    QMap<QString, int> have;
    for (const PlacedTile &t : m_track.tiles)
        ++have[t.sideId];
    for (auto it = want.cbegin(); it != want.cend(); ++it) {
        const int missing = it.value() - have.value(it.key());
        if (missing > 0)
            add(ProblemKind::NotPlacedFromList, Severity::Error, -1, -1,
                tr("%n tile(s) %1 of the list not placed yet.", nullptr, missing).arg(it.key()));
    }
    for (auto it = have.cbegin(); it != have.cend(); ++it) {
        const int extra = it.value() - want.value(it.key());
        if (extra > 0) {
            int first = -1;
            for (int i = 0; i < m_track.tiles.size() && first < 0; ++i)
                if (m_track.tiles[i].sideId == it.key())
                    first = i;
            add(ProblemKind::NotInList, Severity::Error, first, -1,
                tr("%n tile(s) %1 placed beyond the track's list.", nullptr, extra).arg(it.key()));
        }
    }
}

void Check::traceCourse()
{
    QList<int> startTiles;
    for (int i = 0; i < m_track.tiles.size(); ++i)
        if (sideOf(i) && sideOf(i)->role == TileRole::StartFinish && m_at.value(m_track.tiles[i].pos).first() == i)
            startTiles.append(i);
    if (startTiles.isEmpty()) {
        if (!m_track.tiles.isEmpty())
            add(ProblemKind::NoStartFinish, Severity::Error, -1, -1, tr("There is no start/finish tile."));
        for (const auto &[tile, edge] : std::as_const(m_openEnds))
            add(ProblemKind::OpenEnd, Severity::Error, tile, edge,
                tr("The road of tile %1 ends at edge %2 with no tile beyond.").arg(tileAt(tile), edgeName(edge)));
        return;
    }
    // Lowest tile number first, then placement order: a stable, documented choice.
    std::stable_sort(startTiles.begin(), startTiles.end(),
                     [this](int a, int b) { return sideOf(a)->number < sideOf(b)->number; });

    // A DIRT start/finish tile with an unjoined road edge is a stage end; a track without
    // one is a circuit (GT, RX). Which stage end is the start: not the one the Assistance
    // tile follows; otherwise the lower tile number, unless the course is reversed.
    QList<State> stageEnds;
    QList<bool> endHasAssistance;
    if (m_track.game == Game::Dirt) {
        for (int i : std::as_const(startTiles)) {
            const PlacedTile &t = m_track.tiles[i];
            for (const TilePath &p : sideOf(i)->paths)
                for (int local : {p.from, p.to}) {
                    const int d = t.worldEdge(local);
                    const int j = occupant(t.pos.neighbor(d));
                    const bool assist = j >= 0 && joinedAcross(i, d) == j && sideOf(j)->role == TileRole::Assistance;
                    if ((j < 0 || assist) && !stageEnds.contains(State{i, local})) {
                        stageEnds.append({i, local});
                        endHasAssistance.append(assist);
                    }
                }
        }
    }
    if (!stageEnds.isEmpty()) {
        // Ends the Assistance tile follows are finishes; of the others the first is the start,
        // the last when the course is reversed (the Assistance tile fixes the direction).
        QList<int> order;
        for (int k = 0; k < stageEnds.size(); ++k)
            order.append(k);
        std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return !endHasAssistance[a] && endHasAssistance[b]; });
        const bool fixedByAssistance = endHasAssistance.contains(true);
        const int pick = (m_track.reverseCourse && !fixedByAssistance) ? order.last() : order.first();
        m_stageStart = {stageEnds[pick].tile, m_track.tiles[stageEnds[pick].tile].worldEdge(stageEnds[pick].entry)};
        traceFrom(stageEnds[pick], true);
    } else {
        const int s = startTiles.first();
        const TilePath &p = sideOf(s)->paths.first();
        // Default direction: leave the start tile through its path's first edge (for the
        // straight start tiles, edge A: east when the tile is not turned).
        traceFrom(State{s, m_track.reverseCourse ? p.from : p.to}, false);
    }

    // Open ends: a stage's two outer ends are meant to be open.
    for (const auto &[tile, edge] : std::as_const(m_openEnds)) {
        const Course &c = m_report.course;
        // Behind the start line of a stage, finished or not, and beyond its finish.
        const bool stageEnd = std::pair{tile, edge} == m_stageStart
            || (c.kind == Course::Kind::Stage && tile == c.finishTile && c.steps.last().exit == edge);
        if (!stageEnd)
            add(ProblemKind::OpenEnd, Severity::Error, tile, edge,
                tr("The road of tile %1 ends at edge %2 with no tile beyond.").arg(tileAt(tile), edgeName(edge)));
    }
}

void Check::traceFrom(State start, bool stage)
{
    Course &course = m_report.course;
    course.startTile = start.tile;

    // Depth-first over (tile, entry edge) states; no tile path is used twice in one route.
    // Exits are tried straight-on first, so the first complete route is the main one.
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
    QList<Frame> stack;
    QList<CourseStep> path;
    QList<CourseStep> best;
    QSet<State> onPath;
    QSet<std::pair<int, int>> pathsUsed; // (tile, path index)
    int expansions = 0;
    bool haveMain = false;

    const auto exitsFor = [this](State s) {
        QList<int> exits = sideOf(s.tile)->exitsFrom(s.entry);
        std::stable_sort(exits.begin(), exits.end(), [&](int a, int b) {
            return std::abs(TileSide::turnSteps(s.entry, a)) < std::abs(TileSide::turnSteps(s.entry, b));
        });
        return exits;
    };
    const auto pathIndex = [this](int tile, int a, int b) {
        const QList<TilePath> &ps = sideOf(tile)->paths;
        for (int k = 0; k < ps.size(); ++k)
            if ((ps[k].from == a && ps[k].to == b) || (ps[k].from == b && ps[k].to == a))
                return k;
        return -1;
    };
    const auto finishRoute = [&](int finishTile) {
        ++course.routeCount;
        if (!haveMain) {
            haveMain = true;
            course.steps = path;
            course.finishTile = finishTile;
        }
        for (const CourseStep &s : std::as_const(path))
            course.tiles.insert(s.tile);
    };

    stack.append({start, exitsFor(start), 0});
    onPath.insert(start);
    while (!stack.isEmpty()) {
        if (++expansions > kMaxExpansions || course.routeCount >= kMaxRoutes) {
            course.routesTruncated = true;
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
        if (pathsUsed.contains({cur.tile, pidx}) || sideOf(cur.tile)->paths[pidx].kind == PathKind::DeadEnd)
            continue; // undone on the next iteration
        pathsUsed.insert({cur.tile, pidx});
        f.usedPath = pidx;
        if (path.size() > best.size())
            best = path;

        const int j = occupant(t.pos.neighbor(worldExit));
        const int joined = joinedAcross(cur.tile, worldExit);
        if (stage && !firstStep && sideOf(cur.tile)->role == TileRole::StartFinish && cur.tile != start.tile
            && (j < 0 || (joined >= 0 && sideOf(joined)->role == TileRole::Assistance))) {
            finishRoute(cur.tile);
            if (joined >= 0)
                course.tiles.insert(joined);
            continue;
        }
        if (joined < 0)
            continue; // a dead end: an open end or a mismatch, reported elsewhere
        const State next{joined, m_track.tiles[joined].localEdge(HexDir::opposite(worldExit))};
        if (!stage && next == start) {
            finishRoute(start.tile);
            continue;
        }
        if (onPath.contains(next) || sideOf(joined)->role == TileRole::Assistance)
            continue;
        onPath.insert(next);
        stack.append({next, exitsFor(next), 0});
    }

    if (haveMain) {
        course.kind = stage ? Course::Kind::Stage : Course::Kind::Circuit;
        return;
    }
    course.kind = Course::Kind::Incomplete;
    course.steps = best;
    for (const CourseStep &s : std::as_const(best))
        course.tiles.insert(s.tile);
    const CourseStep last = best.isEmpty() ? CourseStep{start.tile, -1, -1} : best.last();
    if (stage)
        add(ProblemKind::StageNotFinished, Severity::Error, last.tile, last.exit,
            tr("Following the road from the start, the stage does not reach a finish: it stops at tile %1.")
                .arg(tileAt(last.tile)));
    else
        add(ProblemKind::CourseNotClosed, Severity::Error, last.tile, last.exit,
            tr("Following the road from the start/finish tile, the circuit does not come back to it: it stops at tile %1.")
                .arg(tileAt(last.tile)));
}

void Check::collectCourseTiles()
{
    Course &course = m_report.course;
    if (course.startTile < 0)
        return;
    // Everything joined to the course by a matching edge belongs to it: this picks up the
    // second half of the skewed 30-degree roads, whose two half-spans run on separate paths.
    QList<int> queue(course.tiles.cbegin(), course.tiles.cend());
    queue.append(course.startTile);
    course.tiles.insert(course.startTile);
    while (!queue.isEmpty()) {
        const int i = queue.takeLast();
        for (int d = 0; d < 6; ++d) {
            const int j = joinedAcross(i, d);
            if (j >= 0 && !course.tiles.contains(j)) {
                course.tiles.insert(j);
                queue.append(j);
            }
        }
    }
    for (int i = 0; i < m_track.tiles.size(); ++i) {
        const TileSide *s = sideOf(i);
        if (s && (s->role == TileRole::Track || s->role == TileRole::StartFinish) && !course.tiles.contains(i)
            && m_at.value(m_track.tiles[i].pos).first() == i)
            add(ProblemKind::OffCourse, Severity::Error, i, -1,
                tr("Tile %1 is not connected to the course.").arg(tileAt(i)));
    }
}

void Check::checkPlacementOfSpecialTiles()
{
    for (int i = 0; i < m_track.tiles.size(); ++i) {
        const TileSide *s = sideOf(i);
        if (!s)
            continue;
        const PlacedTile &t = m_track.tiles[i];
        if (s->role == TileRole::Assistance) {
            // GT/DIRT: the Assistance tile closes the end of a stage, after its finish tile.
            for (int d = 0; d < 6; ++d) {
                const int j = joinedAcross(i, d);
                if (j >= 0 && sideOf(j)->role != TileRole::StartFinish)
                    add(ProblemKind::AssistanceMisplaced, Severity::Error, i, d,
                        tr("The Assistance tile at (%1, %2) must follow the finish tile of the stage, not tile %3.")
                            .arg(t.pos.q).arg(t.pos.r).arg(tileAt(j)), j);
            }
        } else if (s->role == TileRole::Pit) {
            bool touches = false;
            for (int d = 0; d < 6 && !touches; ++d) {
                const int j = occupant(t.pos.neighbor(d));
                touches = j >= 0 && sideOf(j) && sideOf(j)->isCourseTile();
            }
            if (!touches)
                add(ProblemKind::PitDetached, Severity::Warning, i, -1,
                    tr("The Pit Stop tile at (%1, %2) should be placed next to the track (GT rulebook, Setup 1).")
                        .arg(t.pos.q).arg(t.pos.r));
        }
    }
}

void Check::computeStatistics()
{
    TrackStatistics &st = m_report.stats;
    for (int i = 0; i < m_track.tiles.size(); ++i) {
        const TileSide *s = sideOf(i);
        if (!s)
            continue;
        switch (s->role) {
        case TileRole::Filler: ++st.fillerTiles; break;
        case TileRole::Pit: ++st.pitTiles; break;
        default:
            ++st.trackTiles;
            ++st.danger[s->danger];
            ++st.terrain[s->terrain];
        }
    }
    for (int i : std::as_const(m_report.course.tiles))
        if (sideOf(i) && sideOf(i)->role != TileRole::Assistance)
            ++st.courseLength;
    QList<TileCount> counts = m_track.placedCounts();
    if (m_track.tiles.isEmpty())
        counts = m_track.tileList; // a list-only track: the boxes its list needs
    st.boxesNeeded = TrackStats::boxesNeeded(TrackStats::copiesPerNumber(counts, m_catalog), m_catalog);
    int length = st.courseLength;
    if (m_track.tiles.isEmpty()) {
        for (const TileCount &c : m_track.tileList)
            if (const TileSide *s = m_catalog.sideById(c.sideId); s && (s->role == TileRole::Track || s->role == TileRole::StartFinish))
                length += c.count;
    }
    const bool stage = m_report.course.kind == Course::Kind::Stage
        || (m_track.game == Game::Dirt && m_report.course.kind != Course::Kind::Circuit);
    st.guidance = TrackStats::guidance(m_track.game, m_track.laps, length, stage);
}

TrackReport Check::run()
{
    indexTiles();
    checkEdges();
    checkInventory();
    checkList();
    traceCourse();
    collectCourseTiles();
    checkPlacementOfSpecialTiles();
    computeStatistics();
    // Deterministic order: by kind (the enum lists local faults before course-wide ones),
    // then by tile, then by edge.
    std::stable_sort(m_report.problems.begin(), m_report.problems.end(), [](const TrackProblem &a, const TrackProblem &b) {
        return std::tuple(int(a.kind), a.tile, a.edge) < std::tuple(int(b.kind), b.tile, b.edge);
    });
    return std::move(m_report);
}

} // namespace

TrackReport TrackValidator::validate(const Track &track, const TileCatalog &catalog, const Collection &collection)
{
    return Check(track, catalog, collection).run();
}

} // namespace Pacenotes
