// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStyledItemDelegate>

namespace Pacenotes {

/**
 * Draws a track in the library's icon view: its thumbnail (or a placeholder while it is being
 * drawn, a warning sign for an unreadable file), a validity mark in the corner — green for a
 * complete valid track, amber for problems or an unfinished layout, red for unreadable, blue
 * for a tile list with nothing placed — then the title and a line with game, tiles and state.
 */
class LibraryItemDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    explicit LibraryItemDelegate(QObject *parent = nullptr);

    static QSize cellSize();
    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;
};

} // namespace Pacenotes
