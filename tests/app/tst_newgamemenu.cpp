// SPDX-License-Identifier: GPL-3.0-or-later
// File ▸ New Game… and Game ▸ Sessions… in a window like the main one: where they go (after
// File ▸ New; a Game menu before Records, or joining one another part made), Ctrl+Shift+N, and a
// 2-player GT race on the designer's track in three clicks — File, New Game…, Finish — saved in the
// games file and handed to the game window. App sources are not in a library, so this test
// compiles the one file it checks.
#include "../../app/newgamemenu.cpp"

#include "catalog/tilecatalog.h"
#include "game/gamesession.h"
#include "game/gamestore.h"
#include "gamesetup/newgamewizard.h"
#include "gamesetup/sessionsdialog.h"
#include "io/trackfiles.h"
#include "sampletracks.h"

#include <QAbstractButton>
#include <QApplication>
#include <QMainWindow>
#include <QMenuBar>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Pacenotes;
using namespace Qt::StringLiterals;

namespace {

struct Window
{
    QMainWindow window;
    QMenu *file;
    QMenu *records;
    QMenu *help;
    Window()
    {
        file = window.menuBar()->addMenu(u"&File"_s);
        file->addAction(u"&New"_s);
        file->addAction(u"&Open…"_s);
        records = window.menuBar()->addMenu(u"&Records"_s);
        records->setObjectName(u"recordsMenu"_s);
        help = window.menuBar()->addMenu(u"&Help"_s);
        help->setObjectName(u"helpMenu"_s);
    }
};

} // namespace

class tst_NewGameMenu : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;

private slots:
    // The games file goes to a folder of this test, whoever runs it.
    void initTestCase() { qputenv("XDG_DATA_HOME", m_dir.filePath(u"data"_s).toLocal8Bit()); }
    void placesTheActions();
    void joinsAnExistingGameMenu();
    void threeClicksToARace();
};

void tst_NewGameMenu::placesTheActions()
{
    Window w;
    GameSetupActions *actions = installNewGameMenu(&w.window, w.file, nullptr, nullptr);
    QCOMPARE(w.file->actions().value(1), actions->newGameAction());
    QCOMPARE(actions->newGameAction()->shortcut(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N));
    const QList<QAction *> menus = w.window.menuBar()->actions();
    QCOMPARE(menus.size(), 4);
    QCOMPARE(menus[1]->menu()->objectName(), u"gameMenu"_s);
    QCOMPARE(menus[1]->menu()->title(), u"&Game"_s);
    QCOMPARE(menus[2]->menu(), w.records);
    QCOMPARE(menus[1]->menu()->actions(), QList<QAction *>{actions->sessionsAction()});
    QCOMPARE(actions->newGameAction()->text(), u"New &Game…"_s);
}

void tst_NewGameMenu::joinsAnExistingGameMenu()
{
    Window w;
    auto *game = new QMenu(u"&Game"_s, w.window.menuBar());
    game->setObjectName(u"gameMenu"_s);
    game->addAction(u"Next player"_s);
    w.window.menuBar()->insertMenu(w.records->menuAction(), game);
    GameSetupActions *actions = installNewGameMenu(&w.window, w.file, nullptr, nullptr);
    QCOMPARE(w.window.menuBar()->actions().size(), 4);
    QCOMPARE(game->actions().size(), 3); // theirs, a separator, Sessions…
    QCOMPARE(game->actions().last(), actions->sessionsAction());
}

void tst_NewGameMenu::threeClicksToARace()
{
    // The designer holds a saved GT circuit.
    const QString path = m_dir.filePath(u"loop.json"_s);
    Track loop = Samples::gtLoop();
    loop.title = u"Home loop"_s;
    QString error;
    QVERIFY2(TrackFiles::write(path, loop, TileCatalog::builtin(), &error), qPrintable(error));
    TrackDocument document(TileCatalog::builtin());
    document.reset(loop, path);

    Window w;
    GameSetupActions *actions = installNewGameMenu(&w.window, w.file, &document, nullptr);
    std::unique_ptr<GameSession> opened;
    actions->setGameOpener([&opened](std::unique_ptr<GameSession> s) { opened = std::move(s); });
    w.window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w.window));

    // Click 1: the File menu. Click 2: New Game…
    QMenuBar *bar = w.window.menuBar();
    QTest::mouseClick(bar, Qt::LeftButton, {}, bar->actionGeometry(w.file->menuAction()).center());
    QTRY_VERIFY(w.file->isVisible());
    QTest::mouseClick(w.file, Qt::LeftButton, {}, w.file->actionGeometry(actions->newGameAction()).center());
    QTRY_VERIFY(actions->wizard() && actions->wizard()->isVisible());
    NewGameWizard *wizard = actions->wizard();
    // Click 3: Finish.
    QAbstractButton *finish = wizard->button(QWizard::FinishButton);
    QTRY_VERIFY(finish->isVisible() && finish->isEnabled());
    QTest::mouseClick(finish, Qt::LeftButton);

    QVERIFY(opened);
    const GameSetup &s = opened->setup();
    QCOMPARE(s.kind, GameKind::GtRace);
    QCOMPARE(s.players.size(), 2);
    QCOMPARE(s.track.source, TrackRef::Source::File);
    QCOMPARE(s.track.location, path);
    QCOMPARE(s.track.title, u"Home loop"_s);
    QVERIFY(s.gridDrawn);
    // Saved in the games file from the first moment, in progress.
    QVERIFY(opened->store());
    const std::optional<QList<SessionInfo>> list = opened->store()->sessions();
    QVERIFY(list && !list->isEmpty());
    QCOMPARE(list->first().id, opened->storeId());
    QCOMPARE(list->first().status, SessionInfo::Status::InProgress);
    QCOMPARE(list->first().title, u"GT race: Home loop"_s);
    opened.reset();

    // Game ▸ Sessions… resumes it through the same door.
    actions->sessionsAction()->trigger();
    SessionsDialog *dialog = w.window.findChild<SessionsDialog *>();
    QVERIFY(dialog);
    QVERIFY(dialog->resumeCurrent());
    QTRY_VERIFY(opened);
    QCOMPARE(opened->setup().track.title, u"Home loop"_s);
}

QTEST_MAIN(tst_NewGameMenu)
#include "tst_newgamemenu.moc"
