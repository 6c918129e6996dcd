// SPDX-License-Identifier: GPL-3.0-or-later
#include "spaceitem.h"

#include "spaceeditorscene.h"
#include "spacespainter.h"
#include "spaces/spacegeometry.h"
#include "spaces/spacesdocument.h"

#include <QGraphicsSceneDragDropEvent>
#include <QMimeData>
#include <QPainter>
#include <QPalette>
#include <QStyleOptionGraphicsItem>

namespace Pacenotes {

using namespace Qt::StringLiterals;

SpaceItem::SpaceItem(SpaceEditorScene *scene, int id) : m_scene(scene), m_id(id)
{
    setFlag(ItemIsSelectable);
    setAcceptHoverEvents(true);
    setAcceptDrops(true);
}

void SpaceItem::syncFromModel()
{
    const SpacesDocument *doc = m_scene->document();
    const TileSpace *s = doc->spaces().space(m_id);
    if (!s || !doc->side())
        return;
    prepareGeometryChange();
    m_path = QPainterPath();
    m_path.addPolygon(m_scene->localToScene().map(SpaceGeometry::outline(*doc->side(), *s)));
    m_path.closeSubpath();
    m_label = m_scene->spaceCentre(m_id);
    m_text = SpacesPainter::spaceText(*s);
    m_tint = SpacesPainter::markTint(s->marks);
    m_doubt = s->doubtful();
    m_problem = false;
    for (const SpaceProblem &p : doc->problems())
        m_problem = m_problem || (p.space == m_id && p.severity == SpaceProblem::Severity::Error);
    // Spaces laid over the lanes (slide zones, shortcuts) sit on top so they can be picked.
    setZValue(s->span > 1 || s->offRoad ? 2 : 1);
    QString tip = SpaceText::marksSummary(s->marks).isEmpty()
        ? QCoreApplication::translate("SpaceItem", "Space %1").arg(m_id)
        : QCoreApplication::translate("SpaceItem", "Space %1: %2").arg(m_id).arg(SpaceText::marksSummary(s->marks));
    if (m_doubt)
        tip += u'\n' + SpaceText::doubtSummary(*s);
    setToolTip(tip);
    update();
}

QRectF SpaceItem::boundingRect() const
{
    return m_path.boundingRect().adjusted(-30, -30, 30, 30);
}

QPainterPath SpaceItem::shape() const
{
    return m_path;
}

void SpaceItem::paint(QPainter *p, const QStyleOptionGraphicsItem *option, QWidget *)
{
    p->setRenderHint(QPainter::Antialiasing);
    const QColor accent = m_scene->palette().color(QPalette::Highlight);
    const bool selected = option->state & QStyle::State_Selected;
    QColor fill = m_tint.isValid() ? m_tint : QColor(255, 255, 255, 25);
    if (selected || m_dropTarget) {
        fill = accent;
        fill.setAlpha(m_dropTarget ? 170 : 120);
    } else if (m_hovered) {
        fill = fill.lighter(130);
        fill.setAlpha(std::max(fill.alpha(), 70));
    }
    QPen pen(m_problem ? QColor(220, 30, 30) : selected ? accent.darker(130) : QColor(255, 255, 255, 230),
             m_problem || selected ? 3.0 : 1.6);
    pen.setCosmetic(true);
    pen.setJoinStyle(Qt::RoundJoin);
    p->setPen(pen);
    p->setBrush(fill);
    p->drawPath(m_path);
    if (m_doubt)
        SpacesPainter::paintDoubt(p, m_path.toFillPolygon(), SpacesPainter::Style{}.doubt, 3.0);
    SpacesPainter::label(p, m_label, m_text, SpaceEditorScene::kHexSize * 0.06, Qt::black,
                         m_doubt ? QColor(245, 225, 255, 225) : QColor(255, 255, 255, 215));
}

void SpaceItem::hoverEnterEvent(QGraphicsSceneHoverEvent *event)
{
    m_hovered = true;
    update();
    QGraphicsItem::hoverEnterEvent(event);
}

void SpaceItem::hoverLeaveEvent(QGraphicsSceneHoverEvent *event)
{
    m_hovered = false;
    update();
    QGraphicsItem::hoverLeaveEvent(event);
}

void SpaceItem::dragEnterEvent(QGraphicsSceneDragDropEvent *event)
{
    const bool ok = event->mimeData()->hasFormat(MarkStamp::mimeType())
        && MarkStamp::fromMime(event->mimeData()->data(MarkStamp::mimeType()));
    event->setAccepted(ok);
    m_dropTarget = ok;
    update();
}

void SpaceItem::dragLeaveEvent(QGraphicsSceneDragDropEvent *event)
{
    m_dropTarget = false;
    update();
    QGraphicsItem::dragLeaveEvent(event);
}

void SpaceItem::dropEvent(QGraphicsSceneDragDropEvent *event)
{
    m_dropTarget = false;
    update();
    if (const std::optional<MarkStamp> stamp = MarkStamp::fromMime(event->mimeData()->data(MarkStamp::mimeType()))) {
        event->acceptProposedAction();
        emit m_scene->stampDropped(m_id, *stamp);
    }
}

} // namespace Pacenotes
