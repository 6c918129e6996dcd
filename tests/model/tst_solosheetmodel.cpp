// SPDX-License-Identifier: GPL-3.0-or-later
#include "itemmodels/solosheetmodel.h"
#include "itemmodels/solotallymodel.h"
#include "records/sololapdocument.h"

#include <QAbstractItemModelTester>
#include <QTest>
#include <QUndoStack>

using namespace Pacenotes;
using namespace Qt::StringLiterals;

namespace {
int rowOf(const char *gear)
{
    return int(SoloLapOptions::sheetGears().indexOf(*GearMarker::fromText(QString::fromLatin1(gear))));
}
} // namespace

class tst_SoloSheetModel : public QObject
{
    Q_OBJECT
private slots:
    void gridFollowsTheLap()
    {
        SoloLapDocument doc;
        SoloSheetModel model(&doc);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 8);
        QCOMPARE(model.columnCount(), 1); // the next, empty box
        QCOMPARE(model.headerData(0, Qt::Horizontal).toString(), u"T1"_s);
        QVERIFY(model.headerData(rowOf("00"), Qt::Vertical).toString().startsWith(u"00"_s));
        QVERIFY(model.index(0, 0).data(SoloSheetModel::IsNextTurnRole).toBool());

        // Tapping a gear in the next column fills it and opens a new one.
        QVERIFY(model.setData(model.index(rowOf("6"), 0), true));
        QCOMPARE(model.columnCount(), 2);
        QCOMPARE(model.index(rowOf("6"), 0).data().toString(), u"X"_s);
        QVERIFY(model.index(rowOf("6"), 0).data(SoloSheetModel::MarkedRole).toBool());
        QCOMPARE(model.index(rowOf("5"), 0).data().toString(), QString());
        QVERIFY(model.setData(model.index(rowOf("5"), 1), u"x"_s));
        QVERIFY(model.setData(model.index(rowOf("00"), 2), true));
        QCOMPARE(model.columnCount(), 4);
        QCOMPARE(doc.trackTime(), 10 + 15 + 30);

        // Correcting a turn moves its tick within the column.
        QVERIFY(model.setData(model.index(rowOf("4"), 1), true));
        QCOMPARE(model.index(rowOf("4"), 1).data().toString(), u"X"_s);
        QCOMPARE(model.index(rowOf("5"), 1).data().toString(), QString());
        QVERIFY(!model.setData(model.index(rowOf("4"), 1), false)); // no unticking

        // Undo and removal keep the model consistent (the tester checks the signals).
        doc.undoStack()->undo();
        QCOMPARE(model.index(rowOf("5"), 1).data().toString(), u"X"_s);
        QVERIFY(doc.removeTurn(0));
        QCOMPARE(model.columnCount(), 3);
        QCOMPARE(model.index(rowOf("5"), 0).data().toString(), u"X"_s);
        doc.undoStack()->undo();
        QCOMPARE(model.index(rowOf("6"), 0).data().toString(), u"X"_s);
    }

    void randomWeatherLetters()
    {
        SoloLapDocument doc;
        SoloSheetModel model(&doc);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        SoloLapHeader h = doc.lap().header;
        h.weather = LapWeather::Random;
        QVERIFY(doc.setHeader(h));
        model.setNextTurnWeather(TurnWeather::Wet);
        QVERIFY(model.setData(model.index(rowOf("3"), 0), true));
        QCOMPARE(model.index(rowOf("3"), 0).data().toString(), u"W"_s);
        model.setNextTurnWeather(TurnWeather::Dry);
        QVERIFY(model.setData(model.index(rowOf("2"), 1), true));
        QCOMPARE(model.index(rowOf("2"), 1).data().toString(), u"D"_s);
        h.weather = LapWeather::Dry; // fixed weather again: the boxes show X
        QVERIFY(doc.setHeader(h));
        QCOMPARE(model.index(rowOf("3"), 0).data().toString(), u"X"_s);
    }

    void finishedLapClosesTheNextBox()
    {
        SoloLapDocument doc;
        SoloSheetModel model(&doc);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(model.setData(model.index(rowOf("6"), 0), true));
        QVERIFY(doc.setFinished(true));
        QCOMPARE(model.flags(model.index(0, 1)), Qt::NoItemFlags);
        QVERIFY(!model.setData(model.index(rowOf("6"), 1), true));
        QVERIFY(model.flags(model.index(0, 0)) & Qt::ItemIsEnabled);
    }

    void tally()
    {
        SoloLapDocument doc;
        SoloTallyModel model(&doc);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 8);
        for (const char *x : {"6", "6", "6", "0"})
            QVERIFY(doc.appendTurn(*GearMarker::fromText(QString::fromLatin1(x))));
        const QModelIndex six = model.index(rowOf("6"), SoloTallyModel::TurnsColumn);
        QCOMPARE(six.data().toInt(), 3);
        QCOMPARE(model.index(rowOf("6"), SoloTallyModel::SubtotalColumn).data().toString(), u"0:30"_s);
        QCOMPARE(model.index(rowOf("0"), SoloTallyModel::SubtotalColumn).data(SoloTallyModel::SecondsValueRole).toInt(), 60);
        QCOMPARE(model.index(rowOf("00"), SoloTallyModel::SecondsColumn).data().toString(), u"× 0:30"_s);
    }

    void survivesTheDocument()
    {
        auto *doc = new SoloLapDocument;
        SoloSheetModel model(doc);
        SoloTallyModel tally(doc);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        delete doc;
        QCOMPARE(model.rowCount(), 0);
        QCOMPARE(tally.rowCount(), 0);
    }
};

QTEST_GUILESS_MAIN(tst_SoloSheetModel)
#include "tst_solosheetmodel.moc"
