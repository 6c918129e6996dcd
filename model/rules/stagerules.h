// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "carstate.h"

#include <QStringList>


namespace Pacenotes {

/// One driver's result on one DIRT stage.
struct StageEntry
{
    QString driver;
    QList<int> timeCards;         ///< seconds of every Time card taken (fronts, or 0 sides)
    int secondsLeft = 0;          ///< Second tokens kept to the end, 1 s each
    int checkpointPenalty = 0;    ///< seconds of 5-second tokens taken at a checkpoint
    bool retired = false;
};

/// DIRT p. 20: Σ Time cards − Seconds left (+ checkpoint penalty, p. 23), never below 0.
int stageTime(const StageEntry &e);

// Stage totals with retirement, overall standings, positions and the next start order are
// the rally sheet's arithmetic: RallyStandings (records/rallystandings.h) is the one place.

/// Assistance between stages (DIRT p. 21): every token back in the bag, the spare tyre back.
void applyAssistance(CarState &car);
/// The spare tyre used between stages without Assistance: one Coast token off (DIRT p. 22).
bool useSpareTyreBetweenStages(CarState &car);

} // namespace Pacenotes
