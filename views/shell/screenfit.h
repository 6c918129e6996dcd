// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QSize>

class QWidget;

namespace Pacenotes::ScreenFit {

/// The room a window has on the screen it shows on (the primary screen before it is shown).
QSize available(const QWidget *window);
/// True on screens like a 1024 × 700 laptop, where the designer's panels are tabbed.
bool isSmall(const QWidget *window);
/// Resizes `window` to `preferred`, never larger than its screen leaves room for (with the
/// window frame): a dialog taller than a small screen hides its buttons.
void resize(QWidget *window, QSize preferred);

} // namespace Pacenotes::ScreenFit
