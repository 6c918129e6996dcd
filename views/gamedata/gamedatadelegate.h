// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/rulestypes.h"

#include <QStyledItemDelegate>

namespace Pacenotes {

/**
 * Draws and edits the game-data editor's cells: a coloured mark in the corner of every value
 * by its confidence (rulebook, confirmed, single source, placeholder, yours), a frame around a
 * value with a problem; a spin box for numbers and a list for choices (the 0 / 00 marker, the
 * kind of a Time card's 0 side). The value goes back through the model to the document, which
 * refuses what no box can have.
 */
class GameDataDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    /// The mark's colour for a confidence (also used by the window's legend).
    static QColor markColour(Confidence c);

    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    QWidget *createEditor(QWidget *parent, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    void setEditorData(QWidget *editor, const QModelIndex &index) const override;
    void setModelData(QWidget *editor, QAbstractItemModel *model, const QModelIndex &index) const override;
};

} // namespace Pacenotes
