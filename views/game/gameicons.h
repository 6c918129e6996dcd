// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/tileside.h"

#include <QColor>
#include <QIcon>

namespace Pacenotes {

/// Small pictures the game's views share.
namespace GameIcons {
/// A square of the player's colour with a thin outline (white cars stay visible).
QIcon colourChip(const QColor &colour, int size = 14);
/// A tile's danger colour as the game's panels show it (transparent for none).
QColor dangerColour(Danger danger);
} // namespace GameIcons

} // namespace Pacenotes
