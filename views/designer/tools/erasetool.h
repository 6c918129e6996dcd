// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "abstracttool.h"

namespace Pacenotes {

/// Click a tile to remove it, or drag across several: they fade while the button is held
/// and go as one undo step when it is released.
class EraseTool : public AbstractTool
{
    Q_OBJECT
public:
    explicit EraseTool(DesignerEditor *editor);

    void deactivate() override;
    void mousePressed(QGraphicsSceneMouseEvent *event) override;
    void mouseMoved(QGraphicsSceneMouseEvent *event) override;
    void mouseReleased(QGraphicsSceneMouseEvent *event) override;
    bool keyPressed(QKeyEvent *event) override;
    QCursor cursor() const override { return Qt::PointingHandCursor; }

private:
    void collect(QPointF scenePos);
    void cancel();

    QList<int> m_doomed;
    bool m_active = false;
};

} // namespace Pacenotes
