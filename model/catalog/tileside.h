// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "enumids.h"
#include "hex/hexcoord.h"

#include <QList>
#include <QString>

#include <array>

namespace Pacenotes {

enum class Game { GT, Dirt };
enum class Terrain { None, Asphalt, Gravel, Snow };
/// The coloured danger marking printed at the road ends of a tile side (yellow < orange < red).
enum class Danger { None, Yellow, Orange, Red };

template<>
struct EnumIds<Game>
{
    static constexpr std::pair<Game, const char *> table[] = {{Game::GT, "gt"}, {Game::Dirt, "dirt"}};
};
template<>
struct EnumIds<Terrain>
{
    static constexpr std::pair<Terrain, const char *> table[] = {
        {Terrain::Asphalt, "asphalt"}, {Terrain::Gravel, "gravel"}, {Terrain::Snow, "snow"}};
};
template<>
struct EnumIds<Danger>
{
    static constexpr std::pair<Danger, const char *> table[] = {
        {Danger::Yellow, "yellow"}, {Danger::Orange, "orange"}, {Danger::Red, "red"}};
};
enum class TileRole {
    Track,        ///< an ordinary piece of road
    StartFinish,  ///< carries a start and/or finish line
    Pit,          ///< GT pit-stop tile 101: beside the track, never part of it
    Assistance,   ///< DIRT assistance (service) tile 201: a dead end after the finish
    Filler        ///< scenery (9xx): beside the course, never part of it
};
/// The line printed on a start/finish tile: which end of a course it makes.
enum class TileLine {
    None,        ///< not a start/finish tile
    StartFinish, ///< a circuit's start/finish line (GT)
    Start,       ///< a DIRT stage's start (202, 301)
    Finish,      ///< a DIRT stage's finish (203, 302)
    PreGrid      ///< the DIRT RX pre-grid (401): a spur onto the circuit
};
enum class PathKind {
    Straight,     ///< opposite edges
    Bend60,       ///< edges two apart: a 60-degree bend
    Bend120,      ///< adjacent edges: a 120-degree bend
    Kink,         ///< opposite edges, but the road bends inside the hex (chicane)
    SkewStraight, ///< a straight road at 30 degrees to the grid, between edges two apart
    DeadEnd       ///< leaves through the edge it entered (201 only)
};
/// How the paths of one side relate to each other.
enum class TileStructure { None, Single, Junction, Crossing, Separate };
enum class MarkingKind { Limit, LimitHazard, Hazard, Shortcut, Jump, Water, Climb };

/// One open edge of a tile side: how many lanes meet it and whether it ends in half a space.
struct EdgeSpec
{
    int lanes = 0;
    bool skewed = false;
    bool isOpen() const { return lanes > 0; }
    bool joins(const EdgeSpec &o) const { return isOpen() && o.isOpen() && lanes == o.lanes && skewed == o.skewed; }
    bool operator==(const EdgeSpec &) const = default;
};

/// A road through the tile between two local edges.
struct TilePath
{
    int from = 0;
    int to = 0;
    PathKind kind = PathKind::Straight;
    /// For kinks: the inside lane's side when entering at `from` / at `to`
    /// (-1 left, +1 right, 0 not given).
    int insideFrom = 0;
    int insideTo = 0;
    bool operator==(const TilePath &) const = default;
};

/// A tile-level marking: present somewhere on the side (not where, not how often).
struct Marking
{
    MarkingKind kind = MarkingKind::Limit;
    int value = 0; ///< speed limit, shortcut limit or jump value; 0 when the kind has none
    bool operator==(const Marking &) const = default;
};

/**
 * One printed side of a physical tile, e.g. "103b". A value type loaded from the catalog.
 *
 * Everything here is tile-level, in tile-local edges. A per-space layer (lanes × spaces with
 * limits, dotted lines, inside-lane rank) will attach to a side by its id() in the same local
 * frame, so nothing here has to change when it arrives.
 */
struct TileSide
{
    QString id;           ///< canonical id: "103b", or "101" for the pit tile (same both sides)
    int number = 0;       ///< the physical tile's number, 101..999
    QChar side;           ///< 'a' or 'b'; null for 101
    Game game = Game::GT;
    Terrain terrain = Terrain::None;
    Danger danger = Danger::None;
    TileRole role = TileRole::Track;
    TileLine line = TileLine::None; ///< start/finish tiles: which line (the catalog gives its source)
    QString fillerScene;  ///< what a filler shows (English, from the source)
    std::array<EdgeSpec, 6> edges{};
    QList<TilePath> paths;
    TileStructure structure = TileStructure::None;
    QList<Marking> markings;
    QString note;         ///< source remark, if any

    /// Part of a course (track, start/finish, assistance), as opposed to pit tile and fillers.
    bool isCourseTile() const;
    int openEdgeCount() const;
    /// Local exit edges reachable when entering through local edge `entry`.
    QList<int> exitsFrom(int entry) const;
    /// The id of the other side of the same physical tile ("103a" <-> "103b"); empty for 101.
    QString otherSideId() const;
    bool hasMarking(MarkingKind kind) const;
    /// Lowest speed-limit value among the limit markings, or 0 when there is none.
    int lowestLimit() const;
    /// Turn from `entry` to `exit` in 60-degree steps as a driver sees it:
    /// 0 straight on, +1/+2 right, -1/-2 left, 3 back out (dead end).
    static int turnSteps(int entry, int exit);
};

} // namespace Pacenotes
