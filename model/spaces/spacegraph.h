// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "tilespaces.h"
#include "track/course.h"

#include <QHash>
#include <QList>
#include <QString>

#include <functional>
#include <memory>

namespace Pacenotes {

class TileCatalog;
struct Track;

/// Finds the space data of a tile side by canonical id; nullptr when there is none.
using SpaceLookup = std::function<const TileSpaces *(const QString &sideId)>;

/// One tile's part of a space on the table: the placed tile (index in Track::tiles) and the
/// space's id in that side's data.
struct SpacePart
{
    int tile = -1;
    int space = 0;
    bool operator==(const SpacePart &) const = default;
};

/// A move between two spaces on the table, in the driving direction.
struct GraphMove
{
    int to = -1;
    bool diagonal = false;
    bool operator==(const GraphMove &) const = default;
};

/// A space on the table. A space that a skewed tile edge cuts in two is one node with two parts.
struct GraphNode
{
    QList<SpacePart> parts;
    int orientation = 0;      ///< +1 driven from its road's `from` to `to`, −1 the other way, 0 not on a driven road
    double back = 0;          ///< course distance of its back edge (tiles from the course's start; modulo the lap)
    double front = 0;         ///< course distance of its front edge
    int laneFromLeft = -1;    ///< in the driving direction; −1 beside the road
    int lanes = 0;            ///< lanes of its road
    int insideRank = -1;      ///< 0 on the inside lane of the current or next corner, 1 the next lane out…; −1 unknown
    bool crossesStart = false;  ///< the start line is its back edge: entering it crosses the line
    bool crossesFinish = false; ///< the finish line is its back edge (a circuit: the same line)
    QList<GraphMove> moves;   ///< forward moves
    QList<int> from;          ///< nodes with a move into this one

    bool onTrack() const { return orientation != 0; }
};

/// A problem joining the space data of neighbouring tiles.
struct GraphProblem
{
    int tile = -1;
    int other = -1;
    QString message; ///< translated
};

/**
 * Every space of a placed track, joined across tile edges: the table the cars drive on.
 *
 * The course (from TrackValidator) says which way each road is driven; roads off the main route
 * (junction branches) take their direction from the road they continue. Lanes join across an
 * edge by their place along it, counted clockwise round each tile, so rotation never mixes them;
 * two half spaces meeting at a skewed edge become one space. A car moves straight on to the next
 * space of its lane or diagonally to the next one of a neighbouring lane, within a tile by the
 * data's moves and across an edge into the neighbour's first spaces.
 *
 * Course distance counts tiles along the course (each pass through a tile is 1, split along the
 * road), which is all the order of play needs: which front edge is further along, and which
 * spaces are level (alongside). Pure: built from values, read-only afterwards.
 */
class SpaceGraph
{
public:
    static SpaceGraph build(const Track &track, const Course &course, const TileCatalog &catalog, const SpaceLookup &lookup);

    const QList<GraphNode> &nodes() const { return m_nodes; }
    const GraphNode &node(int i) const { return m_nodes[i]; }
    int nodeCount() const { return int(m_nodes.size()); }
    /// The node holding space `space` of placed tile `tile`, or −1.
    int nodeAt(int tile, int space) const { return m_index.value(key(tile, space), -1); }
    /// "q,r:n": the tile's position and the space's number (the first part's).
    QString name(int node) const;
    /// The node named "q,r:n" (either part of a split space), or −1.
    int nodeByName(QStringView name) const;

    /// The space data and catalog side of placed tile `tile` (nullptr when it has none).
    const TileSpaces *spacesOf(int tile) const;
    const TileSide *sideOf(int tile) const;
    /// The first part's TileSpace of a node.
    const TileSpace &space(int node) const;
    /// The tile's danger colour / terrain for the node, overridden by the space's marks.
    Danger danger(int node) const;
    Terrain terrain(int node) const;

    /// Nodes level with `node` (a front or back edge the same distance along the track), not
    /// sharing its ground.
    QList<int> alongside(int node) const;
    /// Nodes on the same ground as `node` (a slide space over lane spaces, a crossing's middle).
    const QList<int> &overlapping(int node) const;
    /// The move from `a` to `b`, if there is one.
    const GraphMove *move(int a, int b) const;

    double courseLength() const { return m_courseLength; }
    bool isCircuit() const { return m_circuit; }
    /// Course distance of the start and finish lines (NaN when unknown).
    double startLine() const { return m_startLine; }
    double finishLine() const { return m_finishLine; }
    /// Distance from a to b along the course, forward; wraps round a circuit.
    double ahead(double from, double to) const;
    /// The starting grid in order (pole first): grid-marked spaces of the start tile, or every
    /// space behind the start line there; closest to the line first, then inside first.
    QList<int> grid() const;

    /// The placed tile of each pass of the main route, in driving order.
    const QList<int> &courseTiles() const { return m_courseTiles; }
    /// The position of placed tile `tile` on the table.
    HexCoord tilePosition(int tile) const { return m_tilePos.value(tile); }
    /// "q,r": the position of the tile holding the node's first part (ids of corners and slide
    /// zones are per tile).
    QString tileName(int node) const;

    /// Placed course tiles without space data.
    const QList<int> &uncoveredTiles() const { return m_uncovered; }
    const QList<GraphProblem> &problems() const { return m_problems; }

private:
    friend class SpaceGraphBuilder;
    static quint64 key(int tile, int space) { return (quint64(quint32(tile)) << 32) | quint32(space); }
    QList<int> computeAlongside(int node) const;

    const TileCatalog *m_catalog = nullptr;
    QList<GraphNode> m_nodes;
    QHash<quint64, int> m_index;
    QHash<QString, std::shared_ptr<const TileSpaces>> m_data; ///< side id -> the data used
    QList<const TileSpaces *> m_tileData;  ///< per placed tile (owned by m_data)
    QList<const TileSide *> m_tileSides;   ///< per placed tile
    QList<HexCoord> m_tilePos;
    QHash<HexCoord, int> m_tileAt;
    QList<QList<int>> m_overlaps;          ///< per node
    QList<QList<int>> m_alongside;         ///< per node
    QList<const TileSpace *> m_spaceOf;    ///< per node: its first part's space (owned by m_data)
    QList<QList<int>> m_byPass;            ///< nodes per whole course tile (floor of back), for level lookups
    QList<int> m_uncovered;
    QList<int> m_courseTiles;
    QList<GraphProblem> m_problems;
    double m_courseLength = 0;
    bool m_circuit = false;
    double m_startLine = qQNaN();
    double m_finishLine = qQNaN();
    int m_startTile = -1;
};

} // namespace Pacenotes
