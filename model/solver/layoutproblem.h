// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "layoutrequest.h"
#include "solverissue.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <array>

namespace Pacenotes {

class TileCatalog;

/**
 * One way to drive through a tile, as far as the course shape cares: the turn (60-degree
 * steps, + right) and the edge kinds (lanes and skew, as indexes into LayoutProblem::specs)
 * the car enters and leaves by. Which physical edge or rotation gives it is worked out only
 * when a layout is built.
 */
struct Traversal
{
    int cls = -1;
    int turn = 0;
    int specIn = 0;
    int specOut = 0;
    /// Tiles with two or more roads (crossings): which road and way a fresh tile is entered
    /// by, as local edges (the rotation follows from them); -1 for single-road tiles.
    int entryLocal = -1;
    int exitLocal = -1;
    /// A later pass through a road of a tile already placed (two-road tiles only).
    bool pass = false;
    bool operator==(const Traversal &) const = default;
};

/**
 * Tiles that are interchangeable for the course shape: the same ways to be driven through
 * (turn and edge kinds), e.g. every 2-lane 60-degree bend, or a straight and a chicane
 * ("kink") of the same width. A layout names a class per cell; which member goes where is
 * the tile assignment.
 */
struct TileClass
{
    enum class Role {
        Middle,   ///< any course tile between start and finish
        Start,    ///< the start/finish tile when it is not the anchor (kept tiles fix the frame)
        Finish,   ///< the finish tile of a DIRT stage: always the last tile
        Kept      ///< one kept tile: passed where it lies, never placed
    };
    Role role = Role::Middle;
    QStringList sideIds;      ///< one entry per copy, sorted
    QList<int> traversals;    ///< indexes into LayoutProblem::traversals (fresh tiles)
    int mirror = -1;          ///< class with the mirrored traversals, or -1
    int keptIndex = -1;       ///< Role::Kept: index into LayoutProblem::kept
    /// Roads per tile: 1, or 2-3 for crossings and two-road tiles, which the course drives
    /// through once per road (the first time it lays the tile, then passes through it).
    int roads = 1;
    QList<int> passTraversals; ///< roads > 1: the ways through a tile already placed
    /// roads > 1: each road of a tile as local edges a, b and their edge kinds (spec indexes).
    QList<std::array<int, 4>> roadEdges;
    /// roads > 1: per road, the pass traversals that drive it (both ways).
    QList<QList<int>> roadPasses;

    int count() const { return int(sideIds.size()); }
    /// Passes through tiles of this class: what the search counts down.
    int units() const { return count() * roads; }
    bool required() const { return role != Role::Middle; }
};

/// A tile already on the table that every layout keeps.
struct KeptTile
{
    enum class Use {
        Anchor,   ///< the course starts here
        Pass,     ///< a course tile the course must pass through (one road)
        Blocked   ///< off the course (pit, filler): its cell is simply taken
    };
    PlacedTile tile;
    Use use = Use::Blocked;
    int cls = -1;             ///< Use::Pass: its TileClass
    /// Use::Pass: for entry world edge d (0..5), the traversal index, or -1.
    int byEntry[6] = {-1, -1, -1, -1, -1, -1};
    int exitFor[6] = {-1, -1, -1, -1, -1, -1};   ///< world exit edge for entry world edge d
};

/**
 * Where the course starts: the anchor tile, at the origin of the search frame. Without kept
 * tiles the layout is free to turn, so the anchor is the start/finish tile entered from the
 * west (heading east); with kept tiles the frame is the table's and the anchor is a kept
 * tile, entered either way.
 */
struct Anchor
{
    QString sideId;
    bool kept = false;
    HexCoord pos;          ///< table position (kept) — the search frame puts it at the origin
    int rotation = 0;      ///< kept only
    struct Root
    {
        int traversal = -1;    ///< index into LayoutProblem::traversals (cls = -1)
        int entryHeading = 0;  ///< direction of travel entering the anchor
    };
    QList<Root> roots;
    /// The anchor is the start tile (false when a kept tile other than the start anchors).
    bool isStart = true;
};

/**
 * A request analysed for the search: the course kind, the tile classes, the anchor, the
 * extras placed beside the course, and every problem found before searching (unknown tiles,
 * unsupported tiles, and the simple reasons a list cannot work: odd turn sum, unpaired lane
 * changes, too few tiles). Pure and cheap; built once per solve.
 */
class LayoutProblem
{
public:
    enum class Kind { Circuit, Stage };

    static LayoutProblem analyse(const LayoutRequest &request, const TileCatalog &catalog);

    Kind kind = Kind::Circuit;
    Game game = Game::GT;
    QList<EdgeSpec> specs;
    QList<Traversal> traversals;
    QList<TileClass> classes;
    QList<KeptTile> kept;
    Anchor anchor;
    int finishClass = -1;     ///< Stage: the finish tile's class
    int startClass = -1;      ///< when the anchor is not the start tile: the start tile's class
    QStringList pitSides;     ///< GT pit tile(s) to place beside the course
    QString assistanceSide;   ///< DIRT Assistance tile to place after the finish
    QStringList fillerSides;  ///< scenery to place beside the course
    QList<SolverIssue> issues;
    bool mirrorSymmetric = false;
    int minCourseTiles = 0;   ///< 0: every course tile; else the subset minimum

    /// Tiles on the course when every listed course tile is used (anchor included).
    int courseTiles() const;
    bool hasErrors() const { return Pacenotes::hasErrors(issues); }
    /// Crossings or two-road tiles in the list (the course passes some tile twice).
    bool hasMultiRoad() const;
    bool isSubset() const { return minCourseTiles > 0; }
    /// The traversal driving the other way through the same tile (turn negated, specs swapped).
    int reversed(int traversal) const;
    /// The mirror image (turn negated), or -1 when no tile of the list drives that way.
    int mirrored(int traversal) const;
    /// A short translated description of a class, e.g. "2-lane bend 60°".
    QString classLabel(int cls) const;
    /// A short translated description of an edge kind, e.g. "2 lanes", "3 lanes, skewed".
    QString specLabel(int spec) const;

    /// Largest number of course tiles the search accepts.
    static constexpr int kMaxCourseTiles = 60;

private:
    int addTraversal(int cls, int turn, EdgeSpec in, EdgeSpec out, int entryLocal = -1, int exitLocal = -1,
                     bool pass = false);
    int specIndex(EdgeSpec spec);
};

} // namespace Pacenotes
