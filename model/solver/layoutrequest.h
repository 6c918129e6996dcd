// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/tileside.h"
#include "track/track.h"

#include <QList>

#include <optional>

namespace Pacenotes {

/// A rectangle of table, in centimetres (either way round: a layout may be turned).
struct TableSize
{
    double widthCm = 0;
    double heightCm = 0;
    bool operator==(const TableSize &) const = default;
};

/// How the solver orders the layouts it returns (see docs/solver.md for the exact keys).
enum class RankBy {
    Compact,        ///< smallest table footprint first; then longest straight, then fewest corners in a row
    LongestStraight,///< longest straight first; then smallest footprint
    Twisty          ///< most corners in a row first; then smallest footprint
};

/**
 * What to lay out, and how. A plain value type: the command line, the designer and the
 * benchmarks fill one in and hand it to LayoutSolver.
 */
struct LayoutRequest
{
    /// The tile sides to use, with counts: course tiles, the GT pit tile, the DIRT Assistance
    /// tile, fillers. Tiles in `keep` are part of this list (they count against it).
    QList<TileCount> tiles;
    Game game = Game::GT;
    /// Tiles already on the table that every layout must keep exactly where they are.
    QList<PlacedTile> keep;
    /// 0: use every listed tile. N > 0: invent tracks from any subset of the course tiles
    /// with at least N tiles on the course (start/finish tiles included).
    int minCourseTiles = 0;
    /// Layouts that do not fit this table (in any orientation) are left out.
    std::optional<TableSize> maxTable;
    /// Physical tile size, across the flat sides. No source gives it: the default is an
    /// assumption (see kAssumedTileWidthCm); measure a tile and pass the real value.
    double tileWidthCm = kAssumedTileWidthCm;
    RankBy rankBy = RankBy::Compact;
    /// How many of the best layouts to keep (0: every shape, only sensible for circuits).
    int keepBest = 50;
    /// Count every shape (slow for long DIRT stages, whose open end makes the count explode).
    /// When false the solver only proves the best `keepBest` by branch and bound.
    bool exactCount = true;
    /// Stop at the first valid layout (for a quick preview); no ranking, no count.
    bool firstOnly = false;
    /// Worker threads; 0: one per core.
    int threads = 0;
    /// Metadata copied into every layout built (title, author, laps...).
    Track base;

    /// The width measured across the flats of a tile, used when none is given. It is an
    /// assumption, not a sourced value: neither rulebook nor the tile data states the size.
    static constexpr double kAssumedTileWidthCm = 20.0;

    /// A request for a track as the designer or a file holds it: its tile list (or, without
    /// one, the tiles it has placed), its game and metadata. With `keepPlaced`, the tiles
    /// already placed stay where they are and the solver completes the layout around them
    /// (only when they are a layout begun from the list: completesPlaced()).
    static LayoutRequest forTrack(const Track &track, bool keepPlaced = true);
    /// Do the placed tiles make a layout begun from the track's list, to complete (all of them
    /// listed, some list tiles still to place)? A finished layout is laid out afresh instead.
    static bool completesPlaced(const Track &track);
    /// True when the tiles on the table include every tile of the track's list (the designer's
    /// dialog then offers no keeping: there is nothing left to complete).
    static bool placesWholeList(const Track &track);
};

} // namespace Pacenotes
