// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gearmarker.h"
#include "rulestypes.h"

#include <QString>

namespace Pacenotes {

enum class CarLocation : quint8 {
    OnTrack,  ///< on a space of the track (also skidded, gear 0)
    OffTrack, ///< beside the track after leaving it (GT 00, DIRT Crash)
    InPits    ///< GT: on the Pit Stop tile; DIRT: beside the track changing the spare tyre
};

template<>
struct EnumIds<CarLocation>
{
    static constexpr std::pair<CarLocation, const char *> table[] = {
        {CarLocation::OnTrack, "track"}, {CarLocation::OffTrack, "off-track"}, {CarLocation::InPits, "pits"}};
};

/// Damage tokens on a dashboard, by kind. DIRT's Coast/Leader token counts as coast.
struct DamageCounts
{
    int gear = 0;
    int brake = 0;
    int coast = 0;
    int boost = 0;
    int total() const { return gear + brake + coast + boost; }
    bool operator==(const DamageCounts &) const = default;
};

/**
 * Everything about one car that the rules look at between turns: its dashboard (class and
 * tyres), the gear marker, where it is, damage, tokens in hand and per-race flags.
 */
struct CarState
{
    QString carClass = QStringLiteral("GT6");
    QString tyres = QStringLiteral("asphalt");
    GearMarker gear;                     ///< the gear marker (GT) or top Time card (DIRT)
    CarLocation location = CarLocation::OnTrack;
    DamageCounts damage;
    int focus = 0;                       ///< Focus tokens (GT) or Seconds (DIRT) in hand
    int softTyreTurns = 0;               ///< GT: turns already driven on soft tyres (wear markers)
    int lapsDone = 0;                    ///< GT circuits: laps completed
    bool leader = false;                 ///< DIRT: plays first this round (Leader dice on gravel)
    bool sisu = false;                   ///< holds an unused SISU token
    bool spareTyre = true;               ///< DIRT: the Spare Tire card is still available
    bool yellowFlagOut = false;          ///< a Yellow Flag this car drew lies on the track

    bool operator==(const CarState &) const = default;
};

} // namespace Pacenotes
