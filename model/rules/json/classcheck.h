// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/gearmarker.h"
#include "rules/plannedmove.h"
#include "rules/rulestypes.h"

#include <QString>

#include <optional>

namespace Pacenotes {

class RulesData;

/**
 * What a car's class has, read off its dashboards, for the requests' readers: a gear above its
 * highest, or a kind of die it has none of, is a bad request (issue 20, item 14). More dice of a
 * kind it has than it holds is not checked here: that is a plan the rules refuse
 * (`dice-available`, the DIRT p. 9 example of a Core skipping two gears with its one Brake die),
 * as is a plan needing a die lost to damage.
 */
class ClassCheck
{
public:
    /// The class `id` of `game`, or none when the dashboards do not know it.
    static std::optional<ClassCheck> of(const RulesData &data, Game game, const QString &id);

    const QString &id() const { return m_id; }
    /// Why the class cannot be in `gear`, or empty.
    QString gearProblem(GearMarker gear) const;
    /// Why the class cannot roll `dice`, or empty.
    QString diceProblem(const StepDice &dice) const;

private:
    QString m_id;
    int m_maxGear = 6;
    DiceCounts m_most;
};

} // namespace Pacenotes
