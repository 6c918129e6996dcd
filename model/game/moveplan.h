// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/plannedmove.h"
#include "rules/rulestypes.h"

#include <QCoreApplication>
#include <QJsonObject>

namespace Pacenotes {

/// A key of the referee assistant's dice pad: the dice as they are laid on the board.
enum class DieKey : quint8 { Gear1, Gear2, Gear3, Gear4, Gear5, Gear6, Coast, Brake, Boost, Leader, Redline };
inline constexpr int DieKeyCount = int(DieKey::Redline) + 1;

/**
 * A move being laid out, die by die, as fast as the players put the dice on the board: each
 * Gear, Coast, Leader or Redline die takes the next space; Brake and Boost dice are rolled with
 * a Gear die (GT p. 9, digest): laid before it they wait for it (pending), and the model may
 * attach them to the Gear die just laid when that die needs them ("2 B B", the way "2+BB" is read
 * aloud; attach()). A new space starts with the properties of
 * the space before it that usually go on (its limit, danger colour, corner, road type...), so a
 * straight or a corner of several spaces costs no clicks; what happens on entering one space
 * (a dotted line crossed, a car alongside, the finish line, a shortcut, a jump, water) does not
 * carry. Plain value; MovePlanModel edits one and asks the referee about it after every change.
 */
struct MovePlan
{
    Q_DECLARE_TR_FUNCTIONS(MovePlan)
public:
    static constexpr int kMaxSteps = 40; ///< as the referee's JSON reads (docs/referee-json.md)

    PlannedMove move;
    int pendingBrakes = 0;       ///< Brake dice laid for the next Gear die
    int pendingBoosts = 0;       ///< Boost dice laid for the next Gear die
    int trailing = 0;            ///< Brake/Boost dice attached to the last Gear die after it was laid

    /// Lays a die. A Gear die takes the pending Brake/Boost dice; Coast, Leader and Redline dice
    /// cannot have them. False (nothing changes) when the die cannot be laid there at all.
    bool press(DieKey key);
    /// Adds a Brake or Boost die to the last space's Gear die (typed after it). False (nothing
    /// changes) when the last space has no Gear die, dice wait already, or it has the other kind.
    bool attach(DieKey key);
    /// Takes the last die typed back: a pending Brake/Boost die, a Brake/Boost die attached after
    /// its Gear die, or the last space's last die (its Gear die's Brake/Boost dice typed before it
    /// become pending again).
    bool backspace();
    bool isEmpty() const { return move.steps.isEmpty() && pendingBrakes == 0 && pendingBoosts == 0; }

    /// The properties a new space inherits from the one before it.
    static SpaceInfo carried(const SpaceInfo &previous);
    static QChar keyChar(DieKey key);          ///< '1'..'6', 'C', 'B', 'A', 'L', 'R' (the keyboard's keys)
    /// The die's letter as the players read it, in their language (Russian: П for the Coast die,
    /// Т for the Brake die); the keys stay keyChar() in every language.
    static QString letter(DieKey key);
    /// A space's dice in the players' letters: "2+BB" (Russian "2+ТТ").
    static QString displayText(const StepDice &dice);
    /// The whole plan as it was understood, key after key: "1 2 3+BB", and the Brake/Boost dice
    /// still waiting for their Gear die ("1 2 · BB…").
    QString typedText() const;
    static std::optional<DieKey> keyFromChar(QChar c);
    static DieKind kind(DieKey key);

    /// The draft as JSON: the referee's move plus the pending dice (to keep it across a restart).
    QJsonObject toJson(Game game) const;
    bool operator==(const MovePlan &) const = default;
};

} // namespace Pacenotes
