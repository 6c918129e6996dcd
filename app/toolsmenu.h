// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QMainWindow;

namespace Pacenotes {

class GameDataActions;

/**
 * Adds Tools ▸ Game Data… to `window`'s menu bar: a Tools menu before Help (or the one another
 * part already added, by its object name "toolsMenu"). The returned actions live as long as
 * `window`; other parts open the editor at a value through them.
 */
GameDataActions *installToolsMenu(QMainWindow *window);

} // namespace Pacenotes
