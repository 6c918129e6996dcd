// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "codriver.h"
#include "rollorstop.h"

#include <QJsonObject>

#include <optional>

namespace Pacenotes {

/// "Roll or stop?" asked on the command line: a plan in the referee's notation and its results.
struct RollQuestion
{
    PlannedMove move;
    RollResults results;
};

/// A co-driver request read from JSON (docs/codriver.md).
struct CoDriverJsonRequest
{
    CoDriverRequest request;
    bool hasRoad = false;
    QList<QJsonObject> spaceJson;           ///< each road space as written (to give plans back in the referee's notation)
    Attitude attitude = Attitude::Balanced; ///< for "roll or stop?"
    std::optional<RollQuestion> rollOrStop;
    /// Add the threads used and the time taken to the answer (`codriver --timing`); without
    /// them the same request always gives the same bytes.
    bool timing = false;
};

/**
 * The co-driver on JSON (`pacenotes codriver`): a request is the referee's (game, rules, car,
 * DIRT start space) without a move, plus the road ahead and options; the answer is the front,
 * the suggestions and, when asked, "roll or stop?". The referee's own reader reads the rules,
 * the car and every space, so both commands accept exactly the same fields.
 */
namespace CoDriverJson {

/// Reads a request; nullopt with a translated message naming the JSON path on any problem.
std::optional<CoDriverJsonRequest> read(const QByteArray &json, const RulesData &data, QString *error);
/// The answer to a request (runs the co-driver); `exitCode` is set like the referee's.
QJsonObject answer(const CoDriverJsonRequest &request, const RulesData &data, int *exitCode);

QJsonObject plan(const CoDriverPlan &plan, const CoDriverJsonRequest &request);
QJsonObject result(const CoDriverResult &result, const CoDriverJsonRequest &request);
QJsonObject advice(const RollAdvice &advice, Game game);
QJsonObject style(const PlayStyle &style);

} // namespace CoDriverJson
} // namespace Pacenotes
