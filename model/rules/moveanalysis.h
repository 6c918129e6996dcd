// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "allowance.h"
#include "plannedmove.h"
#include "ruling.h"

#include <QVarLengthArray>

namespace Pacenotes {

/// A die that will be rolled: its kind, its number (Gear dice) and its hazard faces of six.
struct RolledDie
{
    DieKind kind = DieKind::Gear;
    int value = 0;
    int hazardFaces = 0;
};

/// A die whose hazard does more than count: it ends the turn (Flying Start) or is a Loss of
/// Control by itself (a DIRT jump one gear too fast). Always the step's first die.
enum class StepSpecial : quint8 { None, FlyingStart, JumpHazard };

/// One planned step as the rules see it.
struct AnalysedStep
{
    int gear = 0;                 ///< the car's gear in the space
    QVarLengthArray<RolledDie, 4> dice; ///< Gear/Coast/Leader/Redline die first, then Brake/Boost
    bool secured = false;
    int trackHazards = 0;
    bool autoLoss = false;        ///< entering is a Loss of Control for certain
    Rule autoLossRule = Rule::SpeedLimit;
    StepSpecial special = StepSpecial::None;
    int hazardLimit = 3;          ///< the limit in force on this space (DIRT: its road type)
    int limit = 0;                ///< the speed limit in force (0: none)
    int advance = 1;              ///< spaces moved (2 or 3 when a jump carries the die forward)
    bool endsMove = false;        ///< water: the movement stops here
    bool finishes = false;        ///< this step crosses the finish line of the last lap
    bool beyondFinish = false;    ///< after the finish: counts only for hazards
    Danger danger = Danger::None; ///< colour of the tile where a LoC here is resolved
    /// Focus/Seconds that securing this step's dice costs, after the steps secured before it.
    int securingCost = 0;
    /// How well the markings of the space (and a jump's landing) are known: the less known.
    SpaceMarkings markings = SpaceMarkings::Known;
};

/// Everything the rules can say about a plan before any die is rolled.
struct MoveAnalysis
{
    QList<AnalysedStep> steps;    ///< the steps that can be played (up to a water stop or a block)
    Rulings rulings;
    int startGear = 0;
    int maxGear = 6;
    int flatOutLimit = 3;         ///< the hazard limit for a Flat Out roll (DIRT: lowest road type)
    DiceCounts available;         ///< the dice left after damage (on the race's road type)
    DiceCounts used;              ///< dice placed (a Redline die counts as Brake and Gear)
    int securedDice = 0;
    int securingCost = 0;         ///< Focus/Seconds for the secured dice: 1 + 2 + ... + n
    int tokensGained = 0;         ///< Focus/Seconds a Flat Out roll gains
    int spaces = 0;               ///< spaces moved if every step is played
    int finishStep = -1;          ///< step that crosses the last finish line, or -1
    int firstAutoLoss = -1;       ///< first step that is a certain Loss of Control, or -1
    int blockedStep = -1;         ///< the car is blocked before this planned step (noOtherSpace), or -1
    GearMarker endGear;           ///< the gear marker at the end if every step is played
    bool dataMissing = false;     ///< no dashboard for this car: nothing else could be checked

    bool legal() const { return !hasViolation(rulings); }
    /// The turn ends blocked once the playable steps are played (move.blocked or noOtherSpace).
    bool endsBlocked(const PlannedMove &move) const { return move.blocked || blockedStep >= 0; }
};

struct TurnStart;

/**
 * Checks a planned move against the rules, without rolling: every violated rule, the track's
 * automatic hazards and Losses of Control, securing costs, tokens gained, end gear and the
 * numbers the probability and the resolution need. `start`: what the start of this turn did
 * (startTurn(), already applied to `car`); a turn it spent allows no move at all.
 */
MoveAnalysis analyseMove(const RulesContext &ctx, const CarState &car, const PlannedMove &move,
                         const TurnStart *start = nullptr);

/// The first secured step whose dice `tokens` cannot pay for (1 + 2 + ... per die), or -1.
int firstUnpaidStep(const QList<AnalysedStep> &steps, int tokens);

/// The dice of a step, in the order results are given (Gear/Coast/Leader/Redline, Brake..., Boost...).
QVarLengthArray<RolledDie, 4> rolledDice(const StepDice &dice, const DiceHazards &hazards);

} // namespace Pacenotes
