// SPDX-License-Identifier: GPL-3.0-or-later
// Property test: chains of up to six dice from every starting gear, judged by the validator and
// by an independent checker written here from the rulebook text (GT pp. 8-9, 18; Boost from the
// combined-rules digest). No illegal chain may be accepted and no legal one refused.
// On the standard GT6 dashboard every chain is enumerated (1.7 million plans). On the others,
// every legal chain and every chain made illegal by its last die: every illegal chain has such a
// shortest illegal prefix, and the rules only ever add violations as dice are added.
#include "rulestesthelpers.h"

#include "rules/moveanalysis.h"

#include <QTest>

#include <functional>

using namespace Pacenotes;
using namespace Pacenotes::TestRules;
using namespace Qt::StringLiterals;

namespace {

struct Item
{
    int gear = 0; // 0: a Coast die
    int brakes = 0;
    int boosts = 0;
    int dice() const { return gear == 0 ? 1 : 1 + brakes + boosts; }
};

struct Allowance
{
    int gear, coast, brake, boost, maxGear;
};

/// The rules, written again from the rulebook text, as plainly as possible.
bool simpleChecker(int start, const QList<Item> &items, const Allowance &a, int *end)
{
    int g = start;
    QList<int> gearsUsed;
    int coast = 0, brake = 0, boost = 0;
    for (const Item &it : items) {
        if (it.gear == 0) {
            if (g == 0)
                return false; // no Coast die at speed 0
            ++coast;
            continue;
        }
        if (it.gear > a.maxGear || gearsUsed.contains(it.gear))
            return false;
        gearsUsed << it.gear;
        brake += it.brakes;
        boost += it.boosts;
        bool ok;
        if (it.brakes > 0)
            ok = it.gear == g - it.brakes - 1; // one Brake die per gear skipped, target die
        else if (it.boosts > 0)
            ok = it.gear == g + it.boosts + 1; // one Boost die per gear skipped up
        else if (g == 0)
            ok = it.gear == 1; // from 0, the Gear 1 die
        else
            ok = qAbs(it.gear - g) <= 1;
        if (!ok)
            return false;
        g = it.gear;
    }
    *end = g;
    return gearsUsed.size() <= a.gear && coast <= a.coast && brake <= a.brake && boost <= a.boost;
}

QList<Item> alphabet(const Allowance &a)
{
    QList<Item> out{Item{}};
    for (int v = 1; v <= 6; ++v) {
        out.append({v, 0, 0});
        for (int b = 1; b <= 3; ++b)
            out.append({v, b, 0});
        if (a.boost > 0)
            out.append({v, 0, 1});
    }
    return out;
}

} // namespace

class tst_DiceProperty : public QObject
{
    Q_OBJECT

private slots:
    void everyChainUpToSixDice_data();
    void everyChainUpToSixDice();
};

void tst_DiceProperty::everyChainUpToSixDice_data()
{
    QTest::addColumn<QString>("carClass");
    QTest::addColumn<int>("gearDamage");
    QTest::addColumn<int>("brakeDamage");
    QTest::addColumn<int>("coastDamage");
    QTest::addColumn<bool>("every");
    QTest::newRow("GT6 asphalt dry, every chain") << u"GT6"_s << 0 << 0 << 0 << true;
    QTest::newRow("GT5 (a Boost die)") << u"GT5"_s << 0 << 0 << 0 << false;
    QTest::newRow("GT6 damaged: 2 Gear, 1 Brake, 1 Coast") << u"GT6"_s << 2 << 1 << 1 << false;
}

void tst_DiceProperty::everyChainUpToSixDice()
{
    QFETCH(QString, carClass);
    QFETCH(int, gearDamage);
    QFETCH(int, brakeDamage);
    QFETCH(int, coastDamage);
    QFETCH(bool, every);
    const RaceRules rules = gtRules();
    const RulesContext ctx{RulesData::builtin(), rules};
    CarState car = gtCar(0, carClass);
    car.damage = {gearDamage, brakeDamage, coastDamage, 0};
    const DashboardRow *row = RulesData::builtin().dashboards(Game::GT).row(carClass, u"asphalt"_s, u"dry"_s);
    QVERIFY(row);
    const Allowance a{qMax(0, row->dice.gear - gearDamage), qMax(0, row->dice.coast - coastDamage),
                      qMax(0, row->dice.brake - brakeDamage), row->dice.boost,
                      RulesData::builtin().dashboards(Game::GT).carClass(carClass)->maxGear};
    const QList<Item> letters = alphabet(a);

    qint64 checked = 0, legal = 0;
    QList<Item> items;
    PlannedMove move;
    std::function<void(int, int)> grow = [&](int diceLeft, int start) {
        if (!items.isEmpty()) {
            {
                car.gear = GearMarker{start, false};
                int end = -1;
                const bool expected = simpleChecker(start, items, a, &end);
                const MoveAnalysis got = analyseMove(ctx, car, move);
                ++checked;
                if (got.legal() != expected) {
                    QStringList dice;
                    for (const PlannedStep &s : std::as_const(move.steps))
                        dice << s.dice.text();
                    QString why;
                    for (const Ruling &r : got.rulings)
                        if (r.kind == Ruling::Kind::Violation)
                            why += r.code() + u' ';
                    QFAIL(qPrintable(u"start %1, dice %2: validator %3, checker %4 (%5)"_s.arg(start)
                                         .arg(dice.join(u' '), got.legal() ? u"legal"_s : u"illegal"_s,
                                              expected ? u"legal"_s : u"illegal"_s, why)));
                }
                if (expected) {
                    ++legal;
                    QCOMPARE(got.endGear.gear, end);
                } else if (!every) {
                    return; // a shortest illegal chain: its extensions stay illegal
                }
            }
        }
        for (const Item &it : letters) {
            if (it.dice() > diceLeft)
                continue;
            items.append(it);
            PlannedStep step;
            step.dice.gear = it.gear;
            step.dice.coast = it.gear == 0;
            step.dice.brakes = it.brakes;
            step.dice.boosts = it.boosts;
            move.steps.append(step);
            grow(diceLeft - it.dice(), start);
            if (QTest::currentTestFailed())
                return;
            items.removeLast();
            move.steps.removeLast();
        }
    };
    for (int start = 0; start <= a.maxGear && !QTest::currentTestFailed(); ++start)
        grow(6, start);
    qInfo("%lld plans checked, %lld legal", checked, legal);
    QVERIFY(legal > 1000);
    QVERIFY(checked - legal > (every ? 1000000 : 5000));
}

QTEST_GUILESS_MAIN(tst_DiceProperty)
#include "tst_diceproperty.moc"
