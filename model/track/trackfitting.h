// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/tileside.h"
#include "track.h"

#include <QSet>

#include <optional>

namespace Pacenotes {

class TileCatalog;
struct TrackReport;

/// Which way the user wants the road to go through the next tile (Rekee's hint keys).
enum class TurnHint { Any, Left, Straight, Right };

/// Where the next tile of a course goes: an empty hex, the direction the car arrives in and
/// the road edge it has to join.
struct AppendPoint
{
    HexCoord pos;
    int heading = 0;    ///< world direction of travel into `pos`
    EdgeSpec incoming;  ///< the edge of the tile before; lanes == 0 for the first tile
    int fromTile = -1;  ///< index of the tile before, -1 on an empty track
    bool operator==(const AppendPoint &) const = default;
};

/// A tile side turned to fit an append point.
struct AppendFit
{
    PlacedTile tile;
    int exitHeading = -1; ///< direction the car leaves in; -1 for a dead end
    int turn = 0;         ///< TileSide::turnSteps of the chosen path
    bool joins = false;   ///< the entry edge matches `incoming` (lanes and skew)
    bool hintMet = true;  ///< false when no turn of this tile goes the hinted way
};

/**
 * Pure helpers for laying tiles the way the user means: turning a dropped tile to suit its
 * neighbours, finding the open end of the course and fitting the next tile there.
 */
namespace TrackFitting {
/// How well `side`, turned by `rotation`, suits hex `pos` among the tiles already there:
/// +3 for every road meeting a matching road, +1 for every closed side meeting a closed side,
/// −2 for a road meeting a road of another width, −3 for a road meeting a closed side.
/// Tiles whose index is in `ignore` are treated as absent (they are being moved).
int neighbourScore(const Track &track, const TileCatalog &catalog, const TileSide &side, HexCoord pos,
                   int rotation, const QSet<int> &ignore = {});
/// The rotation with the best neighbourScore; ties keep `preferred`, then the lowest.
int bestRotation(const Track &track, const TileCatalog &catalog, const TileSide &side, HexCoord pos,
                 int preferred = 0, const QSet<int> &ignore = {});
/// An open road end of tile `index` (a road edge with no tile beyond). Prefers
/// `preferredEdge` (a world edge), then an end whose road continues from a joined neighbour.
std::optional<AppendPoint> openEndOf(const Track &track, const TileCatalog &catalog, int index,
                                     int preferredEdge = -1);
/// The open end of the course: after the last step of the traced course when it leads to an
/// empty hex, else the open end of the most recently placed road tile; the origin heading
/// east on an empty track; nullopt when every road is closed.
std::optional<AppendPoint> appendPoint(const Track &track, const TileCatalog &catalog, const TrackReport &report);
/// Turns `side` to continue the road at `point`, honouring `hint` where the tile allows it.
/// Prefers turns that join the incoming edge, then the best neighbourScore, then the gentlest
/// turn. nullopt when the tile has no road to enter by (fillers, the pit tile).
std::optional<AppendFit> fitAt(const Track &track, const TileCatalog &catalog, const TileSide &side,
                               const AppendPoint &point, TurnHint hint = TurnHint::Any);
} // namespace TrackFitting

} // namespace Pacenotes
