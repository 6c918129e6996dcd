// SPDX-License-Identifier: GPL-3.0-or-later
#include "turnorder.h"
#include "trcontexts.h"

#include "randomsource.h"

#include <QCoreApplication>

#include <algorithm>

namespace Pacenotes {

using namespace Qt::StringLiterals;

namespace {

int speedRank(const OrderCar &c)
{
    return c.gear.isOffTrack() ? -1 : c.gear.gear; // "0" is a higher gear than "00"
}

constexpr double kLevel = 1e-9;

/// Negative: a plays first; positive: b plays first; 0: not decided by this criterion.
int compareBy(OrderCriterion k, const OrderCar &a, const OrderCar &b)
{
    switch (k) {
    case OrderCriterion::Speed: return speedRank(b) - speedRank(a);
    case OrderCriterion::OnTrack: return a.onTrack == b.onTrack ? 0 : (a.onTrack ? -1 : 1);
    case OrderCriterion::Distance:
        if (qAbs(a.distance - b.distance) <= kLevel)
            return 0;
        return a.distance > b.distance ? -1 : 1;
    case OrderCriterion::Position:
        if (a.position < 0 || b.position < 0 || a.position == b.position)
            return 0;
        return a.position < b.position ? -1 : 1;
    case OrderCriterion::LeftFirst:
        if (a.onTrack || b.onTrack || a.leftTrack < 0 || b.leftTrack < 0 || a.leftTrack == b.leftTrack)
            return 0;
        return a.leftTrack < b.leftTrack ? -1 : 1;
    case OrderCriterion::StartOrder:
    case OrderCriterion::Tie: return 0;
    }
    return 0;
}

QList<OrderCriterion> criteria(Game game)
{
    using C = OrderCriterion;
    // GT p. 17: among cars returning to the track together, the one that left first re-enters
    // and plays first, whatever their distance (the Russian edition says the same).
    if (game == Game::GT)
        return {C::Speed, C::OnTrack, C::LeftFirst, C::Distance, C::Position};
    return {C::Distance, C::OnTrack, C::Speed, C::Position, C::LeftFirst};
}

OrderReason explain(Game game, const OrderCar &a, const OrderCar &b)
{
    OrderReason r;
    r.ahead = a.id;
    r.behind = b.id;
    for (OrderCriterion k : criteria(game)) {
        if (compareBy(k, a, b) == 0)
            continue;
        r.criterion = k;
        switch (k) {
        case OrderCriterion::Speed:
            r.explanation = a.gear.gear == 0 && !a.gear.isOffTrack() && b.gear.isOffTrack()
                ? TurnOrderTr::tr("%1 before %2: gear 0 counts as higher than 00.").arg(a.id, b.id)
                : TurnOrderTr::tr("%1 before %2: higher gear (%3 against %4).").arg(a.id, b.id, a.gear.text(), b.gear.text());
            break;
        case OrderCriterion::OnTrack:
            r.rule = Rule::OrderOffTrack;
            r.explanation = game == Game::GT
                ? TurnOrderTr::tr("%1 before %2: same gear, and cars on the track play before cars off it.").arg(a.id, b.id)
                : TurnOrderTr::tr("%1 before %2: level on distance, and a car on the track goes before one off it.").arg(a.id, b.id);
            break;
        case OrderCriterion::Distance:
            r.explanation = game == Game::GT ? TurnOrderTr::tr("%1 before %2: same gear, and %1 is further along the track.").arg(a.id, b.id)
                                             : TurnOrderTr::tr("%1 before %2: %1 is further along the track.").arg(a.id, b.id);
            break;
        case OrderCriterion::Position:
            r.explanation = TurnOrderTr::tr("%1 before %2: same gear and distance, and %1 is on the inside of the current or next "
                               "corner.")
                                .arg(a.id, b.id);
            break;
        case OrderCriterion::LeftFirst:
            r.rule = Rule::OrderOffTrack;
            r.explanation = game == Game::GT
                ? TurnOrderTr::tr("%1 before %2: both return to the track this round, and %1 left it first.").arg(a.id, b.id)
                : TurnOrderTr::tr("%1 before %2: both are off the track level, and %1 left it first.").arg(a.id, b.id);
            break;
        case OrderCriterion::StartOrder:
        case OrderCriterion::Tie: break;
        }
        return r;
    }
    r.criterion = OrderCriterion::Tie;
    r.explanation = TurnOrderTr::tr("%1 and %2 are level on every count: the rulebook leaves it to the players (the most logical "
                       "solution, a vote, or a coin toss); they keep the order given.")
                        .arg(a.id, b.id);
    return r;
}

} // namespace

PlayOrder orderOfPlay(Game game, const QList<OrderCar> &cars, int round, bool leaderDice)
{
    PlayOrder result;
    QList<OrderCar> racing;
    QList<OrderCar> entering;
    QList<OrderCar> waiting;
    bool anyFinished = false;
    for (const OrderCar &c : cars) {
        if (c.finished) {
            result.finished << c.id;
            anyFinished = true;
        } else if (game == Game::Dirt && round > 0 && c.startOrder > round) {
            waiting << c;
        } else if (game == Game::Dirt && round > 0 && c.startOrder == round) {
            entering << c;
        } else {
            racing << c;
        }
    }
    const QList<OrderCriterion> keys = criteria(game);
    std::stable_sort(racing.begin(), racing.end(), [&keys](const OrderCar &a, const OrderCar &b) {
        for (OrderCriterion k : keys)
            if (const int c = compareBy(k, a, b))
                return c < 0;
        return false;
    });
    const auto byStart = [](const OrderCar &a, const OrderCar &b) { return a.startOrder < b.startOrder; };
    std::stable_sort(entering.begin(), entering.end(), byStart);
    std::stable_sort(waiting.begin(), waiting.end(), byStart);

    for (int i = 0; i < racing.size(); ++i) {
        result.order << racing[i].id;
        if (i + 1 < racing.size()) {
            OrderReason r = explain(game, racing[i], racing[i + 1]);
            if (r.criterion == OrderCriterion::Tie)
                result.rulings.append({Rule::OrderOfPlay, Ruling::Kind::Note, -1, r.explanation, game});
            result.reasons << r;
        }
    }
    for (const OrderCar &c : std::as_const(entering)) {
        if (!result.order.isEmpty()) {
            OrderReason r;
            r.ahead = result.order.last();
            r.behind = c.id;
            r.criterion = OrderCriterion::StartOrder;
            r.rule = Rule::StaggeredStart;
            r.explanation = TurnOrderTr::tr("%1 before %2: %2 starts the stage this round and plays after the cars already on it.")
                                .arg(r.ahead, r.behind);
            result.reasons << r;
        }
        result.order << c.id;
        result.entering << c.id;
        result.rulings.append({Rule::StaggeredStart, Ruling::Kind::Effect, -1,
                               TurnOrderTr::tr("%1 starts the stage this round: its car goes on the space behind the starting "
                                               "line, in gear 0.")
                                   .arg(c.id),
                               game});
    }
    for (const OrderCar &c : std::as_const(waiting))
        result.waiting << c.id;
    // DIRT p. 9: the first player each round is the Leader, until a car has finished.
    if (game == Game::Dirt && leaderDice && !anyFinished && !result.order.isEmpty())
        result.leader = result.order.first();
    return result;
}

QStringList drawStartingOrder(QStringList ids, RandomSource &random)
{
    QStringList drawn;
    while (!ids.isEmpty())
        drawn << ids.takeAt(random.below(int(ids.size())));
    return drawn;
}

bool roundOver(const QList<RoundColour> &markers, RoundColour round)
{
    return std::none_of(markers.begin(), markers.end(), [round](RoundColour m) { return m == round; });
}

} // namespace Pacenotes
