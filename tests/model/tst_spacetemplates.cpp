// SPDX-License-Identifier: GPL-3.0-or-later
// The templates against the whole catalog: every side gets a consistent space set, lanes meet
// every edge where the road does, and the geometry-derived facts (half spaces, edge slots) hold.
#include "catalog/tilecatalog.h"
#include "spaces/roadgeometry.h"
#include "spaces/spacecheck.h"
#include "spaces/spacegeometry.h"
#include "spaces/spacetemplates.h"

#include <QTest>

using namespace Pacenotes;
using namespace Qt::StringLiterals;

class tst_SpaceTemplates : public QObject
{
    Q_OBJECT
private slots:
    void everySideIsConsistent();
    void everyEdgeLaneIsReached();
    void straightTile();
    void bendRowsAreRadial();
    void skewedEdgesEndInHalfSpaces();
    void taperingLane();
    void pitTile();
    void startFinishLine();
    void setLaneCountKeepsMarksAndIds();
    void checkFindsProblems_data();
    void checkFindsProblems();
    void checkComparesWithCatalogMarkings();
    void outlinesFollowTheLanes();
    void edgeSlotsAreClockwise();

private:
    const TileCatalog &cat = TileCatalog::builtin();
    static QStringList errors(const QList<SpaceProblem> &problems)
    {
        QStringList out;
        for (const SpaceProblem &p : problems)
            if (p.severity == SpaceProblem::Severity::Error)
                out << p.sideId + u": "_s + p.code + u": "_s + p.message;
        return out;
    }
    static bool hasCode(const QList<SpaceProblem> &problems, const QString &code)
    {
        return std::any_of(problems.begin(), problems.end(), [&](const SpaceProblem &p) { return p.code == code; });
    }
};

void tst_SpaceTemplates::everySideIsConsistent()
{
    int withSpaces = 0;
    for (const TileSide &side : cat.sides()) {
        const TileSpaces spaces = SpaceTemplates::generate(side);
        QCOMPARE(spaces.sideId, side.id);
        QCOMPARE(spaces.provenance, SpaceProvenance::Template);
        const QList<SpaceProblem> problems = SpaceCheck::check(spaces, cat);
        QVERIFY2(problems.isEmpty(), qPrintable(errors(problems).join(u'\n') + u" ("_s + side.id + u')'));
        if (side.isCourseTile() || side.role == TileRole::Pit)
            QVERIFY2(!spaces.spaces.isEmpty(), qPrintable(side.id));
        else
            QVERIFY(spaces.spaces.isEmpty());
        // Templates never invent a marking.
        for (const TileSpace &s : spaces.spaces)
            if (side.role != TileRole::Pit)
                QVERIFY2(s.marks.isPlain(), qPrintable(side.id));
        withSpaces += spaces.spaces.isEmpty() ? 0 : 1;
    }
    QCOMPARE(withSpaces, 271 - 10); // all but the ten fillers
}

void tst_SpaceTemplates::everyEdgeLaneIsReached()
{
    for (const TileSide &side : cat.sides()) {
        const TileSpaces spaces = SpaceTemplates::generate(side);
        for (int r = 0; r < side.paths.size(); ++r) {
            for (const bool atFrom : {true, false}) {
                const int lanes = SpaceGeometry::lanesAt(side, r, atFrom);
                const int edge = atFrom ? side.paths[r].from : side.paths[r].to;
                if (side.paths[r].kind != PathKind::DeadEnd || atFrom)
                    QCOMPARE(lanes, side.edges[size_t(edge)].lanes);
                for (int l = 0; l < lanes; ++l) {
                    int touching = 0, halves = 0;
                    for (const TileSpace &s : spaces.spaces) {
                        if (s.road != r)
                            continue;
                        touching += SpaceGeometry::touchesEnd(side, s, l, atFrom) ? 1 : 0;
                        halves += SpaceGeometry::touchesEnd(side, s, l, atFrom) && SpaceGeometry::straddlesEnd(side, s, atFrom) ? 1 : 0;
                    }
                    QVERIFY2(touching == 1, qPrintable(u"%1 road %2 lane %3"_s.arg(side.id).arg(r).arg(l)));
                    // Half spaces exactly at skewed edges.
                    QCOMPARE(halves, side.edges[size_t(edge)].skewed ? 1 : 0);
                }
            }
        }
    }
}

void tst_SpaceTemplates::straightTile()
{
    const TileSide *side = cat.sideById(u"103b"_s); // A2–D2 straight
    QVERIFY(side);
    const TileSpaces spaces = SpaceTemplates::generate(*side);
    QCOMPARE(SpaceTemplates::defaultCount(*side, 0), 4);
    QCOMPARE(spaces.spaces.size(), 8);
    // Numbered row by row from the `from` edge, left lane first.
    QCOMPARE(spaces.spaces[0].lane, 0);
    QCOMPARE(spaces.spaces[1].lane, 1);
    QCOMPARE(spaces.spaces[0].t0, 0.0);
    QCOMPARE(spaces.spaces[2].t0, 0.25);
    // Space 1 (lane 0, row 0): straight to 3, diagonally to 4.
    const QList<SpaceLink> expected{{3, false}, {4, true}};
    QCOMPARE(spaces.space(1)->links, expected);
    // Space 2 links diagonally back to 3 (the other diagonal of the same rows).
    QCOMPARE(spaces.space(2)->links, (QList<SpaceLink>{{3, true}, {4, false}}));
    // Links are kept once, on the earlier space: the last row holds none.
    QVERIFY(spaces.space(7)->links.isEmpty());
    QVERIFY(SpaceGeometry::touchesEnd(*side, *spaces.space(7), 0, false));
    QVERIFY(SpaceGeometry::touchesEnd(*side, *spaces.space(1), 0, true));
    QVERIFY(!SpaceGeometry::touchesEnd(*side, *spaces.space(3), 0, true));
}

void tst_SpaceTemplates::bendRowsAreRadial()
{
    const TileSide *side = cat.sideById(u"107a"_s); // C3–D3 hairpin
    const TileSpaces spaces = SpaceTemplates::generate(*side);
    QCOMPARE(SpaceTemplates::defaultCount(*side, 0), 3);
    QCOMPARE(spaces.spaces.size(), 9);
    // Each row shares its cuts across the three lanes (the same road positions).
    for (int row = 0; row < 3; ++row)
        for (int lane = 1; lane < 3; ++lane) {
            QCOMPARE(spaces.spaces[row * 3 + lane].t0, spaces.spaces[row * 3].t0);
            QCOMPARE(spaces.spaces[row * 3 + lane].t1, spaces.spaces[row * 3].t1);
        }
}

void tst_SpaceTemplates::skewedEdgesEndInHalfSpaces()
{
    const TileSide *side = cat.sideById(u"121b"_s); // C2s–E2s skewed straight
    const TileSpaces spaces = SpaceTemplates::generate(*side);
    for (int lane = 0; lane < 2; ++lane) {
        const QList<int> along = spaces.laneSpaces(0, lane);
        QVERIFY(along.size() >= 2);
        const TileSpace &first = spaces.spaces[along.first()], &last = spaces.spaces[along.last()];
        QVERIFY(SpaceGeometry::straddlesEnd(*side, first, true));
        QVERIFY(SpaceGeometry::straddlesEnd(*side, last, false));
        // The edge cuts the half space through its middle.
        QCOMPARE_LT(std::abs(first.middle() - SpaceGeometry::endT(*side, 0, lane, true)), 1e-9);
        QCOMPARE_LT(std::abs(last.middle() - SpaceGeometry::endT(*side, 0, lane, false)), 1e-9);
    }
    // The edge crosses the lanes obliquely: each lane meets it at another point of the road.
    QVERIFY(std::abs(SpaceGeometry::endT(*side, 0, 0, true) - SpaceGeometry::endT(*side, 0, 1, true)) > 0.02);
    QCOMPARE(SpaceTemplates::minimumCount(*side, 0, 0), 2);
}

void tst_SpaceTemplates::taperingLane()
{
    const TileSide *side = cat.sideById(u"119a"_s); // A2–D3: a third lane opens towards D
    QVERIFY(side);
    const TileSpaces spaces = SpaceTemplates::generate(*side);
    const TilePath &p = side->paths[0];
    const bool threeAtTo = side->edges[size_t(p.to)].lanes == 3;
    QVERIFY(SpaceCheck::check(spaces, *side).isEmpty());
    // The tapering lane (the right-hand one seen from `from`) only where it is wide.
    const QList<int> lane2 = spaces.laneSpaces(0, 2);
    QVERIFY(!lane2.isEmpty());
    for (int i : lane2) {
        if (threeAtTo)
            QVERIFY(spaces.spaces[i].t0 >= 0.5 - 1e-9);
        else
            QVERIFY(spaces.spaces[i].t1 <= 0.5 + 1e-9);
    }
}

void tst_SpaceTemplates::pitTile()
{
    const TileSpaces spaces = SpaceTemplates::generate(*cat.sideById(u"101"_s));
    QCOMPARE(spaces.spaces.size(), 3);
    QList<PitLane> lanes;
    for (const TileSpace &s : spaces.spaces) {
        QCOMPARE(s.road, -1);
        QCOMPARE(s.outline.size(), 4);
        lanes << s.marks.pit;
    }
    QCOMPARE(lanes, (QList<PitLane>{PitLane::Tyres, PitLane::Repairs, PitLane::RepairsAndTyres}));
}

void tst_SpaceTemplates::startFinishLine()
{
    for (const TileSide &side : cat.sides()) {
        const TileSpaces spaces = SpaceTemplates::generate(side);
        QCOMPARE(spaces.startFinish.has_value(), side.role == TileRole::StartFinish);
        if (side.role != TileRole::StartFinish)
            continue;
        // The line falls between two spaces in every lane it crosses.
        const QList<SpaceProblem> problems = SpaceCheck::check(spaces, side);
        QVERIFY2(!hasCode(problems, u"line-in-space"_s), qPrintable(side.id));
    }
}

void tst_SpaceTemplates::setLaneCountKeepsMarksAndIds()
{
    const TileSide *side = cat.sideById(u"105b"_s);
    TileSpaces spaces = SpaceTemplates::generate(*side);
    const QList<int> before = spaces.laneSpaces(0, 0);
    const int firstId = spaces.spaces[before[0]].id;
    spaces.spaces[before[1]].marks.limit = 3;
    SpaceTemplates::setLaneCount(spaces, *side, 0, 0, 6);
    const QList<int> after = spaces.laneSpaces(0, 0);
    QCOMPARE(after.size(), 6);
    QCOMPARE(spaces.spaces[after[0]].id, firstId);
    QCOMPARE(spaces.spaces[after[1]].marks.limit, 3);
    QVERIFY(!SpaceCheck::hasErrors(SpaceCheck::check(spaces, *side)));
    QCOMPARE(SpaceTemplates::countsOf(spaces, *side), (LaneCounts{{6, SpaceTemplates::defaultCount(*side, 0)}}));
    SpaceTemplates::setLaneCount(spaces, *side, 0, 0, 1);
    QCOMPARE(spaces.laneSpaces(0, 0).size(), 1);
    QVERIFY(!SpaceCheck::hasErrors(SpaceCheck::check(spaces, *side)));
    // One long space in lane 0 meets every space of lane 1 diagonally (it reaches both edges).
    const TileSpace &only = spaces.spaces[spaces.laneSpaces(0, 0).first()];
    int diagonals = 0;
    for (const TileSpace &s : spaces.spaces)
        for (const SpaceLink &l : s.links)
            diagonals += (s.id == only.id || l.to == only.id) && l.diagonal ? 1 : 0;
    QCOMPARE(diagonals, SpaceTemplates::defaultCount(*side, 0));
}

void tst_SpaceTemplates::checkFindsProblems_data()
{
    QTest::addColumn<QString>("change");
    QTest::addColumn<QString>("code");
    QTest::newRow("duplicate id") << u"dup"_s << u"duplicate-id"_s;
    QTest::newRow("lane out of road") << u"lane"_s << u"bad-lane"_s;
    QTest::newRow("link to nowhere") << u"move"_s << u"bad-link"_s;
    QTest::newRow("sideways link") << u"back"_s << u"level-link"_s;
    QTest::newRow("lane with no spaces") << u"uncover"_s << u"lane-uncovered"_s;
    QTest::newRow("lane short of the edge") << u"short"_s << u"end-missing"_s;
    QTest::newRow("stranded space") << u"strand"_s << u"stranded"_s;
    QTest::newRow("limit out of range") << u"limit"_s << u"bad-mark"_s;
    QTest::newRow("line without sharp") << u"line"_s << u"bad-mark"_s;
    QTest::newRow("DIRT mark on GT") << u"jump"_s << u"wrong-game"_s;
    QTest::newRow("grid off the start") << u"grid"_s << u"bad-mark"_s;
    QTest::newRow("line off the start") << u"sfline"_s << u"bad-line"_s;
}

void tst_SpaceTemplates::checkFindsProblems()
{
    QFETCH(QString, change);
    QFETCH(QString, code);
    const TileSide *side = cat.sideById(u"103b"_s);
    TileSpaces s = SpaceTemplates::generate(*side);
    QVERIFY(SpaceCheck::check(s, *side).isEmpty());
    if (change == "dup"_L1)
        s.spaces[1].id = s.spaces[0].id;
    else if (change == "lane"_L1)
        s.spaces[0].lane = 2;
    else if (change == "move"_L1)
        s.spaces[0].links.append({99, false});
    else if (change == "back"_L1)
        s.spaces[2].links.append({4, true});
    else if (change == "uncover"_L1)
        s.spaces.erase(std::remove_if(s.spaces.begin(), s.spaces.end(), [](const TileSpace &x) { return x.lane == 1; }),
                       s.spaces.end());
    else if (change == "short"_L1)
        s.spaces[6].t1 = 0.9;
    else if (change == "strand"_L1)
        for (TileSpace &x : s.spaces) // nothing leads on from space 3 (lane 0, second row)
            x.links.erase(std::remove_if(x.links.begin(), x.links.end(),
                                         [&x](const SpaceLink &l) { return x.id == 3 || l.to == 3; }),
                          x.links.end());
    else if (change == "limit"_L1)
        s.spaces[2].marks.limit = 7;
    else if (change == "line"_L1)
        s.spaces[2].marks.line = 2;
    else if (change == "jump"_L1)
        s.spaces[2].marks.jump = 3;
    else if (change == "grid"_L1)
        s.spaces[2].marks.grid = true;
    else if (change == "sfline"_L1)
        s.startFinish = RoadLine{0, 0.5};
    const QList<SpaceProblem> problems = SpaceCheck::check(s, *side);
    QVERIFY2(hasCode(problems, code), qPrintable(errors(problems).join(u'\n')));
    for (const SpaceProblem &p : problems)
        QVERIFY(!p.message.isEmpty());
}

void tst_SpaceTemplates::checkComparesWithCatalogMarkings()
{
    const TileSide *side = cat.sideById(u"115b"_s); // the catalog lists limits 2 and 3
    TileSpaces s = SpaceTemplates::generate(*side);
    // A template is not expected to carry markings.
    QVERIFY(SpaceCheck::check(s, *side).isEmpty());
    s.provenance = SpaceProvenance::Measured;
    QList<SpaceProblem> problems = SpaceCheck::check(s, *side);
    QCOMPARE(problems.size(), 2);
    QVERIFY(hasCode(problems, u"missing-marking"_s));
    QVERIFY(!SpaceCheck::hasErrors(problems));
    s.spaces[3].marks.limit = 2;
    s.spaces[4].marks.limit = 3;
    QVERIFY(SpaceCheck::check(s, *side).isEmpty());
    s.spaces[5].marks.limit = 5;
    problems = SpaceCheck::check(s, *side);
    QCOMPARE(problems.size(), 1);
    QCOMPARE(problems[0].code, u"not-in-catalog"_s);
}

void tst_SpaceTemplates::outlinesFollowTheLanes()
{
    for (const QString &id : {u"103a"_s, u"107b"_s, u"121a"_s, u"128a"_s, u"141b"_s, u"119b"_s, u"201a"_s}) {
        const TileSide *side = cat.sideById(id);
        const TileSpaces spaces = SpaceTemplates::generate(*side);
        const std::shared_ptr<const RoadGeometry> g = RoadGeometry::of(*side);
        const QPolygonF hex = RoadGeometry::hexPolygon();
        for (const TileSpace &s : spaces.spaces) {
            const QPolygonF outline = SpaceGeometry::outline(*side, s);
            QVERIFY2(outline.size() >= 4, qPrintable(id));
            // On the tile, inside the road body, and holding its label point.
            const QPointF label = SpaceGeometry::labelPoint(*side, s);
            QVERIFY2(outline.containsPoint(label, Qt::OddEvenFill), qPrintable(u"%1 space %2"_s.arg(id).arg(s.id)));
            QVERIFY(hex.containsPoint(label, Qt::OddEvenFill));
            QVERIFY(g->roads[s.road].body.containsPoint(label, Qt::WindingFill));
        }
    }
}

void tst_SpaceTemplates::edgeSlotsAreClockwise()
{
    // 103b runs A -> D: leaving through D the left lane is D's first slot, arriving through A the
    // left lane is A's last.
    const TileSide *side = cat.sideById(u"103b"_s);
    QCOMPARE(SpaceGeometry::edgeSlot(*side, 0, 0, false), 0);
    QCOMPARE(SpaceGeometry::edgeSlot(*side, 0, 0, true), 1);
    for (int slot = 0; slot < 2; ++slot)
        for (const bool atFrom : {true, false})
            QCOMPARE(SpaceGeometry::edgeSlot(*side, 0, SpaceGeometry::laneForSlot(*side, 0, slot, atFrom), atFrom), slot);
    // Slot 0 of an edge lies next to corner d − 1: check it on the drawn geometry.
    const std::shared_ptr<const RoadGeometry> g = RoadGeometry::of(*side);
    const TilePath &p = side->paths[0];
    for (const bool atFrom : {true, false}) {
        const int edge = atFrom ? p.from : p.to;
        const double t = atFrom ? 0.0 : 1.0;
        const int lane = SpaceGeometry::laneForSlot(*side, 0, 0, atFrom);
        const QPointF lanePoint = g->roads[0].laneCentreAt(lane, t);
        const QPointF before = RoadGeometry::corner(edge - 1 + 6), after = RoadGeometry::corner(edge);
        QVERIFY(std::hypot(lanePoint.x() - before.x(), lanePoint.y() - before.y())
                < std::hypot(lanePoint.x() - after.x(), lanePoint.y() - after.y()));
    }
}

QTEST_GUILESS_MAIN(tst_SpaceTemplates)
#include "tst_spacetemplates.moc"
