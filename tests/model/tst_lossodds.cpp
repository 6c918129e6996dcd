// SPDX-License-Identifier: GPL-3.0-or-later
// The exact Loss of Control probabilities against a seeded Monte-Carlo run through the
// referee's own resolution (a different code path: dice rolled one at a time, then resolved),
// and against fractions worked out by hand.
#include "rulestesthelpers.h"

#include "rules/moveresolver.h"
#include "rules/movevalidator.h"
#include "rules/randomsource.h"

#include <QTest>

#include <cmath>

using namespace Pacenotes;
using namespace Pacenotes::TestRules;
using namespace Qt::StringLiterals;

Q_DECLARE_METATYPE(Pacenotes::PlannedMove)
Q_DECLARE_METATYPE(Pacenotes::CarState)
Q_DECLARE_METATYPE(Pacenotes::RaceRules)

class tst_LossOdds : public QObject
{
    Q_OBJECT

private slots:
    void handComputed_data();
    void handComputed();
    void monteCarlo_data();
    void monteCarlo();
    void securedDiceAreNotRolled();
    void sisuLeavesOnlyTrackHazards();
    void manyDiceFallBackToDoubles();
};

void tst_LossOdds::handComputed_data()
{
    QTest::addColumn<QString>("dice");
    QTest::addColumn<int>("mode");
    QTest::addColumn<int>("start");
    QTest::addColumn<QString>("fraction");
    // Three dice with 2/6 each, limit 3: (1/3)^3.
    QTest::newRow("three 2-face dice") << u"4 5 6"_s << int(RollMode::FlatOut) << 4 << u"1/27"_s;
    // Gear 1, 2 (1 face each) and Coast (1 face): (1/6)^3.
    QTest::newRow("three 1-face dice") << u"1 2 C"_s << int(RollMode::FlatOut) << 0 << u"1/216"_s;
    // Two dice can never make 3 hazards.
    QTest::newRow("two dice") << u"5 6"_s << int(RollMode::OneByOne) << 5 << u"0/1"_s;
    // 4 dice at 2/6: P(>=3) = 4*(1/3)^3*(2/3) + (1/3)^4 = 8/81 + 1/81 = 9/81 = 1/9.
    QTest::newRow("four 2-face dice") << u"3 4 5 6"_s << int(RollMode::FlatOut) << 3 << u"1/9"_s;
}

void tst_LossOdds::handComputed()
{
    QFETCH(QString, dice);
    QFETCH(int, mode);
    QFETCH(int, start);
    QFETCH(QString, fraction);
    const RaceRules rules;
    const MoveVerdict v = validateMove({RulesData::builtin(), rules}, gtCar(start), plan(dice, RollMode(mode)));
    QVERIFY(v.legal());
    QVERIFY(v.odds.exact);
    QCOMPARE(QString::number(v.odds.favourable) + u'/' + QString::number(v.odds.outcomes), fraction);
}

void tst_LossOdds::monteCarlo_data()
{
    QTest::addColumn<PlannedMove>("move");
    QTest::addColumn<CarState>("car");
    QTest::addColumn<RaceRules>("rules");

    PlannedMove longRun = plan(u"4 5 6 C C 3+BB 2 1"_s);
    longRun.steps[5].space.limit = 3;
    longRun.steps[5].space.dangerous = true;
    longRun.steps[5].space.danger = Danger::Orange;
    QTest::newRow("GT one by one, dangerous corner") << longRun << gtCar(4) << RaceRules{};
    PlannedMove flat = longRun;
    flat.mode = RollMode::FlatOut;
    QTest::newRow("GT Flat Out, same plan") << flat << gtCar(4) << RaceRules{};

    CarState focused = gtCar(4);
    focused.focus = 10;
    PlannedMove secured = plan(u"5 6 C* 3+BB* 2"_s);
    secured.steps[1].space.line = LineCrossing::Hazard;
    QTest::newRow("GT one by one, secured dice and a '!' line") << secured << focused << RaceRules{};

    RaceRules flying;
    flying.flyingStart = true;
    PlannedMove fs = plan(u"2 3 4 5"_s, RollMode::FlatOut);
    fs.flyingStart = true;
    fs.steps[3].space.limit = 4; // certain LoC unless the Flying Start die stops the turn
    QTest::newRow("GT Flat Out, Flying Start") << fs << gtCar(0) << flying;
    PlannedMove fs1 = fs;
    fs1.mode = RollMode::OneByOne;
    fs1.steps[3].space.limit = 0;
    QTest::newRow("GT one by one, Flying Start") << fs1 << gtCar(0) << flying;

    RaceRules wet;
    wet.weather = Weather::Wet; // asphalt tyres in the wet: limit 2 (single source)
    QTest::newRow("GT wet, limit 2") << plan(u"3 4 C 5"_s) << gtCar(2) << wet;

    RaceRules dirt = dirtRules();
    PlannedMove jump = plan(u"3 4 C 5"_s);
    jump.steps[1].space.jump = 3;
    jump.steps[1].landing = SpaceInfo{};
    QTest::newRow("DIRT one by one, jump one gear high") << jump << dirtCar(2) << dirt;
    PlannedMove jumpFlat = jump;
    jumpFlat.mode = RollMode::FlatOut;
    QTest::newRow("DIRT Flat Out, jump one gear high") << jumpFlat << dirtCar(2) << dirt;
    CarState leader = dirtCar(3);
    leader.leader = true;
    QTest::newRow("DIRT leader dice") << plan(u"L L 4 5"_s) << leader << dirt;
}

void tst_LossOdds::monteCarlo()
{
    QFETCH(PlannedMove, move);
    QFETCH(CarState, car);
    QFETCH(RaceRules, rules);
    const RulesContext ctx{RulesData::builtin(), rules};
    const MoveVerdict v = validateMove(ctx, car, move);
    QVERIFY2(v.legal(), qPrintable(v.rulings().value(0).message));
    QVERIFY(v.odds.probability > 0.0 && v.odds.probability < 1.0);

    constexpr int samples = 20000;
    SeededRandom random(20261125);
    int losses = 0, flyingStops = 0;
    QList<int> byStep(v.analysis.steps.size(), 0);
    for (int i = 0; i < samples; ++i) {
        const TurnOutcome o = resolveMove(ctx, car, move, rollMove(v.analysis, move, random));
        QVERIFY(o.error.isEmpty());
        if (o.end == TurnEnd::LossOfControl) {
            ++losses;
            ++byStep[o.loss->step];
        }
        flyingStops += o.end == TurnEnd::FlyingStartStop ? 1 : 0;
    }
    // Five standard deviations: a seeded run, so the test cannot flicker; a real error in either
    // computation is far larger.
    const auto close = [](double exact, int hits) {
        const double sigma = std::sqrt(qMax(exact * (1 - exact), 1e-4) / samples);
        return qAbs(double(hits) / samples - exact) <= 5 * sigma;
    };
    QVERIFY2(close(v.odds.probability, losses),
             qPrintable(u"exact %1, simulated %2"_s.arg(v.odds.probability).arg(double(losses) / samples)));
    QVERIFY(close(v.odds.flyingStartStop, flyingStops));
    if (move.mode == RollMode::OneByOne)
        for (int s = 0; s < byStep.size(); ++s)
            QVERIFY2(close(v.odds.byStep[s], byStep[s]), qPrintable(u"step %1"_s.arg(s)));
}

void tst_LossOdds::securedDiceAreNotRolled()
{
    CarState car = gtCar(4);
    car.focus = 10;
    const RaceRules rules;
    const MoveVerdict v = validateMove({RulesData::builtin(), rules}, car, plan(u"5* 6* C*"_s));
    QCOMPARE(v.odds.rolledDice, 0);
    QCOMPARE(v.odds.probability, 0.0);
}

void tst_LossOdds::sisuLeavesOnlyTrackHazards()
{
    RaceRules rules = dirtRules();
    rules.sisu = true;
    CarState car = dirtCar(4);
    car.sisu = true;
    PlannedMove m = plan(u"5 6 C C"_s, RollMode::FlatOut);
    m.sisu = true;
    QCOMPARE(validateMove({RulesData::builtin(), rules}, car, m).odds.probability, 0.0);
    m.steps[3].space.limit = 5;
    QCOMPARE(validateMove({RulesData::builtin(), rules}, car, m).odds.probability, 1.0);
}

void tst_LossOdds::manyDiceFallBackToDoubles()
{
    // An illegal plan with far too many dice still gets a (floating-point) probability.
    PlannedMove m;
    for (int i = 0; i < 30; ++i) {
        PlannedStep s;
        s.dice.coast = true;
        m.steps.append(s);
    }
    const RaceRules rules;
    const MoveVerdict v = validateMove({RulesData::builtin(), rules}, gtCar(3), m);
    QVERIFY(!v.legal());
    QVERIFY(!v.odds.exact);
    QVERIFY(v.odds.probability > 0.5 && v.odds.probability <= 1.0);
}

QTEST_GUILESS_MAIN(tst_LossOdds)
#include "tst_lossodds.moc"
