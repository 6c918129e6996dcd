// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "moveanalysis.h"
#include "turnoutcome.h"

namespace Pacenotes {

/**
 * After a failed Flat Out roll the player lays the rolled dice out again, unchanged, as a legal
 * move that still loses control, and chooses where and in which gear it happens (GT p. 15,
 * DIRT p. 16). Without the track's geometry the referee can only walk the planned path: these
 * are every distinct (space, gear, cause) reachable along it, each with one layout. A Flying
 * Start can be neither created nor cancelled (DIRT p. 23), and a jump must keep its effect
 * because the path beyond it depends on it.
 */
QList<LossOption> flatOutLossOptions(const RulesContext &ctx, const CarState &car, const PlannedMove &move,
                                     const MoveAnalysis &analysis, const RollResults &results);

/// Checks a layout the players made themselves (possibly along another path).
struct RearrangementCheck
{
    Rulings rulings;                 ///< violations make the layout unacceptable
    std::optional<LossOption> option;
    bool ok() const { return option.has_value() && !hasViolation(rulings); }
};

/**
 * `layout` is the new path with the dice placed on it; `layoutResults` the faces of those dice
 * (taken from the roll). The dice must be a subset of what was rolled with the same faces, the
 * layout must be legal, keep the Flying Start as it was and end in a Loss of Control.
 */
RearrangementCheck checkRearrangement(const RulesContext &ctx, const CarState &car, const PlannedMove &original,
                                      const RollResults &rolled, const PlannedMove &layout,
                                      const RollResults &layoutResults);

} // namespace Pacenotes
