// SPDX-License-Identifier: GPL-3.0-or-later
#include "trackvalidator.h"

#include "catalog/catalognames.h"
#include "catalog/tilecatalog.h"
#include "coursetracer.h"
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
        : m_track(track), m_catalog(catalog), m_collection(collection), m_tracer(track, m_sides, m_at)
    {
    }

    TrackReport run();

private:
    const TileSide *sideOf(int i) const { return m_sides[i]; }
    int occupant(HexCoord pos) const
    {
        const auto it = m_at.constFind(pos);
        return it == m_at.cend() ? -1 : it->first();
    }
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
    /// A stage's outer end (behind the start line, after the finish line) or the back of the
    /// RX pre-grid: not part of the course, so anything may lie beyond it.
    bool isOuterEnd(int tile, int edge) const
    {
        const Course &c = m_report.course;
        return (tile == c.startTile && edge == c.startEdge) || (tile == c.finishTile && edge == c.finishEdge);
    }
    /// A junction tile's branch that no route of a complete course drives through.
    bool isUnusedBranch(int tile, int edge) const
    {
        const Course &c = m_report.course;
        return c.isComplete() && sideOf(tile)->structure == TileStructure::Junction && c.tiles.contains(tile)
            && !c.edgesUsed.contains({tile, edge});
    }

    void add(ProblemKind kind, Severity sev, int tile, int edge, const QString &message, int other = -1);
    void indexTiles();
    void traceCourse();
    void checkEdges();
    void checkInventory();
    void checkList();
    void reportCourse();
    void collectCourseTiles();
    void checkPlacementOfSpecialTiles();
    void computeStatistics();
    /// "2 × DIRT RX" for the boxes that hold `copies` copies of tile `number`.
    QString boxesFor(int number, int copies) const;

    const Track &m_track;
    const TileCatalog &m_catalog;
    const Collection &m_collection;
    QList<const TileSide *> m_sides;
    QHash<HexCoord, QList<int>> m_at;
    CourseTracer m_tracer;
    CourseTracer::Result m_traced;
    QList<std::pair<int, int>> m_openEnds; ///< (tile, world edge) with nothing beyond
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
        // Mixing the games is a house rule the community digest covers (combined play), not
        // a fault: a warning.
        if (s->game != m_track.game && s->role != TileRole::Filler)
            add(ProblemKind::OtherGame, Severity::Warning, i, -1,
                tr("Tile %1 belongs to %2, but this track is for %3 (mixed tracks: the combined GT/DIRT rules of the "
                   "community digest).")
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

void Check::traceCourse()
{
    m_traced = m_tracer.trace();
    m_report.course = m_traced.course;
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
            if (!e.isOpen() || isOuterEnd(i, d))
                continue;
            const int j = occupant(t.pos.neighbor(d));
            const TileSide *o = j >= 0 ? sideOf(j) : nullptr;
            const int back = HexDir::opposite(d);
            if (j >= 0 && !o)
                continue;
            if (j >= 0 && isOuterEnd(j, back))
                continue; // against a stage's outer end: whatever is there is not the course
            const EdgeSpec *f = o ? &o->edges[size_t(m_track.tiles[j].localEdge(back))] : nullptr;
            if (isUnusedBranch(i, d) && !(f && e.joins(*f))) {
                // Players use junction tiles as corners: legal on the table, so only a warning.
                add(ProblemKind::UnusedBranch, Severity::Warning, i, d,
                    tr("Tile %1 is used as a corner: its branch through edge %2 is not part of the course.")
                        .arg(tileAt(i), edgeName(d)));
                continue;
            }
            if (!f) {
                m_openEnds.append({i, d});
            } else if (!f->isOpen()) {
                add(ProblemKind::FacesClosedSide, Severity::Error, i, d,
                    tr("The road of tile %1 runs across edge %2 into a side of tile %3 that has no road.")
                        .arg(tileAt(i), edgeName(d), sideLabel(j)), j);
            } else if (i < j && !isUnusedBranch(j, back)) {
                if (e.lanes != f->lanes)
                    add(ProblemKind::LaneMismatch, Severity::Error, i, d,
                        tr("Tiles %1 and %2 meet at edge %3 with %4 and %5 lanes.")
                            .arg(tileAt(i), tileAt(j), edgeName(d)).arg(e.lanes).arg(f->lanes), j);
                else if (e.skewed != f->skewed)
                    add(ProblemKind::SkewMismatch, Severity::Error, i, d,
                        tr("Tiles %1 and %2 meet at edge %3 with a skewed half-space edge against a straight edge.")
                            .arg(tileAt(i), tileAt(j), edgeName(d)), j);
            }
        }
    }
}

QString Check::boxesFor(int number, int copies) const
{
    QStringList names;
    for (const Box *b : m_catalog.boxesContaining(number)) {
        if (b->discontinued && m_catalog.boxesContaining(number).size() > 1)
            continue;
        const int per = std::max(1, b->copies.value(number));
        const int boxes = (copies + per - 1) / per;
        names << (boxes > 1 ? u"%1 × %2"_s.arg(boxes).arg(CatalogNames::box(*b)) : CatalogNames::box(*b));
    }
    return names.join(tr(" or "));
}

void Check::checkInventory()
{
    // Without a stated collection the boxes are a guess (one of each): a real track may need
    // two boxes, so over-use is then a warning, and an error only against the user's boxes.
    const Severity severity = m_collection.isStated() ? Severity::Error : Severity::Warning;
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
        // Scenery is decoration: any other piece, or none, does as well.
        const bool scenery = sideOf(first)->role == TileRole::Filler;
        // Two numbers, two nouns: each part takes its own plural form ("used 2 times", «2 раза»).
        QString msg = scenery
            ? tr("Scenery tile %1 is used %n time(s),", nullptr, it.value()).arg(it.key()) + u' '
                + tr("but the chosen boxes hold %n copy(ies): any scenery will do, or none.", nullptr, owned)
            : m_collection.isStated()
            ? tr("Tile %1 is used %n time(s),", nullptr, it.value()).arg(it.key()) + u' '
                + tr("but the chosen boxes hold %n copy(ies).", nullptr, owned)
            : tr("Needs %n copies of tile %1: %2. Say which boxes you own to check it.", nullptr, it.value())
                  .arg(QString::number(it.key()), boxesFor(it.key(), it.value()));
        if (sidesUsed.value(it.key()).size() > 1)
            msg += u' ' + tr("Side a and side b of one physical tile cannot both be on the table: each side used takes a copy.");
        add(ProblemKind::OverUsed, scenery ? Severity::Warning : severity, first, -1, msg);
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
        QString msg = m_collection.isStated()
            ? tr("The tile list needs tile %1 %n time(s),", nullptr, it.value()).arg(it.key()) + u' '
                + tr("but the chosen boxes hold %n copy(ies).", nullptr, owned)
            : tr("The tile list needs %n copies of tile %1: %2. Say which boxes you own to check it.", nullptr, it.value())
                  .arg(QString::number(it.key()), boxesFor(it.key(), it.value()));
        if (sides.size() > 1)
            msg += u' ' + tr("The list uses both sides of this tile; each side on the table takes a physical copy.");
        add(ProblemKind::ListOverUsed, severity, -1, -1, msg);
    }
    for (const TileCount &c : m_track.tileList)
        if (!m_catalog.sideById(c.sideId))
            add(ProblemKind::UnknownTile, Severity::Error, -1, -1,
                tr("The tile list names tile %1, which is not in the tile catalog.").arg(c.sideId));
}

void Check::checkList()
{
    // The layout and its list differ: worth saying, but the track on the table may be a fine
    // stage all the same (the transcribed rulebook stages differ from two printed lists).
    if (m_track.tileList.isEmpty() || m_track.tiles.isEmpty())
        return;
    // Scenery is decoration (any piece, or none, will do): never a difference worth reporting.
    const auto scenery = [this](const QString &id) {
        const TileSide *side = m_catalog.sideById(id);
        return side && side->role == TileRole::Filler;
    };
    QMap<QString, int> want;
    for (const TileCount &c : m_track.tileList)
        if (!scenery(c.sideId))
            want[c.sideId] += c.count;
    QMap<QString, int> have;
    for (const PlacedTile &t : m_track.tiles)
        if (!scenery(t.sideId))
            ++have[t.sideId];
    for (auto it = want.cbegin(); it != want.cend(); ++it) {
        const int missing = it.value() - have.value(it.key());
        if (missing > 0)
            add(ProblemKind::NotPlacedFromList, Severity::Warning, -1, -1,
                tr("%n tile(s) %1 of the list not placed yet.", nullptr, missing).arg(it.key()));
    }
    for (auto it = have.cbegin(); it != have.cend(); ++it) {
        const int extra = it.value() - want.value(it.key());
        if (extra > 0) {
            int first = -1;
            for (int i = 0; i < m_track.tiles.size() && first < 0; ++i)
                if (m_track.tiles[i].sideId == it.key())
                    first = i;
            add(ProblemKind::NotInList, Severity::Warning, first, -1,
                tr("%n tile(s) %1 placed beyond the track's list.", nullptr, extra).arg(it.key()));
        }
    }
}

void Check::reportCourse()
{
    const Course &c = m_report.course;
    if (c.startTile < 0 && !m_track.tiles.isEmpty())
        add(ProblemKind::NoStartFinish, Severity::Error, -1, -1, tr("There is no start/finish tile."));
    for (const auto &[tile, edge] : std::as_const(m_openEnds))
        add(ProblemKind::OpenEnd, Severity::Error, tile, edge,
            tr("The road of tile %1 ends at edge %2 with no tile beyond.").arg(tileAt(tile), edgeName(edge)));

    const CourseStep last = m_traced.stoppedAt;
    const QString stop = last.tile >= 0 ? tileAt(last.tile) : QString();
    switch (m_traced.stop) {
    case CourseTracer::Stop::None:
        break;
    case CourseTracer::Stop::Stage:
        add(ProblemKind::StageNotFinished, Severity::Error, last.tile, last.exit,
            tr("Following the road from the start, the stage does not reach a finish: it stops at tile %1.").arg(stop));
        break;
    case CourseTracer::Stop::Circuit:
        add(ProblemKind::CourseNotClosed, Severity::Error, last.tile, last.exit,
            tr("Following the road from the start/finish tile, the circuit does not come back to it: it stops at tile %1.")
                .arg(stop));
        break;
    case CourseTracer::Stop::Grid:
        add(ProblemKind::CourseNotClosed, Severity::Error, last.tile, last.exit,
            tr("Following the road from the RX pre-grid tile %1, no junction leads onto a circuit: it stops at tile %2.")
                .arg(sideLabel(c.startTile), stop));
        break;
    case CourseTracer::Stop::Lap:
        add(ProblemKind::CourseNotClosed, Severity::Error, last.tile, last.exit,
            tr("The RX grid joins the road, but the lap from that junction does not come back to it: it stops at tile %1.")
                .arg(stop));
        break;
    }
    if (c.directionAssumed && c.kind == Course::Kind::Stage)
        add(ProblemKind::DirectionAssumed, Severity::Warning, c.startTile, -1,
            tr("The tiles do not tell which end of the stage is the start: it runs from tile %1 to tile %2 (the track's "
               "properties can turn it round).")
                .arg(sideLabel(c.startTile), sideLabel(c.finishTile)));
    else if (c.directionAssumed && c.kind == Course::Kind::RxCircuit)
        add(ProblemKind::DirectionAssumed, Severity::Warning, c.startTile, -1,
            tr("The tiles do not tell which way the RX circuit or its joker is driven: the course arrows show the way "
               "chosen (the one that turns least where the roads fork)."));
    if (c.kind == Course::Kind::RxCircuit && c.joker.isEmpty())
        add(ProblemKind::NoJoker, Severity::Warning, c.startTile, -1,
            tr("The RX circuit has no joker: no branch leaves the lap and rejoins it (RX mode: every car takes the joker "
               "once; community digest, Course Design)."));
}

void Check::collectCourseTiles()
{
    Course &course = m_report.course;
    if (course.startTile < 0)
        return;
    // Everything joined to the course by a matching edge belongs to it: this picks up the
    // second half of the skewed 30-degree roads, whose two half-spans run on separate paths.
    // Not across a stage's outer ends, though: a road beyond them is not the course.
    QList<int> queue(course.tiles.cbegin(), course.tiles.cend());
    queue.append(course.startTile);
    course.tiles.insert(course.startTile);
    while (!queue.isEmpty()) {
        const int i = queue.takeLast();
        for (int d = 0; d < 6; ++d) {
            const int j = m_tracer.joinedAcross(i, d);
            if (j >= 0 && !course.tiles.contains(j)
                && !(isOuterEnd(i, d) && sideOf(j)->role != TileRole::Assistance)) {
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
    const Course &course = m_report.course;
    for (int i = 0; i < m_track.tiles.size(); ++i) {
        const TileSide *s = sideOf(i);
        if (!s)
            continue;
        const PlacedTile &t = m_track.tiles[i];
        if (s->role == TileRole::Assistance) {
            // DIRT rulebook, Assistance: the Assistance tile is reached at the end of the
            // stage, after its finish tile.
            for (int d = 0; d < 6; ++d) {
                const int j = m_tracer.joinedAcross(i, d);
                if (j < 0)
                    continue;
                if (sideOf(j)->role != TileRole::StartFinish)
                    add(ProblemKind::AssistanceMisplaced, Severity::Error, i, d,
                        tr("The Assistance tile at (%1, %2) must follow the finish tile of the stage, not tile %3.")
                            .arg(t.pos.q).arg(t.pos.r).arg(tileAt(j)), j);
                else if (course.kind == Course::Kind::Stage && j == course.startTile
                         && m_tracer.joinedAcross(j, course.startEdge) == i)
                    add(ProblemKind::AssistanceMisplaced, Severity::Error, i, d,
                        tr("The Assistance tile at (%1, %2) must follow the finish tile of the stage, not its start tile %3.")
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
    QList<TileCount> counts;
    // The boxes to race the track: scenery is optional, so it needs none.
    for (const TileCount &c : m_track.tiles.isEmpty() ? m_track.tileList : m_track.placedCounts())
        if (const TileSide *s = m_catalog.sideById(c.sideId); s && s->role != TileRole::Filler)
            counts.append(c);
    st.boxesNeeded = TrackStats::boxesNeeded(TrackStats::copiesPerNumber(counts, m_catalog), m_catalog);
    int length = st.courseLength;
    if (m_track.tiles.isEmpty()) {
        for (const TileCount &c : m_track.tileList)
            if (const TileSide *s = m_catalog.sideById(c.sideId); s && (s->role == TileRole::Track || s->role == TileRole::StartFinish))
                length += c.count;
    }
    const Course::Kind kind = m_report.course.kind;
    const bool stage = kind == Course::Kind::Stage || (m_track.game == Game::Dirt && !m_report.course.isCircuit());
    st.guidance = TrackStats::guidance(m_track.game, m_track.laps, length, stage);
}

TrackReport Check::run()
{
    indexTiles();
    traceCourse();
    checkEdges();
    checkInventory();
    checkList();
    reportCourse();
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
