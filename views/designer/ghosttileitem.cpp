// SPDX-License-Identifier: GPL-3.0-or-later
#include "ghosttileitem.h"

#include "catalog/tilecatalog.h"
#include "render/tilerenderer.h"
#include "trackscene.h"
#include "track/trackdocument.h"

#include <QPainter>

namespace Pacenotes {

GhostTileItem::GhostTileItem(TrackScene *scene) : m_scene(scene)
{
    setZValue(30);
    setAcceptedMouseButtons(Qt::NoButton);
    setVisible(false);
}

void GhostTileItem::show(const QString &sideId, HexCoord pos, int rotation, Mark mark)
{
    if (sideId != m_sideId) {
        m_sideId = sideId;
        m_side = m_scene->document()->catalog().sideById(sideId);
    }
    m_hex = pos;
    m_rotation = rotation;
    m_mark = mark;
    setPos(m_scene->layout().toPixel(pos));
    setVisible(true);
    update();
}

QRectF GhostTileItem::boundingRect() const
{
    const double s = m_scene->layout().size() * 1.05;
    return {-s, -s, 2 * s, 2 * s};
}

void GhostTileItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget)
{
    Q_UNUSED(option);
    Q_UNUSED(widget);
    TileRenderOptions o = m_scene->renderOptions();
    o.opacity = m_mark == Mark::Occupied ? 0.3 : 0.62;
    TileRenderer::paint(painter, m_side, m_sideId, QPointF(), m_scene->layout().size(), m_rotation, o);
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    const QColor colour = m_mark == Mark::Replaces ? QColor(0xe8, 0x8a, 0x00)
        : m_mark == Mark::Occupied                 ? QColor(0x80, 0x80, 0x80)
                                                   : QColor(0x2e, 0x9d, 0x4f);
    painter->setPen(QPen(colour, m_scene->layout().size() * 0.05, Qt::DashLine, Qt::RoundCap, Qt::RoundJoin));
    painter->setBrush(Qt::NoBrush);
    painter->drawPath(m_scene->hexShape());
    painter->restore();
}

} // namespace Pacenotes
