// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/damagetokens.h"
#include "rules/carstate.h"
#include "rules/racerules.h"
#include "rules/pitstop.h"
#include "rules/plannedmove.h"
#include "rules/timecards.h"
#include "rules/turnoutcome.h"

#include <optional>

namespace Pacenotes {

class JsonScope;
class RulesData;

/**
 * A question for the referee, as read from JSON (docs/referee-json.md): the rules in force, the
 * car, and any of a planned move (validated; resolved when results are given or a seed rolls
 * them), a Flat Out re-layout to check, the flipped DIRT Time card, the damage tokens drawn, a
 * pit stop or spare tyre, the start of a turn, a GT solo lap's times, a DIRT stage time and
 * Assistance.
 */
struct RefereeRequest
{
    RaceRules rules;
    CarState car;
    std::optional<PlannedMove> move;
    std::optional<RollResults> results;
    std::optional<quint32> seed;           ///< roll the dice (and draw cards/tokens) from this seed
    std::optional<PlannedMove> rearranged; ///< a Flat Out re-layout; its results in rearrangedResults
    RollResults rearrangedResults;
    std::optional<TimeCardBack> lossCard;  ///< DIRT: the 0 side flipped after a Loss of Control
    std::optional<QList<DamageToken>> damage; ///< tokens drawn (for a LoC, or the bag draw to apply)
    std::optional<ShortcutResult> shortcut;   ///< DIRT: the shortcut side drawn
    std::optional<PitStopRequest> pitStop;
    bool pitStopFromMove = false;          ///< no endGear given: take it from the resolved move
    bool spareTyre = false;
    std::optional<bool> turnStart;         ///< the start of the turn; the value: the car's space is free
    /// GT solo: a whole lap's turn-end gear markers and the Focus tokens left (the score sheet).
    struct SoloLap
    {
        QList<GearMarker> turns;
        int focus = 0;
    };
    std::optional<SoloLap> soloLap;
    /// DIRT: the stage's Time cards and Seconds left, checkpoint tokens, or a retirement.
    struct Stage
    {
        QList<int> timeCards;
        int secondsLeft = 0;
        int penaltyTokens = 0;
        bool retired = false;
        int slowest = 0;                   ///< retired: the slowest finishing time of the stage
    };
    std::optional<Stage> stage;
    bool assistance = false;               ///< DIRT: what Assistance restores before the next stage

    /// Reads a request; nullopt with a translated message (and the JSON path) on any problem.
    static std::optional<RefereeRequest> fromJson(const QByteArray &json, const RulesData &data, QString *error);
};

/**
 * The parts of a request, for other documents that speak the same vocabulary (the game log,
 * docs/game-log.md): each reads one field as `pacenotes referee` does, recording the first
 * problem in the scope's JsonErrors. The writers are in RequestJsonWriter.
 */
namespace RefereeRequestParts {
void rules(const JsonScope &scope, Game game, const RulesData &data, RaceRules &rules);
void car(const JsonScope &scope, const RaceRules &rules, const RulesData &data, CarState &car);
/// With `carClass`, a die the class does not have is refused (as `pacenotes referee` does).
PlannedMove move(const JsonScope &scope, Game game, const RulesData &data, const QString &carClass = {});
/// `parent[key]`: one "!-" string (or "secured") per step.
RollResults results(const JsonScope &parent, QLatin1StringView key, const RulesData &data);
TimeCardBack lossCard(const JsonScope &scope, const RulesData &data);
PitStopRequest pitStop(const JsonScope &scope, Game game, const RulesData &data, const QString &carClass = {});
/// `parent[key]`: an array of damage token ids.
QList<DamageToken> damage(const JsonScope &parent, QLatin1StringView key, const RulesData &data);
/// `parent[key]`: "ok", "coast" or "minus-one".
ShortcutResult shortcut(const JsonScope &parent, QLatin1StringView key, const RulesData &data);
} // namespace RefereeRequestParts

} // namespace Pacenotes
