// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "hex/hexlayout.h"
#include "track/course.h"

#include <QList>
#include <QPainterPath>
#include <QPointF>
#include <QString>

class QPainter;

namespace Pacenotes {

class TileCatalog;
struct Track;

/**
 * The course's direction drawn over the tiles: a chevron on every pass in the driving
 * direction (the RX joker's in their own colour), and flags at the start (with the laps of a
 * circuit), at a stage's finish and where an RX joker leaves the lap. One drawing for the
 * designer (CourseItem) and the exported pictures and printout (TrackPicture), so both say
 * the same. Nothing is drawn for a course that is not complete.
 */
struct CourseMarks
{
    enum class FlagKind { Start, Finish, Joker };
    struct Flag
    {
        QPointF at;
        QString text;
        FlagKind kind = FlagKind::Start;
    };

    QPainterPath arrows;      ///< the main route (RX: the grid and the main lap)
    QPainterPath jokerArrows; ///< the RX joker branch
    QList<Flag> flags;
    int arrowCount = 0;

    /// The marks of `course` for tiles laid out with `layout` (painter units).
    static CourseMarks of(const Track &track, const Course &course, const TileCatalog &catalog, const HexLayout &layout);

    bool isEmpty() const { return arrowCount == 0 && flags.isEmpty(); }
    /// What paint() covers, for a hex size of `hexSize`.
    QRectF bounds(double hexSize) const;
    /// The rectangle of one flag (its pill), for a hex size of `hexSize`.
    QRectF flagRect(const QPainter *painter, const Flag &flag, double hexSize) const;
    void paint(QPainter *painter, double hexSize) const;
};

} // namespace Pacenotes
