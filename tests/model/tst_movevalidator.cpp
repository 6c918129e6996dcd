// SPDX-License-Identifier: GPL-3.0-or-later
// The move validator on hand-made plans: dice chain, dice counts, track effects, securing,
// Flat Out tokens and exact probabilities checked against hand computations.
#include "rulestesthelpers.h"

#include "game/dataoverrides.h"
#include "rules/moveresolver.h"
#include "rules/movevalidator.h"

#include <QTest>

using namespace Pacenotes;
using namespace Pacenotes::TestRules;
using namespace Qt::StringLiterals;

class tst_MoveValidator : public QObject
{
    Q_OBJECT

private:
    MoveVerdict check(const CarState &car, const PlannedMove &move, const RaceRules &rules = gtRules())
    {
        return validateMove(RulesContext{RulesData::builtin(), rules}, car, move);
    }
    static QStringList violations(const MoveVerdict &v)
    {
        QStringList codes;
        for (const Ruling &r : v.rulings())
            if (r.kind == Ruling::Kind::Violation && !codes.contains(r.code()))
                codes << r.code();
        codes.sort();
        return codes;
    }

private slots:
    void chain_data();
    void chain();
    void brakeDiceAloneCannotStop();
    void gearDamageLimitsDice();
    void redlineCountsAsGearAndBrake();
    void speedLimitIsAutomaticLoss();
    void dangerousCornerAtLimitAddsHazard();
    void sharpCornerLines();
    void perfectLineFromDirections_data();
    void perfectLineFromDirections();
    void overtakingNeedsEqualOrHigherGear();
    void securingCostsTriangularNumbers();
    void flatOutTokensSkipBrakes();
    void exactProbabilitySingleDie();
    void exactProbabilityFlatOutThreeDice();
    void oneByOneByStepSumsToTotal();
    void flyingStartStopCancelsLoss();
    void mustMoveUnlessBlocked();
    void offTrackCannotMove();
    void softTyresWear();
    void dirtRoadTypesChangeTheLimit();
    void lowConfidenceDataIsNoted();
};

void tst_MoveValidator::chain_data()
{
    QTest::addColumn<int>("start");
    QTest::addColumn<QString>("dice");
    QTest::addColumn<QStringList>("expected");
    QTest::addColumn<QString>("endGear");

    const QStringList none;
    QTest::newRow("up one at a time") << 0 << u"1 2 3 4"_s << none << u"4"_s;
    QTest::newRow("same gear twice is one die twice") << 3 << u"3 3"_s << QStringList{u"die-once"_s} << u"3"_s;
    QTest::newRow("jump two up") << 2 << u"4"_s << QStringList{u"gear-chain"_s} << u"4"_s;
    QTest::newRow("from 0 must be 1") << 0 << u"2 3"_s << QStringList{u"start-from-zero"_s} << u"3"_s;
    QTest::newRow("coast at 0") << 0 << u"C 1"_s << QStringList{u"coast-at-zero"_s} << u"1"_s;
    QTest::newRow("coast keeps gear") << 4 << u"C C"_s << none << u"4"_s;
    QTest::newRow("brake 5 to 2 with two") << 5 << u"2+BB"_s << none << u"2"_s;
    QTest::newRow("brake 5 to 2 with one") << 5 << u"2+B"_s << QStringList{u"brake-dice"_s} << u"2"_s;
    QTest::newRow("brake needless") << 5 << u"4+B"_s << QStringList{u"brake-dice"_s} << u"4"_s;
    // GT p. 9: one Brake die per gear skipped; 3 to 1 skips only 2nd. The car ends in 1st: nobody
    // goes below it, so the fault is the Brake die too many (issue 14's audit).
    QTest::newRow("one brake die too many") << 3 << u"1+BB"_s << QStringList{u"brake-dice"_s} << u"1"_s;
    // Issue 14's audit: every rule a step breaks, each named for what it is.
    QTest::newRow("brake die from 1 to 2") << 1 << u"2+B"_s << QStringList{u"brake-dice"_s} << u"2"_s;
    QTest::newRow("brake die from 1 to 1") << 1 << u"1+B"_s << QStringList{u"brake-dice"_s} << u"1"_s;
    QTest::newRow("brake die from 2 to 3") << 2 << u"3+B"_s << QStringList{u"brake-dice"_s} << u"3"_s;
    QTest::newRow("brake dice from 0") << 0 << u"3+BB"_s << QStringList{u"brake-dice"_s, u"start-from-zero"_s} << u"3"_s;
    QTest::newRow("brake die from 4 to 6") << 4 << u"6+B"_s << QStringList{u"brake-dice"_s, u"gear-chain"_s} << u"6"_s;
    QTest::newRow("gear die beyond GT6") << 6 << u"C"_s << none << u"6"_s;
    QTest::newRow("redline off") << 6 << u"R"_s << QStringList{u"redline"_s} << u"6"_s;
    QTest::newRow("boost on a GT6") << 2 << u"4+A"_s << QStringList{u"dice-available"_s} << u"4"_s;
    QTest::newRow("brake then back up") << 4 << u"4 5 6 3+BB 2 1"_s << none << u"1"_s;
}

void tst_MoveValidator::chain()
{
    QFETCH(int, start);
    QFETCH(QString, dice);
    QFETCH(QStringList, expected);
    QFETCH(QString, endGear);
    const MoveVerdict v = check(gtCar(start), plan(dice));
    QCOMPARE(violations(v), expected);
    QCOMPARE(v.analysis.endGear.text(), endGear);
}

void tst_MoveValidator::brakeDiceAloneCannotStop()
{
    // GT p. 9: "A player cannot use dice to reduce their speed to 0". Brake dice without a Gear
    // die from 3rd would skip 2nd and 1st.
    PlannedMove m;
    m.steps.append(PlannedStep{});
    m.steps[0].dice.brakes = 2;
    QCOMPARE(violations(check(gtCar(3), m)), (QStringList{u"brake-dice"_s, u"minimum-gear"_s}));
    m.steps[0].dice.brakes = 1;
    QCOMPARE(violations(check(gtCar(5), m)), QStringList{u"brake-dice"_s});
}

void tst_MoveValidator::gearDamageLimitsDice()
{
    CarState car = gtCar(1);
    car.damage.gear = 1;
    QVERIFY(check(car, plan(u"2 3 4 5 6"_s)).legal());
    QCOMPARE(violations(check(car, plan(u"1 2 3 4 5 6"_s))), QStringList{u"dice-available"_s});
    // Six Gear dice less six tokens, plus a seventh that has no further effect: no Gear dice.
    car.damage.gear = 7;
    QCOMPARE(violations(check(car, plan(u"1"_s))), QStringList{u"dice-available"_s});
}

void tst_MoveValidator::redlineCountsAsGearAndBrake()
{
    RaceRules rules;
    rules.redline = true;
    QVERIFY(check(gtCar(5), plan(u"6 R R"_s), rules).legal());
    // R counts as a Gear die: 1..6 plus one Redline die is seven Gear dice for a GT6.
    QCOMPARE(violations(check(gtCar(0), plan(u"1 2 3 4 5 6 R"_s), rules)), QStringList{u"dice-available"_s});
    // Three Brake dice: two as Redline dice and one to brake; braking with two more is too many.
    QVERIFY(check(gtCar(5), plan(u"6 R R 4+B"_s), rules).legal());
    QCOMPARE(violations(check(gtCar(5), plan(u"6 R R 3+BB"_s), rules)), QStringList{u"dice-available"_s});
    QCOMPARE(violations(check(gtCar(5), plan(u"R"_s), rules)), QStringList{u"redline"_s});
}

void tst_MoveValidator::speedLimitIsAutomaticLoss()
{
    PlannedMove m = plan(u"4 3"_s);
    m.steps[1].space.limit = 2;
    const MoveVerdict v = check(gtCar(4), m);
    QVERIFY(v.legal());
    QCOMPARE(v.analysis.firstAutoLoss, 1);
    QCOMPARE(v.odds.probability, 1.0);
}

void tst_MoveValidator::dangerousCornerAtLimitAddsHazard()
{
    PlannedMove m = plan(u"5"_s);
    m.steps[0].space.limit = 5;
    m.steps[0].space.dangerous = true;
    const MoveVerdict v = check(gtCar(5), m);
    QCOMPARE(v.analysis.steps[0].trackHazards, 1);
    m.steps[0].dice.gear = 4;
    QCOMPARE(check(gtCar(5), m).analysis.steps[0].trackHazards, 0);
}

void tst_MoveValidator::sharpCornerLines()
{
    // Eric (GT p. 12): centre 3, dotted line 2. Crossing it straight in gear 3 is over the limit.
    PlannedMove m = plan(u"3 4"_s);
    m.steps[0].space.limit = 3;
    m.steps[0].space.sharp = true;
    m.steps[0].space.line = LineCrossing::Limit;
    m.steps[0].space.lineLimit = 2;
    QCOMPARE(check(gtCar(3), m).analysis.firstAutoLoss, 0);
    // Leaving straight across the line: the next space is limited to 2.
    m.steps[0].space.line = LineCrossing::None;
    m.steps[1].space.line = LineCrossing::Limit;
    m.steps[1].space.lineLimit = 2;
    QCOMPARE(check(gtCar(3), m).analysis.firstAutoLoss, 1);
    // Diagonally out: no limit.
    m.steps[1].space.line = LineCrossing::None;
    m.steps[1].space.direction = MoveDirection::Diagonal;
    QCOMPARE(check(gtCar(3), m).analysis.firstAutoLoss, -1);
    // A line "crossed" on a diagonal move is a contradiction: the direction wins (the request
    // reader refuses it outright).
    m.steps[1].space.line = LineCrossing::Limit;
    m.steps[1].space.lineLimit = 2;
    QCOMPARE(check(gtCar(3), m).analysis.firstAutoLoss, -1);
    // "!" lines crossed on the way in and out: two hazards.
    m.steps[1].space.direction = MoveDirection::Straight;
    m.steps[0].space.line = LineCrossing::Hazard;
    m.steps[1].space.line = LineCrossing::Hazard;
    const MoveVerdict v = check(gtCar(3), m);
    QCOMPARE(v.analysis.steps[0].trackHazards + v.analysis.steps[1].trackHazards, 2);
}

void tst_MoveValidator::perfectLineFromDirections_data()
{
    // GT p. 12: the sharp corner says what its dotted lines show; whether a line is crossed
    // follows from how the car moves in and out (straight crosses, diagonally is the perfect line).
    QTest::addColumn<QString>("in");
    QTest::addColumn<QString>("out");
    QTest::addColumn<int>("limitIn");
    QTest::addColumn<int>("limitOut");
    QTest::addColumn<int>("autoLoss");
    QTest::newRow("straight in, straight out") << u"straight"_s << u"straight"_s << 2 << 2 << 1;
    QTest::newRow("straight in, diagonal out (Eric)") << u"straight"_s << u"diagonal"_s << 2 << 0 << -1;
    QTest::newRow("diagonal in, straight out") << u"diagonal"_s << u"straight"_s << 3 << 2 << 1;
    QTest::newRow("the perfect line") << u"diagonal"_s << u"diagonal"_s << 3 << 0 << -1;
}

void tst_MoveValidator::perfectLineFromDirections()
{
    QFETCH(QString, in);
    QFETCH(QString, out);
    QFETCH(int, limitIn);
    QFETCH(int, limitOut);
    QFETCH(int, autoLoss);
    const auto direction = [](const QString &d) { return d == u"straight" ? MoveDirection::Straight : MoveDirection::Diagonal; };
    PlannedMove m = plan(u"2 3"_s);
    m.steps[0].space.limit = 3;
    m.steps[0].space.sharp = true;
    m.steps[0].space.sharpLines = {2, false};
    m.steps[0].space.direction = direction(in);
    m.steps[1].space.direction = direction(out);
    const MoveVerdict v = check(gtCar(3), m);
    QCOMPARE(v.analysis.steps[0].limit, limitIn);
    QCOMPARE(v.analysis.steps[1].limit, limitOut);
    QCOMPARE(v.analysis.firstAutoLoss, autoLoss);
    QVERIFY(containsRuling(v.rulings(), Rule::SharpLine, Ruling::Kind::Effect));

    // "!" lines: a hazard for each line crossed straight.
    m.steps[0].space.sharpLines = {0, true};
    m.steps[0].space.limit = 0;
    const MoveVerdict h = check(gtCar(3), m);
    QCOMPARE(h.analysis.steps[0].trackHazards + h.analysis.steps[1].trackHazards, int(in == u"straight") + int(out == u"straight"));

    // Leaving the sharp space the car stands on: its lines come from move.start.
    PlannedMove fromCorner = plan(u"3"_s);
    fromCorner.start.sharpLines = {2, false};
    fromCorner.steps[0].space.direction = direction(out);
    QCOMPARE(check(gtCar(2), fromCorner).analysis.steps[0].limit, limitOut);
}

void tst_MoveValidator::overtakingNeedsEqualOrHigherGear()
{
    PlannedMove m = plan(u"3"_s);
    for (int other = 1; other <= 6; ++other) {
        m.steps[0].space.alongside = {Alongside{other}};
        QCOMPARE(check(gtCar(3), m).legal(), other <= 3);
    }
    m.steps[0].space.alongside = {Alongside{5, true}}; // beside the track: no matter
    QVERIFY(check(gtCar(3), m).legal());
}

void tst_MoveValidator::securingCostsTriangularNumbers()
{
    CarState car = gtCar(4);
    car.focus = 6;
    const MoveVerdict v = check(car, plan(u"1+BB*"_s));
    QVERIFY(v.legal());
    QCOMPARE(v.analysis.securingCost, 6);
    car.focus = 5;
    QCOMPARE(violations(check(car, plan(u"1+BB*"_s))), QStringList{u"secure-cost"_s});
    car.focus = 10;
    QCOMPARE(check(car, plan(u"3* 2* C* C*"_s)).analysis.securingCost, 10);
    QCOMPARE(violations(check(car, plan(u"3*"_s, RollMode::FlatOut))), QStringList{u"secure-flat-out"_s});
}

void tst_MoveValidator::flatOutTokensSkipBrakes()
{
    const MoveVerdict v = check(gtCar(5), plan(u"6 5 C 2+BB 1"_s, RollMode::FlatOut));
    QVERIFY(v.legal());
    QCOMPARE(v.analysis.tokensGained, 5);
    QCOMPARE(check(gtCar(5), plan(u"6 5 C"_s)).analysis.tokensGained, 0); // one by one gains none
}

void tst_MoveValidator::exactProbabilitySingleDie()
{
    // Limit 3 with two track hazards already: one Gear 4 die (2 hazard faces) decides.
    PlannedMove m = plan(u"4"_s);
    m.steps[0].space.line = LineCrossing::Hazard;
    m.steps[0].space.limit = 4;
    m.steps[0].space.dangerous = true;
    const MoveVerdict v = check(gtCar(4), m);
    QCOMPARE(v.analysis.steps[0].trackHazards, 2);
    QVERIFY(v.odds.exact);
    QCOMPARE(v.odds.favourable, quint64(1));
    QCOMPARE(v.odds.outcomes, quint64(3));
}

void tst_MoveValidator::exactProbabilityFlatOutThreeDice()
{
    // Three Brake-like dice at 2/6 each and limit 3: P = (1/3)^3 = 1/27.
    const MoveVerdict v = check(gtCar(6), plan(u"6 5 4"_s, RollMode::FlatOut));
    QVERIFY(v.odds.exact);
    QCOMPARE(v.odds.favourable, quint64(1));
    QCOMPARE(v.odds.outcomes, quint64(27));
    // One by one with all dice rolled: the same event.
    QCOMPARE(check(gtCar(6), plan(u"6 5 4"_s)).odds.outcomes, quint64(27));
}

void tst_MoveValidator::oneByOneByStepSumsToTotal()
{
    const MoveVerdict v = check(gtCar(4), plan(u"5 6 C C 3+BB 2 1"_s));
    double sum = 0;
    for (double p : v.odds.byStep)
        sum += p;
    QCOMPARE(v.odds.byStep.size(), 7);
    QVERIFY(qAbs(sum - v.odds.probability) < 1e-12);
    QVERIFY(v.odds.probability > 0 && v.odds.probability < 1);
}

void tst_MoveValidator::flyingStartStopCancelsLoss()
{
    RaceRules rules;
    rules.flyingStart = true;
    PlannedMove m = plan(u"2 3"_s, RollMode::FlatOut);
    m.flyingStart = true;
    m.steps[1].space.limit = 1; // a certain LoC... unless the Gear 2 die shows a hazard
    const MoveVerdict v = check(gtCar(0), m, rules);
    QVERIFY(v.legal());
    QCOMPARE(v.odds.favourable * 6, v.odds.outcomes * 5);
    QCOMPARE(v.odds.flyingStartStop, 1.0 / 6.0);
    rules.flyingStart = false;
    QCOMPARE(violations(check(gtCar(0), m, rules)), QStringList{u"flying-start"_s});
}

void tst_MoveValidator::mustMoveUnlessBlocked()
{
    PlannedMove m;
    QCOMPARE(violations(check(gtCar(3), m)), QStringList{u"must-move"_s});
    m.blocked = true;
    QVERIFY(check(gtCar(3), m).legal());
    QCOMPARE(check(gtCar(3), m).analysis.endGear.text(), u"3"_s);
}

void tst_MoveValidator::offTrackCannotMove()
{
    CarState car = gtCar(0);
    car.gear = GearMarker::offTrack();
    car.location = CarLocation::OffTrack;
    QCOMPARE(violations(check(car, plan(u"1"_s))), QStringList{u"off-track"_s});
    QVERIFY(check(car, PlannedMove{}).legal());
}

void tst_MoveValidator::softTyresWear()
{
    // Combined-rules digest, "Soft Tyres": wear markers T1-T6 give 4, 4, 4, 3, 3, 3; then the
    // printed limit (not published: a placeholder); in the wet, the printed limit throughout.
    CarState car = gtCar(3, u"GT6"_s, u"soft"_s);
    QCOMPARE(check(car, plan(u"4"_s)).analysis.flatOutLimit, 4);
    car.softTyreTurns = 3;
    QCOMPARE(check(car, plan(u"4"_s)).analysis.flatOutLimit, 3);
    car.softTyreTurns = 6;
    const MoveVerdict printed = check(car, plan(u"4"_s));
    QCOMPARE(printed.analysis.flatOutLimit, 2);
    QVERIFY(containsRuling(printed.rulings(), Rule::DataConfidence, Ruling::Kind::Note));
    car.softTyreTurns = 0;
    RaceRules wet;
    wet.weather = Weather::Wet;
    QCOMPARE(check(car, plan(u"4"_s), wet).analysis.flatOutLimit, 2);
}

void tst_MoveValidator::dirtRoadTypesChangeTheLimit()
{
    // Each space follows the dashboard column of its road type; rolling one by one, reaching a
    // road with a lower limit after enough hazards is a Loss of Control at once.
    DataOverrides o;
    DashboardRow snow = *RulesData::builtin().dashboards(Game::Dirt).row(u"Core"_s, u"gravel"_s, u"snow"_s);
    snow.hazardLimit = 2;
    snow.dice.coast = 1;
    o.dirtDashboards << snow;
    const RulesData data = o.applied();
    const RaceRules rules = dirtRules();
    const RulesContext ctx{data, rules};
    PlannedMove m = plan(u"4 C C"_s);
    m.steps[2].space.terrain = u"snow"_s;
    const MoveVerdict v = validateMove(ctx, dirtCar(3), m);
    QCOMPARE(violations(v), QStringList{u"dice-available"_s}); // two Coast dice used by the snow space
    m.steps[1].dice = StepDice{5, 0, 0, false, false, false};
    const MoveVerdict ok = validateMove(ctx, dirtCar(3), m);
    QVERIFY(ok.legal());
    QCOMPARE(ok.analysis.steps[2].hazardLimit, 2);
    QCOMPARE(ok.analysis.flatOutLimit, 2);
    const TurnOutcome o1 = resolveMove(ctx, dirtCar(3), m, results(u"! - -"_s));
    QCOMPARE(o1.end, TurnEnd::Completed);
    const TurnOutcome o2 = resolveMove(ctx, dirtCar(3), m, results(u"! ! -"_s));
    QCOMPARE(o2.end, TurnEnd::LossOfControl);
    // Two hazards are below gravel's 3 but reach snow's 2 as the car moves onto the snow.
    QCOMPARE(o2.loss->step, 2);
    QCOMPARE(o2.loss->cause, Rule::HazardLimit);
}

void tst_MoveValidator::lowConfidenceDataIsNoted()
{
    // GT6 asphalt dry is all from the rulebook: no note. GT5 values come from one public source.
    QVERIFY(!containsRuling(check(gtCar(3), plan(u"4"_s)).rulings(), Rule::DataConfidence, Ruling::Kind::Note));
    QVERIFY(containsRuling(check(gtCar(3, u"GT5"_s), plan(u"4"_s)).rulings(), Rule::DataConfidence, Ruling::Kind::Note));
}

QTEST_GUILESS_MAIN(tst_MoveValidator)
#include "tst_movevalidator.moc"
