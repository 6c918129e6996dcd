// SPDX-License-Identifier: GPL-3.0-or-later
// GameSession through a scripted two-stage DIRT rally (DIRT pp. 6-24): the staggered start, the
// Leader dice, a shortcut token, Time cards taken (from the data and read off real cards), a
// crash with its card and Damage tokens, the spare tyre, a retirement, Assistance between the
// stages, the next start order by overall time, and the stage and rally times.
#include "gamehelpers.h"

#include "game/gamerecords.h"
#include "records/rallystandings.h"
#include "records/recordsdatabase.h"

#include <QSignalSpy>
#include <QTest>

using namespace Pacenotes;
using namespace Pacenotes::TestGame;
using namespace Qt::StringLiterals;

namespace {
enum { Dana, Egor, Fay };

#define REFUSE(session, input, rule)                                                                                        \
    do {                                                                                                                    \
        const QByteArray before_ = snapshot(session);                                                                       \
        const ActionVerdict v_ = (session).apply(input);                                                                    \
        QVERIFY2(!v_.accepted, "the action should have been refused");                                                     \
        QVERIFY2(hasRuling(v_.rulings, rule, Ruling::Kind::Violation), qPrintable(describe(v_)));                           \
        QCOMPARE(snapshot(session), before_);                                                                               \
    } while (false)

#define REFUSE_BECAUSE(session, input, words)                                                                               \
    do {                                                                                                                    \
        const QByteArray before_ = snapshot(session);                                                                       \
        const ActionVerdict v_ = (session).apply(input);                                                                    \
        QVERIFY2(!v_.accepted, "the action should have been refused");                                                     \
        QVERIFY2(v_.error.contains(words), qPrintable(describe(v_)));                                                       \
        QCOMPARE(snapshot(session), before_);                                                                               \
    } while (false)

/// A car class of the user's own data: two Gear dice, so two Gear damage tokens retire it.
DataOverrides kitCar()
{
    DataOverrides o;
    o.dirtClasses.append(CarClass{u"Kit"_s, 6});
    DashboardRow row;
    row.carClass = u"Kit"_s;
    row.tyres = u"gravel"_s;
    row.condition = u"gravel"_s;
    row.dice = DiceCounts{2, 2, 1, 0, 0};
    row.hazardLimit = 3;
    o.dirtDashboards.append(row);
    row.condition = u"gravel-leader"_s;
    row.dice = DiceCounts{2, 0, 1, 0, 2};
    o.dirtDashboards.append(row);
    return o;
}

TimeCardBack crash(int orange, int red)
{
    TimeCardBack b;
    b.kind = TimeCardBackKind::Crash;
    b.seconds = 60;
    b.damage = {0, orange, red};
    return b;
}
} // namespace

class tst_GameSessionDirt : public QObject
{
    Q_OBJECT

private slots:
    void twoStageRally();
};

void tst_GameSessionDirt::twoStageRally()
{
    GameSetup setup = dirtRally({u"Dana"_s, u"Egor"_s, u"Fay"_s}, 2);
    setup.stages[0].assistance = true;
    setup.players[Fay].carClass = u"Kit"_s;
    setup.overrides = kitCar();
    QString error;
    std::unique_ptr<GameSession> game = GameSession::create(setup, &error);
    QVERIFY2(game, qPrintable(error));
    RecordsDatabase records;
    QVERIFY(records.open(u":memory:"_s));
    game->attachRecords(&records);
    GameSession &g = *game;

    // ===== Stage 1, round 1: only the first car starts (DIRT p. 7); it leads (p. 9).
    PLAY(g, RoundInput{});
    QCOMPARE(g.state().order.order, QStringList{u"Dana"_s});
    QCOMPARE(g.state().order.waiting, (QStringList{u"Egor"_s, u"Fay"_s}));
    QCOMPARE(g.state().order.leader, u"Dana"_s);
    QVERIFY(hasRuling(g.log().constLast().rulings, Rule::LeaderDice, Ruling::Kind::Effect));
    QCOMPARE(g.allowance(Dana)->dice.leader, 2);
    QCOMPARE(g.allowance(Dana)->dice.coast, 0);
    // The leader on gravel has Leader dice instead of Coast dice.
    REFUSE(g, turn(Dana, u"1 C"_s, u"- -"_s), Rule::LeaderDice);
    PLAY(g, turn(Dana, u"1 2 L"_s, u"- - -"_s));
    QCOMPARE(g.state().cars[Dana].timeCards.size(), 1);
    QCOMPARE(g.state().cars[Dana].timeCards[0].seconds, 40); // the gear 2 deck's front (placeholder data)
    QCOMPARE(g.state().cars[Dana].timeCards[0].confidence, Confidence::Placeholder);
    QVERIFY(hasRuling(g.log().constLast().rulings, Rule::DataConfidence, Ruling::Kind::Note));
    QVERIFY(hasRuling(g.log().constLast().rulings, Rule::TimeCard, Ruling::Kind::Effect));

    // ===== Round 2: Egor starts after the car already on the stage.
    PLAY(g, RoundInput{});
    QCOMPARE(g.state().order.order, (QStringList{u"Dana"_s, u"Egor"_s}));
    QCOMPARE(g.state().order.reasons[0].criterion, OrderCriterion::StartOrder);
    PLAY(g, turn(Dana, u"3 4 5"_s, u"- - -"_s, RollMode::FlatOut));
    QCOMPARE(g.state().cars[Dana].car.focus, 3); // Second tokens
    // A shortcut draws a token; its shortcut side is entered (DIRT p. 11).
    TurnInput cut = turn(Egor, u"1 2"_s, u"- -"_s);
    cut.move->steps[1].space.shortcut = true;
    cut.move->steps[1].space.limit = 2;
    cut.timeCardSeconds = 41; // read off the real card
    REFUSE_BECAUSE(g, cut, u"shortcut"_s);
    cut.shortcuts = {ShortcutResult::Coast};
    PLAY(g, cut);
    QVERIFY(hasRuling(g.log().constLast().rulings, Rule::Shortcut, Ruling::Kind::Effect));
    QCOMPARE(g.state().cars[Egor].car.damage.coast, 1); // a blown tyre: one Coast die less from the next turn
    QCOMPARE(g.state().cars[Egor].timeCards.constLast().seconds, 41);
    QVERIFY(g.state().cars[Egor].timeCards.constLast().entered);

    // ===== Round 3: distance first (p. 6); Fay starts last.
    PLAY(g, placements({Dana, Egor, Fay}));
    PLAY(g, RoundInput{});
    QCOMPARE(g.state().order.order, (QStringList{u"Dana"_s, u"Egor"_s, u"Fay"_s}));
    TurnInput loss = turn(Dana, u"6 L L"_s, u"- ! !"_s);
    loss.move->steps[2].space.danger = Danger::Red;
    // Two hazards: not yet the limit of three. Then a third.
    loss.results = TestRules::results(u"! ! !"_s);
    REFUSE_BECAUSE(g, loss, u"Time card"_s);
    loss.lossCard = crash(1, 2);
    REFUSE_BECAUSE(g, loss, u"2 Damage token"_s);
    loss.damage = QList<DamageToken>{DamageToken::Gear, DamageToken::Brake};
    PLAY(g, loss);
    {
        const CarGame &d = g.state().cars[Dana];
        QCOMPARE(d.car.location, CarLocation::OffTrack);
        QCOMPARE(d.car.gear, (GearMarker{0, false}));
        QCOMPARE(d.car.damage.gear, 1);
        QCOMPARE(d.car.damage.brake, 1);
        QCOMPARE(d.timeCards.constLast().side, TimeCardTaken::Side::Zero);
        QCOMPARE(d.timeCards.constLast().seconds, 60);
        QVERIFY(hasRuling(g.log().constLast().rulings, Rule::LossOfControl, Ruling::Kind::Effect));
    }
    PLAY(g, turn(Egor, u"3 C"_s, u"- -"_s));
    QCOMPARE(g.allowance(Egor)->dice.coast, 1);
    PLAY(g, turn(Fay, u"1 2"_s, u"- -"_s));

    // ===== Round 4: a crashed car counts where it left the track (p. 19).
    PLAY(g, placements({Dana, Egor, Fay}));
    PLAY(g, RoundInput{});
    QCOMPARE(g.state().order.order, (QStringList{u"Dana"_s, u"Egor"_s, u"Fay"_s}));
    PLAY(g, turn(Dana, u"1 2 L"_s, u"- - -"_s)); // back where it left, plays normally
    QVERIFY(hasRuling(g.log().constLast().rulings, Rule::ReturnToTrack, Ruling::Kind::Effect));
    // The spare tyre at the end of a move in 1st gear (p. 20); its card's seconds are entered.
    TurnInput spare = turn(Egor, u"2 1"_s, u"- -"_s);
    spare.spareTyre = true;
    REFUSE_BECAUSE(g, spare, u"Spare Tyre"_s);
    spare.spareTyreSeconds = 60;
    PLAY(g, spare);
    {
        const CarGame &e = g.state().cars[Egor];
        QCOMPARE(e.car.damage.coast, 0);
        QVERIFY(!e.car.spareTyre);
        QCOMPARE(e.timeCards.constLast().side, TimeCardTaken::Side::SpareTyre);
        QCOMPARE(e.timeCards.constLast().seconds, 60);
        QCOMPARE(e.car.location, CarLocation::InPits);
    }
    // Fay crashes and her two Gear damage tokens leave her no Gear die: she retires (p. 21).
    TurnInput fayLoss = turn(Fay, u"3 C C"_s, u"! ! !"_s);
    fayLoss.move->steps[2].space.danger = Danger::Orange;
    fayLoss.lossCard = crash(2, 3);
    fayLoss.damage = QList<DamageToken>{DamageToken::Gear, DamageToken::Gear};
    PLAY(g, fayLoss);
    QCOMPARE(g.state().cars[Fay].status, CarStatus::Retired);
    QVERIFY(hasRuling(g.log().constLast().rulings, Rule::Retirement, Ruling::Kind::Effect));

    // ===== Round 5: both finish; the final card is for the gear after the line (p. 20).
    PLAY(g, placements({Dana, Egor}));
    PLAY(g, RoundInput{});
    QCOMPARE(g.state().order.order, (QStringList{u"Dana"_s, u"Egor"_s}));
    PLAY(g, finishing(Dana, u"3 4"_s, u"- -"_s));
    QCOMPARE(g.state().cars[Dana].status, CarStatus::Finished);
    QCOMPARE(g.state().cars[Dana].timeCards.constLast().gear, 4);
    PLAY(g, finishing(Egor, u"1 2"_s, u"- -"_s)); // back from the spare tyre change, from 0
    QCOMPARE(g.phase(), GamePhase::StageOver);

    // Stage 1: Σ Time cards − Second tokens left (p. 20); a retirement is the slowest + 1:00 (p. 21).
    QCOMPARE(g.state().cars[Dana].stages[0].time, std::optional<int>(40 + 15 + 60 + 40 + 20 - 3));
    QCOMPARE(g.state().cars[Egor].stages[0].time, std::optional<int>(41 + 30 + 60 + 40));
    QVERIFY(g.state().cars[Fay].stages[0].retired);
    {
        const RallyStandings s = RallyStandings::compute(GameRecords::rallySoFar(g.setup(), g.state()));
        QCOMPARE(s.cell(Fay, 0).stageTime, std::optional<int>(172 + 60));
    }
    QCOMPARE(records.rallies()->size(), 1);

    // ===== Between the stages: Assistance repairs everyone (p. 21); start in order of overall time.
    StageBreakInput brk;
    brk.spareTyre = {Dana};
    REFUSE(g, brk, Rule::SpareTyre); // with Assistance there is no need
    REFUSE_BECAUSE(g, RoundInput{}, u"stage is over"_s);
    PLAY(g, StageBreakInput{});
    QVERIFY(hasRuling(g.log().constLast().rulings, Rule::Rally, Ruling::Kind::Effect));
    QCOMPARE(g.state().stage, 1);
    QCOMPARE(g.state().cars[Dana].car.damage.total(), 0);
    QVERIFY(g.state().cars[Egor].car.spareTyre);
    QCOMPARE(g.state().cars[Fay].status, CarStatus::Racing);
    QCOMPARE(g.state().cars[Dana].car.focus, 0); // Second tokens are not kept
    QCOMPARE(g.state().cars[Egor].startOrder, 1);
    QCOMPARE(g.state().cars[Dana].startOrder, 2);
    QCOMPARE(g.state().cars[Fay].startOrder, 3);

    // ===== Stage 2.
    PLAY(g, RoundInput{});
    QCOMPARE(g.state().order.order, QStringList{u"Egor"_s});
    PLAY(g, turn(Egor, u"1 2 L"_s, u"- - -"_s));
    PLAY(g, RoundInput{});
    PLAY(g, finishing(Egor, u"3 4"_s, u"- -"_s));
    PLAY(g, turn(Dana, u"1 2"_s, u"- -"_s));
    PLAY(g, RoundInput{});
    QCOMPARE(g.state().order.leader, QString()); // no leader once a car has finished
    PLAY(g, finishing(Dana, u"3 4"_s, u"- -"_s));
    PLAY(g, turn(Fay, u"1 2"_s, u"- -"_s));
    PLAY(g, RoundInput{});
    PLAY(g, finishing(Fay, u"3 C"_s, u"- -"_s));
    QCOMPARE(g.phase(), GamePhase::GameOver);

    // The rally sheet: stage and overall times, positions (RallyStandings).
    const std::optional<QList<Rally>> rallies = records.rallies();
    QCOMPARE(rallies->size(), 1);
    const Rally &rally = rallies->constFirst();
    QCOMPARE(rally.stages.size(), 2);
    QVERIFY(rally.stages[0].assistance);
    QCOMPARE(rally.players[Egor].results[1].time, std::optional<int>(40 + 20));
    QCOMPARE(rally.players[Dana].results[1].time, std::optional<int>(40 + 20));
    QCOMPARE(rally.players[Fay].results[1].time, std::optional<int>(40 + 30));
    const RallyStandings standings = RallyStandings::compute(rally);
    QCOMPARE(standings.finalTime(Egor), std::optional<int>(171 + 60));
    QCOMPARE(standings.finalTime(Dana), std::optional<int>(172 + 60));
    QCOMPARE(standings.finalTime(Fay), std::optional<int>(232 + 70));
    QCOMPARE(standings.finalPosition(Egor), std::optional<int>(1));
    QCOMPARE(standings.finalPosition(Fay), std::optional<int>(3));
    QVERIFY(rally.notes.contains(g.uuid()));
}

QTEST_GUILESS_MAIN(tst_GameSessionDirt)
#include "tst_gamesessiondirt.moc"
