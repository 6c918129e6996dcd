// SPDX-License-Identifier: GPL-3.0-or-later
#include "spaceeditorscene.h"

#include "render/tilerenderer.h"
#include "render/tilescans.h"
#include "spaceitem.h"
#include "spacespainter.h"
#include "spaces/roadgeometry.h"
#include "spaces/spacegeometry.h"
#include "spaces/spacesdocument.h"

#include <QPainter>

#include <utility>

namespace Pacenotes {

using namespace Qt::StringLiterals;

namespace {

/// The side drawn large, with its roads' lanes numbered at their first edge and the
/// start/finish line where the data puts it.
class SideDrawingItem : public QGraphicsItem
{
public:
    explicit SideDrawingItem(SpaceEditorScene *scene) : m_scene(scene) { setZValue(-1); }
    QRectF boundingRect() const override
    {
        const double s = SpaceEditorScene::kHexSize * 1.1;
        return {-s, -s, 2 * s, 2 * s};
    }
    void paint(QPainter *p, const QStyleOptionGraphicsItem *, QWidget *) override
    {
        const TileSide *side = m_scene->document()->side();
        if (!side)
            return;
        TileRenderOptions options;
        options.labels = false;
        options.scans = m_scene->scans();
        TileRenderer::paint(p, side, side->id, QPointF(), SpaceEditorScene::kHexSize, 0, options);
        const QTransform toScene = m_scene->localToScene();
        const std::shared_ptr<const RoadGeometry> g = RoadGeometry::of(*side);
        const TileSpaces &data = m_scene->document()->spaces();
        p->save();
        p->setRenderHint(QPainter::Antialiasing);
        for (int r = 0; r < g->roads.size(); ++r) {
            const RoadGeometry::Road &road = g->roads[r];
            for (int l = 0; l < road.lanesFrom; ++l) {
                // Just outside the tile, beyond the lane's first edge: "A1", "A2".
                const QPointF inner = road.laneCentreAt(l, 0), outer = road.laneCentreAt(l, -0.08);
                const QPointF at = toScene.map(outer + (outer - inner) * 0.6);
                SpacesPainter::label(p, at, QString(HexDir::letter(road.centre.from)) + QString::number(l + 1),
                                     SpaceEditorScene::kHexSize * 0.055, Qt::white, QColor(40, 40, 40, 200));
            }
        }
        if (data.startFinish && data.startFinish->road >= 0 && data.startFinish->road < g->roads.size()) {
            const RoadGeometry::Road &road = g->roads[data.startFinish->road];
            const double t = data.startFinish->t;
            QPen pen(QColor(20, 20, 20), SpaceEditorScene::kHexSize * 0.02, Qt::DashLine);
            p->setPen(pen);
            p->drawLine(toScene.map(road.boundaryAt(0, t)), toScene.map(road.boundaryAt(road.lanes(), t)));
        }
        p->restore();
    }

private:
    SpaceEditorScene *m_scene;
};

} // namespace

SpaceEditorScene::SpaceEditorScene(SpacesDocument *document, QObject *parent) : QGraphicsScene(parent), m_document(document)
{
    const double s = kHexSize * 1.25;
    setSceneRect(-s, -s, 2 * s, 2 * s);
    m_tile = new SideDrawingItem(this);
    addItem(m_tile);
    connect(document, &SpacesDocument::sideChanged, this, &SpaceEditorScene::rebuild);
    connect(document, &SpacesDocument::spacesChanged, this, &SpaceEditorScene::sync);
    rebuild();
}

void SpaceEditorScene::setScans(const TileScans *scans)
{
    m_scans = scans;
    m_tile->update();
}

QTransform SpaceEditorScene::localToScene() const
{
    return SpaceGeometry::localToScene(QPointF(), kHexSize, 0);
}

void SpaceEditorScene::rebuild()
{
    // Out of the list before they go: deleting a selected item announces a new selection, and
    // whoever listens reads selectedIds() over the list.
    const QList<SpaceItem *> old = std::exchange(m_items, {});
    qDeleteAll(old);
    sync();
}

void SpaceEditorScene::sync()
{
    const QList<int> selected = selectedIds();
    const TileSpaces &data = m_document->spaces();
    // Items follow the data's spaces by id: keep those still there, add and drop the others.
    QList<SpaceItem *> keep, gone;
    for (SpaceItem *item : std::as_const(m_items))
        (data.space(item->spaceId()) ? keep : gone).append(item);
    m_items = keep; // before the deletions (see rebuild)
    qDeleteAll(gone);
    for (const TileSpace &s : data.spaces) {
        SpaceItem *item = itemFor(s.id);
        if (!item) {
            item = new SpaceItem(this, s.id);
            addItem(item);
            m_items.append(item);
        }
        item->syncFromModel();
    }
    selectIds(selected);
    m_tile->update();
}

QList<int> SpaceEditorScene::selectedIds() const
{
    QList<int> ids;
    for (const TileSpace &s : m_document->spaces().spaces)
        if (SpaceItem *item = itemFor(s.id); item && item->isSelected())
            ids.append(s.id);
    return ids;
}

void SpaceEditorScene::selectIds(const QList<int> &ids)
{
    for (SpaceItem *item : std::as_const(m_items))
        item->setSelected(ids.contains(item->spaceId()));
}

SpaceItem *SpaceEditorScene::itemFor(int id) const
{
    for (SpaceItem *item : m_items)
        if (item->spaceId() == id)
            return item;
    return nullptr;
}

QPointF SpaceEditorScene::spaceCentre(int id) const
{
    const TileSpace *s = m_document->spaces().space(id);
    if (!s || !m_document->side())
        return {};
    return localToScene().map(SpaceGeometry::labelPoint(*m_document->side(), *s));
}

} // namespace Pacenotes
