// SPDX-License-Identifier: GPL-3.0-or-later
#include "designericons.h"

#include <QApplication>
#include <QIconEngine>
#include <QPainter>
#include <QPainterPath>
#include <QPalette>
#include <QtMath>

namespace Pacenotes::DesignerIcons {

namespace {

QPolygonF hexagon(QPointF c, double r)
{
    QPolygonF p;
    for (int k = 0; k < 6; ++k) {
        const double a = qDegreesToRadians(60.0 * k + 30.0);
        p << c + QPointF(r * std::cos(a), r * std::sin(a));
    }
    return p;
}

/// A circular arrow on a 24-unit grid: clockwise or not.
void turnArrow(QPainter *p, bool clockwise)
{
    QPainterPath arc;
    const QRectF box(5, 5, 14, 14);
    arc.arcMoveTo(box, clockwise ? 150 : 30);
    arc.arcTo(box, clockwise ? 150 : 30, clockwise ? -250 : 250);
    p->drawPath(arc);
    const QPointF end = arc.currentPosition();
    const double a = qDegreesToRadians(clockwise ? 260.0 : 280.0);
    const QPointF tangent(std::cos(a), std::sin(a));
    const QPointF normal(-tangent.y(), tangent.x());
    p->setBrush(p->pen().color());
    p->drawPolygon(QPolygonF{end + tangent * 3.5, end + normal * 3.2, end - normal * 3.2});
    p->setBrush(Qt::NoBrush);
}

class PathIconEngine : public QIconEngine
{
public:
    explicit PathIconEngine(Icon which) : m_icon(which) {}

    QIconEngine *clone() const override { return new PathIconEngine(m_icon); }

    QPixmap pixmap(const QSize &size, QIcon::Mode mode, QIcon::State state) override
    {
        QPixmap px(size);
        px.fill(Qt::transparent);
        QPainter p(&px);
        paint(&p, QRect(QPoint(), size), mode, state);
        return px;
    }

    void paint(QPainter *painter, const QRect &rect, QIcon::Mode mode, QIcon::State state) override
    {
        Q_UNUSED(state);
        const QPalette pal = QApplication::palette();
        QColor ink = pal.color(mode == QIcon::Disabled ? QPalette::Disabled : QPalette::Active, QPalette::WindowText);
        const QColor accent = mode == QIcon::Disabled ? ink : pal.color(QPalette::Highlight);
        painter->save();
        painter->setRenderHint(QPainter::Antialiasing);
        const double s = std::min(rect.width(), rect.height()) / 24.0;
        painter->translate(rect.center() - QPointF(12 * s, 12 * s));
        painter->scale(s, s);
        QPen pen(ink, 1.8, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
        painter->setPen(pen);
        painter->setBrush(Qt::NoBrush);
        draw(painter, ink, accent);
        painter->restore();
    }

private:
    void draw(QPainter *p, const QColor &ink, const QColor &accent) const
    {
        switch (m_icon) {
        case Icon::Select: {
            QPainterPath arrow;
            arrow.moveTo(6, 3);
            arrow.lineTo(18, 14);
            arrow.lineTo(12.5, 14.5);
            arrow.lineTo(15.5, 20.5);
            arrow.lineTo(13, 21.5);
            arrow.lineTo(10, 15.5);
            arrow.lineTo(6, 19);
            arrow.closeSubpath();
            p->setBrush(ink);
            p->drawPath(arrow);
            break;
        }
        case Icon::Place:
            p->drawPolygon(hexagon({11, 12}, 8.5));
            p->setPen(QPen(accent, 2.4, Qt::SolidLine, Qt::RoundCap));
            p->drawLine(QPointF(18, 14.5), QPointF(18, 22));
            p->drawLine(QPointF(14.25, 18.25), QPointF(21.75, 18.25));
            break;
        case Icon::Erase:
            p->drawPolygon(hexagon({11, 12}, 8.5));
            p->setPen(QPen(QColor(0xd0, 0x30, 0x30), 2.4, Qt::SolidLine, Qt::RoundCap));
            p->drawLine(QPointF(15, 15), QPointF(21, 21));
            p->drawLine(QPointF(21, 15), QPointF(15, 21));
            break;
        case Icon::RotateClockwise:
            turnArrow(p, true);
            break;
        case Icon::RotateCounterClockwise:
            turnArrow(p, false);
            break;
        case Icon::Flip:
            p->drawPolygon(hexagon({12, 12}, 9));
            p->setBrush(ink);
            p->drawPolygon(QPolygonF{QPointF(12, 3), QPointF(19.8, 7.5), QPointF(19.8, 16.5), QPointF(12, 21)});
            break;
        case Icon::ZoomIn:
        case Icon::ZoomOut:
            p->drawEllipse(QPointF(10, 10), 6.5, 6.5);
            p->drawLine(QPointF(15, 15), QPointF(21, 21));
            p->drawLine(QPointF(7, 10), QPointF(13, 10));
            if (m_icon == Icon::ZoomIn)
                p->drawLine(QPointF(10, 7), QPointF(10, 13));
            break;
        case Icon::Fit:
            for (const auto &[a, b, c] : {std::tuple{QPointF(3, 8), QPointF(3, 3), QPointF(8, 3)},
                                          std::tuple{QPointF(16, 3), QPointF(21, 3), QPointF(21, 8)},
                                          std::tuple{QPointF(21, 16), QPointF(21, 21), QPointF(16, 21)},
                                          std::tuple{QPointF(8, 21), QPointF(3, 21), QPointF(3, 16)}})
                p->drawPolyline(QPolygonF{a, b, c});
            p->drawPolygon(hexagon({12, 12}, 5));
            break;
        case Icon::Grid:
            p->setPen(QPen(ink, 1.3));
            for (const QPointF c : {QPointF(7, 7.5), QPointF(17, 7.5), QPointF(12, 16.2)})
                p->drawPolygon(hexagon(c, 5.6));
            break;
        case Icon::Labels: {
            QFont f = p->font();
            f.setBold(true);
            f.setPixelSize(11);
            p->setFont(f);
            p->drawRoundedRect(QRectF(2.5, 6, 19, 12), 3, 3);
            p->drawText(QRectF(2.5, 6, 19, 12), Qt::AlignCenter, QStringLiteral("1a"));
            break;
        }
        case Icon::Course: {
            QPainterPath road;
            road.moveTo(3, 18);
            road.cubicTo(8, 4, 14, 22, 20, 7);
            p->setPen(QPen(accent, 2.2, Qt::SolidLine, Qt::RoundCap));
            p->drawPath(road);
            p->setBrush(accent);
            p->drawPolygon(QPolygonF{QPointF(21.5, 3.5), QPointF(22, 10), QPointF(16.8, 7.4)});
            break;
        }
        case Icon::Boxes:
            p->drawRect(QRectF(3, 9, 12, 11));
            p->drawRect(QRectF(9, 4, 12, 11));
            break;
        case Icon::Properties:
            p->drawRoundedRect(QRectF(4, 3, 16, 18), 2, 2);
            for (double y : {8.0, 12.0, 16.0})
                p->drawLine(QPointF(7.5, y), QPointF(16.5, y));
            break;
        case Icon::Undo:
        case Icon::Redo: {
            const bool undo = m_icon == Icon::Undo;
            QPainterPath path;
            path.moveTo(undo ? 8 : 16, 9);
            path.lineTo(undo ? 15 : 9, 9);
            path.cubicTo(undo ? 22 : 2, 9, undo ? 22 : 2, 19, undo ? 15 : 9, 19);
            path.lineTo(undo ? 9 : 15, 19);
            p->drawPath(path);
            p->setBrush(ink);
            p->drawPolygon(undo ? QPolygonF{QPointF(3, 9), QPointF(9, 4.5), QPointF(9, 13.5)}
                                : QPolygonF{QPointF(21, 9), QPointF(15, 4.5), QPointF(15, 13.5)});
            break;
        }
        case Icon::Delete:
            p->drawLine(QPointF(4, 6), QPointF(20, 6));
            p->drawLine(QPointF(9.5, 6), QPointF(10, 3));
            p->drawLine(QPointF(10, 3), QPointF(14, 3));
            p->drawLine(QPointF(14, 3), QPointF(14.5, 6));
            p->drawPolyline(QPolygonF{QPointF(6, 6), QPointF(7.5, 21), QPointF(16.5, 21), QPointF(18, 6)});
            p->drawLine(QPointF(10, 10), QPointF(10, 17));
            p->drawLine(QPointF(14, 10), QPointF(14, 17));
            break;
        case Icon::LayOut: {
            // a ring of tiles closing into a circuit
            p->setPen(QPen(ink, 1.2));
            for (const QPointF c : {QPointF(7, 7.5), QPointF(17, 7.5), QPointF(7, 16.5), QPointF(17, 16.5)})
                p->drawPolygon(hexagon(c, 5.2));
            p->setPen(QPen(accent, 2.4, Qt::SolidLine, Qt::RoundCap));
            p->drawRoundedRect(QRectF(6.5, 7.5, 11, 9), 4.5, 4.5);
            break;
        }
        }
    }

    Icon m_icon;
};

} // namespace

QIcon icon(Icon which)
{
    return QIcon(new PathIconEngine(which));
}

} // namespace Pacenotes::DesignerIcons
