// SPDX-License-Identifier: GPL-3.0-or-later
#include "moveanalysis.h"
#include "trcontexts.h"

#include "dicestep.h"
#include "dirtpath.h"
#include "spaceeffects.h"
#include "turnstart.h"

#include <QCoreApplication>

#include <algorithm>

namespace Pacenotes {

using namespace Qt::StringLiterals;

namespace {

QString tokensName(Game g, int n)
{
    return g == Game::GT ? RulesTr::tr("%n Focus token(s)", nullptr, n) : RulesTr::tr("%n Second token(s)", nullptr, n);
}

class Analyser
{
public:
    Analyser(const RulesContext &ctx, const CarState &car, const PlannedMove &move, const TurnStart *start, MoveAnalysis &out)
        : m_ctx(ctx), m_car(car), m_move(move), m_start(start), m_out(out), m_game(ctx.rules.game)
    {
    }

    void run();

private:
    void add(Rule rule, Ruling::Kind kind, int step, const QString &message)
    {
        m_out.rulings.append({rule, kind, step, message, m_game});
    }
    const DiceAllowance *allowanceFor(const QString &terrain);
    bool checkStart();
    bool leavesPits() const { return m_car.location == CarLocation::InPits || (m_start && m_start->fromPits); }
    void checkCounts(const DiceAllowance &a, int step);
    void analyseStep(int i, const PlannedStep &step, DirtPath &path);
    bool blockedBy(int i, const PlannedStep &step);
    void jump(int i, const PlannedStep &step, AnalysedStep &as, const SpaceInfo *&effective);
    void summarise();
    void dataNotes();
    void markingsNotes();

    const RulesContext &m_ctx;
    const CarState &m_car;
    const PlannedMove &m_move;
    const TurnStart *m_start;
    MoveAnalysis &m_out;
    Game m_game;
    DiceAllowance m_base;
    QList<std::pair<QString, DiceAllowance>> m_byTerrain; // DIRT road types met on the way
    int m_prevGear = 0;
    quint8 m_usedGears = 0;
    DiceCounts m_cum;
    int m_redlines = 0;
    std::array<bool, DieKindCount> m_reported{};
    int m_crossings = 0;
    bool m_stopped = false; // the movement ended (water); later dice cannot be used
};

const DiceAllowance *Analyser::allowanceFor(const QString &terrain)
{
    if (m_game == Game::GT || terrain.isEmpty() || terrain == m_ctx.rules.terrain)
        return &m_base;
    for (const auto &[t, a] : m_byTerrain)
        if (t == terrain)
            return &a;
    QString error;
    const std::optional<DiceAllowance> a = diceAllowance(m_ctx, m_car, terrain, &error);
    if (!a) {
        add(Rule::DataConfidence, Ruling::Kind::Violation, -1, error);
        return &m_base;
    }
    m_byTerrain.append({terrain, *a});
    return &m_byTerrain.last().second;
}

bool Analyser::checkStart()
{
    QString error;
    const std::optional<DiceAllowance> base = diceAllowance(m_ctx, m_car, {}, &error);
    if (!base) {
        m_out.dataMissing = true;
        add(Rule::DataConfidence, Ruling::Kind::Violation, -1, error);
        return false;
    }
    m_base = *base;
    m_out.maxGear = m_base.maxGear;
    m_out.available = m_base.dice;
    m_out.flatOutLimit = m_base.hazardLimit;
    m_out.startGear = m_car.gear.gear;
    m_out.endGear = m_car.gear;
    m_prevGear = m_car.gear.isOffTrack() ? 0 : m_car.gear.gear;

    const bool hasSteps = !m_move.steps.isEmpty();
    // A turn that is spent before any die is placed (GT pp. 17-19, DIRT p. 19): the first step
    // of a planned move breaks the rule that spends it. Without the turn's start, a car at 00 is
    // in that case: it only comes back (or only swaps 00 for 0 after repairs).
    if (m_start && !m_start->mayMove) {
        if (hasSteps)
            add(m_start->stopRule, Ruling::Kind::Violation, 0, m_start->stopReason);
        return false;
    }
    if (m_car.gear.isOffTrack()) {
        if (hasSteps) {
            const bool repairs = m_game == Game::GT && m_car.location == CarLocation::InPits;
            add(repairs ? Rule::PitStop : Rule::OffTrack, Ruling::Kind::Violation, 0,
                repairs ? RulesTr::tr("After repairs the next turn only swaps 00 for 0: the car may not move.")
                        : RulesTr::tr("At 00 the car does nothing this turn but come back onto the track at 0 (or wait if its space "
                                      "is taken): it may perform no other actions."));
        }
        return false;
    }
    if (!hasSteps) {
        if (m_move.blocked)
            add(Rule::Blocked, Ruling::Kind::Effect, -1, RulesTr::tr("Blocked: the turn ends without moving, in the same gear."));
        else
            add(Rule::MustMove, Ruling::Kind::Violation, -1,
                RulesTr::tr("A car must move at least one space each turn if it can; if it cannot, the turn is blocked."));
    }
    if (m_move.flyingStart && m_car.gear.gear != 0)
        add(Rule::FlyingStart, Ruling::Kind::Violation, hasSteps ? 0 : -1,
            RulesTr::tr("A Flying Start is only possible when the turn starts in gear 0."));
    if (m_move.sisu) {
        if (!m_ctx.rules.sisu)
            add(Rule::Sisu, Ruling::Kind::Violation, -1, RulesTr::tr("SISU tokens are not in play in this race."));
        else if (!m_car.sisu)
            add(Rule::Sisu, Ruling::Kind::Violation, -1, RulesTr::tr("This car has already used its SISU token."));
        else
            add(Rule::Sisu, Ruling::Kind::Effect, -1,
                RulesTr::tr("SISU: every hazard on the dice is ignored this turn; hazards and Losses of Control from the track still "
                   "count."));
    }
    return true;
}

void Analyser::checkCounts(const DiceAllowance &a, int step)
{
    for (DieKind k : {DieKind::Gear, DieKind::Coast, DieKind::Brake, DieKind::Boost, DieKind::Leader}) {
        const int ki = int(k);
        if (m_reported[ki] || m_cum[k] <= a.dice[k])
            continue;
        m_reported[ki] = true;
        if (k == DieKind::Coast && a.dice.coast == 0 && a.row && a.row->dice.leader > 0 && a.condition == "gravel-leader"_L1) {
            add(Rule::LeaderDice, Ruling::Kind::Violation, step,
                RulesTr::tr("As the first player on gravel this round, the car uses Leader dice instead of Coast dice."));
            continue;
        }
        if (k == DieKind::Leader && a.row && a.row->dice.leader == 0) {
            add(Rule::LeaderDice, Ruling::Kind::Violation, step,
                RulesTr::tr("Only the first player of the round, on gravel, uses Leader dice."));
            continue;
        }
        const int printed = a.row ? a.row->dice[k] : 0;
        QString msg = RulesTr::tr("This plan uses %1; the dashboard allows %2 per turn.")
                          .arg(RulesText::dieKindName(k, m_cum[k]), RulesText::dieKindName(k, a.dice[k]));
        if (printed != a.dice[k])
            msg += u' ' + RulesTr::tr("(%1 printed; damage takes away the rest.)").arg(printed);
        if (k == DieKind::Gear && m_redlines > 0)
            msg += u' ' + RulesTr::tr("A Redline Brake die counts as a Gear die too.");
        Ruling r{Rule::DiceAvailable, Ruling::Kind::Violation, step, msg, m_game};
        if (printed != a.dice[k])
            r.also = Rule::DamageToken; // the dice damage took away (GT p. 18, DIRT p. 20: Andrew)
        m_out.rulings.append(r);
    }
}

void Analyser::jump(int i, const PlannedStep &step, AnalysedStep &as, const SpaceInfo *&effective)
{
    const int value = step.space.jump;
    const int gear = as.gear;
    if (gear < value)
        return; // a lower gear: an ordinary space
    if (!step.landing) {
        add(Rule::Jump, Ruling::Kind::Violation, i, RulesTr::tr("The jump carries the die forward: describe the space it lands on."));
        return;
    }
    if (step.landing->occupied) {
        add(Rule::Jump, Ruling::Kind::Violation, i,
            RulesTr::tr("The jump would land on another car or an obstacle: it cannot be made."));
    }
    effective = &*step.landing;
    as.danger = step.landing->danger;
    if (gear == value) {
        as.advance = 2;
        add(Rule::Jump, Ruling::Kind::Effect, i, RulesTr::tr("Jump %1 taken in gear %1: the die moves one space forward.").arg(value));
    } else if (gear == value + 1) {
        as.advance = 3;
        as.special = StepSpecial::JumpHazard;
        if (step.dice.brakes > 0 || step.dice.boosts > 0)
            add(Rule::Jump, Ruling::Kind::Note, i,
                RulesTr::tr("Ambiguous: the rulebook makes a hazard on “this die” a Loss of Control; the combined-rules digest "
                            "counts every die rolled on the jump. The referee counts only the Gear die placed on it."));
        add(Rule::Jump, Ruling::Kind::Effect, i,
            RulesTr::tr("Jump %1 taken one gear higher: the die moves two spaces forward, and a hazard on it is a Loss of Control "
               "where it lands.")
                .arg(value));
    } else {
        as.advance = 3;
        as.autoLoss = true;
        as.autoLossRule = Rule::Jump;
        add(Rule::Jump, Ruling::Kind::Effect, i,
            RulesTr::tr("Jump %1 taken two or more gears higher: too much air — the die moves two spaces forward and the car loses "
               "control where it lands.")
                .arg(value));
    }
}

bool Analyser::blockedBy(int i, const PlannedStep &step)
{
    // GT p. 13, DIRT p. 15: with nowhere else to go, a space that cannot be entered (a car too
    // fast to get alongside, a taken space) or only with an immediate Loss of Control because of
    // the other cars blocks the car: its turn ends where it is, in its gear. The dice from here
    // on are not played.
    const int gear = step.dice.gear > 0 ? step.dice.gear : m_prevGear;
    const SpaceEffect probe = evaluateSpace(step.space, gear, i, m_game, m_game == Game::GT ? m_move.linesLeftBehind(i) : SharpLines{});
    bool inTheWay = false;
    for (const Ruling &r : probe.rulings)
        inTheWay = inTheWay
            || (r.kind == Ruling::Kind::Violation
                && (r.rule == Rule::Overtaking || r.rule == Rule::Occupied || r.rule == Rule::YellowFlag
                    || r.rule == Rule::CornerFollow || r.rule == Rule::Slide));
    if (!inTheWay && !probe.autoLoss)
        return false;
    m_out.blockedStep = i;
    const QString where = i == 0 ? RulesTr::tr("the turn ends without moving, in gear %1").arg(m_car.gear.text())
                                 : RulesTr::tr("the turn ends on the previous space, in gear %1").arg(m_prevGear);
    add(Rule::Blocked, Ruling::Kind::Effect, i,
        inTheWay ? RulesTr::tr("Blocked: with no other space to go to, the car cannot get into this one past the cars in its way; "
                               "%1.")
                       .arg(where)
                 : RulesTr::tr("Blocked: with no other space to go to, entering this one would be an unavoidable Loss of Control "
                               "because of the other cars; %1.")
                       .arg(where));
    return true;
}

void Analyser::analyseStep(int i, const PlannedStep &step, DirtPath &path)
{
    if (m_out.blockedStep >= 0)
        return; // the turn ended blocked before an earlier step
    if (m_stopped) {
        // The water ended the movement (DIRT p. 14): later dice are simply not played.
        if (i == m_out.steps.size())
            add(Rule::Water, Ruling::Kind::Warning, i,
                RulesTr::tr("The movement ends on the water hazard: the dice planned from here on are not played."));
        return;
    }
    if (step.space.noOtherSpace && blockedBy(i, step))
        return;
    const DiceAllowance *a = allowanceFor(m_game == Game::Dirt ? step.space.terrain : QString());

    DiceStepInput in;
    in.prevGear = m_prevGear;
    in.dice = step.dice;
    in.step = i;
    in.flyingStart = m_move.flyingStart;
    in.maxGear = m_base.maxGear;
    in.usedGears = m_usedGears;
    in.rules = &m_ctx.rules;
    const DiceStepResult ds = checkDiceStep(in);
    m_out.rulings.append(ds.violations);

    const StepDice &d = step.dice;
    if (d.gear >= 1 && d.gear <= 6)
        m_usedGears |= quint8(1u << d.gear);
    m_cum.gear += (d.gear > 0 ? 1 : 0) + (d.redline ? 1 : 0);
    m_cum.brake += d.brakes + (d.redline ? 1 : 0);
    m_cum.boost += d.boosts;
    m_cum.coast += d.coast ? 1 : 0;
    m_cum.leader += d.leader ? 1 : 0;
    m_redlines += d.redline ? 1 : 0;
    checkCounts(*a, i);

    AnalysedStep as;
    as.gear = ds.gear;
    as.dice = rolledDice(d, m_ctx.data.diceHazards());
    as.secured = step.secured;
    as.hazardLimit = a->hazardLimit;
    as.danger = step.space.danger;
    as.markings = std::max(step.space.markings, step.landing ? step.landing->markings : SpaceMarkings::Known);
    if ((ds.flyingStart || (i == 0 && m_move.flyingStart)) && leavesPits()) {
        // "On the starting line or when coming back on from a Loss of Control" (GT p. 21,
        // DIRT p. 23): not when leaving the pits or a spare-tyre stop.
        add(Rule::FlyingStart, Ruling::Kind::Violation, i,
            RulesTr::tr("A Flying Start is only possible on the starting line or when coming back on after a Loss of Control, "
                        "not when leaving the pits."));
    }
    if (ds.flyingStart) {
        as.special = StepSpecial::FlyingStart;
        add(Rule::FlyingStart, Ruling::Kind::Effect, i,
            RulesTr::tr("Flying Start: if the Gear 2 die shows a hazard, the turn ends on this space in 2nd gear, without a Loss of "
               "Control."));
    }

    const SpaceInfo *effective = &step.space;
    if (m_game == Game::Dirt && step.space.jump > 0)
        jump(i, step, as, effective);
    SpaceEffect se = evaluateSpace(*effective, as.gear, i, m_game, m_game == Game::GT ? m_move.linesLeftBehind(i) : SharpLines{});
    if (effective != &step.space && effective->occupied) // already said: the jump cannot land there
        se.rulings.removeIf([](const Ruling &r) { return r.rule == Rule::Occupied; });
    m_out.rulings.append(se.rulings);
    as.limit = se.limit;
    as.trackHazards = se.trackHazards;
    if (se.autoLoss && !as.autoLoss) {
        as.autoLoss = true;
        as.autoLossRule = Rule::SpeedLimit;
    }
    if (m_game == Game::Dirt)
        path.enter(*effective, i, m_out.rulings);
    if (effective->dangerous && se.limitFromLine && as.gear == as.limit)
        add(Rule::DangerousCorner, Ruling::Kind::Note, i,
            RulesTr::tr("The dotted line replaced this dangerous corner's limit; the referee adds the hazard at the limit in "
                        "force, which the rulebook does not spell out."));
    if (m_move.sisu && as.special == StepSpecial::JumpHazard)
        add(Rule::Sisu, Ruling::Kind::Note, i,
            RulesTr::tr("SISU ignores “any and all” hazards on the dice but does not prevent a Loss of Control from a speed limit "
                        "or “other track effect”. A jump taken one gear too fast loses control only through the hazard on its "
                        "die, so the referee ignores that hazard and there is no Loss of Control; two gears too fast loses "
                        "control without any hazard, and SISU does not prevent that."));
    else if (m_move.sisu && as.special == StepSpecial::FlyingStart)
        add(Rule::Sisu, Ruling::Kind::Note, i,
            RulesTr::tr("SISU ignores “any and all” hazards on the dice, so the referee also ignores a hazard on the Flying "
                        "Start die (it is not a track effect); the rulebook does not mention the case."));
    if (d.boosts > 0)
        add(Rule::BoostDice, Ruling::Kind::Note, i,
            RulesTr::tr("Boost dice are not in the core rulebooks: the referee follows the combined-rules digest (one Boost "
                        "die per gear skipped up, rolled with the target Gear die)."));

    if (effective->water && !fordsWater(d)) {
        as.endsMove = true;
        m_stopped = true;
        add(Rule::Water, Ruling::Kind::Effect, i,
            RulesTr::tr("Entering the water hazard without a Coast die or the Gear 1 die alone: the movement ends here in gear %1.")
                .arg(as.gear));
        add(Rule::Water, Ruling::Kind::Note, i,
            RulesTr::tr("The rulebook says the movement ends “in your current gear”: the referee takes the gear of the die that "
                        "entered the water."));
    }

    if (m_out.finishStep >= 0) {
        as.beyondFinish = true;
    } else if (step.space.finishLine || (effective != &step.space && effective->finishLine)) {
        ++m_crossings;
        const bool last = m_game == Game::Dirt || m_car.lapsDone + m_crossings >= m_ctx.rules.laps;
        if (last) {
            as.finishes = true;
            m_out.finishStep = i;
            add(Rule::FinishLine, Ruling::Kind::Effect, i,
                m_game == Game::GT ? RulesTr::tr("The car crosses the finish line of its last lap.")
                                   : RulesTr::tr("The car crosses the stage's finish line: its final Time card is for gear %1.")
                                         .arg(as.gear));
        }
    }
    if (as.autoLoss && m_out.firstAutoLoss < 0)
        m_out.firstAutoLoss = i;
    m_prevGear = as.gear;
    m_out.steps.append(as);
}

void Analyser::summarise()
{
    const QList<AnalysedStep> &steps = m_out.steps;
    m_out.used = m_cum;
    int lastCounting = -1;
    for (int i = 0; i < steps.size(); ++i) {
        const AnalysedStep &s = steps[i];
        m_out.spaces += s.advance;
        m_out.flatOutLimit = qMin(m_out.flatOutLimit, s.hazardLimit);
        // Securing costs 1 for the turn's first die, 2 for the second... (GT p. 15, DIRT p. 17).
        for (qsizetype d = 1; d <= s.dice.size(); ++d)
            m_out.steps[i].securingCost += m_out.securedDice + int(d);
        if (s.secured)
            m_out.securedDice += int(s.dice.size());
        if (!s.beyondFinish) {
            lastCounting = i;
            // Focus/Seconds: one per Gear, Coast or Leader die (GT p. 16, DIRT p. 17); Brake and
            // Boost dice and Redline Brake dice give none.
            for (const RolledDie &die : s.dice)
                if (die.kind == DieKind::Gear || die.kind == DieKind::Coast || die.kind == DieKind::Leader)
                    ++m_out.tokensGained;
        }
    }
    if (lastCounting >= 0) {
        m_out.endGear = GearMarker{steps[lastCounting].gear, false};
        // The books say the marker shows "the last Gear die rolled" (GT p. 14, DIRT p. 18); a
        // secured die is placed but never rolled.
        int lastGearDie = lastCounting;
        while (lastGearDie >= 0 && (steps[lastGearDie].dice.isEmpty() || steps[lastGearDie].dice[0].kind != DieKind::Gear))
            --lastGearDie;
        if (lastGearDie >= 0 && steps[lastGearDie].secured && m_move.mode == RollMode::OneByOne)
            add(Rule::EndOfTurn, Ruling::Kind::Note, lastGearDie,
                RulesTr::tr("The rulebooks put the marker of “the last Gear die rolled”; this one is secured, not rolled: the "
                            "referee takes the last Gear die played."));
    }
    const int n = m_out.securedDice;
    m_out.securingCost = n * (n + 1) / 2;

    if (m_out.finishStep >= 0 && m_out.finishStep + 1 < m_move.steps.size())
        add(Rule::FinishLine, Ruling::Kind::Warning, m_out.finishStep + 1,
            RulesTr::tr("The dice after the finish line count for nothing (gear, Time card or tokens); only their hazards do."));

    if (m_move.mode == RollMode::FlatOut) {
        for (int i = 0; i < steps.size(); ++i)
            if (steps[i].secured)
                add(Rule::SecureFlatOut, Ruling::Kind::Violation, i,
                    RulesTr::tr("Dice can only be secured when rolling one by one, not when going Flat Out."));
        if (!steps.isEmpty())
            add(Rule::FlatOutTokens, Ruling::Kind::Effect, -1,
                RulesTr::tr("Flat Out: the car gains %1 whatever the roll (one per Gear, Coast or Leader die; none for Brake or Boost "
                   "dice).")
                    .arg(tokensName(m_game, m_out.tokensGained)));
    } else {
        m_out.tokensGained = 0;
        // The ruling goes on the first step whose dice the tokens cannot pay for (GT p. 15).
        const int unpaid = firstUnpaidStep(steps, m_car.focus);
        if (unpaid >= 0)
            add(Rule::SecureCost, Ruling::Kind::Violation, unpaid,
                RulesTr::tr("Securing %n dice costs %1 (1 for the first die of the turn, 2 for the second, and so on); the car has %2.", nullptr,
                   n)
                    .arg(tokensName(m_game, m_out.securingCost), tokensName(m_game, m_car.focus)));
    }
    if (m_move.blocked && !steps.isEmpty())
        add(Rule::Blocked, Ruling::Kind::Effect, steps.size() - 1,
            RulesTr::tr("Blocked: the turn ends after this space, in gear %1.").arg(m_out.endGear.text()));
}

void Analyser::dataNotes()
{
    // Values the data does not know for sure get a note; built only when there is one to make.
    const auto note = [&](const Provenance &p, const auto &what) {
        if (p.isSolid())
            return;
        add(Rule::DataConfidence, Ruling::Kind::Note, -1,
            RulesTr::tr("%1 is %2; check it against your own components.").arg(what(), RulesText::confidenceName(p.confidence)));
    };
    QList<const DiceAllowance *> allowances{&m_base};
    for (const auto &[t, a] : m_byTerrain)
        allowances.append(&a);
    for (const DiceAllowance *a : std::as_const(allowances)) {
        if (!a->row)
            continue;
        const DashboardRow &row = *a->row;
        const auto which = [&row] {
            return RulesTr::tr("%1, %2, %3")
                .arg(row.carClass, RulesText::tyresName(row.tyres), RulesText::conditionName(row.condition));
        };
        if (a->softTyreWear) {
            note(m_ctx.data.dashboards(m_game).softTyreWearProvenance(), [&] {
                return RulesTr::tr("The soft-tyre hazard limit %1 on wear marker T%2").arg(a->hazardLimit).arg(m_car.softTyreTurns + 1);
            });
        } else {
            note(row.provenanceOf(u"hazardLimit"_s), [&] { return RulesTr::tr("The hazard limit %1 (%2)").arg(a->hazardLimit).arg(which()); });
        }
        for (DieKind k : {DieKind::Gear, DieKind::Coast, DieKind::Brake, DieKind::Boost, DieKind::Leader})
            if (m_cum[k] > 0 && m_cum[k] >= a->dice[k])
                note(row.provenanceOf(enumId(k)),
                     [&] { return RulesTr::tr("The number of %1 (%2)").arg(RulesText::dieKindName(k, row.dice[k]), which()); });
    }
}

void Analyser::markingsNotes()
{
    // The referee rules on the spaces as given. Where nobody read what is printed there (a track's
    // template spaces), its verdict can be no better: one warning names those steps (GT p. 9's
    // corners and the limits were not checked there). Where a reading is in doubt, each step says
    // what is uncertain and why, so the table looks at that tile.
    const auto markName = [](const QString &id) {
        static const std::pair<const char *, const char *> names[] = {
            {"space", QT_TRANSLATE_NOOP("Rules", "the space itself")}, {"limit", QT_TRANSLATE_NOOP("Rules", "speed limit")},
            {"dangerous", QT_TRANSLATE_NOOP("Rules", "dangerous limit")}, {"sharp", QT_TRANSLATE_NOOP("Rules", "dotted lines")},
            {"tripleLane", QT_TRANSLATE_NOOP("Rules", "triple lane")}, {"danger", QT_TRANSLATE_NOOP("Rules", "danger colour")},
            {"terrain", QT_TRANSLATE_NOOP("Rules", "road type")}, {"corner", QT_TRANSLATE_NOOP("Rules", "corner line")},
            {"slide", QT_TRANSLATE_NOOP("Rules", "slide zone")}, {"shortcut", QT_TRANSLATE_NOOP("Rules", "shortcut")},
            {"jump", QT_TRANSLATE_NOOP("Rules", "jump")}, {"water", QT_TRANSLATE_NOOP("Rules", "water")},
            {"climb", QT_TRANSLATE_NOOP("Rules", "climb arrows")}, {"grid", QT_TRANSLATE_NOOP("Rules", "grid spot")}};
        for (const auto &[key, name] : names)
            if (id == QLatin1StringView(key))
                return RulesTr::tr(name);
        return id;
    };
    QStringList unknown;
    int firstUnknown = -1;
    for (int i = 0; i < m_move.steps.size(); ++i) {
        const PlannedStep &step = m_move.steps[i];
        const SpaceInfo *landing = step.landing ? &*step.landing : nullptr;
        const SpaceMarkings m = std::max(step.space.markings, landing ? landing->markings : SpaceMarkings::Known);
        if (m == SpaceMarkings::Unknown) {
            unknown << QString::number(i + 1);
            firstUnknown = firstUnknown < 0 ? i : firstUnknown;
            continue;
        }
        if (m != SpaceMarkings::Uncertain)
            continue;
        const SpaceInfo *sp = step.space.markings == SpaceMarkings::Uncertain ? &step.space : landing;
        QStringList what;
        for (const QString &id : sp->uncertain)
            what << markName(id);
        QString text = what.isEmpty()
            ? RulesTr::tr("What is printed on this space was read from a picture and is uncertain: check it on your tile.")
            : RulesTr::tr("What is printed on this space was read from a picture and is uncertain (%1): check it on "
                          "your tile.").arg(what.join(u", "_s));
        if (!sp->uncertainWhy.isEmpty())
            text += u' ' + RulesTr::tr("The reader noted: %1.").arg(sp->uncertainWhy);
        add(Rule::SpaceMarkings, Ruling::Kind::Note, i, text);
    }
    if (!unknown.isEmpty())
        add(Rule::SpaceMarkings, Ruling::Kind::Warning, firstUnknown,
            RulesTr::tr("The markings of the space(s) of step(s) %1 are unknown (the tile's space data is only a template): "
                        "speed limits, dangerous and sharp corners and the other markings there were not checked. Check them "
                        "on the tiles.", nullptr, int(unknown.size()))
                .arg(unknown.join(u", "_s)));
}

void Analyser::run()
{
    if (!checkStart())
        return;
    DirtPath path(m_move.start);
    for (int i = 0; i < m_move.steps.size(); ++i)
        analyseStep(i, m_move.steps[i], path);
    summarise();
    dataNotes();
    markingsNotes();
}

} // namespace

int firstUnpaidStep(const QList<AnalysedStep> &steps, int tokens)
{
    int secured = 0;
    int cost = 0;
    for (int i = 0; i < steps.size(); ++i) {
        if (!steps[i].secured)
            continue;
        for (qsizetype d = 0; d < steps[i].dice.size(); ++d)
            cost += ++secured;
        if (cost > tokens)
            return i;
    }
    return -1;
}

QVarLengthArray<RolledDie, 4> rolledDice(const StepDice &d, const DiceHazards &hazards)
{
    QVarLengthArray<RolledDie, 4> dice;
    if (d.gear > 0)
        dice.append({DieKind::Gear, d.gear, hazards.faces(DieKind::Gear, d.gear)});
    if (d.coast)
        dice.append({DieKind::Coast, 0, hazards.faces(DieKind::Coast)});
    if (d.leader)
        dice.append({DieKind::Leader, 0, hazards.faces(DieKind::Leader)});
    if (d.redline)
        dice.append({DieKind::Brake, 0, hazards.faces(DieKind::Brake)});
    for (int i = 0; i < d.brakes; ++i)
        dice.append({DieKind::Brake, 0, hazards.faces(DieKind::Brake)});
    for (int i = 0; i < d.boosts; ++i)
        dice.append({DieKind::Boost, 0, hazards.faces(DieKind::Boost)});
    return dice;
}

MoveAnalysis analyseMove(const RulesContext &ctx, const CarState &car, const PlannedMove &move, const TurnStart *start)
{
    MoveAnalysis out;
    Analyser(ctx, car, move, start, out).run();
    return out;
}

} // namespace Pacenotes
