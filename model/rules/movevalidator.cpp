// SPDX-License-Identifier: GPL-3.0-or-later
#include "movevalidator.h"

#include <QCoreApplication>

namespace Pacenotes {

MoveVerdict validateMove(const RulesContext &ctx, const CarState &car, const PlannedMove &move, const TurnStart *start)
{
    MoveVerdict v;
    v.mode = move.mode;
    v.analysis = analyseMove(ctx, car, move, start);
    if (v.analysis.dataMissing)
        return v;
    v.odds = lossOdds(v.analysis, move.mode, move.sisu);
    if (!v.analysis.steps.isEmpty() && v.odds.exact && v.odds.favourable == v.odds.outcomes)
        v.analysis.rulings.append(
            {move.mode == RollMode::FlatOut ? Rule::FlatOut : Rule::HazardLimit, Ruling::Kind::Warning, -1,
             move.mode == RollMode::FlatOut
                 ? QCoreApplication::translate("Rules", "Whatever the dice show, this plan ends in a Loss of Control.")
                 : QCoreApplication::translate("Rules", "If every die is rolled, this plan ends in a Loss of Control whatever "
                                                        "they show: stop before it."),
             ctx.rules.game});
    return v;
}

} // namespace Pacenotes
