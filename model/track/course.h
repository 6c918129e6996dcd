// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QSet>

namespace Pacenotes {

/// One pass of the course through a tile, by world edges. In a stage the first step enters
/// through the start tile's open outer edge and the last leaves through the finish tile's
/// outer edge (open, or joined to the Assistance tile).
struct CourseStep
{
    int tile = -1;
    int entry = -1;
    int exit = -1;
    bool operator==(const CourseStep &) const = default;
};

/**
 * The course derived from the placed tiles: following the road from the start/finish tile.
 * A circuit returns to where it started; a stage runs from a start to a finish.
 */
struct Course
{
    enum class Kind { None, Circuit, Stage, Incomplete };

    Kind kind = Kind::None;
    int startTile = -1;         ///< index in Track::tiles
    int finishTile = -1;        ///< stages: the other start/finish tile
    QList<CourseStep> steps;    ///< the main route, in driving order (may visit a crossing twice)
    int routeCount = 0;         ///< complete routes found (more than 1 with junctions)
    bool routesTruncated = false; ///< too many branches to count them all
    QSet<int> tiles;            ///< every tile on any route (and both halves of skewed roads)

    bool isComplete() const { return kind == Kind::Circuit || kind == Kind::Stage; }
};

} // namespace Pacenotes
