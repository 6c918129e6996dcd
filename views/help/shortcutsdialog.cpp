// SPDX-License-Identifier: GPL-3.0-or-later
#include "shortcutsdialog.h"

#include "shell/screenfit.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QMenu>
#include <QMenuBar>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace Pacenotes {

using namespace Qt::StringLiterals;

namespace {
QString plain(QString text)
{
    // "&Open…" → "Open…"; "&&" stays a single ampersand
    text.replace(u"&&"_s, QString(QChar(0xfffc)));
    text.remove(u'&');
    text.replace(QChar(0xfffc), u'&');
    return text;
}
} // namespace

ShortcutsDialog::ShortcutsDialog(const QMenuBar *menuBar, QWidget *parent) : QDialog(parent), m_tree(new QTreeWidget(this))
{
    setWindowTitle(tr("Keyboard Shortcuts"));
    m_tree->setColumnCount(2);
    m_tree->setHeaderLabels({tr("Command"), tr("Keys")});
    m_tree->setRootIsDecorated(false);
    m_tree->setSelectionMode(QAbstractItemView::NoSelection);
    m_tree->setAlternatingRowColors(true);
    for (const QAction *a : menuBar->actions())
        if (a->menu())
            addMenu(a->menu(), plain(a->text()));

    // What the mouse and the modifiers do in the designer: no action stands for these.
    auto *mouse = new QTreeWidgetItem(m_tree, {tr("Mouse in the designer")});
    mouse->setFirstColumnSpanned(true);
    QFont bold = mouse->font(0);
    bold.setBold(true);
    mouse->setFont(0, bold);
    const QList<std::pair<QString, QString>> gestures{
        {tr("Append a tile at the open end of the course"), tr("Double-click it in the palette (or Return)")},
        {tr("… turning left / right / straight on"), tr("Shift / Ctrl / Shift+Ctrl with the double-click")},
        {tr("Replace a placed tile with the place tool"), tr("Shift+click")},
        {tr("Leave the place or erase tool"), tr("Right-click or Esc")},
        {tr("Turn the tile under the pointer"), tr("Shift+wheel")},
        {tr("Select more tiles"), tr("Ctrl+click, or drag a band")},
        {tr("Zoom"), tr("Wheel or pinch")},
        {tr("Pan"), tr("Middle button, or Space+drag")},
    };
    for (const auto &[what, keys] : gestures)
        new QTreeWidgetItem(m_tree, {what, keys});

    m_tree->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_tree->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_tree->header()->setStretchLastSection(false);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_tree, 1);
    layout->addWidget(buttons);
    ScreenFit::resize(this, QSize(760, 640));
}

void ShortcutsDialog::addMenu(const QMenu *menu, const QString &path)
{
    QTreeWidgetItem *heading = nullptr;
    for (const QAction *a : menu->actions()) {
        if (a->menu()) {
            addMenu(a->menu(), path + u" ▸ "_s + plain(a->text()));
            continue;
        }
        if (a->isSeparator() || a->shortcuts().isEmpty())
            continue;
        if (!heading) {
            heading = new QTreeWidgetItem(m_tree, {path});
            heading->setFirstColumnSpanned(true);
            QFont bold = heading->font(0);
            bold.setBold(true);
            heading->setFont(0, bold);
        }
        QStringList keys;
        for (const QKeySequence &k : a->shortcuts())
            keys << k.toString(QKeySequence::NativeText);
        new QTreeWidgetItem(m_tree, {plain(a->text()), keys.join(u", "_s)});
    }
}

} // namespace Pacenotes
