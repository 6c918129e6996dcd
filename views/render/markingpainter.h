// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/tileside.h"

#include <QPointF>

class QPainter;

namespace Pacenotes {

/**
 * Draws a tile-level marking as a small upright pictogram: a speed-limit sign with its number,
 * the sign plus a warning triangle (limit + hazard), the warning triangle alone (hazard), a
 * diamond with the shortcut's limit, a ramp with the jump value, waves for water and a
 * mountain for the Climb expansion. `radius` is in the painter's units.
 */
namespace MarkingPainter {
void paint(QPainter *painter, const Marking &marking, QPointF centre, double radius, bool detailed);
} // namespace MarkingPainter

} // namespace Pacenotes
