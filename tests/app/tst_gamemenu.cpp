// SPDX-License-Identifier: GPL-3.0-or-later
// The app layer's Game menu, installGameMenu(): where it goes in the menu bar, a quick game on
// the designer's track opening a game window saved in the games file, "Resume the Last Game"
// offered only when a game is in progress, the texts in Russian. App sources are compiled in
// the test (the one file it checks); the games file lives in a temporary data folder.
#include "../../app/gamemenu.cpp"

#include "catalog/tilecatalog.h"
#include "game/gamesession.h"
#include "gamesetup/gamesetupactions.h"
#include "rules/rulesdata.h"
#include "i18n/translations.h"
#include "track/track.h"

#include <QApplication>
#include <QMainWindow>
#include <QMenuBar>
#include <QTemporaryDir>
#include <QTest>

using namespace Pacenotes;
using namespace Qt::StringLiterals;

class tst_GameMenu : public QObject
{
    Q_OBJECT
private slots:
    void init() { Translations::install(u"en"_s); }
    void cleanupTestCase() { Translations::install(u"en"_s); }

    void goesBeforeRecordsToolsAndHelp()
    {
        QMainWindow window;
        window.menuBar()->addMenu(u"&File"_s);
        QMenu *records = window.menuBar()->addMenu(u"&Records"_s);
        records->setObjectName(u"recordsMenu"_s);
        QMenu *help = window.menuBar()->addMenu(u"&Help"_s);
        help->setObjectName(u"helpMenu"_s);
        QVERIFY(installGameMenu(&window, nullptr, nullptr, nullptr));
        const QList<QAction *> menus = window.menuBar()->actions();
        QCOMPARE(menus.size(), 4);
        QCOMPARE(menus[1]->menu()->objectName(), u"gameMenu"_s);
        QCOMPARE(menus[1]->menu()->title(), u"&Game"_s);
        QCOMPARE(menus[2]->menu(), records);
        QCOMPARE(menus[3]->menu(), help);
    }

    void quickGameOnTheDesignersTrackAndResume()
    {
        QMainWindow window;
        TrackDocument document(TileCatalog::builtin());
        Track track;
        track.game = Game::GT;
        track.title = u"Monaco sketch"_s;
        document.reset(track, u"/somewhere/monaco.json"_s);
        GameController *games = installGameMenu(&window, nullptr, nullptr, &document);
        connectGameSetup(games, new GameSetupActions(&window)); // the games file's owner
        auto *menu = window.menuBar()->findChild<QMenu *>(u"gameMenu"_s);
        QVERIFY(menu);
        auto *resume = menu->findChild<QAction *>(u"resumeGameAction"_s);
        QVERIFY(resume);
        // No game yet: nothing to resume (the check runs when the menu opens).
        QVERIFY(!games->lastGameInProgress());
        emit menu->aboutToShow();
        QVERIFY(!resume->isEnabled());

        auto *race = menu->findChild<QAction *>(u"quickGame-gt-race"_s);
        QVERIFY(race);
        race->trigger();
        QCOMPARE(games->windows().size(), 1);
        GameWindow *w = games->windows().constFirst();
        const GameSetup &setup = w->session()->setup();
        QCOMPARE(setup.kind, GameKind::GtRace);
        QCOMPARE(setup.players.size(), 2);
        QCOMPARE(setup.track.source, TrackRef::Source::File);
        QCOMPARE(setup.track.location, u"/somewhere/monaco.json"_s);
        QCOMPARE(setup.title, u"Monaco sketch"_s);
        QVERIFY(w->session()->store());
        const qint64 id = w->session()->storeId();

        emit menu->aboutToShow();
        QVERIFY(resume->isEnabled());
        QVERIFY(w->close());
        QTRY_VERIFY(games->windows().isEmpty());
        resume->trigger();
        QCOMPARE(games->windows().size(), 1);
        QCOMPARE(games->windows().constFirst()->session()->storeId(), id);

        // A DIRT stage does not take a GT track.
        menu->findChild<QAction *>(u"quickGame-dirt-stage"_s)->trigger();
        QCOMPARE(games->windows().size(), 2);
        const GameSetup &dirt = games->windows().constLast()->session()->setup();
        QCOMPARE(dirt.game(), Game::Dirt);
        QCOMPARE(dirt.stages.size(), 1);
        QCOMPARE(dirt.stages[0].track.source, TrackRef::Source::None);
        // The solo lap: one player.
        menu->findChild<QAction *>(u"quickGame-gt-solo"_s)->trigger();
        QCOMPARE(games->windows().constLast()->session()->setup().players.size(), 1);
        qDeleteAll(games->windows());
    }

    void wizardAndSessionsOpenTheirGamesInGameWindows()
    {
        QMainWindow window;
        GameController *games = installGameMenu(&window, nullptr, nullptr, nullptr);
        auto *setup = new GameSetupActions(&window);
        // One games file for both, and one owner: the controller never opens one of its own.
        QVERIFY(!games->store());
        connectGameSetup(games, setup);
        QVERIFY(setup->store());
        QCOMPARE(games->store(), setup->store());
        // New Game… heads the Game menu too.
        auto *menu = window.menuBar()->findChild<QMenu *>(u"gameMenu"_s);
        QCOMPARE(menu->actions().constFirst(), setup->newGameAction());

        // A game the wizard starts opens in a game window, saved in that file.
        QVERIFY(setup->startGame(GameSetup::defaults(GameKind::GtRace, 2, RulesData::builtin())));
        QCOMPARE(games->windows().size(), 1);
        GameWindow *w = games->windows().constFirst();
        const qint64 id = w->session()->storeId();
        QVERIFY(id > 0);
        QCOMPARE(w->session()->store(), setup->store());
        // Resuming it from the sessions list while it is open raises its window: never two.
        QVERIFY(setup->resume(id));
        QCOMPARE(games->windows().size(), 1);
        // Closed, it resumes in a new window where it was.
        QVERIFY(w->close());
        QTRY_VERIFY(games->windows().isEmpty());
        QVERIFY(setup->resume(id));
        QCOMPARE(games->windows().size(), 1);
        QCOMPARE(games->windows().constFirst()->session()->storeId(), id);
        qDeleteAll(games->windows());
    }

    void russian()
    {
        QMainWindow window;
        installGameMenu(&window, nullptr, nullptr, nullptr);
        QCOMPARE(Translations::install(u"ru"_s), u"ru"_s);
        QCoreApplication::sendPostedEvents(); // the language change reaches the window
        auto *menu = window.menuBar()->findChild<QMenu *>(u"gameMenu"_s);
        QCOMPARE(menu->title(), u"&Игра"_s);
        QVERIFY(!menu->findChild<QAction *>(u"resumeGameAction"_s)->text().contains(u"Resume"_s));
    }
};

int main(int argc, char **argv)
{
    // The games file of this test only.
    QTemporaryDir home;
    qputenv("XDG_DATA_HOME", home.filePath(u"data"_s).toLocal8Bit());
    qputenv("XDG_CONFIG_HOME", home.filePath(u"config"_s).toLocal8Bit());
    QApplication app(argc, argv);
    tst_GameMenu test;
    return QTest::qExec(&test, argc, argv);
}
#include "tst_gamemenu.moc"
