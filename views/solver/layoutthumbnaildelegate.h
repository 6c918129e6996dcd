// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCache>
#include <QPixmap>
#include <QStyledItemDelegate>

namespace Pacenotes {

class LayoutResultModel;
class TileCatalog;
struct Track;

/**
 * Draws a "Lay out for me" result: the layout in miniature (every tile by TileRenderer, no
 * labels), its rank and table size below. Pictures are built when a row is first shown and
 * cached until the model is reset, so a thousand results cost nothing until scrolled to.
 */
class LayoutThumbnailDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    LayoutThumbnailDelegate(const TileCatalog &catalog, LayoutResultModel *model, QObject *parent = nullptr);

    QSize cellSize() const { return m_cell; }
    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;

    /// The track drawn to fit `size` (device-independent pixels); transparent around it.
    static QPixmap render(const Track &track, const TileCatalog &catalog, QSize size, qreal dpr);

private:
    const TileCatalog &m_catalog;
    LayoutResultModel *m_model;
    QSize m_cell{200, 172};
    mutable QCache<int, QPixmap> m_cache{400};
};

} // namespace Pacenotes
