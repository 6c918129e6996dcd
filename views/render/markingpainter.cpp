// SPDX-License-Identifier: GPL-3.0-or-later
#include "markingpainter.h"

#include <QFont>
#include <QPainter>
#include <QPainterPath>

namespace Pacenotes::MarkingPainter {

using namespace Qt::StringLiterals;

namespace {

void number(QPainter *p, QPointF centre, double radius, int value, const QColor &colour, double scale = 1.0)
{
    QFont f = p->font();
    f.setBold(true);
    f.setPixelSize(std::max(1, qRound(radius * 1.25 * scale)));
    p->setFont(f);
    p->setPen(colour);
    const QRectF box(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius);
    p->drawText(box, Qt::AlignCenter, QString::number(value));
}

QPolygonF triangle(QPointF centre, double r)
{
    // equilateral, point up, centred on its centroid
    return QPolygonF{centre + QPointF(0, -r), centre + QPointF(0.866 * r, 0.5 * r), centre + QPointF(-0.866 * r, 0.5 * r)};
}

void warning(QPainter *p, QPointF centre, double r, bool detailed)
{
    p->setPen(QPen(QColor(0xc6, 0x22, 0x1f), r * 0.22, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    p->setBrush(QColor(0xff, 0xd5, 0x3a));
    p->drawPolygon(triangle(centre, r));
    if (!detailed)
        return;
    p->setPen(QPen(QColor(0x1a, 0x1a, 0x1a), r * 0.16, Qt::SolidLine, Qt::RoundCap));
    p->drawLine(centre + QPointF(0, -r * 0.42), centre + QPointF(0, r * 0.08));
    p->setPen(Qt::NoPen);
    p->setBrush(QColor(0x1a, 0x1a, 0x1a));
    p->drawEllipse(centre + QPointF(0, r * 0.3), r * 0.09, r * 0.09);
}

void limitSign(QPainter *p, QPointF c, double r, int value, bool detailed)
{
    p->setPen(Qt::NoPen);
    p->setBrush(QColor(0xd3, 0x1f, 0x1f));
    p->drawEllipse(c, r, r);
    p->setBrush(Qt::white);
    p->drawEllipse(c, r * 0.74, r * 0.74);
    if (detailed)
        number(p, c, r, value, QColor(0x15, 0x15, 0x15));
}

} // namespace

void paint(QPainter *p, const Marking &m, QPointF c, double r, bool detailed)
{
    p->save();
    p->setRenderHint(QPainter::Antialiasing);
    switch (m.kind) {
    case MarkingKind::Limit:
        limitSign(p, c, r, m.value, detailed);
        break;
    case MarkingKind::LimitHazard:
        limitSign(p, c, r, m.value, detailed);
        warning(p, c + QPointF(r * 0.75, r * 0.7), r * 0.52, detailed);
        break;
    case MarkingKind::Hazard:
        warning(p, c + QPointF(0, r * 0.1), r * 1.1, detailed);
        break;
    case MarkingKind::Shortcut: {
        QPainterPath diamond;
        diamond.moveTo(c + QPointF(0, -r * 1.1));
        diamond.lineTo(c + QPointF(r * 1.1, 0));
        diamond.lineTo(c + QPointF(0, r * 1.1));
        diamond.lineTo(c + QPointF(-r * 1.1, 0));
        diamond.closeSubpath();
        p->setPen(QPen(Qt::white, r * 0.12));
        p->setBrush(QColor(0x13, 0x7a, 0x6f));
        p->drawPath(diamond);
        if (detailed)
            number(p, c, r, m.value, Qt::white, 0.85);
        break;
    }
    case MarkingKind::Jump: {
        const QRectF box(c.x() - r, c.y() - r, 2 * r, 2 * r);
        p->setPen(QPen(Qt::white, r * 0.1));
        p->setBrush(QColor(0x3b, 0x3f, 0x9a));
        p->drawRoundedRect(box, r * 0.3, r * 0.3);
        p->setPen(Qt::NoPen);
        p->setBrush(Qt::white);
        p->drawPolygon(QPolygonF{c + QPointF(-r * 0.75, r * 0.7), c + QPointF(r * 0.35, r * 0.7),
                                 c + QPointF(r * 0.35, r * 0.2)});
        if (detailed)
            number(p, c + QPointF(r * 0.1, -r * 0.3), r * 0.8, m.value, Qt::white);
        break;
    }
    case MarkingKind::Water: {
        p->setPen(Qt::NoPen);
        p->setBrush(QColor(0x23, 0x78, 0xcf));
        p->drawEllipse(c, r, r);
        if (detailed) {
            p->setPen(QPen(Qt::white, r * 0.16, Qt::SolidLine, Qt::RoundCap));
            p->setBrush(Qt::NoBrush);
            for (double dy : {-0.3, 0.25}) {
                QPainterPath wave;
                wave.moveTo(c + QPointF(-r * 0.6, dy * r));
                wave.cubicTo(c + QPointF(-r * 0.3, (dy - 0.3) * r), c + QPointF(0, (dy + 0.3) * r), c + QPointF(r * 0.3, dy * r));
                wave.quadTo(c + QPointF(r * 0.45, (dy - 0.15) * r), c + QPointF(r * 0.6, dy * r));
                p->drawPath(wave);
            }
        }
        break;
    }
    case MarkingKind::Climb: {
        p->setPen(Qt::NoPen);
        p->setBrush(QColor(0x7b, 0x53, 0x2c));
        p->drawEllipse(c, r, r);
        p->setBrush(Qt::white);
        p->drawPolygon(QPolygonF{c + QPointF(-r * 0.65, r * 0.45), c + QPointF(-r * 0.1, -r * 0.5),
                                 c + QPointF(r * 0.2, -r * 0.05), c + QPointF(r * 0.35, -r * 0.25),
                                 c + QPointF(r * 0.7, r * 0.45)});
        break;
    }
    }
    p->restore();
}

} // namespace Pacenotes::MarkingPainter
