// SPDX-License-Identifier: GPL-3.0-or-later
#include "tileitem.h"

#include "catalog/catalognames.h"
#include "catalog/tilecatalog.h"
#include "render/tilegeometry.h"
#include "render/tilerenderer.h"
#include "trackscene.h"
#include "track/trackdocument.h"

#include <QCoreApplication>
#include <QPainter>
#include <QPalette>
#include <QStyleOptionGraphicsItem>

namespace Pacenotes {

using namespace Qt::StringLiterals;

TileItem::TileItem(TrackScene *scene, int index) : m_scene(scene), m_index(index)
{
    setFlag(ItemIsSelectable);
    setAcceptHoverEvents(true);
    // Tiles are redrawn from vector paths; caching them at device resolution keeps panning
    // smooth and is redone at each zoom, so they stay sharp.
    setCacheMode(DeviceCoordinateCache);
    syncFromModel();
}

void TileItem::syncFromModel()
{
    const Track &track = m_scene->document()->track();
    if (m_index < 0 || m_index >= track.tiles.size())
        return;
    const PlacedTile &t = track.tiles[m_index];
    setPos(m_scene->layout().toPixel(t.pos));
    if (t.sideId != m_sideId || t.rotation != m_rotation) {
        m_sideId = t.sideId;
        m_rotation = t.rotation;
        m_side = m_scene->document()->catalog().sideById(m_sideId);
        update();
    }
    updateToolTip();
}

void TileItem::setProblemText(const QString &text)
{
    if (text == m_problems)
        return;
    m_problems = text;
    updateToolTip();
}

void TileItem::updateToolTip()
{
    QString tip = m_side ? u"<b>%1</b> — %2"_s.arg(m_sideId, CatalogNames::role(m_side->role).toHtmlEscaped())
                         : QCoreApplication::translate("TileItem", "<b>%1</b> — not in the tile catalog").arg(m_sideId);
    if (!m_problems.isEmpty())
        tip += u"<br>"_s + m_problems;
    setToolTip(tip);
}

QRectF TileItem::boundingRect() const
{
    const double s = m_scene->layout().size() * 1.04; // room for the selection outline
    return {-s, -s, 2 * s, 2 * s};
}

QPainterPath TileItem::shape() const
{
    return m_scene->hexShape();
}

void TileItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget)
{
    Q_UNUSED(widget);
    const double size = m_scene->layout().size();
    TileRenderer::paint(painter, m_side, m_sideId, QPointF(), size, m_rotation, m_scene->renderOptions());
    const bool selected = option->state & QStyle::State_Selected;
    if (!selected && !m_hovered)
        return;
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    const QPainterPath hex = shape();
    const QColor accent = m_scene->palette().color(QPalette::Highlight);
    if (selected) {
        QColor wash = accent;
        wash.setAlpha(50);
        painter->fillPath(hex, wash);
        QPen pen(accent, size * 0.06);
        pen.setJoinStyle(Qt::RoundJoin);
        painter->setPen(pen);
    } else {
        QColor soft = accent;
        soft.setAlpha(140);
        QPen pen(soft, size * 0.035);
        pen.setJoinStyle(Qt::RoundJoin);
        painter->setPen(pen);
    }
    painter->setBrush(Qt::NoBrush);
    painter->drawPath(hex);
    painter->restore();
}

void TileItem::hoverEnterEvent(QGraphicsSceneHoverEvent *event)
{
    m_hovered = true;
    update();
    QGraphicsItem::hoverEnterEvent(event);
}

void TileItem::hoverLeaveEvent(QGraphicsSceneHoverEvent *event)
{
    m_hovered = false;
    update();
    QGraphicsItem::hoverLeaveEvent(event);
}

QVariant TileItem::itemChange(GraphicsItemChange change, const QVariant &value)
{
    // Selected tiles come to the front so their outline is not hidden by neighbours.
    if (change == ItemSelectedHasChanged)
        setZValue(value.toBool() ? 1 : 0);
    return QGraphicsItem::itemChange(change, value);
}

} // namespace Pacenotes
