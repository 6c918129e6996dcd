// SPDX-License-Identifier: GPL-3.0-or-later
#include "i18n/translations.h"
#include "itemmodels/rallysheetmodel.h"
#include "keepshot.h"
#include "records/rallydocument.h"
#include "records/recordsdatabase.h"
#include "sheets/rallysheetwidget.h"
#include "sheets/rallysheetwindow.h"
#include "sheets/sheetmessagebar.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QTableView>
#include <QTest>
#include <QPointer>
#include <QUndoStack>

using namespace Pacenotes;
using namespace Qt::StringLiterals;
using RowKind = RallySheetLayout::RowKind;

class tst_RallySheetWidget : public QObject
{
    Q_OBJECT

    /// Types `text` into a cell as a user does: double-click it, type, press Return.
    static void typeInto(QTableView *table, const QModelIndex &index, const QString &text)
    {
        const QPoint at = table->visualRect(index).center();
        QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, at);
        QTest::mouseDClick(table->viewport(), Qt::LeftButton, {}, at);
        auto *line = qobject_cast<QLineEdit *>(table->indexWidget(index));
        QVERIFY2(line, "no line edit opened");
        line->selectAll();
        QTest::keyClicks(line, text);
        QTest::keyClick(line, Qt::Key_Return);
        // The delegate commits Return on the next event loop turn (queued in Qt 6).
        QTRY_VERIFY(!table->indexWidget(index));
    }

private slots:
    void cleanup() { Translations::install(u"en"_s); }

    void typingTimesUpdatesStandings()
    {
        RallyDocument doc;
        RallySheetWidget w(&doc);
        w.resize(1100, 700);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        RallySheetModel *m = w.model();
        const int t1 = m->rowOf(RowKind::StageTime, 0);
        typeInto(w.table(), m->index(t1, 0), u"2:55"_s);
        typeInto(w.table(), m->index(t1, 1), u"2:50"_s);
        QCOMPARE(doc.rally().result(0, 0).time, 175);
        QCOMPARE(doc.rally().result(1, 0).time, 170);
        QCOMPARE(w.startOrderTitle()->text(), u"Start order, stage 2"_s);
        QCOMPARE(w.startOrderView()->model()->index(0, 1).data().toString(), u"Player 2"_s);

        // A bad time is refused with a message, and nothing changes.
        typeInto(w.table(), m->index(t1, 0), u"2:5"_s);
        QCOMPARE(doc.rally().result(0, 0).time, 175);
        QVERIFY(w.messageBar()->text().contains(u"m:ss"_s));
        doc.undoStack()->undo();
        QVERIFY(!doc.rally().result(1, 0).time);
        QCOMPARE(w.startOrderTitle()->text(), u"Start order, stage 1"_s);
    }

    void damageAndSpareEditors()
    {
        RallyDocument doc;
        RallySheetWidget w(&doc);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        RallySheetModel *m = w.model();
        const QModelIndex dmg = m->index(m->rowOf(RowKind::Damage, 0), 0);
        QTest::mouseClick(w.table()->viewport(), Qt::LeftButton, {}, w.table()->visualRect(dmg).center());
        QTest::mouseDClick(w.table()->viewport(), Qt::LeftButton, {}, w.table()->visualRect(dmg).center());
        QWidget *editor = w.table()->indexWidget(dmg);
        QVERIFY(editor);
        const QList<QSpinBox *> spins = editor->findChildren<QSpinBox *>();
        QCOMPARE(spins.size(), 3);
        spins[1]->setFocus();
        spins[1]->selectAll();
        QTest::keyClicks(spins[1], u"2"_s);
        QTest::keyClick(spins[1], Qt::Key_Return);
        QTRY_COMPARE(doc.rally().result(0, 0).damage, (Damage{0, 2, 0}));
        QTRY_VERIFY(!w.table()->indexWidget(dmg));
        QCOMPARE(m->data(dmg).toString(), u"0G/2C/0B"_s);

        // Issue 16: Tab goes through the three fields (Gear, Coast, Brake) before leaving.
        QTest::mouseDClick(w.table()->viewport(), Qt::LeftButton, {}, w.table()->visualRect(dmg).center());
        QWidget *again = w.table()->indexWidget(dmg);
        QVERIFY(again);
        const QList<QSpinBox *> fields = again->findChildren<QSpinBox *>();
        fields[0]->setFocus();
        QTest::keyClicks(fields[0], u"1"_s);
        QTest::keyClick(fields[0], Qt::Key_Tab);
        QCOMPARE(w.table()->indexWidget(dmg), again); // still editing the same cell
        QCOMPARE(again->focusWidget(), static_cast<QWidget *>(fields[1]));
        QTest::keyClick(fields[1], Qt::Key_Tab);
        QCOMPARE(again->focusWidget(), static_cast<QWidget *>(fields[2]));
        QTest::keyClicks(fields[2], u"3"_s);
        QTest::keyClick(fields[2], Qt::Key_Backtab, Qt::ShiftModifier);
        QCOMPARE(again->focusWidget(), static_cast<QWidget *>(fields[1]));
        QTest::keyClick(fields[1], Qt::Key_Return);
        QTRY_COMPARE(doc.rally().result(0, 0).damage, (Damage{1, 2, 3}));

        const QModelIndex spare = m->index(m->rowOf(RowKind::SpareTire, 0), 1);
        QTest::mouseClick(w.table()->viewport(), Qt::LeftButton, {}, w.table()->visualRect(spare).center());
        QTest::mouseDClick(w.table()->viewport(), Qt::LeftButton, {}, w.table()->visualRect(spare).center());
        auto *combo = qobject_cast<QComboBox *>(w.table()->indexWidget(spare));
        QVERIFY(combo);
        combo->setCurrentIndex(2); // N: used
        QTest::keyClick(combo, Qt::Key_Return);
        QTRY_COMPARE(doc.rally().result(1, 0).spareTire, false);
    }

    void messagesDoNotMoveTheTable()
    {
        // Issue 16: the error banner pushed the table down under the pointer.
        RallyDocument doc;
        RallySheetWidget w(&doc);
        w.resize(1000, 640);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        const QPoint before = w.table()->viewport()->mapTo(&w, QPoint(0, 0));
        QVERIFY(!doc.setStageTime(0, 0, u"2:5"_s)); // refused: the message shows
        QVERIFY(w.messageBar()->isVisible());
        QCoreApplication::sendPostedEvents();
        QCOMPARE(w.table()->viewport()->mapTo(&w, QPoint(0, 0)), before);
        // the legend of the damage letters is on screen, not only on paper
        QVERIFY(w.findChild<QLabel *>(u"hint"_s)->text().contains(RallySheetLayout::damageLegend()));
    }

    void checkpointsShowPenaltyRows()
    {
        RallyDocument doc;
        RallySheetWidget w(&doc);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QCOMPARE(w.model()->rowOf(RowKind::Penalty, 0), -1);
        w.findChild<QCheckBox *>()->click();
        QVERIFY(doc.rally().checkpoints);
        QVERIFY(w.model()->rowOf(RowKind::Penalty, 0) >= 0);
    }

    void fieldAndCellBeingTypedArePrintedAndSaved()
    {
        // Issue 16 bug 3: what is still being typed (the name, an open cell editor) goes into the
        // printout and the records.
        RecordsDatabase db;
        QVERIFY(db.open(u":memory:"_s));
        QPointer<RallySheetWindow> window = new RallySheetWindow(std::nullopt, &db);
        window->show();
        QVERIFY(QTest::qWaitForWindowExposed(window));
        RallySheetWidget *w = window->sheet();
        QLineEdit *name = nullptr;
        for (QLineEdit *e : w->findChildren<QLineEdit *>())
            if (e->placeholderText() == RallySheetWidget::tr("Rally name"))
                name = e;
        QVERIFY(name);
        name->setFocus();
        QTest::keyClicks(name, u"Rallye"_s);
        const QModelIndex cell = w->model()->index(w->model()->rowOf(RowKind::StageTime, 0), 0);
        w->table()->setCurrentIndex(cell);
        w->table()->edit(cell);
        auto *editor = qobject_cast<QLineEdit *>(w->table()->indexWidget(cell));
        QVERIFY(editor);
        QTest::keyClicks(editor, u"2:55"_s);
        QVERIFY(!window->document()->rally().result(0, 0).time);
        const SheetRequest request = window->outputRequest();
        QVERIFY(request.rally);
        QCOMPARE(request.rally->name, u"Rallye"_s);
        QCOMPARE(request.rally->result(0, 0).time, 175);
        QTRY_VERIFY(!w->table()->indexWidget(cell)); // the editor closed as after Return
        QTest::keyClicks(name, u" Monte"_s);
        const qint64 id = window->recordId();
        QVERIFY(id > 0);
        window->close();
        QTRY_VERIFY(window.isNull());
        QCOMPARE(db.rally(id)->name, u"Rallye Monte"_s);
    }

    void windowLooks_data()
    {
        QTest::addColumn<QString>("lang");
        QTest::newRow("en") << u"en"_s;
        QTest::newRow("ru") << u"ru"_s;
    }

    void windowLooks()
    {
        QFETCH(QString, lang);
        Translations::install(lang);
        RecordsDatabase db;
        QVERIFY(db.open(u":memory:"_s));
        Rally r = Rally::create(3, 4);
        r.name = u"Rallye des Neiges"_s;
        r.checkpoints = true;
        r.stages[1].assistance = true;
        const QStringList names = {u"Kayla"_s, u"Joelle"_s, u"Юля"_s, u"Marc"_s};
        for (int p = 0; p < 4; ++p) {
            r.players[p].name = names[p];
            r.players[p].results[0] = {170 + p * 9, p == 1 ? 2 : 0, false, {p % 2, 1, 0}, p % 2 == 0};
            r.players[p].results[1] = {250 + p * 4, 0, p == 3, {}, std::nullopt};
        }
        auto *window = new RallySheetWindow(r, &db);
        window->show();
        QVERIFY(QTest::qWaitForWindowExposed(window));
        QVERIFY(window->document()->setStageTime(0, 2, u"3:20"_s));
        QVERIFY(window->recordId() > 0);
        QCOMPARE(db.rally(window->recordId())->players[0].results[2].time, 200);
        keepShot(window, u"rally-sheet-%1.png"_s.arg(lang));
        window->close();
    }
};

QTEST_MAIN(tst_RallySheetWidget)
#include "tst_rallysheetwidget.moc"
