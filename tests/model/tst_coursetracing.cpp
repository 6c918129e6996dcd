// SPDX-License-Identifier: GPL-3.0-or-later
// Tracing the courses players really build (issue 13): stage ends against scenery and against
// a roadless side, the stage's direction as the tiles say, junction tiles used as corners, RX
// circuits (pre-grid, lap, joker), two-box and mixed GT/DIRT layouts. The layouts are hand-made
// files in tests/data/tracks/ (dirt-stage-*, dirt-rx-*).
#include "trackbuilder.h"

#include "catalog/collection.h"
#include "io/trackfiles.h"
#include "track/coursetracer.h"
#include "track/trackvalidator.h"

#include <QTest>

using namespace Pacenotes;
using namespace Pacenotes::Test;
using namespace Qt::StringLiterals;

namespace {

const TileCatalog &cat()
{
    return TileCatalog::builtin();
}

Track load(const QString &name)
{
    const TrackReadResult r = TrackFiles::read(QStringLiteral(PACENOTES_TESTDATA "/tracks/") + name, cat());
    if (!r.track)
        qWarning("%s: %s", qPrintable(name), qPrintable(r.error));
    return r.track.value_or(Track());
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

QStringList ids(const Track &t, const QList<CourseStep> &steps)
{
    QStringList out;
    for (const CourseStep &s : steps)
        out << t.tiles[s.tile].sideId;
    return out;
}

int indexOf(const Track &t, const QString &id)
{
    for (int i = 0; i < t.tiles.size(); ++i)
        if (t.tiles[i].sideId == id)
            return i;
    return -1;
}

} // namespace

class tst_CourseTracing : public QObject
{
    Q_OBJECT
private slots:
    void startFinishLines();
    void sceneryAgainstTheStageEnds_data();
    void sceneryAgainstTheStageEnds();
    void roadBeyondTheFinishIsNotTheCourse();
    void directionFromTheLines();
    void directionAssumedWhenTheTilesCannotTell();
    void assistanceAtTheStart();
    void junctionUsedAsACorner_data();
    void junctionUsedAsACorner();
    void junctionBranchIntoAnotherRoad();
    void rxCircuitWithGridAndJoker();
    void rxCircuitThroughThePreGrid();
    void rxCircuitWithoutJoker();
    void rxGridThatReachesNoJunction();
    void mixedAndTwoBoxLayout();
    void validityMeansNoErrors();
};

void tst_CourseTracing::startFinishLines()
{
    // tiles.json gives each start/finish tile its line and the source of it
    const QList<std::pair<const char *, TileLine>> lines{
        {"102a", TileLine::StartFinish}, {"131b", TileLine::StartFinish}, {"202a", TileLine::Start},
        {"202b", TileLine::Start},       {"203a", TileLine::Finish},      {"203b", TileLine::Finish},
        {"301a", TileLine::Start},       {"302b", TileLine::Finish},      {"401a", TileLine::PreGrid},
        {"401b", TileLine::PreGrid},     {"204a", TileLine::None},        {"201a", TileLine::None}};
    for (const auto &[id, line] : lines)
        QCOMPARE(cat().side(QString::fromLatin1(id))->line, line);
    const TileSide &start = *cat().side(u"202a"_s), &finish = *cat().side(u"203b"_s), &other = *cat().side(u"301b"_s);
    QCOMPARE(CourseTracer::stageStartFirst(start, finish), 1);
    QCOMPARE(CourseTracer::stageStartFirst(finish, start), -1);
    QCOMPARE(CourseTracer::stageStartFirst(start, other), 0); // two start lines: the tiles cannot tell
}

void tst_CourseTracing::sceneryAgainstTheStageEnds_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("beyondStart");  // what lies behind the start line ("" nothing)
    QTest::addColumn<QString>("beyondFinish"); // what lies after the finish line
    QTest::addColumn<int>("courseTiles");
    QTest::newRow("filler before the start") << u"dirt-stage-scenery-before-start.json"_s << u"902a"_s << u"201a"_s << 12;
    QTest::newRow("filler after the finish") << u"dirt-stage-scenery-after-finish.json"_s << QString() << u"903b"_s << 12;
    // The finish's outer end meets the start tile's side, which has no road there.
    QTest::newRow("finish against a roadless side") << u"dirt-stage-finish-against-road.json"_s << QString() << u"202a"_s << 7;
}

void tst_CourseTracing::sceneryAgainstTheStageEnds()
{
    QFETCH(QString, file);
    QFETCH(QString, beyondStart);
    QFETCH(QString, beyondFinish);
    QFETCH(int, courseTiles);
    const Track t = load(file);
    const TrackReport r = check(t);
    QVERIFY2(r.problems.isEmpty(), qPrintable(codes(r).join(u", "_s)));
    const Course &c = r.course;
    QCOMPARE(c.kind, Course::Kind::Stage);
    QCOMPARE(t.tiles[c.startTile].sideId, u"202a"_s);
    QCOMPARE(t.tiles[c.finishTile].sideId, u"203a"_s);
    QCOMPARE(c.steps.first().tile, c.startTile);
    QCOMPARE(c.steps.last().tile, c.finishTile);
    QCOMPARE(c.startEdge, c.steps.first().entry);
    QCOMPARE(c.finishEdge, c.steps.last().exit);
    QVERIFY(!c.directionAssumed);
    QCOMPARE(r.stats.courseLength, courseTiles);
    const int behind = t.tileAt(t.tiles[c.startTile].pos.neighbor(c.startEdge));
    const int after = t.tileAt(t.tiles[c.finishTile].pos.neighbor(c.finishEdge));
    QCOMPARE(behind < 0 ? QString() : t.tiles[behind].sideId, beyondStart);
    QCOMPARE(after < 0 ? QString() : t.tiles[after].sideId, beyondFinish);
    // The scenery is not the course, and never hides it.
    for (int i = 0; i < t.tiles.size(); ++i)
        if (cat().sideById(t.tiles[i].sideId)->role == TileRole::Filler)
            QVERIFY(!c.tiles.contains(i));
}

void tst_CourseTracing::roadBeyondTheFinishIsNotTheCourse()
{
    // A road tile after the finish line joins the finish's outer end: the stage still ends at
    // the finish, and the extra tile is off the course (an error), not a longer stage.
    Track t = *buildCourse(Game::Dirt, {{"202a", 0}, {"204a", 0}, {"203a", 0}, {"205a", 0}});
    const TrackReport r = check(t);
    QCOMPARE(r.course.kind, Course::Kind::Stage);
    QCOMPARE(r.course.finishTile, 2);
    QCOMPARE(r.course.steps.size(), 3);
    QVERIFY(codes(r).contains(u"off-course"_s));
    QVERIFY(!r.isValid());
}

void tst_CourseTracing::directionFromTheLines()
{
    // Built from the finish end: the tiles say 202 starts, whichever comes first in the file,
    // and the track's reverse flag does not turn a stage against its printed lines.
    Track t = *buildCourse(Game::Dirt, {{"203a", 0}, {"204a", 0}, {"208a", 1}, {"217a", -1}, {"202a", 0}});
    for (bool reverse : {false, true}) {
        t.reverseCourse = reverse;
        const TrackReport r = check(t);
        QVERIFY2(r.problems.isEmpty(), qPrintable(codes(r).join(u", "_s)));
        QCOMPARE(t.tiles[r.course.startTile].sideId, u"202a"_s);
        QCOMPARE(t.tiles[r.course.finishTile].sideId, u"203a"_s);
        QCOMPARE(ids(t, r.course.steps), (QStringList{u"202a"_s, u"217a"_s, u"208a"_s, u"204a"_s, u"203a"_s}));
        QVERIFY(!r.course.directionAssumed);
    }
}

void tst_CourseTracing::directionAssumedWhenTheTilesCannotTell()
{
    // 301a and 202a both carry a start line: nothing tells which end starts. The lower number
    // does, and a warning says so; the track's reverse flag picks the other end, silently.
    Track t = *buildCourse(Game::Dirt, {{"301a", 0}, {"204a", 0}, {"208a", 1}, {"202a", 0}});
    TrackReport r = check(t);
    QVERIFY(r.isValid());
    QCOMPARE(codes(r), QStringList{u"direction-assumed"_s});
    QCOMPARE(r.problems.first().severity, Severity::Warning);
    QVERIFY(r.problems.first().message.contains(u"202a"_s));
    QCOMPARE(t.tiles[r.course.startTile].sideId, u"202a"_s);
    QVERIFY(r.course.directionAssumed);

    t.reverseCourse = true;
    r = check(t);
    QVERIFY(r.problems.isEmpty());
    QCOMPARE(t.tiles[r.course.startTile].sideId, u"301a"_s);

    // The Assistance tile after one end makes that end the finish.
    t.reverseCourse = false;
    const HexCoord at = nextPosition(t);
    // 201's one road edge is its local D: turn it to face 202a
    t.tiles.append(PlacedTile{u"201a"_s, 0, at, HexDir::normalize(at.directionTo(t.tiles[3].pos) - 3)});
    r = check(t);
    QVERIFY2(r.problems.isEmpty(), qPrintable(codes(r).join(u", "_s)));
    QCOMPARE(t.tiles[r.course.finishTile].sideId, u"202a"_s);
    QVERIFY(!r.course.directionAssumed);
}

void tst_CourseTracing::assistanceAtTheStart()
{
    // The Assistance tile behind the start line: the lines still decide, and it is misplaced.
    Track t = *buildCourse(Game::Dirt, {{"202a", 0}, {"204a", 0}, {"203a", 0}}, {1, 0});
    t.tiles.append(PlacedTile{u"201a"_s, 0, {0, 0}, 3}); // its road edge D faces east, onto 202a
    const TrackReport r = check(t);
    QCOMPARE(t.tiles[r.course.startTile].sideId, u"202a"_s);
    QVERIFY(codes(r).contains(u"assistance-misplaced"_s));
}

void tst_CourseTracing::junctionUsedAsACorner_data()
{
    QTest::addColumn<QString>("file");
    QTest::newRow("branch into nothing") << u"dirt-stage-junction-corner.json"_s;
    QTest::newRow("branch against scenery") << u"dirt-stage-junction-corner-scenery.json"_s;
}

void tst_CourseTracing::junctionUsedAsACorner()
{
    QFETCH(QString, file);
    const Track t = load(file);
    const TrackReport r = check(t);
    QVERIFY(r.isValid());
    QCOMPARE(r.course.kind, Course::Kind::Stage);
    QCOMPARE(codes(r), QStringList{u"unused-branch"_s});
    const TrackProblem &p = r.problems.first();
    QCOMPARE(p.severity, Severity::Warning);
    QCOMPARE(p.sideId, u"402a"_s);
    QCOMPARE(p.edge, 0); // edge A: east, where the branch points
    QVERIFY(p.message.contains(u"402a"_s));
    QVERIFY(p.message.contains(u" A "_s));
    QCOMPARE(ids(t, r.course.steps), (QStringList{u"202b"_s, u"402a"_s, u"203b"_s}));
}

void tst_CourseTracing::junctionBranchIntoAnotherRoad()
{
    // The branch joins another road: that road belongs to the course, so this is no unused
    // branch but a road leading nowhere, with its error.
    Track t = load(u"dirt-stage-junction-corner.json"_s);
    t.tiles.append(PlacedTile{u"204a"_s, 0, {2, 0}, 0}); // east of 402a, road A-D in line with its branch
    const TrackReport r = check(t);
    QVERIFY(!codes(r).contains(u"unused-branch"_s));
    QVERIFY(codes(r).contains(u"open-end"_s));
    QVERIFY(!r.isValid());
}

void tst_CourseTracing::rxCircuitWithGridAndJoker()
{
    const Track t = load(u"dirt-rx-grid-joker.json"_s);
    const TrackReport r = check(t);
    QVERIFY2(r.problems.isEmpty(), qPrintable(codes(r).join(u", "_s)));
    const Course &c = r.course;
    QCOMPARE(c.kind, Course::Kind::RxCircuit);
    QVERIFY(c.isComplete() && c.isCircuit());
    QCOMPARE(t.tiles[c.startTile].sideId, u"401b"_s);
    // The pre-grid's 3-lane end is its back: behind it is not the course.
    QCOMPARE(cat().sideById(u"401b"_s)->edges[size_t(t.tiles[c.startTile].localEdge(c.startEdge))].lanes, 3);
    QCOMPARE(c.gridSteps, 3);
    QCOMPARE(ids(t, c.steps.mid(0, c.gridSteps)), (QStringList{u"401b"_s, u"207a"_s, u"405b"_s}));
    // The lap runs on the way the grid merges (405b: a 60-degree turn, not 120), straight on at
    // each junction.
    QCOMPARE(ids(t, c.lap()), (QStringList{u"405b"_s, u"206a"_s, u"218a"_s, u"221a"_s, u"222a"_s, u"402a"_s, u"204a"_s,
                                          u"404a"_s, u"208a"_s, u"209a"_s, u"217a"_s, u"205a"_s}));
    QCOMPARE(c.steps[c.gridSteps - 1].exit, c.steps[c.gridSteps].exit); // merge and lap leave 405b alike
    QCOMPARE(ids(t, c.joker), (QStringList{u"402a"_s, u"225a"_s, u"223a"_s, u"404a"_s}));
    QCOMPARE(c.joker.first(), (CourseStep{indexOf(t, u"402a"_s), c.steps[c.jokerLeaves].entry, c.joker.first().exit}));
    QCOMPARE(t.tiles[c.steps[c.jokerLeaves].tile].sideId, u"402a"_s);
    QCOMPARE(t.tiles[c.steps[c.jokerRejoins].tile].sideId, u"404a"_s);
    QCOMPARE(c.joker.last().exit, c.steps[c.jokerRejoins].exit);
    QVERIFY(!c.directionAssumed);
    QCOMPARE(r.stats.courseLength, 16);
    QCOMPARE(r.stats.fillerTiles, 3);
    // Every branch of every junction is driven: no warning.
    for (int i = 0; i < t.tiles.size(); ++i)
        if (cat().sideById(t.tiles[i].sideId)->structure == TileStructure::Junction)
            for (int d = 0; d < 6; ++d)
                if (cat().sideById(t.tiles[i].sideId)->edges[size_t(t.tiles[i].localEdge(d))].isOpen())
                    QVERIFY(c.edgesUsed.contains({i, d}));
}

void tst_CourseTracing::rxCircuitThroughThePreGrid()
{
    // The pre-grid tile inside the lap (no spur): a circuit through it, with its joker.
    const Track t = load(u"dirt-rx-joker-valley.json"_s);
    const TrackReport r = check(t);
    QVERIFY2(r.problems.isEmpty(), qPrintable(codes(r).join(u", "_s)));
    QCOMPARE(r.course.kind, Course::Kind::RxCircuit);
    QCOMPARE(r.course.gridSteps, 0);
    QCOMPARE(r.course.startEdge, -1);
    QCOMPARE(r.course.steps.size(), 16);
    QCOMPARE(ids(t, r.course.joker), (QStringList{u"402b"_s, u"221b"_s, u"232a"_s, u"220b"_s, u"405b"_s}));
    QCOMPARE(r.stats.courseLength, 19);
}

void tst_CourseTracing::rxCircuitWithoutJoker()
{
    Track t = load(u"dirt-rx-grid-joker.json"_s);
    t.tiles.removeAt(indexOf(t, u"225a"_s));
    t.tiles.removeAt(indexOf(t, u"223a"_s));
    const TrackReport r = check(t);
    QVERIFY(r.isValid());
    QCOMPARE(r.course.kind, Course::Kind::RxCircuit);
    QVERIFY(r.course.joker.isEmpty());
    // The two junctions are corners now, and the circuit has no joker: warnings.
    QCOMPARE(codes(r), (QStringList{u"unused-branch"_s, u"unused-branch"_s, u"no-joker"_s}));
}

void tst_CourseTracing::rxGridThatReachesNoJunction()
{
    Track t = load(u"dirt-rx-grid-joker.json"_s);
    t.tiles.removeAt(indexOf(t, u"405b"_s)); // where the grid joined the lap
    const TrackReport r = check(t);
    QCOMPARE(r.course.kind, Course::Kind::Incomplete);
    QVERIFY(codes(r).contains(u"course-not-closed"_s));
    QVERIFY(!r.isValid());
    bool mentioned = false;
    for (const TrackProblem &p : r.problems)
        mentioned |= p.kind == ProblemKind::CourseNotClosed && p.message.contains(u"401b"_s);
    QVERIFY(mentioned);
}

void tst_CourseTracing::mixedAndTwoBoxLayout()
{
    // Made with the official editor (.rgt): GT and DIRT RX tiles, both sides of 403, 209 and 120.
    const Track t = load(u"dirt-rx-mixed-boxes.rgt"_s);
    QCOMPARE(t.game, Game::Dirt);
    TrackReport r = check(t);
    QVERIFY2(r.isValid(), qPrintable(codes(r).join(u", "_s)));
    QCOMPARE(r.course.kind, Course::Kind::RxCircuit);
    QCOMPARE(ids(t, r.course.joker), (QStringList{u"405b"_s, u"218a"_s, u"217a"_s, u"403a"_s}));
    QStringList overUsed;
    for (const TrackProblem &p : r.problems) {
        QCOMPARE(p.severity, Severity::Warning); // the boxes owned are not stated: only warnings
        if (p.kind == ProblemKind::OverUsed)
            overUsed << p.message;
    }
    QCOMPARE(overUsed.size(), 3);
    QVERIFY(overUsed.join(u'\n').contains(u"Needs 2 copies of tile 403: 2 × DIRT RX"_s));
    QVERIFY(overUsed.join(u'\n').contains(u"Needs 2 copies of tile 209: 2 × Rallyman: DIRT core box"_s));
    QCOMPARE(codes(r).count(u"other-game"_s), 6);
    for (const TrackProblem &p : r.problems)
        if (p.kind == ProblemKind::OtherGame)
            QVERIFY(p.message.contains(u"combined"_s));

    // Against a collection the user stated, over-use is an error.
    r = check(t, u"gt-core,dirt-core,dirt-rx,gt-adrenaline-pack,dirt-copilot-pack"_s);
    QCOMPARE(r.errorCount(), 3);
    QVERIFY(!r.isValid());
    r = check(t, u"gt-core=2,dirt-core=2,dirt-rx=2,gt-adrenaline-pack,dirt-copilot-pack"_s);
    QVERIFY(r.isValid());
}

void tst_CourseTracing::validityMeansNoErrors()
{
    const Track t = load(u"dirt-stage-junction-corner.json"_s);
    const TrackReport r = check(t);
    QCOMPARE(r.problems.size(), 1);
    QCOMPARE(r.errorCount(), 0);
    QVERIFY(r.isValid()); // a warning is no reason to call a track invalid
    Track broken = t;
    broken.tiles.removeLast(); // the finish
    const TrackReport b = check(broken);
    QVERIFY(b.errorCount() > 0);
    QVERIFY(!b.isValid());
}

QTEST_GUILESS_MAIN(tst_CourseTracing)
#include "tst_coursetracing.moc"
