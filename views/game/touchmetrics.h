// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QWidget;

namespace Pacenotes {

/**
 * Touch targets at the table: a finger needs about 9 mm, whatever the screen. The size in
 * logical pixels comes from the logical DPI of the screen the widget is on (a 96-DPI desktop:
 * 34 px; a 160-DPI tablet: 57 px), so the game's buttons stay tappable on a tablet beside the
 * board without being huge on a laptop.
 */
namespace TouchMetrics {
inline constexpr double kTargetMillimetres = 9.0;

/// 9 mm in logical pixels on `widget`'s screen (the primary screen when it has none yet).
int minimumTarget(const QWidget *widget);
/// Makes `widget` at least 9 mm tall (and wide, when `square`).
void makeTouchable(QWidget *widget, bool square = false);
} // namespace TouchMetrics

} // namespace Pacenotes
