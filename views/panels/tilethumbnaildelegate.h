// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHash>
#include <QPixmap>
#include <QStyledItemDelegate>

namespace Pacenotes {

class TileCatalog;
class TileScans;

/**
 * Draws a palette entry: the tile (TileRenderer, cached per size), and a badge with the
 * copies still free in the user's boxes — or, for a rulebook list, placed / required.
 * Green: some left (or the list's count reached), grey: none left, red: more used than owned.
 */
class TileThumbnailDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    TileThumbnailDelegate(const TileCatalog &catalog, QObject *parent = nullptr);

    QSize cellSize() const { return m_cell; }
    void setScans(const TileScans *scans);

    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    /// The badge's words: "×2" free copies, "1 too many", or "3/4" placed of a list's count.
    static QString badgeText(const QModelIndex &index);

private:
    QPixmap thumbnail(const QString &sideId, qreal dpr) const;

    const TileCatalog &m_catalog;
    const TileScans *m_scans = nullptr;
    QSize m_cell{100, 104};
    mutable QHash<QString, QPixmap> m_cache;
};

} // namespace Pacenotes
