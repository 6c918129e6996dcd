// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "lossodds.h"
#include "moveanalysis.h"

namespace Pacenotes {

/// The referee's answer to a planned move before the dice are rolled.
struct MoveVerdict
{
    RollMode mode = RollMode::OneByOne;
    MoveAnalysis analysis;
    LossOdds odds;

    bool legal() const { return analysis.legal(); }
    const Rulings &rulings() const { return analysis.rulings; }
};

/**
 * Validates a planned move: legality with every violated rule, the track's automatic hazards
 * and Losses of Control, Focus/Seconds gained and securing costs, the end gear, and the exact
 * probability of a Loss of Control (Flat Out, or one by one with every die rolled). `start`: see
 * analyseMove().
 */
MoveVerdict validateMove(const RulesContext &ctx, const CarState &car, const PlannedMove &move,
                         const TurnStart *start = nullptr);

} // namespace Pacenotes
