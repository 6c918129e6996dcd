// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/collection.h"
#include "course.h"
#include "trackproblem.h"
#include "trackstatistics.h"

namespace Pacenotes {

class TileCatalog;
struct Track;

/// Everything known about a track: its problems, its course, its statistics.
struct TrackReport
{
    QList<TrackProblem> problems;
    Course course;
    TrackStatistics stats;

    /// No errors (warnings are fine: the track can be raced as it is).
    bool isValid() const { return errorCount() == 0; }
    int errorCount() const;
    /// Problems that concern placed tile `index`.
    QList<TrackProblem> problemsFor(int index) const;
};

/**
 * Checks a track against the tile catalog and the user's collection, and derives its course.
 * Pure and cheap (hash lookups, linear in the number of tiles) so the designer can run it
 * after every edit.
 *
 * Rules of thumb the checks follow:
 *  - two tiles join across a shared edge when both have road there with the same lane count
 *    and the same skew; anything else is a mismatch, a road into a closed side, or an open end;
 *  - a circuit (GT, DIRT Ice) follows the road from its start/finish tile back to it;
 *    a DIRT stage runs from its start tile to its finish tile (CourseTracer says how the
 *    direction is chosen); the outer ends of both are not the course: anything may lie beyond
 *    them (nothing, scenery, a roadless side, the Assistance tile after the finish);
 *  - an RX circuit is a pre-grid spur, a lap and a joker branch (CourseTracer);
 *  - a junction tile used as a corner leaves a branch unused: a warning, not an error;
 *  - the pit tile, the Assistance tile and fillers are not part of the road, except that the
 *    Assistance tile's single edge joins the end of a stage;
 *  - using side a and side b of one physical tile uses two copies of it; more copies than the
 *    collection holds is an error against a stated collection, a warning against the assumed
 *    one (Collection::isStated());
 *  - a layout that differs from the track's own tile list gets warnings, not errors.
 */
class TrackValidator
{
public:
    static TrackReport validate(const Track &track, const TileCatalog &catalog, const Collection &collection);
};

} // namespace Pacenotes
