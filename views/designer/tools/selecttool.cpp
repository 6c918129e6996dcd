// SPDX-License-Identifier: GPL-3.0-or-later
#include "selecttool.h"

#include "designer/designereditor.h"
#include "designer/tileitem.h"
#include "designer/trackscene.h"
#include "track/trackdocument.h"

#include <QApplication>
#include <QGraphicsRectItem>
#include <QGraphicsSceneMouseEvent>
#include <QKeyEvent>
#include <QPalette>

namespace Pacenotes {

SelectTool::SelectTool(DesignerEditor *editor) : AbstractTool(editor)
{
}

void SelectTool::deactivate()
{
    cancel();
}

void SelectTool::mousePressed(QGraphicsSceneMouseEvent *event)
{
    if (event->button() != Qt::LeftButton)
        return;
    m_pressPos = event->scenePos();
    m_pressHex = scene()->hexAt(m_pressPos);
    const int index = scene()->tileIndexAt(m_pressPos);
    QList<int> selected = scene()->selectedIndices();
    const bool toggle = event->modifiers() & Qt::ControlModifier;
    const bool add = event->modifiers() & Qt::ShiftModifier;
    if (index >= 0) {
        if (toggle) {
            if (selected.contains(index))
                selected.removeAll(index);
            else
                selected.append(index);
            scene()->selectIndices(selected);
            m_mode = Mode::None;
            return;
        }
        if (!selected.contains(index))
            scene()->selectIndices(add ? selected << index : QList<int>{index});
        m_moving = scene()->selectedIndices();
        m_mode = Mode::Pressed;
        return;
    }
    m_bandBase = (toggle || add) ? selected : QList<int>{};
    if (!toggle && !add)
        scene()->selectIndices({});
    m_mode = Mode::Band;
}

void SelectTool::mouseMoved(QGraphicsSceneMouseEvent *event)
{
    if (!(event->buttons() & Qt::LeftButton))
        return;
    if (m_mode == Mode::Pressed) {
        const QPointF d = event->scenePos() - m_pressPos;
        // a small wobble of the hand is not a drag (in view pixels)
        const QPointF screen = event->screenPos() - event->buttonDownScreenPos(Qt::LeftButton);
        if (std::abs(screen.x()) + std::abs(screen.y()) < QApplication::startDragDistance() && std::hypot(d.x(), d.y()) < 5)
            return;
        m_mode = Mode::Moving;
        m_delta = {};
    }
    if (m_mode == Mode::Moving) {
        const HexCoord delta = scene()->hexAt(event->scenePos()) - m_pressHex;
        if (delta != m_delta)
            showMove(delta);
        return;
    }
    if (m_mode == Mode::Band) {
        const QRectF rect = QRectF(m_pressPos, event->scenePos()).normalized();
        if (!m_band) {
            m_band = new QGraphicsRectItem;
            QColor c = scene()->palette().color(QPalette::Highlight);
            m_band->setPen(QPen(c, 0));
            c.setAlpha(40);
            m_band->setBrush(c);
            m_band->setZValue(40);
            scene()->addItem(m_band);
        }
        m_band->setRect(rect);
        QList<int> selected = m_bandBase;
        for (int i = 0; i < scene()->tileItemCount(); ++i)
            if (rect.contains(scene()->tileItem(i)->pos()) && !selected.contains(i))
                selected.append(i);
        scene()->selectIndices(selected);
    }
}

void SelectTool::showMove(HexCoord delta)
{
    m_delta = delta;
    const TrackDocument *doc = editor()->document();
    const bool blocked = doc->moveWouldOverlap(m_moving, delta);
    for (int i : std::as_const(m_moving)) {
        TileItem *item = scene()->tileItem(i);
        if (!item)
            continue;
        item->setPos(scene()->layout().toPixel(doc->track().tiles[i].pos + delta));
        item->setOpacity(blocked ? 0.45 : 0.85);
        item->setZValue(2);
    }
}

void SelectTool::mouseReleased(QGraphicsSceneMouseEvent *event)
{
    if (event->button() != Qt::LeftButton)
        return;
    if (m_mode == Mode::Moving) {
        const QList<int> moving = m_moving;
        const HexCoord delta = m_delta;
        cancel(); // back to the model's positions; the command moves them for good
        editor()->moveTiles(moving, delta);
    } else {
        cancel();
    }
}

void SelectTool::mouseDoubleClicked(QGraphicsSceneMouseEvent *event)
{
    // A double-click on a tile selects it alone: its open end becomes the append point.
    if (event->button() != Qt::LeftButton)
        return;
    const int index = scene()->tileIndexAt(event->scenePos());
    if (index >= 0)
        scene()->selectIndices({index});
}

bool SelectTool::keyPressed(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Escape) {
        if (m_mode == Mode::Moving)
            cancel();
        else
            scene()->selectIndices({});
        return true;
    }
    return false;
}

void SelectTool::cancel()
{
    if (m_mode == Mode::Moving) {
        for (int i : std::as_const(m_moving))
            if (TileItem *item = scene()->tileItem(i)) {
                item->syncFromModel();
                item->setOpacity(1.0);
                item->setZValue(item->isSelected() ? 1 : 0);
            }
    }
    delete m_band;
    m_band = nullptr;
    m_moving.clear();
    m_bandBase.clear();
    m_mode = Mode::None;
}

} // namespace Pacenotes
