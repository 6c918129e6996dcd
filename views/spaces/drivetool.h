// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "designer/tools/abstracttool.h"

namespace Pacenotes {

class DriveDocument;
class DriveOverlayItem;

/**
 * Drive mode's way with the mouse: click the spaces of the active car's path one after the
 * other (or a far space for the shortest way there), or drag along them; click a space of the
 * path to cut it back there, another car to play it, right-click or Esc to start again,
 * Backspace to take back the last space. The plan lives in the DriveDocument.
 */
class DriveTool : public AbstractTool
{
    Q_OBJECT
public:
    DriveTool(DesignerEditor *editor, DriveDocument *document, DriveOverlayItem *overlay);

    void mousePressed(QGraphicsSceneMouseEvent *event) override;
    void mouseMoved(QGraphicsSceneMouseEvent *event) override;
    void mouseReleased(QGraphicsSceneMouseEvent *event) override;
    void mouseDoubleClicked(QGraphicsSceneMouseEvent *event) override;
    bool keyPressed(QKeyEvent *event) override;
    QCursor cursor() const override { return Qt::PointingHandCursor; }

    /// What a click at a scene point does (also for tests without a mouse).
    void clickAt(QPointF scenePos);

private:
    DriveDocument *m_document;
    DriveOverlayItem *m_overlay;
    bool m_dragging = false;
};

} // namespace Pacenotes
