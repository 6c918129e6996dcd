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

    bool isValid() const { return problems.isEmpty(); }
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
 *  - a circuit (GT, DIRT RX) follows the road from its start/finish tile back to it;
 *    a DIRT stage runs from one start/finish tile to another, whose outer edges stay open
 *    (the Assistance tile may close the finish end);
 *  - the pit tile, the Assistance tile and fillers are not part of the road, except that the
 *    Assistance tile's single edge joins the end of a stage;
 *  - using side a and side b of one physical tile uses two copies of it.
 */
class TrackValidator
{
public:
    static TrackReport validate(const Track &track, const TileCatalog &catalog, const Collection &collection);
};

} // namespace Pacenotes
