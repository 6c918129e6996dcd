// SPDX-License-Identifier: GPL-3.0-or-later
#include "helpactions.h"

#include "helpbrowser.h"
#include "shortcutsdialog.h"

#include <QAction>
#include <QMainWindow>
#include <QMenuBar>
#include <QStyle>

namespace Pacenotes {

HelpActions::HelpActions(QMainWindow *window)
    : QObject(window), gettingStarted(new QAction(window->style()->standardIcon(QStyle::SP_DialogHelpButton), QString(), this)),
      shortcuts(new QAction(this)), rulesReference(new QAction(this)), m_window(window)
{
    gettingStarted->setShortcuts(QKeySequence::HelpContents);
    gettingStarted->setMenuRole(QAction::NoRole);
    connect(gettingStarted, &QAction::triggered, this, [this] { showPage(int(HelpBrowser::Page::GettingStarted)); });
    connect(rulesReference, &QAction::triggered, this, [this] { showPage(int(HelpBrowser::Page::RulesReference)); });
    connect(shortcuts, &QAction::triggered, this, &HelpActions::showShortcuts);
    retranslate();
}

void HelpActions::retranslate()
{
    gettingStarted->setText(tr("&Getting Started"));
    gettingStarted->setToolTip(tr("How to lay out a rulebook list, build by hand, print, and keep score sheets"));
    shortcuts->setText(tr("&Keyboard Shortcuts"));
    rulesReference->setText(tr("&Rules Quick Reference"));
    rulesReference->setToolTip(tr("The rulebook pages Pacenotes cites"));
}

void HelpActions::showPage(int page)
{
    // One window for the pages: asking again brings it forward on the page asked for.
    if (!m_browser)
        m_browser = new HelpBrowser(m_window);
    m_browser->showPage(HelpBrowser::Page(page));
    m_browser->show();
    m_browser->raise();
    m_browser->activateWindow();
}

void HelpActions::showShortcuts()
{
    ShortcutsDialog dialog(m_window->menuBar(), m_window);
    dialog.exec();
}

} // namespace Pacenotes
