// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/moveanalysis.h"
#include "rules/turnoutcome.h"

#include <optional>

namespace Pacenotes {

class RandomSource;

/**
 * What the dice showed, entered one tap per die in the order they are rolled (the step's Gear,
 * Coast, Leader or Redline die, then its Brake dice, then its Boost dice — the referee's order),
 * or a whole step secured before it is rolled. Rolling one by one the players may stop after any
 * step. Plain value; it follows the plan it is entered for (fit()).
 */
struct DiceEntry
{
    QList<QList<std::optional<bool>>> hazards; ///< per step, per die: entered or not yet
    QList<bool> secured;                       ///< per step
    QList<QList<bool>> byApp;                  ///< per step, per die: the app rolled it (rollVirtually)
    bool stopped = false;                      ///< one by one: no more dice are rolled

    /// Keeps what was entered for the steps that are still there with the same dice.
    void fit(const MoveAnalysis &analysis, const PlannedMove &move);
    /// The complete steps, in order, up to the first that is not.
    RollResults results() const;
    int completeSteps() const;
    bool isEmpty() const;
    /// Some result entered now was rolled by the app (not one taken back and typed again).
    bool anyByApp() const;
    /// The next die to enter (step, die), or nullopt when every step is complete or stopped.
    std::optional<std::pair<int, int>> next() const;
    bool enter(bool hazard);
    bool undoLast();
    bool setSecured(int step, bool secured);
    /// Rolls the next step (one by one) or every step left (all = true) from `random`.
    int roll(const MoveAnalysis &analysis, RandomSource &random, bool all);
    bool operator==(const DiceEntry &) const = default;
};

} // namespace Pacenotes
