// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "plannedmove.h"
#include "ruling.h"

namespace Pacenotes {

/// What one space does to a car entering it in a given gear.
struct SpaceEffect
{
    int limit = 0;             ///< the speed limit in force there (0: none)
    int trackHazards = 0;      ///< hazards the track adds (dangerous corner at its limit, "!" lines)
    bool autoLoss = false;     ///< entering is an immediate Loss of Control (over the limit)
    bool limitFromLine = false; ///< a sharp corner's dotted line set the limit
    Rulings rulings;           ///< violations (cannot enter like this) and effects
};

/**
 * The track rules of one space (GT pp. 10-13, 18; DIRT pp. 10-15): occupied spaces, moving
 * forwards, triple-lane corners, speed limits (with "-1" shortcut tokens and sharp-corner dotted
 * lines), dangerous corners, "!" lines, overtaking, Yellow Flags, cars in corners and slides.
 * `gear` is the gear of the die that enters the space (for a Coast die, the current gear);
 * `leaving`: the dotted lines of the sharp space the car comes from (PlannedMove::linesLeftBehind).
 * Shared by validation and Flat Out rearrangement so that the rules are written once.
 */
SpaceEffect evaluateSpace(const SpaceInfo &space, int gear, int step, Game game, SharpLines leaving = {});

/// Water (DIRT p. 14): true when these dice may ford it (a Coast/Leader die or Gear 1 alone).
bool fordsWater(const StepDice &dice);

} // namespace Pacenotes
