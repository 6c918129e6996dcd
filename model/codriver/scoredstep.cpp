// SPDX-License-Identifier: GPL-3.0-or-later
#include "scoredstep.h"

#include "rules/dirtloss.h"
#include "rules/moveresolver.h"

namespace Pacenotes {

using namespace Qt::StringLiterals;

void countWays(ScoredStep &step)
{
    const AnalysedStep &s = step.analysed;
    step.ways = {};
    step.maxOthers = 0;
    step.outcomes = 1;
    const bool special = s.special != StepSpecial::None && !s.dice.isEmpty();
    const int first = special ? 1 : 0;
    std::array<quint64, ScoredStep::kMaxDice + 1> others{};
    others[0] = 1;
    for (qsizetype i = first; i < s.dice.size() && step.maxOthers < ScoredStep::kMaxDice; ++i) {
        const quint64 h = quint64(s.dice[i].hazardFaces);
        for (int k = step.maxOthers + 1; k >= 0; --k)
            others[k] = others[k] * (6 - h) + (k > 0 ? others[k - 1] * h : 0);
        ++step.maxOthers;
        step.outcomes *= 6;
    }
    if (special) {
        const quint64 h = quint64(s.dice[0].hazardFaces);
        step.outcomes *= 6;
        for (int k = 0; k <= step.maxOthers; ++k) {
            step.ways[0][k] = others[k] * (6 - h);
            step.ways[1][k] = others[k] * h;
        }
    } else {
        step.ways[0] = others;
    }
}

double timeCardSeconds(const RulesContext &ctx, int gear, bool *placeholder)
{
    const TimeCardDeck *deck = ctx.data.timeCards().deck(qBound(1, gear, 6));
    if (!deck) {
        if (placeholder)
            *placeholder = true;
        return 0;
    }
    if (placeholder)
        *placeholder = !deck->provenance.value(u"frontSeconds"_s).isSolid();
    return deck->frontSeconds;
}

LossCost lossCost(const RulesContext &ctx, int gear, Danger danger, int finishGear, int step)
{
    const bool afterFinish = finishGear > 0;
    LossCost c;
    LossEvent e;
    e.step = step;
    e.gear = gear;
    e.danger = danger;
    e.afterFinish = afterFinish;
    e.finishGear = finishGear;
    if (ctx.rules.game == Game::GT) {
        int tokens = 0;
        applyGtLossTable(ctx.data, e, &c.marker, &tokens);
        c.damageUnknown = tokens < 0;
        c.damage = qMax(0, tokens);
        return c;
    }
    // DIRT: the card flipped is drawn from the deck of that gear; weigh every 0 side by how many
    // cards show it (DIRT pp. 18-19).
    c.marker = GearMarker{0, false};
    // Beyond the finish line the card of the gear on the space past the line counts (DIRT p. 20).
    const TimeCardDeck *deck = ctx.data.timeCards().deck(e.timeCardGear());
    if (!deck || deck->backs.isEmpty()) {
        c.placeholder = true;
        return c;
    }
    int cards = 0;
    for (const TimeCardBack &b : deck->backs)
        cards += qMax(0, b.count);
    if (cards <= 0) {
        c.placeholder = true;
        return c;
    }
    for (const TimeCardBack &b : deck->backs) {
        const DirtLossResult r = resolveTimeCard(ctx, e, b);
        const double w = double(qMax(0, b.count)) / cards;
        c.seconds += w * r.seconds;
        c.damage += w * r.damageTokens;
    }
    c.damageUnknown = danger == Danger::None && !afterFinish;
    c.placeholder = !deck->provenance.value(u"backs"_s).isSolid() || !deck->provenance.value(u"frontSeconds"_s).isSolid();
    return c;
}

} // namespace Pacenotes
