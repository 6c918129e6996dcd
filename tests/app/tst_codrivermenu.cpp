// SPDX-License-Identifier: GPL-3.0-or-later
// Tools ▸ Co-driver…: installCoDriverMenu() joins the Tools menu another part added (or makes
// one before Help), and the action opens one co-driver window, kept and raised again. App
// sources are not in a library, so this test compiles the one file it checks.
#include "../../app/codrivermenu.cpp"

#include "codriver/codriverpanel.h"

#include <QMainWindow>
#include <QMenuBar>
#include <QTest>

using namespace Pacenotes;
using namespace Qt::StringLiterals;

class tst_CoDriverMenu : public QObject
{
    Q_OBJECT
private slots:
    void makesToolsBeforeHelpAndOpensTheWindow()
    {
        QMainWindow window;
        window.menuBar()->addMenu(u"&File"_s);
        QMenu *help = window.menuBar()->addMenu(u"&Help"_s);
        help->setObjectName(u"helpMenu"_s);
        installCoDriverMenu(&window);
        const QList<QAction *> menus = window.menuBar()->actions();
        QCOMPARE(menus.size(), 3);
        QCOMPARE(menus[1]->menu()->objectName(), u"toolsMenu"_s);
        QCOMPARE(menus[2]->menu(), help);
        QAction *open = menus[1]->menu()->findChild<QAction *>(u"coDriverAction"_s);
        QVERIFY(open);
        QCOMPARE(open->shortcut(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_D));
        open->trigger();
        QList<CoDriverWindow *> windows = window.findChildren<CoDriverWindow *>();
        QCOMPARE(windows.size(), 1);
        QVERIFY(windows.first()->isVisible());
        windows.first()->panel()->clear(); // no search left running
        open->trigger();
        QCOMPARE(window.findChildren<CoDriverWindow *>().size(), 1); // raised again, not a second one
    }

    void joinsAnExistingToolsMenu()
    {
        QMainWindow window;
        auto *tools = new QMenu(u"&Tools"_s, window.menuBar());
        tools->setObjectName(u"toolsMenu"_s);
        tools->addAction(u"Game Data…"_s);
        window.menuBar()->addMenu(tools);
        installCoDriverMenu(&window);
        QCOMPARE(window.menuBar()->actions().size(), 1);
        QCOMPARE(tools->actions().size(), 2);
        QCOMPARE(tools->actions().last()->objectName(), u"coDriverAction"_s);
    }
};

QTEST_MAIN(tst_CoDriverMenu)
#include "tst_codrivermenu.moc"
