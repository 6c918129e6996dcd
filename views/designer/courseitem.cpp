// SPDX-License-Identifier: GPL-3.0-or-later
#include "courseitem.h"

#include "trackscene.h"
#include "track/trackdocument.h"

namespace Pacenotes {

CourseItem::CourseItem(TrackScene *scene) : m_scene(scene)
{
    setZValue(20);
    setAcceptedMouseButtons(Qt::NoButton);
}

void CourseItem::setReport(const Track &track, const TrackReport &report)
{
    Signature signature;
    signature.kind = int(report.course.kind);
    signature.laps = track.laps;
    if (report.course.isComplete()) {
        signature.steps = report.course.steps;
        signature.joker = report.course.joker;
        for (const QList<CourseStep> *steps : {&report.course.steps, &report.course.joker})
            for (const CourseStep &s : *steps)
                if (s.tile >= 0 && s.tile < track.tiles.size())
                    signature.tiles.append(track.tiles[s.tile]);
        // the flags look for free room around the start, the finish and the joker
        for (int t : {report.course.startTile, report.course.finishTile,
                      report.course.joker.isEmpty() ? -1 : report.course.joker.first().tile})
            if (t >= 0 && t < track.tiles.size())
                for (int d = 0; d < 6; ++d)
                    signature.tiles.append(PlacedTile{QString(), track.tileAt(track.tiles[t].pos.neighbor(d)) >= 0, {}, d});
    }
    if (signature == m_signature)
        return;
    m_signature = signature;
    prepareGeometryChange();
    m_marks = CourseMarks::of(track, report.course, m_scene->document()->catalog(), m_scene->layout());
    m_bounds = m_marks.isEmpty() ? QRectF() : m_marks.bounds(m_scene->layout().size());
    update();
}

void CourseItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget)
{
    Q_UNUSED(option);
    Q_UNUSED(widget);
    m_marks.paint(painter, m_scene->layout().size());
}

} // namespace Pacenotes
