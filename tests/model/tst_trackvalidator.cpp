// SPDX-License-Identifier: GPL-3.0-or-later
#include "trackbuilder.h"

#include "catalog/collection.h"
#include "i18n/translations.h"
#include "track/trackvalidator.h"

#include <QSet>
#include <QTest>

using namespace Pacenotes;
using namespace Pacenotes::Test;
using namespace Qt::StringLiterals;

namespace {

const TileCatalog &cat()
{
    return TileCatalog::builtin();
}

TrackReport check(const Track &t, const QString &boxes = QString())
{
    const Collection c = boxes.isEmpty() ? Collection::everyBox(cat()) : *Collection::parse(boxes, cat(), nullptr);
    return TrackValidator::validate(t, cat(), c);
}

QStringList codes(const TrackReport &r)
{
    QStringList out;
    for (const TrackProblem &p : r.problems)
        out << p.code();
    return out;
}

/// Eight GT core tiles (2-lane sides) closing into a loop: start, three right bends,
/// a straight, three right bends.
Track gtLoop()
{
    return *buildCourse(Game::GT, {{"102b", 0}, {"106b", 1}, {"105b", 1}, {"105b", 1},
                                   {"103b", 0}, {"106b", 1}, {"112b", 1}, {"112b", 1}});
}

Track dirtStage(bool assistance)
{
    Track t = *buildCourse(Game::Dirt, {{"202a", 0}, {"204a", 0}, {"208a", 1}, {"217a", -1}, {"203a", 0}});
    if (assistance)
        t.tiles.append(PlacedTile{u"201a"_s, 0, nextPosition(t), 0});
    return t;
}

} // namespace

class tst_TrackValidator : public QObject
{
    Q_OBJECT
private slots:
    void validCircuit();
    void circuitStatistics();
    void reversedCircuit();
    void pitBesideTheTrack();
    void openEnd();
    void laneMismatch();
    void skewMismatch();
    void facesClosedSide();
    void overlap();
    void unknownTile();
    void overUsedBothSides();
    void overUsedCopies();
    void noStartFinish();
    void offCourse();
    void otherGame();
    void validStageWithAssistance();
    void validStageWithoutAssistance();
    void reversedStage();
    void stageNotFinished();
    void assistanceMisplaced();
    void tileListComplete();
    void tileListMissingAndExtra();
    void tileListOnly();
    void sceneryIsNeverAListDifference();
    void boxesNeeded();
    void guidance();
    void figureEightThroughACrossing();
    void emptyTrack();
    void problemsCarryLocations();
    void messagesTellProblemsApart();
    void numbersAgreeWithTheirNouns_data();
    void numbersAgreeWithTheirNouns();
};

void tst_TrackValidator::validCircuit()
{
    const Track t = gtLoop();
    const TrackReport r = check(t, u"gt-core"_s);
    QVERIFY2(r.isValid(), qPrintable(codes(r).join(u", "_s)));
    QCOMPARE(r.course.kind, Course::Kind::Circuit);
    QCOMPARE(r.course.startTile, 0);
    QCOMPARE(r.course.steps.size(), 8);
    QCOMPARE(r.course.routeCount, 1);
    QCOMPARE(r.course.tiles.size(), 8);
    // the course is traced in placement order, each step entering where the last one left
    for (int i = 0; i < 8; ++i) {
        QCOMPARE(r.course.steps[i].tile, i);
        const CourseStep &next = r.course.steps[(i + 1) % 8];
        QCOMPARE(next.entry, HexDir::opposite(r.course.steps[i].exit));
    }
}

void tst_TrackValidator::circuitStatistics()
{
    const TrackReport r = check(gtLoop());
    QCOMPARE(r.stats.trackTiles, 8);
    QCOMPARE(r.stats.courseLength, 8);
    QCOMPARE(r.stats.danger.value(Danger::Orange), 4); // 102b, 105b ×2, 103b
    QCOMPARE(r.stats.danger.value(Danger::Red), 4);    // 106b ×2, 112b ×2
    QCOMPARE(r.stats.terrain.value(Terrain::Asphalt), 8);
    QCOMPARE(r.stats.boxesNeeded, (QMap<QString, int>{{u"gt-core"_s, 1}}));
    QCOMPARE(r.stats.guidance.category, LengthGuidance::Category::Short);
    QCOMPARE(r.stats.guidance.guidelineTiles, 15);
}

void tst_TrackValidator::reversedCircuit()
{
    Track t = gtLoop();
    t.reverseCourse = true;
    const TrackReport r = check(t);
    QVERIFY(r.isValid());
    QCOMPARE(r.course.steps.size(), 8);
    QCOMPARE(r.course.steps[0].tile, 0);
    QCOMPARE(r.course.steps[1].tile, 7); // the other way round
    QCOMPARE(r.course.steps[7].tile, 1);
}

void tst_TrackValidator::pitBesideTheTrack()
{
    Track t = gtLoop();
    t.tiles.append(PlacedTile{u"101"_s, 0, HexCoord{0, -1}, 0}); // touches the start tile
    TrackReport r = check(t);
    QVERIFY2(r.isValid(), qPrintable(codes(r).join(u", "_s)));
    QCOMPARE(r.stats.pitTiles, 1);
    QCOMPARE(r.stats.trackTiles, 8);

    t.tiles.last().pos = HexCoord{10, 10};
    r = check(t);
    QCOMPARE(codes(r), QStringList{u"pit-detached"_s});
    QCOMPARE(r.problems.first().severity, Severity::Warning);
}

void tst_TrackValidator::openEnd()
{
    Track t = gtLoop();
    t.tiles.removeAt(4); // the straight
    const TrackReport r = check(t);
    QCOMPARE(r.course.kind, Course::Kind::Incomplete);
    QVERIFY(codes(r).contains(u"course-not-closed"_s));
    QCOMPARE(codes(r).count(u"open-end"_s), 2);
    for (const TrackProblem &p : r.problems)
        if (p.kind == ProblemKind::OpenEnd)
            QVERIFY(p.hasPos && p.edge >= 0 && p.tile >= 0);
}

void tst_TrackValidator::laneMismatch()
{
    Track t = gtLoop();
    t.tiles[4].sideId = u"103a"_s; // 3 lanes between 2-lane neighbours
    const TrackReport r = check(t);
    QCOMPARE(codes(r).count(u"lane-mismatch"_s), 2);
    QVERIFY(codes(r).contains(u"course-not-closed"_s));
    QVERIFY(!codes(r).contains(u"open-end"_s));
}

void tst_TrackValidator::skewMismatch()
{
    Track t;
    t.tiles = {PlacedTile{u"102b"_s, 0, {0, 0}, 0}, PlacedTile{u"121b"_s, 0, {1, 0}, 1}}; // 121b's C (skewed) faces west
    const TrackReport r = check(t);
    QVERIFY(codes(r).contains(u"skew-mismatch"_s));
    QVERIFY(!codes(r).contains(u"lane-mismatch"_s));
}

void tst_TrackValidator::facesClosedSide()
{
    Track t;
    t.tiles = {PlacedTile{u"102b"_s, 0, {0, 0}, 0}, PlacedTile{u"105b"_s, 0, {1, 0}, 1}}; // 105b's closed C faces west
    const TrackReport r = check(t);
    const int i = int(codes(r).indexOf(u"faces-closed-side"_s));
    QVERIFY(i >= 0);
    QCOMPARE(r.problems[i].tile, 0);
    QCOMPARE(r.problems[i].edge, 0);
    QCOMPARE(r.problems[i].otherTile, 1);
}

void tst_TrackValidator::overlap()
{
    Track t = gtLoop();
    t.tiles.append(PlacedTile{u"103b"_s, 0, t.tiles[3].pos, 0});
    const TrackReport r = check(t);
    QCOMPARE(codes(r), QStringList{u"overlap"_s});
    QCOMPARE(r.problems.first().tile, 8);
    QCOMPARE(r.problems.first().otherTile, 3);
}

void tst_TrackValidator::unknownTile()
{
    Track t = gtLoop();
    t.tiles[4].sideId = u"199a"_s;
    const TrackReport r = check(t);
    QVERIFY(codes(r).contains(u"unknown-tile"_s));
    QVERIFY(r.problems.first().message.contains(u"199a"_s));
}

void tst_TrackValidator::overUsedBothSides()
{
    Track t = gtLoop();
    t.tiles.append(PlacedTile{u"102a"_s, 0, {5, 5}, 0}); // the other side of the one 102
    const TrackReport r = check(t, u"gt-core"_s);
    const int i = int(codes(r).indexOf(u"over-used"_s));
    QVERIFY(i >= 0);
    QVERIFY(r.problems[i].message.contains(u"Side a and side b"_s));
    // with two core boxes there are two 102s
    QVERIFY(!codes(check(t, u"gt-core=2"_s)).contains(u"over-used"_s));
}

void tst_TrackValidator::overUsedCopies()
{
    Track t = gtLoop(); // uses 105b twice: the core box has two 105s
    QVERIFY(!codes(check(t, u"gt-core"_s)).contains(u"over-used"_s));
    t.tiles[4].sideId = u"105b"_s; // a third 105 (as a straight it also breaks the loop)
    const TrackReport r = check(t, u"gt-core"_s);
    const int i = int(codes(r).indexOf(u"over-used"_s));
    QVERIFY(i >= 0);
    QVERIFY(!r.problems[i].message.contains(u"Side a and side b"_s));
    // no GT box at all: everything is over-used
    QCOMPARE(codes(check(gtLoop(), u"dirt-core"_s)).count(u"over-used"_s), 5);
}

void tst_TrackValidator::noStartFinish()
{
    Track t = gtLoop();
    t.tiles[0].sideId = u"103b"_s;
    const TrackReport r = check(t);
    QCOMPARE(codes(r), QStringList{u"no-start-finish"_s});
    QCOMPARE(r.course.kind, Course::Kind::None);
}

void tst_TrackValidator::offCourse()
{
    Track t = gtLoop();
    t.tiles.append(PlacedTile{u"104b"_s, 0, {8, 0}, 0});
    const TrackReport r = check(t);
    QVERIFY(codes(r).contains(u"off-course"_s));
    QCOMPARE(codes(r).count(u"open-end"_s), 2); // the loose tile's two road ends
    QCOMPARE(r.course.kind, Course::Kind::Circuit);
}

void tst_TrackValidator::otherGame()
{
    Track t = gtLoop();
    t.tiles.append(PlacedTile{u"902a"_s, 0, {0, 1}, 0}); // a DIRT filler is scenery: fine
    QVERIFY(check(t).isValid());
    t.game = Game::Dirt;
    const TrackReport r = check(t);
    QCOMPARE(codes(r).count(u"other-game"_s), 8);
    QCOMPARE(r.problems.first().severity, Severity::Warning);
}

void tst_TrackValidator::validStageWithAssistance()
{
    const Track t = dirtStage(true);
    const TrackReport r = check(t, u"dirt-core"_s);
    QVERIFY2(r.isValid(), qPrintable(codes(r).join(u", "_s)));
    QCOMPARE(r.course.kind, Course::Kind::Stage);
    QCOMPARE(r.course.startTile, 0);
    QCOMPARE(r.course.finishTile, 4);
    QCOMPARE(r.course.steps.size(), 5);
    QCOMPARE(t.tileAt(t.tiles[0].pos.neighbor(r.course.steps.first().entry)), -1); // behind the start line
    QCOMPARE(t.tileAt(t.tiles[4].pos.neighbor(r.course.steps.last().exit)), 5);    // into the assistance tile
    QCOMPARE(r.course.tiles.size(), 6); // with the assistance tile
    QCOMPARE(r.stats.courseLength, 5);  // the assistance tile is not road length
    QCOMPARE(r.stats.guidance.category, LengthGuidance::Category::Short);
    QCOMPARE(r.stats.guidance.guidelineTiles, 10);
}

void tst_TrackValidator::validStageWithoutAssistance()
{
    const TrackReport r = check(dirtStage(false));
    QVERIFY2(r.isValid(), qPrintable(codes(r).join(u", "_s)));
    QCOMPARE(r.course.kind, Course::Kind::Stage);
    QCOMPARE(r.course.steps.last().tile, 4);
}

void tst_TrackValidator::reversedStage()
{
    // 202 carries the start line and 203 the finish (tiles.json, TileLine): the tiles fix the
    // direction, and the reverse flag cannot run a stage against them.
    Track t = dirtStage(false);
    t.reverseCourse = true;
    TrackReport r = check(t);
    QVERIFY(r.isValid());
    QCOMPARE(r.course.startTile, 0);
    QCOMPARE(r.course.finishTile, 4);
    // Where the tiles cannot tell (two start lines), the flag picks the end.
    t.tiles[4].sideId = u"301a"_s;
    r = check(t);
    QCOMPARE(r.course.startTile, 4);
    QCOMPARE(r.course.finishTile, 0);
    QVERIFY(r.problems.isEmpty());
    t.reverseCourse = false;
    r = check(t);
    QCOMPARE(r.course.startTile, 0);
    QCOMPARE(codes(r), QStringList{u"direction-assumed"_s});
}

void tst_TrackValidator::stageNotFinished()
{
    Track t = dirtStage(false);
    t.tiles.removeLast(); // no finish tile
    const TrackReport r = check(t);
    QVERIFY(codes(r).contains(u"stage-not-finished"_s));
    QCOMPARE(codes(r).count(u"open-end"_s), 1); // the far end; the start's back edge is fine
    QCOMPARE(r.course.kind, Course::Kind::Incomplete);
}

void tst_TrackValidator::assistanceMisplaced()
{
    Track t = *buildCourse(Game::Dirt, {{"202a", 0}, {"204a", 0}});
    t.tiles.append(PlacedTile{u"201a"_s, 0, nextPosition(t), 0});
    const TrackReport r = check(t);
    QVERIFY(codes(r).contains(u"assistance-misplaced"_s));
}

void tst_TrackValidator::tileListComplete()
{
    Track t = gtLoop();
    t.tileList = {{u"102b"_s, 1}, {u"103b"_s, 1}, {u"105b"_s, 2}, {u"106b"_s, 2}, {u"112b"_s, 2}};
    QVERIFY(check(t).isValid());
}

void tst_TrackValidator::tileListMissingAndExtra()
{
    Track t = gtLoop();
    t.tileList = {{u"102b"_s, 1}, {u"103b"_s, 2}, {u"105b"_s, 2}, {u"106b"_s, 2}, {u"112b"_s, 1}};
    const TrackReport r = check(t);
    QCOMPARE(codes(r), (QStringList{u"not-placed-from-list"_s, u"not-in-list"_s}));
    QVERIFY(r.problems[0].message.contains(u"103b"_s));
    QVERIFY(r.problems[1].message.contains(u"112b"_s));
    // The circuit on the table is fine to race: a list it does not follow is only a warning.
    QCOMPARE(r.problems[0].severity, Severity::Warning);
    QCOMPARE(r.problems[1].severity, Severity::Warning);
    QVERIFY(r.isValid());
}

void tst_TrackValidator::sceneryIsNeverAListDifference()
{
    // Issue 20: the bundled DIRT stages' scenery (the transcription's 90x tiles) was reported as
    // "placed beyond the track's list". Scenery is decoration: any piece, or none, will do.
    Track t = gtLoop();
    t.tileList = {{u"102b"_s, 1}, {u"103b"_s, 1}, {u"105b"_s, 2}, {u"106b"_s, 2}, {u"112b"_s, 2}, {u"902a"_s, 1}};
    t.tiles.append(PlacedTile{u"901a"_s, 0, HexCoord{0, -3}, 0});
    const TrackReport r = check(t);
    QVERIFY2(codes(r).isEmpty(), qPrintable(codes(r).join(u", "_s)));
    QVERIFY(r.isValid());
}

void tst_TrackValidator::tileListOnly()
{
    Track t;
    t.tileList = {{u"101"_s, 1}, {u"102b"_s, 1}, {u"105b"_s, 2}, {u"103b"_s, 4}};
    TrackReport r = check(t, u"gt-core"_s);
    QCOMPARE(codes(r), (QStringList{u"empty-track"_s, u"list-over-used"_s})); // four 103s, the box has three
    QVERIFY(r.problems[0].message.contains(u"8"_s));
    QCOMPARE(r.stats.boxesNeeded, (QMap<QString, int>{{u"gt-core"_s, 2}}));
    // a rulebook-style slip: both sides of the single 102
    t.tileList = {{u"102a"_s, 1}, {u"102b"_s, 1}};
    r = check(t, u"gt-core"_s);
    const int i = int(codes(r).indexOf(u"list-over-used"_s));
    QVERIFY(i >= 0);
    QVERIFY(r.problems[i].message.contains(u"both sides"_s));
}

void tst_TrackValidator::boxesNeeded()
{
    const auto need = [](QMap<int, int> m) { return TrackStats::boxesNeeded(m, cat()); };
    QCOMPARE(need({{103, 3}}), (QMap<QString, int>{{u"gt-core"_s, 1}}));
    QCOMPARE(need({{103, 4}}), (QMap<QString, int>{{u"gt-core"_s, 2}}));
    QCOMPARE(need({{131, 1}, {124, 1}}), (QMap<QString, int>{{u"gt-world-tour"_s, 1}})); // 124 is in World Tour too
    QCOMPARE(need({{301, 1}}), (QMap<QString, int>{{u"dirt-monte-carlo"_s, 1}}));    // not the discontinued 110%
    QCOMPARE(need({{902, 1}}), (QMap<QString, int>{{u"dirt-copilot-pack"_s, 1}}));   // only there
    QCOMPARE(need({{416, 1}, {903, 1}}), (QMap<QString, int>{{u"dirt-copilot-pack"_s, 1}}));
}

void tst_TrackValidator::guidance()
{
    using C = LengthGuidance::Category;
    QCOMPARE(TrackStats::guidance(Game::GT, 1, 15, false).category, C::Short);
    QCOMPARE(TrackStats::guidance(Game::GT, 1, 19, false).category, C::Medium);
    QCOMPARE(TrackStats::guidance(Game::GT, 1, 25, false).category, C::Long);
    QCOMPARE(TrackStats::guidance(Game::GT, 2, 12, false).category, C::Medium);
    QCOMPARE(TrackStats::guidance(Game::GT, 2, 16, false).guidelineTiles, 16);
    QCOMPARE(TrackStats::guidance(Game::Dirt, 1, 14, true).category, C::Medium);
    QCOMPARE(TrackStats::guidance(Game::Dirt, 1, 30, true).category, C::Long);
    QCOMPARE(TrackStats::guidance(Game::Dirt, 3, 12, false).category, C::None); // RX: no guideline
    QVERIFY(TrackStats::guidance(Game::GT, 1, 15, false).reference.contains(u"GT rulebook"_s));
}

void tst_TrackValidator::figureEightThroughACrossing()
{
    // The crossing 153b at the origin (A-D and C-F straights); the course leaves it east,
    // loops back into its C edge, leaves through F and loops back into D.
    Track t;
    t.tiles.append(PlacedTile{u"153b"_s, 0, {0, 0}, 0});
    int heading = 0;
    HexCoord pos{1, 0};
    for (const auto &[id, turn] : {std::pair{"102b", 0}, {"107b", 2}, {"105b", 1}, {"103b", 0}, {"111b", 2}}) {
        QVERIFY(Placement::append(t, *cat().side(QString::fromLatin1(id)), pos, heading, turn));
        pos = pos.neighbor(heading);
    }
    QCOMPARE(pos, (HexCoord{0, 0}));
    heading = 5;
    pos = {1, -1};
    for (const auto &[id, turn] : {std::pair{"108b", -2}, {"106b", -1}, {"109b", -2}}) {
        QVERIFY(Placement::append(t, *cat().side(QString::fromLatin1(id)), pos, heading, turn));
        pos = pos.neighbor(heading);
    }
    const TrackReport r = check(t);
    QVERIFY2(r.isValid(), qPrintable(codes(r).join(u", "_s)));
    QCOMPARE(r.course.kind, Course::Kind::Circuit);
    QCOMPARE(r.course.startTile, 1);
    QCOMPARE(r.course.steps.size(), 10); // the crossing is driven through twice
    QCOMPARE(r.stats.courseLength, 9);
    int crossings = 0;
    for (const CourseStep &s : r.course.steps)
        crossings += s.tile == 0;
    QCOMPARE(crossings, 2);
}

void tst_TrackValidator::emptyTrack()
{
    const TrackReport r = check(Track{});
    QCOMPARE(codes(r), QStringList{u"empty-track"_s});
    QVERIFY(!r.isValid());
}

void tst_TrackValidator::problemsCarryLocations()
{
    Track t = gtLoop();
    t.tiles.removeAt(4);
    const TrackReport r = check(t);
    for (const TrackProblem &p : r.problems) {
        QVERIFY(!p.message.isEmpty());
        QVERIFY(!p.code().isEmpty());
        QVERIFY(p.toLine().contains(p.message));
        if (p.tile >= 0)
            QCOMPARE(p.pos, t.tiles[p.tile].pos);
    }
    QVERIFY(!r.problemsFor(3).isEmpty());
}

void tst_TrackValidator::messagesTellProblemsApart()
{
    // Issue 16: two lines "The road of tile 105a ends here…" with nothing to tell them apart.
    Track t;
    t.tiles = {PlacedTile{u"105a"_s, 0, {0, 0}, 0}, PlacedTile{u"105a"_s, 0, {3, 0}, 0}};
    const TrackReport r = check(t);
    QStringList openEnds;
    for (const TrackProblem &p : r.problems)
        if (p.kind == ProblemKind::OpenEnd) {
            openEnds << p.message;
            const PlacedTile &tile = t.tiles[p.tile];
            QVERIFY2(p.message.contains(u"105a at (%1, %2)"_s.arg(tile.pos.q).arg(tile.pos.r)), qPrintable(p.message));
            QVERIFY2(p.message.contains(u"edge %1 ("_s.arg(HexDir::letter(p.edge))), qPrintable(p.message));
        }
    QCOMPARE(openEnds.size(), 4);
    QCOMPARE(QSet<QString>(openEnds.cbegin(), openEnds.cend()).size(), 4); // every line its own
    QVERIFY(openEnds.contains(u"The road of tile 105a at (0, 0) ends at edge D (west) with no tile beyond."_s)
            || openEnds.contains(u"The road of tile 105a at (0, 0) ends at edge A (east) with no tile beyond."_s));
}

void tst_TrackValidator::numbersAgreeWithTheirNouns_data()
{
    QTest::addColumn<QString>("lang");
    QTest::addColumn<int>("copies");
    QTest::addColumn<QString>("expected");
    QTest::newRow("en 3") << u"en"_s << 3 << u"Tile 105 is used 3 times, but the chosen boxes hold 2 copies."_s;
    QTest::newRow("ru 3") << u"ru"_s << 3 << u"Фрагмент 105 использован 3 раза, а в выбранных коробках 2 экземпляра."_s;
    QTest::newRow("ru 5") << u"ru"_s << 5 << u"Фрагмент 105 использован 5 раз, а в выбранных коробках 2 экземпляра."_s;
}

void tst_TrackValidator::numbersAgreeWithTheirNouns()
{
    // Issue 16: «Фрагмент 201 использован 2 раз» — both numbers take their own plural form.
    QFETCH(QString, lang);
    QFETCH(int, copies);
    QFETCH(QString, expected);
    Translations::install(lang);
    Track t;
    for (int i = 0; i < copies; ++i)
        t.tiles.append(PlacedTile{u"105a"_s, 0, {2 * i, 0}, 0});
    const TrackReport r = check(t, u"gt-core"_s);
    Translations::install(u"en"_s);
    QString message;
    for (const TrackProblem &p : r.problems)
        if (p.kind == ProblemKind::OverUsed)
            message = p.message;
    QCOMPARE(message, expected);
}

QTEST_GUILESS_MAIN(tst_TrackValidator)
#include "tst_trackvalidator.moc"
