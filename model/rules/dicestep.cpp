// SPDX-License-Identifier: GPL-3.0-or-later
#include "dicestep.h"
#include "trcontexts.h"

#include "racerules.h"

#include <QCoreApplication>

namespace Pacenotes {

namespace {

struct Collector
{
    const DiceStepInput &in;
    DiceStepResult &out;
    void add(Rule rule, const QString &message)
    {
        out.violations.append({rule, Ruling::Kind::Violation, in.step, message, in.rules->game});
    }
};

QString gearChainMessage(int v, int prev, bool hint)
{
    QString msg = RulesTr::tr("A Gear %1 die cannot follow gear %2: Gear dice go one gear up, one down or stay the same.")
                      .arg(v)
                      .arg(prev);
    if (hint && v < prev)
        msg += u' ' + RulesTr::tr("To skip %n gear(s) down, roll %n Brake dice with the Gear die.", nullptr, prev - v - 1);
    return msg;
}

void checkStartFromZero(const DiceStepInput &in, Collector &c)
{
    const int v = in.dice.gear;
    if (v == 1)
        return;
    QString msg = RulesTr::tr("From gear 0 the first Gear die must be the Gear 1 die, not Gear %1.").arg(v);
    if (v == 2 && in.step == 0 && !in.rules->flyingStart && in.dice.brakes == 0 && in.dice.boosts == 0)
        msg += u' ' + RulesTr::tr("Going straight to Gear 2 needs the Flying Start rule.");
    // The digest's Boost dice skip gears up from 0 too (0 to Gear 3 with two Boost dice).
    if (in.dice.boosts > 0 && in.dice.boosts == v - 1)
        return;
    c.add(Rule::StartFromZero, msg);
}

void checkBrakeDice(const DiceStepInput &in, Collector &c)
{
    const int v = in.dice.gear;
    const int prev = in.prevGear;
    const int skipped = prev - v - 1; // gears skipped down between the two
    if (skipped <= 0) {
        // Brake dice are only for dropping more than one gear (p. 9): 2 from 1, 3 from 2, or
        // anything from 0, needs none. The car never goes below 1st here: it ends in gear v.
        c.add(Rule::BrakeDice, prev == 0 ? RulesTr::tr("Brake dice only skip gears down: from gear 0 there is no gear to skip.")
                                         : RulesTr::tr("Brake dice only skip gears down: from gear %1 the Gear %2 die needs no "
                                                       "Brake die.")
                                               .arg(prev)
                                               .arg(v));
        return;
    }
    if (skipped != in.dice.brakes)
        c.add(Rule::BrakeDice, RulesTr::tr("From gear %1 to gear %2 takes %n Brake dice (one per gear skipped), not %3.", nullptr,
                                           skipped)
                                   .arg(prev)
                                   .arg(v)
                                   .arg(in.dice.brakes));
}

void checkBoostDice(const DiceStepInput &in, Collector &c)
{
    const int v = in.dice.gear;
    const int prev = in.prevGear;
    const int skipped = v - prev - 1;
    if (skipped <= 0)
        c.add(Rule::BoostDice, RulesTr::tr("Boost dice only skip gears up: from gear %1 the Gear %2 die needs no Boost die.")
                                   .arg(prev)
                                   .arg(v));
    else if (skipped != in.dice.boosts)
        c.add(Rule::BoostDice, RulesTr::tr("From gear %1 to gear %2 takes %n Boost dice (one per gear skipped up), not %3.", nullptr,
                                           skipped)
                                   .arg(prev)
                                   .arg(v)
                                   .arg(in.dice.boosts));
}

void checkGearDie(const DiceStepInput &in, DiceStepResult &out, Collector &c)
{
    const StepDice &d = in.dice;
    const int v = d.gear;
    const int prev = in.prevGear;
    out.gear = v;
    if (v > in.maxGear)
        c.add(Rule::GearExists, RulesTr::tr("This car has no Gear %1 die: its highest gear is %2.").arg(v).arg(in.maxGear));
    if (in.usedGears & (1u << v))
        c.add(Rule::DieOnce, RulesTr::tr("The Gear %1 die is already placed this turn: each die is used once per turn.").arg(v));

    const bool flyingStartDie = in.step == 0 && prev == 0 && v == 2 && d.brakes == 0
        && (in.flyingStart || in.rules->flyingStart) && d.boosts == 0;
    if (prev == 0 && in.step == 0 && in.flyingStart && !flyingStartDie) {
        c.add(Rule::FlyingStart, d.boosts > 0
                  ? RulesTr::tr("A Flying Start cannot be combined with Boost dice.")
                  : RulesTr::tr("A Flying Start goes from gear 0 straight to the Gear 2 die on the first space."));
    }
    if (flyingStartDie) {
        if (!in.rules->flyingStart)
            c.add(Rule::FlyingStart, RulesTr::tr("The Flying Start rule is not in play in this race."));
        out.flyingStart = true;
        return;
    }

    if (d.brakes > 0 && d.boosts > 0) {
        c.add(Rule::StepDice, RulesTr::tr("Brake and Boost dice cannot be rolled together on one space."));
        return;
    }
    // Every rule the step breaks is reported, each under its own name: the Gear die against the
    // gear it follows (p. 8), then the Brake or Boost dice rolled with it (p. 9; digest p. 4).
    if (prev == 0)
        checkStartFromZero(in, c);
    else if (qAbs(v - prev) > 1 && !(d.brakes > 0 && v < prev) && !(d.boosts > 0 && v > prev))
        c.add(Rule::GearChain, gearChainMessage(v, prev, d.brakes == 0 && d.boosts == 0));
    if (d.brakes > 0)
        checkBrakeDice(in, c);
    if (d.boosts > 0)
        checkBoostDice(in, c);
}

} // namespace

DiceStepResult checkDiceStep(const DiceStepInput &in)
{
    DiceStepResult out;
    out.gear = in.prevGear;
    Collector c{in, out};
    const StepDice &d = in.dice;

    const int movers = (d.gear > 0 ? 1 : 0) + (d.coast ? 1 : 0) + (d.leader ? 1 : 0) + (d.redline ? 1 : 0);
    if (movers == 0) {
        if (d.brakes > 0) {
            c.add(Rule::BrakeDice, RulesTr::tr("Brake dice are rolled together with the Gear die of the gear to slow down to."));
            // Brake dice alone read as braking to a standstill: from gear 3, two of them would skip
            // 2nd and 1st. No die brings the car below 1st (p. 9).
            if (in.prevGear >= 1 && in.prevGear - 1 - d.brakes < 1)
                c.add(Rule::MinimumGear, RulesTr::tr("Brake dice cannot take the car below 1st gear: gear 0 only comes from a Loss of "
                                                     "Control or a pit stop."));
        } else if (d.boosts > 0)
            c.add(Rule::BoostDice, RulesTr::tr("Boost dice are rolled together with the Gear die of the gear to speed up to."));
        else
            c.add(Rule::StepDice, RulesTr::tr("No die on this space: each space entered takes one Gear die (with any Brake or Boost "
                                     "dice), one Coast die, one Leader die or one Redline Brake die."));
        return out;
    }
    if (movers > 1 || (d.gear == 0 && (d.brakes > 0 || d.boosts > 0))) {
        c.add(Rule::StepDice, RulesTr::tr("One die moves the car into a space: a Gear die (with its Brake or Boost dice), a Coast "
                                 "die, a Leader die or a Redline Brake die — not several."));
        if (d.gear > 0)
            out.gear = d.gear;
        return out;
    }

    if (d.gear > 0) {
        checkGearDie(in, out, c);
        return out;
    }
    if (d.coast || d.leader) {
        if (in.prevGear == 0)
            c.add(Rule::CoastAtZero, d.coast ? RulesTr::tr("A Coast die cannot be used at speed 0.")
                                             : RulesTr::tr("A Leader die cannot be used at speed 0: it works like a Coast die."));
        return out;
    }
    // Redline: a Brake die used as a Coast die.
    if (!in.rules->redline)
        c.add(Rule::Redline, RulesTr::tr("The Redline rule is not in play in this race: a Brake die cannot be used as a Coast die."));
    else if (in.prevGear != in.maxGear)
        c.add(Rule::Redline, RulesTr::tr("A Brake die counts as a Coast die (Redline) only in the car's highest gear, %1; the car is in gear %2.")
                                 .arg(in.maxGear)
                                 .arg(in.prevGear));
    return out;
}

} // namespace Pacenotes
