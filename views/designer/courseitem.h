// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QGraphicsItem>
#include "track/course.h"
#include "track/track.h"

#include <QPainterPath>

namespace Pacenotes {

class TrackScene;
struct Track;
struct TrackReport;

/**
 * The traced course over the tiles once it is complete: an arrow in the driving direction on
 * every tile of the route, and flags at the start (with the number of laps of a circuit) and
 * at a stage's finish.
 */
class CourseItem : public QGraphicsItem
{
public:
    enum { Type = UserType + 5 };

    explicit CourseItem(TrackScene *scene);

    void setReport(const Track &track, const TrackReport &report);
    int arrowCount() const { return m_arrowCount; }
    /// Where the start (and finish) flags sit, in scene coordinates.
    QList<QPointF> flagCentres() const
    {
        QList<QPointF> out;
        for (const Flag &f : m_flags)
            out << f.at;
        return out;
    }

    int type() const override { return Type; }
    QRectF boundingRect() const override { return m_bounds; }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    struct Flag
    {
        QPointF at;
        QString text;
        bool finish = false;
    };
    /// What the drawing was made from: redrawn only when the course or its tiles change.
    struct Signature
    {
        QList<CourseStep> steps;
        QList<PlacedTile> tiles;
        int laps = 0;
        int kind = 0;
        bool operator==(const Signature &) const = default;
    };
    TrackScene *m_scene;
    Signature m_signature;
    QPainterPath m_arrows;
    QList<Flag> m_flags;
    QRectF m_bounds;
    int m_arrowCount = 0;
};

} // namespace Pacenotes
