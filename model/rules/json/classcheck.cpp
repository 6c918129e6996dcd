// SPDX-License-Identifier: GPL-3.0-or-later
#include "classcheck.h"

#include "rules/rulesdata.h"
#include "rules/trcontexts.h"

namespace Pacenotes {

std::optional<ClassCheck> ClassCheck::of(const RulesData &data, Game game, const QString &id)
{
    const Dashboards &boards = data.dashboards(game);
    const CarClass *cls = boards.carClass(id);
    if (!cls)
        return std::nullopt;
    ClassCheck c;
    c.m_id = cls->id;
    c.m_maxGear = cls->maxGear;
    c.m_most = boards.mostDice(cls->id);
    return c;
}

QString ClassCheck::gearProblem(GearMarker gear) const
{
    if (gear.gear > m_maxGear)
        return JsonInputTr::tr("the %1 has no gear %2: its highest gear is %3").arg(m_id).arg(gear.gear).arg(m_maxGear);
    return {};
}

QString ClassCheck::diceProblem(const StepDice &d) const
{
    if (d.gear > m_maxGear)
        return JsonInputTr::tr("the %1 has no Gear %2 die: its Gear dice are 1 to %3").arg(m_id).arg(d.gear).arg(m_maxGear);
    if (d.coast && m_most.coast == 0)
        return JsonInputTr::tr("the %1 has no Coast dice").arg(m_id);
    if (d.leader && m_most.leader == 0)
        return JsonInputTr::tr("the %1 has no Leader dice").arg(m_id);
    if (d.boosts > 0 && m_most.boost == 0)
        return JsonInputTr::tr("the %1 has no Boost dice").arg(m_id);
    if ((d.brakes > 0 || d.redline) && m_most.brake == 0)
        return JsonInputTr::tr("the %1 has no Brake dice").arg(m_id);
    return {};
}

} // namespace Pacenotes
