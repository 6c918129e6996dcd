// SPDX-License-Identifier: GPL-3.0-or-later
#include "allowance.h"

#include <QCoreApplication>

namespace Pacenotes {

using namespace Qt::StringLiterals;

std::optional<DiceAllowance> diceAllowance(const RulesContext &ctx, const CarState &car, const QString &terrain,
                                           QString *error)
{
    const Game game = ctx.rules.game;
    const Dashboards &boards = ctx.data.dashboards(game);
    DiceAllowance a;
    if (game == Game::GT) {
        a.condition = enumId(ctx.rules.weather);
    } else {
        const QString road = terrain.isEmpty() ? ctx.rules.terrain : terrain;
        // The first player of a round drives the Leader column on gravel (DIRT p. 9), unless the
        // players chose the "One Shots" variant.
        a.condition = road == "gravel"_L1 && car.leader && ctx.rules.leaderDice ? u"gravel-leader"_s : road;
    }
    a.row = boards.row(car.carClass, car.tyres, a.condition);
    const CarClass *cls = boards.carClass(car.carClass);
    if (!a.row || !cls) {
        if (error)
            *error = QCoreApplication::translate("Rules", "There is no dashboard for class %1 with %2 tyres (%3) in the data.")
                         .arg(car.carClass, car.tyres, a.condition);
        return std::nullopt;
    }
    a.maxGear = cls->maxGear;
    const DiceCounts &d = a.row->dice;
    // Damage tokens take dice away down to none; extra tokens stay without effect (GT p. 18).
    a.dice.gear = qMax(0, d.gear - car.damage.gear);
    a.dice.brake = qMax(0, d.brake - car.damage.brake);
    a.dice.coast = qMax(0, d.coast - car.damage.coast);
    a.dice.leader = qMax(0, d.leader - car.damage.coast); // DIRT: one Coast/Leader token
    a.dice.boost = qMax(0, d.boost - car.damage.boost);
    a.hazardLimit = a.row->hazardLimit;

    // GT soft tyres: the wear marker sets the limit for the first turns, in dry weather only.
    const QList<int> &wear = boards.softTyreWear();
    if (game == Game::GT && car.tyres == "soft"_L1 && ctx.rules.weather == Weather::Dry
        && car.softTyreTurns >= 0 && car.softTyreTurns < wear.size()) {
        a.hazardLimit = wear.at(car.softTyreTurns);
        a.softTyreWear = true;
    }
    return a;
}

} // namespace Pacenotes
