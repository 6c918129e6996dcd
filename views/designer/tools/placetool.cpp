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
            showPreview(*m_hex, m_modifiers);
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

void PlaceTool::showPreview(HexCoord hex, Qt::KeyboardModifiers modifiers)
{
    const bool moved = !m_hex || *m_hex != hex;
    m_hex = hex;
    const QString side = editor()->placeSide();
    if (side.isEmpty())
        return;
    if (!m_manualRotation)
        m_rotation = editor()->autoRotation(side, hex, m_rotation);
    const int occupant = editor()->document()->track().tileAt(hex);
    const bool replace = modifiers & kReplaceModifier;
    scene()->ghost()->show(side, hex, m_rotation,
                           occupant < 0 ? GhostTileItem::Mark::Free
                           : replace    ? GhostTileItem::Mark::Replaces
                                        : GhostTileItem::Mark::Occupied);
    if (occupant >= 0 && moved)
        emit editor()->message(tr("Tile %1 lies here: Shift+click replaces it with %2.")
                                   .arg(editor()->document()->track().tiles[occupant].sideId, side));
}

void PlaceTool::rotatePreview(int steps)
{
    m_rotation = HexDir::rotate(m_rotation, steps);
    m_manualRotation = true;
    if (m_hex)
        showPreview(*m_hex, m_modifiers);
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
    showPreview(hex, event->modifiers());
    // Replacing a placed tile takes an explicit gesture: a stray click never breaks a stage.
    const int occupant = editor()->document()->track().tileAt(hex);
    if (occupant >= 0 && !(event->modifiers() & kReplaceModifier)) {
        emit editor()->message(tr("Tile %1 lies here and stays: Shift+click replaces it with %2.")
                                   .arg(editor()->document()->track().tiles[occupant].sideId, editor()->placeSide()));
        return;
    }
    editor()->placeTile(editor()->placeSide(), hex, m_rotation);
}

void PlaceTool::mouseMoved(QGraphicsSceneMouseEvent *event)
{
    const HexCoord hex = scene()->hexAt(event->scenePos());
    if (!m_hex || *m_hex != hex || (event->modifiers() & kReplaceModifier) != (m_modifiers & kReplaceModifier))
        showPreview(hex, event->modifiers());
    m_modifiers = event->modifiers();
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
