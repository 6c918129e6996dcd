// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/plannedmove.h"
#include "rules/rulestypes.h"

#include <QJsonObject>

namespace Pacenotes {

/// A key of the referee assistant's dice pad: the dice as they are laid on the board.
enum class DieKey : quint8 { Gear1, Gear2, Gear3, Gear4, Gear5, Gear6, Coast, Brake, Boost, Leader, Redline };
inline constexpr int DieKeyCount = int(DieKey::Redline) + 1;

/**
 * A move being laid out, die by die, as fast as the players put the dice on the board: each
 * Gear, Coast, Leader or Redline die takes the next space; Brake and Boost dice wait for the next
 * Gear die and are rolled with it (GT p. 9, digest). A new space starts with the properties of
 * the space before it that usually go on (its limit, danger colour, corner, road type...), so a
 * straight or a corner of several spaces costs no clicks; what happens on entering one space
 * (a dotted line crossed, a car alongside, the finish line, a shortcut, a jump, water) does not
 * carry. Plain value; MovePlanModel edits one and asks the referee about it after every change.
 */
struct MovePlan
{
    PlannedMove move;
    int pendingBrakes = 0;       ///< Brake dice laid for the next Gear die
    int pendingBoosts = 0;       ///< Boost dice laid for the next Gear die

    /// Lays a die. A Gear die takes the pending Brake/Boost dice; Coast, Leader and Redline dice
    /// cannot have them. False (nothing changes) when the die cannot be laid there at all.
    bool press(DieKey key);
    /// Takes the last die back: a pending Brake/Boost die, or the last space's last die (its
    /// Gear die's Brake/Boost dice become pending again).
    bool backspace();
    bool isEmpty() const { return move.steps.isEmpty() && pendingBrakes == 0 && pendingBoosts == 0; }

    /// The properties a new space inherits from the one before it.
    static SpaceInfo carried(const SpaceInfo &previous);
    static QChar keyChar(DieKey key);          ///< '1'..'6', 'C', 'B', 'A', 'L', 'R'
    static std::optional<DieKey> keyFromChar(QChar c);
    static DieKind kind(DieKey key);

    /// The draft as JSON: the referee's move plus the pending dice (to keep it across a restart).
    QJsonObject toJson(Game game) const;
    bool operator==(const MovePlan &) const = default;
};

} // namespace Pacenotes
