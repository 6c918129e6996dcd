// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QGraphicsItem>
#include "render/coursemarks.h"
#include "track/course.h"
#include "track/track.h"

namespace Pacenotes {

class TrackScene;
struct Track;
struct TrackReport;

/**
 * The traced course over the tiles once it is complete: an arrow in the driving direction on
 * every tile of the route (an RX circuit's joker branch too, in amber), and flags at the start
 * (with the number of laps of a circuit), at a stage's finish and where a joker leaves the lap.
 * The drawing is CourseMarks, shared with the exported pictures.
 */
class CourseItem : public QGraphicsItem
{
public:
    enum { Type = UserType + 5 };

    explicit CourseItem(TrackScene *scene);

    void setReport(const Track &track, const TrackReport &report);
    int arrowCount() const { return m_marks.arrowCount; }
    /// Where the start (and finish, joker) flags sit, in scene coordinates.
    QList<QPointF> flagCentres() const
    {
        QList<QPointF> out;
        for (const CourseMarks::Flag &f : m_marks.flags)
            out << f.at;
        return out;
    }

    int type() const override { return Type; }
    QRectF boundingRect() const override { return m_bounds; }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    /// What the drawing was made from: redrawn only when the course or its tiles change.
    struct Signature
    {
        QList<CourseStep> steps;
        QList<CourseStep> joker;
        QList<PlacedTile> tiles;
        int laps = 0;
        int kind = 0;
        bool operator==(const Signature &) const = default;
    };
    TrackScene *m_scene;
    Signature m_signature;
    CourseMarks m_marks;
    QRectF m_bounds;
};

} // namespace Pacenotes
