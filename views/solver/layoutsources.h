// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "track/track.h"

class QAbstractItemModel;

namespace Pacenotes {

class TileCatalog;

/// Where "Lay out for me" takes its tiles from.
namespace LayoutSources {

enum class Source {
    TrackList,      ///< the track's tile list (a rulebook list or the user's)
    Placed,         ///< the tiles on the table, laid out afresh
    PlacedAndFree,  ///< the tiles on the table plus the free copies the palette shows
    Custom          ///< a list the user typed
};

/// The tiles on the table, by side, in catalog order.
QList<TileCount> placed(const Track &track, const TileCatalog &catalog);

/**
 * The tiles on the table plus, for every tile the palette shows (as filtered), its free
 * copies. Both sides of a physical tile share its copies, so each tile number gives its
 * free copies to one side only: the side on the table if one is, else the first side shown.
 */
QList<TileCount> placedAndFree(const Track &track, const QAbstractItemModel &palette, const TileCatalog &catalog);

/// Tiles in catalog order (number, then side), counts of one id added up.
QList<TileCount> sorted(const QList<TileCount> &list, const TileCatalog &catalog);

/// How many tiles a list holds, and how many of them the course drives through (start,
/// finish and road tiles; not the pit, the Assistance tile or fillers).
struct Counts
{
    int total = 0;
    int course = 0;
};
Counts count(const QList<TileCount> &list, const TileCatalog &catalog);

} // namespace LayoutSources

} // namespace Pacenotes
