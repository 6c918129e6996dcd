// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QMainWindow;

namespace Pacenotes {

class RecordsActions;

/**
 * Adds the "Records" menu (new solo score sheet, new rally sheet, history and personal bests,
 * printing blank sheets) to `window`'s menu bar, before a Help menu if there is one. The
 * menu's state (the records database, open sheet windows) lives as long as `window`.
 * Returns the menu's actions (owned by `window`).
 */
RecordsActions *installRecordsMenu(QMainWindow *window);

} // namespace Pacenotes
