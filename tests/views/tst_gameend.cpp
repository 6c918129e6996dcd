// SPDX-License-Identifier: GPL-3.0-or-later
// The game window through to the end (issue 20), offscreen on a 1024 × 700 screen: a GT solo lap
// shows the solo sheet's running figures as it goes and its final time at the end, and never asks
// for the order of cars; a DIRT stage ends with a retirement: its classification (RET with the
// slowest finisher's time + 1:00) and the rally's totals are in the window, the dashboard agrees;
// the "My Time card shows" box starts afresh each turn; two numbers in one sentence each take their
// own plural. Pictures in English and Russian, at 1280 × 820 and 1024 × 700 (PACENOTES_KEEP_SHOTS).
#include "gamehelpers.h"
#include "gamewindowhelpers.h"
#include "keepshot.h"

#include "game/gamerecords.h"
#include "game/cardashboardview.h"
#include "game/dashboardpanel.h"
#include "game/gameresultsview.h"
#include "game/gametrackview.h"
#include "game/gamewindow.h"
#include "game/randomcomponentspanel.h"
#include "game/refereepanel.h"
#include "game/resolutionpanel.h"
#include "game/roundtrackerpanel.h"
#include "game/verdictview.h"
#include "i18n/translations.h"
#include "itemmodels/moveplanmodel.h"
#include "itemmodels/stageresultsmodel.h"
#include "rules/solotiming.h"

#include <QCheckBox>
#include <QDockWidget>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QSpinBox>
#include <QTableView>
#include <QTest>

using namespace Pacenotes;
using namespace Pacenotes::TestGame;
using namespace Qt::StringLiterals;

namespace {
GameSetup soloSetup()
{
    GameSetup s = gtRace({u"Sol"_s});
    s.kind = GameKind::GtSolo;
    s.title = u"Solo lap"_s;
    return s;
}

/// Text a person reads on the results page (headline and figures).
QString resultsText(GameWindow *w)
{
    GameResultsView *r = w->referee()->resultsView();
    return r->headlineLabel()->text() + u'\n' + r->figuresLabel()->text();
}

QString tagFor(const QString &lang, const QSize &size)
{
    return lang + (size.width() < 1280 ? u"-1024"_s : QString());
}
} // namespace

class tst_GameEnd : public QObject
{
    Q_OBJECT

private slots:
    void init() { Translations::install(u"en"_s); }
    void cleanupTestCase() { Translations::install(u"en"_s); }
    void soloLap_data();
    void soloLap();
    void dirtStageEnd_data();
    void dirtStageEnd();
    void timeCardBoxStartsAfresh();
    void twoNumbersTwoPlurals();
    void gameOnATileList();
};

void tst_GameEnd::soloLap_data()
{
    addScreenRows();
}

void tst_GameEnd::soloLap()
{
    QFETCH(QString, lang);
    QFETCH(QSize, size);
    QCOMPARE(Translations::install(lang), lang);
    const QString tag = tagFor(lang, size);
    QScopedPointer<GameWindow> w(openGameWindow(soloSetup(), size));
    QVERIFY(QTest::qWaitForWindowExposed(w.data()));
    GameSession *g = w->session();
    const SoloTiming &timing = g->data().soloTiming();
    auto *where = w->tracker()->findChild<QGroupBox *>(u"placementGroup"_s);
    QVERIFY(where);
    // Alone on the track: nothing asks for the order of the cars or where they are.
    QVERIFY(!where->isVisibleTo(w.data()));
    keepShot(w.data(), u"solo-start-%1.png"_s.arg(tag));

    QCOMPARE(playAll(*g, soloTwoTurns()), QString());
    QCOMPARE(g->phase(), GamePhase::RoundStart);
    QVERIFY(!where->isVisibleTo(w.data()));
    const GameRecords::SoloFigures now = *GameRecords::soloFigures(g->setup(), g->state(), timing);
    // Between two turns: the solo sheet's running figures, and nothing about an order of play.
    const QString between = resultsText(w.data());
    QVERIFY2(between.contains(RaceTime::format(now.trackTime)), qPrintable(between));
    QVERIFY2(between.contains(RaceTime::format(now.finalTime)), qPrintable(between));
    if (lang == "en"_L1)
        QVERIFY2(!between.contains(u"round tracker"_s) && !between.contains(u"order"_s), qPrintable(between));
    // The large dashboard shows them through the turns too.
    const QString extras = w->carView()->extrasLabel()->text();
    QVERIFY2(extras.contains(RaceTime::format(now.trackTime)), qPrintable(extras));
    keepShot(w.data(), u"solo-between-%1.png"_s.arg(tag));
    QVERIFY(g->startRound().accepted);
    keepShot(w.data(), u"solo-turn-%1.png"_s.arg(tag));

    QVERIFY(g->playTurn(finishing(0, u"6 5"_s, u"- -"_s)).accepted);
    QCOMPARE(g->phase(), GamePhase::GameOver);
    const GameRecords::SoloFigures end = *GameRecords::soloFigures(g->setup(), g->state(), timing);
    QVERIFY(end.finished);
    const QString over = w->referee()->resultsView()->headlineLabel()->text();
    QVERIFY2(over.contains(RaceTime::format(end.finalTime)), qPrintable(over));
    QVERIFY2(resultsText(w.data()).contains(RaceTime::format(end.trackTime)), qPrintable(resultsText(w.data())));
    keepShot(w.data(), u"solo-end-%1.png"_s.arg(tag));
}

void tst_GameEnd::dirtStageEnd_data()
{
    addScreenRows();
}

void tst_GameEnd::dirtStageEnd()
{
    QFETCH(QString, lang);
    QFETCH(QSize, size);
    QCOMPARE(Translations::install(lang), lang);
    const QString tag = tagFor(lang, size);
    QScopedPointer<GameWindow> w(openGameWindow(dirtRally({u"Dina"_s, u"Emil"_s}, 2), size));
    QVERIFY(QTest::qWaitForWindowExposed(w.data()));
    GameSession *g = w->session();
    QCOMPARE(playAll(*g, dirtFirstFinishes() << RetireInput{1}), QString());
    QCOMPARE(g->phase(), GamePhase::StageOver);

    // The classification is in the window: the stage over, Emil retired with the slowest + 1:00.
    GameResultsView *results = w->referee()->resultsView();
    QTableView *table = results->resultsView();
    QVERIFY(results->isVisibleTo(w.data()));
    QVERIFY(table->isVisibleTo(w.data()));
    QCOMPARE(table->model()->rowCount(), 2);
    const int dina = *g->state().cars[0].stages[0].time;
    const QString ret = table->model()->index(1, StageResultsModel::StageTimeColumn).data().toString();
    QVERIFY2(ret.endsWith(RaceTime::format(dina + 60)), qPrintable(ret));
    QVERIFY(!table->isColumnHidden(StageResultsModel::OverallColumn)); // a rally: its running totals
    // Every row in view, at either size.
    QCoreApplication::sendPostedEvents();
    QVERIFY2(table->horizontalHeader()->length() <= table->viewport()->width(),
             qPrintable(u"%1 > %2 (table %3, max %4)"_s.arg(table->horizontalHeader()->length()).arg(table->viewport()->width())
                            .arg(table->width()).arg(table->maximumWidth())));
    QVERIFY(table->visualRect(table->model()->index(1, StageResultsModel::StageTimeColumn)).bottom() <= table->viewport()->height());
    // The dashboard of the retired car says the same.
    w->dashboards()->table()->setCurrentIndex(w->dashboards()->table()->model()->index(1, 0));
    const QString extras = w->carView()->extrasLabel()->text();
    QVERIFY2(extras.contains(RaceTime::format(dina + 60)), qPrintable(extras));
    keepShot(w.data(), u"dirt-stage-end-%1.png"_s.arg(tag));

    // A one-stage game ends on the stage's classification (no overall columns to repeat it).
    QScopedPointer<GameWindow> one(openGameWindow(dirtRally({u"Dina"_s, u"Emil"_s}, 1), size));
    QVERIFY(QTest::qWaitForWindowExposed(one.data()));
    GameSession *s = one->session();
    QList<ActionInput> stage = dirtFirstFinishes();
    std::get<TurnInput>(stage.last()).move->steps.last().space.finishLine = true; // Emil finishes too
    QCOMPARE(playAll(*s, stage), QString());
    QCOMPARE(s->phase(), GamePhase::GameOver);
    QTableView *final = one->referee()->resultsView()->resultsView();
    QVERIFY(final->isVisibleTo(one.data()));
    QCOMPARE(final->model()->rowCount(), 2);
    QVERIFY(final->isColumnHidden(StageResultsModel::OverallColumn));
    QVERIFY(!one->referee()->resultsView()->headlineLabel()->text().contains(u"dashboards"_s));
    keepShot(one.data(), u"dirt-game-over-%1.png"_s.arg(tag));
}

void tst_GameEnd::timeCardBoxStartsAfresh()
{
    QScopedPointer<GameWindow> w(openGameWindow(dirtRally({u"Dina"_s, u"Emil"_s}, 1)));
    QVERIFY(QTest::qWaitForWindowExposed(w.data()));
    GameSession *g = w->session();
    MovePlanModel *plan = w->referee()->planModel();
    RandomComponentsPanel *random = w->referee()->randomPanel();
    QVERIFY(g->startRound().accepted);
    for (QChar c : u"12"_s)
        QVERIFY(plan->pressChar(c));
    QVERIFY(plan->enterResult(false));
    QVERIFY(plan->enterResult(false));
    // Dina's real card shows 77 s: typing it ticks the box.
    random->timeCardSecondsBox()->setValue(77);
    QVERIFY(random->timeCardCheck()->isChecked());
    QCOMPARE(plan->input().timeCardSeconds, std::optional<int>(77));
    QVERIFY2(plan->readyToCommit(), qPrintable(plan->missing()));
    QVERIFY(plan->commit().accepted);
    QCOMPARE(g->state().cars[0].timeCards.constLast().seconds, 77);

    // The next turn (Dina again, then Emil) starts with the box clear, not at 77.
    QVERIFY(g->startRound().accepted);
    QCOMPARE(g->activeCar(), 0);
    QVERIFY(!random->timeCardCheck()->isChecked());
    QVERIFY(random->timeCardSecondsBox()->value() != 77);
    QVERIFY(g->playTurn(turn(0, u"3"_s, u"-"_s)).accepted);
    QCOMPARE(g->activeCar(), 1);
    QVERIFY(!random->timeCardCheck()->isChecked());
    QVERIFY(random->timeCardSecondsBox()->value() != 77);
    QVERIFY(!plan->input().timeCardSeconds);
}

void tst_GameEnd::twoNumbersTwoPlurals()
{
    QScopedPointer<GameWindow> w(openGameWindow(soloSetup()));
    QVERIFY(QTest::qWaitForWindowExposed(w.data()));
    GameSession *g = w->session();
    MovePlanModel *plan = w->referee()->planModel();
    QVERIFY(g->startRound().accepted);
    QVERIFY(g->playTurn(turn(0, u"1 2 3"_s, u"- - -"_s, RollMode::FlatOut)).accepted); // 3 Focus
    QVERIFY(g->startRound().accepted);
    for (QChar c : u"45"_s)
        QVERIFY(plan->pressChar(c));
    // One die secured: "securing 1 die", not "1 dice".
    QVERIFY(plan->secureStep(0, true));
    const QString facts = w->referee()->verdictView()->facts()->text();
    QVERIFY2(facts.contains(u"securing 1 die costs 1 Focus token"_s), qPrintable(facts));
    QVERIFY(plan->secureStep(0, false));
    // One space rolled without a hazard: "0 hazards of", not "0 hazard of".
    QVERIFY(plan->enterResult(false));
    const QString outcome = w->referee()->resolutionPanel()->outcomeLabel()->text();
    QVERIFY2(outcome.contains(u"1 space, 0 hazards of"_s), qPrintable(outcome));
}

void tst_GameEnd::gameOnATileList()
{
    // Issue 20: the library drew GT Track 2 like a laid-out track, and the game on it said only
    // that it had no tiles laid out. Its Track tab shows the list and says how to follow the cars.
    GameSetup setup = gtRace({u"Anna"_s, u"Boris"_s});
    setup.track = TrackRef{TrackRef::Source::Rulebook, u":/tracks/gt-track-2.json"_s, u"GT Track 2"_s};
    QScopedPointer<GameWindow> w(openGameWindow(setup));
    QVERIFY(QTest::qWaitForWindowExposed(w.data()));
    GameTrackView *track = w->trackView();
    QVERIFY(!track->hasTrack());
    QVERIFY(!track->listPicture()->pixmap().isNull());
    QVERIFY(track->listPicture()->isVisibleTo(track));
    const QString note = track->noteLabel()->text();
    QVERIFY2(note.contains(u"tile list"_s) && note.contains(u"Lay Out for Me"_s), qPrintable(note));
    auto *dock = w->findChild<QDockWidget *>(u"trackDock"_s);
    dock->show();
    dock->raise();
    keepShot(w.data(), u"game-on-a-list-en.png"_s);
}

int main(int argc, char **argv)
{
    // The small screen of issue 16 (1024 × 700, 96 DPI): the window must fit it too.
    qputenv("QT_QPA_PLATFORM", "offscreen:configfile=" PACENOTES_TESTDATA "/screens/small-screen.json");
    QApplication app(argc, argv);
    tst_GameEnd test;
    return QTest::qExec(&test, argc, argv);
}
#include "tst_gameend.moc"
