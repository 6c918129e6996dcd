// SPDX-License-Identifier: GPL-3.0-or-later
// What a game shows of its results as it goes and at its end (issue 20): a GT solo lap's running
// figures from the solo score sheet (GameRecords::soloFigures, the dashboards), a DIRT stage's
// classification with a retirement and the rally's running totals (StageResultsModel, the
// dashboards' stage time from RallyStandings), and the log's bookkeeping: a round action listed
// with its own round, a placement headline that names only the cars still racing.
#include "gamehelpers.h"

#include "game/gamerecords.h"
#include "itemmodels/gamelogmodel.h"
#include "itemmodels/gameplayersmodel.h"
#include "itemmodels/stageresultsmodel.h"
#include "records/rallystandings.h"
#include "rules/solotiming.h"

#include <QAbstractItemModelTester>
#include <QTest>

using namespace Pacenotes;
using namespace Pacenotes::TestGame;
using namespace Qt::StringLiterals;

class tst_GameResults : public QObject
{
    Q_OBJECT

private slots:
    void soloFiguresAsTheLapGoes();
    void stageClassificationWithARetirement();
    void roundActionBelongsToItsRound();
    void placementHeadlineNamesCarsStillRacing();
};

void tst_GameResults::soloFiguresAsTheLapGoes()
{
    GameSetup setup = gtRace({u"Sol"_s});
    setup.kind = GameKind::GtSolo;
    auto game = startGame(setup);
    GameSession &g = *game;
    GamePlayersModel players(&g);
    QAbstractItemModelTester tester(&players, QAbstractItemModelTester::FailureReportingMode::QtTest);
    const SoloTiming &timing = g.data().soloTiming();
    const auto figures = [&] { return *GameRecords::soloFigures(g.setup(), g.state(), timing); };
    QCOMPARE(figures().turns, 0);
    QCOMPARE(figures().trackTime, 0);

    PLAY(g, RoundInput{});
    PLAY(g, turn(0, u"1 2 3"_s, u"- - -"_s));
    // After each turn: the sheet's track time so far, the Focus held, the final time if it ended now.
    QCOMPARE(figures().turns, 1);
    QCOMPARE(figures().trackTime, timing.secondsFor(GearMarker{3, false}));
    QCOMPARE(figures().finalTime, figures().trackTime);
    QVERIFY(!figures().finished);
    const QString progress = cell(players, 0, GamePlayersModel::ProgressColumn).toString();
    QVERIFY2(progress.contains(RaceTime::format(figures().trackTime)), qPrintable(progress));
    QCOMPARE(cell(players, 0, GamePlayersModel::NameColumn, GamePlayersModel::SoloFiguresRole).toMap().value(u"trackTime"_s).toInt(),
             figures().trackTime);

    PLAY(g, RoundInput{});
    PLAY(g, turn(0, u"4 5 6"_s, u"- - -"_s, RollMode::FlatOut)); // Flat Out: 3 Focus tokens (GT p. 15)
    QCOMPARE(figures().focus, 3);
    QCOMPARE(figures().finalTime, figures().trackTime - 3 * timing.secondsPerFocusToken());
    PLAY(g, RoundInput{});
    PLAY(g, finishing(0, u"6 5"_s, u"- -"_s));
    QCOMPARE(g.phase(), GamePhase::GameOver);

    // The end: the same figures as the score sheet the lap becomes (GT p. 21).
    const SoloLap lap = *GameRecords::soloLap(g.setup(), g.state(), {});
    QVERIFY(figures().finished);
    QCOMPARE(figures().turns, 3);
    QCOMPARE(figures().trackTime, lap.trackTime(timing));
    QCOMPARE(figures().finalTime, lap.finalTime(timing));
    const QString status = cell(players, 0, GamePlayersModel::StatusColumn).toString();
    QVERIFY2(status.contains(RaceTime::format(lap.finalTime(timing))), qPrintable(status));
    QVERIFY2(!status.contains(u"place"_s), qPrintable(status)); // alone on the track: no place to speak of

    // Not a solo lap: no figures.
    auto race = startGame(gtRace({u"Anna"_s, u"Boris"_s}));
    QVERIFY(!GameRecords::soloFigures(race->setup(), race->state(), timing));
}

void tst_GameResults::stageClassificationWithARetirement()
{
    auto game = startGame(dirtRally({u"Dina"_s, u"Emil"_s}, 2));
    GameSession &g = *game;
    GamePlayersModel players(&g);
    StageResultsModel results(&g);
    QAbstractItemModelTester t1(&players, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester t2(&results, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(results.stage(), -1);
    QCOMPARE(results.rowCount(), 0);

    const QString refused = playAll(g, dirtFirstFinishes());
    QVERIFY2(refused.isEmpty(), qPrintable(refused));
    const int emilCards = g.state().cars[1].timeCardSeconds();
    QVERIFY(emilCards > 0);
    // Emil retires before the finish: while the stage runs his time is not known yet.
    PLAY(g, RetireInput{1});
    QCOMPARE(g.phase(), GamePhase::StageOver);

    // The stage is over: the classification, fastest first, the retirement last with the slowest
    // finisher's time + 1:00 (DIRT p. 21) — the rally sheet's figures, from RallyStandings.
    const RallyStandings standings = RallyStandings::compute(GameRecords::rallySoFar(g.setup(), g.state()));
    const int dina = *standings.cell(0, 0).stageTime;
    QCOMPARE(dina, *g.state().cars[0].stages[0].time);
    QCOMPARE(*standings.cell(1, 0).stageTime, dina + 60);
    QCOMPARE(results.stage(), 0);
    QVERIFY(results.showsTotals());
    QVERIFY(results.title().contains(u"SS1"_s));
    QCOMPARE(results.rowCount(), 2);
    QCOMPARE(cell(results, 0, StageResultsModel::PlayerColumn).toString(), u"Dina"_s);
    QCOMPARE(cell(results, 0, StageResultsModel::PlaceColumn).toString(), u"1"_s);
    QCOMPARE(cell(results, 0, StageResultsModel::StageTimeColumn).toString(), RaceTime::format(dina));
    QCOMPARE(cell(results, 1, StageResultsModel::PlayerColumn).toString(), u"Emil"_s);
    QCOMPARE(cell(results, 1, StageResultsModel::StageTimeColumn).toString(), u"RET "_s + RaceTime::format(dina + 60));
    QVERIFY(cell(results, 1, StageResultsModel::StageTimeColumn, StageResultsModel::RetiredRole).toBool());
    QCOMPARE(cell(results, 1, StageResultsModel::OverallColumn).toString(), RaceTime::format(dina + 60));
    QCOMPARE(cell(results, 1, StageResultsModel::PositionColumn).toString(), u"2"_s);

    // The dashboards say the same, not the retired car's Time cards.
    QCOMPARE(cell(players, 1, GamePlayersModel::ProgressColumn, GamePlayersModel::StageTimeRole).toInt(), dina + 60);
    QVERIFY(dina + 60 != emilCards);
    QCOMPARE(cell(players, 1, GamePlayersModel::ProgressColumn, GamePlayersModel::StageTimeTextRole).toString(),
             u"RET "_s + RaceTime::format(dina + 60));
    QCOMPARE(cell(players, 0, GamePlayersModel::ProgressColumn, GamePlayersModel::StageTimeRole).toInt(), dina);

    // Stage 2 starts: the classification of stage 1 stays until stage 2 has results of its own.
    PLAY(g, StageBreakInput{});
    QCOMPARE(results.stage(), 0);
    QCOMPARE(results.rowCount(), 2);
    // Undo brings the stage back before the retirement: no classification yet.
    g.undoStack()->undo();
    g.undoStack()->undo();
    QCOMPARE(results.stage(), -1);
    QCOMPARE(results.rowCount(), 0);
    QCOMPARE(cell(players, 1, GamePlayersModel::ProgressColumn, GamePlayersModel::StageTimeRole).toInt(),
             g.state().cars[1].timeCardSeconds());
}

void tst_GameResults::roundActionBelongsToItsRound()
{
    auto game = startGame(gtRace({u"Anna"_s, u"Boris"_s}));
    GameSession &g = *game;
    GameLogModel log(&g);
    PLAY(g, RoundInput{});
    PLAY(g, turn(0, u"1 2"_s, u"- -"_s));
    PLAY(g, turn(1, u"1 2"_s, u"- -"_s));
    PLAY(g, RoundInput{});
    // "Round 2 (black)" is the start of round 2, listed with round 2's turns (not under round 1).
    QVERIFY(g.log().constLast().headline.contains(u"Round 2"_s));
    QCOMPARE(g.log().constLast().round, 2);
    QCOMPARE(g.log().constFirst().round, 1);
    int headline = -1;
    for (int r = 0; r < log.rowCount(); ++r)
        if (log.index(r, 0).data(GameLogModel::IsHeadlineRole).toBool())
            headline = r;
    QCOMPARE(log.index(headline, GameLogModel::RoundColumn).data().toString(), u"2"_s);
}

void tst_GameResults::placementHeadlineNamesCarsStillRacing()
{
    auto game = startGame(gtRace({u"Anna"_s, u"Boris"_s, u"Clara"_s}));
    GameSession &g = *game;
    PLAY(g, RoundInput{});
    PLAY(g, finishing(0, u"1 2"_s, u"- -"_s));
    PLAY(g, turn(1, u"1 2"_s, u"- -"_s));
    PLAY(g, turn(2, u"1"_s, u"-"_s));
    QCOMPARE(g.state().cars[0].status, CarStatus::Finished);
    // Boris and Clara are placed; Anna finished and keeps her old rank, which says nothing now.
    PlacementInput in;
    in.entries.append({2, CarPlacement{0, -1, 0}, std::nullopt});
    in.entries.append({1, CarPlacement{1, -1, 0}, std::nullopt});
    const ActionVerdict v = g.enterPlacements(in);
    QVERIFY2(v.accepted, qPrintable(describe(v)));
    QVERIFY2(v.action.headline.contains(u"Clara, Boris"_s), qPrintable(v.action.headline));
    QVERIFY2(!v.action.headline.contains(u"Anna"_s), qPrintable(v.action.headline));
}

QTEST_GUILESS_MAIN(tst_GameResults)
#include "tst_gameresults.moc"
