// SPDX-License-Identifier: GPL-3.0-or-later
// The co-driver's exact expectations against a seeded simulation through the referee: each
// turn is played die by die from a seeded generator, the way of playing deciding before each
// roll from the hazards counted so far (roll, secure or stop), and the referee's resolveMove()
// says where the turn ended, whether control was lost, the damage, the tokens. DIRT Losses of
// Control draw their Time card from the deck data (drawTimeCard). The means must fall within
// 4.5 standard errors (plus a hair) of the exact figures. Seeded: the test cannot flake.
#include "codriverhelpers.h"

#include "rules/dirtloss.h"
#include "rules/moveresolver.h"
#include "rules/randomsource.h"

#include <QTest>

#include <cmath>

using namespace Pacenotes;
using namespace Pacenotes::TestCoDriver;
using namespace Qt::StringLiterals;

Q_DECLARE_METATYPE(Pacenotes::CoDriverRequest)

class tst_CoDriverSim : public QObject
{
    Q_OBJECT

private slots:
    void handPickedPlans_data();
    void handPickedPlans();
    void frontOfRandomPositions_data();
    void frontOfRandomPositions();
};

namespace {

struct Mean
{
    double sum = 0, squares = 0;
    int n = 0;
    void add(double v)
    {
        sum += v;
        squares += v * v;
        ++n;
    }
    double mean() const { return sum / n; }
    double error() const
    {
        const double m = mean();
        return std::sqrt(qMax(0.0, squares / n - m * m) / n);
    }
};

/// Plays `steps` in `style` `trials` times and compares the means with the scorer's figures.
void simulate(const CoDriverRequest &req, const QList<PlanStepRef> &steps, const PlayStyle &style, int trials, quint32 seed)
{
    const RulesData &data = RulesData::builtin();
    const RulesContext ctx{data, req.rules};
    const PlannedMove move = CoDriver::plannedMove(req.rules, req.car, req.road, steps, style);
    CoDriverPlan plan;
    plan.steps = steps;
    plan.style = style;
    CoDriver::check(plan, req, data);
    QVERIFY2(plan.verdict.legal(), qPrintable(diceKey(steps)));
    const MoveAnalysis &a = plan.verdict.analysis;
    const std::optional<DiceAllowance> base = diceAllowance(ctx, req.car, {}, nullptr);
    const PlayScorer judge(style, req.rules.game, req.car.focus, base->hazardLimit);

    SeededRandom rng(seed);
    Mean distance, loss, damage, tokens, seconds, flyingStop;
    for (int t = 0; t < trials; ++t) {
        RollResults results;
        if (style.mode == RollMode::FlatOut) {
            results = rollMove(a, move, rng);
        } else {
            // Hazards counted so far, as the players count them at the table. Rolling on after
            // the turn is over changes nothing: the referee ignores results after its end.
            int hazards = 0, secured = 0;
            for (int i = 0; i < a.steps.size(); ++i) {
                const PlayScorer::Action act = judge.choice(plan.scored[i], i, hazards, secured);
                if (act == PlayScorer::Action::Stop)
                    break;
                StepResult r;
                if (act == PlayScorer::Action::Secure) {
                    r.secured = true;
                    secured += int(a.steps[i].dice.size());
                } else {
                    for (const RolledDie &d : a.steps[i].dice) {
                        const bool h = rng.rollHazard(d.hazardFaces);
                        r.hazards.append(h);
                        hazards += h && !style.sisu ? 1 : 0;
                    }
                }
                hazards += a.steps[i].trackHazards;
                results.append(r);
            }
        }
        const TurnOutcome o = resolveMove(ctx, req.car, move, results);
        QVERIFY2(o.error.isEmpty(), qPrintable(o.error));
        // The car's last space: where control was lost, or the last step played.
        const int last = o.loss ? o.loss->step : (o.end == TurnEnd::FlyingStartStop ? 0 : o.stepsTaken - 1);
        const double where = last >= 0 ? req.road.at(steps[last].landing >= 0 ? steps[last].landing : steps[last].space).distance : 0;
        distance.add(where);
        loss.add(o.loss ? 1 : 0);
        flyingStop.add(o.end == TurnEnd::FlyingStartStop ? 1 : 0);
        const double net = o.tokensGained - o.tokensSpent;
        // GT: Focus is its own figure; DIRT: a Second token is a second off the time.
        tokens.add(req.rules.game == Game::GT ? net : 0);
        if (req.rules.game == Game::GT) {
            damage.add(o.loss ? qMax(0, o.damageTokens) : 0);
            seconds.add(0);
        } else if (o.loss) {
            const std::optional<DirtLossResult> card = drawTimeCard(ctx, *o.loss, rng);
            QVERIFY(card);
            damage.add(card->damageTokens);
            seconds.add(card->seconds - net);
        } else {
            damage.add(0);
            bool placeholder = false;
            seconds.add(timeCardSeconds(ctx, o.endGear.gear, &placeholder) - net);
        }
    }
    const PlanFigures &f = plan.outcome.figures;
    const auto near = [&](const char *what, const Mean &m, double exact) {
        const double tolerance = 4.5 * m.error() + 1e-3;
        if (qAbs(m.mean() - exact) > tolerance)
            QFAIL(qPrintable(u"%1 (%2, %3): simulated %4 ± %5, exact %6"_s.arg(QString::fromLatin1(what), style.name(), diceKey(steps))
                                 .arg(m.mean())
                                 .arg(m.error())
                                 .arg(exact)));
    };
    near("distance", distance, f.distance);
    near("P(Loss of Control)", loss, f.loss);
    near("damage", damage, f.damage);
    near("tokens", tokens, f.tokens);
    near("seconds", seconds, f.seconds);
    near("Flying Start stop", flyingStop, plan.outcome.flyingStartStop);
}

QList<PlanStepRef> alongLane(const RoadAhead &road, const QStringList &dice)
{
    QList<PlanStepRef> steps;
    int from = -1;
    for (const QString &d : dice) {
        PlanStepRef s;
        s.dice = StepDice::fromText(d).value_or(StepDice{});
        s.from = from;
        s.move = 0;
        s.space = from < 0 ? road.first().at(0).to : road.at(from).next.at(0).to;
        steps.append(s);
        from = s.space;
    }
    return steps;
}

} // namespace

void tst_CoDriverSim::handPickedPlans_data()
{
    QTest::addColumn<CoDriverRequest>("request");
    QTest::addColumn<QStringList>("dice");
    QTest::addColumn<int>("jumpStep");   // a DIRT jump taken on this step
    QTest::addColumn<int>("jumpAhead");  // its die lands this many spaces on

    // GT6 from 4th with 6 Focus along a corner: a dangerous 3 on orange, then a 2 on red.
    CoDriverRequest corner;
    corner.car = TestRules::gtCar(4);
    corner.car.focus = 6;
    QList<SpaceInfo> spaces(8);
    for (SpaceInfo &s : spaces)
        s.danger = Danger::Yellow;
    spaces[4] = SpaceInfo{};
    spaces[4].limit = 3;
    spaces[4].dangerous = true;
    spaces[4].danger = Danger::Orange;
    spaces[5].limit = 2;
    spaces[5].danger = Danger::Red;
    corner.road = RoadAhead::singleLane(spaces);
    QTest::newRow("GT corner, long plan") << corner << QStringList{u"5"_s, u"6"_s, u"C"_s, u"4+B"_s, u"3"_s, u"2"_s, u"1"_s, u"C"_s} << -1 << 0;
    QTest::newRow("GT corner, brake roll") << corner << QStringList{u"5"_s, u"C"_s, u"6"_s, u"C"_s, u"3+BB"_s, u"2"_s} << -1 << 0;

    // A Flying Start from 0 (GT p. 21).
    CoDriverRequest flying;
    flying.rules.flyingStart = true;
    flying.car = TestRules::gtCar(0);
    flying.car.focus = 3;
    flying.road = RoadAhead::singleLane(QList<SpaceInfo>(5, SpaceInfo{}));
    QTest::newRow("GT Flying Start") << flying << QStringList{u"2"_s, u"3"_s, u"4"_s, u"C"_s, u"5"_s} << -1 << 0;

    // DIRT: a jump 3 taken in 4th by a Coast die (one gear too fast: its hazard is a Loss of
    // Control where it lands, DIRT p. 12), with the placeholder Time cards.
    CoDriverRequest dirt;
    dirt.rules = TestRules::dirtRules();
    dirt.car = TestRules::dirtCar(3);
    dirt.car.focus = 3;
    QList<SpaceInfo> road(7);
    for (SpaceInfo &s : road)
        s.danger = Danger::Orange;
    road[2].jump = 3;
    road[5].terrain = u"asphalt"_s;
    dirt.road = RoadAhead::singleLane(road);
    QTest::newRow("DIRT jump in 4th") << dirt << QStringList{u"4"_s, u"C"_s, u"C"_s} << 2 << 2;
    QTest::newRow("DIRT jump in 3rd") << dirt << QStringList{u"C"_s, u"C"_s, u"3"_s} << 2 << 1;
}

void tst_CoDriverSim::handPickedPlans()
{
    QFETCH(CoDriverRequest, request);
    QFETCH(QStringList, dice);
    QFETCH(int, jumpStep);
    QFETCH(int, jumpAhead);
    QList<PlanStepRef> steps = alongLane(request.road, dice);
    if (jumpStep >= 0) {
        steps[jumpStep].landing = request.road.landing(steps[jumpStep].space, jumpAhead);
        QVERIFY(steps[jumpStep].landing >= 0);
    }
    const QList<PlayStyle> styles = CoDriver::styles(request.rules, request.car);
    for (int s = 0; s < styles.size(); ++s) {
        simulate(request, steps, styles[s], 12000, 1000u + quint32(s));
        if (QTest::currentTestFailed())
            return;
    }
}

void tst_CoDriverSim::frontOfRandomPositions_data()
{
    QTest::addColumn<int>("game");
    QTest::addColumn<quint32>("seed");
    QTest::newRow("GT") << int(Game::GT) << 77u;
    QTest::newRow("DIRT") << int(Game::Dirt) << 78u;
}

void tst_CoDriverSim::frontOfRandomPositions()
{
    QFETCH(int, game);
    QFETCH(quint32, seed);
    QRandomGenerator rng(seed);
    int simulated = 0;
    for (int n = 0; n < 6; ++n) {
        CoDriverRequest req = randomPosition(rng, Game(game), 6, 2);
        req.car.focus = qMax(req.car.focus, 3);
        const CoDriverResult r = CoDriver::run(req, RulesData::builtin());
        QCOMPARE(r.disagreements, 0);
        for (int i = 0; i < r.front.size(); i += qMax(1, int(r.front.size()) / 4)) {
            simulate(req, r.front[i].steps, r.front[i].style, 5000, seed * 100 + quint32(i));
            if (QTest::currentTestFailed())
                return;
            ++simulated;
        }
    }
    QVERIFY(simulated >= 8);
}

QTEST_GUILESS_MAIN(tst_CoDriverSim)
#include "tst_codriversim.moc"
