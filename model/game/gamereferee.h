// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gameaction.h"
#include "gamesetup.h"

namespace Pacenotes {

/**
 * The game at the table as pure functions: an action applied to a state gives the next state
 * and everything the referee says about it, or a refusal that changes nothing. Every ruling
 * comes from the rules engine (model/rules: startTurn, validateMove, resolveMove, the Flat Out
 * re-layouts, damageEffects, resolveTimeCard, shortcutEffects, pitStop, spareTyre, mustRetire,
 * orderOfPlay, applyAssistance...); this layer only strings them together in the order the
 * rulebooks play a turn, and keeps the table's bookkeeping (rounds, markers, Time card piles,
 * the damage bag, finish order, stage records). GameSession wraps it in undo commands.
 */
namespace GameReferee {

ActionVerdict apply(const GameSetup &setup, const RulesData &data, const GameState &state, const ActionInput &input);

ActionVerdict placement(const GameSetup &setup, const GameState &state, const PlacementInput &input);
ActionVerdict startRound(const GameSetup &setup, const RulesData &data, const GameState &state);
ActionVerdict turn(const GameSetup &setup, const RulesData &data, const GameState &state, const TurnInput &input);
ActionVerdict stageBreak(const GameSetup &setup, const RulesData &data, const GameState &state, const StageBreakInput &input);
ActionVerdict retire(const GameSetup &setup, const RulesData &data, const GameState &state, const RetireInput &input);
ActionVerdict end(const GameSetup &setup, const GameState &state);

/**
 * The car as its move is planned: after the start of its turn (back from 00 or the pits, its
 * Yellow Flag lifted) with the round's leader flag. `start` receives what the start does.
 */
CarState planningCar(const GameSetup &setup, const RulesData &data, const GameState &state, int car, bool spaceFree,
                     TurnStart *start = nullptr);

/// The player names in `indices`, joined for a headline ("Anna, Boris").
QString names(const GameSetup &setup, const QList<int> &indices);

} // namespace GameReferee

} // namespace Pacenotes
