// SPDX-License-Identifier: GPL-3.0-or-later
// Game windows for view and app tests: a window on a new session, and the languages and sizes
// every game picture is taken at.
#pragma once

#include "game/gamesession.h"
#include "game/gamewindow.h"

#include <QSize>
#include <QTest>

namespace Pacenotes::TestGame {

/// A game window on a new session of `setup`, shown at `size` (fatal when the setup cannot be played).
inline GameWindow *openGameWindow(const GameSetup &setup, const QSize &size = {1280, 820})
{
    QString error;
    std::unique_ptr<GameSession> g = GameSession::create(setup, &error);
    if (!g)
        qFatal("%s", qPrintable(error));
    auto *w = new GameWindow(std::move(g));
    w->resize(size);
    w->show();
    return w;
}

/// Rows "lang" × "size": English and Russian at 1280 × 820 and 1024 × 700.
inline void addScreenRows()
{
    using namespace Qt::StringLiterals;
    QTest::addColumn<QString>("lang");
    QTest::addColumn<QSize>("size");
    QTest::newRow("en") << u"en"_s << QSize(1280, 820);
    QTest::newRow("ru") << u"ru"_s << QSize(1280, 820);
    QTest::newRow("en-small") << u"en"_s << QSize(1024, 700);
    QTest::newRow("ru-small") << u"ru"_s << QSize(1024, 700);
}

} // namespace Pacenotes::TestGame
