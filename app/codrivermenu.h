// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QMainWindow;

namespace Pacenotes {

/**
 * Adds Tools ▸ Co-driver… (the co-driver on its own: the car and the road ahead typed in) to
 * `window`'s menu bar: to the Tools menu another part already added (object name "toolsMenu"),
 * or a new one before Help. The co-driver window is created on first use and kept while
 * `window` lives.
 */
void installCoDriverMenu(QMainWindow *window);

} // namespace Pacenotes
