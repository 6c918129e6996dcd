// SPDX-License-Identifier: GPL-3.0-or-later
// The results of "Lay out for me" as an item model: one row per shape, best first, with the
// rank figures and counts of the LayoutResult, under QAbstractItemModelTester.
#include "solverhelpers.h"

#include "itemmodels/layoutresultmodel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace Pacenotes;
using namespace Pacenotes::Test;
using namespace Qt::StringLiterals;

class tst_LayoutResultModel : public QObject
{
    Q_OBJECT
private slots:
    void emptyModel();
    void rowsFollowTheResult();
    void interchangeableTiles();
    void resetAndClear();
};

void tst_LayoutResultModel::emptyModel()
{
    LayoutResultModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(model.rowCount(), 0);
    QVERIFY(model.layout(0).tiles.isEmpty());
    QVERIFY(model.layout(-1).tiles.isEmpty());
    QVERIFY(!model.data(model.index(0, 0)).isValid());
}

void tst_LayoutResultModel::rowsFollowTheResult()
{
    LayoutResultModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    const LayoutResult res = LayoutSolver::solve(request(u"102b,2x105b,2x106b,103b,2x112b"_s), TileCatalog::builtin());
    QVERIFY(res.isSolved());
    model.setResult(res);
    QCOMPARE(model.rowCount(), int(res.shapes.size()));
    QCOMPARE(model.rowCount(), 2);
    QCOMPARE(model.rowCount(model.index(0, 0)), 0);
    for (int row = 0; row < model.rowCount(); ++row) {
        const QModelIndex i = model.index(row, 0);
        const LayoutShape &s = res.shapes[row];
        QCOMPARE(i.data(LayoutResultModel::RankRole).toInt(), row + 1);
        QCOMPARE(i.data(LayoutResultModel::WidthCmRole).toDouble(), s.widthCm);
        QCOMPARE(i.data(LayoutResultModel::DepthCmRole).toDouble(), s.depthCm);
        QCOMPARE(i.data(LayoutResultModel::AreaCm2Role).toDouble(), s.areaCm2);
        QCOMPARE(i.data(LayoutResultModel::CompactnessRole).toDouble(), s.compactness);
        QCOMPARE(i.data(LayoutResultModel::CourseTilesRole).toInt(), 8);
        QCOMPARE(i.data(LayoutResultModel::LongestStraightRole).toInt(), int(s.metrics.longestStraight));
        QCOMPARE(i.data(LayoutResultModel::CornersInRowRole).toInt(), int(s.metrics.maxCornersInRow));
        QCOMPARE(i.data(LayoutResultModel::CornersRole).toInt(), int(s.metrics.corners));
        QCOMPARE(i.data(LayoutResultModel::ArrangementsRole).toInt(), 1);
        QCOMPARE(i.data(LayoutResultModel::AssignmentsRole).toULongLong(), qulonglong(res.assignmentCount(row)));
        QCOMPARE(i.data(LayoutResultModel::TurnsRole).toString(), res.turnString(row));
        QVERIFY(i.data(Qt::DisplayRole).toString().startsWith(u"%1. "_s.arg(row + 1)));
        QVERIFY(i.data(Qt::DisplayRole).toString().endsWith(u" cm"_s));
        QVERIFY(!i.data(Qt::ToolTipRole).toString().isEmpty());
        QVERIFY(!i.data(Qt::DecorationRole).isValid());
        const Track t = model.layout(row);
        QCOMPARE(t, res.layout(row));
        QVERIFY(validate(t).isValid());
    }
    // best first
    QVERIFY(res.shapes[0].metrics.areaUnits <= res.shapes[1].metrics.areaUnits);
    QCOMPARE(model.roleNames().value(LayoutResultModel::TurnsRole), QByteArray("turns"));
}

void tst_LayoutResultModel::interchangeableTiles()
{
    LayoutResultModel model;
    // GT Track 1: three straights and the bends share their cells (12,960 orders per shape)
    LayoutRequest r = request(u"101,102b,103b,104b,2x105b,2x106b,109b,110b,2x111b,112b,114b,115b"_s);
    r.keepBest = 3;
    model.setResult(LayoutSolver::solve(r, TileCatalog::builtin()));
    QCOMPARE(model.rowCount(), 3);
    const QModelIndex i = model.index(0, 0);
    QCOMPARE(i.data(LayoutResultModel::AssignmentsRole).toULongLong(), qulonglong(12960));
    const QString groups = i.data(LayoutResultModel::InterchangeableRole).toString();
    QVERIFY2(groups.contains(u"103b"_s) && groups.contains(u"104b"_s) && groups.contains(u"110b"_s), qPrintable(groups));
    // One implementation for the app and `pacenotes layout`: only classes whose cells take
    // different tile sides are listed (two 105b alone are nothing to swap).
    QCOMPARE(groups, model.result().interchangeableText(0));
    // A class is listed exactly when its cells take at least two different tile sides.
    QStringList listed;
    for (const LayoutResult::ClassUse &u : model.result().interchangeable(0))
        listed << u.label;
    for (const LayoutResult::ClassUse &u : model.result().classUses(0)) {
        const bool differ = QSet<QString>(u.sideIds.begin(), u.sideIds.end()).size() > 1;
        QCOMPARE(listed.contains(u.label), differ);
    }
}

void tst_LayoutResultModel::resetAndClear()
{
    LayoutResultModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
    model.setResult(LayoutSolver::solve(request(u"102b,2x105b,2x106b,103b,2x112b"_s), TileCatalog::builtin()));
    QCOMPARE(reset.count(), 1);
    // a list without a layout: no rows, the issues stay with the result
    model.setResult(LayoutSolver::solve(request(u"102b,103b,105b"_s), TileCatalog::builtin()));
    QCOMPARE(model.rowCount(), 0);
    QVERIFY(!model.result().issues.isEmpty());
    model.setResult(LayoutSolver::solve(request(u"102b,2x105b,2x106b,103b,2x112b"_s), TileCatalog::builtin()));
    QCOMPARE(model.rowCount(), 2);
    model.clear();
    QCOMPARE(model.rowCount(), 0);
    QCOMPARE(reset.count(), 4);
}

QTEST_GUILESS_MAIN(tst_LayoutResultModel)
#include "tst_layoutresultmodel.moc"
