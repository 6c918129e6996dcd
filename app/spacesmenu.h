// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace Pacenotes {

class MainWindow;
class SpacesActions;

/**
 * Adds the "Spaces" menu (the Tile Spaces editor, packs, the overlay of tiles without space
 * data, Drive mode) to the main window, before its Help menu. Its state lives as long as the
 * window.
 */
SpacesActions *installSpacesMenu(MainWindow *window);

} // namespace Pacenotes
