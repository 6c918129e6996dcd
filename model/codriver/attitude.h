// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/enumids.h"
#include "playstyle.h"

#include <QList>
#include <QString>

#include <array>
#include <optional>

namespace Pacenotes {

/**
 * How much risk the player wants to take this turn. These are preferences, not game data: the
 * co-driver suggests, for each, the plan that goes furthest on average among the plans whose
 * chance of a Loss of Control stays within the attitude's limit, and when rolling one by one it
 * stops (or secures) above the attitude's tolerance for a single roll.
 */
enum class Attitude : quint8 { Cautious, Balanced, FlatOut, MaxDistance };
inline constexpr int AttitudeCount = 4;

template<>
struct EnumIds<Attitude>
{
    static constexpr std::pair<Attitude, const char *> table[] = {{Attitude::Cautious, "cautious"},
                                                                  {Attitude::Balanced, "balanced"},
                                                                  {Attitude::FlatOut, "flat-out"},
                                                                  {Attitude::MaxDistance, "max-distance"}};
};

struct AttitudeSettings
{
    /// The highest P(Loss of Control) of the plan suggested for each attitude.
    std::array<double, AttitudeCount> riskLimit{0.02, 0.10, 0.30, 1.0};

    double limit(Attitude a) const { return riskLimit[size_t(a)]; }
    void setLimit(Attitude a, double v) { riskLimit[size_t(a)] = v; }
    bool operator==(const AttitudeSettings &) const = default;

    static QList<Attitude> all() { return {Attitude::Cautious, Attitude::Balanced, Attitude::FlatOut, Attitude::MaxDistance}; }
    static QString name(Attitude a);              ///< translated
    static QString description(Attitude a);       ///< translated, one line
    /// How a player of this attitude rolls one by one (used by "roll or stop?").
    static PlayStyle rollStyle(Attitude a);
};

} // namespace Pacenotes
