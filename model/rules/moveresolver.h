// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "moveanalysis.h"
#include "turnoutcome.h"

namespace Pacenotes {

class RandomSource;

/**
 * Resolves a planned move once the dice are rolled: given each die's result (rolled at the table
 * and entered, or rolled from an injected RandomSource), where the turn ends, whether and where
 * control is lost, the new gear, the damage tokens to draw, tokens gained and spent.
 * One by one, the results may stop early (the player stopped) and may secure steps the plan did
 * not (securing is decided before each roll). Flat Out needs every die and no securing; a Loss of
 * Control lists the legal ways to lay the dice back out along the planned path.
 */
TurnOutcome resolveMove(const RulesContext &ctx, const CarState &car, const PlannedMove &move, const RollResults &results,
                        const TurnStart *start = nullptr);

/// Rolls every planned die (secured steps stay secured): a simulation of the whole plan.
RollResults rollMove(const MoveAnalysis &analysis, const PlannedMove &move, RandomSource &random);

/// GT: the marker and damage tokens for a Loss of Control (dashboard table; GT pp. 16-17).
void applyGtLossTable(const RulesData &data, const LossEvent &event, GearMarker *marker, int *tokens);

/// A Loss of Control on step `step` of `a`'s path, in `gear`. `finishGear`: the gear on the
/// step that crosses the finish line in the layout that led there (used when `step` is past it).
LossEvent lossEventAt(const MoveAnalysis &a, int step, int gear, Rule cause, int finishGear);

} // namespace Pacenotes
