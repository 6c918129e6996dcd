// SPDX-License-Identifier: GPL-3.0-or-later
#include "drivetool.h"

#include "driveoverlayitem.h"
#include "spaces/drivedocument.h"

#include <QGraphicsSceneMouseEvent>
#include <QKeyEvent>

namespace Pacenotes {

DriveTool::DriveTool(DesignerEditor *editor, DriveDocument *document, DriveOverlayItem *overlay)
    : AbstractTool(editor), m_document(document), m_overlay(overlay)
{
}

void DriveTool::clickAt(QPointF scenePos)
{
    const int node = m_overlay->nodeAt(scenePos);
    if (node < 0)
        return;
    // Another car's space: that car plays.
    const DriveState &state = m_document->state();
    for (int c = 0; c < state.cars.size(); ++c)
        if (c != m_document->active() && m_document->carNode(c) == node && !state.cars[c].offTrack()) {
            m_document->setActive(c);
            return;
        }
    if (node == m_document->carNode(m_document->active())) {
        m_document->clearPlan();
        return;
    }
    const qsizetype at = m_document->path().indexOf(node);
    if (at >= 0)
        m_document->truncatePath(int(at));
    else
        m_document->extendPath(node);
}

void DriveTool::mousePressed(QGraphicsSceneMouseEvent *event)
{
    if (event->button() == Qt::RightButton) {
        m_document->clearPlan();
        return;
    }
    if (event->button() != Qt::LeftButton)
        return;
    clickAt(event->scenePos());
    m_dragging = true;
}

void DriveTool::mouseMoved(QGraphicsSceneMouseEvent *event)
{
    if (!m_dragging || !(event->buttons() & Qt::LeftButton))
        return;
    // Dragging along the road adds the spaces one move ahead as the pointer reaches them.
    const int node = m_overlay->nodeAt(event->scenePos());
    const QList<int> &path = m_document->path();
    const int last = path.isEmpty() ? m_document->carNode(m_document->active()) : path.last();
    if (node >= 0 && node != last && !path.contains(node) && m_document->graph().move(last, node)
        && m_document->reach().contains(node))
        m_document->extendPath(node);
}

void DriveTool::mouseReleased(QGraphicsSceneMouseEvent *event)
{
    Q_UNUSED(event);
    m_dragging = false;
}

void DriveTool::mouseDoubleClicked(QGraphicsSceneMouseEvent *event)
{
    Q_UNUSED(event); // a double click is two clicks on the same space: nothing more
}

bool DriveTool::keyPressed(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Escape) {
        m_document->clearPlan();
        return true;
    }
    if (event->key() == Qt::Key_Backspace) {
        m_document->truncatePath(int(m_document->path().size()) - 2);
        return true;
    }
    return false;
}

} // namespace Pacenotes
