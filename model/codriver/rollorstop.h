// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "attitude.h"
#include "playscorer.h"

#include "rules/allowance.h"
#include "rules/turnoutcome.h"

namespace Pacenotes {

/// What the rest of the turn comes to after one choice before the next roll.
struct RollChoice
{
    bool possible = false;
    PlayOutcome outcome;    ///< from now to the end of the turn, the rest played in the attitude's way
    int cost = 0;           ///< securing: Focus/Seconds to pay now
};

/**
 * "Roll the next die or stop here?" — for a plan rolled one by one, given what has been rolled:
 * the chance that the next roll loses control, what stopping now, rolling, or securing the next
 * roll leads to (the rest of the turn played the attitude's way), and the advice.
 */
struct RollAdvice
{
    enum class Choice : quint8 { Roll, Secure, Stop, Over };

    QString error;              ///< translated: the plan or the results cannot be used
    TurnOutcome now;            ///< the referee's resolution of the dice rolled so far
    bool over = false;          ///< the turn has ended (Loss of Control, every step played...)
    int nextStep = -1;          ///< the step to roll next
    quint64 riskWays = 0;       ///< P(Loss of Control on the next roll) = riskWays / riskOutcomes
    quint64 riskOutcomes = 1;
    RollChoice stop, roll, secure;
    Choice advice = Choice::Over;
    Attitude attitude = Attitude::Balanced;
    QString reason;             ///< translated, one sentence

    double risk() const { return riskOutcomes ? double(riskWays) / double(riskOutcomes) : 0; }
    static QString choiceId(Choice c); ///< "roll", "secure", "stop", "over"
};

/**
 * Answers "roll or stop?" for `move` (rolled one by one) after `rolled` (the referee's results
 * notation: one entry per step played, secured or not). `distance[i]`: how far along the track
 * step i ends (empty: the spaces moved). Uses the referee for where the turn stands and the
 * plan's analysis; the rest is the scorer's exact weighing.
 */
RollAdvice adviseRoll(const RulesContext &ctx, const CarState &car, const PlannedMove &move, const RollResults &rolled,
                      Attitude attitude, const QList<double> &distance = {});

} // namespace Pacenotes
