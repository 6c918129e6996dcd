// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "allowance.h"
#include "ruling.h"

namespace Pacenotes {

/// What happens at the start of a car's turn, before any die is placed.
struct TurnStart
{
    bool mayMove = true;          ///< the car plans and rolls dice this turn
    GearMarker marker;            ///< its gear marker once the start is done
    CarLocation location = CarLocation::OnTrack;
    bool lostTurn = false;        ///< it could not come back: the marker is only flipped
    bool removeYellowFlag = false; ///< its Yellow Flag leaves the track (onto its dashboard)
    bool retires = false;         ///< no Gear dice left and no way to repair
    bool fromPits = false;        ///< it leaves the pits (or its spare-tyre stop) this turn: no Flying Start
    /// When it may not move: the rule that spends the turn and why (a planned move breaks it).
    Rule stopRule = Rule::OffTrack;
    QString stopReason;           ///< translated
    Rulings rulings;
};

/**
 * The start of a turn. GT (p. 17, p. 19): a car at 00 beside the track only comes back at 0
 * (or loses the turn if its space is taken); after repairs 00 becomes 0 — on the Pit Stop tile
 * (English edition) or back on the track (Russian edition; RaceRules::repairsReturn); after a
 * tyre change the car comes back and moves; a car starting at 0 that drew a Yellow Flag removes
 * it (p. 18). DIRT (p. 19): a crashed car comes back where it left and plays normally.
 * `spaceFree`: the space the car comes back to is free.
 */
TurnStart startTurn(const RulesContext &ctx, const CarState &car, bool spaceFree);
void applyTurnStart(CarState &car, const TurnStart &start);

/// DIRT p. 21 (GT: the combined-rules digest): a car whose damage leaves it no Gear die retires.
bool mustRetire(const RulesContext &ctx, const CarState &car);

} // namespace Pacenotes
