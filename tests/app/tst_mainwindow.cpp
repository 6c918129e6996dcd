// SPDX-License-Identifier: GPL-3.0-or-later
// The assembled main window, offscreen at 1024 × 700: the screens a new player sees in the first
// hour (designer, library, Lay Out for Me, score sheets), in English and Russian. With
// PACENOTES_KEEP_SHOTS set, each screen is saved as a picture for a person to look at.
#include "keepshot.h"
#include "solverhelpers.h"

#include "i18n/translations.h"
#include "io/trackfiles.h"
#include "library/librarypanel.h"
#include "mainwindow.h"
#include "panels/palettepanel.h"
#include "records/rallydocument.h"
#include "records/sololapdocument.h"
#include "sheets/rallysheetwidget.h"
#include "sheets/rallysheetwindow.h"
#include "sheets/recordsactions.h"
#include "sheets/recordshistorywindow.h"
#include "sheets/sheetwindow.h"
#include "sheets/solosheetwidget.h"
#include "sheets/solosheetwindow.h"
#include "solver/layoutcontroller.h"
#include "solver/layoutdialog.h"
#include "solver/layoutsolver.h"
#include "track/commands/replacetilescommand.h"
#include "track/trackdocument.h"

#include <QDockWidget>
#include <QPushButton>
#include <QSignalSpy>
#include <QLineEdit>
#include <QTest>
#include <QUndoStack>

using namespace Pacenotes;
using namespace Qt::StringLiterals;

namespace {
constexpr QSize kSmallScreen(1024, 700);

/// Lays the document's list out with the solver (its best layout) as one undo step.
bool layOut(TrackDocument *doc)
{
    LayoutRequest r = LayoutRequest::forTrack(doc->track(), false);
    r.keepBest = 1;
    r.exactCount = false;
    const LayoutResult result = LayoutSolver::solve(r, doc->catalog());
    if (result.shapes.isEmpty())
        return false;
    doc->undoStack()->push(new ReplaceTilesCommand(doc, result.layout(0)));
    return true;
}
} // namespace

class tst_MainWindow : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(u"PacenotesTests"_s);
        QCoreApplication::setApplicationName(u"tst_mainwindow"_s);
        QSettings().clear();
    }
    void cleanup() { Translations::install(u"en"_s); }

    void screens_data()
    {
        QTest::addColumn<QString>("lang");
        QTest::newRow("en") << u"en"_s;
        QTest::newRow("ru") << u"ru"_s;
    }

    void screens()
    {
        QFETCH(QString, lang);
        Translations::install(lang);
        MainWindow window;
        window.resize(kSmallScreen);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        keepShot(&window, u"main-empty-%1.png"_s.arg(lang));

        // a broken course: two road ends, a tile used once too often
        {
            Track broken;
            broken.tiles = {{u"102a"_s, 0, {0, 0}, 0}, {u"105a"_s, 0, {1, 0}, 0}, {u"105a"_s, 0, {3, 0}, 0},
                            {u"105b"_s, 0, {4, 0}, 0}};
            window.document()->reset(broken);
            keepShot(&window, u"main-problems-%1.png"_s.arg(lang));
        }

        QVERIFY(window.openFile(u":/tracks/gt-track-1.json"_s));
        QVERIFY(window.openFile(u":/tracks/gt-track-2.json"_s));
        keepShot(&window, u"main-gt2-after-gt1-%1.png"_s.arg(lang));

        QVERIFY(window.openFile(u":/tracks/dirt-rally-2-ss1.json"_s));
        keepShot(&window, u"main-dirt-list-%1.png"_s.arg(lang));
        QVERIFY(layOut(window.document()));
        keepShot(&window, u"main-dirt-laid-%1.png"_s.arg(lang));

        auto *layout = window.findChild<LayoutController *>();
        QVERIFY(layout);
        layout->open();
        QVERIFY(layout->dialog());
        QVERIFY(QTest::qWaitForWindowExposed(layout->dialog()));
        keepShot(layout->dialog(), u"layout-dialog-finished-stage-%1.png"_s.arg(lang));
        layout->dialog()->close();

        window.document()->undoStack()->setClean();
        QVERIFY(window.openFile(u":/tracks/gt-track-1.json"_s));
        layout->open();
        QSignalSpy solved(layout->dialog(), &LayoutDialog::solveFinished);
        if (auto *start = layout->dialog()->findChild<QPushButton *>(u"start"_s))
            start->click();
        QVERIFY(solved.count() == 1 || solved.wait(120000));
        keepShot(layout->dialog(), u"layout-dialog-gt1-%1.png"_s.arg(lang));
        layout->dialog()->close();

        auto *library = window.findChild<LibraryPanel *>();
        QVERIFY(library);
        library->parentWidget()->show();
        if (auto *search = library->findChild<QLineEdit *>())
            search->setText(u"GT Track 2"_s);
        keepShot(&window, u"main-library-%1.png"_s.arg(lang));
        library->parentWidget()->hide();

        auto *records = window.findChild<RecordsActions *>();
        QVERIFY(records);
        SheetWindow *solo = records->newSoloSheet();
        QVERIFY(solo);
        solo->resize(kSmallScreen);
        QVERIFY(QTest::qWaitForWindowExposed(solo));
        if (auto *sheet = solo->findChild<SoloSheetWidget *>()) {
            SoloLapHeader h = sheet->document()->lap().header;
            h.track = window.document()->track().title;
            sheet->document()->setHeader(h);
            for (const char *gear : {"4", "5", "6", "5", "3", "4", "5", "6", "6", "4", "3", "2", "3", "4", "5"})
                sheet->document()->appendTurn(*GearMarker::fromText(QString::fromLatin1(gear)));
        }
        keepShot(solo, u"solo-sheet-%1.png"_s.arg(lang));
        SheetWindow *rally = records->newRallySheet();
        QVERIFY(rally);
        rally->resize(kSmallScreen);
        QVERIFY(QTest::qWaitForWindowExposed(rally));
        if (auto *sheet = rally->findChild<RallySheetWidget *>()) {
            RallyDocument *doc = sheet->document();
            doc->setStageTime(0, 0, u"2:55"_s);
            doc->setStageTime(1, 0, u"3:05"_s);
            doc->setStageTime(0, 1, u"2:5"_s); // refused: the message shows
        }
        keepShot(rally, u"rally-sheet-%1.png"_s.arg(lang));
        SheetWindow *finished = records->newSoloSheet();
        if (auto *sheet = finished->findChild<SoloSheetWidget *>()) {
            SoloLapHeader h = sheet->document()->lap().header;
            h.track = window.document()->track().title;
            sheet->document()->setHeader(h);
            for (const char *gear : {"4", "5", "6", "5", "3", "4", "5", "6", "6", "4", "3", "2", "3", "4", "5"})
                sheet->document()->appendTurn(*GearMarker::fromText(QString::fromLatin1(gear)));
            sheet->document()->setFinished(true);
        }
        RecordsHistoryWindow *history = records->showHistory();
        QVERIFY(history);
        history->resize(kSmallScreen);
        QVERIFY(QTest::qWaitForWindowExposed(history));
        keepShot(history, u"history-%1.png"_s.arg(lang));
        for (QWidget *w : QList<QWidget *>{solo, finished, rally, history})
            w->close();
        window.document()->undoStack()->setClean();
    }
};

QTEST_MAIN(tst_MainWindow)
#include "tst_mainwindow.moc"
