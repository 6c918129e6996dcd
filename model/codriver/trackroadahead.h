// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "codriver.h"
#include "roadahead.h"

#include "spaces/drivestate.h"

namespace Pacenotes {

class SpaceGraph;

/**
 * The road ahead read off a laid-out digital track: from a car's space on the SpaceGraph, every
 * space it can reach within so many moves and every move between them (lanes, lane changes,
 * DIRT corner lines and slides as the tiles' space data has them). Each space carries exactly
 * what Drive mode gives the referee for it — DriveRules::spaceInfo, with the other cars'
 * markers (occupied spaces, cars alongside, a car in the same corner or slide), Yellow Flags,
 * shortcut tokens and the finish line (not counted on the first crossing from the grid) — and
 * each move the direction and dotted line of entering it from the space before. So a plan the
 * co-driver finds on this road is, step for step, the move DriveRules::plan makes of the same
 * path and dice.
 *
 * Space ids are the graph's names ("q,r:n"), so a plan's path maps back to graph nodes (path()).
 * Distances are in spaces along the track: the course distance (tiles) with each tile counted
 * as many spaces as its lanes hold (read off its shortest space), from the car's front edge.
 * The road stops short of a whole lap. Reads the graph and the state it is given; they must
 * outlive it. Pure: no QObject.
 */
class TrackRoadAhead : public RoadAheadSource
{
public:
    TrackRoadAhead(const SpaceGraph &graph, const DriveState &state, int car);

    /// The road from the car's space, every space within `maxSpaces` moves; empty when the car
    /// is not on a space of the track (problem() says why).
    RoadAhead roadAhead(int maxSpaces) const override;
    /// The co-driver's question for the car: the race's rules, the car as the referee sees it
    /// (laps done on a circuit), the road ahead for `maxSteps` dice (a DIRT jump carries a die
    /// up to two spaces further, DIRT p. 12) and where the car stands (DIRT corner, slide).
    CoDriverRequest request(int maxSteps = 12) const;
    /// A translated reason why the car has no road, or an empty string.
    QString problem() const;

    /// The graph nodes a plan on `road` (read off `graph`) drives through, in order, a jump's
    /// landing and the space it flies over included: the path DriveRules::plan takes with the
    /// plan's dice. Empty if a space is not on the graph.
    static QList<int> path(const SpaceGraph &graph, const RoadAhead &road, const QList<PlanStepRef> &steps);
    /// The plan's dice, one per step.
    static QList<StepDice> dice(const QList<PlanStepRef> &steps);

private:
    const SpaceGraph &m_graph;
    const DriveState &m_state;
    int m_car;
};

} // namespace Pacenotes
