// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "damagetokens.h"
#include "game/carstate.h"
#include "game/racerules.h"
#include "pitstop.h"
#include "plannedmove.h"
#include "timecards.h"
#include "turnoutcome.h"

#include <optional>

namespace Pacenotes {

class RulesData;

/**
 * A question for the referee, as read from JSON (docs/referee-json.md): the rules in force, the
 * car, and any of a planned move (validated; resolved when results are given or a seed rolls
 * them), a Flat Out re-layout to check, the flipped DIRT Time card, the damage tokens drawn, a
 * pit stop or spare tyre, and the start of a turn.
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

    /// Reads a request; nullopt with a translated message (and the JSON path) on any problem.
    static std::optional<RefereeRequest> fromJson(const QByteArray &json, const RulesData &data, QString *error);
};

} // namespace Pacenotes
