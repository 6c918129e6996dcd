// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rulestypes.h"

#include <QString>

namespace Pacenotes {

/// GT repairs (p. 19): the editions disagree on where the car is while 00 becomes 0.
enum class RepairsReturn : quint8 {
    StayInPits, ///< English edition: it stays on the Pit Stop tile and comes back the turn after
    BackOnTrack ///< Russian edition: it goes back onto the track as 00 becomes 0, and moves next round
};

template<>
struct EnumIds<RepairsReturn>
{
    static constexpr std::pair<RepairsReturn, const char *> table[] = {{RepairsReturn::StayInPits, "stay-in-pits"},
                                                                       {RepairsReturn::BackOnTrack, "back-on-track"}};
};

/**
 * The rules in force for a race or stage: the game, its conditions and the optional rules the
 * players chose. Plain value; the referee reads it, never changes it.
 */
struct RaceRules
{
    Game game = Game::GT;
    Weather weather = Weather::Dry;    ///< GT: the side every dashboard shows
    QString terrain = QStringLiteral("gravel"); ///< DIRT: road type of spaces that do not say
    int laps = 1;                      ///< GT circuits: laps to race

    bool flyingStart = false;          ///< advanced rule (GT p. 21, DIRT p. 23)
    bool redline = false;              ///< advanced rule (GT p. 21, DIRT p. 23)
    bool sisu = false;                 ///< SISU tokens in play (DIRT p. 24)
    bool solo = false;                 ///< GT solo mode: no pit stops, weather tokens are green flags
    bool randomWeather = false;        ///< GT solo: keep the weather changes after all
    bool weatherChanges = true;        ///< false: advanced rule, weather tokens are discarded and redrawn
    bool leaderDice = true;            ///< DIRT: false = the "One Shots" variant (Coast dice for the leader)
    bool rally = false;                ///< DIRT: the stage is part of a rally (damage after the line counts)
    RepairsReturn repairsReturn = RepairsReturn::StayInPits; ///< GT: which edition's repairs rule

    bool operator==(const RaceRules &) const = default;
};

} // namespace Pacenotes
