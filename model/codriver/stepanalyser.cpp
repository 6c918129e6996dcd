// SPDX-License-Identifier: GPL-3.0-or-later
#include "stepanalyser.h"

namespace Pacenotes {

quint32 packDice(const StepDice &d)
{
    return quint32(d.gear & 7) | quint32(qMin(d.brakes, 7)) << 3 | quint32(qMin(d.boosts, 7)) << 6 | quint32(d.coast) << 9
        | quint32(d.leader) << 10 | quint32(d.redline) << 11;
}

StepAnalyser::StepAnalyser(const RulesContext &ctx, const CarState &car, const RoadAhead &road)
    : m_ctx(ctx), m_car(car), m_road(road)
{
    m_base = diceAllowance(ctx, car, {}, &m_baseError);
}

const DiceAllowance *StepAnalyser::allowance(const QString &terrain)
{
    if (m_ctx.rules.game == Game::GT || terrain.isEmpty() || terrain == m_ctx.rules.terrain)
        return m_base ? &*m_base : nullptr;
    for (const auto &[t, a] : m_byTerrain)
        if (t == terrain)
            return a ? &*a : nullptr;
    m_byTerrain.append({terrain, diceAllowance(m_ctx, m_car, terrain, nullptr)});
    const std::optional<DiceAllowance> &a = m_byTerrain.last().second;
    return a ? &*a : nullptr;
}

int StepAnalyser::chainGear(int step, int prevGear, const StepDice &dice, quint8 usedGears)
{
    const bool first = step == 0;
    const quint64 key = quint64(packDice(dice)) | quint64(prevGear & 7) << 12 | quint64(usedGears) << 15 | quint64(first) << 23;
    const auto it = m_chain.constFind(key);
    if (it != m_chain.constEnd())
        return *it;
    DiceStepInput in;
    in.prevGear = prevGear;
    in.dice = dice;
    in.step = step;
    // A Flying Start is declared exactly when the first die from 0 is the Gear 2 die.
    in.flyingStart = first && prevGear == 0 && dice.gear == 2 && dice.brakes == 0 && dice.boosts == 0
        && m_ctx.rules.flyingStart;
    in.maxGear = m_base ? m_base->maxGear : 6;
    in.usedGears = usedGears;
    in.rules = &m_ctx.rules;
    const DiceStepResult r = checkDiceStep(in);
    const int gear = r.violations.isEmpty() ? r.gear : -1;
    m_chain.insert(key, gear);
    return gear;
}

const StepFacts &StepAnalyser::facts(int step, int fromSpace, int move, int prevGear, int gear, const StepDice &dice,
                                     int crossings, int finishedGear)
{
    const bool first = step == 0;
    const bool finishedBefore = finishedGear > 0;
    // The finishing gear is part of the key: it picks the Time card of a Loss of Control beyond the line.
    const quint64 key = quint64(packDice(dice)) | quint64(prevGear & 7) << 12 | quint64(first) << 15
        | quint64(qMin(crossings, 7)) << 16 | quint64(finishedGear & 7) << 19 | quint64(move & 63) << 22
        | quint64(fromSpace + 1) << 28;
    const auto it = m_factIndex.constFind(key);
    if (it != m_factIndex.constEnd())
        return m_facts[size_t(*it)];

    const RoadMove &m = fromSpace < 0 ? m_road.first().at(move) : m_road.at(fromSpace).next.at(move);
    PlannedStep ps;
    ps.dice = dice;
    ps.space = m_road.entered(m);
    StepFacts f;
    // A DIRT jump carries the die one space forward in the jump's gear, two in a higher one
    // (DIRT p. 12): the landing follows the road straight on.
    const int jump = ps.space.jump;
    if (m_ctx.rules.game == Game::Dirt && jump > 0 && gear >= jump) {
        f.landing = m_road.landing(m.to, gear == jump ? 1 : 2);
        if (f.landing >= 0)
            ps.landing = m_road.at(f.landing).space;
    }

    // The step on its own: the car as it arrives, one step, rolled Flat Out (to learn the
    // step's tokens). The first step is the real start of the turn (Flying Start, the car's
    // own space); later ones start on the track in the gear of the previous step.
    CarState car = m_car;
    PlannedMove pm;
    pm.mode = RollMode::FlatOut;
    if (first) {
        pm.flyingStart = prevGear == 0 && dice.gear == 2 && dice.brakes == 0 && dice.boosts == 0 && m_ctx.rules.flyingStart;
        pm.start = m_road.start();
    } else {
        car.gear = GearMarker{prevGear, false};
        car.location = CarLocation::OnTrack;
    }
    car.lapsDone += crossings;
    pm.steps = {ps};
    const MoveAnalysis a = analyseMove(m_ctx, car, pm);
    ++m_analyses;
    f.legal = a.legal() && a.steps.size() == 1;
    if (f.legal) {
        f.analysed = a.steps.constFirst();
        f.analysed.beyondFinish = finishedBefore;
        if (finishedBefore)
            f.analysed.finishes = false;
        f.used = a.used;
        f.tokens = finishedBefore ? 0 : a.tokensGained;
        f.crosses = !finishedBefore && (ps.space.finishLine || (ps.landing && ps.landing->finishLine));
        const int finishGear = finishedBefore ? finishedGear : f.analysed.finishes ? qMax(1, f.analysed.gear) : 0;
        f.loss = lossCost(m_ctx, f.analysed.gear, f.analysed.danger, finishGear, step);
    }
    m_factIndex.insert(key, int(m_facts.size()));
    m_facts.push_back(std::move(f));
    return m_facts.back();
}

} // namespace Pacenotes
