// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "allowance.h"
#include "ruling.h"
#include "timecards.h"
#include "turnoutcome.h"

namespace Pacenotes {

class RandomSource;

/// A DIRT Loss of Control once its Time card is flipped (DIRT pp. 18-19).
struct DirtLossResult
{
    int cardGear = 1;             ///< the deck the card comes from: the gear at the LoC (past the line: on the space just after it)
    TimeCardBack back;            ///< what the 0 side showed
    int seconds = 0;              ///< seconds the card adds
    int damageTokens = 0;         ///< tokens to draw
    GearMarker gear;              ///< the car's gear for the next turn (0, or SISU's gear)
    CarLocation location = CarLocation::OnTrack;
    bool placeholder = false;     ///< simulated from placeholder data, not a real card
    Rulings rulings;
};

/**
 * Resolves the flipped card: Spinout (stays, no damage), Crash (beside the track; damage by the
 * tile's danger colour), SISU (stays, no damage, next turn in the gear shown). Beyond the finish
 * line the car has finished: it counts the front of the card for that gear, and takes the damage
 * only when the stage is part of a rally (DIRT p. 20).
 */
DirtLossResult resolveTimeCard(const RulesContext &ctx, const LossEvent &event, const TimeCardBack &back);
/// Simulates the flip from the (user-correctable) deck data.
std::optional<DirtLossResult> drawTimeCard(const RulesContext &ctx, const LossEvent &event, RandomSource &random);

} // namespace Pacenotes
