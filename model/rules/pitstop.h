// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "allowance.h"
#include "plannedmove.h"
#include "ruling.h"

namespace Pacenotes {

enum class PitChoice : quint8 { Tyres, Repairs, RepairsAndTyres };

template<>
struct EnumIds<PitChoice>
{
    static constexpr std::pair<PitChoice, const char *> table[] = {
        {PitChoice::Tyres, "tyres"}, {PitChoice::Repairs, "repairs"}, {PitChoice::RepairsAndTyres, "repairs-and-tyres"}};
};

/// Where and how a GT car ended its turn, and which pit lane it asks for.
struct PitStopRequest
{
    GearMarker endGear;
    bool lossOfControl = false;  ///< the turn ended in a Loss of Control
    SpaceInfo space;             ///< the space it stopped on (limit, dangerous, sharp: a corner space)
    bool centreLane = false;     ///< the middle lane of a three-lane section
    PitChoice choice = PitChoice::Tyres;
    QString newTyres;            ///< for a tyre change: the dashboard to swap to
};

struct PitStopVerdict
{
    Rulings rulings;
    GearMarker marker;           ///< 0 (tyres) or 00 (repairs)
    bool returnTokens = false;   ///< every Damage token goes back into the bag
    bool changeTyres = false;
    bool allowed() const { return !hasViolation(rulings); }
};

/**
 * GT pit stop (GT pp. 18-19): end the turn in 1st gear on a space with no speed or hazard
 * restriction, at the edge of the track, not right after a Loss of Control, and not in solo mode.
 * Tyre change: 0 marker, back on the track next turn. Repairs (with or without tyres): 00 marker,
 * tokens back into the bag, the next turn only swaps 00 for 0.
 */
PitStopVerdict pitStop(const RulesContext &ctx, const CarState &car, const PitStopRequest &request);
/// Puts the decision on the car: marker, location, tyres, damage removed.
void applyPitStop(CarState &car, const PitStopRequest &request, const PitStopVerdict &verdict);

/// DIRT spare tyre (p. 20): in 1st gear at the end of the movement, once until Assistance.
struct SpareTyreVerdict
{
    Rulings rulings;
    bool allowed() const { return !hasViolation(rulings); }
};
SpareTyreVerdict spareTyre(const RulesContext &ctx, const CarState &car, GearMarker endGear, bool lossOfControl);
void applySpareTyre(CarState &car);

} // namespace Pacenotes
