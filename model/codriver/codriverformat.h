// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "codriver.h"

#include <QString>

namespace Pacenotes {

/// How the co-driver's figures are written for players (in the current language's locale).
namespace CoDriverFormat {

QString percent(double p);               ///< "17%", "0.5%", "0%"
QString distance(double spaces);         ///< "6.7"
QString tokens(double t);                ///< "+7", "−0.3", "0"
QString number(double v, int decimals);  ///< locale-formatted
/// The dice of a plan in the referee's notation: "5 6 C 4+B 3".
QString dice(const QList<PlanStepRef> &steps);
/// The most likely end of the turn: "4th, 78%" / "00, 22%".
QString likelyEnd(const CoDriverPlan &plan);
/// The end marker (gear or 0/00) of one way the turn ends.
GearMarker endMarker(const OutcomeShare &share, const QList<ScoredStep> &steps);

} // namespace CoDriverFormat
} // namespace Pacenotes
