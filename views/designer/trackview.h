// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "hex/hexcoord.h"

#include <QGraphicsView>

class QGestureEvent;
class QMimeData;

namespace Pacenotes {

class DesignerEditor;

/**
 * The designer's view of the table: zoom with the wheel, a pinch or the keys, pan with the
 * middle button, Space+drag or the scroll bars, turn tiles with Shift+wheel, drop tiles from
 * the palette. Draws the felt-green table and the hex grid behind the tiles.
 */
class TrackView : public QGraphicsView
{
    Q_OBJECT
public:
    explicit TrackView(DesignerEditor *editor, QWidget *parent = nullptr);

    DesignerEditor *editor() const { return m_editor; }

    double zoom() const;
    void setZoom(double zoom, const QPointF *anchorScene = nullptr);
    void zoomIn();
    void zoomOut();
    void resetZoom();
    /// Fits all tiles in the view (or a default area on an empty table).
    void fitToView();
    /// Centres the view on a tile and makes sure it is comfortably large.
    void centreOnTile(int index);

    void setGridVisible(bool visible);
    /// Where Paste puts tiles: the hex under the pointer when it is over the view, else the
    /// hex in the middle of the view.
    HexCoord pasteTarget() const;

    static constexpr double kMinZoom = 0.05;
    static constexpr double kMaxZoom = 4.0;

signals:
    void zoomChanged(double zoom);

protected:
    void drawBackground(QPainter *painter, const QRectF &rect) override;
    void wheelEvent(QWheelEvent *event) override;
    bool viewportEvent(QEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void keyReleaseEvent(QKeyEvent *event) override;
    void leaveEvent(QEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dragMoveEvent(QDragMoveEvent *event) override;
    void dragLeaveEvent(QDragLeaveEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    bool gestureEvent(QGestureEvent *event);
    void updateCursor();
    QString draggedSide(const QMimeData *mime) const;

    DesignerEditor *m_editor;
    bool m_grid = true;
    bool m_spaceHeld = false;
    bool m_panning = false;
    QPoint m_panLast;
    double m_rotateRemainder = 0;
    int m_dropRotation = 0;
};

} // namespace Pacenotes
