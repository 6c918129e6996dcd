// SPDX-License-Identifier: GPL-3.0-or-later
// Property tests of the co-driver against the referee, over random GT and DIRT positions:
//  - every layout the search weighs is legal for the referee, and its figures in every style
//    equal the same figures weighed over the referee's analysis of the whole plan; rolling
//    every die, P(Loss of Control) is the referee's own (lossOdds);
//  - the search finds exactly the layouts a plain brute force finds (every die of an alphabet
//    on every move, judged by analyseMove), with the same figures;
//  - the front equals the front of the brute force's plans, computed the naive way.
#include "codriverhelpers.h"

#include <QSet>
#include <QTest>

using namespace Pacenotes;
using namespace Pacenotes::TestCoDriver;
using namespace Qt::StringLiterals;

class tst_CoDriverProperty : public QObject
{
    Q_OBJECT

private slots:
    void searchAgreesWithReferee_data();
    void searchAgreesWithReferee();
    void frontEqualsBruteForce_data();
    void frontEqualsBruteForce();
    void securingCostIsTheReferees();
};

namespace {

QString describe(const CoDriverRequest &req, const QList<PlanStepRef> &steps)
{
    QStringList parts;
    for (const PlanStepRef &s : steps)
        parts << s.dice.text() + u'@' + req.road.at(s.space).id;
    return u"car gear %1 focus %2 class %3: %4"_s.arg(req.car.gear.text()).arg(req.car.focus).arg(req.car.carClass, parts.join(u' '));
}

} // namespace

void tst_CoDriverProperty::searchAgreesWithReferee_data()
{
    QTest::addColumn<int>("game");
    QTest::addColumn<quint32>("seed");
    QTest::addColumn<int>("positions");
    QTest::newRow("GT") << int(Game::GT) << 1u << 12;
    QTest::newRow("DIRT") << int(Game::Dirt) << 2u << 24;
}

void tst_CoDriverProperty::searchAgreesWithReferee()
{
    QFETCH(int, game);
    QFETCH(quint32, seed);
    QFETCH(int, positions);
    QRandomGenerator rng(seed);
    const RulesData &data = RulesData::builtin();
    qint64 layouts = 0, rolledEvery = 0;
    for (int n = 0; n < positions; ++n) {
        const CoDriverRequest req = randomPosition(rng, Game(game), 4 + int(rng.bounded(2)), 2);
        const RulesContext ctx{data, req.rules};
        const QList<PlayStyle> styles = CoDriver::styles(req.rules, req.car);
        PlanSearch search(ctx, req.car, req.road, styles, req.maxSteps);
        QString failure;
        search.setObserver([&](const QList<PlanStepRef> &steps, const QList<PlanFigures> &figures, quint32) {
            if (!failure.isEmpty())
                return;
            ++layouts;
            const EngineFigures e = engineFigures(req, data, steps, styles);
            if (!e.legal) {
                failure = u"illegal for the referee: "_s + describe(req, steps);
                return;
            }
            for (int s = 0; s < styles.size(); ++s) {
                if (!Pareto::same(figures[s], e.outcomes[s].figures)) {
                    failure = u"figures differ (%1): search %2, referee's analysis %3: "_s.arg(styles[s].name(), figuresKey(figures[s]),
                                                                                           figuresKey(e.outcomes[s].figures))
                        + describe(req, steps);
                    return;
                }
                if (styles[s].rollsEverything()) {
                    ++rolledEvery;
                    const PlannedMove m = CoDriver::plannedMove(req.rules, req.car, req.road, steps, styles[s]);
                    const MoveVerdict v = validateMove(ctx, req.car, m);
                    if (qAbs(v.odds.probability - figures[s].loss) > 1e-12) {
                        failure = u"P(LoC) %1 but the referee says %2 (%3): "_s.arg(figures[s].loss).arg(v.odds.probability).arg(styles[s].name())
                            + describe(req, steps);
                        return;
                    }
                }
            }
        });
        for (const StepDice &d : search.firstSteps())
            search.run(d);
        if (!failure.isEmpty())
            QFAIL(qPrintable(failure));
    }
    qInfo("%lld layouts checked, %lld P(LoC) compared with lossOdds", layouts, rolledEvery);
    QVERIFY(layouts > 500);
}

void tst_CoDriverProperty::frontEqualsBruteForce_data()
{
    QTest::addColumn<int>("game");
    QTest::addColumn<quint32>("seed");
    QTest::addColumn<int>("positions");
    QTest::newRow("GT") << int(Game::GT) << 11u << 16;
    QTest::newRow("DIRT") << int(Game::Dirt) << 12u << 24;
}

void tst_CoDriverProperty::frontEqualsBruteForce()
{
    QFETCH(int, game);
    QFETCH(quint32, seed);
    QFETCH(int, positions);
    QRandomGenerator rng(seed);
    const RulesData &data = RulesData::builtin();
    int nonEmpty = 0;
    for (int n = 0; n < positions; ++n) {
        CoDriverRequest req = randomPosition(rng, Game(game), 3 + int(rng.bounded(2)), 2);
        const RulesContext ctx{data, req.rules};
        const QList<PlayStyle> styles = CoDriver::styles(req.rules, req.car);

        // The layouts and figures of the search, and of the brute force.
        QSet<QString> searched, brute;
        PlanSearch search(ctx, req.car, req.road, styles, req.maxSteps);
        search.setObserver([&](const QList<PlanStepRef> &steps, const QList<PlanFigures> &figures, quint32) {
            for (int s = 0; s < styles.size(); ++s)
                searched.insert(diceKey(steps) + u'|' + QString::number(s) + u'|' + figuresKey(figures[s]));
        });
        for (const StepDice &d : search.firstSteps())
            search.run(d);

        struct Entry
        {
            PlanFigures f;
            Simplicity s;
        };
        QList<Entry> all;
        bruteForce(req, data, req.maxSteps, [&](const QList<PlanStepRef> &steps) {
            const EngineFigures e = engineFigures(req, data, steps, styles);
            int dice = 0;
            for (const PlanStepRef &st : steps)
                dice += st.dice.count();
            for (int s = 0; s < styles.size(); ++s) {
                brute.insert(diceKey(steps) + u'|' + QString::number(s) + u'|' + figuresKey(e.outcomes[s].figures));
                all.append({e.outcomes[s].figures, Simplicity{dice, int(steps.size()), s}});
            }
        });
        if (searched != brute) {
            const QSet<QString> missing = brute - searched, extra = searched - brute;
            QFAIL(qPrintable(u"position %1 (car gear %2, %3): %4 layouts missing (e.g. %5), %6 extra (e.g. %7)"_s.arg(n)
                                 .arg(req.car.gear.text(), req.car.carClass)
                                 .arg(missing.size())
                                 .arg(missing.isEmpty() ? QString() : *missing.cbegin())
                                 .arg(extra.size())
                                 .arg(extra.isEmpty() ? QString() : *extra.cbegin())));
        }

        // The naive front: every plan no other plan dominates.
        QSet<QString> naive;
        for (int i = 0; i < all.size(); ++i) {
            bool dominated = false;
            for (int j = 0; j < all.size() && !dominated; ++j)
                dominated = j != i && (Pareto::dominates(all[j].f, all[j].s, all[i].f, all[i].s));
            if (!dominated)
                naive.insert(figuresKey(all[i].f));
        }
        req.threads = 2;
        const CoDriverResult result = CoDriver::run(req, data);
        QCOMPARE(result.disagreements, 0);
        QSet<QString> front;
        for (const CoDriverPlan &p : result.front)
            front.insert(figuresKey(p.figures));
        QCOMPARE(front, naive);
        nonEmpty += front.isEmpty() ? 0 : 1;
    }
    QVERIFY(nonEmpty > positions / 3);
}

void tst_CoDriverProperty::securingCostIsTheReferees()
{
    // 1 + 2 + ... + n for n dice secured (GT p. 15): the scorer's cost against analyseMove's.
    const RaceRules rules;
    const RulesContext ctx{RulesData::builtin(), rules};
    CarState car = TestRules::gtCar(4);
    car.focus = 99;
    const PlannedMove m = TestRules::plan(u"4* 5* 6* 3+BB* 2* 1*"_s);
    for (int k = 1; k <= m.steps.size(); ++k) {
        PlannedMove prefix = m;
        prefix.steps = m.steps.mid(0, k);
        const MoveAnalysis a = analyseMove(ctx, car, prefix);
        QVERIFY(a.legal());
        int before = 0;
        for (int i = 0; i + 1 < k; ++i)
            before += prefix.steps[i].dice.count();
        const MoveAnalysis shorter = analyseMove(ctx, car, [&] {
            PlannedMove p = prefix;
            p.steps.removeLast();
            return p;
        }());
        QCOMPARE(PlayScorer::securingCost(before, prefix.steps.last().dice.count()), a.securingCost - shorter.securingCost);
    }
}

QTEST_GUILESS_MAIN(tst_CoDriverProperty)
#include "tst_codriverproperty.moc"
