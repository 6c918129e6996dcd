// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/gamedataitem.h"

#include <QWidget>

#include <functional>

class QBoxLayout;
class QLabel;
class QTreeView;

namespace Pacenotes {

class GameDataDocument;
class GameDataModel;

/**
 * One page of the game-data editor: what the data is, a note on its placeholders that is
 * always there (so that no table moves when it changes), and one or more tables of the data,
 * edited in place through GameDataDelegate.
 */
class GameDataPage : public QWidget
{
    Q_OBJECT
public:
    GameDataPage(GameDataDocument *doc, const QString &intro, QWidget *parent = nullptr);

    /// Adds a table of `model` (owned by the page), with a title that follows the data if given.
    QTreeView *addTable(GameDataModel *model, std::function<QString()> title = {});
    /// Buttons that act on this page's data go here, under the tables.
    QBoxLayout *buttons() const { return m_buttons; }

    QList<GameDataModel *> models() const { return m_models; }
    QList<QTreeView *> views() const { return m_views; }
    QTreeView *viewOf(GameDataKind kind) const;
    QLabel *placeholderNote() const { return m_note; }
    /// The table that last had the focus (the first one at the start).
    QTreeView *currentView() const { return m_current; }
    /// Selects `item`'s cell (or row), makes it visible and focuses it.
    bool showItem(const GameDataItem &item);

signals:
    /// The current cell of one of the tables changed.
    void currentCellChanged(QTreeView *view, const QModelIndex &index);

private:
    void refresh();

    GameDataDocument *m_doc;
    QLabel *m_note;
    QBoxLayout *m_tables;
    QBoxLayout *m_buttons;
    QList<GameDataModel *> m_models;
    QList<QTreeView *> m_views;
    QList<std::pair<QLabel *, std::function<QString()>>> m_titles;
    QTreeView *m_current = nullptr;
};

} // namespace Pacenotes
