// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QGraphicsItem>
#include <QHash>
#include <QPolygonF>

namespace Pacenotes {

class DriveDocument;
class TrackScene;

/**
 * Drive mode over the designer's table: every space of the track outlined (with its markings),
 * the spaces the active car can reach, and the planned path with its step numbers and dice.
 * A thin projection of the DriveDocument; it also finds the space under a point for the tool.
 */
class DriveOverlayItem : public QGraphicsItem
{
public:
    enum { Type = UserType + 42 };
    DriveOverlayItem(TrackScene *scene, DriveDocument *document);

    /// Re-reads the graph's geometry (after the graph was rebuilt).
    void syncGraph();
    /// The space (node) under a scene point, −1 for none; reachable spaces win where roads cross.
    int nodeAt(QPointF scenePos) const;
    /// Where a node's number is drawn (its middle), in scene coordinates.
    QPointF nodeCentre(int node) const { return m_centres.value(node); }
    /// The direction of travel at a node, in degrees on screen.
    double nodeHeading(int node) const { return m_headings.value(node); }

    int type() const override { return Type; }
    QRectF boundingRect() const override { return m_bounds; }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    TrackScene *m_scene;
    DriveDocument *m_document;
    QList<QList<QPolygonF>> m_outlines; ///< per node, one polygon per part (scene coordinates)
    QList<QPointF> m_centres;
    QList<double> m_headings;
    QHash<int, QList<int>> m_byTile;    ///< placed tile -> nodes with a part on it
    QRectF m_bounds;
};

/// A car marker in Drive mode: a small car in the player's colour on its space, its gear marker
/// beside it; off the track (00) it stands beside the space it left.
class CarMarkerItem : public QGraphicsItem
{
public:
    enum { Type = UserType + 43 };
    CarMarkerItem(DriveOverlayItem *overlay, DriveDocument *document, int car);
    void syncFromModel();
    int car() const { return m_car; }

    int type() const override { return Type; }
    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    DriveOverlayItem *m_overlay;
    DriveDocument *m_document;
    int m_car;
    QColor m_colour;
    QString m_gear;
    bool m_active = false;
    bool m_off = false;
};

} // namespace Pacenotes
