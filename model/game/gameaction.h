// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gamestate.h"
#include "rules/damagetokens.h"
#include "rules/movevalidator.h"
#include "rules/pitstop.h"
#include "rules/plannedmove.h"
#include "rules/ruling.h"
#include "rules/timecards.h"
#include "rules/turnoutcome.h"
#include "rules/turnstart.h"

#include <memory>
#include <variant>

namespace Pacenotes {

/// The players say where the cars are (for the order of play): one entry per car they set.
struct PlacementInput
{
    struct Entry
    {
        int car = -1;
        CarPlacement placement;                 ///< rank and lane; `round` is filled in by the session
        std::optional<DigitalPosition> digital; ///< a drive mode's position, when there is one
        bool operator==(const Entry &) const = default;
    };
    QList<Entry> entries;
    bool operator==(const PlacementInput &) const = default;
};

/// Start the next round: the order of play is worked out from the cars as they are now.
struct RoundInput
{
    bool operator==(const RoundInput &) const = default;
};

/**
 * One car's turn as the table played it: the start of the turn, the move that was planned, what
 * the dice showed, and every random component as it came out at the table (or as the app drew
 * it for a solo player). Only what the rules need is given; what follows from it the referee
 * works out.
 */
struct TurnInput
{
    // The flags first and the rare large parts held apart (HeldApart: a pointer in place, deep
    // copies): a replay keeps one of these per turn, up to 100,000 (issue 25).
    int car = -1;
    bool spaceFree = true;             ///< the space the car comes back to (00, pits, crash) is free
    bool virtualDice = false;          ///< the app rolled them
    bool spareTyre = false;            ///< DIRT: the spare tyre is fitted after the move
    bool virtualDraws = false;         ///< the app drew the tokens and cards
    std::optional<PlannedMove> move;   ///< none when the car may not move this turn
    RollResults results;               ///< one per step rolled or secured; fewer: stopped early
    std::optional<int> layoutOption;   ///< Flat Out Loss of Control: the chosen re-layout (index in the outcome's options)
    HeldApart<PlannedMove> layout;     ///< ... or the players' own re-layout of the rolled dice
    RollResults layoutResults;
    HeldApart<QList<DamageToken>> damage;  ///< tokens drawn for a Loss of Control (GT) or a crash (DIRT)
    HeldApart<TimeCardBack> lossCard;      ///< DIRT: the 0 side of the Time card flipped
    QList<ShortcutResult> shortcuts;       ///< DIRT: one token per shortcut space entered, in order
    HeldApart<PitStopRequest> pitStop;     ///< GT: the lane chosen (choice, new tyres, centre lane)
    std::optional<int> spareTyreSeconds;   ///< DIRT: the Spare Tire card's 0 side as printed
    std::optional<int> timeCardSeconds;    ///< DIRT: the front of the Time card taken, as printed
};

/// Between two DIRT stages of a rally (DIRT pp. 21-22).
struct StageBreakInput
{
    QList<int> spareTyre;        ///< cars that use their spare tyre between the stages (no Assistance)
    QList<int> penaltyTokens;    ///< Checkpoints: 5-second tokens per car (by player index; missing = 0)
    bool operator==(const StageBreakInput &) const = default;
};

/// The players take a car out of the game (it cannot go on, or its player leaves).
struct RetireInput
{
    int car = -1;
    bool operator==(const RetireInput &) const = default;
};

/// The players end the game before every car has finished.
struct EndInput
{
    bool operator==(const EndInput &) const = default;
};

using ActionInput = std::variant<PlacementInput, RoundInput, TurnInput, StageBreakInput, RetireInput, EndInput>;

enum class ActionType : quint8 { Placement, Round, Turn, StageBreak, Retire, End };
ActionType actionType(const ActionInput &input);
QString actionTypeId(ActionType t);   ///< "placement", "round", "turn", "next-stage", "retire", "end"
std::optional<ActionType> actionTypeFromId(QStringView id);

/**
 * What the referee made of an action's outcome, beyond its rulings (for the views and the log).
 * Every log entry holds one, so the large parts are shared and held apart (null: none): in place
 * they made each of up to 100,000 entries about 450 bytes larger (issue 25). The move's verdict
 * (validateMove) is not kept: its rulings are the action's, and the referee assistant works out
 * its own.
 */
struct TurnReport
{
    std::shared_ptr<const TurnStart> start;
    std::shared_ptr<const TurnOutcome> outcome;
    std::optional<LossEvent> loss;            ///< where control was lost after any re-layout
    GearMarker marker;                        ///< the car's marker at the end of the turn
    int damageTokens = 0;                     ///< tokens to draw for the Loss of Control
    QList<DamageToken> drawn;
    bool weatherChanged = false;
    std::optional<TimeCardTaken> card;        ///< DIRT: the Time card taken this turn
    bool finished = false;
    bool retired = false;
    int shortcutSpaces = 0;                   ///< DIRT: shortcut spaces entered (tokens to draw)
};

/// One entry of the game log: the action as entered and what the referee said about it.
struct GameAction
{
    ActionInput input;
    int round = 0;
    int stage = 0;
    int car = -1;                 ///< the car it concerns, or -1
    QString headline;             ///< translated, one line: what happened
    Rulings rulings;
    TurnReport report;            ///< turns only

    ActionType type() const { return actionType(input); }
};

/// The referee's answer to an action: accepted with the new state, or refused (nothing changes).
struct ActionVerdict
{
    bool accepted = false;
    QString error;                ///< refused: why, in one translated sentence
    Rulings rulings;              ///< accepted: every ruling; refused: the violations and what led to them
    GameAction action;            ///< accepted: the log entry
    GameState after;
};

} // namespace Pacenotes
