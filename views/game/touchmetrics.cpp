// SPDX-License-Identifier: GPL-3.0-or-later
#include "touchmetrics.h"

#include <QGuiApplication>
#include <QScreen>
#include <QWidget>

#include <cmath>

namespace Pacenotes::TouchMetrics {

int minimumTarget(const QWidget *widget)
{
    const QScreen *screen = widget && widget->screen() ? widget->screen() : QGuiApplication::primaryScreen();
    const double dpi = screen ? screen->logicalDotsPerInch() : 96.0;
    return int(std::ceil(kTargetMillimetres / 25.4 * (dpi > 0 ? dpi : 96.0)));
}

void makeTouchable(QWidget *widget, bool square)
{
    if (!widget)
        return;
    const int target = minimumTarget(widget);
    widget->setMinimumHeight(qMax(widget->minimumHeight(), target));
    if (square)
        widget->setMinimumWidth(qMax(widget->minimumWidth(), target));
}

} // namespace Pacenotes::TouchMetrics
