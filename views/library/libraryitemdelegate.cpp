// SPDX-License-Identifier: GPL-3.0-or-later
#include "libraryitemdelegate.h"

#include "itemmodels/librarymodel.h"
#include "library/libraryentry.h"
#include "librarythumbnail.h"

#include <QPainter>
#include <QFontMetricsF>
#include <QPainterPath>

#include <algorithm>
#include <cmath>
#include <numbers>

namespace Pacenotes {

using namespace Qt::StringLiterals;

namespace {
constexpr int kPad = 6;

QColor markColour(const QModelIndex &index)
{
    const auto kind = LibraryKind(index.data(LibraryModel::KindRole).toInt());
    const int problems = index.data(LibraryModel::ProblemCountRole).toInt();
    if (kind == LibraryKind::Unreadable)
        return QColor(0xc6, 0x28, 0x28);
    if (problems > 0 || kind == LibraryKind::Incomplete)
        return QColor(0xe0, 0x8e, 0x0b);
    if (kind == LibraryKind::List)
        return QColor(0x1e, 0x6f, 0xc8);
    return QColor(0x2e, 0x7d, 0x32);
}

void paintMark(QPainter *p, QPointF centre, const QColor &colour, LibraryKind kind, bool valid)
{
    p->setPen(QPen(Qt::white, 1.5));
    p->setBrush(colour);
    p->drawEllipse(centre, 8, 8);
    p->setPen(QPen(Qt::white, 2, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    p->setBrush(Qt::NoBrush);
    if (valid && kind != LibraryKind::List) { // a tick
        QPainterPath tick;
        tick.moveTo(centre + QPointF(-4, 0));
        tick.lineTo(centre + QPointF(-1, 3));
        tick.lineTo(centre + QPointF(4, -3));
        p->drawPath(tick);
    } else if (kind == LibraryKind::List) { // three lines of a list
        for (int i = -1; i <= 1; ++i)
            p->drawLine(centre + QPointF(-4, 3.0 * i), centre + QPointF(4, 3.0 * i));
    } else { // an exclamation mark
        p->drawLine(centre + QPointF(0, -4.5), centre + QPointF(0, 1));
        p->drawPoint(centre + QPointF(0, 4));
    }
}

void paintPlaceholder(QPainter *p, const QRectF &area, const QPalette &palette)
{
    QPolygonF hex;
    const double r = std::min(area.width(), area.height()) * 0.32;
    for (int k = 0; k < 6; ++k) {
        const double a = (60.0 * k - 30.0) * std::numbers::pi / 180.0;
        hex << area.center() + QPointF(r * std::cos(a), r * std::sin(a));
    }
    QColor c = palette.color(QPalette::Text);
    c.setAlpha(60);
    p->setPen(QPen(c, 1.5, Qt::DashLine));
    p->setBrush(Qt::NoBrush);
    p->drawPolygon(hex);
}
} // namespace

LibraryItemDelegate::LibraryItemDelegate(QObject *parent) : QStyledItemDelegate(parent) {}

QSize LibraryItemDelegate::cellSize()
{
    return {LibraryThumbnail::kSize.width() + 2 * kPad + 28, LibraryThumbnail::kSize.height() + 2 * kPad + 54};
}

QSize LibraryItemDelegate::sizeHint(const QStyleOptionViewItem &, const QModelIndex &) const
{
    return cellSize();
}

void LibraryItemDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    const QRectF cell = QRectF(opt.rect).adjusted(2, 2, -2, -2);
    const QColor highlight = opt.palette.color(QPalette::Highlight);
    if (opt.state & QStyle::State_Selected) {
        QColor c = highlight;
        c.setAlpha(70);
        painter->setPen(QPen(highlight, 1.5));
        painter->setBrush(c);
        painter->drawRoundedRect(cell, 6, 6);
    } else if (opt.state & QStyle::State_MouseOver) {
        QColor c = highlight;
        c.setAlpha(28);
        painter->setPen(Qt::NoPen);
        painter->setBrush(c);
        painter->drawRoundedRect(cell, 6, 6);
    }

    const QSizeF thumbSize(LibraryThumbnail::kSize);
    const QRectF thumbArea(QPointF(cell.center().x() - thumbSize.width() / 2, cell.top() + kPad), thumbSize);
    const QImage image = index.data(LibraryModel::ThumbnailRole).value<QImage>();
    const auto kind = LibraryKind(index.data(LibraryModel::KindRole).toInt());
    if (!image.isNull()) {
        // Stored at twice the pixels; fit it to the area whatever its resolution.
        const QSizeF s = QSizeF(image.size()).scaled(thumbSize, Qt::KeepAspectRatio);
        painter->setRenderHint(QPainter::SmoothPixmapTransform);
        painter->drawImage(QRectF(thumbArea.center() - QPointF(s.width(), s.height()) / 2, s), image);
    } else {
        paintPlaceholder(painter, thumbArea, opt.palette);
    }
    paintMark(painter, thumbArea.topRight() + QPointF(-9, 9), markColour(index), kind,
              index.data(LibraryModel::ValidRole).toBool());

    // Title (bold, elided) and the line under it.
    QRectF text(cell.left() + kPad, thumbArea.bottom() + 4, cell.width() - 2 * kPad, cell.bottom() - thumbArea.bottom() - 4);
    // The selection is a light tint, so the text keeps its normal colour.
    const QPalette::ColorRole role = QPalette::Text;
    QFont bold = opt.font;
    bold.setBold(true);
    painter->setFont(bold);
    painter->setPen(opt.palette.color(role));
    const QFontMetricsF boldMetrics(bold);
    const QString title = boldMetrics.elidedText(index.data(Qt::DisplayRole).toString(), Qt::ElideRight, text.width());
    painter->drawText(QRectF(text.topLeft(), QSizeF(text.width(), boldMetrics.height())), Qt::AlignHCenter | Qt::AlignTop, title);
    QFont small = opt.font;
    small.setPointSizeF(small.pointSizeF() * 0.88);
    painter->setFont(small);
    QColor subtle = opt.palette.color(role);
    subtle.setAlphaF(0.7f);
    painter->setPen(subtle);
    const QFontMetricsF smallMetrics(small);
    const QStringList lines = index.data(LibraryModel::SubtitleRole).toString().split(u'\n');
    double y = text.top() + boldMetrics.height() + 1;
    for (int i = 0; i < lines.size(); ++i) {
        if (i == 1)
            painter->setPen(markColour(index).darker(115)); // the state in the mark's colour
        painter->drawText(QRectF(text.left(), y, text.width(), smallMetrics.height()), Qt::AlignHCenter | Qt::AlignTop,
                          smallMetrics.elidedText(lines[i], Qt::ElideRight, text.width()));
        y += smallMetrics.height();
    }
    painter->restore();
}

} // namespace Pacenotes
