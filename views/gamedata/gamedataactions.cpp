// SPDX-License-Identifier: GPL-3.0-or-later
#include "gamedataactions.h"

#include "gamedatawindow.h"

#include "game/gamedatadocument.h"

#include <QAction>
#include <QCloseEvent>

namespace Pacenotes {

GameDataActions::GameDataActions(QWidget *dialogParent, const QString &path)
    : QObject(dialogParent), m_parent(dialogParent), m_path(path), m_action(new QAction(tr("&Game Data…"), this))
{
    m_action->setStatusTip(tr("The dashboards, Loss of Control table, Time cards, damage bags and solo timing the referee "
                              "uses, with their sources: correct them from your own components."));
    connect(m_action, &QAction::triggered, this, &GameDataActions::showWindow);
    if (dialogParent)
        dialogParent->installEventFilter(this);
}

bool GameDataActions::eventFilter(QObject *watched, QEvent *event)
{
    // The editor is a child of the main window and would go with it: unsaved corrections first.
    if (watched == m_parent && event->type() == QEvent::Close && m_window && m_window->document()->isModified()) {
        m_window->show();
        m_window->raise();
        if (!m_window->close()) {
            event->ignore();
            return true;
        }
    }
    return QObject::eventFilter(watched, event);
}

GameDataActions::~GameDataActions()
{
    // The window is a child of the main window; it holds nothing of ours, but close it with us.
    delete m_window.data();
}

GameDataWindow *GameDataActions::window() const
{
    return m_window;
}

GameDataWindow *GameDataActions::showWindow()
{
    if (!m_window) {
        m_window = new GameDataWindow(m_path, m_parent);
        m_window->setWindowFlag(Qt::Window);
        connect(m_window, &GameDataWindow::saved, this, &GameDataActions::saved);
    }
    m_window->show();
    m_window->raise();
    m_window->activateWindow();
    return m_window;
}

GameDataWindow *GameDataActions::showItem(const GameDataItem &item)
{
    GameDataWindow *w = showWindow();
    w->showItem(item);
    return w;
}

GameDataWindow *GameDataActions::showDashboard(Game game, const QString &carClass, const QString &tyres, const QString &condition)
{
    return showItem(GameDataItem::dashboard(game, carClass, tyres, condition));
}

} // namespace Pacenotes
