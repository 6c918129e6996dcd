// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/tileside.h"
#include "hex/hexcoord.h"

#include <QList>
#include <QString>

namespace Pacenotes {

/// One physical tile on the table: which side is up, which copy, where, turned how far.
struct PlacedTile
{
    QString sideId;     ///< canonical catalog id, e.g. "103b" or "101"
    int variant = 0;    ///< physical copy / artwork 1..n when known, 0 when not given
    HexCoord pos;
    int rotation = 0;   ///< 0..5: local edge X shows on world edge (X + rotation) mod 6

    /// The world edge on which local edge `local` lies, and back.
    int worldEdge(int local) const { return HexDir::rotate(local, rotation); }
    int localEdge(int world) const { return HexDir::rotate(world, -rotation); }
    bool operator==(const PlacedTile &) const = default;
};

/// "n × side" in a tile list (a rulebook list, or what a layout needs).
struct TileCount
{
    QString sideId;
    int count = 0;
    bool operator==(const TileCount &) const = default;
};

/**
 * A track as the user builds it: metadata, the placed tiles, and optionally the tile list it
 * is meant to use (rulebook lists ship as a list with no layout). A plain value type; the
 * designer's TrackDocument owns one and changes it only through undo commands.
 */
struct Track
{
    QString title;
    QString author;
    QString notes;
    QString source;          ///< where a ready-made list comes from (book, page)
    Game game = Game::GT;
    int laps = 1;            ///< GT: laps of the circuit; DIRT: 1 (RX circuits may set more)
    bool reverseCourse = false; ///< run the course the other way from the start tile
    QList<PlacedTile> tiles;
    QList<TileCount> tileList; ///< the list this layout should use; empty = free design

    bool operator==(const Track &) const = default;

    /// Index of the tile at `pos`, or -1. With overlapping tiles, the first one.
    int tileAt(HexCoord pos) const;
    /// Copies placed per canonical side id.
    QList<TileCount> placedCounts() const;
    int tileListTotal() const;
};

} // namespace Pacenotes
