// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gamesetup.h"
#include "gamestate.h"
#include "records/rally.h"
#include "records/sololap.h"

#include <optional>

namespace Pacenotes {

/**
 * What a game leaves in the records (Records menu, score sheets): a finished GT solo lap is a
 * SoloLap (its times come from SoloTiming), DIRT stages are a Rally whose completed stages carry
 * each player's stage time (the standings come from RallyStandings). Derived from the state,
 * never stored in it, so undoing the last turn of a lap takes the lap back out of the records.
 */
namespace GameRecords {

/// The solo lap once the car has crossed the finish line; nullopt before (or for other games).
std::optional<SoloLap> soloLap(const GameSetup &setup, const GameState &state, const QString &notes);

/// The rally sheet with every stage completed so far; nullopt for GT or before the first stage ends.
std::optional<Rally> rally(const GameSetup &setup, const GameState &state, const QString &notes);

/// Stage results of `state` as the rally sheet writes them, whether or not the stage is over:
/// the order for the next stage and the standings come from RallyStandings over this.
Rally rallySoFar(const GameSetup &setup, const GameState &state, const QString &notes = {});

} // namespace GameRecords

} // namespace Pacenotes
