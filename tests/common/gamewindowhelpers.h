// SPDX-License-Identifier: GPL-3.0-or-later
// Game windows for view and app tests: a window on a new session, and the languages and sizes
// every game picture is taken at.
#pragma once

#include "gamehelpers.h"

#include "game/gamewindow.h"
#include "itemmodels/moveplanmodel.h"

#include <QSize>
#include <QTest>

namespace Pacenotes::TestGame {

/// A game window on a new session of `setup`, shown at `size` (fatal when the setup cannot be played).
inline GameWindow *openGameWindow(const GameSetup &setup, const QSize &size = {1280, 820})
{
    auto *w = new GameWindow(startGame(setup));
    w->resize(size);
    w->show();
    return w;
}

/// Lays "1 2 3" with the third space an orange corner of limit 3: a plan with odds to show.
inline bool layPlanIntoACorner(MovePlanModel *plan)
{
    for (QChar c : QStringLiteral("123"))
        if (!plan->pressChar(c))
            return false;
    SpaceInfo corner = plan->space(2);
    corner.limit = 3;
    corner.danger = Danger::Orange;
    return plan->setSpace(2, corner);
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
