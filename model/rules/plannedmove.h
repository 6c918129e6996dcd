// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "heldapart.h"
#include "rulestypes.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace Pacenotes {

/**
 * The dice placed on one space: one Gear die (alone, or rolled together with Brake dice to skip
 * gears down, or with Boost dice to skip gears up), or one Coast die, or one Leader die, or one
 * Brake die used as a Coast die (Redline).
 */
struct StepDice
{
    int gear = 0;          ///< the Gear die's number 1..6; 0 = no Gear die
    int brakes = 0;
    int boosts = 0;
    bool coast = false;
    bool leader = false;
    bool redline = false;

    int count() const { return (gear > 0 ? 1 : 0) + brakes + boosts + (coast ? 1 : 0) + (leader ? 1 : 0) + (redline ? 1 : 0); }
    /// Short notation: "5" (Gear 5), "2+BB" (Gear 2 with two Brake dice), "4+A" (Gear 4 with a
    /// Boost die), "C" (Coast), "L" (Leader), "R" (Redline Brake die). "+" is optional.
    QString text() const;
    static std::optional<StepDice> fromText(QStringView text);
    bool operator==(const StepDice &) const = default;
};

/// A sharp-corner dotted line crossed straight (same lane) when entering the space.
enum class LineCrossing : quint8 { None, Limit, Hazard };

/// GT p. 12: what is printed on the dotted lines at both ends of a sharp-corner space — a speed
/// limit, or "!" (a hazard). Knowing it, the referee works the crossings out from the moves'
/// directions: straight in or out crosses a line, diagonally is the perfect line.
struct SharpLines
{
    int limit = 0;       ///< 1..6; 0 with `hazard`, or when not given
    bool hazard = false; ///< "!" lines
    bool known() const { return limit > 0 || hazard; }
    bool operator==(const SharpLines &) const = default;
};
/// How the car moves into the space, seen from the previous one.
enum class MoveDirection : quint8 { Straight, Diagonal, Outward, Sideways, Backwards };
/// DIRT: which way the car takes a corner.
enum class CornerLine : quint8 { None, Inside, Outside };

template<>
struct EnumIds<MoveDirection>
{
    static constexpr std::pair<MoveDirection, const char *> table[] = {{MoveDirection::Straight, "straight"},
                                                                       {MoveDirection::Diagonal, "diagonal"},
                                                                       {MoveDirection::Outward, "outward"},
                                                                       {MoveDirection::Sideways, "sideways"},
                                                                       {MoveDirection::Backwards, "backwards"}};
};
template<>
struct EnumIds<CornerLine>
{
    static constexpr std::pair<CornerLine, const char *> table[] = {{CornerLine::Inside, "inside"}, {CornerLine::Outside, "outside"}};
};

/**
 * How well the markings of a space (limits, dangerous and sharp corners, dotted lines, DIRT
 * corners, slides, shortcuts, jumps, water) are known to whoever describes it. The referee judges
 * what it is given either way, and says when that may not be what is printed on the tile.
 */
enum class SpaceMarkings : quint8 {
    Known,     ///< read off the tile, or typed in by the players: judged as given
    Uncertain, ///< read, but not for sure (a reading marked uncertain): judged as read, with a warning
    Unknown    ///< nothing was read (a template's spaces): no marking is known, none was checked
};
template<>
struct EnumIds<SpaceMarkings>
{
    static constexpr std::pair<SpaceMarkings, const char *> table[] = {
        {SpaceMarkings::Known, "known"}, {SpaceMarkings::Uncertain, "uncertain"}, {SpaceMarkings::Unknown, "unknown"}};
};

/// Another car next to the space (its front and/or back edge level with the space's).
struct Alongside
{
    int gear = 0;                  ///< its gear marker; 0 for 0 and 00
    bool offTrack = false;         ///< beside the track (00, crash, pit): never in the way
    bool inCornerOrSlide = false;  ///< DIRT: it is taking a corner or sliding
    bool alreadyAlongside = false; ///< the moving car was already next to it when a Yellow Flag came out
    bool operator==(const Alongside &) const = default;
};

/**
 * What the players read off the tile for one space (and what a per-space track layer will
 * supply later). Everything defaults to a plain space.
 */
struct SpaceInfo
{
    int limit = 0;                 ///< speed limit in the circle (or the shortcut's); 0 = none
    bool dangerous = false;        ///< the limit is in a triangle with "!" (GT dangerous corner)
    bool sharp = false;            ///< a sharp-corner space (dotted lines at its ends)
    SharpLines sharpLines;         ///< on a sharp space: its dotted lines, when given
    /// A dotted line crossed straight moving into this space, as read by the players (entering a
    /// sharp space, or leaving one into this space); only a straight move crosses one.
    LineCrossing line = LineCrossing::None;
    int lineLimit = 0;             ///< the number on the dotted line crossed (LineCrossing::Limit)
    Danger danger = Danger::None;  ///< the tile's danger colour
    QList<Alongside> alongside;
    bool occupied = false;         ///< a car (or obstacle) is on the space
    bool yellowFlag = false;       ///< on a Yellow Flag tile or the tiles before and after it
    bool tripleLane = false;       ///< a corner space of a triple-lane corner
    MoveDirection direction = MoveDirection::Straight;
    bool finishLine = false;       ///< moving into this space crosses the finish line
    /// Every other space the car could move into from the previous one is taken or out of reach
    /// (GT p. 13, DIRT p. 15): if this one cannot be entered either, the car is blocked here.
    bool noOtherSpace = false;
    QString terrain;               ///< DIRT road type; empty = the race's default
    // DIRT
    QString cornerId;              ///< non-empty: a corner space; the same id for one corner
    CornerLine cornerLine = CornerLine::None;    ///< inside or drifting outside
    CornerLine cornerCarLine = CornerLine::None; ///< another car is in this corner on that line
    QString slideId;               ///< non-empty: a slide zone (dotted line through it)
    bool sliding = false;          ///< the car slides through the zone (two spaces)
    bool slideCar = false;         ///< another car is sliding in this zone
    bool shortcut = false;         ///< a shortcut space (draws a token)
    int shortcutTokens = 0;        ///< "-1" tokens lying on this tile (corner limits only)
    int jump = 0;                  ///< jump value; 0 = no jump
    bool water = false;            ///< water hazard
    /// How well the markings above are known (a track's template spaces: not at all).
    SpaceMarkings markings = SpaceMarkings::Known;
    /// Uncertain: what is ("space" for the space itself, else mark ids: "limit", "sharp"…).
    QStringList uncertain;
    QString uncertainWhy;          ///< Uncertain: the reader's reason, as given

    bool isCorner() const { return !cornerId.isEmpty(); }
    bool operator==(const SpaceInfo &) const = default;
};

struct PlannedStep
{
    StepDice dice;
    SpaceInfo space;
    /// DIRT jump: the space the die lands on. Held apart: only a jump has one, and in place it
    /// doubled every step of every logged move (issue 25).
    HeldApart<SpaceInfo> landing;
    bool secured = false;             ///< paid for with Focus/Seconds: not rolled
    bool operator==(const PlannedStep &) const = default;
};

/// The car's current space, for rules that look one space back: leaving a GT sharp corner;
/// DIRT corners, slides and shortcuts.
struct StartSpace
{
    SharpLines sharpLines;     ///< GT: the car stands on a sharp-corner space with these lines
    QString cornerId;
    CornerLine cornerLine = CornerLine::None;
    QString slideId;
    bool sliding = false;
    bool shortcut = false;
    bool operator==(const StartSpace &) const = default;
};

/// A planned turn: the dice laid out on the track, space by space, and how they will be rolled.
struct PlannedMove
{
    /// The dotted lines of the sharp space the car leaves moving into step `i` (none when the
    /// space before is not a sharp corner with known lines).
    SharpLines linesLeftBehind(int i) const;

    RollMode mode = RollMode::OneByOne;
    bool flyingStart = false; ///< declared before rolling (advanced rule)
    bool sisu = false;        ///< the SISU token is spent this turn
    bool blocked = false;     ///< the turn ends after the last step because the car is blocked
    StartSpace start;
    QList<PlannedStep> steps;
    bool operator==(const PlannedMove &) const = default;
};

} // namespace Pacenotes
