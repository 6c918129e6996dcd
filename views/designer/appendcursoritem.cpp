// SPDX-License-Identifier: GPL-3.0-or-later
#include "appendcursoritem.h"

#include "trackscene.h"

#include <QPainter>
#include <QPalette>

namespace Pacenotes {

AppendCursorItem::AppendCursorItem(TrackScene *scene) : m_scene(scene)
{
    setZValue(15);
    setAcceptedMouseButtons(Qt::NoButton);
    setVisible(false);
}

void AppendCursorItem::setPoint(const std::optional<AppendPoint> &point)
{
    if (point == m_point)
        return;
    m_point = point;
    setVisible(point.has_value());
    if (point)
        setPos(m_scene->layout().toPixel(point->pos));
    update();
}

QRectF AppendCursorItem::boundingRect() const
{
    const double s = m_scene->layout().size() * 1.1;
    return {-s, -s, 2 * s, 2 * s};
}

void AppendCursorItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget)
{
    Q_UNUSED(option);
    Q_UNUSED(widget);
    if (!m_point)
        return;
    const HexLayout &l = m_scene->layout();
    const double s = l.size();
    QColor accent = m_scene->palette().color(QPalette::Highlight);
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    QColor wash = accent;
    wash.setAlpha(28);
    painter->setBrush(wash);
    accent.setAlpha(200);
    painter->setPen(QPen(accent, s * 0.035, Qt::DashLine, Qt::RoundCap, Qt::RoundJoin));
    painter->drawPath(m_scene->hexShape());
    // an arrow from the entry edge towards the middle, the way the road arrives
    const QPointF entry = l.edgeMidpoint({}, HexDir::opposite(m_point->heading)) - l.toPixel({});
    const QPointF tip = entry * -0.25;
    const QPointF dir = (tip - entry) / std::hypot((tip - entry).x(), (tip - entry).y());
    const QPointF side(-dir.y(), dir.x());
    painter->setPen(QPen(accent, s * 0.07, Qt::SolidLine, Qt::RoundCap));
    painter->drawLine(entry * 0.85, tip - dir * s * 0.1);
    painter->setPen(Qt::NoPen);
    painter->setBrush(accent);
    painter->drawPolygon(QPolygonF{tip, tip - dir * s * 0.24 + side * s * 0.15, tip - dir * s * 0.24 - side * s * 0.15});
    painter->restore();
}

} // namespace Pacenotes
