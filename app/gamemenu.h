// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QMainWindow;

namespace Pacenotes {

class GameController;
class GameDataActions;
class GameSetupActions;
class RecordsActions;
class TrackDocument;

/**
 * Adds the Game menu (object name "gameMenu") to `window`'s menu bar, before Records, Tools or
 * Help: start a game, resume the last game in progress. Returns the controller that opens the
 * game windows (owned by `window`): the New Game wizard and the sessions list call its
 * startGame() / resumeGame(). `data` opens the game-data editor from the dashboards, `records`
 * keeps finished laps and stages, `document` is the designer's track (a game on "the current
 * track" plays on it when it is saved and of the game's kind); any may be nullptr.
 *
 * Until the New Game wizard joins, "Quick Game" starts a game of each kind with the defaults
 * (GameSetup::defaults: two players, or one for the solo lap) on the designer's track.
 */
GameController *installGameMenu(QMainWindow *window, GameDataActions *data, RecordsActions *records,
                                const TrackDocument *document);

/**
 * Joins the New Game wizard and the sessions list (`setup`) to the game windows (`games`): one
 * games file for both, every game started or resumed there opened in its window (an open game
 * raised, never opened twice), and File ▸ New Game… also at the top of the Game menu.
 */
void connectGameSetup(GameController *games, GameSetupActions *setup);

} // namespace Pacenotes
