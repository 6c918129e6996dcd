// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "championship.h"
#include "championshipcheck.h"

#include <QJsonObject>

#include <optional>

namespace Pacenotes {

class ChampionshipStandings;
class JsonScope;
struct JsonErrors;

/**
 * The season as JSON (docs/championship.md): what `pacenotes championship standings` reads, the
 * window exports and the store keeps per event. The reader is strict like the referee's: every
 * key known, every value checked, the first problem reported with its path
 * ("events[2].results[1].place: …"); then the season's own checks (ChampionshipCheck) run, and
 * their warnings are handed back. Nothing is half-read: a season is returned whole or not at all.
 */
namespace ChampionshipJson {

inline constexpr QLatin1StringView kFormat{"pacenotes-championship"};

/// `warnings` gets the checks' warnings (a points table that is not decreasing).
std::optional<Championship> read(const QByteArray &json, QString *error, SeasonProblems *warnings = nullptr);
QJsonObject write(const Championship &season);

/// One event, as in the season's "events" array (the store keeps each event this way).
QJsonObject writeEvent(const ChampionshipEvent &event);
/// Reads an event's shape (no season checks); the first problem in `errors`.
ChampionshipEvent readEvent(const JsonScope &scope, const Championship &season);
QJsonObject writeRules(const SeasonRules &rules);
SeasonRules readRules(const JsonScope &scope);

/// The standings of a season as the command line prints them with --json.
QJsonObject standings(const Championship &season, const ChampionshipStandings &standings, const SeasonProblems &warnings);
/// The answer to `pacenotes championship standings`: nullopt with `error` for bad input.
std::optional<QJsonObject> answer(const QByteArray &json, QString *error);

} // namespace ChampionshipJson

} // namespace Pacenotes
