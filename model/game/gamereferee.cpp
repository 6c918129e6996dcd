// SPDX-License-Identifier: GPL-3.0-or-later
// GameReferee: the actions around the turns — where the cars are, the start of a round and its
// order of play (GT p. 7, p. 17; DIRT pp. 6-7, 19), the break between two rally stages (DIRT
// pp. 21-22), retiring a car and ending the game.
#include "gamereferee.h"

#include "gamerecords.h"
#include "gametr.h"
#include "records/rallystandings.h"
#include "rules/rulesdata.h"
#include "rules/stagerules.h"
#include "tablebook.h"

namespace Pacenotes {

using namespace Qt::StringLiterals;

namespace {

ActionVerdict refused(const QString &error, const Rulings &rulings = {})
{
    ActionVerdict v;
    v.error = error;
    v.rulings = rulings;
    return v;
}

ActionVerdict accepted(const GameState &before, GameState after, ActionInput input, int car, const QString &headline,
                       const Rulings &rulings)
{
    ActionVerdict v;
    v.accepted = true;
    v.rulings = rulings;
    v.action.input = std::move(input);
    v.action.round = before.round;
    v.action.stage = before.stage;
    v.action.car = car;
    v.action.headline = headline;
    v.action.rulings = rulings;
    v.after = std::move(after);
    return v;
}

QString phaseProblem(const GameSetup &setup, const GameState &state)
{
    switch (state.phase(setup)) {
    case GamePhase::Turn:
        return GameTr::tr("%1 has not played this round yet.").arg(setup.players[state.activeCar()].name);
    case GamePhase::StageOver: return GameTr::tr("The stage is over: start the next stage first.");
    case GamePhase::GameOver: return GameTr::tr("The game is over.");
    case GamePhase::RoundStart: break;
    }
    return {};
}

bool validCar(const GameState &state, int car)
{
    return car >= 0 && car < state.cars.size();
}

} // namespace

QString GameReferee::names(const GameSetup &setup, const QList<int> &indices)
{
    QStringList out;
    for (int i : indices)
        out << setup.players.value(i).name;
    return out.join(u", "_s);
}

ActionVerdict GameReferee::placement(const GameSetup &setup, const GameState &state, const PlacementInput &input)
{
    if (state.phase(setup) == GamePhase::GameOver)
        return refused(GameTr::tr("The game is over."));
    if (input.entries.isEmpty())
        return refused(GameTr::tr("Say where at least one car is."));
    GameState after = state;
    QList<int> seen;
    for (const PlacementInput::Entry &e : input.entries) {
        if (!validCar(state, e.car) || seen.contains(e.car))
            return refused(GameTr::tr("Each car is placed once: car %1 is unknown or given twice.").arg(e.car + 1));
        if (e.placement.rank < 0 || e.placement.rank >= state.cars.size())
            return refused(GameTr::tr("%1: a rank by distance runs from 1 (furthest) to %2.")
                               .arg(setup.players[e.car].name)
                               .arg(state.cars.size()));
        if (e.placement.position < -1 || e.placement.position > 5)
            return refused(GameTr::tr("%1: a lane runs from 1 (inside) to 6.").arg(setup.players[e.car].name));
        seen.append(e.car);
        CarGame &c = after.cars[e.car];
        c.placement = e.placement;
        c.placement.round = state.round;
        c.movedSincePlacement = false;
        // A placement says where the car is now: one entered by hand replaces the track view's
        // position (issue 25: the order of play kept reading the old one), so the order of play
        // reads the ranks until the track view places the car again.
        c.digital = e.digital;
    }
    // The headline reads the whole field, furthest first; "=" joins cars level on distance.
    QList<int> byRank;
    for (int i = 0; i < after.cars.size(); ++i)
        if (after.cars[i].status != CarStatus::Retired)
            byRank.append(i);
    std::stable_sort(byRank.begin(), byRank.end(),
                     [&](int a, int b) { return after.cars[a].placement.rank < after.cars[b].placement.rank; });
    QString field;
    for (int k = 0; k < byRank.size(); ++k) {
        if (k > 0)
            field += after.cars[byRank[k]].placement.rank == after.cars[byRank[k - 1]].placement.rank ? u" = "_s : u", "_s;
        field += setup.players[byRank[k]].name;
    }
    return accepted(state, after, input, -1, GameTr::tr("Positions on the track, furthest first: %1.").arg(field), {});
}

ActionVerdict GameReferee::startRound(const GameSetup &setup, const RulesData &data, const GameState &state)
{
    Q_UNUSED(data)
    if (const QString p = phaseProblem(setup, state); !p.isEmpty())
        return refused(p);
    GameState after = state;
    ++after.round;
    const Game game = setup.game();
    after.order = orderOfPlay(game, after.orderCars(setup), game == Game::Dirt ? after.round : 0, after.rules.leaderDice);
    after.orderIndex.clear();
    for (const QString &name : std::as_const(after.order.order))
        after.orderIndex.append(after.indexOf(name, setup));
    for (int i = 0; i < after.cars.size(); ++i)
        after.cars[i].car.leader = game == Game::Dirt && setup.players[i].name == after.order.leader;

    Rulings rulings;
    for (const OrderReason &r : std::as_const(after.order.reasons))
        rulings.append({r.rule, r.criterion == OrderCriterion::Tie ? Ruling::Kind::Note : Ruling::Kind::Effect, -1, r.explanation, game});
    // A placement older than the car's last move may no longer be true.
    for (const OrderReason &r : std::as_const(after.order.reasons)) {
        if (r.criterion != OrderCriterion::Distance && r.criterion != OrderCriterion::Position && r.criterion != OrderCriterion::Tie)
            continue;
        QStringList stale;
        for (const QString &name : {r.ahead, r.behind}) {
            const int i = after.indexOf(name, setup);
            if (i >= 0 && after.cars[i].movedSincePlacement && !after.cars[i].digital && !stale.contains(name))
                stale << name;
        }
        if (!stale.isEmpty())
            rulings.append({Rule::OrderOfPlay, Ruling::Kind::Warning, -1,
                            GameTr::tr("%1 and %2 are separated by where they are, but the position of %3 was not entered since "
                                       "it last moved: check it on the table.")
                                .arg(r.ahead, r.behind, stale.join(u", "_s)),
                            game});
    }
    if (game == Game::Dirt && !after.order.leader.isEmpty())
        rulings.append({Rule::LeaderDice, Ruling::Kind::Effect, -1,
                        GameTr::tr("%1 plays first this round: on gravel it drives the Leader column.").arg(after.order.leader), game});
    if (!after.order.waiting.isEmpty())
        rulings.append({Rule::StaggeredStart, Ruling::Kind::Effect, -1,
                        GameTr::tr("Still waiting to start: %1.").arg(after.order.waiting.join(u", "_s)), game});
    rulings += after.order.rulings;

    QString headline = game == Game::GT
        ? GameTr::tr("Round %1 (%2): %3.")
              .arg(after.round)
              .arg(after.roundColour() == RoundColour::White ? GameTr::tr("white") : GameTr::tr("black"), names(setup, after.orderIndex))
        : GameTr::tr("Stage %1, round %2: %3.").arg(after.stage + 1).arg(after.round).arg(names(setup, after.orderIndex));
    return accepted(state, after, RoundInput{}, -1, headline, rulings);
}

ActionVerdict GameReferee::stageBreak(const GameSetup &setup, const RulesData &data, const GameState &state,
                                      const StageBreakInput &input)
{
    if (state.phase(setup) != GamePhase::StageOver)
        return refused(GameTr::tr("The next stage starts once every car has finished or retired from this one."));
    const Game game = Game::Dirt;
    const StageSetup &done = setup.stages[state.stage];
    GameState after = state;
    Rulings rulings;
    for (int i : input.spareTyre)
        if (!validCar(state, i))
            return refused(GameTr::tr("Unknown car %1.").arg(i + 1));
    for (int i = 0; i < input.penaltyTokens.size(); ++i) {
        const int tokens = input.penaltyTokens[i];
        if (tokens != 0 && !setup.checkpoints)
            return refused(GameTr::tr("Checkpoint penalties are for rallies played with the Checkpoints rule."));
        if (tokens < 0 || tokens > StageResult::kMaxPenaltyTokens)
            return refused(GameTr::tr("A checkpoint penalty is 0 to %1 five-second tokens.").arg(StageResult::kMaxPenaltyTokens));
    }
    for (int i = 0; i < after.cars.size(); ++i) {
        CarGame &c = after.cars[i];
        const QString name = setup.players[i].name;
        StageRecord &rec = c.stages[state.stage];
        const bool spare = input.spareTyre.contains(i);
        if (done.assistance || rec.retired) {
            if (spare)
                return refused(GameTr::tr("%1 is repaired before the next stage: no spare tyre is needed.").arg(name),
                               {{Rule::SpareTyre, Ruling::Kind::Violation, -1,
                                 GameTr::tr("A spare tyre is used between stages only without Assistance."), game}});
            applyAssistance(c.car);
            TableBook::returnAll(after, i);
            rulings.append({Rule::Rally, Ruling::Kind::Effect, -1,
                            rec.retired ? GameTr::tr("%1 retired from the stage: repaired and given back the spare tyre, as after "
                                                     "Assistance.")
                                              .arg(name)
                                        : GameTr::tr("Assistance: %1's Damage tokens go back in the bag and the spare tyre is back.")
                                              .arg(name),
                            game});
        } else if (spare) {
            if (!useSpareTyreBetweenStages(c.car))
                return refused(GameTr::tr("%1 has no Spare Tire card left.").arg(name),
                               {{Rule::SpareTyre, Ruling::Kind::Violation, -1, GameTr::tr("The Spare Tire card comes back only with Assistance."),
                                 game}});
            rulings.append({Rule::SpareTyre, Ruling::Kind::Effect, -1,
                            GameTr::tr("%1 uses the spare tyre between the stages: one Coast Damage token less, no time added.")
                                .arg(name),
                            game});
        }
        rec.carried = c.car.damage;
        rec.spareTyre = c.car.spareTyre;
        rec.penaltyTokens = input.penaltyTokens.value(i);
        if (rec.carried.total() > 0)
            rulings.append({Rule::Rally, Ruling::Kind::Effect, -1,
                            GameTr::tr("%1 carries its damage into the next stage: %2.")
                                .arg(name, Damage{rec.carried.gear, rec.carried.coast, rec.carried.brake}.text()),
                            game});
    }
    // The next stage starts in order of overall time (DIRT p. 22): RallyStandings decides.
    const RallyStandings standings = RallyStandings::compute(GameRecords::rallySoFar(setup, after));
    const int next = state.stage + 1;
    const std::optional<QList<int>> order = standings.startOrder(next);
    if (!order)
        return refused(GameTr::tr("The stage times are not complete."));
    after.stage = next;
    after.round = 0;
    after.rules = setup.stageRules(next);
    after.order = {};
    after.orderIndex.clear();
    after.finishOrder.clear();
    after.ended = false;
    for (int k = 0; k < order->size(); ++k) {
        CarGame &c = after.cars[order->at(k)];
        c.startOrder = k + 1;
        c.placement = CarPlacement{k, -1, 0};
        c.movedSincePlacement = false;
        c.digital.reset();
        c.status = CarStatus::Racing;
        c.playedRound = 0;
        c.turns = 0;
        c.finishPlace = 0;
        c.leftTrack = -1;
        c.timeCards.clear();
        c.car.gear = GearMarker{0, false};
        c.car.location = CarLocation::OnTrack;
        c.car.focus = 0;  // Second tokens are not kept between stages (DIRT p. 22)
        c.car.leader = false;
        c.car.sisu = after.rules.sisu; // SISU once per stage (DIRT p. 24)
    }
    TableBook::resetBagForStage(after, data);
    rulings.append({Rule::Rally, Ruling::Kind::Effect, -1,
                    GameTr::tr("Stage %1 starts in order of overall time: %2.").arg(next + 1).arg(names(setup, *order)), game});
    rulings += [&] {
        Rulings notes;
        for (const QString &n : standings.notes())
            notes.append({Rule::Rally, Ruling::Kind::Note, -1, n, game});
        return notes;
    }();
    return accepted(state, after, input, -1,
                    GameTr::tr("Stage %1 is over; stage %2 starts: %3.").arg(state.stage + 1).arg(next + 1).arg(names(setup, *order)),
                    rulings);
}

ActionVerdict GameReferee::retire(const GameSetup &setup, const RulesData &data, const GameState &state, const RetireInput &input)
{
    Q_UNUSED(data)
    const GamePhase phase = state.phase(setup);
    if (phase == GamePhase::GameOver || phase == GamePhase::StageOver)
        return refused(GameTr::tr("No car is racing now."));
    if (!validCar(state, input.car) || !state.cars[input.car].isRacing())
        return refused(GameTr::tr("Only a car still racing can retire."));
    GameState after = state;
    after.cars[input.car].status = CarStatus::Retired;
    const QString name = setup.players[input.car].name;
    const Game game = setup.game();
    const Rulings rulings{{Rule::Retirement, Ruling::Kind::Note, -1,
                           game == Game::Dirt ? GameTr::tr("The players retire %1 from the stage: its time will be the slowest "
                                                           "finisher's + 1 minute.")
                                                    .arg(name)
                                              : GameTr::tr("The players retire %1 from the race: it takes no further part.").arg(name),
                           game}};
    TableBook::closeStageIfDone(setup, after);
    return accepted(state, after, input, input.car, GameTr::tr("%1 retires.").arg(name), rulings);
}

ActionVerdict GameReferee::end(const GameSetup &setup, const GameState &state)
{
    if (state.phase(setup) == GamePhase::GameOver)
        return refused(GameTr::tr("The game is over."));
    GameState after = state;
    after.ended = true;
    QList<int> racing;
    for (int i = 0; i < state.cars.size(); ++i)
        if (state.cars[i].isRacing())
            racing.append(i);
    Rulings rulings;
    if (!racing.isEmpty())
        rulings.append({Rule::EndOfTurn, Ruling::Kind::Note, -1,
                        GameTr::tr("Still on the track when the game ended: %1.").arg(names(setup, racing)), setup.game()});
    return accepted(state, after, EndInput{}, -1, GameTr::tr("The players end the game."), rulings);
}

ActionVerdict GameReferee::apply(const GameSetup &setup, const RulesData &data, const GameState &state, const ActionInput &input)
{
    return std::visit(
        [&](const auto &in) -> ActionVerdict {
            using T = std::decay_t<decltype(in)>;
            if constexpr (std::is_same_v<T, PlacementInput>)
                return placement(setup, state, in);
            else if constexpr (std::is_same_v<T, RoundInput>)
                return startRound(setup, data, state);
            else if constexpr (std::is_same_v<T, TurnInput>)
                return turn(setup, data, state, in);
            else if constexpr (std::is_same_v<T, StageBreakInput>)
                return stageBreak(setup, data, state, in);
            else if constexpr (std::is_same_v<T, RetireInput>)
                return retire(setup, data, state, in);
            else
                return end(setup, state);
        },
        input);
}

ActionType actionType(const ActionInput &input)
{
    return ActionType(input.index());
}

namespace {
constexpr std::pair<QStringView, ActionType> kTypes[] = {
    {u"placement", ActionType::Placement}, {u"round", ActionType::Round},       {u"turn", ActionType::Turn},
    {u"next-stage", ActionType::StageBreak}, {u"retire", ActionType::Retire}, {u"end", ActionType::End}};
}

QString actionTypeId(ActionType t)
{
    for (const auto &[id, value] : kTypes)
        if (value == t)
            return id.toString();
    return {};
}

std::optional<ActionType> actionTypeFromId(QStringView id)
{
    for (const auto &[name, value] : kTypes)
        if (name == id)
            return value;
    return std::nullopt;
}

} // namespace Pacenotes
