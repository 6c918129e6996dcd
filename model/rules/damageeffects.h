// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "allowance.h"
#include "damagetokens.h"
#include "ruling.h"

namespace Pacenotes {

class RandomSource;

/// What the tokens drawn for one Loss of Control (or one shortcut) do.
struct DamageEffects
{
    DamageCounts added;          ///< tokens that go onto the dashboard and take dice away
    int weatherTokens = 0;
    bool weatherFlips = false;   ///< an odd number of weather tokens: every dashboard flips
    bool yellowFlag = false;     ///< a Yellow Flag goes onto the tile of the Loss of Control
    bool minusOne = false;       ///< DIRT shortcut: a "-1" token onto the shortcut's tile
    bool fromNextTurn = false;   ///< DIRT shortcut: the blown tyre counts from the next turn
    Rulings rulings;
};

/**
 * GT (p. 18): Gear/Brake/Coast tokens take a die of that kind away; weather tokens flip every
 * dashboard, two or four in one Loss of Control cancel out; a Yellow Flag goes on the track;
 * green flags do nothing. Solo mode counts weather tokens as green flags unless random weather
 * is on (p. 21); with the advanced "no weather changes" rule a weather token must be discarded
 * and replaced. DIRT (p. 20): Gear, Brake, Coast/Leader and green flag.
 */
DamageEffects damageEffects(const RulesContext &ctx, const QList<DamageToken> &drawn);
/// DIRT p. 11: the shortcut side of the token drawn when entering a shortcut.
DamageEffects shortcutEffects(const RulesContext &ctx, ShortcutResult result);
void applyDamage(CarState &car, const DamageEffects &effects);

/**
 * Draws `count` tokens from the bag (a simulation of the physical draw). With the advanced
 * "no weather changes" rule, a weather token is set aside and another drawn in its place.
 */
QList<DamageToken> drawDamage(DamageBag &bag, int count, const RaceRules &rules, RandomSource &random);

} // namespace Pacenotes
