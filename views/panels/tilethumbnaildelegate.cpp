// SPDX-License-Identifier: GPL-3.0-or-later
#include "tilethumbnaildelegate.h"

#include "catalog/tilecatalog.h"
#include "itemmodels/tilecatalogmodel.h"
#include "render/tilerenderer.h"

#include <QApplication>
#include <QPainter>

namespace Pacenotes {

using namespace Qt::StringLiterals;

TileThumbnailDelegate::TileThumbnailDelegate(const TileCatalog &catalog, QObject *parent)
    : QStyledItemDelegate(parent), m_catalog(catalog)
{
}

void TileThumbnailDelegate::setScans(const TileScans *scans)
{
    m_scans = scans;
    m_cache.clear();
}

QPixmap TileThumbnailDelegate::thumbnail(const QString &sideId, qreal dpr) const
{
    const QString key = sideId + u'@' + QString::number(dpr);
    auto it = m_cache.constFind(key);
    if (it != m_cache.cend())
        return *it;
    QPixmap px;
    if (const TileSide *side = m_catalog.sideById(sideId)) {
        TileRenderOptions o;
        o.scans = m_scans;
        const QSize size(m_cell.width() - 8, m_cell.height() - 8);
        px = QPixmap::fromImage(TileRenderer::image(*side, size, dpr, 0, o));
        px.setDevicePixelRatio(dpr);
    }
    m_cache.insert(key, px);
    return px;
}

void TileThumbnailDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    const QRectF cell = QRectF(opt.rect).adjusted(2, 2, -2, -2);
    if (opt.state & QStyle::State_Selected) {
        QColor c = opt.palette.color(QPalette::Highlight);
        c.setAlpha(70);
        painter->setPen(QPen(opt.palette.color(QPalette::Highlight), 1.5));
        painter->setBrush(c);
        painter->drawRoundedRect(cell, 6, 6);
    } else if (opt.state & QStyle::State_MouseOver) {
        QColor c = opt.palette.color(QPalette::Highlight);
        c.setAlpha(28);
        painter->setPen(Qt::NoPen);
        painter->setBrush(c);
        painter->drawRoundedRect(cell, 6, 6);
    }
    const QPixmap px = thumbnail(index.data(TileCatalogModel::SideIdRole).toString(), painter->device()->devicePixelRatioF());
    const QSizeF pxSize = QSizeF(px.size()) / px.devicePixelRatio();
    const QPointF topLeft(cell.center().x() - pxSize.width() / 2, cell.center().y() - pxSize.height() / 2);
    const int free = index.data(TileCatalogModel::FreeRole).toInt();
    const int owned = index.data(TileCatalogModel::OwnedRole).toInt();
    if (owned == 0)
        painter->setOpacity(0.45); // not in the user's boxes
    painter->drawPixmap(topLeft, px);
    painter->setOpacity(1.0);

    // the badge: free copies, or placed / required for a rulebook list
    const int required = index.data(TileCatalogModel::RequiredRole).toInt();
    const QString text = badgeText(index);
    QColor colour;
    if (required > 0) {
        const int placed = index.data(TileCatalogModel::PlacedRole).toInt();
        colour = placed == required ? QColor(0x2e, 0x8b, 0x46) : placed > required ? QColor(0xc6, 0x28, 0x28)
                                                                                  : QColor(0xd9, 0x7a, 0x00);
    } else {
        colour = free > 0 ? QColor(0x2e, 0x8b, 0x46) : free == 0 ? QColor(0x80, 0x86, 0x8c) : QColor(0xc6, 0x28, 0x28);
    }
    QFont f = opt.font;
    f.setBold(true);
    f.setPointSizeF(std::max(6.0, f.pointSizeF() * 0.85));
    painter->setFont(f);
    const QFontMetricsF fm(f);
    const QSizeF badge(fm.horizontalAdvance(text) + 10, fm.height() + 2);
    const QRectF badgeRect(cell.right() - badge.width() - 1, cell.top() + 1, badge.width(), badge.height());
    painter->setPen(QPen(Qt::white, 1.2));
    painter->setBrush(colour);
    painter->drawRoundedRect(badgeRect, badge.height() / 2, badge.height() / 2);
    painter->setPen(Qt::white);
    painter->drawText(badgeRect, Qt::AlignCenter, text);
    painter->restore();
}

QString TileThumbnailDelegate::badgeText(const QModelIndex &index)
{
    const int required = index.data(TileCatalogModel::RequiredRole).toInt();
    if (required > 0)
        return u"%1/%2"_s.arg(index.data(TileCatalogModel::PlacedRole).toInt()).arg(required);
    const int free = index.data(TileCatalogModel::FreeRole).toInt();
    // "×-1" read like a formula: say how many copies the table holds beyond the boxes
    return free < 0 ? tr("%n too many", "more copies on the table than the boxes hold", -free) : u"×%1"_s.arg(free);
}

QSize TileThumbnailDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    Q_UNUSED(option);
    Q_UNUSED(index);
    return m_cell;
}

} // namespace Pacenotes
