// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/tileside.h" // Game

#include <QString>

#include <optional>

namespace Pacenotes {

/**
 * Every rule the referee applies. Each has a stable code ("gear-chain") for JSON and tests and a
 * reference to the rulebook section (and page) that states it, per game.
 */
enum class Rule : quint8 {
    DiceAvailable, DieOnce, GearExists, StepDice, GearChain, StartFromZero, BrakeDice, MinimumGear,
    CoastAtZero, BoostDice, FlyingStart, Redline, LeaderDice, OffTrack, MustMove, Occupied, Direction,
    TripleLane, Overtaking, YellowFlag, Blocked, SpeedLimit, DangerousCorner, SharpLine, SharpLineHazard,
    CornerLine, CornerFollow, Slide, Shortcut, ShortcutClosed, Jump, Water, HazardLimit, SecureFlatOut,
    SecureCost, FlatOutTokens, FinishLine, Sisu, LossOfControl, FlatOutRearrange, DataConfidence, PitStop,
    SpareTyre, ReturnToTrack, DamageToken, WeatherChange, SoftTyres, OrderOfPlay, OrderOffTrack,
    StaggeredStart, Retirement, TimeCard, EndOfTurn, Solo, Rally, Checkpoint, FlatOut, SpaceMarkings
};
inline constexpr int RuleCount = int(Rule::SpaceMarkings) + 1;

enum class Book : quint8 { GT, Dirt, Digest };

/// Where a rule is written: book, page (English editions) and section title (English key).
struct RuleReference
{
    Book book = Book::GT;
    int page = 0;
    const char *section = nullptr; ///< marked with QT_TRANSLATE_NOOP("RuleBook", ...)
    /// The page is inferred from the page flow (the gaming aid does not list it).
    bool pageInferred = false;
};

namespace RuleBook {
QString code(Rule r);                          ///< "gear-chain"
std::optional<Rule> fromCode(QStringView code);
RuleReference reference(Rule r, Game game);
/// Translated: "GT rulebook, p. 13, “Overtaking”".
QString referenceText(Rule r, Game game);
QString referenceText(const RuleReference &ref);
QString bookName(Book b);
} // namespace RuleBook

} // namespace Pacenotes
