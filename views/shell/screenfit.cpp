// SPDX-License-Identifier: GPL-3.0-or-later
#include "screenfit.h"

#include <QGuiApplication>
#include <QScreen>
#include <QWidget>

namespace Pacenotes::ScreenFit {

namespace {
/// What the window manager's frame and title bar take, roughly.
constexpr QSize kFrame(16, 48);
/// Below this the designer's three columns leave the table too narrow.
constexpr QSize kSmall(1280, 800);
} // namespace

QSize available(const QWidget *window)
{
    const QScreen *screen = window && window->screen() ? window->screen() : QGuiApplication::primaryScreen();
    return screen ? screen->availableGeometry().size() : QSize(1024, 700);
}

bool isSmall(const QWidget *window)
{
    const QSize room = available(window);
    return room.width() < kSmall.width() || room.height() < kSmall.height();
}

void resize(QWidget *window, QSize preferred)
{
    const QSize room = available(window) - kFrame;
    window->resize(preferred.boundedTo(room).expandedTo(window->minimumSizeHint().boundedTo(room)));
}

} // namespace Pacenotes::ScreenFit
