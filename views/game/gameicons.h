// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QIcon>

namespace Pacenotes {

/// Small pictures the game's views share.
namespace GameIcons {
/// A square of the player's colour with a thin outline (white cars stay visible).
QIcon colourChip(const QColor &colour, int size = 14);
} // namespace GameIcons

} // namespace Pacenotes
