// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/allowance.h"
#include "rules/moveanalysis.h"

#include <array>

namespace Pacenotes {

/// What a Loss of Control on a step costs: the marker, Damage tokens, DIRT Time-card seconds.
struct LossCost
{
    GearMarker marker;             ///< GT: 0 or 00 from the table; DIRT: 0 (the card's 0 side)
    double damage = 0;             ///< expected Damage tokens
    bool damageUnknown = false;    ///< GT: the tile's danger colour was not given
    double seconds = 0;            ///< DIRT: expected seconds of the flipped card
    bool placeholder = false;      ///< DIRT: from the placeholder Time-card mix
};

/**
 * One step as the co-driver weighs it: the engine's analysis of the step (dice, hazards the
 * track adds, certain Losses of Control, hazard limit) with the hazard counts of its dice, where
 * the car is after it, and what the turn comes to if it ends there — normally or by a Loss of
 * Control. Built only from the rules engine's answers (analyseMove, applyGtLossTable,
 * resolveTimeCard); the scorer adds the probabilities.
 */
struct ScoredStep
{
    static constexpr int kMaxDice = 15;

    AnalysedStep analysed;
    /// Ways the step's dice can fall, out of `outcomes` (6^dice): [special die shows a hazard]
    /// [hazards on the other dice]. Without a special die only row 0 is used.
    std::array<std::array<quint64, kMaxDice + 1>, 2> ways{};
    quint64 outcomes = 1;
    int maxOthers = 0;

    double distance = 0;          ///< how far along the track the car is after this step
    GearMarker endGear;           ///< the marker when the turn ends normally after this step
    double endSeconds = 0;        ///< DIRT: seconds of that Time card
    bool endPlaceholder = false;  ///< DIRT: those seconds are placeholder data
    int tokens = 0;               ///< Focus/Seconds this step's dice gain in a Flat Out roll
    LossCost loss;                ///< if control is lost on this step

    int dice() const { return int(analysed.dice.size()); }
};

/// Fills the hazard counts of a step's dice (what lossOdds weighs, as exact counts).
void countWays(ScoredStep &step);

/// What a Loss of Control in `gear` on a tile of `danger` costs (GT table, DIRT Time cards);
/// `finishGear` > 0: beyond the finish line, crossed in that gear (its Time card counts, DIRT p. 20).
LossCost lossCost(const RulesContext &ctx, int gear, Danger danger, int finishGear, int step);

/// DIRT: seconds on the front of the Time card for `gear` (and whether it is placeholder data).
double timeCardSeconds(const RulesContext &ctx, int gear, bool *placeholder);

} // namespace Pacenotes
