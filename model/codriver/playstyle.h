// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/rulestypes.h"

#include <QString>

#include <optional>

namespace Pacenotes {

/// The highest chance of losing control on one roll that a player rolling one by one still
/// takes (GT p. 14: "you can end your movement whenever you please").
enum class Tolerance : quint8 { None, OneInSix, OneInThree, Half, All };

/**
 * How a laid-out plan is played. Flat Out rolls everything at once (GT p. 15). One by one
 * (GT p. 14), before each roll the player looks at the hazards so far: a roll whose chance of a
 * Loss of Control is at most the tolerance is rolled; above it the roll is secured (when
 * `secure` is set and the Focus/Seconds in hand pay for it, GT p. 15) or the player stops there.
 * The first roll is always made: a car moves at least one space if it can (GT p. 10).
 * Tolerance::All rolls every die — the referee's own assumption for a one-by-one plan.
 */
struct PlayStyle
{
    RollMode mode = RollMode::OneByOne;
    Tolerance tolerance = Tolerance::All;
    bool secure = false;
    bool sisu = false; ///< DIRT: the SISU token is spent this turn (dice hazards do not count)

    bool rollsEverything() const { return mode == RollMode::FlatOut || tolerance == Tolerance::All; }
    bool operator==(const PlayStyle &) const = default;

    /// The tolerance as a fraction p/q.
    static std::pair<int, int> fraction(Tolerance t);
    static QString toleranceId(Tolerance t);              ///< "none", "1/6", "1/3", "1/2", "all"
    static std::optional<Tolerance> toleranceFromId(QStringView id);
    /// "flat-out", "every-die", "stop", "secure-or-stop"
    QString rollId() const;
    /// Translated, short: "Flat Out", "one by one", "one by one, stop over 1 in 6"...
    QString name() const;
    /// Translated, one sentence for the player at the table.
    QString instruction() const;
};

} // namespace Pacenotes
