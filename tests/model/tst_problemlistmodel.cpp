// SPDX-License-Identifier: GPL-3.0-or-later
// ProblemListModel under QAbstractItemModelTester: errors first, roles, no reset when the
// report's problems stay the same.
#include "sampletracks.h"

#include "catalog/tilecatalog.h"
#include "itemmodels/problemlistmodel.h"
#include "track/trackvalidator.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace Pacenotes;
using namespace Qt::StringLiterals;

class tst_ProblemListModel : public QObject
{
    Q_OBJECT
private slots:
    void errorsFirstAndRoles();
    void unchangedReportKeepsRows();
    void emptyTrackIsAHint();
};

void tst_ProblemListModel::errorsFirstAndRoles()
{
    const TileCatalog &cat = TileCatalog::builtin();
    Track t = Samples::gtLoop();
    t.tiles.removeAt(4);
    t.tiles.append(PlacedTile{u"101"_s, 0, {30, 30}, 0}); // pit far away: a warning
    const TrackReport report = TrackValidator::validate(t, cat, Collection::everyBox(cat));
    ProblemListModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setReport(report);
    QCOMPARE(model.rowCount(), int(report.problems.size()));
    QVERIFY(model.warningCount() >= 1);
    QVERIFY(model.errorCount() >= 2);
    bool seenWarning = false;
    for (int r = 0; r < model.rowCount(); ++r) {
        const QModelIndex i = model.index(r);
        const bool warning = i.data(ProblemListModel::SeverityRole).toInt() == int(Severity::Warning);
        QVERIFY(!(seenWarning && !warning)); // no error after a warning
        seenWarning |= warning;
        QVERIFY(!i.data().toString().isEmpty());
    }
    const QModelIndex last = model.index(model.rowCount() - 1);
    QCOMPARE(last.data(ProblemListModel::CodeRole).toString(), u"pit-detached"_s);
    QCOMPARE(last.data(ProblemListModel::TileRole).toInt(), 7);
    QCOMPARE(last.data(ProblemListModel::PositionRole).toPoint(), QPoint(30, 30));
    QVERIFY(last.data(ProblemListModel::HasPositionRole).toBool());
    QVERIFY(!last.data(Qt::DecorationRole).isValid());
    QPixmap px(8, 8);
    px.fill(Qt::red);
    model.setIcons(QIcon(px), QIcon(px));
    QVERIFY(last.data(Qt::DecorationRole).isValid());
}

void tst_ProblemListModel::unchangedReportKeepsRows()
{
    const TileCatalog &cat = TileCatalog::builtin();
    Track t = Samples::gtLoop();
    t.tiles.removeAt(2);
    ProblemListModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setReport(TrackValidator::validate(t, cat, Collection::everyBox(cat)));
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
    model.setReport(TrackValidator::validate(t, cat, Collection::everyBox(cat)));
    QCOMPARE(reset.size(), 0);
    model.setReport(TrackValidator::validate(Samples::gtLoop(), cat, Collection::everyBox(cat)));
    QCOMPARE(reset.size(), 1);
    QCOMPARE(model.rowCount(), 0);
}

void tst_ProblemListModel::emptyTrackIsAHint()
{
    // Issue 16: an empty new track showed a red "1 error: The track has no tiles".
    const TileCatalog &cat = TileCatalog::builtin();
    ProblemListModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QPixmap red(8, 8), blue(8, 8);
    red.fill(Qt::red);
    blue.fill(Qt::blue);
    model.setIcons(QIcon(red), QIcon(red), QIcon(blue));
    model.setReport(TrackValidator::validate(Track{}, cat, Collection::everyBox(cat)));
    QCOMPARE(model.rowCount(), 1);
    QCOMPARE(model.errorCount(), 0);
    QCOMPARE(model.warningCount(), 0);
    QCOMPARE(model.hintCount(), 1);
    QVERIFY(model.index(0).data(ProblemListModel::IsHintRole).toBool());
    QCOMPARE(model.index(0).data(Qt::DecorationRole).value<QIcon>().pixmap(8, 8).toImage().pixel(4, 4), QColor(Qt::blue).rgb());
    Track list;
    list.tileList = {{u"102b"_s, 1}};
    model.setReport(TrackValidator::validate(list, cat, Collection::everyBox(cat)));
    QCOMPARE(model.hintCount(), 1);
    QCOMPARE(model.errorCount(), 0);
    Track broken = Samples::gtLoop();
    broken.tiles.removeAt(2);
    model.setReport(TrackValidator::validate(broken, cat, Collection::everyBox(cat)));
    QCOMPARE(model.hintCount(), 0);
    QVERIFY(model.errorCount() >= 2);
    QVERIFY(!model.index(0).data(ProblemListModel::IsHintRole).toBool());
}

QTEST_MAIN(tst_ProblemListModel) // QGuiApplication: the test makes icons
#include "tst_problemlistmodel.moc"
