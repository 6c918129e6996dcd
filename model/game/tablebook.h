// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gamestate.h"
#include "rules/damagetokens.h"
#include "rules/ruling.h"

namespace Pacenotes {

struct GameSetup;

/**
 * The table's bookkeeping between rulings: which tokens are out of the damage bag (so that a
 * virtual draw draws from what is left), Yellow Flags and "−1" tokens on the track, and the
 * records a finished stage leaves. No rule is decided here.
 */
namespace TableBook {

/// Takes a token with this damage side out of the bag onto the car's dashboard; the kind's index,
/// or -1 with a note when the bag (as the data counts it) has none left.
int takeDamage(GameState &state, const RulesData &data, int car, DamageToken token, Rulings &rulings);
/// DIRT: takes a token whose shortcut side shows `result`.
int takeShortcut(GameState &state, const RulesData &data, int car, ShortcutResult result, Rulings &rulings);
/// Every token on the car's dashboard goes back into the bag (repairs, Assistance).
void returnAll(GameState &state, int car);
/// One token with this damage side goes back (the spare tyre's Coast token).
void returnOne(GameState &state, const RulesData &data, int car, DamageToken token);
/// The car's Yellow Flags leave the track onto its dashboard.
void liftYellowFlags(GameState &state, int car);
/// A new stage: every token back in the bag, then each car's carried damage taken out again
/// (DIRT p. 22: "Players take the relevant tokens from the damage bag").
void resetBagForStage(GameState &state, const RulesData &data);

/// When every car has finished or retired, each car's stage record is written (time, retirement,
/// damage and spare tyre as they stand); true when the stage closed with this call.
bool closeStageIfDone(const GameSetup &setup, GameState &state);

} // namespace TableBook

} // namespace Pacenotes
