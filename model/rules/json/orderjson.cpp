// SPDX-License-Identifier: GPL-3.0-or-later
#include "orderjson.h"
#include "rules/trcontexts.h"

#include "datajson.h"
#include "refereejson.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>

namespace Pacenotes::OrderJson {

using namespace Qt::StringLiterals;

std::optional<Request> read(const QByteArray &json, QString *error)
{
    JsonErrors errors;
    Request req;
    const auto done = [&]() -> std::optional<Request> {
        if (errors.ok())
            return req;
        if (error)
            *error = errors.message;
        return std::nullopt;
    };
    const std::optional<QJsonObject> root = readRequestObject(json, &errors);
    if (!root)
        return done();
    const JsonScope s(*root, {}, &errors);
    s.allowOnly({"game"_L1, "round"_L1, "leaderDice"_L1, "cars"_L1});
    if (!s.has("game"_L1))
        s.fail("game"_L1, JsonInputTr::tr("say which game: \"gt\" or \"dirt\""));
    req.game = s.choice("game"_L1, Game::GT);
    req.round = s.integer("round"_L1, 0, 9999, 0);
    req.leaderDice = s.boolean("leaderDice"_L1, true);
    if (req.game == Game::GT && s.has("round"_L1))
        s.fail("round"_L1, JsonInputTr::tr("the staggered start is for DIRT stages"));
    const QJsonArray cars = s.array("cars"_L1, 64);
    if (cars.isEmpty() && s.ok())
        s.fail("cars"_L1, JsonInputTr::tr("list the cars to order"));
    QStringList ids;
    for (int i = 0; i < cars.size() && errors.ok(); ++i) {
        const JsonScope c = JsonScope::element(cars, i, s.path("cars"_L1), &errors);
        c.allowOnly({"id"_L1, "gear"_L1, "distance"_L1, "position"_L1, "onTrack"_L1, "leftTrack"_L1, "startOrder"_L1,
                     "finished"_L1});
        OrderCar car;
        car.id = c.string("id"_L1, {}, 60);
        if (car.id.isEmpty())
            c.fail("id"_L1, JsonInputTr::tr("every car needs an id"));
        else if (ids.contains(car.id))
            c.fail("id"_L1, JsonInputTr::tr("two cars have this id"));
        ids << car.id;
        if (!c.has("gear"_L1))
            c.fail("gear"_L1, DataJson::missing());
        car.gear = DataJson::readGearMarker(c, "gear"_L1, GearMarker{});
        if (!c.has("distance"_L1))
            c.fail("distance"_L1, JsonInputTr::tr("give how far along the track the front edge of the car's space is"));
        car.distance = c.number("distance"_L1, -1e6, 1e6, 0);
        car.position = c.integer("position"_L1, 0, 9, -1);
        car.onTrack = c.boolean("onTrack"_L1, !car.gear.isOffTrack());
        car.leftTrack = c.integer("leftTrack"_L1, 0, 99999, -1);
        car.startOrder = c.integer("startOrder"_L1, 0, 99, 0);
        car.finished = c.boolean("finished"_L1, false);
        if (req.game == Game::Dirt && car.gear.isOffTrack())
            c.fail("gear"_L1, JsonInputTr::tr("DIRT has no 00: a car off the track has the 0 side of its Time card"));
        req.cars.append(car);
    }
    return done();
}

QJsonObject write(const PlayOrder &order, Game game)
{
    QJsonArray reasons;
    for (const OrderReason &r : order.reasons)
        reasons.append(QJsonObject{{u"ahead"_s, r.ahead},
                                   {u"behind"_s, r.behind},
                                   {u"criterion"_s, enumId(r.criterion)},
                                   {u"rule"_s, RuleBook::code(r.rule)},
                                   {u"reference"_s, RuleBook::referenceText(r.rule, game)},
                                   {u"explanation"_s, r.explanation}});
    QJsonArray entering;
    for (const QString &id : order.entering)
        entering.append(QJsonObject{{u"id"_s, id}, {u"gear"_s, GearMarker{}.text()}});
    QJsonObject o{{u"game"_s, enumId(game)},
                  {u"order"_s, QJsonArray::fromStringList(order.order)},
                  {u"reasons"_s, reasons},
                  {u"waiting"_s, QJsonArray::fromStringList(order.waiting)},
                  {u"entering"_s, entering},
                  {u"finished"_s, QJsonArray::fromStringList(order.finished)},
                  {u"rulings"_s, RefereeJson::rulings(order.rulings)}};
    o.insert(u"leader"_s, order.leader.isEmpty() ? QJsonValue() : QJsonValue(order.leader));
    return o;
}

std::optional<QJsonObject> answer(const QByteArray &json, QString *error)
{
    const std::optional<Request> req = read(json, error);
    if (!req)
        return std::nullopt;
    return write(orderOfPlay(req->game, req->cars, req->round, req->leaderDice), req->game);
}

} // namespace Pacenotes::OrderJson
