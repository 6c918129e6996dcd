// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QPointer>

class QAction;
class QMainWindow;

namespace Pacenotes {

class HelpBrowser;

/**
 * The Help menu's pages: Getting Started (F1), the keyboard shortcuts (read from the window's
 * menus, so the list is always the app's own) and the rules quick reference (the rulebook
 * pages the referee and the sheets cite). The main window only places the actions.
 */
class HelpActions : public QObject
{
    Q_OBJECT
public:
    explicit HelpActions(QMainWindow *window);

    QAction *gettingStarted;
    QAction *shortcuts;
    QAction *rulesReference;

    void retranslate();

private:
    void showPage(int page);
    void showShortcuts();

    QMainWindow *m_window;
    QPointer<HelpBrowser> m_browser;
};

} // namespace Pacenotes
