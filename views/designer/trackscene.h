// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "hex/hexlayout.h"
#include "render/tilerenderer.h"
#include "track/trackfitting.h"

#include <QGraphicsScene>
#include <QPainterPath>

#include <optional>

namespace Pacenotes {

class AbstractTool;
class AppendCursorItem;
class CourseItem;
class GhostTileItem;
class ProblemMarksItem;
class TileItem;
class TileScans;
class TrackDocument;

/**
 * The designer's scene: one TileItem per placed tile, kept in the document's order, plus
 * overlays for validation marks, the traced course, the append cursor and previews.
 * It follows the document's facts and forwards input to the active tool; it changes nothing
 * itself.
 */
class TrackScene : public QGraphicsScene
{
    Q_OBJECT
public:
    /// Scene units from a hex's centre to a corner.
    static constexpr double kHexSize = 100.0;

    explicit TrackScene(TrackDocument *document, QObject *parent = nullptr);
    ~TrackScene() override;

    TrackDocument *document() const { return m_document; }
    const HexLayout &layout() const { return m_layout; }
    /// The hex outline around (0, 0), for items.
    const QPainterPath &hexShape() const { return m_hexShape; }

    TileItem *tileItem(int index) const;
    int tileItemCount() const { return int(m_items.size()); }
    /// The tile under a scene point (the hex it falls in), or -1.
    int tileIndexAt(QPointF scenePos) const;
    HexCoord hexAt(QPointF scenePos) const { return m_layout.fromPixel(scenePos); }

    QList<int> selectedIndices() const;
    /// Selects exactly these tiles (invalid indices are ignored).
    void selectIndices(const QList<int> &indices);
    /// The bounding rectangle of all tiles (empty when there are none).
    QRectF tilesBoundingRect() const;

    void setTool(AbstractTool *tool);
    AbstractTool *tool() const { return m_tool; }

    // Display options (view state, not undoable)
    void setLabelsVisible(bool visible);
    bool labelsVisible() const { return m_render.labels; }
    void setScans(const TileScans *scans);
    TileRenderOptions renderOptions() const { return m_render; }
    void setCourseVisible(bool visible);

    void setAppendPoint(const std::optional<AppendPoint> &point);
    GhostTileItem *ghost() const { return m_ghost; }

signals:
    /// Right-click: `tile` is the tile under the pointer or -1.
    void contextMenuRequested(const QPoint &screenPos, int tile);

protected:
    void mousePressEvent(QGraphicsSceneMouseEvent *event) override;
    void mouseMoveEvent(QGraphicsSceneMouseEvent *event) override;
    void mouseReleaseEvent(QGraphicsSceneMouseEvent *event) override;
    void mouseDoubleClickEvent(QGraphicsSceneMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void contextMenuEvent(QGraphicsSceneContextMenuEvent *event) override;

private:
    void rebuild();
    void onTileInserted(int index);
    void onTileAboutToBeRemoved(int index);
    void onTileChanged(int index);
    void onReportChanged();
    void updateSceneRect();
    void reindexFrom(int index);

    TrackDocument *m_document;
    HexLayout m_layout;
    QPainterPath m_hexShape;
    QList<TileItem *> m_items;
    QList<int> m_itemsWithProblems;
    ProblemMarksItem *m_marks;
    CourseItem *m_course;
    AppendCursorItem *m_cursor;
    GhostTileItem *m_ghost;
    AbstractTool *m_tool = nullptr;
    TileRenderOptions m_render;
};

} // namespace Pacenotes
