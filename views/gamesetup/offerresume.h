// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>

#include <optional>

class QWidget;

namespace Pacenotes {

class GameStore;

/**
 * At start: when a game was still in progress (the app was closed or killed during it), asks
 * whether to resume it exactly where it was — Resume, Later, or Sessions… for the whole list.
 * Returns the game to resume, or nothing (no game in progress, Later, or the list closed
 * without choosing). The message box's buttons are named "resumeButton", "laterButton" and
 * "sessionsButton"; the sessions dialog is a SessionsDialog.
 */
std::optional<qint64> offerResume(QWidget *parent, GameStore &store);

} // namespace Pacenotes
