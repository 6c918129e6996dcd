// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QMainWindow;

namespace Pacenotes {

class ChampionshipActions;
class GameController;
class GameSetupActions;

/**
 * Puts Championships… and New Championship… in the Game menu, reads finished games from the games
 * file `games` uses, offers every game that ends (GT race, DIRT stage or rally) to a championship,
 * and answers the sessions list's "Add to Championship…" (`setup`). The actions and the open
 * season windows live as long as `window`.
 */
ChampionshipActions *installChampionshipMenu(QMainWindow *window, GameController *games, GameSetupActions *setup);

} // namespace Pacenotes
