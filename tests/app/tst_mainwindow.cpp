// SPDX-License-Identifier: GPL-3.0-or-later
// The assembled main window on a 1024 × 700 offscreen screen (tests/data/screens): the layout of a
// small screen, dialogs that fit it, status messages, the palette's double-click, the Help menu,
// and the screens a new player sees in the first hour (designer, library, Lay Out for Me, score
// sheets) in English and Russian. With PACENOTES_KEEP_SHOTS set, each screen is saved as a
// picture for a person to look at; with PACENOTES_HELP_SHOTS, the pictures of the Getting Started
// page are written there (scripts/help-pictures.sh).
#include "keepshot.h"
#include "sampletracks.h"
#include "solverhelpers.h"

#include "designer/designereditor.h"
#include "game/gameresultsview.h"
#include "game/gamewindow.h"
#include "game/refereepanel.h"
#include "gamehelpers.h"
#include "gamewindowhelpers.h"
#include "gamesetup/newgamewizard.h"
#include "itemmodels/moveplanmodel.h"
#include "shell/welcomepanel.h"
#include "designer/trackscene.h"
#include "designer/trackview.h"
#include "help/helpbrowser.h"
#include "help/shortcutsdialog.h"
#include "i18n/translations.h"
#include "io/trackfiles.h"
#include "library/librarypanel.h"
#include "mainwindow.h"
#include "panels/palettepanel.h"
#include "export/trackoutputactions.h"
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
#include "track/track.h"
#include "track/trackdocument.h"

#include <QApplication>
#include <QCompleter>
#include <QDir>
#include <QLabel>
#include <QDockWidget>
#include <QListView>
#include <QMenu>
#include <QMenuBar>
#include <QTableView>
#include <QRegularExpression>
#include <QScreen>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QToolButton>
#include <QTreeWidget>
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

/// The window (frame included) lies on the screen.
bool fits(const QWidget *w)
{
    const QRect screen = w->screen()->availableGeometry();
    return w->frameGeometry().width() <= screen.width() && w->frameGeometry().height() <= screen.height();
}

/// For the Getting Started page: a picture scaled to the page's width.
void helpShot(QWidget *widget, const QString &name)
{
    const QString dir = qEnvironmentVariable("PACENOTES_HELP_SHOTS");
    if (dir.isEmpty())
        return;
    QCoreApplication::sendPostedEvents();
    widget->grab().toImage().scaledToWidth(560, Qt::SmoothTransformation).save(QDir(dir).filePath(name));
}

QPoint paletteCentreOf(QListView *list, const QString &id)
{
    for (int r = 0; r < list->model()->rowCount(); ++r) {
        const QModelIndex i = list->model()->index(r, 0);
        if (i.data(Qt::DisplayRole).toString() == id) {
            list->scrollTo(i);
            return list->visualRect(i).center();
        }
    }
    return {};
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

    void smallScreenLayout()
    {
        // Issue 16: at 1024 × 700 the table was 370 px wide between the panels.
        QCOMPARE(QGuiApplication::primaryScreen()->availableGeometry().size(), kSmallScreen);
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(fits(&window));
        auto *problems = window.findChild<QDockWidget *>(u"problemsDock"_s);
        QVERIFY(problems);
        QCOMPARE(window.tabifiedDockWidgets(problems).size(), 2); // Track, Problems, History as tabs
        QVERIFY2(window.view()->width() >= window.width() / 2,
                 qPrintable(u"table %1 of %2 px"_s.arg(window.view()->width()).arg(window.width())));
    }

    void dialogsFitTheScreen()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *layout = window.findChild<LayoutController *>();
        layout->open();
        QVERIFY(QTest::qWaitForWindowExposed(layout->dialog()));
        QVERIFY2(fits(layout->dialog()), qPrintable(u"%1 × %2"_s.arg(layout->dialog()->frameGeometry().width())
                                                       .arg(layout->dialog()->frameGeometry().height())));
        layout->dialog()->close();
        auto *records = window.findChild<RecordsActions *>();
        for (SheetWindow *sheet : {records->newSoloSheet(), records->newRallySheet()}) {
            QVERIFY(QTest::qWaitForWindowExposed(sheet));
            QVERIFY(fits(sheet));
            sheet->close();
        }
        RecordsHistoryWindow *history = records->showHistory();
        QVERIFY(QTest::qWaitForWindowExposed(history));
        QVERIFY(fits(history));
        history->close();
        HelpBrowser help(&window);
        help.show();
        QVERIFY(QTest::qWaitForWindowExposed(&help));
        QVERIFY(fits(&help));
    }

    void statusMessagesShow()
    {
        // A message (why nothing was appended) must not hide behind the permanent summary.
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.document()->reset(Samples::gtLoop()); // a closed circuit: no open end
        auto *editor = window.findChild<DesignerEditor *>();
        QVERIFY(!editor->appendTile(u"103b"_s));
        QVERIFY(window.statusBar()->currentMessage().contains(u"no open end"_s));
        QLabel *summary = nullptr;
        for (QLabel *l : window.statusBar()->findChildren<QLabel *>())
            if (l->text().contains(u"Valid circuit"_s))
                summary = l;
        QVERIFY(summary);
        QVERIFY(!summary->isVisible()); // the message takes its place for a while
        window.statusBar()->clearMessage();
        QVERIFY(summary->isVisible());

        // an export says where it went and offers the folder
        QTemporaryDir dir;
        auto *output = window.findChild<TrackOutputActions *>();
        QVERIFY(output->exportTo(dir.filePath(u"loop.png"_s), TrackExporter::Format::Png));
        QVERIFY(window.statusBar()->currentMessage().contains(QDir::toNativeSeparators(dir.filePath(u"loop.png"_s))));
        auto *openFolder = window.findChild<QToolButton *>(u"openFolder"_s);
        QVERIFY(openFolder && openFolder->isVisible());
        QCOMPARE(openFolder->property("folder").toString(), QFileInfo(dir.filePath(u"loop.png"_s)).absolutePath());
    }

    void paletteDoubleClickLeavesNoToolArmed()
    {
        // Issue 16: after a double-click in the palette, a click on the table replaced a tile.
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *palette = window.findChild<PalettePanel *>();
        auto *editor = window.findChild<DesignerEditor *>();
        QListView *list = palette->listView();
        list->setFocus();
        for (const QString &id : {u"102b"_s, u"103b"_s}) {
            const QPoint at = paletteCentreOf(list, id);
            QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, at);
            QTest::mouseDClick(list->viewport(), Qt::LeftButton, {}, at);
        }
        QCOMPARE(window.document()->track().tiles.size(), 2);
        QCOMPARE(editor->tool(), DesignerEditor::Tool::Select);
        const Track before = window.document()->track();
        window.view()->fitToView();
        const QPoint onTile = window.view()->mapFromScene(editor->scene()->layout().toPixel(before.tiles[0].pos));
        QTest::mouseClick(window.view()->viewport(), Qt::LeftButton, {}, onTile);
        QCOMPARE(window.document()->track(), before);
        window.document()->undoStack()->setClean();
    }

    void soloSheetOffersTheOpenTrack()
    {
        // Issue 16: the solo sheet offers the open track's name (without writing it in).
        MainWindow window;
        QVERIFY(window.openFile(u":/tracks/gt-track-2.json"_s));
        auto *records = window.findChild<RecordsActions *>();
        auto *sheet = qobject_cast<SoloSheetWindow *>(records->newSoloSheet());
        QVERIFY(sheet);
        QLineEdit *track = sheet->sheet()->trackEdit();
        QVERIFY(track->placeholderText().contains(u"GT Track 2"_s));
        QVERIFY(track->completer());
        QVERIFY(track->text().isEmpty());
        QVERIFY(sheet->document()->lap().header.track.isEmpty()); // a blank sheet stays blank
        sheet->close();
    }

    void welcomeOffersTheThreeUses()
    {
        // Issue 20: the app opened on an empty designer and nothing said it plays games.
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *welcome = window.findChild<WelcomePanel *>();
        QVERIFY(welcome);
        QVERIFY(welcome->isVisible());
        QVERIFY(welcome->playButton()->isEnabled() && welcome->layOutButton()->isEnabled() && welcome->sheetButton()->isEnabled());
        QVERIFY(window.view()->rect().contains(welcome->geometry())); // on the table, whole
        // Play a game: the New Game wizard.
        welcome->playButton()->click();
        auto *wizard = window.findChild<NewGameWizard *>();
        QVERIFY(wizard && wizard->isVisible());
        wizard->reject();
        // Lay out a track: the library.
        auto *library = window.findChild<QDockWidget *>(u"libraryDock"_s);
        QVERIFY(!library->isVisible());
        welcome->layOutButton()->click();
        QVERIFY(library->isVisible());
        library->hide();
        // Score sheets: the Records menu's sheets.
        QStringList sheets;
        for (QAction *a : welcome->sheetButton()->menu()->actions())
            if (!a->isSeparator())
                sheets << a->text();
        QCOMPARE(sheets.size(), 4);
        // The first tile takes it away; a new, empty track brings it back.
        QVERIFY(window.openFile(u":/tracks/gt-track-1.json"_s));
        QVERIFY(!welcome->isVisible());
        window.document()->undoStack()->setClean();
        window.document()->reset(Track{});
        emit window.document()->documentReplaced();
        QVERIFY(welcome->isVisible());
        // Closed, it stays closed for this track.
        welcome->findChild<QToolButton *>(u"welcomeClose"_s)->click();
        QVERIFY(!welcome->isVisible());
    }

    void helpMenu()
    {
        MainWindow window;
        QStringList help;
        for (QAction *a : window.helpMenu()->actions())
            help << a->text();
        QVERIFY2(help.size() >= 5, qPrintable(help.join(u" | "_s)));
        QCOMPARE(window.helpMenu()->actions().first()->shortcut(), QKeySequence(QKeySequence::HelpContents));
        // the shortcuts come from the actions themselves
        ShortcutsDialog shortcuts(window.menuBar());
        QStringList rows;
        for (int i = 0; i < shortcuts.tree()->topLevelItemCount(); ++i)
            rows << shortcuts.tree()->topLevelItem(i)->text(0) + u" = "_s + shortcuts.tree()->topLevelItem(i)->text(1);
        const QString open = QKeySequence(QKeySequence::Open).toString(QKeySequence::NativeText);
        QVERIFY2(rows.contains(u"Open… = "_s + open), qPrintable(rows.join(u"\n"_s)));
        QVERIFY(rows.contains(u"Track Library… = Ctrl+Shift+L"_s));
        QVERIFY(rows.contains(u"Replace a placed tile with the place tool = Shift+click"_s));
        // the pages exist in both languages, with every picture they show
        for (const QString &lang : {u"en"_s, u"ru"_s}) {
            const QString page = HelpBrowser::html(HelpBrowser::Page::GettingStarted, lang);
            QVERIFY(page.contains(lang == u"ru"_s ? u"Как начать"_s : u"Getting started"_s));
            static const QRegularExpression img(u"<img src=\"([^\"]+)\""_s);
            int pictures = 0;
            for (QRegularExpressionMatchIterator it = img.globalMatch(page); it.hasNext(); ++pictures) {
                const QString src = it.next().captured(1);
                QVERIFY2(src.endsWith(u'-' + lang + u".png"_s), qPrintable(src));
                QVERIFY2(QFile::exists(u":/help/"_s + src), qPrintable(src));
            }
            QVERIFY(pictures >= 4);
            // Issue 20: the first hour includes playing a game, with pictures of the game window.
            QVERIFY(page.contains(lang == u"ru"_s ? u"Новая игра"_s : u"New Game"_s));
            for (const char *picture : {"welcome", "game", "game-solo", "game-stage"})
                QVERIFY2(page.contains(u"images/%1-%2.png"_s.arg(QLatin1StringView(picture), lang)), picture);
        }
        const QString rules = HelpBrowser::html(HelpBrowser::Page::RulesReference, u"en"_s);
        QVERIFY(rules.contains(u"Black Gear dice"_s));
        QVERIFY(rules.contains(u"GT rulebook"_s) && rules.contains(u"DIRT rulebook"_s));
    }

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
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        keepShot(&window, u"main-empty-%1.png"_s.arg(lang));
        helpShot(&window, u"welcome-%1.png"_s.arg(lang));

        // a broken course: two road ends, a tile used once too often
        {
            Track broken;
            broken.tiles = {{u"102a"_s, 0, {0, 0}, 0}, {u"105a"_s, 0, {1, 0}, 0}, {u"105a"_s, 0, {3, 0}, 0},
                            {u"105b"_s, 0, {4, 0}, 0}};
            window.document()->reset(broken);
            window.view()->fitToView();
            keepShot(&window, u"main-problems-%1.png"_s.arg(lang));
            helpShot(&window, u"designer-%1.png"_s.arg(lang));
        }

        QVERIFY(window.openFile(u":/tracks/gt-track-1.json"_s));
        QVERIFY(window.openFile(u":/tracks/gt-track-2.json"_s));
        keepShot(&window, u"main-gt2-after-gt1-%1.png"_s.arg(lang));

        QVERIFY(window.openFile(u":/tracks/dirt-rally-2-ss1.json"_s));
        keepShot(&window, u"main-dirt-list-%1.png"_s.arg(lang));
        if (auto *info = window.findChild<QDockWidget *>(u"infoDock"_s)) {
            info->raise(); // the Track panel: the list's source for players, "About this list…"
            keepShot(&window, u"main-dirt-track-panel-%1.png"_s.arg(lang));
            window.findChild<QDockWidget *>(u"problemsDock"_s)->raise();
        }
        QVERIFY(layOut(window.document()));
        keepShot(&window, u"main-dirt-laid-%1.png"_s.arg(lang));

        auto *layout = window.findChild<LayoutController *>();
        QVERIFY(layout);
        layout->open();
        QVERIFY(layout->dialog());
        QVERIFY(QTest::qWaitForWindowExposed(layout->dialog()));
        keepShot(layout->dialog(), u"layout-dialog-finished-stage-%1.png"_s.arg(lang));
        layout->dialog()->close();

        // The help's pictures show one track throughout, as its text does: GT Track 2 open, laid
        // out, and searched for in the library.
        window.document()->undoStack()->setClean();
        QVERIFY(window.openFile(u":/tracks/gt-track-2.json"_s));
        layout->open();
        QSignalSpy solved(layout->dialog(), &LayoutDialog::solveFinished);
        if (auto *start = layout->dialog()->findChild<QPushButton *>(u"start"_s))
            start->click();
        QVERIFY(solved.count() == 1 || solved.wait(120000));
        keepShot(layout->dialog(), u"layout-dialog-gt2-%1.png"_s.arg(lang));
        helpShot(layout->dialog(), u"layout-%1.png"_s.arg(lang));
        layout->dialog()->close();

        window.statusBar()->clearMessage();
        auto *library = window.findChild<LibraryPanel *>();
        QVERIFY(library);
        library->parentWidget()->show();
        if (auto *search = library->findChild<QLineEdit *>())
            search->setText(u"GT Track 2"_s);
        keepShot(&window, u"main-library-%1.png"_s.arg(lang));
        helpShot(&window, u"library-%1.png"_s.arg(lang));
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
        helpShot(solo, u"solo-%1.png"_s.arg(lang));
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

        HelpBrowser help(&window);
        help.show();
        QVERIFY(QTest::qWaitForWindowExposed(&help));
        keepShot(&help, u"help-getting-started-%1.png"_s.arg(lang));
        help.showPage(HelpBrowser::Page::RulesReference);
        keepShot(&help, u"help-rules-%1.png"_s.arg(lang));
        ShortcutsDialog shortcuts(window.menuBar(), &window);
        shortcuts.show();
        QVERIFY(QTest::qWaitForWindowExposed(&shortcuts));
        keepShot(&shortcuts, u"help-shortcuts-%1.png"_s.arg(lang));
        window.document()->undoStack()->setClean();
    }

    void gameScreens_data() { screens_data(); }

    void gameScreens()
    {
        // The game window for Help ▸ Getting Started, as the app shows it on a 1024 × 700 screen:
        // a GT turn being planned, a GT solo lap between two turns, a DIRT stage's end.
        using namespace TestGame;
        QFETCH(QString, lang);
        Translations::install(lang);
        const auto open = [](const GameSetup &setup) { return openGameWindow(setup, kSmallScreen); };
        QScopedPointer<GameWindow> race(open(gtRace({u"Anna"_s, u"Boris"_s, u"Clara"_s})));
        QVERIFY(QTest::qWaitForWindowExposed(race.data()));
        QVERIFY(race->session()->startRound().accepted);
        QVERIFY(layPlanIntoACorner(race->referee()->planModel()));
        keepShot(race.data(), u"help-game-%1.png"_s.arg(lang));
        helpShot(race.data(), u"game-%1.png"_s.arg(lang));

        GameSetup soloSetup = gtRace({u"Sol"_s});
        soloSetup.kind = GameKind::GtSolo;
        QScopedPointer<GameWindow> solo(open(soloSetup));
        QVERIFY(QTest::qWaitForWindowExposed(solo.data()));
        GameSession *s = solo->session();
        QCOMPARE(playAll(*s, soloTwoTurns()), QString());
        QVERIFY(solo->referee()->resultsView()->figuresLabel()->isVisible());
        keepShot(solo.data(), u"help-game-solo-%1.png"_s.arg(lang));
        helpShot(solo.data(), u"game-solo-%1.png"_s.arg(lang));

        QScopedPointer<GameWindow> rally(open(dirtRally({u"Dina"_s, u"Emil"_s, u"Fyodor"_s}, 3)));
        QVERIFY(QTest::qWaitForWindowExposed(rally.data()));
        GameSession *r = rally->session();
        QCOMPARE(playAll(*r, dirtFirstFinishes() << RoundInput{}), QString());
        // Fyodor starts and finishes at once; Emil drives on, then retires.
        while (r->phase() == GamePhase::Turn) {
            TurnInput t = r->activeCar() == 1 ? turn(1, u"3 4"_s, u"- -"_s) : turn(2, u"1 2 3"_s, u"- - -"_s, RollMode::FlatOut);
            t.move->steps.last().space.finishLine = r->activeCar() == 2;
            QVERIFY(r->playTurn(t).accepted);
        }
        QVERIFY(r->retire(1).accepted);
        QCOMPARE(r->phase(), GamePhase::StageOver);
        QVERIFY(rally->referee()->resultsView()->resultsView()->isVisible());
        keepShot(rally.data(), u"help-game-stage-%1.png"_s.arg(lang));
        helpShot(rally.data(), u"game-stage-%1.png"_s.arg(lang));
    }
};

int main(int argc, char **argv)
{
    // The small screen of issue 16, 1024 × 700, for every window of this test.
    qputenv("QT_QPA_PLATFORM", "offscreen:configfile=" PACENOTES_TESTDATA "/screens/small-screen.json");
    QApplication app(argc, argv);
    tst_MainWindow test;
    return QTest::qExec(&test, argc, argv);
}
#include "tst_mainwindow.moc"
