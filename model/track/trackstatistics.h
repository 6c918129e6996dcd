// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/tileside.h"

#include <QMap>
#include <QString>

namespace Pacenotes {

class TileCatalog;
struct Track;
struct TileCount;

/// The rulebooks' race-length guidance and where a track stands against it.
struct LengthGuidance
{
    enum class Category { None, Short, Medium, Long };
    Category category = Category::None; ///< nearest guideline
    int guidelineTiles = 0;             ///< the guideline's tile count
    QString text;                       ///< translated, e.g. "Short race (~30 min): 15 tiles in 1 lap"
    QString reference;                  ///< book and section
};

struct TrackStatistics
{
    int trackTiles = 0;       ///< placed road tiles (track, start/finish, assistance)
    int fillerTiles = 0;
    int pitTiles = 0;
    int courseLength = 0;     ///< distinct tiles on the course, without the Assistance tile
    QMap<Danger, int> danger; ///< road tiles per danger colour
    QMap<Terrain, int> terrain;
    QMap<QString, int> boxesNeeded; ///< box id -> how many of that box
    LengthGuidance guidance;
};

namespace TrackStats {
/// Fewest boxes that hold the given tiles: boxes that are the only source of a tile first,
/// then shared tiles from boxes already needed, discontinued boxes only as a last resort.
QMap<QString, int> boxesNeeded(const QMap<int, int> &copiesPerNumber, const TileCatalog &catalog);
/// Physical copies per tile number (both sides of a tile count towards the same number).
QMap<int, int> copiesPerNumber(const QList<TileCount> &counts, const TileCatalog &catalog);
LengthGuidance guidance(Game game, int laps, int courseLength, bool stage);
} // namespace TrackStats

} // namespace Pacenotes
