// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "abstracttool.h"

#include "hex/hexcoord.h"

#include <QPointF>

class QGraphicsRectItem;

namespace Pacenotes {

/**
 * Click to select (Ctrl toggles, Shift adds), drag a rubber band over empty table, drag
 * selected tiles to move them: they follow the pointer hex by hex and land as one undo step
 * when released, or spring back if they would cover another tile.
 */
class SelectTool : public AbstractTool
{
    Q_OBJECT
public:
    explicit SelectTool(DesignerEditor *editor);

    void deactivate() override;
    void mousePressed(QGraphicsSceneMouseEvent *event) override;
    void mouseMoved(QGraphicsSceneMouseEvent *event) override;
    void mouseReleased(QGraphicsSceneMouseEvent *event) override;
    void mouseDoubleClicked(QGraphicsSceneMouseEvent *event) override;
    bool keyPressed(QKeyEvent *event) override;

private:
    enum class Mode { None, Pressed, Moving, Band };
    void showMove(HexCoord delta);
    void cancel();

    Mode m_mode = Mode::None;
    QPointF m_pressPos;
    HexCoord m_pressHex;
    HexCoord m_delta;
    QList<int> m_moving;
    QList<int> m_bandBase; ///< selection kept while banding with Shift/Ctrl
    QGraphicsRectItem *m_band = nullptr;
};

} // namespace Pacenotes
