// SPDX-License-Identifier: GPL-3.0-or-later
#include "spacesmenu.h"

#include "designer/trackview.h"
#include "mainwindow.h"
#include "spaces/spacesactions.h"

#include <QMenu>
#include <QMenuBar>
#include <QStatusBar>

namespace Pacenotes {

SpacesActions *installSpacesMenu(MainWindow *window)
{
    auto *actions = new SpacesActions(window->view()->editor(), window->scans(), window);
    QMenuBar *bar = window->menuBar();
    QAction *before = nullptr;
    for (QAction *a : bar->actions())
        if (a->menu() && a->menu()->objectName() == QLatin1StringView("helpMenu"))
            before = a;
    bar->insertMenu(before, actions->menu());
    QObject::connect(actions, &SpacesActions::message, window,
                     [window](const QString &text) { window->statusBar()->showMessage(text, 10000); });
    return actions;
}

} // namespace Pacenotes
