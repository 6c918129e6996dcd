// SPDX-License-Identifier: GPL-3.0-or-later
#include "erasetool.h"

#include "designer/designereditor.h"
#include "designer/tileitem.h"
#include "designer/trackscene.h"

#include <QGraphicsSceneMouseEvent>
#include <QKeyEvent>

namespace Pacenotes {

EraseTool::EraseTool(DesignerEditor *editor) : AbstractTool(editor)
{
}

void EraseTool::deactivate()
{
    cancel();
}

void EraseTool::collect(QPointF scenePos)
{
    const int index = scene()->tileIndexAt(scenePos);
    if (index < 0 || m_doomed.contains(index))
        return;
    m_doomed.append(index);
    if (TileItem *item = scene()->tileItem(index))
        item->setOpacity(0.3);
}

void EraseTool::mousePressed(QGraphicsSceneMouseEvent *event)
{
    if (event->button() == Qt::RightButton) {
        editor()->swallowNextContextMenu();
        editor()->setTool(DesignerEditor::Tool::Select);
        return;
    }
    if (event->button() != Qt::LeftButton)
        return;
    m_active = true;
    collect(event->scenePos());
}

void EraseTool::mouseMoved(QGraphicsSceneMouseEvent *event)
{
    if (m_active && (event->buttons() & Qt::LeftButton))
        collect(event->scenePos());
}

void EraseTool::mouseReleased(QGraphicsSceneMouseEvent *event)
{
    if (event->button() != Qt::LeftButton || !m_active)
        return;
    const QList<int> doomed = m_doomed;
    cancel();
    editor()->removeTiles(doomed);
}

bool EraseTool::keyPressed(QKeyEvent *event)
{
    if (event->key() != Qt::Key_Escape)
        return false;
    if (m_active)
        cancel();
    else
        editor()->setTool(DesignerEditor::Tool::Select);
    return true;
}

void EraseTool::cancel()
{
    for (int i : std::as_const(m_doomed))
        if (TileItem *item = scene()->tileItem(i))
            item->setOpacity(1.0);
    m_doomed.clear();
    m_active = false;
}

} // namespace Pacenotes
