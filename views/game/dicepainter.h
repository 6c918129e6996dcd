// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/rulestypes.h"

#include <QColor>

class QPainter;
class QRectF;

namespace Pacenotes {

/**
 * Dice as the players know them: black Gear dice, white Coast, red Brake, green Boost and
 * orange Leader (DIRT) dice, a rounded square with a label (the gear number or the key).
 * Shared by the dice pad, the dashboards and the plan table.
 */
namespace DicePainter {
QColor face(DieKind kind);
QColor ink(DieKind kind);
/// A die filling `rect` (square, centred); `enabled` false draws it faded, `crossed` as a die
/// lost to damage: an empty dashed outline with a black-and-white cross, not a filled die.
void paint(QPainter *painter, const QRectF &rect, DieKind kind, const QString &label, bool enabled = true,
           bool crossed = false);
} // namespace DicePainter

} // namespace Pacenotes
