// SPDX-License-Identifier: GPL-3.0-or-later
#include "trackview.h"

#include "designereditor.h"
#include "ghosttileitem.h"
#include "itemmodels/tilecatalogmodel.h"
#include "tileitem.h"
#include "tools/abstracttool.h"
#include "trackscene.h"

#include <QGestureEvent>
#include <QMimeData>
#include <QNativeGestureEvent>
#include <QPinchGesture>
#include <QScrollBar>
#include <QWheelEvent>

#include <cmath>

namespace Pacenotes {

namespace {
const QColor kTable(0xe6, 0xe9, 0xe2);
const QColor kGrid(0xc5, 0xcb, 0xbe);
} // namespace

TrackView::TrackView(DesignerEditor *editor, QWidget *parent) : QGraphicsView(editor->scene(), parent), m_editor(editor)
{
    setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform | QPainter::TextAntialiasing);
    setDragMode(NoDrag);
    setTransformationAnchor(NoAnchor);
    setResizeAnchor(AnchorViewCenter);
    setViewportUpdateMode(SmartViewportUpdate);
    setCacheMode(CacheBackground);
    setAcceptDrops(true);
    setFocusPolicy(Qt::StrongFocus);
    setFrameShape(QFrame::NoFrame);
    viewport()->setMouseTracking(true);
    viewport()->grabGesture(Qt::PinchGesture);
    connect(editor, &DesignerEditor::toolChanged, this, &TrackView::updateCursor);
    connect(editor, &DesignerEditor::ensureVisibleRequested, this,
            [this](const QRectF &r) { ensureVisible(r, 40, 40); });
    setTransform(QTransform::fromScale(0.6, 0.6));
    centerOn(0, 0);
    updateCursor();
}

double TrackView::zoom() const
{
    return transform().m11();
}

void TrackView::setZoom(double zoom, const QPointF *anchorScene)
{
    zoom = std::clamp(zoom, kMinZoom, kMaxZoom);
    if (std::abs(zoom - this->zoom()) < 1e-6)
        return;
    // Keep the anchor (the point under the pointer) where it is on screen.
    const QPointF scenePoint = anchorScene ? *anchorScene : mapToScene(viewport()->rect().center());
    const QPointF viewPoint = mapFromScene(scenePoint);
    setTransform(QTransform::fromScale(zoom, zoom));
    const QPointF moved = mapFromScene(scenePoint) - viewPoint;
    horizontalScrollBar()->setValue(horizontalScrollBar()->value() + qRound(moved.x()));
    verticalScrollBar()->setValue(verticalScrollBar()->value() + qRound(moved.y()));
    emit zoomChanged(this->zoom());
}

void TrackView::zoomIn()
{
    setZoom(zoom() * 1.25);
}

void TrackView::zoomOut()
{
    setZoom(zoom() / 1.25);
}

void TrackView::resetZoom()
{
    setZoom(1.0);
}

void TrackView::fitToView()
{
    const TrackScene *s = m_editor->scene();
    QRectF r = s->tilesBoundingRect();
    const double hex = s->layout().width();
    if (r.isEmpty()) // nothing laid yet: the first tile at a size to work with, not a speck
        r = QRectF(-1.5 * hex, -1.5 * hex, 3 * hex, 3 * hex);
    r.adjust(-hex * 0.6, -hex * 0.9, hex * 0.6, hex * 0.6); // room for the start flag
    const double z = std::clamp(std::min(viewport()->width() / r.width(), viewport()->height() / r.height()),
                                kMinZoom, 1.5);
    setTransform(QTransform::fromScale(z, z));
    centerOn(r.center());
    emit zoomChanged(zoom());
}

void TrackView::centreOnTile(int index)
{
    const TileItem *item = m_editor->scene()->tileItem(index);
    if (!item)
        return;
    if (zoom() < 0.45)
        setZoom(0.6);
    centerOn(item);
}

void TrackView::setGridVisible(bool visible)
{
    if (visible == m_grid)
        return;
    m_grid = visible;
    resetCachedContent();
    viewport()->update();
}

HexCoord TrackView::pasteTarget() const
{
    const QPoint p = viewport()->mapFromGlobal(QCursor::pos());
    const QPoint at = viewport()->rect().contains(p) ? p : viewport()->rect().center();
    return m_editor->scene()->hexAt(mapToScene(at));
}

void TrackView::drawBackground(QPainter *painter, const QRectF &rect)
{
    painter->fillRect(rect, kTable);
    const HexLayout &l = m_editor->scene()->layout();
    if (!m_grid || l.size() * zoom() < 9)
        return;
    // every hex whose centre could touch `rect`
    const QPointF a = l.fractional(rect.topLeft()), b = l.fractional(rect.bottomRight());
    const int r0 = int(std::floor(a.y())) - 1, r1 = int(std::ceil(b.y())) + 1;
    QPainterPath grid;
    for (int r = r0; r <= r1; ++r) {
        const double qLeft = l.fractional(QPointF(rect.left(), l.toPixel(0, r).y())).x();
        const double qRight = l.fractional(QPointF(rect.right(), l.toPixel(0, r).y())).x();
        for (int q = int(std::floor(qLeft)) - 1; q <= int(std::ceil(qRight)) + 1; ++q) {
            const QPolygonF hex = l.polygon({q, r});
            // three edges per hex draw every line once
            grid.moveTo(hex[2]);
            grid.lineTo(hex[3]);
            grid.lineTo(hex[4]);
            grid.lineTo(hex[5]);
        }
    }
    QPen pen(kGrid, 1.0);
    pen.setCosmetic(true);
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing, false);
    painter->setPen(pen);
    painter->drawPath(grid);
    painter->restore();
}

void TrackView::wheelEvent(QWheelEvent *event)
{
    const int delta = event->angleDelta().y() != 0 ? event->angleDelta().y() : event->angleDelta().x();
    if (event->modifiers() & (Qt::ShiftModifier | Qt::AltModifier)) {
        // Shift (or Alt) + wheel turns tiles, one step per notch
        m_rotateRemainder += delta;
        const int steps = int(m_rotateRemainder / 120);
        if (steps != 0) {
            m_rotateRemainder -= steps * 120;
            m_editor->rotateAt(-steps, mapToScene(event->position().toPoint()));
        }
        event->accept();
        return;
    }
    const QPointF anchor = mapToScene(event->position().toPoint());
    setZoom(zoom() * std::pow(1.2, delta / 120.0), &anchor);
    event->accept();
}

bool TrackView::viewportEvent(QEvent *event)
{
    if (event->type() == QEvent::Gesture)
        return gestureEvent(static_cast<QGestureEvent *>(event));
    if (event->type() == QEvent::NativeGesture) {
        auto *native = static_cast<QNativeGestureEvent *>(event);
        if (native->gestureType() == Qt::ZoomNativeGesture) {
            const QPointF anchor = mapToScene(mapFromGlobal(native->globalPosition().toPoint()));
            setZoom(zoom() * (1.0 + native->value()), &anchor);
            return true;
        }
    }
    return QGraphicsView::viewportEvent(event);
}

bool TrackView::gestureEvent(QGestureEvent *event)
{
    if (auto *pinch = static_cast<QPinchGesture *>(event->gesture(Qt::PinchGesture))) {
        if (pinch->changeFlags() & QPinchGesture::ScaleFactorChanged) {
            const QPointF anchor = mapToScene(viewport()->mapFromGlobal(pinch->centerPoint().toPoint()));
            setZoom(zoom() * pinch->scaleFactor(), &anchor);
        }
        event->accept(pinch);
    }
    return true;
}

void TrackView::mousePressEvent(QMouseEvent *event)
{
    if (event->button() == Qt::MiddleButton || (m_spaceHeld && event->button() == Qt::LeftButton)) {
        m_panning = true;
        m_panLast = event->position().toPoint();
        viewport()->setCursor(Qt::ClosedHandCursor);
        event->accept();
        return;
    }
    QGraphicsView::mousePressEvent(event);
}

void TrackView::mouseMoveEvent(QMouseEvent *event)
{
    if (m_panning) {
        const QPoint d = event->position().toPoint() - m_panLast;
        m_panLast = event->position().toPoint();
        horizontalScrollBar()->setValue(horizontalScrollBar()->value() - d.x());
        verticalScrollBar()->setValue(verticalScrollBar()->value() - d.y());
        event->accept();
        return;
    }
    QGraphicsView::mouseMoveEvent(event);
}

void TrackView::mouseReleaseEvent(QMouseEvent *event)
{
    if (m_panning && (event->button() == Qt::MiddleButton || event->button() == Qt::LeftButton)) {
        m_panning = false;
        updateCursor();
        event->accept();
        return;
    }
    QGraphicsView::mouseReleaseEvent(event);
}

void TrackView::keyPressEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Space && !event->isAutoRepeat()) {
        m_spaceHeld = true;
        viewport()->setCursor(Qt::OpenHandCursor);
        event->accept();
        return;
    }
    QGraphicsView::keyPressEvent(event);
}

void TrackView::keyReleaseEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Space && !event->isAutoRepeat()) {
        m_spaceHeld = false;
        updateCursor();
        event->accept();
        return;
    }
    QGraphicsView::keyReleaseEvent(event);
}

void TrackView::leaveEvent(QEvent *event)
{
    if (AbstractTool *tool = m_editor->toolObject())
        tool->pointerLeft();
    QGraphicsView::leaveEvent(event);
}

void TrackView::updateCursor()
{
    const AbstractTool *tool = m_editor->toolObject();
    viewport()->setCursor(tool ? tool->cursor() : QCursor(Qt::ArrowCursor));
}

QString TrackView::draggedSide(const QMimeData *mime) const
{
    const QString id = TileCatalogModel::sideIdFromMime(mime);
    return id;
}

void TrackView::dragEnterEvent(QDragEnterEvent *event)
{
    if (draggedSide(event->mimeData()).isEmpty()) {
        event->ignore();
        return;
    }
    m_dropRotation = 0;
    event->acceptProposedAction();
}

void TrackView::dragMoveEvent(QDragMoveEvent *event)
{
    const QString side = draggedSide(event->mimeData());
    if (side.isEmpty()) {
        event->ignore();
        return;
    }
    TrackScene *s = m_editor->scene();
    const HexCoord hex = s->hexAt(mapToScene(event->position().toPoint()));
    m_dropRotation = m_editor->autoRotation(side, hex, m_dropRotation);
    // Dropping onto a tile is the explicit way to replace it.
    s->ghost()->show(side, hex, m_dropRotation,
                     s->tileIndexAt(s->layout().toPixel(hex)) >= 0 ? GhostTileItem::Mark::Replaces : GhostTileItem::Mark::Free);
    event->acceptProposedAction();
}

void TrackView::dragLeaveEvent(QDragLeaveEvent *event)
{
    m_editor->scene()->ghost()->setVisible(false);
    event->accept();
}

void TrackView::dropEvent(QDropEvent *event)
{
    const QString side = draggedSide(event->mimeData());
    TrackScene *s = m_editor->scene();
    s->ghost()->setVisible(false);
    if (side.isEmpty()) {
        event->ignore();
        return;
    }
    const HexCoord hex = s->hexAt(mapToScene(event->position().toPoint()));
    const int rotation = m_editor->autoRotation(side, hex, m_dropRotation);
    m_editor->placeTile(side, hex, rotation, PlaceTilesCommand::Kind::Drop);
    event->acceptProposedAction();
    setFocus();
}

} // namespace Pacenotes
