// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "render/tilerenderer.h"
#include "spaces/markstamp.h"

#include <QGraphicsScene>

namespace Pacenotes {

class SpaceItem;
class SpacesDocument;
class TileScans;

/**
 * The Tile Spaces editor's table: the side drawn large (or the user's picture of it, aligned by
 * the hex outline) with one selectable item per space. It follows the document's facts and
 * sends intents up (a marking dropped on a space); selection is view state.
 */
class SpaceEditorScene : public QGraphicsScene
{
    Q_OBJECT
public:
    static constexpr double kHexSize = 300.0;

    explicit SpaceEditorScene(SpacesDocument *document, QObject *parent = nullptr);

    SpacesDocument *document() const { return m_document; }
    void setScans(const TileScans *scans);
    const TileScans *scans() const { return m_scans; }
    /// Ids of the selected spaces, in the data's order.
    QList<int> selectedIds() const;
    void selectIds(const QList<int> &ids);
    SpaceItem *itemFor(int id) const;
    /// The scene position of a space's label point (for tests and tips).
    QPointF spaceCentre(int id) const;
    QTransform localToScene() const;

signals:
    void stampDropped(int spaceId, const MarkStamp &stamp);

private:
    void rebuild();
    void sync();

    SpacesDocument *m_document;
    const TileScans *m_scans = nullptr;
    QGraphicsItem *m_tile = nullptr;
    QList<SpaceItem *> m_items;
};

} // namespace Pacenotes
