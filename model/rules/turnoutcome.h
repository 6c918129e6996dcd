// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gearmarker.h"
#include "plannedmove.h"
#include "ruling.h"

#include <QVarLengthArray>

#include <optional>

namespace Pacenotes {

/// The dice of one step as they came up: one flag per die (in RolledDie order), or secured.
struct StepResult
{
    bool secured = false;
    QVarLengthArray<bool, 4> hazards;
    bool operator==(const StepResult &) const = default;
};

/// What the dice showed: one entry per step rolled or secured, in order. Rolling one by one, a
/// shorter list means the player stopped after its last step.
using RollResults = QList<StepResult>;

enum class TurnEnd : quint8 {
    Completed,       ///< every planned step played
    Stopped,         ///< rolling one by one, the player stopped early
    Blocked,         ///< the car was blocked: the turn ended in its gear
    LossOfControl,
    FlyingStartStop, ///< the Flying Start die showed a hazard: one space, 2nd gear, no LoC
    WaterStop        ///< DIRT: the move ended on a water hazard
};

template<>
struct EnumIds<TurnEnd>
{
    static constexpr std::pair<TurnEnd, const char *> table[] = {
        {TurnEnd::Completed, "completed"},       {TurnEnd::Stopped, "stopped"},
        {TurnEnd::Blocked, "blocked"},           {TurnEnd::LossOfControl, "loss-of-control"},
        {TurnEnd::FlyingStartStop, "flying-start-stop"}, {TurnEnd::WaterStop, "water-stop"}};
};

/// Where and how control was lost.
struct LossEvent
{
    int step = -1;                ///< the step (space) where it is resolved
    int gear = 0;                 ///< the gear the car was in there
    Rule cause = Rule::HazardLimit; ///< HazardLimit, SpeedLimit or Jump
    Danger danger = Danger::None; ///< the colour of that tile
    int position = 0;             ///< spaces from the start of the turn to that space
    bool afterFinish = false;     ///< beyond the finish line: the car has finished anyway
    /// The gear on the space just past the finish line when control is lost beyond it (its
    /// Time card counts, DIRT p. 20); otherwise the gear at the Loss of Control.
    int finishGear = 0;
    /// DIRT: the deck the Time card is flipped from.
    int timeCardGear() const { return qBound(1, afterFinish ? finishGear : gear, 6); }
};

/// One way to lay the rolled dice back out after a failed Flat Out roll (GT p. 15, DIRT p. 16).
struct LossOption
{
    LossEvent event;
    QList<std::pair<StepDice, StepResult>> arrangement; ///< one legal layout along the planned path
    GearMarker marker;            ///< GT: the marker it leads to
    int damageTokens = -1;        ///< GT: tokens to draw (-1: the danger colour is not known)
};

/// What a turn came to, once the dice are rolled (or their results entered).
struct TurnOutcome
{
    TurnEnd end = TurnEnd::Completed;
    int stepsTaken = 0;
    int position = 0;             ///< spaces moved to the car's final space
    int hazards = 0;              ///< hazards counted: dice (unless SISU) and track
    int hazardLimit = 3;
    GearMarker endGear;           ///< the new gear marker (GT) / Time card gear (DIRT)
    bool finished = false;        ///< crossed the last finish line
    std::optional<LossEvent> loss;
    GearMarker lossMarker;        ///< GT: 0 or 00 from the table
    int damageTokens = 0;         ///< GT: tokens to draw now (-1: danger colour unknown)
    int tokensGained = 0;         ///< Focus/Seconds from a Flat Out roll
    int tokensSpent = 0;          ///< Focus/Seconds paid to secure dice
    int securedDice = 0;
    QList<LossOption> options;    ///< Flat Out LoC: the legal outcomes to choose from
    Rulings rulings;
    QString error;                ///< translated: the results do not fit the plan
};

} // namespace Pacenotes
