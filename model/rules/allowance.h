// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "carstate.h"
#include "racerules.h"
#include "rulesdata.h"

namespace Pacenotes {

/// The data and the race rules a ruling is made under.
struct RulesContext
{
    const RulesData &data;
    const RaceRules &rules;
};

/**
 * What a car may use this turn on one kind of road: its dashboard row, the dice left after
 * damage, the hazard limit in force and its highest gear.
 */
struct DiceAllowance
{
    const DashboardRow *row = nullptr;
    QString condition;       ///< the row used: weather (GT), road type or "gravel-leader" (DIRT)
    DiceCounts dice;         ///< after damage, never below 0
    int hazardLimit = 3;
    int maxGear = 6;
    bool softTyreWear = false; ///< the limit comes from a GT soft-tyre wear marker
};

/// The allowance on `terrain` (DIRT; empty = the race's road type; ignored for GT).
/// nullopt with a translated message when the data has no dashboard for the car.
std::optional<DiceAllowance> diceAllowance(const RulesContext &ctx, const CarState &car, const QString &terrain,
                                           QString *error);

} // namespace Pacenotes
