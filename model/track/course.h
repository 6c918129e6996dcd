// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QSet>

#include <utility>

namespace Pacenotes {

/// One pass of the course through a tile, by world edges. In a stage the first step enters
/// through the start tile's outer edge (the road behind the start line) and the last leaves
/// through the finish tile's outer edge (the road after the finish line); whatever lies beyond
/// those two edges is not part of the course.
struct CourseStep
{
    int tile = -1;
    int entry = -1;
    int exit = -1;
    bool operator==(const CourseStep &) const = default;
};

/**
 * The course derived from the placed tiles: following the road from the start/finish tile.
 *
 *  - Circuit: `steps` is one lap from the start/finish tile back to it.
 *  - Stage: `steps` runs from the start tile to the finish tile (DIRT 202 → 203; see
 *    TrackValidator for how the direction is chosen).
 *  - RxCircuit (Rallycross): `steps` starts with the `gridSteps` passes from the pre-grid tile
 *    (401) to the junction where the grid joins the circuit (that junction's merge pass
 *    included), then one main lap from that junction round to the tile before it. `joker` is
 *    the joker branch: from the lap junction where it leaves (its pass out of the lap) through
 *    the branch to the lap junction where it rejoins (its pass back onto the lap).
 */
struct Course
{
    enum class Kind { None, Circuit, Stage, RxCircuit, Incomplete };

    Kind kind = Kind::None;
    int startTile = -1;         ///< index in Track::tiles (RX: the pre-grid tile)
    int finishTile = -1;        ///< stages: the other start/finish tile
    /// Outer ends (world edges), not part of the course: behind a stage's start line or an RX
    /// pre-grid (`startEdge`, of startTile) and after a stage's finish line (`finishEdge`, of
    /// finishTile). -1 when there is none (circuits).
    int startEdge = -1;
    int finishEdge = -1;
    QList<CourseStep> steps;    ///< the main route, in driving order (may visit a crossing twice)
    int gridSteps = 0;          ///< RX: the leading steps that are the grid
    QList<CourseStep> joker;    ///< RX: the joker branch, in driving order (empty: none)
    int jokerLeaves = -1;       ///< RX: index in steps of the lap pass where the joker leaves
    int jokerRejoins = -1;      ///< RX: index in steps of the lap pass where it rejoins
    bool directionAssumed = false; ///< the tiles do not tell the direction: it was picked (see TrackValidator)
    int routeCount = 0;         ///< complete routes found (more than 1 with junctions)
    bool routesTruncated = false; ///< too many branches to count them all
    QSet<int> tiles;            ///< every tile on any route (and both halves of skewed roads)
    QSet<std::pair<int, int>> edgesUsed; ///< (tile, world edge) driven through by any route

    bool isComplete() const { return kind == Kind::Circuit || kind == Kind::Stage || kind == Kind::RxCircuit; }
    /// Laps are driven (GT circuits, DIRT RX and Ice circuits).
    bool isCircuit() const { return kind == Kind::Circuit || kind == Kind::RxCircuit; }
    /// The steps of the main lap (RX: after the grid).
    QList<CourseStep> lap() const { return steps.mid(gridSteps); }
};

} // namespace Pacenotes
