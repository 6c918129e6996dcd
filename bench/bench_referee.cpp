// SPDX-License-Identifier: GPL-3.0-or-later
// Benchmark: validate a planned move and compute its exact Loss of Control probability.
// Prints the median time per call (over batches of calls) for a few plans; never asserts.
//   cmake --build build --target bench_referee && ./build/bench/bench_referee
#include "game/dataoverrides.h"
#include "rules/movevalidator.h"
#include "rules/moveresolver.h"
#include "rules/randomsource.h"

#include <QCoreApplication>
#include <QElapsedTimer>

#include <algorithm>
#include <cstdio>

using namespace Pacenotes;
using namespace Qt::StringLiterals;

namespace {

PlannedMove planFrom(const QStringList &dice, RollMode mode)
{
    PlannedMove m;
    m.mode = mode;
    for (const QString &d : dice) {
        PlannedStep s;
        s.dice = StepDice::fromText(d).value_or(StepDice{});
        m.steps.append(s);
    }
    return m;
}

template<typename F>
double medianMicros(F &&call)
{
    constexpr int batches = 201;
    constexpr int perBatch = 200;
    QList<double> means;
    QElapsedTimer t;
    for (int b = 0; b < batches; ++b) {
        t.start();
        for (int i = 0; i < perBatch; ++i)
            call();
        means.append(double(t.nsecsElapsed()) / perBatch / 1000.0);
    }
    std::sort(means.begin(), means.end());
    return means[batches / 2];
}

volatile double g_sink = 0;

void report(const char *what, const RulesContext &ctx, const CarState &car, const PlannedMove &move)
{
    const MoveVerdict check = validateMove(ctx, car, move);
    const double us = medianMicros([&] {
        const MoveVerdict v = validateMove(ctx, car, move);
        g_sink = g_sink + v.odds.probability;
    });
    std::printf("%-58s %2lld steps %2d dice  %s  P(LoC) = %-10s %8.2f us/call\n", what, qlonglong(move.steps.size()),
                check.odds.rolledDice, check.legal() ? "legal  " : "illegal", qPrintable(QString::number(check.odds.probability, 'f', 6)),
                us);
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const RaceRules rules;

    // A dashboard generous enough for twelve spaces (a user correction): 6 Gear, 6 Coast, 3 Brake.
    DataOverrides big;
    DashboardRow row = *RulesData::builtin().dashboards(Game::GT).row(u"GT6"_s, u"asphalt"_s, u"dry"_s);
    row.dice.coast = 6;
    big.gtDashboards << row;
    const RulesData bigData = big.applied();
    const RulesContext bigCtx{bigData, rules};
    const RulesContext ctx{RulesData::builtin(), rules};

    CarState car;
    car.gear = GearMarker{3, false};
    car.focus = 10;

    const QStringList twelve{u"4"_s, u"5"_s, u"6"_s, u"C"_s, u"C"_s, u"C"_s, u"3+BB"_s, u"C"_s, u"2"_s, u"C"_s, u"1"_s, u"C"_s};
    PlannedMove oneByOne = planFrom(twelve, RollMode::OneByOne);
    oneByOne.steps[6].space.limit = 3;
    oneByOne.steps[6].space.dangerous = true;
    oneByOne.steps[6].space.danger = Danger::Orange;
    oneByOne.steps[7].space.limit = 3;
    oneByOne.steps[8].space.alongside = {Alongside{2}};
    PlannedMove flatOut = oneByOne;
    flatOut.mode = RollMode::FlatOut;
    PlannedMove secured = oneByOne;
    secured.steps[6].secured = true;

    std::printf("Pacenotes referee benchmark: validateMove() = rules check + exact P(Loss of Control)\n");
    std::printf("median of 201 batches x 200 calls\n\n");
    report("12 steps, one by one (dashboard with 6 Coast dice)", bigCtx, car, oneByOne);
    report("12 steps, Flat Out (same)", bigCtx, car, flatOut);
    report("12 steps, one by one, Brake roll secured (same)", bigCtx, car, secured);
    report("12 steps on the standard GT6 dashboard (too many dice)", ctx, car, oneByOne);
    report("8 steps, one by one, standard GT6 (longest legal plan)", ctx, car,
           planFrom({u"4"_s, u"5"_s, u"6"_s, u"C"_s, u"C"_s, u"3+BB"_s, u"2"_s, u"1"_s}, RollMode::OneByOne));

    // Resolution of a rolled Flat Out Loss of Control, with the re-layout options.
    SeededRandom random(1);
    const MoveVerdict v = validateMove(bigCtx, car, flatOut);
    RollResults loss;
    for (int tries = 0; tries < 1000; ++tries) {
        loss = rollMove(v.analysis, flatOut, random);
        if (resolveMove(bigCtx, car, flatOut, loss).end == TurnEnd::LossOfControl)
            break;
    }
    const TurnOutcome o = resolveMove(bigCtx, car, flatOut, loss);
    const double us = medianMicros([&] { g_sink = g_sink + resolveMove(bigCtx, car, flatOut, loss).options.size(); });
    std::printf("%-58s %lld re-layout options            %8.2f us/call\n", "resolve a 12-step Flat Out Loss of Control",
                qlonglong(o.options.size()), us);
    return 0;
}
