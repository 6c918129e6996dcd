// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "allowance.h"
#include "ruling.h"
#include "stagescoring.h"

#include <QStringList>

namespace Pacenotes {

/// One driver's result on one DIRT stage.
struct StageEntry
{
    QString driver;
    QList<int> timeCards;         ///< seconds of every Time card taken (fronts, or 0 sides)
    int secondsLeft = 0;          ///< Second tokens kept to the end, 1 s each
    int checkpointPenalty = 0;    ///< seconds of the penalty tokens taken at a checkpoint
    bool retired = false;
};

/// DIRT p. 20: Σ Time cards − Seconds left (+ checkpoint penalty, p. 23), never below 0.
int stageTime(const StageEntry &e);
/// DIRT p. 21: a retired car counts the slowest finishing time of the stage plus the data's
/// retirement time (1 minute).
int retiredStageTime(int slowestFinish, const StageScoring &scoring);
/// DIRT p. 23: the seconds of `tokens` checkpoint penalty tokens (5 each).
int checkpointPenalty(int tokens, const StageScoring &scoring);

/// A DIRT stage time with the rule behind each part, for the referee.
struct StageTimeVerdict
{
    int seconds = 0;              ///< the stage time
    int cards = 0;                ///< Σ Time cards (0 when retired)
    int penalty = 0;              ///< checkpoint penalty seconds
    Rulings rulings;
};
/// `retiredSlowest`: the car retired; the slowest finishing time of the stage.
StageTimeVerdict stageTimeVerdict(const RulesContext &ctx, const StageEntry &entry, std::optional<int> retiredSlowest);

/// What Assistance puts right before the next stage (DIRT p. 21): the tokens that go back into
/// the bag and whether the Spare Tire card comes back.
struct AssistanceVerdict
{
    DamageCounts tokensBack;
    bool spareTyreBack = false;
    Rulings rulings;
};
AssistanceVerdict assistance(const RulesContext &ctx, const CarState &car);

// Overall standings, positions and the next start order are the rally sheet's arithmetic:
// RallyStandings (records/rallystandings.h), which takes its stage times from here.

/// Assistance between stages (DIRT p. 21): every token back in the bag, the spare tyre back.
void applyAssistance(CarState &car);
/// The spare tyre used between stages without Assistance: one Coast token off (DIRT p. 22).
bool useSpareTyreBetweenStages(CarState &car);

} // namespace Pacenotes
