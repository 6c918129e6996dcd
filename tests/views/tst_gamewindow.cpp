// SPDX-License-Identifier: GPL-3.0-or-later
// The game window as players use it, offscreen on a 1024 × 700 screen: a GT race played from the
// keyboard alone through the referee assistant (dice keys, results, Return for "next"), a DIRT
// turn ending on a Time card, every panel following the session (dashboards, round tracker, log,
// referee, co-driver) through a turn, its undo and redo, undo from the log with Ctrl+Z, the
// co-driver's plan laid out in the referee, games started and resumed through GameController;
// pictures of every panel in English and Russian, at 1280 × 820 and 1024 × 700
// (PACENOTES_KEEP_SHOTS).
#include "gamehelpers.h"
#include "keepshot.h"

#include "codriver/codriverjob.h"
#include "codriver/codriverpanel.h"
#include "codriver/roadaheadeditor.h"
#include "game/cardashboardview.h"
#include "gamedata/gamedataactions.h"
#include "gamedata/gamedatawindow.h"
#include "game/dashboardpanel.h"
#include "game/gamecodriverview.h"
#include "game/gamecontroller.h"
#include "game/gamelogpanel.h"
#include "game/gamestore.h"
#include "game/gametrackview.h"
#include "game/gamewindow.h"
#include "game/randomcomponentspanel.h"
#include "game/refereepanel.h"
#include "game/resolutionpanel.h"
#include "game/roundtrackerpanel.h"
#include "game/spaceeditor.h"
#include "game/touchmetrics.h"
#include "game/verdictview.h"
#include "i18n/translations.h"
#include "itemmodels/codriverfrontmodel.h"
#include "itemmodels/gamelogmodel.h"
#include "itemmodels/gameplayersmodel.h"
#include "itemmodels/moveplanmodel.h"
#include "itemmodels/roundordermodel.h"

#include <QAbstractButton>
#include <QCheckBox>
#include <QComboBox>
#include <QDockWidget>
#include <QGroupBox>
#include <QLabel>
#include <QListView>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableView>
#include <QTextBrowser>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <QUndoStack>

using namespace Pacenotes;
using namespace Pacenotes::TestGame;
using namespace Qt::StringLiterals;

namespace {
constexpr int kWait = 30000; // the co-driver's search, on a loaded machine

GameWindow *openGame(const GameSetup &setup, const QSize &size = {1280, 820})
{
    QString error;
    std::unique_ptr<GameSession> g = GameSession::create(setup, &error);
    if (!g)
        qFatal("%s", qPrintable(error));
    auto *w = new GameWindow(std::move(g));
    w->resize(size);
    w->show();
    w->activateWindow();
    return w;
}

void keys(QWidget *w, const QString &text)
{
    for (QChar c : text)
        QTest::keyClick(w, c.toLatin1());
}

QString cellText(QAbstractItemModel *m, int row, int column)
{
    return m->index(row, column).data().toString();
}

/// The rows of the round tracker that are the car playing now.
int playingRow(RoundOrderModel *order)
{
    for (int r = 0; r < order->rowCount(); ++r)
        if (RoundOrderModel::RowStatus(order->index(r, 0).data(RoundOrderModel::RowStatusRole).toInt())
            == RoundOrderModel::RowStatus::Playing)
            return r;
    return -1;
}

void showDock(QDockWidget *dock)
{
    dock->show();
    dock->raise();
    QCoreApplication::sendPostedEvents();
}
} // namespace

class tst_GameWindow : public QObject
{
    Q_OBJECT

private slots:
    void init() { Translations::install(u"en"_s); }
    void cleanupTestCase() { Translations::install(u"en"_s); }
    void keyboardOnlyGtTurn();
    void dirtTurnWithTimeCard();
    void everyPanelFollowsTheSession();
    void undoFromTheLog();
    void lowConfidenceOpensTheDataEditor();
    void touchTargets();
    void coDriverPlanGoesToTheReferee();
    void controllerStartsAndResumes();
    void screenshots_data();
    void screenshots();
};

void tst_GameWindow::keyboardOnlyGtTurn()
{
    QScopedPointer<GameWindow> w(openGame(gtRace({u"Anna"_s, u"Boris"_s})));
    QVERIFY(QTest::qWaitForWindowActive(w.data()));
    GameSession *g = w->session();
    QCOMPARE(g->phase(), GamePhase::RoundStart);

    QTest::keyClick(w.data(), Qt::Key_Return); // start the round
    QCOMPARE(g->phase(), GamePhase::Turn);
    QCOMPARE(g->activeCar(), 0);
    MovePlanModel *plan = w->referee()->planModel();
    VerdictView *verdict = w->referee()->verdictView();
    keys(w.data(), u"1"_s);
    QCOMPARE(plan->rowCount(), 1);
    const QString afterOne = verdict->headline()->text();
    keys(w.data(), u"23"_s);
    QCOMPARE(plan->rowCount(), 3);
    QVERIFY(verdict->headline()->text() != afterOne); // the live verdict follows every key
    QVERIFY2(plan->verdict().legal(), qPrintable(verdict->headline()->text()));
    // Backspace takes the last die back; a die the car cannot use now is refused.
    QTest::keyClick(w.data(), Qt::Key_Backspace);
    QCOMPARE(plan->rowCount(), 2);
    keys(w.data(), u"3"_s);
    QCOMPARE(plan->rowCount(), 3);
    // The third space's speed limit from the keyboard: Tab from the plan to the space editor,
    // type it, Escape back to the plan.
    QTableView *planView = w->referee()->planView();
    planView->setFocus();
    QCOMPARE(planView->currentIndex().row(), 2);
    QTest::keyClick(planView, Qt::Key_Tab);
    QSpinBox *limit = w->referee()->spaceEditor()->limitBox();
    QCOMPARE(QApplication::focusWidget(), limit);
    limit->selectAll();
    QTest::keyClick(limit, Qt::Key_4); // typed into the box, not a Gear 4 die
    QCOMPARE(plan->rowCount(), 3);
    QCOMPARE(plan->space(2).limit, 4);
    QTest::keyClick(limit, Qt::Key_Escape);
    QCOMPARE(QApplication::focusWidget(), planView);
    // Return before the dice are rolled plays nothing and says what is missing.
    QTest::keyClick(w.data(), Qt::Key_Return);
    QCOMPARE(g->log().size(), 1);
    QVERIFY(!w->referee()->missingLabel()->text().isEmpty());

    keys(w.data(), u"nnn"_s); // no hazard, three times
    QVERIFY2(plan->readyToCommit(), qPrintable(plan->missing()));
    QVERIFY(!w->referee()->resolutionPanel()->outcomeLabel()->text().isEmpty());
    QTest::keyClick(w.data(), Qt::Key_Return); // play the turn
    QCOMPARE(g->log().size(), 2);
    QCOMPARE(g->state().cars[0].car.gear.gear, 3);
    QCOMPARE(g->activeCar(), 1);
    QCOMPARE(plan->rowCount(), 0);

    // Boris: Flat Out (F) with two dice, results as they come off the table.
    keys(w.data(), u"f12"_s);
    QCOMPARE(plan->plan().move.mode, RollMode::FlatOut);
    keys(w.data(), u"nn"_s);
    QVERIFY2(plan->readyToCommit(), qPrintable(plan->missing()));
    QTest::keyClick(w.data(), Qt::Key_Return);
    QCOMPARE(g->log().size(), 3);
    QCOMPARE(g->phase(), GamePhase::RoundStart);
    QCOMPARE(g->state().cars[1].car.gear.gear, 2);
    QVERIFY(g->state().cars[1].car.focus > 0); // Flat Out earns Focus (GT p. 15)
}

void tst_GameWindow::dirtTurnWithTimeCard()
{
    QScopedPointer<GameWindow> w(openGame(dirtRally({u"Solo"_s}, 1)));
    QVERIFY(QTest::qWaitForWindowActive(w.data()));
    GameSession *g = w->session();
    RefereePanel *ref = w->referee();
    MovePlanModel *plan = ref->planModel();
    // The first round entered at once; the second from the keyboard.
    QVERIFY(g->startRound().accepted);
    QVERIFY(g->playTurn(turn(0, u"1 2"_s, u"- -"_s)).accepted);
    QTest::keyClick(w.data(), Qt::Key_Return);
    QCOMPARE(g->activeCar(), 0);
    // The only car leads: Leader dice (DIRT p. 9).
    keys(w.data(), u"3ll"_s);
    QCOMPARE(plan->rowCount(), 3);
    // The third space is on a red tile: picked in the space editor for that step.
    ref->planView()->setCurrentIndex(plan->index(2, 0));
    QComboBox *danger = ref->spaceEditor()->dangerBox();
    QVERIFY(danger->isVisibleTo(w.data()));
    const int red = danger->findData(int(Danger::Red));
    QVERIFY(red >= 0);
    danger->setCurrentIndex(red);
    QCOMPARE(plan->space(2).danger, Danger::Red);
    ref->planView()->setFocus();
    keys(w.data(), u"hhh"_s); // a hazard on every die: a Loss of Control
    QVERIFY(plan->outcome().has_value());
    RandomComponentsPanel *random = ref->randomPanel();
    QVERIFY(random->cardGroup()->isVisibleTo(w.data()));
    QVERIFY2(plan->missing().contains(u"Time card"_s), qPrintable(plan->missing()));
    keepShot(w.data(), u"game-dirt-timecard-en.png"_s);
    // The 0 side of the Time card as it came off the deck: a spin-out, 60 seconds.
    QComboBox *kind = random->cardKindBox();
    kind->setCurrentIndex(kind->findData(int(TimeCardBackKind::Spinout)));
    random->cardSecondsBox()->setValue(60);
    QTest::mouseClick(random->enterCardButton(), Qt::LeftButton);
    QVERIFY2(plan->readyToCommit(), qPrintable(plan->missing()));
    QTest::keyClick(w.data(), Qt::Key_Return);
    QCOMPARE(g->log().size(), 4);
    QCOMPARE(g->state().cars[0].timeCards.constLast().seconds, 60);
    // The dashboard lists the card with its seconds.
    QVERIFY2(w->carView()->timeCardsLabel()->text().contains(u"60 s"_s), qPrintable(w->carView()->timeCardsLabel()->text()));
}

void tst_GameWindow::everyPanelFollowsTheSession()
{
    QScopedPointer<GameWindow> w(openGame(gtRace({u"Anna"_s, u"Boris"_s})));
    QVERIFY(QTest::qWaitForWindowActive(w.data()));
    GameSession *g = w->session();
    QAbstractItemModel *rows = w->dashboards()->table()->model();
    RoundOrderModel *order = w->tracker()->orderModel();
    QAbstractItemModel *log = w->logPanel()->view()->model();
    showDock(w->coDriverDock());

    QVERIFY(g->startRound().accepted);
    QCOMPARE(w->carView()->nameLabel()->text(), u"Anna"_s);
    QCOMPARE(playingRow(order), 0);
    QVERIFY(w->referee()->statusLabel()->text().contains(u"Anna"_s));
    QVERIFY(w->coDriver()->carLabel()->text().contains(u"Anna"_s));
    const int logRows = log->rowCount();

    // A turn entered elsewhere (the session's intent): every panel follows.
    QVERIFY(g->playTurn(turn(0, u"1 2 3"_s, u"- - -"_s)).accepted);
    QCOMPARE(cellText(rows, 0, GamePlayersModel::GearColumn), u"3"_s);
    QCOMPARE(w->carView()->nameLabel()->text(), u"Boris"_s);
    QCOMPARE(w->carView()->gearLabel()->text(), u"0"_s);
    QCOMPARE(playingRow(order), 1);
    QVERIFY(log->rowCount() > logRows);
    QVERIFY(w->referee()->statusLabel()->text().contains(u"Boris"_s));
    QVERIFY(w->coDriver()->carLabel()->text().contains(u"Boris"_s));
    QVERIFY(w->undoAction()->isEnabled());

    // Undo: back to Anna's turn everywhere; redo: Boris again.
    g->undoStack()->undo();
    QCOMPARE(cellText(rows, 0, GamePlayersModel::GearColumn), u"0"_s);
    QCOMPARE(w->carView()->nameLabel()->text(), u"Anna"_s);
    QCOMPARE(playingRow(order), 0);
    QCOMPARE(log->rowCount(), logRows);
    QVERIFY(w->referee()->statusLabel()->text().contains(u"Anna"_s));
    QVERIFY(w->coDriver()->carLabel()->text().contains(u"Anna"_s));
    g->undoStack()->redo();
    QCOMPARE(w->carView()->nameLabel()->text(), u"Boris"_s);
    QCOMPARE(playingRow(order), 1);

    // Picking a car in the compact rows shows its large dashboard until the turn moves on.
    w->dashboards()->table()->setCurrentIndex(rows->index(0, GamePlayersModel::NameColumn));
    QCOMPARE(w->carView()->nameLabel()->text(), u"Anna"_s);
    QCOMPARE(w->carView()->gearLabel()->text(), u"3"_s);

    // The log's filter by car.
    const int all = log->rowCount();
    QComboBox *filter = w->logPanel()->carFilter();
    filter->setCurrentIndex(filter->findData(1));
    QVERIFY(log->rowCount() < all);
    for (int r = 0; r < log->rowCount(); ++r) {
        const QVariant player = log->index(r, 0).data(GameLogModel::PlayerRole);
        QVERIFY(!player.isValid() || player.toInt() < 0 || player.toInt() == 1);
    }
    filter->setCurrentIndex(0);
    QCOMPARE(log->rowCount(), all);

    // Retiring a car (through the session) shows in its row and the tracker.
    QVERIFY(g->retire(1).accepted);
    QVERIFY(!cellText(rows, 1, GamePlayersModel::StatusColumn).isEmpty());
    QCOMPARE(rows->index(1, 0).data(GamePlayersModel::StatusRole).toString(), u"retired"_s);
}

void tst_GameWindow::undoFromTheLog()
{
    QScopedPointer<GameWindow> w(openGame(gtRace({u"Anna"_s, u"Boris"_s})));
    QVERIFY(QTest::qWaitForWindowActive(w.data()));
    GameSession *g = w->session();
    QVERIFY(g->startRound().accepted);
    QVERIFY(g->playTurn(turn(0, u"1 2"_s, u"- -"_s)).accepted);
    showDock(w->findChild<QDockWidget *>(u"logDock"_s));
    QTableView *view = w->logPanel()->view();
    view->setFocus();
    QVERIFY(view->hasFocus());
    // The last line's action in full, as it is read out.
    view->setCurrentIndex(view->model()->index(view->model()->rowCount() - 1, 0));
    QVERIFY(w->logPanel()->readOut()->toPlainText().contains(g->log().constLast().headline));

    QTest::keyClick(view, Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(g->log().size(), 1);
    QCOMPARE(g->activeCar(), 0);
    QTest::keyClick(view, Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(g->log().size(), 0);
    QCOMPARE(g->phase(), GamePhase::RoundStart);
    QTest::keySequence(view, QKeySequence::Redo);
    QCOMPARE(g->log().size(), 1);
    QCOMPARE(g->activeCar(), 0);
}

void tst_GameWindow::lowConfidenceOpensTheDataEditor()
{
    QTemporaryDir dir;
    QScopedPointer<GameWindow> w(openGame(gtRace({u"Anna"_s, u"Boris"_s})));
    GameDataActions actions(w.data(), dir.filePath(u"overrides.json"_s));
    w->setGameDataActions(&actions);
    QLabel *table = w->carView()->lossTableLabel();
    // The GT Loss of Control table has rows from a single source: each carries a ⚠ link.
    QVERIFY2(table->text().contains(u"href='loss:"_s), qPrintable(table->text()));
    QVERIFY(!actions.window());
    emit table->linkActivated(u"loss:4"_s);
    QVERIFY(actions.window());
    QVERIFY(actions.window()->isVisible());
    actions.window()->close();
    // The hazard limit's marker, when it shows, opens the dashboard's data.
    if (w->carView()->limitMarker()->isVisibleTo(w.data())) {
        QTest::mouseClick(w->carView()->limitMarker(), Qt::LeftButton);
        QVERIFY(actions.window()->isVisible());
    }
}

void tst_GameWindow::touchTargets()
{
    // 9 mm on this 96-DPI screen; every button of the referee and the round tracker is that tall.
    QScopedPointer<GameWindow> w(openGame(gtRace({u"Anna"_s, u"Boris"_s})));
    QVERIFY(QTest::qWaitForWindowExposed(w.data()));
    const int target = TouchMetrics::minimumTarget(w.data());
    QCOMPARE(target, 35); // ceil(9 / 25.4 × 96)
    QVERIFY(w->session()->startRound().accepted);
    QVERIFY(w->referee()->planModel()->pressChar(u'1'));
    QCoreApplication::sendPostedEvents();
    int checked = 0;
    for (QWidget *panel : {static_cast<QWidget *>(w->referee()), static_cast<QWidget *>(w->tracker())}) {
        for (QAbstractButton *b : panel->findChildren<QAbstractButton *>()) {
            if (!b->isVisibleTo(w.data()) || qobject_cast<QCheckBox *>(b) || b->objectName() == "qt_scrollarea_hcontainer"_L1)
                continue;
            QVERIFY2(b->height() >= target, qPrintable(u"%1 “%2”: %3 px"_s.arg(b->objectName(), b->text()).arg(b->height())));
            ++checked;
        }
    }
    QVERIFY(checked > 15);
}

void tst_GameWindow::coDriverPlanGoesToTheReferee()
{
    QScopedPointer<GameWindow> w(openGame(gtRace({u"Anna"_s, u"Boris"_s})));
    QVERIFY(QTest::qWaitForWindowActive(w.data()));
    GameSession *g = w->session();
    GameCoDriverView *co = w->coDriver();
    QVERIFY(g->startRound().accepted);
    // A short straight road: a handful of plans, answered at once.
    co->road()->setShape(4, 1, 0);
    showDock(w->coDriverDock());
    co->askNow();
    QCOMPARE(co->askedCar(), 0);
    CoDriverPanel *panel = co->panel();
    QSignalSpy answered(panel, &CoDriverPanel::answered);
    QVERIFY(answered.count() > 0 || answered.wait(kWait));
    QVERIFY(panel->model()->rowCount() > 0);
    QCOMPARE(panel->job()->request().car.gear.gear, 0);
    panel->selectRow(0);
    QVERIFY(panel->currentRow() >= 0);

    panel->useCurrentPlan();
    MovePlanModel *plan = w->referee()->planModel();
    QVERIFY(plan->rowCount() > 0);
    QVERIFY2(plan->verdict().legal(), qPrintable(w->referee()->verdictView()->headline()->text()));
    QVERIFY(w->referee()->adviceLabel()->isVisibleTo(w.data()));
    QVERIFY(w->referee()->adviceLabel()->text().startsWith(u"Co-driver:"_s));
    keepShot(w.data(), u"game-codriver-plan-en.png"_s);

    // Once dice are rolled a plan is not laid over them.
    QTest::keyClick(w.data(), Qt::Key_N);
    PlannedMove other = plan->plan().move;
    other.steps.removeLast();
    const int steps = plan->rowCount();
    QVERIFY(!w->referee()->loadPlan(other, PlayStyle{}) || steps == 1);
    QCOMPARE(plan->rowCount(), steps);
}

void tst_GameWindow::controllerStartsAndResumes()
{
    QWidget parent;
    GameController games(&parent);
    QVERIFY(!games.store()); // it owns no games file: it borrows its owner's
    GameStore file;
    QVERIFY(file.open(u":memory:"_s));
    games.setStoreProvider([&file] { return &file; });
    QVERIFY(games.store());
    QVERIFY(!games.lastGameInProgress());

    QString error;
    GameSetup bad = gtRace({u"Anna"_s});
    QVERIFY(!games.startGame(bad, &error)); // a GT race needs two players
    QVERIFY(!error.isEmpty());

    QSignalSpy opened(&games, &GameController::gameOpened);
    GameWindow *w = games.startGame(gtRace({u"Anna"_s, u"Boris"_s}), &error);
    QVERIFY2(w, qPrintable(error));
    QCOMPARE(opened.count(), 1);
    QVERIFY(w->isVisible());
    QVERIFY(w->session()->store());
    const qint64 id = w->session()->storeId();
    QVERIFY(id > 0);
    QCOMPARE(games.lastGameInProgress(), std::optional<qint64>(id));
    QCOMPARE(games.windowFor(id), w);
    QVERIFY(w->session()->startRound().accepted);
    QVERIFY(w->session()->playTurn(turn(0, u"1 2"_s, u"- -"_s)).accepted);

    // Resuming an open game raises its window.
    QCOMPARE(games.resumeGame(id), w);
    // Closed, and resumed exactly where it was left.
    QVERIFY(w->close());
    QTRY_COMPARE(games.windows().size(), 0); // the window deletes itself on close (deferred)
    GameWindow *again = games.resumeGame(id, &error);
    QVERIFY2(again, qPrintable(error));
    QCOMPARE(again->session()->log().size(), 2);
    QCOMPARE(again->session()->activeCar(), 1);
    QCOMPARE(again->session()->state().cars[0].car.gear.gear, 2);
    QVERIFY(!games.resumeGame(id + 100, &error));
    QVERIFY(!error.isEmpty());
}

void tst_GameWindow::screenshots_data()
{
    QTest::addColumn<QString>("lang");
    QTest::addColumn<QSize>("size");
    QTest::newRow("en") << u"en"_s << QSize(1280, 820);
    QTest::newRow("ru") << u"ru"_s << QSize(1280, 820);
    QTest::newRow("en-small") << u"en"_s << QSize(1024, 700);
    QTest::newRow("ru-small") << u"ru"_s << QSize(1024, 700);
}

void tst_GameWindow::screenshots()
{
    QFETCH(QString, lang);
    QFETCH(QSize, size);
    QCOMPARE(Translations::install(lang), lang);
    const QString tag = lang + (size.width() < 1280 ? u"-1024"_s : QString());
    const auto shot = [&tag](QWidget *w, const QString &name) {
        QCoreApplication::sendPostedEvents();
        keepShot(w, u"game-%1-%2.png"_s.arg(name, tag));
    };

    // GT: the grid, a turn planned with a corner, rolled with a hazard.
    QScopedPointer<GameWindow> w(openGame(gtRace({u"Anna"_s, u"Boris"_s, u"Clara"_s}), size));
    QVERIFY(QTest::qWaitForWindowExposed(w.data()));
    QCOMPARE(w->size(), size);
    shot(w.data(), u"gt-grid"_s);
    GameSession *g = w->session();
    QVERIFY(g->startRound().accepted);
    RefereePanel *ref = w->referee();
    MovePlanModel *plan = ref->planModel();
    for (QChar c : u"123"_s)
        QVERIFY(plan->pressChar(c));
    SpaceInfo corner = plan->space(2);
    corner.limit = 3;
    corner.danger = Danger::Orange;
    QVERIFY(plan->setSpace(2, corner));
    ref->planView()->setCurrentIndex(plan->index(2, 0));
    shot(w.data(), u"gt-plan"_s);
    shot(ref, u"referee"_s);
    shot(ref->verdictView(), u"verdict"_s);
    shot(ref->spaceEditor(), u"space-editor"_s);
    QVERIFY(plan->enterResult(false));
    QVERIFY(plan->enterResult(true));
    shot(ref->resolutionPanel(), u"resolution"_s);
    QVERIFY(plan->enterResult(false));
    shot(w.data(), u"gt-rolled"_s);
    QVERIFY(plan->commit().accepted);
    shot(w->carView(), u"dashboard-large"_s);
    shot(w->dashboards(), u"dashboards"_s);
    for (const QString &dock : {u"roundDock"_s, u"logDock"_s, u"coDriverDock"_s, u"trackDock"_s}) {
        auto *d = w->findChild<QDockWidget *>(dock);
        QVERIFY(d);
        showDock(d);
        if (dock == "coDriverDock"_L1) {
            w->coDriver()->askNow();
            QSignalSpy answered(w->coDriver()->panel(), &CoDriverPanel::answered);
            QVERIFY(!w->coDriver()->panel()->job()->isRunning() || answered.wait(kWait));
        }
        QCoreApplication::sendPostedEvents();
        shot(d->widget(), dock.chopped(4));
    }
    shot(w.data(), u"gt-log"_s);

    // Boris on a Flat Out Loss of Control: Damage tokens from the bag.
    plan->setMode(RollMode::FlatOut);
    for (QChar c : u"12"_s)
        QVERIFY(plan->pressChar(c));
    SpaceInfo red = plan->space(1);
    red.limit = 1;
    red.danger = Danger::Red;
    QVERIFY(plan->setSpace(1, red));
    QVERIFY(plan->enterResult(true));
    QVERIFY(plan->enterResult(true));
    shot(ref->randomPanel(), u"random-components"_s);
    shot(w.data(), u"gt-loss"_s);
    QCOMPARE(w->size(), size); // nothing on the way pushed the window past its screen

    // DIRT: a stage with a Time card after a Loss of Control.
    QScopedPointer<GameWindow> d(openGame(dirtRally({u"Dina"_s, u"Emil"_s}, 2), size));
    QVERIFY(QTest::qWaitForWindowExposed(d.data()));
    // Play until the car whose turn it is has its second gear (the cars start one by one).
    GameSession *ds = d->session();
    for (int k = 0; k < 6 && !(ds->phase() == GamePhase::Turn && ds->state().cars[ds->activeCar()].car.gear.gear == 2); ++k) {
        if (ds->phase() == GamePhase::RoundStart)
            QVERIFY(ds->startRound().accepted);
        else
            QVERIFY(ds->playTurn(turn(ds->activeCar(), u"1 2"_s, u"- -"_s)).accepted);
    }
    QCOMPARE(ds->phase(), GamePhase::Turn);
    MovePlanModel *dplan = d->referee()->planModel();
    for (QChar c : u"3LL"_s)
        QVERIFY(dplan->pressChar(c));
    SpaceInfo dred = dplan->space(2);
    dred.danger = Danger::Red;
    QVERIFY(dplan->setSpace(2, dred));
    for (int i = 0; i < 3; ++i)
        QVERIFY(dplan->enterResult(true));
    shot(d.data(), u"dirt-loss"_s);
    QCOMPARE(d->size(), size);
    shot(d->referee()->randomPanel(), u"dirt-random-components"_s);
    shot(d->carView(), u"dirt-dashboard-large"_s);
    shot(d->dashboards(), u"dirt-dashboards"_s);
}

int main(int argc, char **argv)
{
    // The small screen of issue 16 (1024 × 700, 96 DPI): the window must fit it too.
    qputenv("QT_QPA_PLATFORM", "offscreen:configfile=" PACENOTES_TESTDATA "/screens/small-screen.json");
    QApplication app(argc, argv);
    tst_GameWindow test;
    return QTest::qExec(&test, argc, argv);
}
#include "tst_gamewindow.moc"
