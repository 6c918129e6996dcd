// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/damageeffects.h"
#include "rules/dirtloss.h"
#include "rules/flatoutrearrangement.h"
#include "rules/movevalidator.h"
#include "rules/pitstop.h"
#include "rules/stagerules.h"
#include "rules/turnoutcome.h"
#include "rules/turnstart.h"

#include <QJsonArray>
#include <QJsonObject>

namespace Pacenotes {

struct RefereeRequest;

/**
 * The referee on JSON (`pacenotes referee`; docs/referee-json.md): reads a request, rules on it
 * and writes the verdict. The writers are public so that other front ends (the referee panel,
 * tests) can show the same fields.
 */
namespace RefereeJson {

/// Answers a request; nullopt with a translated message when the request is invalid.
std::optional<QJsonObject> answer(const QByteArray &request, const RulesData &data, QString *error);
QJsonObject answer(const RefereeRequest &request, const RulesData &data);

QJsonObject ruling(const Ruling &r);
QJsonArray rulings(const Rulings &list);
QJsonObject verdict(const MoveVerdict &v, const CarState &car, Game game);
QJsonObject outcome(const TurnOutcome &o, Game game);
QJsonObject lossOption(const LossOption &o, Game game);
QJsonObject dirtLoss(const DirtLossResult &r);
QJsonObject damage(const DamageEffects &e);
QJsonObject pitStop(const PitStopVerdict &v);
QJsonObject turnStart(const TurnStart &s);
QJsonArray results(const RollResults &r);
QJsonObject soloLap(const SoloTiming &timing, const QList<GearMarker> &turns, int focus);
QJsonObject stageTime(const StageTimeVerdict &v, const StageEntry &entry, bool retired);
QJsonObject assistance(const AssistanceVerdict &v);
QJsonObject damageCounts(const DamageCounts &d);

} // namespace RefereeJson
} // namespace Pacenotes
