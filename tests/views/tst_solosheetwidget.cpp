// SPDX-License-Identifier: GPL-3.0-or-later
#include "i18n/translations.h"
#include "keepshot.h"
#include "records/recordsdatabase.h"
#include "records/sololapdocument.h"
#include "sheets/gearpad.h"
#include "sheets/sheetmessagebar.h"
#include "sheets/solosheetwidget.h"
#include "sheets/solosheetwindow.h"

#include <QAbstractButton>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QTableView>
#include <QTest>
#include <QUndoStack>
#include <QPointer>
#include <QWindow>

using namespace Pacenotes;
using namespace Qt::StringLiterals;

namespace {
GearMarker g(const char *t)
{
    return *GearMarker::fromText(QString::fromLatin1(t));
}

} // namespace

class tst_SoloSheetWidget : public QObject
{
    Q_OBJECT
private slots:
    void cleanup() { Translations::install(u"en"_s); }

    void tappingFillsTheNextBox()
    {
        SoloLapDocument doc;
        SoloSheetWidget w(&doc);
        w.resize(1000, 760);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QTest::mouseClick(w.gearPad()->button(g("6")), Qt::LeftButton);
        QTest::mouseClick(w.gearPad()->button(g("6")), Qt::LeftButton);
        QTest::mouseClick(w.gearPad()->button(g("00")), Qt::LeftButton);
        QCOMPARE(doc.lap().turns.size(), 3);
        QCOMPARE(doc.lap().turns[2].endGear, GearMarker::offTrack());
        QCOMPARE(w.trackTimeLabel()->text(), u"0:50"_s);
        QCOMPARE(w.finalTimeLabel()->text(), u"0:50"_s);
        QCOMPARE(w.grid()->model()->columnCount(), 4);

        // Keys press the pad too (5 = fifth gear), unless a text field has the focus.
        w.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        w.gearPad()->button(g("6"))->setFocus();
        // Through the window, as the window system delivers keys (shortcuts are matched there).
        // A shortcut "animates" the button's click, which lands a moment later.
        QTest::keyClick(w.windowHandle(), Qt::Key_5);
        QTRY_COMPARE(doc.lap().turns.size(), 4);
        QCOMPARE(doc.lap().turns[3].endGear, g("5"));

        // Live totals follow Focus tokens and undo.
        w.focusSpin()->setValue(5);
        QCOMPARE(w.finalTimeLabel()->text(), u"1:00"_s);
        doc.undoStack()->undo();
        QCOMPARE(w.focusSpin()->value(), 0);
        QCOMPARE(w.finalTimeLabel()->text(), u"1:05"_s);
        doc.undoStack()->undo();
        QCOMPARE(w.trackTimeLabel()->text(), u"0:50"_s);
    }

    void clickingABoxCorrectsTheTurn()
    {
        SoloLapDocument doc;
        QVERIFY(doc.appendTurn(g("4")));
        QVERIFY(doc.appendTurn(g("4")));
        SoloSheetWidget w(&doc);
        w.resize(1000, 760);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QTableView *grid = w.grid();
        const int row3 = int(SoloLapOptions::sheetGears().indexOf(g("3")));
        const QRect box = grid->visualRect(grid->model()->index(row3, 1));
        QTest::mouseClick(grid->viewport(), Qt::LeftButton, {}, box.center());
        QCOMPARE(doc.lap().turns[1].endGear, g("3"));
        QCOMPARE(w.trackTimeLabel()->text(), u"0:50"_s);
        doc.undoStack()->undo();
        QCOMPARE(doc.lap().turns[1].endGear, g("4"));
    }

    void refusedInputIsExplained()
    {
        SoloLapDocument doc;
        SoloSheetWidget w(&doc);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.finishedCheck()->click(); // no turns yet
        QVERIFY(!doc.lap().finished);
        QVERIFY(!w.finishedCheck()->isChecked());
        QVERIFY(w.messageBar()->text().contains(u"at least one turn"_s));
        QTest::mouseClick(w.gearPad()->button(g("2")), Qt::LeftButton);
        QVERIFY(w.messageBar()->isHidden()); // the next good entry clears it
        w.finishedCheck()->click();
        QVERIFY(doc.lap().finished);
        QVERIFY(!w.gearPad()->button(g("6"))->isEnabled());
    }

    void headerEdits()
    {
        SoloLapDocument doc;
        SoloSheetWidget w(&doc);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.trackEdit()->setText(u"Monza"_s);
        emit w.trackEdit()->editingFinished();
        QCOMPARE(doc.lap().header.track, u"Monza"_s);
        w.weatherCombo()->setCurrentIndex(2);
        emit w.weatherCombo()->activated(2);
        QCOMPARE(doc.lap().header.weather, LapWeather::Random);
        QVERIFY(w.gearPad()->findChild<QWidget *>() != nullptr);
        doc.undoStack()->undo();
        QCOMPARE(doc.lap().header.weather, LapWeather::Dry);
        doc.undoStack()->undo();
        QCOMPARE(w.trackEdit()->text(), QString());
    }

    void randomWeatherLetters()
    {
        SoloLapDocument doc;
        SoloLapHeader h = doc.lap().header;
        h.weather = LapWeather::Random;
        QVERIFY(doc.setHeader(h));
        SoloSheetWidget w(&doc);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.gearPad()->setTurnWeather(TurnWeather::Wet);
        QTest::mouseClick(w.gearPad()->button(g("3")), Qt::LeftButton);
        QCOMPARE(doc.lap().turns[0].weather, TurnWeather::Wet);
        const int row3 = int(SoloLapOptions::sheetGears().indexOf(g("3")));
        QCOMPARE(w.grid()->model()->index(row3, 0).data().toString(), u"W"_s);
    }

    void windowSavesAndLooks_data()
    {
        QTest::addColumn<QString>("lang");
        QTest::newRow("en") << u"en"_s;
        QTest::newRow("ru") << u"ru"_s;
    }

    void windowSavesAndLooks()
    {
        QFETCH(QString, lang);
        Translations::install(lang);
        RecordsDatabase db;
        QVERIFY(db.open(u":memory:"_s));
        SoloLap lap;
        lap.header = {u"Monza"_s, u"Павел"_s, CarCategory::GT5Bop, Tyres::Soft, LapWeather::Dry, QDate(2025, 4, 12)};
        auto *window = new SoloSheetWindow(lap, &db);
        window->show();
        QVERIFY(QTest::qWaitForWindowExposed(window));
        for (const char *x : {"6", "5", "4", "3", "4", "5", "6", "6", "0", "2", "3", "4", "00"})
            QTest::mouseClick(window->sheet()->gearPad()->button(g(x)), Qt::LeftButton);
        window->sheet()->focusSpin()->setValue(4);
        QCOMPARE(window->sheet()->finalTimeLabel()->text(), u"5:06"_s);
        QVERIFY(window->recordId() > 0);
        QCOMPARE(db.lap(window->recordId())->turns.size(), 13);
        QCOMPARE(db.lap(window->recordId())->focusTokens, 4);
        QVERIFY(window->windowTitle().contains(u"Monza"_s));
        keepShot(window, u"solo-sheet-%1.png"_s.arg(lang));
        window->close();
    }

    void fieldBeingTypedIsPrintedAndSaved()
    {
        // Issue 16 bug 3: a track name typed without leaving the field was blank in the PDF.
        RecordsDatabase db;
        QVERIFY(db.open(u":memory:"_s));
        QPointer<SoloSheetWindow> window = new SoloSheetWindow(SoloLap{}, &db);
        window->show();
        QVERIFY(QTest::qWaitForWindowExposed(window));
        QLineEdit *track = window->sheet()->trackEdit();
        track->setFocus();
        QTest::keyClicks(track, u"Monza"_s);
        for (const char *x : {"4", "5", "6"})
            QVERIFY(window->document()->appendTurn(g(x)));
        QCOMPARE(window->document()->lap().header.track, QString()); // still in the field
        const SheetRequest request = window->outputRequest();
        QVERIFY(request.lap);
        QCOMPARE(request.lap->header.track, u"Monza"_s);
        QCOMPARE(request.lap->turns.size(), 3);
        // typed on, then the window closed: the records have the whole name
        QTest::keyClicks(track, u" GP"_s);
        const qint64 id = window->recordId();
        QVERIFY(id > 0);
        window->close();
        QTRY_VERIFY(window.isNull()); // deleted on close, nothing left dangling
        QCOMPARE(db.lap(id)->header.track, u"Monza GP"_s);
    }

    void destroyedWhileTyping()
    {
        // Issue 14 §6: destroying the sheet with an edited field focused ran the field's slot on
        // a half-destroyed widget (ASan + UBSan abort). The widget must go quietly.
        SoloLapDocument doc;
        auto *w = new SoloSheetWidget(&doc);
        w->show();
        w->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(w));
        w->trackEdit()->setFocus();
        QVERIFY(w->trackEdit()->hasFocus());
        QTest::keyClicks(w->trackEdit(), u"Spa"_s);
        const int steps = doc.undoStack()->count();
        delete w;
        QCOMPARE(doc.undoStack()->count(), steps); // no edit from a dying widget
    }

    void windowWithoutDatabaseWarns()
    {
        RecordsDatabase db; // not open
        SoloSheetWindow window(SoloLap{}, &db);
        window.setAttribute(Qt::WA_DeleteOnClose, false);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QTest::mouseClick(window.sheet()->gearPad()->button(g("6")), Qt::LeftButton);
        QCOMPARE(window.document()->lap().turns.size(), 1); // the sheet still works
        QVERIFY(window.sheet()->messageBar()->text().contains(u"not open"_s));
    }
};

QTEST_MAIN(tst_SoloSheetWidget)
#include "tst_solosheetwidget.moc"
