// SPDX-License-Identifier: GPL-3.0-or-later
// Kept tiles, subsets of a list, and the table size limit.
#include "solverhelpers.h"

#include "io/trackfiles.h"

#include "solver/footprint.h"

#include <QTest>

using namespace Pacenotes;
using namespace Pacenotes::Test;
using namespace Qt::StringLiterals;

namespace {

const QString kTrack1 = u"101,102b,103b,104b,2x105b,2x106b,109b,110b,2x111b,112b,114b,115b"_s;

const TileCatalog &cat()
{
    return TileCatalog::builtin();
}

/// Every layout of `r` is valid and keeps the tiles of `keep` exactly where they are.
void checkAll(const LayoutResult &r, const QList<PlacedTile> &keep)
{
    for (int i = 0; i < r.shapes.size(); ++i) {
        const Track t = r.layout(i);
        const TrackReport report = validate(t);
        QVERIFY2(report.isValid(), qPrintable(u"layout %1: %2"_s.arg(i).arg(problemLines(report).join(u"; "_s))));
        for (const PlacedTile &k : keep)
            QVERIFY2(t.tiles.contains(k), qPrintable(k.sideId + k.pos.toString()));
    }
}

} // namespace

class tst_SolverConstraints : public QObject
{
    Q_OBJECT
private slots:
    void keepStartAndNeighbours();
    void keepTilesAwayFromStart();
    void keepStageStart();
    void keptAssistanceIsLaidBesideTheFinish();
    void keptTileProblems();
    void keptTooFar();
    void onlyPitKept();
    void subsetOfTheWholeListIsTheWholeList();
    void subset();
    void table();
    void requestForTrack();
};

void tst_SolverConstraints::keepStartAndNeighbours()
{
    const LayoutResult full = LayoutSolver::solve(request(kTrack1), cat());
    QVERIFY(full.isSolved());
    const Track target = full.layout(123);
    // The start tile and the two course tiles after it, moved somewhere else on the table.
    const QList<HexCoord> cells = courseCells(target);
    QList<PlacedTile> keep;
    for (int k = 0; k < 3; ++k) {
        PlacedTile t = target.tiles[target.tileAt(cells[k])];
        t.pos = t.pos + HexCoord{5, -2};
        keep.append(t);
    }
    LayoutRequest r = request(kTrack1);
    r.keep = keep;
    const LayoutResult kept = LayoutSolver::solve(r, cat());
    QCOMPARE(kept.status, LayoutResult::Status::Solved);
    QVERIFY(kept.shapeCount < full.shapeCount);
    checkAll(kept, keep);
    // The layout the tiles came from is among the answers.
    QList<HexCoord> moved;
    for (const HexCoord &c : cells)
        moved.append(c + HexCoord{5, -2});
    bool found = false;
    for (int i = 0; i < kept.shapes.size() && !found; ++i)
        found = courseCells(kept.layout(i)) == moved;
    QVERIFY(found);
}

void tst_SolverConstraints::keepTilesAwayFromStart()
{
    const LayoutResult full = LayoutSolver::solve(request(kTrack1), cat());
    const Track target = full.layout(7);
    const QList<HexCoord> cells = courseCells(target);
    QList<PlacedTile> keep{target.tiles[target.tileAt(cells[5])], target.tiles[target.tileAt(cells[9])]};
    LayoutRequest r = request(kTrack1);
    r.keep = keep;
    const LayoutResult kept = LayoutSolver::solve(r, cat());
    QCOMPARE(kept.status, LayoutResult::Status::Solved);
    checkAll(kept, keep);
    bool found = false;
    for (int i = 0; i < kept.shapes.size() && !found; ++i)
        found = courseCells(kept.layout(i)) == cells;
    QVERIFY(found);
}

void tst_SolverConstraints::keepStageStart()
{
    const QString tiles = u"201a,202a,203a,205a,208a,210b,217a,213a"_s;
    const LayoutResult full = LayoutSolver::solve(request(tiles, Game::Dirt), cat());
    QVERIFY(full.isSolved());
    const Track target = full.layout(3);
    const QList<HexCoord> cells = courseCells(target);
    QList<PlacedTile> keep{target.tiles[target.tileAt(cells[0])], target.tiles[target.tileAt(cells[2])]};
    LayoutRequest r = request(tiles, Game::Dirt);
    r.keep = keep;
    const LayoutResult kept = LayoutSolver::solve(r, cat());
    QCOMPARE(kept.status, LayoutResult::Status::Solved);
    checkAll(kept, keep);
    bool found = false;
    for (int i = 0; i < kept.shapes.size() && !found; ++i)
        found = courseCells(kept.layout(i)) == cells;
    QVERIFY(found);

    // Without the start tile the solver says what to do.
    r.keep = {keep[1]};
    const LayoutResult noStart = LayoutSolver::solve(r, cat());
    QCOMPARE(noStart.status, LayoutResult::Status::Invalid);
    QCOMPARE(issueCodes(noStart), QStringList{u"kept-tile-problem"_s});
}

void tst_SolverConstraints::keptAssistanceIsLaidBesideTheFinish()
{
    // Issue 16 bug 4: "Keeping the Assistance tile in place is not supported" failed every
    // kept layout of a DIRT stage list with its Assistance tile on the table.
    const QString tiles = u"201a,202a,203a,205a,208a,210b,217a,213a"_s;
    const LayoutResult full = LayoutSolver::solve(request(tiles, Game::Dirt), cat());
    QVERIFY(full.isSolved());
    const Track target = full.layout(3);
    const QList<HexCoord> cells = courseCells(target);
    const int assistance = [&] {
        for (int i = 0; i < target.tiles.size(); ++i)
            if (target.tiles[i].sideId == u"201a"_s)
                return i;
        return -1;
    }();
    QVERIFY(assistance >= 0);
    const QList<PlacedTile> keep{target.tiles[target.tileAt(cells[0])], target.tiles[target.tileAt(cells[2])]};
    LayoutRequest r = request(tiles, Game::Dirt);
    r.keep = keep + QList<PlacedTile>{target.tiles[assistance]};
    const LayoutResult kept = LayoutSolver::solve(r, cat());
    QCOMPARE(kept.status, LayoutResult::Status::Solved);
    QCOMPARE(issueCodes(kept), QStringList{u"kept-tile-problem"_s});
    QCOMPARE(kept.issues.first().severity, SolverIssue::Severity::Warning);
    checkAll(kept, keep); // valid: the Assistance tile stands beside each layout's finish
    for (int i = 0; i < kept.shapes.size(); ++i)
        QCOMPARE(kept.layout(i).placedCounts(), target.placedCounts());
}

void tst_SolverConstraints::keptTileProblems()
{
    LayoutRequest r = request(u"102b,2x105b,2x106b,103b,2x112b"_s);
    r.keep = {PlacedTile{u"111b"_s, 0, {0, 0}, 0}}; // not in the list
    QCOMPARE(issueCodes(LayoutSolver::solve(r, cat())), QStringList{u"kept-tile-problem"_s});
    r.keep = {PlacedTile{u"105b"_s, 0, {0, 0}, 0}, PlacedTile{u"106b"_s, 0, {0, 0}, 1}}; // one hex
    QCOMPARE(issueCodes(LayoutSolver::solve(r, cat())), QStringList{u"kept-tile-problem"_s});
}

void tst_SolverConstraints::keptTooFar()
{
    LayoutRequest r = request(u"102b,2x105b,2x106b,103b,2x112b"_s);
    r.keep = {PlacedTile{u"102b"_s, 0, {0, 0}, 0}, PlacedTile{u"103b"_s, 0, {9, 0}, 0}};
    const LayoutResult res = LayoutSolver::solve(r, cat());
    QCOMPARE(res.status, LayoutResult::Status::NoSolution);
    QCOMPARE(issueCodes(res), QStringList{u"kept-tiles-apart"_s});
}

void tst_SolverConstraints::onlyPitKept()
{
    LayoutRequest r = request(u"101,102b,2x105b,2x106b,103b,2x112b"_s);
    r.keep = {PlacedTile{u"101"_s, 0, {7, 7}, 0}};
    const LayoutResult res = LayoutSolver::solve(r, cat());
    QCOMPARE(res.status, LayoutResult::Status::Solved);
    QCOMPARE(issueCodes(res), QStringList{u"kept-tile-problem"_s});
    QCOMPARE(res.issues.first().severity, SolverIssue::Severity::Warning);
    checkAll(res, {});
}

void tst_SolverConstraints::subsetOfTheWholeListIsTheWholeList()
{
    LayoutRequest r = request(u"101,102b,110b,103b,2x111b,109b,105b,106b"_s);
    const LayoutResult all = LayoutSolver::solve(r, cat());
    r.minCourseTiles = 8; // every course tile (the pit is not one)
    const LayoutResult subset = LayoutSolver::solve(r, cat());
    QCOMPARE(subset.shapeCount, all.shapeCount);
    for (int i = 0; i < all.shapes.size(); ++i)
        QCOMPARE(subset.shapes[i].metrics, all.shapes[i].metrics);
}

void tst_SolverConstraints::subset()
{
    LayoutRequest r = request(u"101,102b,103b,104b,2x105b,2x106b,109b,110b,2x111b,112b,114b,115b"_s);
    r.minCourseTiles = 8;
    r.keepBest = 0;
    const LayoutResult res = LayoutSolver::solve(r, cat());
    QCOMPARE(res.status, LayoutResult::Status::Solved);
    QVERIFY(res.shapeCount > 26296); // all of the full list's shapes, and shorter ones
    QSet<int> lengths;
    for (int i = 0; i < res.shapes.size(); i += 37) {
        const Track t = res.layout(i);
        const TrackReport report = validate(t);
        QVERIFY2(report.isValid(), qPrintable(problemLines(report).join(u"; "_s)));
        QVERIFY(report.stats.courseLength >= 8);
        lengths.insert(report.stats.courseLength);
        QCOMPARE(t.tileList, t.placedCounts());
    }
    QVERIFY(lengths.size() > 2);
    // Ranked by table area per course tile.
    for (int i = 1; i < res.shapes.size(); ++i) {
        const ShapeMetrics &a = res.shapes[i - 1].metrics, &b = res.shapes[i].metrics;
        QVERIFY(a.areaUnits * b.courseTiles <= b.areaUnits * a.courseTiles + b.courseTiles);
    }
}

void tst_SolverConstraints::table()
{
    const LayoutResult all = LayoutSolver::solve(request(kTrack1), cat());
    LayoutRequest r = request(kTrack1);
    r.maxTable = TableSize{115, 65};
    r.tileWidthCm = 20;
    const LayoutResult fit = LayoutSolver::solve(r, cat());
    QCOMPARE(fit.status, LayoutResult::Status::Solved);
    QVERIFY(fit.shapeCount > 0 && fit.shapeCount < all.shapeCount);
    qint64 expected = 0;
    for (const LayoutShape &s : all.shapes)
        expected += (s.widthCm <= 115 && s.depthCm <= 65) || (s.widthCm <= 65 && s.depthCm <= 115);
    // A shape's best-area rectangle may not be the one that fits: count at least those.
    QVERIFY(fit.shapeCount >= expected);
    for (int i = 0; i < fit.shapes.size(); ++i) {
        Footprint box;
        for (const PlacedTile &t : fit.layout(i).tiles)
            box.add(t.pos);
        QVERIFY(box.fits(*r.maxTable, r.tileWidthCm));
    }
}

void tst_SolverConstraints::requestForTrack()
{
    Track t;
    t.title = u"Started"_s;
    t.game = Game::Dirt;
    t.tiles = {PlacedTile{u"202a"_s, 0, {0, 0}, 0}, PlacedTile{u"208a"_s, 0, {1, 0}, 2}};
    t.tileList = tileList(u"202a,203a,208a,217a,210a,204a"_s);
    LayoutRequest r = LayoutRequest::forTrack(t);
    QCOMPARE(r.tiles, t.tileList);
    QCOMPARE(r.keep, t.tiles);
    QCOMPARE(r.game, Game::Dirt);
    QCOMPARE(r.base.title, u"Started"_s);
    QVERIFY(r.base.tiles.isEmpty());
    QVERIFY(LayoutRequest::forTrack(t, false).keep.isEmpty());
    QVERIFY(LayoutRequest::completesPlaced(t));
    // A tile on the table that the list does not have: nothing to complete, laid out afresh.
    Track other = t;
    other.tiles.append(PlacedTile{u"205a"_s, 0, {2, 0}, 0});
    QVERIFY(!LayoutRequest::completesPlaced(other));
    QVERIFY(LayoutRequest::forTrack(other).keep.isEmpty());
    // A finished layout (a bundled rulebook stage, scenery and all) is laid out afresh too.
    const TrackReadResult stage = TrackFiles::read(QStringLiteral(PACENOTES_SOURCE_DIR "/tracks/dirt-rally-1-ss1.json"),
                                                   TileCatalog::builtin());
    QVERIFY(stage.track && !stage.track->tiles.isEmpty());
    QVERIFY(!LayoutRequest::completesPlaced(*stage.track));
    QVERIFY(LayoutSolver::solve(LayoutRequest::forTrack(*stage.track), TileCatalog::builtin()).isSolved());
    QVERIFY(!LayoutRequest::placesWholeList(t));
    // The whole list on the table (a finished stage): nothing to complete, laid out afresh.
    const Track listOnly = t;
    t.tiles = LayoutSolver::solve(LayoutRequest::forTrack(listOnly, false), cat()).layout(0).tiles;
    QVERIFY(!t.tiles.isEmpty());
    QVERIFY(LayoutRequest::placesWholeList(t));
    QVERIFY(LayoutRequest::forTrack(t).keep.isEmpty());
    QVERIFY(LayoutSolver::solve(LayoutRequest::forTrack(t), cat()).isSolved());
    // Without a list, the placed tiles are the list, laid out afresh.
    t.tileList.clear();
    r = LayoutRequest::forTrack(t);
    QCOMPARE(r.tiles, t.placedCounts());
    QVERIFY(r.keep.isEmpty());
}

QTEST_GUILESS_MAIN(tst_SolverConstraints)
#include "tst_solverconstraints.moc"
