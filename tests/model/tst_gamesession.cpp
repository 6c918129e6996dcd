// SPDX-License-Identifier: GPL-3.0-or-later
// GameSession driven as a table plays: a scripted three-player GT race (GT pp. 7-20: order of
// play, one by one and Flat Out, a Loss of Control with its re-layout and Damage tokens, a weather
// change, a Yellow Flag placed and lifted, a pit stop, a return from 00, the finish), a GT solo
// lap and its score-sheet record, undo through the whole game, and refused input that changes
// nothing. The DIRT rally is in tst_gamesessiondirt.
#include "gamehelpers.h"

#include "game/gamelogjson.h"
#include "game/gamerecords.h"
#include "records/recordsdatabase.h"
#include "rules/moveresolver.h"
#include "game/ruleoptions.h"
#include "rules/randomsource.h"
#include "rules/solotiming.h"

#include <QSignalSpy>
#include <QTest>

using namespace Pacenotes;
using namespace Pacenotes::TestGame;
using namespace Qt::StringLiterals;

namespace {
enum { Anna, Boris, Clara };

/// Plays `input` and fails the test (with the referee's words) if it is refused.
#define PLAY(session, input)                                                                                                \
    do {                                                                                                                    \
        const ActionVerdict v_ = (session).apply(input);                                                                    \
        QVERIFY2(v_.accepted, qPrintable(describe(v_)));                                                                    \
    } while (false)

/// Expects `input` to be refused for `rule`, and the game to be exactly as it was.
#define REFUSE(session, input, rule)                                                                                        \
    do {                                                                                                                    \
        const QByteArray before_ = snapshot(session);                                                                       \
        const int count_ = (session).undoStack()->count();                                                                  \
        const ActionVerdict v_ = (session).apply(input);                                                                    \
        QVERIFY2(!v_.accepted, "the action should have been refused");                                                     \
        QVERIFY2(hasRuling(v_.rulings, rule, Ruling::Kind::Violation), qPrintable(describe(v_)));                           \
        QCOMPARE(snapshot(session), before_);                                                                               \
        QCOMPARE((session).undoStack()->count(), count_);                                                                   \
    } while (false)
} // namespace

class tst_GameSession : public QObject
{
    Q_OBJECT

private slots:
    void setupProblems();
    void setupDefaultsAndOptions();
    void gtRaceScripted();
    void undoWalksBackThroughTheGame();
    void gtSoloLapBecomesARecord();
    void restoreReplaysTheLog();
    void flatOutOwnRelayout();
    void handPlacementReplacesDigitalPositions();
    void undoKeepsOneSharedHistory();
};

namespace {
void scriptGtRace(GameSession &g);
}

void tst_GameSession::setupProblems()
{
    QString error;
    GameSetup s = gtRace({u"Anna"_s});
    QVERIFY(!GameSession::create(s, &error));
    QVERIFY2(error.contains(u"2 to 6"_s), qPrintable(error));
    s = gtRace({u"Anna"_s, u"anna"_s});
    QVERIFY(!GameSession::create(s, &error));
    QVERIFY2(error.contains(u"different name"_s), qPrintable(error));
    s = gtRace({u"Anna"_s, u"Boris"_s});
    s.players[1].carClass = u"GT9"_s;
    QVERIFY(!GameSession::create(s, &error));
    QVERIFY2(error.contains(u"GT9"_s), qPrintable(error));
    s = gtRace({u"Anna"_s, u"Boris"_s});
    s.grid = {0, 0};
    QVERIFY(!GameSession::create(s, &error));
    s = gtRace({u"Anna"_s, u"Boris"_s});
    s.players[1].tyres.clear(); // the default dashboard is taken
    const auto ok = GameSession::create(s, &error);
    QVERIFY2(ok, qPrintable(error));
    QCOMPARE(ok->setup().players[1].tyres, u"asphalt"_s);
}

namespace {
void scriptGtRace(GameSession &g)
{

    // --- Round 1 (white): everyone at 0; the grid order is the order of distance (GT p. 5, p. 7).
    QCOMPARE(g.phase(), GamePhase::RoundStart);
    {
        const ActionVerdict v = g.playTurn(turn(Anna, u"1"_s, u"-"_s));
        QVERIFY(!v.accepted);
        QVERIFY(v.error.contains(u"No turn"_s));
    }
    PLAY(g, RoundInput{});
    QCOMPARE(g.state().round, 1);
    QCOMPARE(g.state().roundColour(), RoundColour::White);
    QCOMPARE(g.state().order.order, (QStringList{u"Anna"_s, u"Boris"_s, u"Clara"_s}));
    QCOMPARE(g.state().order.reasons.constFirst().criterion, OrderCriterion::Distance);
    QCOMPARE(g.activeCar(), int(Anna));
    REFUSE(g, turn(Boris, u"1"_s, u"-"_s), Rule::OrderOfPlay);

    PLAY(g, turn(Anna, u"1 2 3"_s, u"- - -"_s));
    QCOMPARE(g.state().cars[Anna].car.gear, (GearMarker{3, false}));
    QVERIFY(g.log().constLast().headline.startsWith(u"Anna: 1 2 3 (one by one)"_s));
    // Flat Out: one Focus token per Gear die, whatever the roll (p. 15).
    PLAY(g, turn(Boris, u"1 2 3"_s, u"- - !"_s, RollMode::FlatOut));
    QCOMPARE(g.state().cars[Boris].car.focus, 3);
    QCOMPARE(g.state().cars[Boris].car.gear, (GearMarker{3, false}));
    // One by one, the player may stop after any die (p. 14).
    PLAY(g, turn(Clara, u"1 2"_s, u"-"_s));
    QCOMPARE(g.state().cars[Clara].car.gear, (GearMarker{1, false}));
    QVERIFY(g.log().constLast().headline.contains(u"stopped after 1 space"_s));
    QCOMPARE(g.phase(), GamePhase::RoundStart);

    // --- Round 2 (black): Boris and Anna both in 3rd, Boris further along (p. 7).
    PLAY(g, placements({Boris, Anna, Clara}));
    PLAY(g, RoundInput{});
    QCOMPARE(g.state().roundColour(), RoundColour::Black);
    QCOMPARE(g.state().order.order, (QStringList{u"Boris"_s, u"Anna"_s, u"Clara"_s}));
    QCOMPARE(g.state().order.reasons[0].criterion, OrderCriterion::Distance);
    QCOMPARE(g.state().order.reasons[1].criterion, OrderCriterion::Speed);

    // Gareth's Flat Out roll (p. 15): as laid out, control is lost on the red tile in 6th.
    TurnInput gareth = turn(Boris, u"3 4 5 C 6"_s, u"- ! - ! !"_s, RollMode::FlatOut);
    const Danger colours[] = {Danger::Yellow, Danger::Yellow, Danger::Yellow, Danger::Orange, Danger::Red};
    for (int i = 0; i < 5; ++i)
        gareth.move->steps[i].space.danger = colours[i];
    {
        const ActionVerdict v = g.apply(gareth);
        QVERIFY(!v.accepted);
        QVERIFY2(v.error.contains(u"draw 4 Damage token"_s), qPrintable(v.error)); // red tile in 6th: 4 tokens
    }
    // The re-layout onto the orange tile in 6th costs one token less.
    int orange = -1;
    {
        const TurnOutcome out = resolveMove(g.context(), g.planningCar(Boris), *gareth.move, gareth.results);
        for (int i = 0; i < out.options.size(); ++i)
            if (out.options[i].event.danger == Danger::Orange && out.options[i].event.gear == 6)
                orange = i;
    }
    QVERIFY(orange >= 0);
    gareth.layoutOption = orange;
    gareth.damage = QList<DamageToken>{DamageToken::Gear, DamageToken::Weather};
    {
        const ActionVerdict v = g.apply(gareth);
        QVERIFY(!v.accepted);
        QVERIFY2(v.error.contains(u"draws 3 Damage token"_s), qPrintable(v.error));
    }
    gareth.damage = QList<DamageToken>{DamageToken::Gear, DamageToken::Weather, DamageToken::YellowFlag};
    PLAY(g, gareth);
    {
        const GameAction &a = g.log().constLast();
        QVERIFY(hasRuling(a.rulings, Rule::FlatOutRearrange, Ruling::Kind::Effect));
        QVERIFY(hasRuling(a.rulings, Rule::WeatherChange, Ruling::Kind::Effect));
        QVERIFY(hasRuling(a.rulings, Rule::YellowFlag, Ruling::Kind::Effect));
        QVERIFY(hasRuling(a.rulings, Rule::DamageToken, Ruling::Kind::Effect));
        QVERIFY2(a.headline.contains(u"Loss of Control on step 4 in gear 6: marker 00, 3 Damage token"_s), qPrintable(a.headline));
        const CarGame &b = g.state().cars[Boris];
        QCOMPARE(b.car.gear, GearMarker::offTrack());
        QCOMPARE(b.car.location, CarLocation::OffTrack);
        QCOMPARE(b.car.damage.gear, 1);
        QCOMPARE(b.car.focus, 3 + 5);                 // 3, 4, 5, C, 6: five Gear and Coast dice
        QVERIFY(b.car.yellowFlagOut);
        QCOMPARE(g.state().marksOf(TrackMark::Kind::YellowFlag), 1);
        QCOMPARE(g.state().rules.weather, Weather::Wet); // one weather token: every dashboard flips
        QCOMPARE(g.allowance(Boris)->dice.gear, 5);
    }

    // Anna in the wet (GT6 asphalt wet: hazard limit 2). Securing needs Focus she does not have.
    REFUSE(g, turn(Anna, u"4 5* C"_s, u"- * -"_s), Rule::SecureCost);
    // No moving alongside in a Yellow Flag zone (p. 18).
    TurnInput alongside = turn(Anna, u"4 5 C"_s, u"- ! -"_s);
    alongside.move->steps[1].space.yellowFlag = true;
    alongside.move->steps[1].space.alongside = {Alongside{3, false, false, false}};
    REFUSE(g, alongside, Rule::YellowFlag);
    PLAY(g, turn(Anna, u"4 5 C"_s, u"- ! -"_s));
    QCOMPARE(g.state().cars[Anna].car.gear, (GearMarker{5, false}));

    // Clara's pit stop (pp. 18-19): only after a turn ending in 1st gear on a plain space.
    TurnInput pit = turn(Clara, u"2"_s, u"-"_s);
    pit.pitStop = PitStopRequest{};
    pit.pitStop->choice = PitChoice::Tyres;
    pit.pitStop->newTyres = u"rain"_s;
    REFUSE(g, pit, Rule::PitStop);
    pit = turn(Clara, u"1"_s, u"-"_s);
    pit.pitStop = PitStopRequest{};
    pit.pitStop->choice = PitChoice::Tyres;
    pit.pitStop->newTyres = u"rain"_s;
    PLAY(g, pit);
    QCOMPARE(g.state().cars[Clara].car.location, CarLocation::InPits);
    QCOMPARE(g.state().cars[Clara].car.tyres, u"rain"_s);
    QCOMPARE(g.state().cars[Clara].car.gear, (GearMarker{0, false}));
    QVERIFY(hasRuling(g.log().constLast().rulings, Rule::PitStop, Ruling::Kind::Effect));

    // --- Round 3 (white): speed first; 0 is higher than 00 (p. 17).
    PLAY(g, RoundInput{});
    QCOMPARE(g.state().order.order, (QStringList{u"Anna"_s, u"Clara"_s, u"Boris"_s}));
    QVERIFY(g.state().order.reasons[1].explanation.contains(u"00"_s));
    PLAY(g, turn(Anna, u"6 C"_s, u"- -"_s));
    PLAY(g, turn(Clara, u"1 2"_s, u"- -"_s)); // back from the pits, plays from 0
    QVERIFY(hasRuling(g.log().constLast().rulings, Rule::PitStop, Ruling::Kind::Effect));
    QCOMPARE(g.state().cars[Clara].car.location, CarLocation::OnTrack);
    // Boris at 00 comes back at 0 and does nothing else (p. 17).
    REFUSE(g, turn(Boris, u"1"_s, u"-"_s), Rule::ReturnToTrack);
    PLAY(g, still(Boris));
    QVERIFY(hasRuling(g.log().constLast().rulings, Rule::ReturnToTrack, Ruling::Kind::Effect));
    QCOMPARE(g.state().cars[Boris].car.gear, (GearMarker{0, false}));
    QCOMPARE(g.state().cars[Boris].car.location, CarLocation::OnTrack);
    QVERIFY(g.state().cars[Boris].car.yellowFlagOut); // lifted only at the start of a turn at 0

    // --- Round 4 (black): Anna crosses the finish line first (p. 20).
    PLAY(g, placements({Anna, Clara, Boris}));
    PLAY(g, RoundInput{});
    QCOMPARE(g.state().order.order, (QStringList{u"Anna"_s, u"Clara"_s, u"Boris"_s}));
    TurnInput finish = turn(Anna, u"6 5"_s, u"- -"_s);
    finish.move->steps[1].space.finishLine = true;
    PLAY(g, finish);
    QCOMPARE(g.state().cars[Anna].status, CarStatus::Finished);
    QCOMPARE(g.state().cars[Anna].finishPlace, 1);
    QCOMPARE(g.state().cars[Anna].car.lapsDone, 1);
    PLAY(g, turn(Clara, u"3 4"_s, u"- -"_s));
    PLAY(g, turn(Boris, u"1 2"_s, u"- -"_s)); // starting at 0: the Yellow Flag comes off the track
    QVERIFY(hasRuling(g.log().constLast().rulings, Rule::YellowFlag, Ruling::Kind::Effect));
    QVERIFY(!g.state().cars[Boris].car.yellowFlagOut);
    QCOMPARE(g.state().marksOf(TrackMark::Kind::YellowFlag), 0);

    // --- Round 5: the others finish.
    PLAY(g, placements({Clara, Boris}));
    PLAY(g, RoundInput{});
    QCOMPARE(g.state().order.order, (QStringList{u"Clara"_s, u"Boris"_s}));
    QCOMPARE(g.state().order.finished, QStringList{u"Anna"_s});
    finish = turn(Clara, u"5 4"_s, u"- -"_s);
    finish.move->steps[1].space.finishLine = true;
    PLAY(g, finish);
    finish = turn(Boris, u"3 4"_s, u"- -"_s);
    finish.move->steps[1].space.finishLine = true;
    PLAY(g, finish);
    QCOMPARE(g.phase(), GamePhase::GameOver);
    QCOMPARE(g.state().finishOrder, (QList<int>{Anna, Clara, Boris}));
    QVERIFY(!g.startRound().accepted); // nothing more to play
}
} // namespace

void tst_GameSession::gtRaceScripted()
{
    QString error;
    std::unique_ptr<GameSession> game = GameSession::create(gtRace({u"Anna"_s, u"Boris"_s, u"Clara"_s}), &error);
    QVERIFY2(game, qPrintable(error));
    QSignalSpy changed(game.get(), &GameSession::stateChanged);
    QSignalSpy appended(game.get(), &GameSession::actionAppended);
    scriptGtRace(*game);
    if (QTest::currentTestFailed())
        return;
    QCOMPARE(appended.count(), game->log().size());
    QCOMPARE(changed.count(), game->log().size());
    QCOMPARE(game->undoStack()->count(), game->log().size());
    // The log reads like the race: one headline per action, the rulings under it.
    QCOMPARE(game->log().constFirst().headline, u"Round 1 (white): Anna, Boris, Clara."_s);
}

void tst_GameSession::undoWalksBackThroughTheGame()
{
    QString error;
    std::unique_ptr<GameSession> game = GameSession::create(gtRace({u"Anna"_s, u"Boris"_s, u"Clara"_s}), &error);
    QVERIFY2(game, qPrintable(error));
    const QByteArray start = snapshot(*game);
    scriptGtRace(*game);
    if (QTest::currentTestFailed())
        return;
    const QByteArray end = snapshot(*game);
    const int actions = int(game->log().size());
    QSignalSpy removed(game.get(), &GameSession::actionRemoved);
    while (game->undoStack()->canUndo())
        game->undoStack()->undo();
    QCOMPARE(removed.count(), actions);
    QVERIFY(game->log().isEmpty());
    QCOMPARE(snapshot(*game), start);
    while (game->undoStack()->canRedo())
        game->undoStack()->redo();
    QCOMPARE(snapshot(*game), end);
    QCOMPARE(game->log().size(), actions);

    // A corrected action replaces what was undone: Clara's last turn, played differently.
    game->undoStack()->undo();
    game->undoStack()->undo();
    QCOMPARE(game->activeCar(), 2);
    TurnInput slower = turn(2, u"5 4 3"_s, u"- - -"_s);
    const ActionVerdict v = game->playTurn(slower);
    QVERIFY2(v.accepted, qPrintable(describe(v)));
    QVERIFY(!game->undoStack()->canRedo());
    QCOMPARE(game->state().cars[2].status, CarStatus::Racing);
}

void tst_GameSession::setupDefaultsAndOptions()
{
    // Two clicks to a race: the defaults are a playable game.
    GameSetup race = GameSetup::defaults(GameKind::GtRace, 2, RulesData::builtin());
    QString error;
    QVERIFY2(GameSession::create(race, &error), qPrintable(error));
    QCOMPARE(race.players[1].name, u"Player 2"_s);
    QCOMPARE(race.players[0].carClass, u"GT6"_s);
    QCOMPARE(race.players[0].tyres, u"asphalt"_s);
    QVERIFY(race.players[0].colour != race.players[1].colour);
    QCOMPARE(race.grid, (QList<int>{0, 1}));
    const GameSetup rally = GameSetup::defaults(GameKind::DirtRally, 3, RulesData::builtin(), 3);
    QCOMPARE(rally.stages.size(), 3);
    QCOMPARE(rally.players[2].carClass, u"Core"_s);
    QVERIFY2(GameSession::create(rally, &error), qPrintable(error));

    // The grid drawn one marker at a time (GT p. 5).
    ScriptedRandom random({1, 0});
    race.drawGrid(random);
    QVERIFY(race.gridDrawn);
    QCOMPARE(race.grid, (QList<int>{1, 0}));
    // DIRT draws one car only: it starts first, the others follow clockwise as seated (DIRT p. 5).
    GameSetup seated = GameSetup::defaults(GameKind::DirtStage, 4, RulesData::builtin());
    ScriptedRandom firstCar({2, 0, 1});
    seated.drawGrid(firstCar);
    QCOMPARE(seated.grid, (QList<int>{2, 3, 0, 1}));
    QCOMPARE(firstCar.used(), 1);

    // The optional rules, with their pages.
    QStringList ids;
    for (const RuleOption &o : RuleOptions::forKind(GameKind::GtRace))
        ids << o.id;
    QCOMPARE(ids, (QStringList{u"flyingStart"_s, u"redline"_s, u"noWeatherChanges"_s}));
    const RuleOption noWeather = RuleOptions::forKind(GameKind::GtRace)[2];
    QVERIFY(!noWeather.isOn(race));
    noWeather.setOn(race, true);
    QVERIFY(!race.rules.weatherChanges);
    QVERIFY(noWeather.isOn(race));
    QCOMPARE(noWeather.reference(Game::GT), u"GT rulebook, p. 21, “Setting up the race”"_s);
    QVERIFY(RuleOptions::forKind(GameKind::GtRace)[0].reference(Game::GT).contains(u"p. 21"_s)); // Flying Start
    ids.clear();
    for (const RuleOption &o : RuleOptions::forKind(GameKind::DirtRally))
        ids << o.id;
    QCOMPARE(ids, (QStringList{u"flyingStart"_s, u"redline"_s, u"sisu"_s, u"oneShots"_s, u"checkpoints"_s}));
}

void tst_GameSession::gtSoloLapBecomesARecord()
{
    GameSetup setup = gtRace({u"Sol"_s});
    setup.kind = GameKind::GtSolo;
    QString error;
    std::unique_ptr<GameSession> game = GameSession::create(setup, &error);
    QVERIFY2(game, qPrintable(error));
    QVERIFY(game->state().rules.solo);
    RecordsDatabase records;
    QVERIFY(records.open(u":memory:"_s));
    game->attachRecords(&records);
    QSignalSpy recorded(game.get(), &GameSession::recordSaved);
    GameSession &g = *game;

    PLAY(g, RoundInput{});
    PLAY(g, turn(0, u"1 2 3"_s, u"- - -"_s));
    PLAY(g, RoundInput{});
    PLAY(g, turn(0, u"4 5 6"_s, u"- - -"_s, RollMode::FlatOut));
    // No pit stops in solo mode (GT p. 21).
    TurnInput pit = turn(0, u"5 4 3 2 1"_s, u"- - - - -"_s);
    pit.pitStop = PitStopRequest{};
    pit.pitStop->choice = PitChoice::Repairs;
    PLAY(g, RoundInput{});
    REFUSE(g, pit, Rule::Solo);
    TurnInput finish = turn(0, u"6 5"_s, u"- -"_s);
    finish.move->steps[1].space.finishLine = true;
    QCOMPARE(records.laps()->size(), 0);
    PLAY(g, finish);
    QCOMPARE(g.phase(), GamePhase::GameOver);
    QCOMPARE(recorded.count(), 1);

    // The score sheet: one box per turn by end gear; times from SoloTiming (GT p. 22).
    const QList<SoloLap> laps = *records.laps();
    QCOMPARE(laps.size(), 1);
    const SoloLap &lap = laps.constFirst();
    QCOMPARE(lap.turns.size(), 3);
    QCOMPARE(lap.turns[0].endGear, (GearMarker{3, false}));
    QCOMPARE(lap.turns[1].endGear, (GearMarker{6, false}));
    QCOMPARE(lap.turns[2].endGear, (GearMarker{5, false}));
    QCOMPARE(lap.focusTokens, 3);
    QCOMPARE(lap.header.driver, u"Sol"_s);
    QCOMPARE(lap.header.track, u"GT Track 1"_s);
    QCOMPARE(lap.trackTime(SoloTiming::builtin()), 30 + 10 + 15);
    QCOMPARE(lap.finalTime(SoloTiming::builtin()), 55 - 3);
    QCOMPARE(g.recordId(), lap.id);

    // Undoing the finish takes the lap back out of the records; redoing writes it again.
    g.undoStack()->undo();
    QCOMPARE(records.laps()->size(), 0);
    QCOMPARE(g.recordId(), 0);
    g.undoStack()->redo();
    QCOMPARE(records.laps()->size(), 1);
}

void tst_GameSession::restoreReplaysTheLog()
{
    QString error;
    std::unique_ptr<GameSession> game = GameSession::create(gtRace({u"Anna"_s, u"Boris"_s, u"Clara"_s}), &error);
    QVERIFY2(game, qPrintable(error));
    scriptGtRace(*game);
    if (QTest::currentTestFailed())
        return;
    QByteArray json = QJsonDocument(GameLogJson::document(*game)).toJson();
    const std::optional<GameLogJson::Document> doc = GameLogJson::readDocument(json, &error);
    QVERIFY2(doc, qPrintable(error));
    QCOMPARE(doc->setup, game->setup());
    QCOMPARE(doc->actions.size(), game->log().size());

    QString problem;
    std::unique_ptr<GameSession> again = GameSession::restore(doc->setup, doc->actions, int(doc->actions.size()), &problem);
    QVERIFY2(again && problem.isEmpty(), qPrintable(problem));
    QCOMPARE(snapshot(*again), snapshot(*game));
    for (int i = 0; i < game->log().size(); ++i)
        QCOMPARE(again->log()[i].headline, game->log()[i].headline);
    // Written again, the log is the same document (the outputs included).
    QCOMPARE(QJsonDocument(GameLogJson::document(*again)).toJson().replace(again->uuid().toUtf8(), ""),
             json.replace(game->uuid().toUtf8(), ""));

    // Restored halfway: the rest can be redone.
    std::unique_ptr<GameSession> half = GameSession::restore(doc->setup, doc->actions, 10, &problem);
    QVERIFY(half);
    QCOMPARE(half->log().size(), 10);
    QCOMPARE(half->undoStack()->count(), doc->actions.size());
    while (half->undoStack()->canRedo())
        half->undoStack()->redo();
    QCOMPARE(snapshot(*half), snapshot(*game));
}

void tst_GameSession::flatOutOwnRelayout()
{
    QString error;
    std::unique_ptr<GameSession> game = GameSession::create(gtRace({u"Gareth"_s, u"Boris"_s}), &error);
    QVERIFY2(game, qPrintable(error));
    GameSession &g = *game;
    PLAY(g, RoundInput{});
    PLAY(g, turn(0, u"1 2 3"_s, u"- - -"_s));
    PLAY(g, turn(1, u"1"_s, u"-"_s));
    PLAY(g, RoundInput{});
    // Gareth's roll (GT p. 15), laid out again by the players themselves: 4 5 6 C, losing control
    // on the orange tile in 6th instead of the red one.
    TurnInput t = turn(0, u"3 4 5 C 6"_s, u"- ! - ! !"_s, RollMode::FlatOut);
    const Danger colours[] = {Danger::Yellow, Danger::Yellow, Danger::Yellow, Danger::Orange, Danger::Red};
    for (int i = 0; i < 5; ++i)
        t.move->steps[i].space.danger = colours[i];
    PlannedMove own = TestRules::plan(u"4 5 6 C"_s, RollMode::FlatOut);
    for (int i = 0; i < 4; ++i)
        own.steps[i].space.danger = colours[i];
    // A layout with a die that was not rolled is refused, with the rule.
    t.layout = TestRules::plan(u"4 5 6 6"_s, RollMode::FlatOut);
    t.layoutResults = TestRules::results(u"! - ! !"_s);
    t.damage = QList<DamageToken>{DamageToken::GreenFlag, DamageToken::GreenFlag, DamageToken::GreenFlag};
    REFUSE(g, t, Rule::FlatOutRearrange);
    t.layout = own;
    PLAY(g, t);
    const GameAction &a = g.log().constLast();
    QVERIFY(a.report.loss.has_value());
    QCOMPARE(a.report.loss->gear, 6);
    QCOMPARE(a.report.loss->danger, Danger::Orange);
    QCOMPARE(a.report.damageTokens, 3);
    QCOMPARE(g.state().cars[0].car.focus, 5); // the whole roll still gains its tokens
    // Written and read back, the log keeps the players' own layout.
    const QJsonObject json = GameLogJson::action(a.input, g.setup());
    QVERIFY(json.value(u"layout"_s).toObject().contains(u"steps"_s));
    const std::optional<ActionInput> back = GameLogJson::readAction(json, g.setup(), g.data(), &error);
    QVERIFY2(back, qPrintable(error));
    QCOMPARE(std::get<TurnInput>(*back).layout, own);
}

void tst_GameSession::handPlacementReplacesDigitalPositions()
{
    // Issue 25: with digital positions Anna 5, Boris 10, the hand placement "Anna, Boris" was
    // accepted ("furthest first: Anna, Boris"), but the order of play still read Boris first.
    QString error;
    std::unique_ptr<GameSession> g = GameSession::create(gtRace({u"Anna"_s, u"Boris"_s}), &error);
    PlacementInput digital;
    digital.entries.append({0, CarPlacement{1, -1, 0}, DigitalPosition{u"a"_s, 5, 0}});
    digital.entries.append({1, CarPlacement{0, -1, 0}, DigitalPosition{u"b"_s, 10, 0}});
    QVERIFY(g->enterPlacements(digital).accepted);
    QCOMPARE(g->previewOrder().order, (QStringList{u"Boris"_s, u"Anna"_s}));
    const ActionVerdict hand = g->enterPlacements(placements({0, 1}));
    QVERIFY(hand.accepted);
    QVERIFY2(hand.action.headline.contains(u"Anna, Boris"_s), qPrintable(hand.action.headline));
    QVERIFY(!g->state().cars[0].digital);
    QVERIFY(!g->state().cars[1].digital);
    QCOMPARE(g->previewOrder().order, (QStringList{u"Anna"_s, u"Boris"_s}));
    QVERIFY(g->startRound().accepted);
    QCOMPARE(g->state().order.order, (QStringList{u"Anna"_s, u"Boris"_s}));
    // Undo brings the digital positions back.
    g->undoStack()->undo();
    g->undoStack()->undo();
    QCOMPARE(g->state().cars[1].digital->distance, 10.0);
}

void tst_GameSession::undoKeepsOneSharedHistory()
{
    // Issue 25: every undo step kept its own copy of the solo sheet's per-turn list, so a game's
    // memory grew with the square of its length. The list is one history now, shared by the
    // states of the game; undo and redo still give the exact states back.
    QString error;
    std::unique_ptr<GameSession> g = GameSession::create(endlessSoloLap(), &error);
    QList<QByteArray> states{snapshot(*g)};
    while (g->log().size() < 400) {
        QVERIFY(g->apply(nextSoloAction(*g)).accepted);
        states.append(snapshot(*g));
    }
    const SharedHistory<SoloTurnRecord> &now = g->state().cars[0].soloTurns;
    QVERIFY(now.size() >= 150);
    SharedHistory<SoloTurnRecord> copy = now;
    copy.append(SoloTurnRecord{});
    QCOMPARE(copy.items().mid(0, now.size()), now.items());
    QCOMPARE(now.size() + 1, copy.size());
    for (int i = 399; i >= 0; --i) {
        g->undoStack()->undo();
        QCOMPARE(snapshot(*g), states[i]);
    }
    for (int i = 1; i <= 400; ++i) {
        g->undoStack()->redo();
        QCOMPARE(snapshot(*g), states[i]);
    }
}

QTEST_GUILESS_MAIN(tst_GameSession)
#include "tst_gamesession.moc"
