// SPDX-License-Identifier: GPL-3.0-or-later
#include "itemmodels/rallysheetmodel.h"
#include "itemmodels/rallystartordermodel.h"
#include "records/rallydocument.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>
#include <QUndoStack>

using namespace Pacenotes;
using namespace Qt::StringLiterals;
using RowKind = RallySheetLayout::RowKind;

class tst_RallySheetModel : public QObject
{
    Q_OBJECT
private slots:
    void layoutIsTheRulebookSheet()
    {
        // RALLY SHEET: STAGE 1, DAMAGE, SPARE TYRE, STAGE 2, DAMAGE, SPARE TYRE, OVERALL TIME,
        // STAGE 3, FINAL TIME, POSITION.
        const QList<RallySheetLayout::Row> rows = RallySheetLayout::rows(3, {});
        QStringList labels;
        for (const auto &r : rows)
            labels << RallySheetLayout::label(r);
        QCOMPARE(labels, QStringList({u"STAGE 1"_s, u"DAMAGE"_s, u"SPARE TYRE"_s, u"STAGE 2"_s, u"DAMAGE"_s,
                                      u"SPARE TYRE"_s, u"OVERALL TIME"_s, u"STAGE 3"_s, u"FINAL TIME"_s, u"POSITION"_s}));
        const QList<RallySheetLayout::Row> screen = RallySheetLayout::rows(2, {true, true});
        QCOMPARE(screen.size(), 9); // + retired x2, penalty x1
        QCOMPARE(screen[1].kind, RowKind::Retired);
        QCOMPARE(screen[2].kind, RowKind::Penalty);
        QCOMPARE(RallySheetLayout::rows(0, {}).size(), 0);
    }

    void editing()
    {
        RallyDocument doc;
        RallySheetModel model(&doc);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.columnCount(), 2);
        QCOMPARE(model.headerData(0, Qt::Horizontal).toString(), u"Player 1"_s);
        const int t1 = model.rowOf(RowKind::StageTime, 0);
        const int t2 = model.rowOf(RowKind::StageTime, 1);
        QVERIFY(model.flags(model.index(t1, 0)) & Qt::ItemIsEditable);

        QVERIFY(model.setData(model.index(t1, 0), u"2:55"_s));
        QVERIFY(model.setData(model.index(t1, 1), u"3:00"_s));
        QVERIFY(model.setData(model.index(t2, 0), u"4:32"_s));
        QVERIFY(model.setData(model.index(t2, 1), u"4:40"_s));
        QCOMPARE(model.index(t1, 0).data().toString(), u"2:55"_s);
        QCOMPARE(model.index(t1, 0).data(Qt::EditRole).toString(), u"2:55"_s);
        const int overall = model.rowOf(RowKind::Overall, 1);
        QCOMPARE(model.index(overall, 0).data().toString(), u"7:27 #1"_s);
        QCOMPARE(model.index(overall, 1).data().toString(), u"7:40 #2"_s);
        QVERIFY(model.index(overall, 0).data(RallySheetModel::ComputedRole).toBool());
        QVERIFY(!(model.flags(model.index(overall, 0)) & Qt::ItemIsEditable));

        // Until every time of a stage is written, its positions are provisional: in brackets.
        QVERIFY(doc.setStageTime(1, 1, QString()));
        QCOMPARE(model.index(overall, 0).data().toString(), u"7:27 (#1)"_s);
        QVERIFY(model.index(overall, 0).data(Qt::ToolTipRole).toString().contains(u"Provisional"_s));
        doc.undoStack()->undo();
        QCOMPARE(model.index(overall, 0).data().toString(), u"7:27 #1"_s);

        QSignalSpy rejected(&doc, &RallyDocument::inputRejected);
        QVERIFY(!model.setData(model.index(t1, 0), u"2:5"_s));
        QCOMPARE(rejected.size(), 1);
        QCOMPARE(model.index(t1, 0).data().toString(), u"2:55"_s);

        const int damage = model.rowOf(RowKind::Damage, 0);
        QVERIFY(model.setData(model.index(damage, 0), u"0/1/0"_s));
        QCOMPARE(model.index(damage, 0).data().toString(), u"0G/1C/0B"_s);
        const int spare = model.rowOf(RowKind::SpareTire, 0);
        QVERIFY(model.setData(model.index(spare, 0), u"N"_s));
        QCOMPARE(model.index(spare, 0).data().toString(), u"N"_s);
        QVERIFY(model.setData(model.index(spare, 0), true));
        QCOMPARE(model.index(spare, 0).data(Qt::EditRole).toString(), u"Y"_s);
        QVERIFY(!model.setData(model.index(spare, 0), u"maybe"_s));

        QVERIFY(model.setHeaderData(0, Qt::Horizontal, u"Kayla"_s));
        QCOMPARE(model.headerData(0, Qt::Horizontal).toString(), u"Kayla"_s);
    }

    void retiredAndAssistance()
    {
        RallyDocument doc;
        RallySheetModel model(&doc);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        const int t1 = model.rowOf(RowKind::StageTime, 0);
        const int ret = model.rowOf(RowKind::Retired, 0);
        QVERIFY(model.setData(model.index(t1, 1), u"3:10"_s));
        QVERIFY(model.flags(model.index(ret, 0)) & Qt::ItemIsUserCheckable);
        QVERIFY(model.setData(model.index(ret, 0), Qt::Checked, Qt::CheckStateRole));
        QCOMPARE(model.index(t1, 0).data().toString(), u"RET 4:10"_s);
        QVERIFY(!(model.flags(model.index(t1, 0)) & Qt::ItemIsEditable));
        const int damage = model.rowOf(RowKind::Damage, 0);
        QCOMPARE(model.index(damage, 0).data().toString(), u"Repaired"_s);
        QVERIFY(!(model.flags(model.index(damage, 0)) & Qt::ItemIsEditable));

        QVERIFY(doc.setStage(0, {u"Forest"_s, true}));
        QCOMPARE(model.index(damage, 1).data().toString(), u"Assistance"_s);
        QVERIFY(model.headerData(t1, Qt::Vertical).toString().contains(u"Forest"_s));
    }

    void checkpointsAddRows()
    {
        RallyDocument doc;
        RallySheetModel model(&doc);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        const int before = model.rowCount();
        QCOMPARE(model.rowOf(RowKind::Penalty, 0), -1);
        QVERIFY(doc.setInfo({u"R"_s, QDate(2025, 1, 1), true, {}}));
        QCOMPARE(model.rowCount(), before + 2);
        const int pen = model.rowOf(RowKind::Penalty, 0);
        QVERIFY(model.setData(model.index(pen, 0), 2));
        QCOMPARE(model.index(pen, 0).data().toString(), u"2 × 5 s = +0:10"_s);
        QVERIFY(model.setData(model.index(pen, 0), u"1"_s));
        QCOMPARE(model.index(pen, 0).data(RallySheetModel::SecondsRole).toInt(), 5);
        doc.undoStack()->undo();
        doc.undoStack()->undo();
        doc.undoStack()->undo();
        QCOMPARE(model.rowCount(), before);
    }

    void structureChangesReset()
    {
        RallyDocument doc;
        RallySheetModel model(&doc);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(doc.addPlayer(u"C"_s));
        QCOMPARE(model.columnCount(), 3);
        QVERIFY(doc.addStage());
        QCOMPARE(model.rowOf(RowKind::StageTime, 3) >= 0, true);
        QVERIFY(doc.removePlayer(0));
        QCOMPARE(model.columnCount(), 2);
        doc.undoStack()->undo();
        doc.undoStack()->undo();
        doc.undoStack()->undo();
        QCOMPARE(model.columnCount(), 2);
        QCOMPARE(model.rowOf(RowKind::StageTime, 3), -1);
    }

    void startOrder()
    {
        RallyDocument doc;
        QVERIFY(doc.addPlayer(u"C"_s));
        RallyStartOrderModel model(&doc);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.stage(), 0);
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(model.title(), u"Start order, stage 1"_s);
        QVERIFY(doc.setStageTime(0, 0, u"3:00"_s));
        QVERIFY(doc.setStageTime(1, 0, u"2:50"_s));
        QCOMPARE(model.stage(), 0); // stage 1 is not complete yet
        QVERIFY(doc.setStageTime(2, 0, u"3:05"_s));
        QCOMPARE(model.stage(), 1);
        QCOMPARE(model.title(), u"Start order, stage 2"_s);
        QCOMPARE(model.index(0, RallyStartOrderModel::PlayerColumn).data().toString(), u"Player 2"_s);
        QCOMPARE(model.index(2, RallyStartOrderModel::GapColumn).data().toString(), u"+0:15"_s);
        for (int s = 1; s < 3; ++s)
            for (int p = 0; p < 3; ++p)
                QVERIFY(doc.setStageTime(p, s, u"3:00"_s));
        QCOMPARE(model.stage(), -1);
        QCOMPARE(model.title(), u"Final classification"_s);
        QCOMPARE(model.index(0, RallyStartOrderModel::OrderColumn).data().toString(), u"#1"_s);
        QCOMPARE(model.index(0, RallyStartOrderModel::OverallColumn).data().toString(), u"8:50"_s);
    }
};

QTEST_GUILESS_MAIN(tst_RallySheetModel)
#include "tst_rallysheetmodel.moc"
