// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "carstate.h"
#include "rules/ruling.h"

#include <QMap>
#include <QStringList>

#include <optional>

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

/**
 * The stage's times by driver. A retired driver counts 1 minute slower than the slowest driver
 * who finished (DIRT p. 21); with nobody finished there is no such time and the note says so.
 */
QMap<QString, int> stageTimes(const QList<StageEntry> &stage, Rulings *notes = nullptr);

struct RallyStanding
{
    QString driver;
    int overall = 0;   ///< seconds over the stages so far
    int position = 0;  ///< 1-based; equal times share nothing: ties keep the previous order
};

/**
 * Overall standings after some stages (DIRT pp. 21-22): the sum of stage times, lowest first.
 * `previousOrder` breaks ties (the rulebook does not say how; the note reports any tie).
 */
QList<RallyStanding> rallyStandings(const QList<QMap<QString, int>> &stages, const QStringList &previousOrder,
                                    Rulings *notes = nullptr);
/// The start order of the next stage: best overall time first (DIRT p. 22).
QStringList nextStartOrder(const QList<RallyStanding> &standings);

/// Assistance between stages (DIRT p. 21): every token back in the bag, the spare tyre back.
void applyAssistance(CarState &car);
/// The spare tyre used between stages without Assistance: one Coast token off (DIRT p. 22).
bool useSpareTyreBetweenStages(CarState &car);

} // namespace Pacenotes
