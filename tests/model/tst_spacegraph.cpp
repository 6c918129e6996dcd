// SPDX-License-Identifier: GPL-3.0-or-later
// The spaces of whole tracks joined across tiles: lanes keep their place through any rotation,
// half spaces at skewed edges become one, distances grow along the course, and the facts the
// order of play needs (level spaces, inside rank, the start line and grid) come out right.
#include "catalog/collection.h"
#include "catalog/tilecatalog.h"
#include "io/trackfiles.h"
#include "spaces/spacegraph.h"
#include "spaces/spacetemplates.h"
#include "track/trackvalidator.h"

#include "realtracks.h"
#include "sampletracks.h"

#include <QHash>
#include <QTest>

using namespace Pacenotes;
using namespace Qt::StringLiterals;

namespace {

/// Template data for every side, made on demand (what the shipped pack holds).
struct Templates
{
    QHash<QString, TileSpaces> made;
    const TileSpaces *operator()(const QString &id)
    {
        auto it = made.find(id);
        if (it == made.end()) {
            const TileSide *side = TileCatalog::builtin().sideById(id);
            if (!side)
                return nullptr;
            it = made.insert(id, SpaceTemplates::generate(*side));
        }
        return &*it;
    }
};

SpaceGraph graphOf(const Track &track, Templates &templates, Course *courseOut = nullptr)
{
    const TrackReport report = TrackValidator::validate(track, TileCatalog::builtin(), Collection::everyBox(TileCatalog::builtin()));
    if (courseOut)
        *courseOut = report.course;
    return SpaceGraph::build(track, report.course, TileCatalog::builtin(),
                             [&templates](const QString &id) { return templates(id); });
}

Track readTrack(const QString &name)
{
    const TrackReadResult r = TrackFiles::read(QStringLiteral(PACENOTES_TESTDATA "/tracks/") + name, TileCatalog::builtin());
    return r.track.value_or(Track{});
}

} // namespace

class tst_SpaceGraph : public QObject
{
    Q_OBJECT
private slots:
    void invariants_data();
    void invariants();
    void halfSpacesJoinAcrossSkewedEdges();
    void circuitDistancesAndLevelSpaces();
    void startLineAndGrid();
    void insideRankFollowsTheNextCorner();
    void stageHasStartAndFinish();
    void names();
    void tilesWithoutData();
    void reversedCourse();
    void survivesOddData();

private:
    Templates m_templates;
};

void tst_SpaceGraph::invariants_data()
{
    QTest::addColumn<Track>("track");
    QTest::newRow("GT core circuit (3 lanes, 2-lane stretch)") << RealTracks::gtCoreCircuit();
    QTest::newRow("GT loop (2 lanes)") << Samples::gtLoop();
    QTest::newRow("DIRT stage with Assistance") << RealTracks::dirtStage();
    QTest::newRow("DIRT short stage") << Samples::dirtStage();
    QTest::newRow("GT skewed tiles") << readTrack(u"gt-diagonal-park.json"_s);
}

void tst_SpaceGraph::invariants()
{
    QFETCH(Track, track);
    QVERIFY(!track.tiles.isEmpty());
    Course course;
    const SpaceGraph g = graphOf(track, m_templates, &course);
    QVERIFY(course.isComplete());
    QVERIFY2(g.problems().isEmpty(), qPrintable(g.problems().value(0).message));
    QVERIFY(g.uncoveredTiles().isEmpty());
    QCOMPARE(g.courseLength(), double(course.steps.size()));
    int onTrack = 0;
    for (int i = 0; i < g.nodeCount(); ++i) {
        const GraphNode &n = g.node(i);
        if (!n.onTrack())
            continue;
        ++onTrack;
        for (const GraphMove &m : n.moves) {
            const GraphNode &t = g.node(m.to);
            QVERIFY(t.onTrack());
            // Always forward: the front edge of the space entered is further along.
            QVERIFY2(g.ahead(n.front, t.front) > 1e-6, qPrintable(g.name(i) + u" -> "_s + g.name(m.to)));
            // Lanes keep their place whatever the rotation: straight on stays in the lane, a
            // diagonal move changes it by one.
            if (n.lanes == t.lanes && n.laneFromLeft >= 0 && t.laneFromLeft >= 0) {
                const int change = std::abs(n.laneFromLeft - t.laneFromLeft);
                QVERIFY2(change == (m.diagonal ? 1 : 0),
                         qPrintable(u"%1 -> %2 lanes %3 -> %4"_s.arg(g.name(i), g.name(m.to)).arg(n.laneFromLeft).arg(t.laneFromLeft)));
            }
            QVERIFY(t.from.contains(i));
        }
        // Nobody is stuck on a closed circuit; a stage only ends at its finish.
        if (g.isCircuit()) {
            QVERIFY2(!n.moves.isEmpty(), qPrintable(g.name(i)));
            QVERIFY2(!n.from.isEmpty(), qPrintable(g.name(i)));
        }
        QVERIFY(n.back < n.front || (g.isCircuit() && n.back > g.courseLength() - 1));
    }
    QVERIFY(onTrack > 0);
    // Every move of the tile data (and every lane at every joined edge) is used.
    for (int i = 0; i < g.nodeCount(); ++i)
        QCOMPARE(g.nodeByName(g.name(i)), i);
}

void tst_SpaceGraph::halfSpacesJoinAcrossSkewedEdges()
{
    const Track track = readTrack(u"gt-diagonal-park.json"_s);
    const SpaceGraph g = graphOf(track, m_templates);
    int halves = 0;
    for (int i = 0; i < g.nodeCount(); ++i) {
        const GraphNode &n = g.node(i);
        if (n.parts.size() == 2) {
            ++halves;
            QVERIFY(n.parts[0].tile != n.parts[1].tile);
            // Both names lead to the one space.
            const HexCoord c = track.tiles[n.parts[1].tile].pos;
            QCOMPARE(g.nodeByName(u"%1,%2:%3"_s.arg(c.q).arg(c.r).arg(n.parts[1].space)), i);
        }
        QVERIFY(n.parts.size() <= 2);
    }
    // Count the skewed joins along the course: each joins every lane once.
    Course course;
    graphOf(track, m_templates, &course);
    int expected = 0;
    for (const CourseStep &s : course.steps) {
        const PlacedTile &t = track.tiles[s.tile];
        const EdgeSpec e = TileCatalog::builtin().sideById(t.sideId)->edges[size_t(t.localEdge(s.exit))];
        if (e.skewed)
            expected += e.lanes;
    }
    QVERIFY(expected > 0);
    QCOMPARE(halves, expected);
}

void tst_SpaceGraph::circuitDistancesAndLevelSpaces()
{
    const Track track = Samples::gtLoop();
    Course course;
    const SpaceGraph g = graphOf(track, m_templates, &course);
    QVERIFY(g.isCircuit());
    // The first tile: 102b, 2 lanes, 4 rows of the template: rows are level pairs.
    const int startTile = course.steps.first().tile;
    for (int id = 1; id <= 8; ++id) {
        const int n = g.nodeAt(startTile, id);
        QVERIFY(n >= 0);
        const QList<int> level = g.alongside(n);
        QCOMPARE(level.size(), 1);
        QCOMPARE(g.node(level.first()).parts.first().tile, startTile);
        QCOMPARE(g.node(level.first()).back, g.node(n).back);
    }
    // Distances run round the lap: from 0 up to its length, where they start again.
    double lowest = 1e9, highest = -1;
    int wrapped = 0;
    for (const GraphNode &n : g.nodes()) {
        lowest = std::min(lowest, n.back);
        highest = std::max(highest, n.back);
        QVERIFY(n.front >= 0 && n.front < g.courseLength());
        wrapped += n.front < n.back ? 1 : 0;
    }
    QCOMPARE(lowest, 0.0);
    QCOMPARE(highest, g.courseLength() - 0.25);
    QCOMPARE(wrapped, 2); // the last row of the lap ends where the first begins
    QCOMPARE(g.ahead(7.5, 0.5), 1.0); // round the lap
    QCOMPARE(g.ahead(0.5, 7.5), 7.0);
}

void tst_SpaceGraph::startLineAndGrid()
{
    const Track track = Samples::gtLoop();
    Course course;
    const SpaceGraph g = graphOf(track, m_templates, &course);
    QCOMPARE(g.startLine(), 0.5); // the middle of the first tile, where the template puts it
    QCOMPARE(g.finishLine(), g.startLine());
    int crossing = 0;
    for (const GraphNode &n : g.nodes())
        crossing += n.crossesStart ? 1 : 0;
    QCOMPARE(crossing, 2); // one space per lane just past the line
    const QList<int> grid = g.grid();
    QCOMPARE(grid.size(), 4); // two rows of two behind the line
    // Closest to the line first; within a row the inside of the first corner first.
    QVERIFY(g.node(grid[0]).front >= g.node(grid[2]).front);
    QCOMPARE(g.node(grid[0]).front, g.node(grid[1]).front);
}

void tst_SpaceGraph::insideRankFollowsTheNextCorner()
{
    // Templates carry no limits, so no tile counts as a corner yet: give 106b's spaces a limit.
    Templates withCorner = m_templates;
    TileSpaces bend = *withCorner(u"106b"_s);
    for (TileSpace &s : bend.spaces)
        s.marks.limit = 3;
    withCorner.made.insert(u"106b"_s, bend);
    const Track track = Samples::gtLoop();
    Course course;
    const SpaceGraph g = graphOf(track, withCorner, &course);
    // The loop turns right all the way round (a clockwise circuit) or left: either way the
    // inside lane of 106b is the one on the side it turns to.
    const CourseStep &second = course.steps[1];
    QCOMPARE(track.tiles[second.tile].sideId, u"106b"_s);
    const int turn = TileSide::turnSteps(second.entry, second.exit);
    QVERIFY(turn != 0);
    for (const GraphNode &n : g.nodes()) {
        if (!n.onTrack())
            continue;
        QVERIFY(n.insideRank == 0 || n.insideRank == 1);
        const int expected = turn > 0 ? n.lanes - 1 - n.laneFromLeft : n.laneFromLeft;
        if (n.parts.first().tile == course.steps.first().tile)
            QCOMPARE(n.insideRank, expected);
    }
}

void tst_SpaceGraph::stageHasStartAndFinish()
{
    const Track track = RealTracks::dirtStage();
    Course course;
    const SpaceGraph g = graphOf(track, m_templates, &course);
    QVERIFY(!g.isCircuit());
    QVERIFY(g.startLine() < g.finishLine());
    QVERIFY(g.finishLine() > g.courseLength() - 1);
    int starts = 0, finishes = 0;
    for (const GraphNode &n : g.nodes()) {
        starts += n.crossesStart ? 1 : 0;
        finishes += n.crossesFinish ? 1 : 0;
    }
    QCOMPARE(starts, 2);
    QCOMPARE(finishes, 2);
    QCOMPARE(g.ahead(3, 1), -2.0); // no wrapping on a stage
    QCOMPARE(g.grid().size(), 4);
}

void tst_SpaceGraph::names()
{
    const Track track = Samples::gtLoop();
    const SpaceGraph g = graphOf(track, m_templates);
    const HexCoord c = track.tiles[0].pos;
    const int n = g.nodeAt(0, 3);
    QCOMPARE(g.name(n), u"%1,%2:3"_s.arg(c.q).arg(c.r));
    QCOMPARE(g.nodeByName(u" %1 , %2 : 3"_s.arg(c.q).arg(c.r)), n);
    QCOMPARE(g.nodeByName(u"%1,%2:99"_s.arg(c.q).arg(c.r)), -1);
    QCOMPARE(g.nodeByName(u"40,40:1"_s), -1);
    QCOMPARE(g.nodeByName(u"nonsense"_s), -1);
    QCOMPARE(g.nodeByName(u"1:2,3"_s), -1);
}

void tst_SpaceGraph::tilesWithoutData()
{
    const Track track = Samples::gtLoop();
    Templates partial = m_templates;
    const SpaceGraph g = SpaceGraph::build(track, TrackValidator::validate(track, TileCatalog::builtin(), Collection::everyBox(TileCatalog::builtin())).course,
                                           TileCatalog::builtin(), [&partial](const QString &id) {
                                               return id == "105b"_L1 ? nullptr : partial(id);
                                           });
    QCOMPARE(g.uncoveredTiles().size(), 2); // the loop has two 105b
    for (int t : g.uncoveredTiles())
        QCOMPARE(track.tiles[t].sideId, u"105b"_s);
    QVERIFY(g.nodeCount() > 0);
    // The spaces before a gap have no way on.
    int stuck = 0;
    for (const GraphNode &n : g.nodes())
        stuck += n.onTrack() && n.moves.isEmpty() ? 1 : 0;
    QVERIFY(stuck > 0);
}

void tst_SpaceGraph::reversedCourse()
{
    Track track = Samples::gtLoop();
    Course forward, backward;
    const SpaceGraph a = graphOf(track, m_templates, &forward);
    track.reverseCourse = true;
    const SpaceGraph b = graphOf(track, m_templates, &backward);
    QCOMPARE(a.nodeCount(), b.nodeCount());
    // The same space is driven the other way: its moves now lead to what led into it.
    const int n = a.nodeAt(forward.steps[3].tile, 1);
    QCOMPARE(b.nodeAt(forward.steps[3].tile, 1), n);
    QSet<int> aFrom(a.node(n).from.cbegin(), a.node(n).from.cend());
    QSet<int> bTo;
    for (const GraphMove &m : b.node(n).moves)
        bTo.insert(m.to);
    QCOMPARE(aFrom, bTo);
}

void tst_SpaceGraph::survivesOddData()
{
    // Data the check would refuse must still never crash the graph.
    TileSpaces odd = *m_templates(u"103b"_s);
    odd.spaces[0].lane = 7;
    odd.spaces[1].t0 = 0.9;
    odd.spaces[1].t1 = 0.1;
    odd.spaces[2].id = odd.spaces[3].id;
    odd.spaces[4].links.append({999, true});
    odd.spaces[5].road = 5;
    odd.spaces[6].road = -1;
    odd.spaces[6].offRoad = true;
    odd.startFinish = RoadLine{3, 2.0};
    const Track track = Samples::gtLoop();
    const TrackReport report = TrackValidator::validate(track, TileCatalog::builtin(), Collection::everyBox(TileCatalog::builtin()));
    const SpaceGraph g = SpaceGraph::build(track, report.course, TileCatalog::builtin(),
                                           [this, &odd](const QString &id) { return id == "103b"_L1 ? &odd : m_templates(id); });
    QVERIFY(g.nodeCount() > 0);
    for (int i = 0; i < g.nodeCount(); ++i) {
        (void)g.alongside(i);
        (void)g.name(i);
    }
    (void)g.grid();
}

QTEST_GUILESS_MAIN(tst_SpaceGraph)
#include "tst_spacegraph.moc"
