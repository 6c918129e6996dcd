// SPDX-License-Identifier: GPL-3.0-or-later
// Progress, cancellation and the LayoutSolver job object. No clocks: a cancel is "prompt" when
// the search stops within a bounded number of search states after the flag flips.
#include "solverhelpers.h"

#include "solver/coursesearch.h"
#include "solver/shapesink.h"

#include <QSignalSpy>
#include <QTest>

#include <atomic>
#include <memory>

using namespace Pacenotes;
using namespace Pacenotes::Test;
using namespace Qt::StringLiterals;

namespace {

/// A list that takes a while: DIRT rally 3, SS2, every shape counted (over two million).
LayoutRequest bigRequest()
{
    LayoutRequest r = request(u"201a,202b,203b,206a,209a,212b,213b,214a,216b,219a,220a,221b,222a,224a,224b"_s, Game::Dirt);
    r.keepBest = 20;
    r.exactCount = true;
    return r;
}

} // namespace

class tst_SolverControl : public QObject
{
    Q_OBJECT
private slots:
    void cancelStopsWithinAFewStates_data();
    void cancelStopsWithinAFewStates();
    void cancelledBeforeStart();
    void cancelKeepsTheBestSoFar();
    void progressGrows();
    void jobFinishes();
    void jobCancelFromProgress();
    void jobRestartAndDelete();
};

void tst_SolverControl::cancelStopsWithinAFewStates_data()
{
    QTest::addColumn<int>("threads");
    QTest::newRow("one thread") << 1;
    QTest::newRow("two threads") << 2;
    QTest::newRow("four threads") << 4;
}

void tst_SolverControl::cancelStopsWithinAFewStates()
{
    QFETCH(int, threads);
    LayoutRequest r = bigRequest();
    r.threads = threads;
    std::atomic<bool> cancel{false};
    qint64 nodesAtCancel = -1;
    int reports = 0;
    SolveControl control;
    control.cancel = &cancel;
    control.progressEveryNodes = 8 * CourseSearch::kCheckEvery;
    control.progress = [&](const SolveProgress &p) {
        if (++reports == 3) { // well into the search
            nodesAtCancel = p.nodes;
            cancel = true;
        }
    };
    const LayoutResult res = LayoutSolver::solve(r, TileCatalog::builtin(), control);
    QCOMPARE(res.status, LayoutResult::Status::Cancelled);
    QVERIFY(nodesAtCancel > 0);
    QVERIFY(!res.countExact);
    // Reported nodes lag each worker's count by less than one check interval; after the flag
    // flips, each worker does at most one more interval before it sees it.
    QVERIFY2(res.nodes - nodesAtCancel <= 2 * qint64(threads) * CourseSearch::kCheckEvery,
             qPrintable(u"%1 nodes after the cancel"_s.arg(res.nodes - nodesAtCancel)));
    // What was found so far is kept, best first.
    for (int i = 1; i < res.shapes.size(); ++i)
        QVERIFY(res.shapes[i - 1].metrics.areaUnits <= res.shapes[i].metrics.areaUnits);
}

void tst_SolverControl::cancelledBeforeStart()
{
    std::atomic<bool> cancel{true};
    SolveControl control;
    control.cancel = &cancel;
    const LayoutResult res = LayoutSolver::solve(bigRequest(), TileCatalog::builtin(), control);
    QCOMPARE(res.status, LayoutResult::Status::Cancelled);
    QVERIFY(res.nodes <= 4 * CourseSearch::kCheckEvery);
}

void tst_SolverControl::cancelKeepsTheBestSoFar()
{
    // Every shape asked for, cancelled half way: the best found so far come back, ranked.
    LayoutRequest r = request(u"101,102a,103a,104b,105a,106a,106b,107b,108b,109b,111a,112a,113b,117b,118a,119a,120b"_s);
    r.threads = 1;
    std::atomic<bool> cancel{false};
    SolveControl control;
    control.cancel = &cancel;
    control.progressEveryNodes = 16 * CourseSearch::kCheckEvery;
    control.progress = [&](const SolveProgress &p) {
        if (p.found > 2000)
            cancel = true;
    };
    const LayoutResult res = LayoutSolver::solve(r, TileCatalog::builtin(), control);
    QCOMPARE(res.status, LayoutResult::Status::Cancelled);
    QVERIFY(!res.countExact);
    QVERIFY(!res.shapes.isEmpty());
    QVERIFY(res.shapes.size() <= ShapeSink::kFallbackKeep);
    for (int i = 1; i < res.shapes.size(); ++i)
        QVERIFY(res.shapes[i - 1].metrics.areaUnits <= res.shapes[i].metrics.areaUnits);
    QVERIFY(validate(res.layout(0)).isValid());
}

void tst_SolverControl::progressGrows()
{
    LayoutRequest r = request(u"101,102a,103a,104b,105a,106a,106b,107b,108b,109b,111a,112a,113b,117b,118a,119a,120b"_s);
    QList<SolveProgress> seen;
    SolveControl control;
    control.progressEveryNodes = 4 * CourseSearch::kCheckEvery;
    control.progress = [&](const SolveProgress &p) { seen.append(p); }; // never two at once
    const LayoutResult res = LayoutSolver::solve(r, TileCatalog::builtin(), control);
    QCOMPARE(res.status, LayoutResult::Status::Solved);
    QVERIFY(seen.size() > 10);
    for (int i = 1; i < seen.size(); ++i) {
        QVERIFY(seen[i].nodes >= seen[i - 1].nodes);
        QVERIFY(seen[i].found >= seen[i - 1].found);
        QVERIFY(seen[i].fraction >= seen[i - 1].fraction);
    }
    QVERIFY(seen.last().fraction <= 1.0);
    QVERIFY(seen.last().found <= res.arrangementCount);
}

void tst_SolverControl::jobFinishes()
{
    LayoutSolver solver;
    QSignalSpy finished(&solver, &LayoutSolver::finished);
    solver.start(request(u"101,102b,103b,104b,2x105b,2x106b,109b,110b,2x111b,112b,114b,115b"_s));
    QVERIFY(solver.isRunning() || finished.count() == 1);
    QVERIFY(finished.count() == 1 || finished.wait(60000));
    QCOMPARE(finished.count(), 1);
    const LayoutResult res = finished.first().first().value<LayoutResult>();
    QCOMPARE(res.status, LayoutResult::Status::Solved);
    QCOMPARE(res.shapeCount, qint64(26296));
    QCOMPARE(solver.result().shapeCount, qint64(26296));
    QVERIFY(!solver.isRunning());
    QVERIFY(validate(solver.result().layout(0)).isValid());
}

void tst_SolverControl::jobCancelFromProgress()
{
    LayoutSolver solver;
    QSignalSpy finished(&solver, &LayoutSolver::finished);
    // The order of events: a progress report arrives, the GUI cancels, the job finishes cancelled.
    QList<QString> events;
    connect(&solver, &LayoutSolver::progressChanged, &solver, [&](const SolveProgress &) {
        events.append(u"progress"_s);
        solver.cancel();
    });
    connect(&solver, &LayoutSolver::finished, &solver, [&](const LayoutResult &r) {
        events.append(r.status == LayoutResult::Status::Cancelled ? u"cancelled"_s : u"finished"_s);
    });
    solver.start(bigRequest());
    QVERIFY(finished.wait(60000));
    QVERIFY(!events.isEmpty());
    QCOMPARE(events.first(), u"progress"_s);
    QCOMPARE(events.last(), u"cancelled"_s);
}

void tst_SolverControl::jobRestartAndDelete()
{
    auto solver = std::make_unique<LayoutSolver>();
    QSignalSpy finished(solver.get(), &LayoutSolver::finished);
    solver->start(bigRequest());
    // Starting again cancels the first run; only the second one reports.
    solver->start(request(u"102b,2x105b,2x106b,103b,2x112b"_s));
    QVERIFY(finished.wait(60000));
    QCoreApplication::processEvents(); // anything late from the first run would arrive now
    QCOMPARE(finished.count(), 1);
    QCOMPARE(solver->result().shapeCount, qint64(2));
    // Deleting a running job cancels it and waits for its worker.
    solver->start(bigRequest());
    solver.reset();
}

QTEST_GUILESS_MAIN(tst_SolverControl)
#include "tst_solvercontrol.moc"
