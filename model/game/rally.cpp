// SPDX-License-Identifier: GPL-3.0-or-later
#include "rally.h"

#include "rules/solotiming.h"

#include <QCoreApplication>

#include <algorithm>

namespace Pacenotes {

int stageTime(const StageEntry &e)
{
    int total = e.checkpointPenalty;
    for (int s : e.timeCards)
        total += s;
    return qMax(0, total - e.secondsLeft);
}

QMap<QString, int> stageTimes(const QList<StageEntry> &stage, Rulings *notes)
{
    QMap<QString, int> times;
    int slowest = -1;
    for (const StageEntry &e : stage) {
        if (e.retired)
            continue;
        const int t = stageTime(e);
        times.insert(e.driver, t);
        slowest = qMax(slowest, t);
    }
    for (const StageEntry &e : stage) {
        if (!e.retired)
            continue;
        if (slowest < 0) {
            if (notes)
                notes->append({Rule::Retirement, Ruling::Kind::Note, -1,
                               QCoreApplication::translate("Rules", "%1 retired and nobody finished the stage: there is no "
                                                                   "slowest time to add the minute to.")
                                   .arg(e.driver),
                               Game::Dirt});
            continue;
        }
        times.insert(e.driver, slowest + 60);
        if (notes)
            notes->append({Rule::Retirement, Ruling::Kind::Effect, -1,
                           QCoreApplication::translate("Rules", "%1 retired: 1 minute slower than the slowest finisher, %2.")
                               .arg(e.driver, RaceTime::format(slowest + 60)),
                           Game::Dirt});
    }
    return times;
}

QList<RallyStanding> rallyStandings(const QList<QMap<QString, int>> &stages, const QStringList &previousOrder,
                                    Rulings *notes)
{
    QMap<QString, int> overall;
    for (const QMap<QString, int> &stage : stages)
        for (auto it = stage.begin(); it != stage.end(); ++it)
            overall[it.key()] += it.value();
    QList<RallyStanding> list;
    for (auto it = overall.begin(); it != overall.end(); ++it)
        list.append({it.key(), it.value(), 0});
    const auto rank = [&previousOrder](const QString &d) {
        const qsizetype i = previousOrder.indexOf(d);
        return i < 0 ? previousOrder.size() : i;
    };
    std::stable_sort(list.begin(), list.end(), [&rank](const RallyStanding &a, const RallyStanding &b) {
        if (a.overall != b.overall)
            return a.overall < b.overall;
        return rank(a.driver) < rank(b.driver);
    });
    for (int i = 0; i < list.size(); ++i) {
        list[i].position = i + 1;
        if (notes && i > 0 && list[i].overall == list[i - 1].overall)
            notes->append({Rule::Rally, Ruling::Kind::Note, -1,
                           QCoreApplication::translate("Rules", "%1 and %2 have the same overall time; the rulebook does not "
                                                               "break the tie, so they keep their previous order.")
                               .arg(list[i - 1].driver, list[i].driver),
                           Game::Dirt});
    }
    return list;
}

QStringList nextStartOrder(const QList<RallyStanding> &standings)
{
    QStringList order;
    for (const RallyStanding &s : standings)
        order << s.driver;
    return order;
}

void applyAssistance(CarState &car)
{
    car.damage = DamageCounts{};
    car.spareTyre = true;
}

bool useSpareTyreBetweenStages(CarState &car)
{
    if (!car.spareTyre)
        return false;
    car.spareTyre = false;
    car.damage.coast = qMax(0, car.damage.coast - 1);
    return true;
}

} // namespace Pacenotes
