// SPDX-License-Identifier: GPL-3.0-or-later
#include "stagerules.h"

namespace Pacenotes {

int stageTime(const StageEntry &e)
{
    int total = e.checkpointPenalty;
    for (int s : e.timeCards)
        total += s;
    return qMax(0, total - e.secondsLeft);
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
