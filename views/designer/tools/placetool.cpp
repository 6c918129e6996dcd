// SPDX-License-Identifier: GPL-3.0-or-later
#include "placetool.h"

#include "designer/designereditor.h"
#include "designer/ghosttileitem.h"
#include "designer/trackscene.h"
#include "track/trackdocument.h"

#include <QGraphicsSceneMouseEvent>
#include <QKeyEvent>

namespace Pacenotes {

PlaceTool::PlaceTool(DesignerEditor *editor) : AbstractTool(editor)
{
    // A new tile from the palette is turned automatically again.
    connect(editor, &DesignerEditor::placeSideChanged, this, [this] {
        m_manualRotation = false;
        if (m_hex)
            showPreview(*m_hex);
    });
}

void PlaceTool::activate()
{
    m_manualRotation = false;
}

void PlaceTool::deactivate()
{
    pointerLeft();
}

void PlaceTool::showPreview(HexCoord hex)
{
    m_hex = hex;
    const QString side = editor()->placeSide();
    if (side.isEmpty())
        return;
    if (!m_manualRotation)
        m_rotation = editor()->autoRotation(side, hex, m_rotation);
    scene()->ghost()->show(side, hex, m_rotation, editor()->document()->track().tileAt(hex) >= 0);
}

void PlaceTool::rotatePreview(int steps)
{
    m_rotation = HexDir::rotate(m_rotation, steps);
    m_manualRotation = true;
    if (m_hex)
        showPreview(*m_hex);
}

void PlaceTool::mousePressed(QGraphicsSceneMouseEvent *event)
{
    if (event->button() == Qt::RightButton) {
        editor()->swallowNextContextMenu();
        editor()->setTool(DesignerEditor::Tool::Select);
        return;
    }
    if (event->button() != Qt::LeftButton)
        return;
    const HexCoord hex = scene()->hexAt(event->scenePos());
    showPreview(hex);
    editor()->placeTile(editor()->placeSide(), hex, m_rotation);
}

void PlaceTool::mouseMoved(QGraphicsSceneMouseEvent *event)
{
    const HexCoord hex = scene()->hexAt(event->scenePos());
    if (!m_hex || *m_hex != hex)
        showPreview(hex);
}

void PlaceTool::mouseReleased(QGraphicsSceneMouseEvent *event)
{
    Q_UNUSED(event);
}

bool PlaceTool::keyPressed(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Escape) {
        editor()->setTool(DesignerEditor::Tool::Select);
        return true;
    }
    return false;
}

void PlaceTool::pointerLeft()
{
    m_hex.reset();
    scene()->ghost()->setVisible(false);
}

} // namespace Pacenotes
