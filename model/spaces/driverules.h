// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "drivestate.h"
#include "spacegraph.h"

#include "rules/allowance.h"
#include "rules/turnorder.h"
#include "rules/turnoutcome.h"

namespace Pacenotes {

/// The spaces a car can reach this turn, by moves (ignoring dice), and the way to each.
struct DriveReach
{
    int from = -1;
    QHash<int, int> moves;    ///< node -> fewest moves to reach it
    QHash<int, int> previous; ///< node -> the node before it on a shortest way
    bool contains(int node) const { return moves.contains(node); }
    /// The shortest way from `from` to `node` (without `from`); empty when out of reach.
    QList<int> pathTo(int node) const;
};

/// A path of spaces turned into the referee's planned move.
struct DrivePlan
{
    PlannedMove move;
    QList<int> stepNode;     ///< per step: the space the die is placed on
    QList<int> stepLanding;  ///< per step: DIRT jump, the space the die lands on; −1 none
    QList<int> stepEnd;      ///< per step: index in the path of the car's space after it
    CarState car;            ///< the car as the referee sees it (laps done on this circuit)
    QString error;           ///< translated; non-empty: the path is not a move
    bool ok() const { return error.isEmpty(); }
};

/**
 * The rules of Drive mode that read the table: what a car can reach, how a clicked path becomes
 * the referee's steps (every space's properties from the space data, cars alongside and occupied
 * spaces from the other markers, dotted lines crossed straight or not, the finish line and
 * laps), the order of play from the markers, and where a car stands after its turn. Pure
 * functions over values; the referee itself (model/rules) is used unchanged.
 */
namespace DriveRules {

/// Spaces the car can reach within `maxMoves` moves, never entering or passing a space another
/// car stands on (GT p. 10, DIRT p. 10). Off the track or not on the table: nothing.
DriveReach reachable(const SpaceGraph &graph, const DriveState &state, int car, int maxMoves = 12);

/// The nodes other cars stand on (with the ground they share), for `car`.
QSet<int> occupied(const SpaceGraph &graph, const DriveState &state, int car);

/**
 * The planned move for `path` (the spaces entered, in order, each one move ahead of the last)
 * and `dice` (one per die placed; fewer leave the last steps without dice). A DIRT jump taken
 * (the die's gear at least the jump's) carries the die on to the next path space, or the one
 * after when a gear higher (DIRT p. 12): those spaces are the landing, not steps of their own.
 */
DrivePlan plan(const SpaceGraph &graph, const DriveState &state, int car, const QList<int> &path,
               const QList<StepDice> &dice, RollMode mode = RollMode::OneByOne, bool flyingStart = false);

/// What the referee reads for entering `node` from `from` (the car's own properties aside).
SpaceInfo spaceInfo(const SpaceGraph &graph, const DriveState &state, int car, int from, int node);
/// How well the markings of a node are known, from its tiles' data: a template's are unknown
/// (nothing was read off the tile). The one place where a space's provenance becomes what the
/// referee is told (`SpaceInfo::markings`); per-space readings in doubt will answer Uncertain.
SpaceMarkings markings(const SpaceGraph &graph, int node);

/// How far along the course the front edge of the car's space is, laps included (GT circuits
/// count from the start/finish line), for the order of play.
double progress(const SpaceGraph &graph, const DriveCar &car);
/// The cars as the order of play sees them (GT p. 7, DIRT p. 6): gear, distance, inside rank.
QList<OrderCar> orderCars(const SpaceGraph &graph, const DriveState &state);

/// The space the car ends on after `outcome` of `drivePlan` along `path`.
int finalNode(const SpaceGraph &graph, const DriveCar &car, const QList<int> &path, const TurnOutcome &outcome);
/**
 * The car after its turn: on its final space (or beside it, off the track, after a GT 00 or when
 * `offTrack` says a DIRT crash), its new gear marker, line crossings and laps, the line it took
 * through a DIRT corner.
 */
DriveCar afterTurn(const SpaceGraph &graph, const DriveState &state, int car, const QList<int> &path,
                   const TurnOutcome &outcome, bool offTrack = false);

/**
 * Proposes the dice for a path: every legal way to lay Gear, Coast and Brake dice on it from the
 * car's gear (each Gear die once), judged by the referee; the one with the lowest chance of a
 * Loss of Control, then the highest end gear, then the fewest dice. Nullopt when no legal way
 * exists.
 */
std::optional<QList<StepDice>> proposeDice(const SpaceGraph &graph, const DriveState &state, int car, const QList<int> &path,
                                           const RulesContext &ctx, RollMode mode = RollMode::OneByOne);

} // namespace DriveRules

} // namespace Pacenotes
