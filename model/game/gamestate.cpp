// SPDX-License-Identifier: GPL-3.0-or-later
#include "gamestate.h"

#include "gamesetup.h"
#include "rules/damagetokens.h"
#include "rules/json/requestjsonwriter.h"
#include "rules/rulesdata.h"
#include "rules/stagerules.h"

#include <QJsonArray>

#include <algorithm>

namespace Pacenotes {

using namespace Qt::StringLiterals;

QString carStatusId(CarStatus s)
{
    switch (s) {
    case CarStatus::Racing: return u"racing"_s;
    case CarStatus::Finished: return u"finished"_s;
    case CarStatus::Retired: return u"retired"_s;
    }
    return {};
}

QString TimeCardTaken::sideId(Side side)
{
    switch (side) {
    case Side::Front: return u"front"_s;
    case Side::Zero: return u"zero"_s;
    case Side::SpareTyre: return u"spare-tyre"_s;
    }
    return {};
}

int CarGame::timeCardSeconds() const
{
    int total = 0;
    for (const TimeCardTaken &c : timeCards)
        total += c.seconds;
    return total;
}

GameState GameState::initial(const GameSetup &setup, const RulesData &data)
{
    GameState s;
    s.rules = setup.stageRules(0);
    const Game game = setup.game();
    for (int i = 0; i < setup.players.size(); ++i) {
        CarGame c;
        c.car.carClass = setup.players[i].carClass;
        c.car.tyres = setup.players[i].tyres;
        c.car.gear = GearMarker{0, false};
        c.car.sisu = s.rules.sisu;
        c.car.spareTyre = true;
        const int grid = int(setup.grid.indexOf(i));
        // GT: the starting grid gives the first round's order (all cars at 0); DIRT: the start order.
        c.placement.rank = qMax(0, grid);
        if (game == Game::Dirt)
            c.startOrder = grid + 1;
        s.cars.append(c);
    }
    s.bagTaken = QList<int>(data.damageBag(game).tokens().size(), 0);
    return s;
}

bool GameState::allDone() const
{
    return std::none_of(cars.begin(), cars.end(), [](const CarGame &c) { return c.isRacing(); });
}

bool GameState::roundOver() const
{
    for (int i : orderIndex)
        if (cars[i].isRacing() && cars[i].playedRound != round)
            return false;
    return true;
}

int GameState::activeCar() const
{
    if (round == 0 || ended)
        return -1;
    for (int i : orderIndex)
        if (cars[i].isRacing() && cars[i].playedRound != round)
            return i;
    return -1;
}

GamePhase GameState::phase(const GameSetup &setup) const
{
    if (ended)
        return GamePhase::GameOver;
    if (allDone())
        return setup.game() == Game::Dirt && stage + 1 < setup.stageCount() ? GamePhase::StageOver : GamePhase::GameOver;
    if (round == 0 || roundOver())
        return GamePhase::RoundStart;
    return GamePhase::Turn;
}

int GameState::indexOf(const QString &name, const GameSetup &setup) const
{
    for (int i = 0; i < setup.players.size(); ++i)
        if (setup.players[i].name == name)
            return i;
    return -1;
}

DamageBag GameState::bag(const RulesData &data) const
{
    DamageBag b(data.damageBag(rules.game));
    for (int i = 0; i < bagTaken.size(); ++i)
        for (int n = 0; n < bagTaken[i]; ++n)
            b.take(i);
    return b;
}

int GameState::marksOf(TrackMark::Kind kind, int car) const
{
    return int(std::count_if(marks.begin(), marks.end(),
                             [&](const TrackMark &m) { return m.kind == kind && (car < 0 || m.car == car); }));
}

QList<OrderCar> GameState::orderCars(const GameSetup &setup) const
{
    // Digital positions are used only when every car on the course has one: mixing them with
    // ranks entered by hand would compare different things.
    bool digital = true;
    for (const CarGame &c : cars)
        digital = digital && (c.status == CarStatus::Retired || c.digital.has_value());
    QList<OrderCar> out;
    for (int i = 0; i < cars.size(); ++i) {
        const CarGame &c = cars[i];
        if (c.status == CarStatus::Retired)
            continue;
        OrderCar o;
        o.id = setup.players[i].name;
        o.gear = c.car.gear;
        o.distance = digital ? c.digital->distance : -double(c.placement.rank);
        o.position = digital ? c.digital->lane : c.placement.position;
        o.onTrack = c.car.location == CarLocation::OnTrack;
        o.leftTrack = o.onTrack ? -1 : c.leftTrack;
        o.startOrder = c.startOrder;
        o.finished = c.status == CarStatus::Finished;
        out.append(o);
    }
    return out;
}

namespace {

QString phaseId(GamePhase p)
{
    switch (p) {
    case GamePhase::RoundStart: return u"round-start"_s;
    case GamePhase::Turn: return u"turn"_s;
    case GamePhase::StageOver: return u"stage-over"_s;
    case GamePhase::GameOver: return u"game-over"_s;
    }
    return {};
}

QJsonObject damageJson(const DamageCounts &d)
{
    return {{u"gear"_s, d.gear}, {u"brake"_s, d.brake}, {u"coast"_s, d.coast}, {u"boost"_s, d.boost}};
}

QJsonObject cardJson(const TimeCardTaken &c)
{
    QJsonObject o{{u"gear"_s, c.gear}, {u"seconds"_s, c.seconds}, {u"side"_s, TimeCardTaken::sideId(c.side)}};
    if (c.side == TimeCardTaken::Side::Zero)
        o.insert(u"back"_s, enumId(c.back));
    if (c.entered)
        o.insert(u"entered"_s, true);
    else
        o.insert(u"confidence"_s, enumId(c.confidence));
    return o;
}

QJsonArray names(const QList<int> &indices, const GameSetup &setup)
{
    QJsonArray a;
    for (int i : indices)
        a.append(setup.players.value(i).name);
    return a;
}

} // namespace

QJsonObject GameState::toJson(const GameSetup &setup) const
{
    const Game game = setup.game();
    QJsonObject o{{u"phase"_s, phaseId(phase(setup))}, {u"round"_s, round}};
    if (game == Game::GT) {
        o.insert(u"roundColour"_s, roundColour() == RoundColour::White ? u"white"_s : u"black"_s);
        o.insert(u"weather"_s, enumId(rules.weather));
    } else {
        o.insert(u"stage"_s, stage + 1);
        o.insert(u"terrain"_s, rules.terrain);
    }
    const int active = activeCar();
    o.insert(u"active"_s, active >= 0 ? QJsonValue(setup.players[active].name) : QJsonValue());
    o.insert(u"order"_s, names(orderIndex, setup));
    o.insert(u"finishOrder"_s, names(finishOrder, setup));
    QJsonArray list;
    for (int i = 0; i < cars.size(); ++i) {
        const CarGame &c = cars[i];
        QJsonObject j{{u"name"_s, setup.players[i].name},
                      {u"class"_s, c.car.carClass},
                      {u"tyres"_s, c.car.tyres},
                      {u"gear"_s, c.car.gear.text()},
                      {u"location"_s, enumId(c.car.location)},
                      {u"status"_s, carStatusId(c.status)},
                      {u"damage"_s, damageJson(c.car.damage)},
                      {game == Game::GT ? u"focus"_s : u"seconds"_s, c.car.focus},
                      {u"turns"_s, c.turns},
                      {u"placement"_s, QJsonObject{{u"rank"_s, c.placement.rank}, {u"position"_s, c.placement.position}}}};
        if (c.finishPlace > 0)
            j.insert(u"finishPlace"_s, c.finishPlace);
        if (rules.sisu)
            j.insert(u"sisu"_s, c.car.sisu);
        if (game == Game::GT) {
            j.insert(u"lapsDone"_s, c.car.lapsDone);
            if (c.car.tyres == "soft"_L1)
                j.insert(u"softTyreTurns"_s, c.car.softTyreTurns);
            j.insert(u"yellowFlags"_s, marksOf(TrackMark::Kind::YellowFlag, i));
            if (!c.soloTurns.isEmpty()) {
                QJsonArray turns;
                for (const SoloTurnRecord &t : c.soloTurns.items())
                    turns.append(t.endGear.text());
                j.insert(u"soloTurns"_s, turns);
            }
        } else {
            j.insert(u"spareTyre"_s, c.car.spareTyre);
            j.insert(u"startOrder"_s, c.startOrder);
            QJsonArray cards;
            for (const TimeCardTaken &t : c.timeCards)
                cards.append(cardJson(t));
            j.insert(u"timeCards"_s, cards);
            j.insert(u"stageTime"_s, stageTime(StageEntry{{}, {c.timeCardSeconds()}, c.car.focus, 0, false}));
            QJsonArray done;
            for (const StageRecord &r : c.stages) {
                QJsonObject s{{u"retired"_s, r.retired}, {u"spareTyre"_s, r.spareTyre},
                              {u"carried"_s, damageJson(r.carried)}};
                s.insert(u"time"_s, r.time ? QJsonValue(*r.time) : QJsonValue());
                if (r.penaltyTokens)
                    s.insert(u"penaltyTokens"_s, r.penaltyTokens);
                done.append(s);
            }
            j.insert(u"stages"_s, done);
        }
        list.append(j);
    }
    o.insert(u"cars"_s, list);
    if (game == Game::Dirt)
        o.insert(u"minusOneTokens"_s, marksOf(TrackMark::Kind::MinusOne));
    else
        o.insert(u"yellowFlags"_s, marksOf(TrackMark::Kind::YellowFlag));
    return o;
}

} // namespace Pacenotes
