// SPDX-License-Identifier: GPL-3.0-or-later
// The co-driver's front as an item model (under QAbstractItemModelTester), and the job that runs
// the co-driver off the caller's thread: partial fronts, the checked answer, a new question
// cancelling the old one.
#include "codriverhelpers.h"

#include "codriver/codriverjob.h"
#include "itemmodels/codriverfrontmodel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace Pacenotes;
using namespace Pacenotes::TestRules;
using namespace Qt::StringLiterals;

class tst_CoDriverFrontModel : public QObject
{
    Q_OBJECT
private slots:
    void emptyModel();
    void rowsFollowTheResult();
    void dirtHasSecondsAndGtHasNot();
    void jobAnswersTheLatestQuestion();
    void jobCancelsAndIsDestroyedWhileRunning();
};

namespace {

CoDriverRequest corner(int gear)
{
    CoDriverRequest req;
    req.car = gtCar(gear);
    req.car.focus = 3;
    QList<QList<SpaceInfo>> rows(8, QList<SpaceInfo>(2));
    for (auto &r : rows)
        for (SpaceInfo &s : r)
            s.danger = Danger::Orange;
    rows[5][0].limit = 3;
    rows[5][1].limit = 4;
    req.road = RoadAhead::lanes(rows, 0);
    return req;
}

} // namespace

void tst_CoDriverFrontModel::emptyModel()
{
    CoDriverFrontModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(model.rowCount(), 0);
    QCOMPARE(model.columnCount(), int(CoDriverFrontModel::ColumnCount));
    QVERIFY(!model.plan(0));
    QCOMPARE(model.suggestedRow(Attitude::Balanced), -1);
    QVERIFY(!model.data(model.index(0, 0)).isValid());
    QVERIFY(!model.headerData(CoDriverFrontModel::RiskColumn, Qt::Horizontal).toString().isEmpty());
}

void tst_CoDriverFrontModel::rowsFollowTheResult()
{
    CoDriverFrontModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    const CoDriverResult r = CoDriver::run(corner(4), RulesData::builtin());
    QVERIFY(r.front.size() > 3);
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
    model.setResult(r, Game::GT);
    QCOMPARE(reset.size(), 1);
    QCOMPARE(model.rowCount(), int(r.front.size()));
    QCOMPARE(model.rowCount(model.index(0, 0)), 0);
    for (int row = 0; row < model.rowCount(); ++row) {
        const CoDriverPlan &p = r.front[row];
        const QModelIndex i = model.index(row, 0);
        QCOMPARE(i.data().toString(), TestCoDriver::diceKey(p.steps));
        QCOMPARE(model.index(row, CoDriverFrontModel::StyleColumn).data().toString(), p.style.name());
        QCOMPARE(i.data(CoDriverFrontModel::DistanceRole).toDouble(), p.figures.distance);
        QCOMPARE(i.data(CoDriverFrontModel::RiskRole).toDouble(), p.figures.loss);
        QCOMPARE(i.data(CoDriverFrontModel::FlatOutRole).toBool(), p.style.mode == RollMode::FlatOut);
        QVERIFY(i.data(CoDriverFrontModel::CheckedRole).toBool());
        QVERIFY(!i.data(Qt::ToolTipRole).toString().isEmpty());
        QVERIFY(!model.index(row, CoDriverFrontModel::EndColumn).data().toString().isEmpty());
        QVERIFY(model.index(row, CoDriverFrontModel::SecondsColumn).data().toString().isEmpty()); // GT
        QCOMPARE(model.plan(row)->figures, p.figures);
    }
    for (Attitude a : AttitudeSettings::all()) {
        const int row = model.suggestedRow(a);
        QCOMPARE(row, r.suggested(a));
        QVERIFY(model.index(row, 0).data(CoDriverFrontModel::SuggestedRole).toStringList().contains(enumId(a)));
    }
    // Partial fronts replace the rows and carry no suggestion yet; clear() empties.
    model.setPartial(r.front.mid(0, 2), Game::GT);
    QCOMPARE(model.rowCount(), 2);
    QCOMPARE(model.suggestedRow(Attitude::Cautious), -1);
    model.clear();
    QCOMPARE(model.rowCount(), 0);
}

void tst_CoDriverFrontModel::dirtHasSecondsAndGtHasNot()
{
    CoDriverRequest req = corner(3);
    req.rules = dirtRules();
    req.car = dirtCar(3);
    const CoDriverResult r = CoDriver::run(req, RulesData::builtin());
    QVERIFY(!r.front.isEmpty());
    CoDriverFrontModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setResult(r, Game::Dirt);
    QVERIFY(!model.index(0, CoDriverFrontModel::SecondsColumn).data().toString().isEmpty());
    QVERIFY(model.index(0, 0).data(CoDriverFrontModel::SecondsRole).toDouble() > 0);
    QCOMPARE(model.headerData(CoDriverFrontModel::TokensColumn, Qt::Horizontal).toString(), u"Seconds"_s);
    // The shipped Time cards are placeholder data: the rows say so.
    QVERIFY(model.index(0, 0).data(Qt::ToolTipRole).toString().contains(u"placeholder"_s));
}

void tst_CoDriverFrontModel::jobAnswersTheLatestQuestion()
{
    CoDriverJob job;
    QSignalSpy finished(&job, &CoDriverJob::finished);
    QSignalSpy partial(&job, &CoDriverJob::partial);
    // Three questions in a row: only the last is answered.
    job.start(corner(2));
    job.start(corner(3));
    job.start(corner(4));
    QVERIFY(job.isRunning());
    QVERIFY(finished.wait(20000));
    QCOMPARE(finished.size(), 1);
    QVERIFY(!job.isRunning());
    const CoDriverResult r = finished.first().first().value<CoDriverResult>();
    QCOMPARE(r.status, CoDriverResult::Status::Done);
    const CoDriverResult direct = CoDriver::run(corner(4), RulesData::builtin());
    QCOMPARE(r.front.size(), direct.front.size());
    for (int i = 0; i < r.front.size(); ++i)
        QCOMPARE(r.front[i].figures, direct.front[i].figures);
    QCOMPARE(job.result().front.size(), r.front.size());
    QCOMPARE(job.request().car.gear.gear, 4);
    QVERIFY(!partial.isEmpty());
    // Nothing else arrives later from the cancelled searches.
    QTest::qWait(50);
    QCOMPARE(finished.size(), 1);
}

void tst_CoDriverFrontModel::jobCancelsAndIsDestroyedWhileRunning()
{
    QSignalSpy *spy = nullptr;
    {
        CoDriverJob job;
        spy = new QSignalSpy(&job, &CoDriverJob::finished);
        CoDriverRequest big = corner(4);
        big.car.focus = 10;
        job.start(big);
        job.cancel();
        QVERIFY(!job.isRunning());
        job.start(big);
        delete spy;
        spy = nullptr;
    } // destroyed while searching: waits, reports nothing, does not crash
    CoDriverJob job;
    QSignalSpy finished(&job, &CoDriverJob::finished);
    job.start(corner(4));
    job.cancel();
    QTest::qWait(200);
    QCOMPARE(finished.size(), 0);
}

QTEST_GUILESS_MAIN(tst_CoDriverFrontModel)
#include "tst_codriverfrontmodel.moc"
