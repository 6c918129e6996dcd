// SPDX-License-Identifier: GPL-3.0-or-later
// Shorthands for rules tests: cars, plans in dice notation, results in "!-" notation.
#pragma once

#include "rules/carstate.h"
#include "rules/racerules.h"
#include "rules/allowance.h"
#include "rules/plannedmove.h"
#include "rules/rulesdata.h"
#include "rules/turnoutcome.h"

#include <QStringList>

namespace Pacenotes::TestRules {

inline CarState gtCar(int gear, const QString &cls = QStringLiteral("GT6"), const QString &tyres = QStringLiteral("asphalt"))
{
    CarState c;
    c.carClass = cls;
    c.tyres = tyres;
    c.gear = GearMarker{gear, false};
    return c;
}

inline CarState dirtCar(int gear)
{
    CarState c;
    c.carClass = QStringLiteral("Core");
    c.tyres = QStringLiteral("gravel");
    c.gear = GearMarker{gear, false};
    return c;
}

inline RaceRules gtRules()
{
    return RaceRules{};
}

inline RaceRules dirtRules()
{
    RaceRules r;
    r.game = Game::Dirt;
    return r;
}

/// "4 5 6 3+BB 2 1" -> plain spaces with those dice; a trailing "*" secures the step.
inline PlannedMove plan(const QString &dice, RollMode mode = RollMode::OneByOne)
{
    PlannedMove m;
    m.mode = mode;
    const QStringList tokens = dice.split(u' ', Qt::SkipEmptyParts);
    for (QString t : tokens) {
        PlannedStep s;
        if (t.endsWith(u'*')) {
            s.secured = true;
            t.chop(1);
        }
        const std::optional<StepDice> d = StepDice::fromText(t);
        Q_ASSERT_X(d, "plan", qPrintable(t));
        s.dice = d.value_or(StepDice{});
        m.steps.append(s);
    }
    return m;
}

/// "- !- * !" -> per step one flag per die ('!' hazard, '-' clean), '*' a secured step.
inline RollResults results(const QString &text)
{
    RollResults out;
    for (const QString &t : text.split(u' ', Qt::SkipEmptyParts)) {
        StepResult r;
        if (t == u"*")
            r.secured = true;
        else
            for (QChar c : t)
                r.hazards.append(c == u'!');
        out.append(r);
    }
    return out;
}

} // namespace Pacenotes::TestRules
