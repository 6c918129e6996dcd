// SPDX-License-Identifier: GPL-3.0-or-later
#include "rollorstop.h"
#include "codriver.h"
#include "codriverformat.h"
#include "codrivertr.h"

#include "rules/moveresolver.h"

namespace Pacenotes {

using namespace Qt::StringLiterals;

QString RollAdvice::choiceId(Choice c)
{
    switch (c) {
    case Choice::Roll: return u"roll"_s;
    case Choice::Secure: return u"secure"_s;
    case Choice::Stop: return u"stop"_s;
    case Choice::Over: return u"over"_s;
    }
    return {};
}

namespace {

RollChoice playOn(const PlayStyle &style, Game game, PlayScorer::Action first, const CarState &car, int baseLimit,
                  const QList<ScoredStep> &steps, int next, int hazards, int secured, double distance, double seconds)
{
    RollChoice c;
    c.possible = true;
    PlayScorer scorer(style, game, car.focus, baseLimit, true);
    scorer.startAt(next, hazards, secured, distance, seconds, first);
    for (int i = next; i < steps.size(); ++i)
        scorer.extend(steps.mid(0, i + 1));
    c.outcome = scorer.outcome();
    return c;
}

} // namespace

RollAdvice adviseRoll(const RulesContext &ctx, const CarState &car, const PlannedMove &move, const RollResults &rolled,
                      Attitude attitude, const QList<double> &distance)
{
    RollAdvice a;
    a.attitude = attitude;
    if (move.mode == RollMode::FlatOut) {
        a.error = CoDriverTr::tr("Going Flat Out rolls every die at once: there is nothing to decide between rolls.");
        return a;
    }
    const MoveVerdict verdict = validateMove(ctx, car, move);
    if (!verdict.legal()) {
        a.error = CoDriverTr::tr("The plan breaks the rules; ask the referee what to correct.");
        return a;
    }
    a.now = resolveMove(ctx, car, move, rolled);
    if (!a.now.error.isEmpty()) {
        a.error = a.now.error;
        return a;
    }
    const QList<ScoredStep> steps = CoDriver::scoredSteps(ctx, verdict.analysis, distance);
    const int k = a.now.stepsTaken;
    if (a.now.end != TurnEnd::Stopped || k >= steps.size()) {
        a.over = true;
        a.advice = RollAdvice::Choice::Over;
        a.reason = CoDriverTr::tr("The turn is over.");
        return a;
    }
    a.nextStep = k;
    const std::optional<DiceAllowance> base = diceAllowance(ctx, car, {}, nullptr);
    const int baseLimit = base ? base->hazardLimit : 3;
    PlayStyle style = AttitudeSettings::rollStyle(attitude);
    style.sisu = move.sisu;
    const ScoredStep &next = steps[k];
    const int h = a.now.hazards;
    const int n = a.now.securedDice;
    const double here = k > 0 ? steps[k - 1].distance : 0;
    const double seconds = k > 0 ? steps[k - 1].endSeconds : 0;

    PlayScorer judge(style, ctx.rules.game, car.focus, baseLimit);
    judge.startAt(k, h, n, here, seconds, std::nullopt);
    a.riskWays = judge.lossWays(next, h);
    a.riskOutcomes = next.outcomes;

    if (k > 0) {
        a.stop.possible = true;
        a.stop.outcome.figures.distance = here;
        a.stop.outcome.figures.seconds = seconds;
        a.stop.outcome.cardSeconds = seconds;
        a.stop.outcome.outcomes.append({TurnEnd::Stopped, k - 1, 1.0});
    }
    a.roll = playOn(style, ctx.rules.game, PlayScorer::Action::Roll, car, baseLimit, steps, k, h, n, here, seconds);
    const int cost = PlayScorer::securingCost(n, next.dice());
    if (next.dice() > 0 && a.now.tokensSpent + cost <= car.focus) {
        PlayStyle securing = style;
        securing.secure = true;
        a.secure = playOn(securing, ctx.rules.game, PlayScorer::Action::Secure, car, baseLimit, steps, k, h, n, here, seconds);
        a.secure.cost = cost;
    }

    // The advice is the attitude's own rule, the one its plans are weighed with.
    const QString risk = CoDriverFormat::percent(a.risk());
    const QString who = AttitudeSettings::name(attitude);
    switch (judge.choice(next, k, h, n)) {
    case PlayScorer::Action::Roll:
        a.advice = RollAdvice::Choice::Roll;
        if (a.riskWays == 0)
            a.reason = CoDriverTr::tr("The next roll cannot make you lose control: roll.");
        else if (k == 0 && PlayScorer(style, ctx.rules.game, car.focus, baseLimit).choice(next, 1, h, n) != PlayScorer::Action::Roll)
            a.reason = CoDriverTr::tr("The first roll of the turn must be made (a car moves if it can).");
        else
            a.reason = CoDriverTr::tr("The next roll loses control with a chance of %1: within what the “%2” attitude takes. "
                                      "Roll.")
                           .arg(risk, who);
        break;
    case PlayScorer::Action::Secure:
        a.advice = RollAdvice::Choice::Secure;
        a.reason = CoDriverTr::tr("The next roll loses control with a chance of %1: secure it for %n token(s).", nullptr, cost)
                       .arg(risk);
        break;
    case PlayScorer::Action::Stop:
        a.advice = RollAdvice::Choice::Stop;
        a.reason = CoDriverTr::tr("The next roll loses control with a chance of %1: more than the “%2” attitude takes. Stop "
                                  "here.")
                       .arg(risk, who);
        break;
    }
    return a;
}

} // namespace Pacenotes
