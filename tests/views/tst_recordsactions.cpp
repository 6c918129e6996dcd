// SPDX-License-Identifier: GPL-3.0-or-later
#include "i18n/translations.h"
#include "itemmodels/lapshistorymodel.h"
#include "itemmodels/rallyhistorymodel.h"
#include "keepshot.h"
#include "records/rallydocument.h"
#include "records/recordsdatabase.h"
#include "records/sololapdocument.h"
#include "sheets/gearpad.h"
#include "sheets/rallysheetwindow.h"
#include "sheets/recordsactions.h"
#include "sheets/recordshistorywindow.h"
#include "sheets/solosheetwidget.h"
#include "sheets/solosheetwindow.h"

#include <QAbstractButton>
#include <QFile>
#include <QLineEdit>
#include <QMainWindow>
#include <QMenu>
#include <QMessageBox>
#include <QTimer>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace Pacenotes;
using namespace Qt::StringLiterals;

namespace {
SoloLap lap(const QString &track, const QString &driver, QList<int> gears, int focus, QDate date)
{
    SoloLap l;
    l.header = {track, driver, CarCategory::GT6, Tyres::Soft, LapWeather::Dry, date};
    for (int g : gears)
        l.turns.append(SoloTurn{{g, false}, TurnWeather::None});
    l.focusTokens = focus;
    l.finished = true;
    return l;
}
} // namespace

class tst_RecordsActions : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;

private slots:
    void cleanup() { Translations::install(u"en"_s); }

    void menuAndSheetsShareTheRecords()
    {
        QMainWindow main;
        auto *actions = new RecordsActions(&main, m_dir.filePath(u"a/records.sqlite"_s));
        QMenu *menu = actions->createMenu(&main);
        const QList<QAction *> items = menu->actions();
        QCOMPARE(std::count_if(items.begin(), items.end(), [](QAction *a) { return !a->isSeparator(); }), 5);

        actions->newSoloAction()->trigger();
        QCOMPARE(actions->openSheets().size(), 1);
        auto *solo = qobject_cast<SoloSheetWindow *>(actions->openSheets().constFirst());
        QVERIFY(solo);
        QVERIFY(QTest::qWaitForWindowExposed(solo));
        QTest::mouseClick(solo->sheet()->gearPad()->button({6, false}), Qt::LeftButton);
        const qint64 id = solo->recordId();
        QVERIFY(id > 0);
        QVERIFY(actions->database()->isOpen());
        QCOMPARE(actions->database()->lap(id)->turns.size(), 1);

        // Opening the same record again raises its window instead of a second copy.
        QCOMPARE(actions->openLap(id), solo);
        QCOMPARE(actions->openSheets().size(), 1);

        actions->newRallyAction()->trigger();
        QCOMPARE(actions->openSheets().size(), 2);
        auto *rally = qobject_cast<RallySheetWindow *>(actions->openSheets().constLast());
        QVERIFY(rally);
        QVERIFY(rally->document()->setStageTime(0, 0, u"3:00"_s));
        QVERIFY(rally->recordId() > 0);

        RecordsHistoryWindow *history = actions->showHistory();
        QVERIFY(QTest::qWaitForWindowExposed(history));
        QCOMPARE(history->lapsModel()->rowCount(), 1);
        QCOMPARE(history->ralliesModel()->rowCount(), 1);
        // The history follows a sheet being filled in.
        QTest::mouseClick(solo->sheet()->gearPad()->button({5, false}), Qt::LeftButton);
        QCOMPARE(history->lapsModel()->index(0, LapsHistoryModel::TurnsColumn).data().toInt(), 2);

        solo->close();
        QTRY_COMPARE(actions->openSheets().size(), 1);
        QSignalSpy opened(history, &RecordsHistoryWindow::openLapRequested);
        history->lapsView()->setCurrentIndex(history->lapsView()->model()->index(0, 0));
        emit history->lapsView()->doubleClicked(history->lapsView()->currentIndex());
        QCOMPARE(opened.size(), 1);
        QCOMPARE(actions->openSheets().size(), 2); // reopened from the history
    }

    void historyFiltersAndExports_data()
    {
        QTest::addColumn<QString>("lang");
        QTest::newRow("en") << u"en"_s;
        QTest::newRow("ru") << u"ru"_s;
    }

    void historyFiltersAndExports()
    {
        QFETCH(QString, lang);
        Translations::install(lang);
        RecordsDatabase db;
        QVERIFY(db.open(u":memory:"_s));
        QVERIFY(db.saveLap(lap(u"Monza"_s, u"Ann"_s, {6, 6, 5}, 0, QDate(2025, 1, 3))));
        QVERIFY(db.saveLap(lap(u"Monza"_s, u"Ann"_s, {6, 6, 6}, 2, QDate(2025, 1, 5))));
        QVERIFY(db.saveLap(lap(u"Spa"_s, u"Павел"_s, {4, 3, 4, 5}, 1, QDate(2025, 2, 1))));
        Rally r = Rally::create(2, 2);
        r.name = u"Rallye"_s;
        r.players[0].results[0].time = 100;
        QVERIFY(db.saveRally(r));

        RecordsHistoryWindow window(&db);
        window.setAttribute(Qt::WA_DeleteOnClose, false);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QCOMPARE(window.lapsView()->model()->rowCount(), 3);
        window.filterEdit()->setText(u"spa"_s);
        QCOMPARE(window.lapsView()->model()->rowCount(), 1);
        QCOMPARE(window.visibleIds().size(), 1);
        const QString csv = m_dir.filePath(u"laps-%1.csv"_s.arg(lang));
        QString error;
        QVERIFY2(window.exportCsv(csv, &error), qPrintable(error));
        QFile f(csv);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(f.readAll());
        QCOMPARE(text.count(u"\r\n"_s), 2); // header + the one lap shown
        QVERIFY(text.contains(u"Павел"_s));
        window.filterEdit()->clear();

        window.tabs()->setCurrentIndex(RecordsHistoryWindow::BestsTab);
        QCOMPARE(window.bestsView()->model()->rowCount(), 2);
        keepShot(&window, u"history-bests-%1.png"_s.arg(lang));
        window.tabs()->setCurrentIndex(RecordsHistoryWindow::RalliesTab);
        QCOMPARE(window.ralliesView()->model()->rowCount(), 1);
        QVERIFY(window.exportCsv(m_dir.filePath(u"rallies.csv"_s), &error));
        window.tabs()->setCurrentIndex(RecordsHistoryWindow::LapsTab);
        keepShot(&window, u"history-laps-%1.png"_s.arg(lang));
    }

    void unavailableDatabase()
    {
        // A folder where the file should be: the records cannot open, sheets still work.
        QVERIFY(QDir().mkpath(m_dir.filePath(u"blocked/records.sqlite"_s)));
        QMainWindow main;
        RecordsActions actions(&main, m_dir.filePath(u"blocked/records.sqlite"_s));
        // The warning box is modal: close it as soon as it shows.
        QTimer::singleShot(0, this, [] {
            for (QWidget *w : QApplication::topLevelWidgets())
                if (auto *box = qobject_cast<QMessageBox *>(w))
                    box->accept();
        });
        RecordsDatabase *db = actions.database();
        QVERIFY(!db->isOpen());
        QVERIFY(!actions.databaseError().isEmpty());
        SheetWindow *w = actions.newSoloSheet();
        QVERIFY(w);
        auto *solo = static_cast<SoloSheetWindow *>(w);
        QTest::mouseClick(solo->sheet()->gearPad()->button({6, false}), Qt::LeftButton);
        QCOMPARE(solo->document()->lap().turns.size(), 1);
    }
};

QTEST_MAIN(tst_RecordsActions)
#include "tst_recordsactions.moc"
