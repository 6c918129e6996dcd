// SPDX-License-Identifier: GPL-3.0-or-later
// The layout solver against an independent brute force, and its rulebook figures.
#include "solverhelpers.h"
#include "tst_solver/bruteforce.h"

#include "solver/footprint.h"
#include "solver/shapesink.h"

#include <QTest>

using namespace Pacenotes;
using namespace Pacenotes::Test;
using namespace Qt::StringLiterals;

Q_DECLARE_METATYPE(Pacenotes::Game)
Q_DECLARE_METATYPE(Pacenotes::RankBy)

namespace {

const TileCatalog &cat()
{
    return TileCatalog::builtin();
}

QSet<QList<HexCoord>> solverShapes(const LayoutResult &r, QStringList *problems)
{
    QSet<QList<HexCoord>> shapes;
    for (int i = 0; i < r.shapes.size(); ++i) {
        const Track t = r.layout(i);
        const TrackReport report = validate(t);
        if (!report.isValid() && problems->size() < 5)
            *problems << QStringLiteral("shape %1 (%2): %3").arg(i).arg(r.turnString(i), problemLines(report).join(u"; "_s));
        shapes.insert(courseCells(t));
    }
    return shapes;
}

} // namespace

class tst_Solver : public QObject
{
    Q_OBJECT
private slots:
    void sameShapesAsBruteForce_data();
    void sameShapesAsBruteForce();
    void rulebookCounts_data();
    void rulebookCounts();
    void rankingIsOrdered();
    void metricsMatchTheTrack();
    void topKMatchesFullRanking_data();
    void topKMatchesFullRanking();
    void sameResultOnAnyThreadCount();
    void firstOnly();
    void assignments();
    void pitBesideStart();
    void assistanceAfterFinish();
    void tooManyToKeep();
};

void tst_Solver::sameShapesAsBruteForce_data()
{
    QTest::addColumn<QString>("tiles");
    QTest::addColumn<Game>("game");
    QTest::addColumn<int>("minShapes"); // the brute force must find at least these (a guard for the table)

    QTest::newRow("gt 2-lane loop") << u"102b,2x105b,2x106b,103b,2x112b"_s << Game::GT << 2;
    QTest::newRow("gt pit and chicane") << u"101,102b,110b,103b,2x111b,109b,105b,106b"_s << Game::GT << 12;
    QTest::newRow("gt 3-lane bends") << u"102a,103a,105a,106a,111a,112a,115a,117a,118a"_s << Game::GT << 16;
    QTest::newRow("gt lane changes") << u"102a,119a,120a,2x105a,2x106b,107b,108b,111a,114a"_s << Game::GT << 24;
    QTest::newRow("gt lane changes 2") << u"102a,119a,120a,111a,107b,2x105a,106b,113b"_s << Game::GT << 8;
    QTest::newRow("gt lane-change bends") << u"102a,119b,120b,111a,107b,108b,105a,106b"_s << Game::GT << 4;
    QTest::newRow("gt skewed roads") << u"102b,125b,124b,105b,106b,111b,114b,109b"_s << Game::GT << 4;
    QTest::newRow("gt no way back") << u"102b,122b,127b,2x121b,111b,114b"_s << Game::GT << 0;
    QTest::newRow("gt odd turn sum") << u"102b,105b,111b,114b,109b"_s << Game::GT << 0;
    QTest::newRow("gt always overlaps") << u"102b,111b,114b,109b,107b,105b,106b"_s << Game::GT << 0;
    QTest::newRow("dirt stage with assistance") << u"201a,202a,203a,205a,208a,210b,217a"_s << Game::Dirt << 1;
    QTest::newRow("dirt stage") << u"202a,203a,208a,217a,210a,204a,214a"_s << Game::Dirt << 1;
    QTest::newRow("dirt rx circuit, lane-changing start") << u"401b,411a,204a,208a,209a,210a,211a,212a,213a"_s << Game::Dirt << 8;
    QTest::newRow("gt figure eight through a crossing") << u"153b,102b,107b,105b,103b,111b,108b,106b,109b"_s << Game::GT << 40;
    QTest::newRow("gt two-road skewed tile") << u"133b,102b,2x124b,2x125b,2x121b,111b,114b"_s << Game::GT << 4;
    QTest::newRow("dirt stage over a crossing") << u"201a,416a,202a,203a,204a,208a,210a,211a"_s << Game::Dirt << 32;
}

void tst_Solver::sameShapesAsBruteForce()
{
    QFETCH(QString, tiles);
    QFETCH(Game, game);
    QFETCH(int, minShapes);
    const BruteForce brute = BruteForce::run(tileList(tiles), game);
    QVERIFY2(brute.shapes.size() >= minShapes, qPrintable(QString::number(brute.shapes.size())));

    const LayoutResult r = LayoutSolver::solve(request(tiles, game), cat());
    QStringList problems;
    const QSet<QList<HexCoord>> shapes = solverShapes(r, &problems);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
    QCOMPARE(r.shapeCount, qint64(brute.shapes.size()));
    QCOMPARE(qsizetype(r.shapes.size()), brute.shapes.size());
    QCOMPARE(shapes, brute.shapes);
    QCOMPARE(r.status, brute.shapes.isEmpty() ? LayoutResult::Status::NoSolution : LayoutResult::Status::Solved);
    if (brute.shapes.isEmpty())
        QVERIFY(!r.issues.isEmpty());
}

void tst_Solver::rulebookCounts_data()
{
    QTest::addColumn<QString>("tiles");
    QTest::addColumn<qint64>("shapes");
    QTest::addColumn<qint64>("arrangements");

    // The figures of issue 6, measured by a simple search over geometry classes.
    QTest::newRow("GT Track 1") << u"101,102b,103b,104b,2x105b,2x106b,109b,110b,2x111b,112b,114b,115b"_s
                                << qint64(26296) << qint64(26296);
    // 34,424 counts class sequences: 1,678 of the 32,490 cell sequences take the 2-lane
    // stretch in two places and 128 in three, each one shape with several arrangements.
    QTest::newRow("GT mixed lanes") << u"101,102a,103a,104b,105a,106a,106b,107b,108b,109b,111a,112a,113b,117b,118a,119a,120b"_s
                                    << qint64(32490) << qint64(34424);
}

void tst_Solver::rulebookCounts()
{
    QFETCH(QString, tiles);
    QFETCH(qint64, shapes);
    QFETCH(qint64, arrangements);
    const LayoutResult r = LayoutSolver::solve(request(tiles), cat());
    QCOMPARE(r.status, LayoutResult::Status::Solved);
    QVERIFY(r.countExact);
    QCOMPARE(r.shapeCount, shapes);
    QCOMPARE(r.arrangementCount, arrangements);
    qint64 sum = 0;
    for (const LayoutShape &s : r.shapes)
        sum += s.arrangements;
    QCOMPARE(sum, arrangements);
    QVERIFY(validate(r.layout(0)).isValid());
    QVERIFY(validate(r.layout(int(r.shapes.size() - 1))).isValid());
}

void tst_Solver::rankingIsOrdered()
{
    for (RankBy rank : {RankBy::Compact, RankBy::LongestStraight, RankBy::Twisty}) {
        LayoutRequest req = request(u"102b,2x105b,2x106b,103b,104b,2x112b,111b,114b"_s);
        req.rankBy = rank;
        const LayoutResult r = LayoutSolver::solve(req, cat());
        QVERIFY(r.shapes.size() > 10);
        for (int i = 1; i < r.shapes.size(); ++i) {
            const ShapeMetrics &a = r.shapes[i - 1].metrics, &b = r.shapes[i].metrics;
            switch (rank) {
            case RankBy::Compact:
                QVERIFY(a.areaUnits <= b.areaUnits);
                if (a.areaUnits == b.areaUnits)
                    QVERIFY(a.longestStraight >= b.longestStraight);
                break;
            case RankBy::LongestStraight:
                QVERIFY(a.longestStraight >= b.longestStraight);
                if (a.longestStraight == b.longestStraight)
                    QVERIFY(a.areaUnits <= b.areaUnits);
                break;
            case RankBy::Twisty:
                QVERIFY(a.maxCornersInRow >= b.maxCornersInRow);
                break;
            }
        }
    }
}

void tst_Solver::metricsMatchTheTrack()
{
    const LayoutResult r = LayoutSolver::solve(request(u"101,102b,2x105b,2x106b,103b,104b,2x112b,111b,114b"_s), cat());
    QVERIFY(r.isSolved());
    for (int i : {0, 1, int(r.shapes.size() / 2), int(r.shapes.size() - 1)}) {
        const Track t = r.layout(i);
        Footprint box;
        for (const PlacedTile &p : t.tiles)
            box.add(p.pos); // course and pit tile
        const LayoutShape &s = r.shapes[i];
        QCOMPARE(s.metrics.areaUnits, box.areaUnits());
        QCOMPARE(s.metrics.courseTiles, quint8(11));
        // Runs from the turns the track really makes.
        const TrackReport report = validate(t);
        QList<int> turns;
        for (const CourseStep &st : report.course.steps)
            turns << TileSide::turnSteps(st.entry, st.exit);
        int straight = 0, corners = 0;
        for (int start = 0; start < turns.size(); ++start) {
            int a = 0, b = 0;
            while (a < turns.size() && turns[(start + a) % turns.size()] == 0)
                ++a;
            while (b < turns.size() && turns[(start + b) % turns.size()] != 0)
                ++b;
            straight = std::max(straight, a);
            corners = std::max(corners, b);
        }
        QCOMPARE(int(s.metrics.longestStraight), straight);
        QCOMPARE(int(s.metrics.maxCornersInRow), corners);
        QCOMPARE(s.widthCm * s.depthCm, s.areaCm2);
        QVERIFY(s.compactness > 0 && s.compactness <= 1);
    }
}

void tst_Solver::topKMatchesFullRanking_data()
{
    QTest::addColumn<QString>("tiles");
    QTest::addColumn<Game>("game");
    QTest::addColumn<RankBy>("rank");
    QTest::newRow("gt compact") << u"102b,2x105b,2x106b,103b,104b,2x112b,111b,114b"_s << Game::GT << RankBy::Compact;
    QTest::newRow("gt straight") << u"102b,2x105b,2x106b,103b,104b,2x112b,111b,114b"_s << Game::GT << RankBy::LongestStraight;
    QTest::newRow("dirt compact") << u"201a,202a,203a,205a,208a,210b,213a,216a,217a,219a,227a"_s << Game::Dirt << RankBy::Compact;
    QTest::newRow("dirt twisty") << u"202b,203a,205a,208a,210a,213a,216a,217a,219a,227a"_s << Game::Dirt << RankBy::Twisty;
}

void tst_Solver::topKMatchesFullRanking()
{
    QFETCH(QString, tiles);
    QFETCH(Game, game);
    QFETCH(RankBy, rank);
    LayoutRequest all = request(tiles, game);
    all.rankBy = rank;
    const LayoutResult full = LayoutSolver::solve(all, cat());
    LayoutRequest top = all;
    top.keepBest = 20;
    top.exactCount = false;
    const LayoutResult best = LayoutSolver::solve(top, cat());
    QCOMPARE(best.shapes.size(), qsizetype(20));
    for (int i = 0; i < 20; ++i) {
        QCOMPARE(best.shapes[i].metrics, full.shapes[i].metrics);
        QCOMPARE(best.turnString(i), full.turnString(i));
    }
}

void tst_Solver::sameResultOnAnyThreadCount()
{
    LayoutRequest req = request(u"101,102b,103b,104b,2x105b,2x106b,109b,110b,2x111b,112b,114b,115b"_s);
    req.threads = 1;
    const LayoutResult one = LayoutSolver::solve(req, cat());
    req.threads = 3;
    const LayoutResult three = LayoutSolver::solve(req, cat());
    QCOMPARE(one.threads, 1);
    QCOMPARE(three.threads, 3);
    QCOMPARE(one.shapeCount, three.shapeCount);
    QCOMPARE(one.shapes.size(), three.shapes.size());
    for (int i = 0; i < one.shapes.size(); i += 97)
        QCOMPARE(one.turnString(i), three.turnString(i));
    QCOMPARE(one.layout(0), three.layout(0));
}

void tst_Solver::firstOnly()
{
    LayoutRequest req = request(u"101,102a,103a,104b,105a,106a,106b,107b,108b,109b,111a,112a,113b,117b,118a,119a,120b"_s);
    req.firstOnly = true;
    const LayoutResult r = LayoutSolver::solve(req, cat());
    QCOMPARE(r.status, LayoutResult::Status::Solved);
    QCOMPARE(r.shapes.size(), qsizetype(1));
    QVERIFY(!r.countExact);
    QVERIFY(r.firstFoundMs >= 0);
    QVERIFY(validate(r.layout(0)).isValid());
}

void tst_Solver::assignments()
{
    // Track 1: straights 103b 104b 110b (3! = 6 orders), bends 60° 105b×2 106b×2 112b 115b
    // (6!/(2!·2!) = 180), bends 120° 109b 111b×2 114b (4!/2! = 12).
    const LayoutResult r = LayoutSolver::solve(request(u"101,102b,103b,104b,2x105b,2x106b,109b,110b,2x111b,112b,114b,115b"_s), cat());
    QCOMPARE(r.assignmentCount(0), quint64(6 * 180 * 12));
    const QList<LayoutResult::ClassUse> uses = r.classUses(0);
    QCOMPARE(uses.size(), qsizetype(3));
    QList<QList<PlacedTile>> seen;
    for (quint64 a : {quint64(0), quint64(1), quint64(7), quint64(999), quint64(12959)}) {
        const Track t = r.layout(0, 0, a);
        QVERIFY2(validate(t).isValid(), qPrintable(problemLines(validate(t)).join(u"; "_s)));
        QCOMPARE(courseCells(t), courseCells(r.layout(0)));
        QVERIFY(!seen.contains(t.tiles)); // each assignment puts the tiles differently
        seen.append(t.tiles);
    }
}

void tst_Solver::pitBesideStart()
{
    const LayoutResult r = LayoutSolver::solve(request(u"101,102b,2x105b,2x106b,103b,2x112b"_s), cat());
    QVERIFY(r.isSolved());
    for (int i = 0; i < r.shapes.size(); ++i) {
        const Track t = r.layout(i);
        int pit = -1, start = -1;
        for (int k = 0; k < t.tiles.size(); ++k) {
            if (t.tiles[k].sideId == "101"_L1)
                pit = k;
            if (t.tiles[k].sideId == "102b"_L1)
                start = k;
        }
        QVERIFY(pit >= 0 && start >= 0);
        QCOMPARE(t.tiles[pit].pos.distanceTo(t.tiles[start].pos), 1);
        QVERIFY(validate(t).isValid());
    }
}

void tst_Solver::assistanceAfterFinish()
{
    const LayoutResult r = LayoutSolver::solve(request(u"201a,202a,203a,205a,208a,210b,217a"_s, Game::Dirt), cat());
    QVERIFY(r.isSolved());
    QCOMPARE(r.kind, LayoutProblem::Kind::Stage);
    for (int i = 0; i < r.shapes.size(); ++i) {
        const Track t = r.layout(i);
        const TrackReport report = validate(t);
        QVERIFY2(report.isValid(), qPrintable(problemLines(report).join(u"; "_s)));
        QCOMPARE(report.course.kind, Course::Kind::Stage);
        QCOMPARE(t.tiles[report.course.startTile].sideId, u"202a"_s);
        QCOMPARE(t.tiles[report.course.finishTile].sideId, u"203a"_s);
        const int assist = t.tileAt(t.tiles[report.course.finishTile].pos.neighbor(report.course.steps.last().exit));
        QVERIFY(assist >= 0);
        QCOMPARE(t.tiles[assist].sideId, u"201a"_s);
    }
}

void tst_Solver::tooManyToKeep()
{
    const LayoutRequest req = request(u"101,102b,103b,104b,2x105b,2x106b,109b,110b,2x111b,112b,114b,115b"_s);
    const LayoutResult all = LayoutSolver::solve(req, cat());
    const std::size_t saved = ShapeSink::maxRecords;
    ShapeSink::maxRecords = 2000; // per worker
    const LayoutResult few = LayoutSolver::solve(req, cat());
    ShapeSink::maxRecords = saved;
    QCOMPARE(few.status, LayoutResult::Status::Solved);
    QCOMPARE(issueCodes(few), QStringList{u"too-many-shapes"_s});
    QVERIFY(few.countExact);
    QCOMPARE(few.shapeCount, all.shapeCount);
    QCOMPARE(few.shapes.size(), qsizetype(ShapeSink::kFallbackKeep));
    QCOMPARE(few.symmetryClasses, qint64(-1));
    for (int i = 0; i < few.shapes.size(); i += 17)
        QCOMPARE(few.turnString(i), all.turnString(i)); // the best are the best
}

QTEST_GUILESS_MAIN(tst_Solver)
#include "tst_solver.moc"
