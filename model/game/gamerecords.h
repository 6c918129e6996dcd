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

/// GT solo: the score sheet as it stands after the turns played so far (finished once the car
/// crossed the finish line); nullopt for other games.
std::optional<SoloLap> soloSoFar(const GameSetup &setup, const GameState &state, const QString &notes = {});

/// GT solo: the sheet's running figures, from SoloTiming over soloSoFar() — the same arithmetic
/// as the solo score sheet, so the game window and the sheet never disagree.
struct SoloFigures
{
    int turns = 0;
    int trackTime = 0;   ///< Σ seconds for each turn's end gear so far
    int focus = 0;       ///< Focus tokens held now (left at the end)
    int finalTime = 0;   ///< track time minus the Focus tokens: the final time if the lap ended now
    bool finished = false;
};
std::optional<SoloFigures> soloFigures(const GameSetup &setup, const GameState &state, const SoloTiming &timing);

/// The rally sheet with every stage completed so far; nullopt for GT or before the first stage ends.
std::optional<Rally> rally(const GameSetup &setup, const GameState &state, const QString &notes);

/// Stage results of `state` as the rally sheet writes them, whether or not the stage is over:
/// the order for the next stage and the standings come from RallyStandings over this.
Rally rallySoFar(const GameSetup &setup, const GameState &state, const QString &notes = {});

} // namespace GameRecords

} // namespace Pacenotes
