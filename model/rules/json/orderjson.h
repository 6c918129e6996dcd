// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/turnorder.h"

#include <QJsonObject>

#include <optional>

namespace Pacenotes::OrderJson {

struct Request
{
    Game game = Game::GT;
    int round = 0;
    bool leaderDice = true;
    QList<OrderCar> cars;
};

/// Reads an order request (docs/referee-json.md, "Order of play"); nullopt with a message.
std::optional<Request> read(const QByteArray &json, QString *error);
QJsonObject write(const PlayOrder &order, Game game);
/// Reads, orders and writes; nullopt with a translated message when the request is invalid.
std::optional<QJsonObject> answer(const QByteArray &json, QString *error);

} // namespace Pacenotes::OrderJson
