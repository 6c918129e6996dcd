// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/tileside.h"

#include <QColor>

namespace Pacenotes {

/**
 * The colours of drawn tiles, in one place so that screen, thumbnails and print agree.
 * Chosen for contrast on screen and in greyscale print: dark roads on a light ground for
 * asphalt and gravel, a blue-grey road on white for snow.
 */
namespace TileStyle {
QColor ground(Terrain terrain, TileRole role);
QColor road(Terrain terrain);
QColor kerb(Terrain terrain);
QColor laneLine(Terrain terrain);
QColor danger(Danger danger);
QColor outline();
QColor labelText();
QColor labelBackground();
} // namespace TileStyle

} // namespace Pacenotes
