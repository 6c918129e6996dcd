// SPDX-License-Identifier: GPL-3.0-or-later
// The app layer's entry point to the game-data editor, installToolsMenu(). App sources are not
// in a library, so this test compiles the one file it checks.
#include "../../app/toolsmenu.cpp"

#include "gamedata/gamedataactions.h"
#include "gamedata/gamedatawindow.h"

#include <QMainWindow>
#include <QMenuBar>
#include <QTabWidget>
#include <QTest>

using namespace Pacenotes;
using namespace Qt::StringLiterals;

class tst_ToolsMenu : public QObject
{
    Q_OBJECT
private slots:
    void addsGameDataBeforeHelp()
    {
        QMainWindow window;
        window.menuBar()->addMenu(u"&File"_s);
        QMenu *help = window.menuBar()->addMenu(u"&Help"_s);
        help->setObjectName(u"helpMenu"_s);
        GameDataActions *actions = installToolsMenu(&window);
        QVERIFY(actions);
        const QList<QAction *> menus = window.menuBar()->actions();
        QCOMPARE(menus.size(), 3);
        QMenu *tools = menus[1]->menu();
        QCOMPARE(tools->objectName(), u"toolsMenu"_s);
        QCOMPARE(tools->title(), u"&Tools"_s);
        QCOMPARE(menus[2]->menu(), help);
        QCOMPARE(tools->actions(), QList<QAction *>{actions->gameDataAction()});
        QCOMPARE(actions->gameDataAction()->text(), u"&Game Data…"_s);
    }

    void joinsAToolsMenuAlreadyThere()
    {
        QMainWindow window;
        QMenu *tools = window.menuBar()->addMenu(u"&Tools"_s);
        tools->setObjectName(u"toolsMenu"_s);
        tools->addAction(u"Something else"_s);
        installToolsMenu(&window);
        QCOMPARE(window.menuBar()->actions().size(), 1);
        QCOMPARE(tools->actions().size(), 2);
    }

    void theActionOpensTheEditor()
    {
        QMainWindow window;
        GameDataActions *actions = installToolsMenu(&window);
        QVERIFY(!actions->window());
        actions->gameDataAction()->trigger();
        QVERIFY(actions->window());
        QVERIFY(actions->window()->isVisible());
        QCOMPARE(actions->window()->tabs()->count(), 6);
    }
};

QTEST_MAIN(tst_ToolsMenu)
#include "tst_toolsmenu.moc"
