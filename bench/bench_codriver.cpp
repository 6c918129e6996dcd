// SPDX-License-Identifier: GPL-3.0-or-later
// Benchmark: the co-driver's full Pareto front, "roll or stop?", and how fast a search stops.
// Prints medians; never asserts.
//   cmake --build build --target bench_codriver && ./build/bench/bench_codriver
#include "codriver/codriver.h"
#include "codriver/rollorstop.h"

#include <QCoreApplication>
#include <QElapsedTimer>

#include <algorithm>
#include <cstdio>
#include <ctime>
#include <thread>

using namespace Pacenotes;
using namespace Qt::StringLiterals;

namespace {

/// Twelve spaces on a two-lane road: straights, then a corner (limit 3 inside, 4 outside, then 3
/// and a dangerous 3 inside), then straights again — "plain or limited" spaces only.
RoadAhead twoLaneRoad()
{
    QList<QList<SpaceInfo>> rows(12, QList<SpaceInfo>(2));
    for (auto &r : rows)
        for (SpaceInfo &s : r)
            s.danger = Danger::Yellow;
    for (int r = 5; r <= 8; ++r)
        for (SpaceInfo &s : rows[r])
            s.danger = Danger::Orange;
    rows[6][0].limit = 3;
    rows[6][1].limit = 4;
    rows[7][0].limit = 3;
    rows[7][0].dangerous = true;
    rows[7][1].limit = 4;
    rows[8][0].limit = 4;
    return RoadAhead::lanes(rows, 0);
}

double cpuMs()
{
    timespec ts{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

/// Median wall-clock time of a call; `cpu` gets the median CPU time (all threads).
template<typename F>
double medianMs(int runs, F &&call, double *cpu = nullptr)
{
    QList<double> ms, cms;
    QElapsedTimer t;
    for (int i = 0; i < runs; ++i) {
        const double c0 = cpuMs();
        t.start();
        call();
        ms.append(t.nsecsElapsed() / 1e6);
        cms.append(cpuMs() - c0);
    }
    std::sort(ms.begin(), ms.end());
    std::sort(cms.begin(), cms.end());
    if (cpu)
        *cpu = cms[cms.size() / 2];
    return ms[ms.size() / 2];
}

void front(const char *what, CoDriverRequest req)
{
    for (int threads : {1, 2}) {
        req.threads = threads;
        CoDriverResult last;
        double cpu = 0;
        const double ms = medianMs(21, [&] { last = CoDriver::run(req, RulesData::builtin()); }, &cpu);
        std::printf("%-46s %d thread(s): %6.2f ms wall, %6.2f ms CPU  (%lld layouts, %lld plans, front %lld, %lld steps analysed)\n",
                    what, threads, ms, cpu, last.counts.layouts, last.counts.plans, qlonglong(last.front.size()),
                    last.counts.analyses);
    }
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    std::printf("Pacenotes co-driver benchmark (median of 21 runs unless said)\n\n");

    CoDriverRequest gt;
    gt.car.gear = GearMarker{4, false};
    gt.road = twoLaneRoad();
    front("GT6 in 4th, 12 spaces, 2 lanes, no Focus", gt);
    gt.car.focus = 3;
    front("GT6 in 4th, 12 spaces, 2 lanes, 3 Focus", gt);
    gt.car.focus = 10;
    front("GT6 in 4th, 12 spaces, 2 lanes, 10 Focus", gt);

    CoDriverRequest wide = gt;
    wide.road = RoadAhead::lanes(QList<QList<SpaceInfo>>(16, QList<SpaceInfo>(3)), 1);
    front("GT6 in 4th, 16 plain spaces, 3 lanes, 10 Focus", wide);

    CoDriverRequest dirt;
    dirt.rules.game = Game::Dirt;
    dirt.car.carClass = u"Core"_s;
    dirt.car.tyres = u"gravel"_s;
    dirt.car.gear = GearMarker{3, false};
    dirt.car.focus = 4;
    dirt.road = twoLaneRoad();
    front("DIRT core car in 3rd, 12 spaces, 2 lanes, 4 Seconds", dirt);

    // Roll or stop: the 8-step plan after two hazards in three steps.
    {
        const RulesContext ctx{RulesData::builtin(), gt.rules};
        CarState car = gt.car;
        car.focus = 3;
        PlannedMove move;
        for (const char *d : {"5", "6", "C", "4+B", "3", "C", "2", "1"}) {
            PlannedStep s;
            s.dice = StepDice::fromText(QString::fromLatin1(d)).value_or(StepDice{});
            move.steps.append(s);
        }
        RollResults rolled(3);
        rolled[0].hazards = {true};
        rolled[1].hazards = {false};
        rolled[2].hazards = {true};
        RollAdvice advice;
        const double ms = medianMs(2001, [&] { advice = adviseRoll(ctx, car, move, rolled, Attitude::Balanced); });
        std::printf("%-52s %7.3f ms  (advice: %s, next roll risk %.3f)\n", "roll or stop? (8-step plan, 3 rolled, balanced)", ms,
                    qPrintable(RollAdvice::choiceId(advice.advice)), advice.risk());
    }

    // Cancellation: how long after the flag is set the search returns.
    {
        CoDriverRequest big = gt;
        big.car.focus = 10;
        QList<double> latency;
        for (int i = 0; i < 21; ++i) {
            std::atomic<bool> cancel{false};
            CoDriverControl control;
            control.cancel = &cancel;
            QElapsedTimer stopped;
            std::thread runner([&] {
                CoDriver::run(big, RulesData::builtin(), control);
            });
            std::this_thread::sleep_for(std::chrono::milliseconds(2 + i % 5));
            stopped.start();
            cancel = true;
            runner.join();
            latency.append(stopped.nsecsElapsed() / 1e6);
        }
        std::sort(latency.begin(), latency.end());
        std::printf("%-52s %7.2f ms median, %.2f ms worst of 21\n", "cancel a running search (flag set -> returned)",
                    latency[latency.size() / 2], latency.last());
    }
    return 0;
}
