// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "abstracttool.h"

#include "hex/hexcoord.h"

#include <optional>

namespace Pacenotes {

/**
 * Lays the tile chosen in the palette: a preview follows the pointer, turned to suit the
 * neighbours until the user turns it (R, Shift+R, the wheel with Shift); a click places it on
 * a free hex. A tile already there stays unless the click holds Shift (the status bar says so).
 * Right-click or Esc goes back to selecting.
 */
class PlaceTool : public AbstractTool
{
    Q_OBJECT
public:
    explicit PlaceTool(DesignerEditor *editor);

    void activate() override;
    void deactivate() override;
    void mousePressed(QGraphicsSceneMouseEvent *event) override;
    void mouseMoved(QGraphicsSceneMouseEvent *event) override;
    void mouseReleased(QGraphicsSceneMouseEvent *event) override;
    bool keyPressed(QKeyEvent *event) override;
    void pointerLeft() override;
    QCursor cursor() const override { return Qt::CrossCursor; }
    /// Held with the click, it replaces the tile under the pointer.
    static constexpr Qt::KeyboardModifier kReplaceModifier = Qt::ShiftModifier;

    void rotatePreview(int steps);

private:
    void showPreview(HexCoord hex, Qt::KeyboardModifiers modifiers);

    std::optional<HexCoord> m_hex;
    int m_rotation = 0;
    bool m_manualRotation = false;
    Qt::KeyboardModifiers m_modifiers;
};

} // namespace Pacenotes
