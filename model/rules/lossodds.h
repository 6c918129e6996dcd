// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "moveanalysis.h"

namespace Pacenotes {

/**
 * The exact chance of a Loss of Control for a plan, computed over every face of every die
 * (dynamic programming over the hazard count, not sampling). For one-by-one rolling it assumes
 * every planned die is rolled (secured dice are not); for Flat Out, one roll of all the dice.
 */
struct LossOdds
{
    double probability = 0;        ///< P(Loss of Control)
    double flyingStartStop = 0;    ///< P(the Flying Start die ends the turn on the first space)
    QList<double> byStep;          ///< one by one: P(the Loss of Control happens on step i)
    int rolledDice = 0;            ///< dice actually rolled
    bool exact = false;            ///< favourable/outcomes hold the exact fraction
    quint64 favourable = 0;        ///< outcomes with a LoC, out of `outcomes` (reduced)
    quint64 outcomes = 1;          ///< 6^rolledDice, reduced with `favourable`
};

/// `sisu`: the SISU token is spent this turn, so dice hazards do not count.
LossOdds lossOdds(const MoveAnalysis &analysis, RollMode mode, bool sisu);

} // namespace Pacenotes
