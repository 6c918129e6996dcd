// SPDX-License-Identifier: GPL-3.0-or-later
#include "moveresolver.h"
#include "trcontexts.h"

#include "flatoutrearrangement.h"
#include "randomsource.h"

#include <QCoreApplication>

namespace Pacenotes {

using namespace Qt::StringLiterals;

namespace {

int positionAfter(const MoveAnalysis &a, int step)
{
    int p = 0;
    for (int i = 0; i <= step && i < a.steps.size(); ++i)
        p += a.steps[i].advance;
    return p;
}

/// The gear marker when the turn ends normally after `lastStep`: the last Gear die played,
/// or the finishing space's gear once the line is crossed.
GearMarker endGearAfter(const MoveAnalysis &a, const CarState &car, int lastStep)
{
    if (lastStep < 0)
        return car.gear;
    const int counting = a.finishStep >= 0 && a.finishStep < lastStep ? a.finishStep : lastStep;
    return GearMarker{a.steps[counting].gear, false};
}

QString checkShapes(const MoveAnalysis &a, const PlannedMove &move, const RollResults &results)
{
    // Results for the dice a water stop leaves unplayed (DIRT p. 14) are accepted and ignored.
    if (results.size() > move.steps.size() || (results.size() > a.steps.size() && a.steps.size() == move.steps.size()))
        return RulesTr::tr("There are results for %n step(s) but the plan has only %1 playable.", nullptr, int(results.size())).arg(a.steps.size());
    if (move.mode == RollMode::FlatOut && results.size() < a.steps.size())
        return RulesTr::tr("Going Flat Out rolls every die: give a result for each of the %n step(s).", nullptr, int(a.steps.size()));
    for (int i = 0; i < results.size() && i < a.steps.size(); ++i) {
        const StepResult &r = results[i];
        if (r.secured) {
            if (move.mode == RollMode::FlatOut)
                return RulesTr::tr("Step %1: dice cannot be secured when going Flat Out.").arg(i + 1);
            if (!r.hazards.isEmpty())
                return RulesTr::tr("Step %1: a secured step is not rolled, so it has no results.").arg(i + 1);
            continue;
        }
        if (r.hazards.size() != a.steps[i].dice.size())
            return RulesTr::tr("Step %1 has %n dice,", nullptr, int(a.steps[i].dice.size())).arg(i + 1) + u' '
                + RulesTr::tr("but %n result(s).", nullptr, int(r.hazards.size()));
    }
    return {};
}

int countHazards(const StepResult &r)
{
    int n = 0;
    for (bool h : r.hazards)
        n += h ? 1 : 0;
    return n;
}

void lossAt(const RulesContext &ctx, const MoveAnalysis &a, int step, Rule cause, TurnOutcome &out)
{
    const int finishGear = a.finishStep >= 0 ? a.steps[a.finishStep].gear : 0;
    const LossEvent e = lossEventAt(a, step, a.steps[step].gear, cause, finishGear);
    out.end = TurnEnd::LossOfControl;
    out.loss = e;
    out.position = e.position;
    out.finished = e.afterFinish;
    if (ctx.rules.game == Game::GT)
        applyGtLossTable(ctx.data, e, &out.lossMarker, &out.damageTokens);
    if (e.afterFinish)
        // Finished all the same: the gear on the space past the line stands (DIRT p. 20: its
        // Time card counts; applied to GT with the digest).
        out.endGear = GearMarker{finishGear, false};
    else if (ctx.rules.game == Game::GT)
        out.endGear = out.lossMarker;
    else
        out.endGear = GearMarker{0, false}; // the Time card is flipped to its 0 side
}

/// Rolling one by one: the first step whose hazards reach the limit, or that is a certain LoC.
void ignoredAfter(const RulesContext &ctx, const RollResults &results, TurnOutcome &out)
{
    if (out.stepsTaken < results.size())
        out.rulings.append({Rule::LossOfControl, Ruling::Kind::Warning, out.stepsTaken,
                            RulesTr::tr("The turn ended on step %1: the results after it are ignored.").arg(out.stepsTaken),
                            ctx.rules.game});
}

void resolveOneByOne(const RulesContext &ctx, const CarState &car, const PlannedMove &move, const MoveAnalysis &a,
                     const RollResults &results, TurnOutcome &out)
{
    int cum = 0;
    for (int i = 0; i < results.size(); ++i) {
        const AnalysedStep &s = a.steps[i];
        const StepResult &r = results[i];
        out.stepsTaken = i + 1;
        if (r.secured) {
            for (qsizetype d = 0; d < s.dice.size(); ++d)
                out.tokensSpent += ++out.securedDice;
        }
        const bool specialHit = !r.secured && !move.sisu && s.special != StepSpecial::None && !r.hazards.isEmpty()
            && r.hazards[0];
        if (specialHit && s.special == StepSpecial::FlyingStart) {
            out.end = TurnEnd::FlyingStartStop;
            out.position = positionAfter(a, i);
            out.endGear = GearMarker{2, false};
            out.hazards = cum + (move.sisu ? 0 : countHazards(r)) + s.trackHazards;
            ignoredAfter(ctx, results, out);
            return;
        }
        cum += (r.secured || move.sisu ? 0 : countHazards(r)) + s.trackHazards;
        out.hazards = cum;
        out.hazardLimit = s.hazardLimit;
        if (s.autoLoss || specialHit || cum >= s.hazardLimit) {
            lossAt(ctx, a, i, s.autoLoss ? s.autoLossRule : (specialHit ? Rule::Jump : Rule::HazardLimit), out);
            ignoredAfter(ctx, results, out);
            return;
        }
        if (s.endsMove) {
            out.end = TurnEnd::WaterStop;
            break;
        }
    }
    if (out.end != TurnEnd::WaterStop)
        out.end = results.size() == a.steps.size() ? (a.endsBlocked(move) ? TurnEnd::Blocked : TurnEnd::Completed) : TurnEnd::Stopped;
    out.position = positionAfter(a, out.stepsTaken - 1);
    out.endGear = endGearAfter(a, car, out.stepsTaken - 1);
    out.finished = a.finishStep >= 0 && out.stepsTaken > a.finishStep;
    if (out.securedDice > 0 && out.tokensSpent > car.focus) {
        // On the first step the tokens could not pay for (GT p. 15).
        QList<AnalysedStep> secured = a.steps.mid(0, out.stepsTaken);
        for (int i = 0; i < secured.size(); ++i)
            secured[i].secured = results[i].secured;
        out.rulings.append({Rule::SecureCost, Ruling::Kind::Violation, firstUnpaidStep(secured, car.focus),
                            RulesTr::tr("Securing %n dice", nullptr, out.securedDice) + u' '
                                + RulesTr::tr("costs %n token(s);", nullptr, out.tokensSpent) + u' '
                                + RulesTr::tr("the car has only %n.", nullptr, car.focus),
                            ctx.rules.game});
    }
}

void resolveFlatOut(const RulesContext &ctx, const CarState &car, const PlannedMove &move, const MoveAnalysis &a,
                    const RollResults &results, TurnOutcome &out)
{
    out.tokensGained = a.tokensGained;
    out.stepsTaken = int(results.size());
    out.hazardLimit = a.flatOutLimit;
    int total = 0;
    bool certain = false;
    bool jumpHit = false;
    for (int i = 0; i < results.size(); ++i) {
        const AnalysedStep &s = a.steps[i];
        const StepResult &r = results[i];
        total += (move.sisu ? 0 : countHazards(r)) + s.trackHazards;
        certain = certain || s.autoLoss;
        const bool first = !move.sisu && !r.hazards.isEmpty() && r.hazards[0];
        if (first && s.special == StepSpecial::FlyingStart) {
            // The Flying Start die's hazard ends the turn on the first space and cancels any
            // Loss of Control; the dice are not laid out again (GT p. 21).
            out.end = TurnEnd::FlyingStartStop;
            out.position = positionAfter(a, 0);
            out.endGear = GearMarker{2, false};
            out.stepsTaken = 1;
            for (const StepResult &rr : results)
                out.hazards += move.sisu ? 0 : countHazards(rr);
            return;
        }
        jumpHit = jumpHit || (first && s.special == StepSpecial::JumpHazard);
    }
    out.hazards = total;
    if (!certain && !jumpHit && total < a.flatOutLimit) {
        out.end = a.endsBlocked(move) ? TurnEnd::Blocked : (a.steps.last().endsMove ? TurnEnd::WaterStop : TurnEnd::Completed);
        out.position = a.spaces;
        out.endGear = endGearAfter(a, car, int(a.steps.size()) - 1);
        out.finished = a.finishStep >= 0;
        return;
    }
    // As laid out in the plan: the first space where the Loss of Control happens.
    int cum = 0;
    for (int i = 0; i < a.steps.size(); ++i) {
        const AnalysedStep &s = a.steps[i];
        const StepResult &r = results[i];
        cum += (move.sisu ? 0 : countHazards(r)) + s.trackHazards;
        const bool jump = !move.sisu && s.special == StepSpecial::JumpHazard && r.hazards.value(0);
        if (s.autoLoss || jump || cum >= a.flatOutLimit) {
            lossAt(ctx, a, i, s.autoLoss ? s.autoLossRule : (jump ? Rule::Jump : Rule::HazardLimit), out);
            break;
        }
    }
    out.hazards = total;
    out.options = flatOutLossOptions(ctx, car, move, a, results);
    out.rulings.append({Rule::FlatOutRearrange, Ruling::Kind::Effect, -1,
                        RulesTr::tr("Loss of Control: the rolled dice may be laid out again, unchanged, on a legal path that still "
                           "loses control; it is resolved where the final hazard or track element causes it (%n way(s) "
                           "along the planned path).", nullptr,
                           int(out.options.size())),
                        ctx.rules.game});
}

/// GT: the Loss of Control table is mostly from one public source; say so when it decides.
void lossTableNote(const RulesContext &ctx, const LossEvent &e, Rulings &rulings)
{
    const LossOfControlRow *row = ctx.data.lossOfControl().row(e.gear);
    if (!row)
        return;
    Provenance weakest = row->provenance.value(u"marker"_s);
    if (e.danger != Danger::None && weakest.isSolid())
        weakest = row->provenance.value(enumId(e.danger));
    if (weakest.isSolid())
        return;
    rulings.append({Rule::DataConfidence, Ruling::Kind::Note, e.step,
                    RulesTr::tr("The Loss of Control table for gear %1 (the marker and the Damage tokens per colour) is %2; check "
                                "it against your own dashboard.")
                        .arg(e.gear)
                        .arg(RulesText::confidenceName(weakest.confidence)),
                    ctx.rules.game, Rule::LossOfControl});
}

} // namespace

LossEvent lossEventAt(const MoveAnalysis &a, int step, int gear, Rule cause, int finishGear)
{
    LossEvent e;
    e.step = step;
    e.gear = gear;
    e.cause = cause;
    e.danger = a.steps[step].danger;
    e.position = positionAfter(a, step);
    e.afterFinish = a.finishStep >= 0 && step >= a.finishStep;
    e.finishGear = e.afterFinish ? finishGear : gear;
    return e;
}

void applyGtLossTable(const RulesData &data, const LossEvent &event, GearMarker *marker, int *tokens)
{
    const LossOfControlRow *row = data.lossOfControl().row(event.gear);
    if (!row) {
        *marker = GearMarker::offTrack();
        *tokens = -1;
        return;
    }
    *marker = row->marker;
    *tokens = event.danger == Danger::None ? -1 : row->tokensFor(event.danger);
}

TurnOutcome resolveMove(const RulesContext &ctx, const CarState &car, const PlannedMove &move, const RollResults &rolled,
                        const TurnStart *start)
{
    TurnOutcome out;
    const MoveAnalysis a = analyseMove(ctx, car, move, start);
    out.endGear = car.gear;
    out.hazardLimit = a.flatOutLimit;
    if (!a.legal()) {
        out.rulings = rulingsOfKind(a.rulings, Ruling::Kind::Violation);
        out.error = RulesTr::tr("The plan breaks the rules; correct it before resolving the dice.");
        return out;
    }
    out.error = checkShapes(a, move, rolled);
    if (!out.error.isEmpty())
        return out;
    // A water stop or a block ended the movement: the dice planned after it were never played.
    const RollResults results = rolled.mid(0, a.steps.size());
    if (results.size() < rolled.size())
        out.rulings.append({a.blockedStep >= 0 ? Rule::Blocked : Rule::Water, Ruling::Kind::Warning, int(a.steps.size()),
                            a.blockedStep >= 0
                                ? RulesTr::tr("The car was blocked: the results of the dice after it are ignored.")
                                : RulesTr::tr("The movement ended on the water hazard: the results of the dice after it are ignored."),
                            ctx.rules.game});
    if (a.steps.isEmpty()) {
        out.end = TurnEnd::Blocked;
        return out;
    }
    if (move.mode == RollMode::FlatOut)
        resolveFlatOut(ctx, car, move, a, results, out);
    else
        resolveOneByOne(ctx, car, move, a, results, out);
    if (out.loss && ctx.rules.game == Game::GT)
        lossTableNote(ctx, *out.loss, out.rulings);
    if (out.loss && ctx.rules.game == Game::GT && out.damageTokens < 0)
        out.rulings.append({Rule::LossOfControl, Ruling::Kind::Warning, out.loss->step,
                            RulesTr::tr("Give the tile's danger colour to count the Damage tokens."), ctx.rules.game});
    if (out.loss && out.loss->afterFinish)
        out.rulings.append({Rule::FinishLine, Ruling::Kind::Note, out.loss->step,
                            RulesTr::tr("Control is lost beyond the finish line: the car has still finished. (DIRT p. 20; the GT "
                               "rulebook does not say — the combined-rules digest applies the same to GT.)"),
                            ctx.rules.game});
    return out;
}

RollResults rollMove(const MoveAnalysis &analysis, const PlannedMove &move, RandomSource &random)
{
    RollResults results;
    for (int i = 0; i < analysis.steps.size(); ++i) {
        const AnalysedStep &s = analysis.steps[i];
        StepResult r;
        r.secured = move.mode == RollMode::OneByOne && s.secured;
        if (!r.secured)
            for (const RolledDie &d : s.dice)
                r.hazards.append(random.rollHazard(d.hazardFaces));
        results.append(r);
    }
    return results;
}

} // namespace Pacenotes
