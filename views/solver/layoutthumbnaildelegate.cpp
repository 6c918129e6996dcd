// SPDX-License-Identifier: GPL-3.0-or-later
#include "layoutthumbnaildelegate.h"

#include "catalog/tilecatalog.h"
#include "hex/hexlayout.h"
#include "itemmodels/layoutresultmodel.h"
#include "render/tilerenderer.h"

#include <QPainter>

#include <algorithm>

namespace Pacenotes {

using namespace Qt::StringLiterals;

namespace {
constexpr int kTextLines = 2;
}

LayoutThumbnailDelegate::LayoutThumbnailDelegate(const TileCatalog &catalog, LayoutResultModel *model, QObject *parent)
    : QStyledItemDelegate(parent), m_catalog(catalog), m_model(model)
{
    connect(model, &QAbstractItemModel::modelReset, this, [this] { m_cache.clear(); });
}

QPixmap LayoutThumbnailDelegate::render(const Track &track, const TileCatalog &catalog, QSize size, qreal dpr)
{
    QPixmap px(size * dpr);
    px.setDevicePixelRatio(dpr);
    px.fill(Qt::transparent);
    if (track.tiles.isEmpty())
        return px;
    const HexLayout unit(1.0);
    QRectF box;
    for (const PlacedTile &t : track.tiles) {
        const QRectF hex = unit.polygon(t.pos).boundingRect();
        box = box.isNull() ? hex : box.united(hex);
    }
    const double scale = std::min(size.width() / box.width(), size.height() / box.height());
    QPainter p(&px);
    p.setRenderHint(QPainter::Antialiasing);
    p.translate(size.width() / 2.0, size.height() / 2.0);
    p.scale(scale, scale);
    p.translate(-box.center());
    TileRenderOptions options;
    options.labels = false;
    options.markings = false;
    for (const PlacedTile &t : track.tiles)
        TileRenderer::paint(&p, catalog.sideById(t.sideId), t.sideId, unit.toPixel(t.pos), 1.0, t.rotation, options);
    return px;
}

void LayoutThumbnailDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    const QRectF cell = QRectF(opt.rect).adjusted(3, 3, -3, -3);
    if (opt.state & QStyle::State_Selected) {
        QColor c = opt.palette.color(QPalette::Highlight);
        c.setAlpha(70);
        painter->setPen(QPen(opt.palette.color(QPalette::Highlight), 1.5));
        painter->setBrush(c);
    } else {
        painter->setPen(QPen(opt.palette.color(QPalette::Mid), 0.8));
        painter->setBrush(opt.state & QStyle::State_MouseOver ? opt.palette.color(QPalette::AlternateBase)
                                                              : opt.palette.color(QPalette::Base));
    }
    painter->drawRoundedRect(cell, 6, 6);

    const QFontMetricsF fm(opt.font);
    const double textHeight = kTextLines * fm.lineSpacing() + 4;
    const QRectF pictureRect = cell.adjusted(6, 6, -6, -6 - textHeight);
    const qreal dpr = painter->device()->devicePixelRatioF();
    const int row = index.row();
    QPixmap picture;
    if (const QPixmap *cached = m_cache.object(row)) {
        picture = *cached;
    } else {
        picture = render(m_model->layout(row), m_catalog, pictureRect.size().toSize(), dpr);
        m_cache.insert(row, new QPixmap(picture)); // copies share the pixels
    }
    painter->drawPixmap(pictureRect.topLeft(), picture);

    const QRectF textRect(cell.left() + 4, cell.bottom() - textHeight, cell.width() - 8, textHeight - 2);
    painter->setPen(opt.palette.color(opt.state & QStyle::State_Selected ? QPalette::Text : QPalette::WindowText));
    QFont bold = opt.font;
    bold.setBold(true);
    painter->setFont(bold);
    painter->drawText(QRectF(textRect.left(), textRect.top(), textRect.width(), fm.lineSpacing()),
                      Qt::AlignHCenter | Qt::AlignVCenter, index.data(Qt::DisplayRole).toString());
    QFont small = opt.font;
    small.setPointSizeF(std::max(6.0, opt.font.pointSizeF() * 0.88));
    painter->setFont(small);
    const QFontMetricsF smallMetrics(small);
    const QString figures = tr("straight %1 · corners in a row %2")
                                .arg(index.data(LayoutResultModel::LongestStraightRole).toInt())
                                .arg(index.data(LayoutResultModel::CornersInRowRole).toInt());
    painter->drawText(QRectF(textRect.left(), textRect.top() + fm.lineSpacing(), textRect.width(), fm.lineSpacing()),
                      Qt::AlignHCenter | Qt::AlignVCenter,
                      smallMetrics.elidedText(figures, Qt::ElideRight, textRect.width()));
    painter->restore();
}

QSize LayoutThumbnailDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    Q_UNUSED(option);
    Q_UNUSED(index);
    return m_cell;
}

} // namespace Pacenotes
