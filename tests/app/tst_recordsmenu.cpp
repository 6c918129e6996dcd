// SPDX-License-Identifier: GPL-3.0-or-later
// The app layer's one entry point for the records, installRecordsMenu(). App sources are not in
// a library, so this test compiles the one file it checks.
#include "../../app/recordsmenu.cpp"

#include "sheets/recordsactions.h"

#include <QMainWindow>
#include <QMenuBar>
#include <QTest>

using namespace Pacenotes;
using namespace Qt::StringLiterals;

class tst_RecordsMenu : public QObject
{
    Q_OBJECT
private slots:
    void addsTheMenuBeforeHelp()
    {
        QMainWindow window;
        window.menuBar()->addMenu(u"&File"_s);
        QMenu *help = window.menuBar()->addMenu(u"&Help"_s);
        help->setObjectName(u"helpMenu"_s);
        installRecordsMenu(&window);
        const QList<QAction *> menus = window.menuBar()->actions();
        QCOMPARE(menus.size(), 3);
        QCOMPARE(menus[1]->menu()->objectName(), u"recordsMenu"_s);
        QCOMPARE(menus[2]->menu(), help);
        QVERIFY(window.findChild<RecordsActions *>());
        QCOMPARE(menus[1]->menu()->actions().size(), 7); // 5 actions, 2 separators
    }

    void worksWithoutAHelpMenu()
    {
        QMainWindow window;
        installRecordsMenu(&window);
        QCOMPARE(window.menuBar()->actions().size(), 1);
    }
};

QTEST_MAIN(tst_RecordsMenu)
#include "tst_recordsmenu.moc"
