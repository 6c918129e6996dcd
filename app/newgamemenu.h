// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QMainWindow;
class QMenu;

namespace Pacenotes {

class GameSetupActions;
class TrackDocument;
class TrackLibrary;

/**
 * Puts the way into a game on `window`'s menus: File ▸ New Game… (Ctrl+Shift+N) after the
 * file menu's first action, and Game ▸ Sessions… in a Game menu (made before Records, Tools or
 * Help when no other part made one; found by its object name "gameMenu"). The wizard is given
 * the designer's track (`document`), the track library and the user's data corrections. The
 * actions live as long as `window`; a game window installs itself with setGameOpener().
 */
GameSetupActions *installNewGameMenu(QMainWindow *window, QMenu *fileMenu, const TrackDocument *document, TrackLibrary *library);

/// At start: offers to resume a game left in progress (nothing when there is none).
void offerResumeAtStart(QMainWindow *window);

} // namespace Pacenotes
