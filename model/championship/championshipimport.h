// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "championship.h"

#include <QList>

#include <optional>

namespace Pacenotes {

struct GameAction;
struct GameSetup;
struct GameState;

/**
 * A game played in the app as a championship event. Only facts the game recorded are used: a GT
 * race's finishing order and the order cars retired in (from the log); a DIRT stage's or rally's
 * stage times, retirements and checkpoint penalties (the rally sheet's, GameRecords). A game
 * that cannot be classified from them — a solo lap, a race ended before every car finished or
 * retired — is refused with the reason, to be entered by hand.
 */
namespace ChampionshipImport {

/// The event of a game; entries name the players (`driver` is the player's name) until
/// matchDrivers() turns them into the season's driver ids.
std::optional<ChampionshipEvent> fromGame(const GameSetup &setup, const GameState &state, const QList<GameAction> &log,
                                          const QString &uuid, QString *error);
/// Replaces each entry's player name by the id of the season driver of that name (or id,
/// case-insensitive); names no driver has become new drivers (`added`, with their car).
ChampionshipEvent matchDrivers(const Championship &season, ChampionshipEvent event, QList<ChampionshipDriver> *added);

} // namespace ChampionshipImport

} // namespace Pacenotes
