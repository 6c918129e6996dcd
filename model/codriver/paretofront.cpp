// SPDX-License-Identifier: GPL-3.0-or-later
#include "paretofront.h"

namespace Pacenotes::Pareto {

namespace {
constexpr double e = kEpsilon;
}

bool same(const PlanFigures &a, const PlanFigures &b)
{
    return noWorse(a, b) && noWorse(b, a);
}

bool dominates(const PlanFigures &a, const Simplicity &sa, const PlanFigures &b, const Simplicity &sb)
{
    if (!noWorse(a, b))
        return false;
    if (!noWorse(b, a))
        return true;
    return sa < sb;
}

bool dominatesOnRiskAndProgress(const PlanFigures &a, const PlanFigures &b)
{
    const bool noWorse = a.distance >= b.distance - e && a.loss <= b.loss + e;
    const bool better = a.distance > b.distance + e || a.loss < b.loss - e;
    return noWorse && better;
}

} // namespace Pacenotes::Pareto
