// SPDX-License-Identifier: GPL-3.0-or-later
#include "trackscene.h"

#include "appendcursoritem.h"
#include "courseitem.h"
#include "ghosttileitem.h"
#include "problemmarksitem.h"
#include "tileitem.h"
#include "tools/abstracttool.h"
#include "track/trackdocument.h"

#include <QGraphicsSceneContextMenuEvent>
#include <QGraphicsSceneMouseEvent>
#include <QKeyEvent>

namespace Pacenotes {

TrackScene::TrackScene(TrackDocument *document, QObject *parent)
    : QGraphicsScene(parent), m_document(document), m_layout(kHexSize)
{
    m_hexShape.addPolygon(m_layout.polygon({}));
    m_hexShape.closeSubpath();
    // Item lookups are by hex (tileIndexAt), not by the BSP tree; with items that move and
    // are replaced often the tree costs more than it saves.
    setItemIndexMethod(NoIndex);

    m_marks = new ProblemMarksItem(this);
    m_course = new CourseItem(this);
    m_cursor = new AppendCursorItem(this);
    m_ghost = new GhostTileItem(this);
    addItem(m_marks);
    addItem(m_course);
    addItem(m_cursor);
    addItem(m_ghost);

    connect(document, &TrackDocument::tileInserted, this, &TrackScene::onTileInserted);
    connect(document, &TrackDocument::tileAboutToBeRemoved, this, &TrackScene::onTileAboutToBeRemoved);
    connect(document, &TrackDocument::tileChanged, this, &TrackScene::onTileChanged);
    connect(document, &TrackDocument::trackReset, this, &TrackScene::rebuild);
    connect(document, &TrackDocument::reportChanged, this, &TrackScene::onReportChanged);
    rebuild();
    onReportChanged();
}

TrackScene::~TrackScene()
{
    if (m_tool)
        m_tool->deactivate();
}

TileItem *TrackScene::tileItem(int index) const
{
    return index >= 0 && index < m_items.size() ? m_items[index] : nullptr;
}

int TrackScene::tileIndexAt(QPointF scenePos) const
{
    return m_document->track().tileAt(hexAt(scenePos));
}

QList<int> TrackScene::selectedIndices() const
{
    QList<int> out;
    for (const TileItem *item : m_items)
        if (item->isSelected())
            out.append(item->index());
    return out;
}

void TrackScene::selectIndices(const QList<int> &indices)
{
    // One selectionChanged for the whole change.
    QSignalBlocker blocker(this);
    for (TileItem *item : std::as_const(m_items))
        item->setSelected(indices.contains(item->index()));
    blocker.unblock();
    emit selectionChanged();
}

QRectF TrackScene::tilesBoundingRect() const
{
    QRectF r;
    for (const TileItem *item : m_items)
        r = r.united(item->sceneBoundingRect());
    return r;
}

void TrackScene::setTool(AbstractTool *tool)
{
    if (tool == m_tool)
        return;
    if (m_tool)
        m_tool->deactivate();
    m_tool = tool;
    if (m_tool)
        m_tool->activate();
}

void TrackScene::setLabelsVisible(bool visible)
{
    if (visible == m_render.labels)
        return;
    m_render.labels = visible;
    for (TileItem *item : std::as_const(m_items))
        item->update();
    m_ghost->update();
}

void TrackScene::setScans(const TileScans *scans)
{
    m_render.scans = scans;
    for (TileItem *item : std::as_const(m_items))
        item->update();
    m_ghost->update();
}

void TrackScene::setCourseVisible(bool visible)
{
    m_course->setVisible(visible);
}

void TrackScene::setAppendPoint(const std::optional<AppendPoint> &point)
{
    m_cursor->setPoint(point);
}

void TrackScene::rebuild()
{
    QSignalBlocker blocker(this);
    qDeleteAll(m_items);
    m_items.clear();
    const int n = int(m_document->track().tiles.size());
    m_items.reserve(n);
    for (int i = 0; i < n; ++i) {
        auto *item = new TileItem(this, i);
        addItem(item);
        m_items.append(item);
    }
    blocker.unblock();
    updateSceneRect();
    emit selectionChanged();
}

void TrackScene::onTileInserted(int index)
{
    auto *item = new TileItem(this, index);
    addItem(item);
    m_items.insert(index, item);
    reindexFrom(index + 1);
    updateSceneRect();
}

void TrackScene::onTileAboutToBeRemoved(int index)
{
    if (index < 0 || index >= m_items.size())
        return;
    TileItem *item = m_items.takeAt(index);
    const bool wasSelected = item->isSelected();
    delete item;
    reindexFrom(index);
    if (wasSelected)
        emit selectionChanged();
}

void TrackScene::onTileChanged(int index)
{
    if (TileItem *item = tileItem(index))
        item->syncFromModel();
    updateSceneRect();
}

void TrackScene::reindexFrom(int index)
{
    for (int i = index; i < m_items.size(); ++i)
        m_items[i]->setIndex(i);
}

void TrackScene::onReportChanged()
{
    // Only tiles with problems now or before change their tooltips: a few, not all.
    const TrackReport &report = m_document->report();
    QHash<int, QStringList> perTile;
    for (const TrackProblem &p : report.problems)
        for (int t : {p.tile, p.otherTile})
            if (t >= 0 && t < m_items.size()) {
                QStringList &lines = perTile[t];
                const QString line = p.message.toHtmlEscaped();
                if (!lines.contains(line))
                    lines.append(line);
            }
    for (int t : std::as_const(m_itemsWithProblems))
        if (t < m_items.size() && !perTile.contains(t))
            m_items[t]->setProblemText(QString());
    m_itemsWithProblems.clear();
    for (auto it = perTile.cbegin(); it != perTile.cend(); ++it) {
        m_items[it.key()]->setProblemText(it.value().join(QStringLiteral("<br>")));
        m_itemsWithProblems.append(it.key());
    }
    m_marks->setReport(m_document->track(), report);
    m_course->setReport(m_document->track(), report);
}

void TrackScene::updateSceneRect()
{
    // Always room to pan and build around the track: at least 24 hexes each way from the
    // origin, and 12 hexes beyond the tiles. From the positions: cheap after every edit.
    const double hex = m_layout.width();
    double left = -24 * hex, top = -24 * hex, right = 24 * hex, bottom = 24 * hex;
    for (const PlacedTile &t : m_document->track().tiles) {
        const QPointF p = m_layout.toPixel(t.pos);
        left = std::min(left, p.x() - 12 * hex);
        right = std::max(right, p.x() + 12 * hex);
        top = std::min(top, p.y() - 12 * hex);
        bottom = std::max(bottom, p.y() + 12 * hex);
    }
    const QRectF r(QPointF(left, top), QPointF(right, bottom));
    if (r != sceneRect())
        setSceneRect(r);
}

void TrackScene::mousePressEvent(QGraphicsSceneMouseEvent *event)
{
    if (m_tool && event->button() != Qt::MiddleButton) {
        m_tool->mousePressed(event);
        event->accept(); // the tool owns the press (and the drag that follows)
    } else {
        QGraphicsScene::mousePressEvent(event);
    }
}

void TrackScene::mouseMoveEvent(QGraphicsSceneMouseEvent *event)
{
    // The base class dispatches hover events to the tiles; the tool gets the move too.
    QGraphicsScene::mouseMoveEvent(event);
    if (m_tool)
        m_tool->mouseMoved(event);
}

void TrackScene::mouseReleaseEvent(QGraphicsSceneMouseEvent *event)
{
    if (m_tool && event->button() != Qt::MiddleButton)
        m_tool->mouseReleased(event);
    else
        QGraphicsScene::mouseReleaseEvent(event);
}

void TrackScene::mouseDoubleClickEvent(QGraphicsSceneMouseEvent *event)
{
    if (m_tool) {
        m_tool->mouseDoubleClicked(event);
        event->accept();
    }
}

void TrackScene::keyPressEvent(QKeyEvent *event)
{
    if (m_tool && m_tool->keyPressed(event))
        return;
    QGraphicsScene::keyPressEvent(event);
}

void TrackScene::contextMenuEvent(QGraphicsSceneContextMenuEvent *event)
{
    emit contextMenuRequested(event->screenPos(), tileIndexAt(event->scenePos()));
    event->accept();
}

} // namespace Pacenotes
