// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

class QMenu;
class QMenuBar;
class QTreeWidget;

namespace Pacenotes {

/**
 * Help ▸ Keyboard Shortcuts: every action of the window's menus that has a shortcut, menu by
 * menu, read from the actions themselves (so the list cannot drift from the app), and the
 * mouse gestures of the designer that no menu shows.
 */
class ShortcutsDialog : public QDialog
{
    Q_OBJECT
public:
    explicit ShortcutsDialog(const QMenuBar *menuBar, QWidget *parent = nullptr);

    QTreeWidget *tree() const { return m_tree; }

private:
    void addMenu(const QMenu *menu, const QString &path);

    QTreeWidget *m_tree;
};

} // namespace Pacenotes
