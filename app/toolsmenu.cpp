// SPDX-License-Identifier: GPL-3.0-or-later
#include "toolsmenu.h"

#include "gamedata/gamedataactions.h"

#include <QCoreApplication>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>

namespace Pacenotes {

GameDataActions *installToolsMenu(QMainWindow *window)
{
    auto *actions = new GameDataActions(window);
    QMenuBar *bar = window->menuBar();
    QMenu *tools = bar->findChild<QMenu *>(QStringLiteral("toolsMenu"), Qt::FindDirectChildrenOnly);
    if (!tools) {
        tools = new QMenu(QCoreApplication::translate("MainWindow", "&Tools"), bar);
        tools->setObjectName(QStringLiteral("toolsMenu"));
        // Keep Help last, as desktop conventions expect.
        QAction *before = nullptr;
        for (QAction *a : bar->actions())
            if (a->menu() && a->menu()->objectName() == QLatin1StringView("helpMenu"))
                before = a;
        bar->insertMenu(before, tools);
    }
    tools->addAction(actions->gameDataAction());
    return actions;
}

} // namespace Pacenotes
