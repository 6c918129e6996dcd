// SPDX-License-Identifier: GPL-3.0-or-later
// Order of play (GT p. 7, p. 17; DIRT p. 6, p. 7, p. 9, p. 19), the starting grid (GT p. 5) and
// the white and black rounds (GT p. 6).
#include "rules/randomsource.h"
#include "rules/turnorder.h"

#include <QTest>

using namespace Pacenotes;
using namespace Qt::StringLiterals;

namespace {
OrderCar car(const QString &id, int gear, double distance, int position = -1)
{
    OrderCar c;
    c.id = id;
    c.gear = GearMarker{gear, false};
    c.distance = distance;
    c.position = position;
    return c;
}
} // namespace

class tst_TurnOrder : public QObject
{
    Q_OBJECT

private slots:
    void gtExamplePage7();
    void gtSpeedBeatsDistance();
    void dirtDistanceBeatsSpeed();
    void gtReturningCarsByWhoLeftFirst();
    void dirtStaggeredStartEntersInGearZero();
    void unresolvedTieIsReported();
    void dirtLeaderIsFirstUntilSomeoneFinishes();
    void finishedCarsDoNotPlay();
    void startingGridIsDrawnOneByOne();
    void roundsAlternateWhiteAndBlack();
};

void tst_TurnOrder::gtExamplePage7()
{
    const PlayOrder o = orderOfPlay(Game::GT, {car(u"Red"_s, 2, 8), car(u"Yellow"_s, 5, 10, 1), car(u"Green"_s, 2, 5),
                                               car(u"Blue"_s, 5, 10, 0)});
    QCOMPARE(o.order, (QStringList{u"Blue"_s, u"Yellow"_s, u"Red"_s, u"Green"_s}));
    QCOMPARE(o.reasons.size(), 3);
    QCOMPARE(o.reasons[0].criterion, OrderCriterion::Position);
    QVERIFY(o.reasons[0].explanation.contains(u"inside"_s));
    QCOMPARE(o.reasons[1].criterion, OrderCriterion::Speed);
    QCOMPARE(o.reasons[2].criterion, OrderCriterion::Distance);
    QVERIFY(o.leader.isEmpty()); // no Leader dice in GT
    QVERIFY(o.rulings.isEmpty());
}

void tst_TurnOrder::gtSpeedBeatsDistance()
{
    const PlayOrder o = orderOfPlay(Game::GT, {car(u"Ahead"_s, 3, 20), car(u"Fast"_s, 6, 2)});
    QCOMPARE(o.order, (QStringList{u"Fast"_s, u"Ahead"_s}));
    OrderCar skid = car(u"Skid"_s, 0, 1);
    OrderCar off = car(u"Off"_s, 0, 30);
    off.gear = GearMarker::offTrack();
    off.onTrack = false;
    const PlayOrder z = orderOfPlay(Game::GT, {off, skid});
    QCOMPARE(z.order, (QStringList{u"Skid"_s, u"Off"_s}));
    QVERIFY(z.reasons[0].explanation.contains(u"00"_s));
}

void tst_TurnOrder::gtReturningCarsByWhoLeftFirst()
{
    // GT p. 17: "if two cars were set to return to the track at the same time, the one that left
    // the track first re-enters and plays first" — before their distance is compared.
    OrderCar early = car(u"Early"_s, 0, 5);
    OrderCar late = car(u"Late"_s, 0, 20);
    for (OrderCar *c : {&early, &late}) {
        c->gear = GearMarker::offTrack();
        c->onTrack = false;
    }
    early.leftTrack = 1;
    late.leftTrack = 2;
    const PlayOrder o = orderOfPlay(Game::GT, {late, early, car(u"Skid"_s, 0, 1)});
    QCOMPARE(o.order, (QStringList{u"Skid"_s, u"Early"_s, u"Late"_s}));
    QCOMPARE(o.reasons[1].criterion, OrderCriterion::LeftFirst);
    QCOMPARE(o.reasons[1].rule, Rule::OrderOffTrack);
    // Without the order they left in, distance decides.
    late.leftTrack = early.leftTrack = -1;
    QCOMPARE(orderOfPlay(Game::GT, {early, late}).order, (QStringList{u"Late"_s, u"Early"_s}));
}

void tst_TurnOrder::dirtStaggeredStartEntersInGearZero()
{
    // DIRT p. 7: player 2 starts in round 2, after player 1, from behind the line in gear 0.
    OrderCar p1 = car(u"P1"_s, 3, 4);
    p1.startOrder = 1;
    OrderCar p2 = car(u"P2"_s, 0, 0);
    p2.startOrder = 2;
    OrderCar p3 = car(u"P3"_s, 0, 0);
    p3.startOrder = 3;
    const PlayOrder o = orderOfPlay(Game::Dirt, {p3, p2, p1}, 2);
    QCOMPARE(o.order, (QStringList{u"P1"_s, u"P2"_s}));
    QCOMPARE(o.entering, QStringList{u"P2"_s});
    QCOMPARE(o.waiting, QStringList{u"P3"_s});
    QVERIFY(containsRuling(o.rulings, Rule::StaggeredStart, Ruling::Kind::Effect));
}

void tst_TurnOrder::dirtDistanceBeatsSpeed()
{
    const PlayOrder o = orderOfPlay(Game::Dirt, {car(u"Fast"_s, 6, 2), car(u"Ahead"_s, 1, 20)});
    QCOMPARE(o.order, (QStringList{u"Ahead"_s, u"Fast"_s}));
    QCOMPARE(o.reasons[0].criterion, OrderCriterion::Distance);
}

void tst_TurnOrder::unresolvedTieIsReported()
{
    const PlayOrder o = orderOfPlay(Game::GT, {car(u"A"_s, 3, 5), car(u"B"_s, 3, 5)});
    QCOMPARE(o.order, (QStringList{u"A"_s, u"B"_s})); // input order kept
    QCOMPARE(o.reasons[0].criterion, OrderCriterion::Tie);
    QCOMPARE(o.rulings.size(), 1);
    QCOMPARE(o.rulings[0].kind, Ruling::Kind::Note);
}

void tst_TurnOrder::dirtLeaderIsFirstUntilSomeoneFinishes()
{
    QList<OrderCar> cars{car(u"A"_s, 3, 10), car(u"B"_s, 4, 6)};
    QCOMPARE(orderOfPlay(Game::Dirt, cars).leader, u"A"_s);
    QVERIFY(orderOfPlay(Game::Dirt, cars, 0, false).leader.isEmpty()); // One Shots
    OrderCar done = car(u"C"_s, 5, 40);
    done.finished = true;
    cars << done;
    const PlayOrder o = orderOfPlay(Game::Dirt, cars);
    QVERIFY(o.leader.isEmpty());
    QCOMPARE(o.finished, QStringList{u"C"_s});
}

void tst_TurnOrder::finishedCarsDoNotPlay()
{
    OrderCar done = car(u"Winner"_s, 6, 99);
    done.finished = true;
    const PlayOrder o = orderOfPlay(Game::GT, {done, car(u"Chaser"_s, 4, 80)});
    QCOMPARE(o.order, QStringList{u"Chaser"_s});
    QCOMPARE(o.finished, QStringList{u"Winner"_s});
}

void tst_TurnOrder::startingGridIsDrawnOneByOne()
{
    // GT p. 5: Blue's marker comes out first (pole position), then Red, Yellow, Green.
    ScriptedRandom draws({0, 0, 0, 0});
    QCOMPARE(drawStartingOrder({u"Blue"_s, u"Red"_s, u"Yellow"_s, u"Green"_s}, draws),
             (QStringList{u"Blue"_s, u"Red"_s, u"Yellow"_s, u"Green"_s}));
    ScriptedRandom other({3, 0, 1, 0});
    QCOMPARE(drawStartingOrder({u"Blue"_s, u"Red"_s, u"Yellow"_s, u"Green"_s}, other),
             (QStringList{u"Green"_s, u"Blue"_s, u"Yellow"_s, u"Red"_s}));
    SeededRandom seeded(7);
    QStringList grid = drawStartingOrder({u"A"_s, u"B"_s, u"C"_s, u"D"_s, u"E"_s, u"F"_s}, seeded);
    grid.sort();
    QCOMPARE(grid, (QStringList{u"A"_s, u"B"_s, u"C"_s, u"D"_s, u"E"_s, u"F"_s}));
}

void tst_TurnOrder::roundsAlternateWhiteAndBlack()
{
    // GT p. 6: in a black round, Red and Green show white (they have played), Yellow and Blue black.
    const RoundColour round = RoundColour::Black;
    QVERIFY(hasPlayed(RoundColour::White, round));
    QVERIFY(!hasPlayed(RoundColour::Black, round));
    QVERIFY(!roundOver({RoundColour::White, RoundColour::Black, RoundColour::White, RoundColour::Black}, round));
    QVERIFY(roundOver({RoundColour::White, RoundColour::White, RoundColour::White, RoundColour::White}, round));
    QCOMPARE(nextRound(round), RoundColour::White);
}

QTEST_GUILESS_MAIN(tst_TurnOrder)
#include "tst_turnorder.moc"
