// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "plannedmove.h"
#include "ruling.h"

namespace Pacenotes {

struct RaceRules;

/// One space's dice against the gear the car arrives in: the gear chain rules.
struct DiceStepInput
{
    int prevGear = 0;          ///< 0..6; 0 also for a car that starts at 0
    StepDice dice;
    int step = 0;              ///< index in the plan (0 = first die of the turn)
    bool flyingStart = false;  ///< a Flying Start is declared for this turn
    int maxGear = 6;
    quint8 usedGears = 0;      ///< bit v set: the Gear v die is already placed this turn
    const RaceRules *rules = nullptr;
};

struct DiceStepResult
{
    int gear = 0;              ///< the gear in the space (best guess when the step is illegal)
    bool flyingStart = false;  ///< this is the Flying Start's Gear 2 die
    Rulings violations;
};

/**
 * The gear chain for one space (GT pp. 8-9, 21; DIRT pp. 8-9, 23): ±1 or the same gear per Gear
 * die, gear 1 first from 0 (or 2 with a Flying Start), one Brake die per gear skipped down with
 * the target Gear die and never below 1st, one Boost die per gear skipped up (digest), Coast and
 * Leader dice keep the gear but not at 0, Redline only in the highest gear, each Gear die once.
 * The one implementation used by validation and by Flat Out rearrangement.
 */
DiceStepResult checkDiceStep(const DiceStepInput &in);

} // namespace Pacenotes
