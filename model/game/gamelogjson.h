// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gameaction.h"
#include "gamesetup.h"

#include <QJsonArray>
#include <QJsonObject>

#include <optional>

namespace Pacenotes {

class GameSession;
class JsonScope;

/**
 * The game log as JSON (docs/game-log.md): the setup and every action as the players entered it
 * — the move, the dice results, tokens, cards — in the referee's vocabulary (docs/referee-json.md),
 * plus, in an export, what the referee said (headline, rulings) and the final state. Reading is
 * strict like the referee's: an unknown key or a value of the wrong type is an error with its
 * path; the outputs of an export are accepted and ignored (the replay recomputes them).
 */
namespace GameLogJson {

inline constexpr qsizetype kMaxDocument = 32 * 1024 * 1024;
inline constexpr int kMaxActions = 100000;

QJsonObject setup(const GameSetup &setup);
/// Reads and checks a setup (its players' classes against the data with its own corrections).
std::optional<GameSetup> readSetup(const QJsonObject &object, QString *error);

QJsonObject action(const ActionInput &input, const GameSetup &setup);
std::optional<ActionInput> readAction(const QJsonObject &object, const GameSetup &setup, const RulesData &data, QString *error,
                                      const QString &path = {});

/// An action with what the referee made of it: round, stage, headline and rulings.
QJsonObject entry(const GameAction &action, const GameSetup &setup);

/// The whole game: format header, setup, every action with its rulings, the current state.
QJsonObject document(const GameSession &session);

struct Document
{
    GameSetup setup;
    QList<ActionInput> actions;
};
/// Reads an exported log (or a hand-written one with only setup and actions).
std::optional<Document> readDocument(const QByteArray &json, QString *error);

} // namespace GameLogJson

} // namespace Pacenotes
