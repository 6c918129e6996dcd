// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/damagetokens.h"
#include "rules/carstate.h"
#include "rules/racerules.h"
#include "rules/pitstop.h"
#include "rules/plannedmove.h"
#include "rules/timecards.h"

#include <QJsonArray>
#include <QJsonObject>

namespace Pacenotes {

/**
 * The inverse of RefereeRequest: writes the parts of a referee request (docs/referee-json.md,
 * section 1) so that RefereeRequestParts reads them back unchanged. Defaults are left out, so
 * a plain space is `{}` and a step is `{"dice": "4"}`. Used by the game log (docs/game-log.md),
 * which records every move in the referee's words.
 */
namespace RequestJsonWriter {
QJsonObject rules(const RaceRules &rules);
QJsonObject car(const CarState &car, Game game);
QJsonObject move(const PlannedMove &move, Game game);
QJsonObject step(const PlannedStep &step, Game game);
QJsonObject space(const SpaceInfo &space, Game game);
/// "5", "2+BB", "C"...
QString dice(const StepDice &dice);
QJsonObject lossCard(const TimeCardBack &card);
QJsonArray damage(const QList<DamageToken> &tokens);
QString shortcut(ShortcutResult result);
/// The table's choice only: lane, new tyres, centre lane (the end gear and space come from the move).
QJsonObject pitStopChoice(const PitStopRequest &request);
} // namespace RequestJsonWriter

} // namespace Pacenotes
