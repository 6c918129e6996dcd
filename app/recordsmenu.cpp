// SPDX-License-Identifier: GPL-3.0-or-later
#include "recordsmenu.h"

#include "sheets/recordsactions.h"

#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>

namespace Pacenotes {

RecordsActions *installRecordsMenu(QMainWindow *window)
{
    auto *actions = new RecordsActions(window);
    QMenu *menu = actions->createMenu(window);
    menu->setObjectName(QStringLiteral("recordsMenu"));
    QMenuBar *bar = window->menuBar();
    // Keep Help last, as desktop conventions expect.
    QAction *before = nullptr;
    for (QAction *a : bar->actions())
        if (a->menu() && a->menu()->objectName() == QLatin1StringView("helpMenu"))
            before = a;
    bar->insertMenu(before, menu);
    return actions;
}

} // namespace Pacenotes
