// SPDX-License-Identifier: GPL-3.0-or-later
#include "driveoverlayitem.h"

#include "designer/trackscene.h"
#include "spacespainter.h"
#include "spaces/drivedocument.h"
#include "spaces/roadgeometry.h"
#include "spaces/spacegeometry.h"

#include <QPainter>
#include <QtMath>

#include <cmath>

namespace Pacenotes {

using namespace Qt::StringLiterals;

DriveOverlayItem::DriveOverlayItem(TrackScene *scene, DriveDocument *document) : m_scene(scene), m_document(document)
{
    setZValue(21); // over the tiles, marks and course arrows (the path and its dice must read)
    setAcceptedMouseButtons(Qt::NoButton);
    syncGraph();
}

void DriveOverlayItem::syncGraph()
{
    prepareGeometryChange();
    const SpaceGraph &g = m_document->graph();
    const Track &track = m_document->track();
    m_outlines.clear();
    m_centres.clear();
    m_headings.clear();
    m_byTile.clear();
    QRectF bounds;
    for (int n = 0; n < g.nodeCount(); ++n) {
        QList<QPolygonF> parts;
        QPointF centre;
        double heading = 0;
        for (int p = 0; p < g.node(n).parts.size(); ++p) {
            const SpacePart &part = g.node(n).parts[p];
            const TileSide *side = g.sideOf(part.tile);
            const TileSpaces *data = g.spacesOf(part.tile);
            if (!side || !data || part.tile >= track.tiles.size())
                continue;
            const PlacedTile &t = track.tiles[part.tile];
            const QTransform toScene = SpaceGeometry::localToScene(m_scene->layout().toPixel(t.pos), m_scene->layout().size(), t.rotation);
            const TileSpace &s = *data->space(part.space);
            const QPolygonF poly = toScene.map(SpaceGeometry::outline(*side, s));
            parts.append(poly);
            bounds = bounds.united(poly.boundingRect());
            m_byTile[part.tile].append(n);
            if (p == 0) {
                centre = toScene.map(SpaceGeometry::labelPoint(*side, s));
                if (s.road >= 0 && s.road < side->paths.size()) {
                    const RoadGeometry::Centreline &c = RoadGeometry::of(*side)->roads[s.road].centre;
                    QPointF dir = toScene.map(c.pointAt(s.middle()) + c.directionAt(s.middle())) - toScene.map(c.pointAt(s.middle()));
                    if (g.node(n).orientation < 0)
                        dir = -dir;
                    heading = qRadiansToDegrees(std::atan2(dir.y(), dir.x()));
                }
            }
        }
        m_outlines.append(parts);
        m_centres.append(centre);
        m_headings.append(heading);
    }
    m_bounds = bounds.adjusted(-20, -20, 20, 20);
    update();
}

int DriveOverlayItem::nodeAt(QPointF scenePos) const
{
    const int tile = m_document->track().tileAt(m_scene->hexAt(scenePos));
    int found = -1;
    for (int n : m_byTile.value(tile)) {
        for (const QPolygonF &poly : m_outlines.value(n)) {
            if (!poly.containsPoint(scenePos, Qt::OddEvenFill))
                continue;
            if (m_document->reach().contains(n) || m_document->path().contains(n))
                return n;
            if (found < 0)
                found = n;
        }
    }
    return found;
}

void DriveOverlayItem::paint(QPainter *p, const QStyleOptionGraphicsItem *, QWidget *)
{
    const SpaceGraph &g = m_document->graph();
    const Track &track = m_document->track();
    p->setRenderHint(QPainter::Antialiasing);
    // Every tile's spaces with their markings (dashed where they are only a template).
    SpacesPainter::Style style;
    style.numbers = false;
    for (int t = 0; t < track.tiles.size(); ++t) {
        const TileSide *side = g.sideOf(t);
        const TileSpaces *data = g.spacesOf(t);
        if (!side || !data)
            continue;
        const PlacedTile &pt = track.tiles[t];
        SpacesPainter::paint(p, *side, *data,
                             SpaceGeometry::localToScene(m_scene->layout().toPixel(pt.pos), m_scene->layout().size(), pt.rotation),
                             style);
    }
    // Reachable spaces, shaded by how many moves away.
    const DriveReach &reach = m_document->reach();
    p->setPen(Qt::NoPen);
    for (auto it = reach.moves.cbegin(); it != reach.moves.cend(); ++it) {
        const double fade = std::clamp(1.0 - (it.value() - 1) / 12.0, 0.25, 1.0);
        p->setBrush(QColor(60, 200, 90, int(110 * fade)));
        for (const QPolygonF &poly : m_outlines.value(it.key()))
            p->drawPolygon(poly);
    }
    // The path: a line through the spaces, the spaces framed, step numbers and dice.
    const QList<int> &path = m_document->path();
    if (path.isEmpty())
        return;
    const DrivePlan &plan = m_document->plan();
    const int start = m_document->carNode(m_document->active());
    QPolygonF line;
    if (start >= 0)
        line << m_centres.value(start);
    for (int n : path)
        line << m_centres.value(n);
    const double size = m_scene->layout().size();
    QPen trail(QColor(20, 90, 220, 200), size * 0.035, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
    p->setPen(trail);
    p->setBrush(Qt::NoBrush);
    p->drawPolyline(line);
    QPen frame(QColor(20, 90, 220), size * 0.025);
    frame.setJoinStyle(Qt::RoundJoin);
    for (int n : path) {
        p->setPen(frame);
        p->setBrush(QColor(80, 150, 255, 90));
        for (const QPolygonF &poly : m_outlines.value(n))
            p->drawPolygon(poly);
    }
    const QList<StepDice> &dice = m_document->dice();
    for (int s = 0; s < plan.stepNode.size(); ++s) {
        const QString text = s < dice.size() && dice[s].count() > 0 ? u"%1: %2"_s.arg(s + 1).arg(dice[s].text())
                                                                      : QString::number(s + 1);
        SpacesPainter::label(p, m_centres.value(plan.stepNode[s]), text, size * 0.12, Qt::white, QColor(20, 70, 180, 230));
        if (plan.stepLanding.value(s) >= 0)
            SpacesPainter::label(p, m_centres.value(plan.stepLanding[s]), u"⤴"_s, size * 0.12, Qt::white, QColor(120, 60, 180, 230));
    }
}

CarMarkerItem::CarMarkerItem(DriveOverlayItem *overlay, DriveDocument *document, int car)
    : m_overlay(overlay), m_document(document), m_car(car)
{
    setZValue(22);
    setAcceptedMouseButtons(Qt::NoButton);
    syncFromModel();
}

void CarMarkerItem::syncFromModel()
{
    const DriveState &state = m_document->state();
    if (m_car < 0 || m_car >= state.cars.size())
        return;
    const DriveCar &c = state.cars[m_car];
    const int node = m_document->carNode(m_car);
    setVisible(node >= 0);
    if (node < 0)
        return;
    m_colour = c.colour.isValid() ? c.colour : QColor(Qt::gray);
    m_gear = c.state.gear.text();
    m_active = state.active == m_car;
    m_off = c.offTrack();
    QPointF at = m_overlay->nodeCentre(node);
    double heading = m_overlay->nodeHeading(node);
    if (m_off) {
        // Beside the track, square to the road, on the side of its first lane.
        const double a = qDegreesToRadians(heading - 90);
        at += QPointF(std::cos(a), std::sin(a)) * 32;
    }
    setPos(at);
    setRotation(heading);
    setToolTip(QCoreApplication::translate("CarMarkerItem", "%1, gear %2").arg(c.id, m_gear));
    update();
}

QRectF CarMarkerItem::boundingRect() const
{
    return {-16, -16, 32, 32};
}

void CarMarkerItem::paint(QPainter *p, const QStyleOptionGraphicsItem *, QWidget *)
{
    p->setRenderHint(QPainter::Antialiasing);
    const QRectF body(-11, -6, 22, 12);
    p->setPen(QPen(m_active ? QColor(255, 255, 255) : QColor(30, 30, 30), m_active ? 2.4 : 1.2));
    p->setBrush(m_off ? m_colour.lighter(150) : m_colour);
    p->drawRoundedRect(body, 4, 4);
    // The windscreen shows which way it faces.
    p->setPen(Qt::NoPen);
    p->setBrush(QColor(20, 20, 20, 160));
    p->drawRect(QRectF(2, -4, 3, 8));
    p->save();
    p->rotate(-rotation()); // the gear reads upright
    SpacesPainter::label(p, QPointF(0, -14), m_gear, 8, Qt::white, QColor(30, 30, 30, 220));
    p->restore();
}

} // namespace Pacenotes
