// SPDX-License-Identifier: GPL-3.0-or-later
#include "codrivermenu.h"

#include "codriver/codriverwindow.h"

#include <QAction>
#include <QCoreApplication>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QPointer>

namespace Pacenotes {

void installCoDriverMenu(QMainWindow *window)
{
    // One Tools menu, whichever part adds to it first (found by its object name).
    QMenuBar *bar = window->menuBar();
    QMenu *menu = bar->findChild<QMenu *>(QStringLiteral("toolsMenu"), Qt::FindDirectChildrenOnly);
    if (!menu) {
        menu = new QMenu(QCoreApplication::translate("MainWindow", "&Tools"), bar);
        menu->setObjectName(QStringLiteral("toolsMenu"));
        // Keep Help last, as desktop conventions expect.
        QAction *before = nullptr;
        for (QAction *a : bar->actions())
            if (a->menu() && a->menu()->objectName() == QLatin1StringView("helpMenu"))
                before = a;
        bar->insertMenu(before, menu);
    }
    QAction *open = menu->addAction(QCoreApplication::translate("CoDriverMenu", "&Co-driver…"));
    open->setObjectName(QStringLiteral("coDriverAction"));
    open->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_D));
    open->setToolTip(QCoreApplication::translate("CoDriverMenu", "Every legal plan for a car and the road ahead, weighed, and the "
                                                                 "best ones suggested"));
    auto *codriver = new QPointer<CoDriverWindow>;
    QObject::connect(open, &QAction::triggered, window, [window, codriver] {
        if (!*codriver)
            *codriver = new CoDriverWindow(window);
        (*codriver)->show();
        (*codriver)->raise();
        (*codriver)->activateWindow();
    });
    QObject::connect(window, &QObject::destroyed, [codriver] { delete codriver; });
}

} // namespace Pacenotes
