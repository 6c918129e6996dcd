// SPDX-License-Identifier: GPL-3.0-or-later
#include "dicepainter.h"

#include <QPainter>
#include <QPainterPath>

namespace Pacenotes::DicePainter {

QColor face(DieKind kind)
{
    switch (kind) {
    case DieKind::Gear: return QColor(0x22, 0x22, 0x22);
    case DieKind::Coast: return QColor(0xf7, 0xf7, 0xf2);
    case DieKind::Brake: return QColor(0xc8, 0x1e, 0x1e);
    case DieKind::Boost: return QColor(0x1f, 0x8a, 0x3a);
    case DieKind::Leader: return QColor(0xf0, 0x8a, 0x12);
    }
    return Qt::gray;
}

QColor ink(DieKind kind)
{
    return kind == DieKind::Coast || kind == DieKind::Leader ? QColor(0x20, 0x20, 0x20) : QColor(Qt::white);
}

void paint(QPainter *painter, const QRectF &rect, DieKind kind, const QString &label, bool enabled, bool crossed)
{
    const double side = qMin(rect.width(), rect.height());
    const QRectF box(rect.center().x() - side / 2, rect.center().y() - side / 2, side, side);
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    if (!enabled)
        painter->setOpacity(0.3);
    QPainterPath path;
    path.addRoundedRect(box.adjusted(1, 1, -1, -1), side * 0.18, side * 0.18);
    if (crossed) {
        // A die lost to damage is an empty dashed outline in its colour with a black-and-white
        // cross: told apart by its shape, whatever the die's colour (a red cross vanished on the
        // red Brake die) and whoever looks at it.
        painter->fillPath(path, QColor(255, 255, 255, 150));
        QPen outline(kind == DieKind::Coast ? QColor(0x70, 0x70, 0x70) : face(kind), qMax(1.5, side / 14), Qt::DashLine);
        painter->setPen(outline);
        painter->drawPath(path);
        const double m = side * 0.24;
        const QLineF a(box.topLeft() + QPointF(m, m), box.bottomRight() - QPointF(m, m));
        const QLineF b(box.topRight() + QPointF(-m, m), box.bottomLeft() + QPointF(m, -m));
        for (const auto &[colour, width] : {std::pair{QColor(Qt::white), qMax(3.0, side / 6)}, std::pair{QColor(0x10, 0x10, 0x10), qMax(1.5, side / 12)}}) {
            painter->setPen(QPen(colour, width, Qt::SolidLine, Qt::RoundCap));
            painter->drawLine(a);
            painter->drawLine(b);
        }
        painter->restore();
        return;
    }
    painter->fillPath(path, face(kind));
    // The white Coast die needs an outline to be seen on a light background.
    painter->setPen(QPen(kind == DieKind::Coast ? QColor(0x70, 0x70, 0x70) : face(kind).darker(140), qMax(1.0, side / 24)));
    painter->drawPath(path);
    if (!label.isEmpty()) {
        QFont f = painter->font();
        f.setBold(true);
        f.setPixelSize(qMax(7, int(side * (label.size() > 1 ? 0.42 : 0.58))));
        painter->setFont(f);
        painter->setPen(ink(kind));
        painter->drawText(box, Qt::AlignCenter, label);
    }
    painter->restore();
}

} // namespace Pacenotes::DicePainter
