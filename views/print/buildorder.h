// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "track/course.h"
#include "track/track.h"

#include <QCoreApplication>
#include <QHash>

namespace Pacenotes {

class TileCatalog;
struct TrackReport;

/// One row of the build sheet's course order: a tile to lay down (or a second pass over one).
struct BuildStep
{
    int number = 0;       ///< the number printed on the tile in the layout (1 = the start)
    int tile = -1;        ///< index in Track::tiles
    QString sideId;
    int turn = 0;         ///< TileSide::turnSteps on this pass (0 straight, ±1, ±2, 3 dead end)
    bool hasTurn = false; ///< false when the pass is not known (untraced tracks, off-course tiles)
    bool start = false;   ///< the start/finish tile where the course begins
    bool finish = false;  ///< a stage's finish tile
    bool repeat = false;  ///< the course crosses a tile it already passed (number is the first pass's)
    bool gridJoin = false;    ///< RX: the junction where the grid joins the lap
    bool jokerLeaves = false; ///< RX: the lap junction where the joker leaves
    bool jokerRejoins = false; ///< RX: the lap junction where the joker rejoins
    int besideNumber = 0; ///< off-course tiles: the number of a course tile next to it, 0 when none
};

/**
 * What the build sheet lists, derived from a track and its report: the tile sides with their
 * counts, and the order to lay the tiles down. When the course is traced (a closed circuit, a
 * complete stage, an RX circuit) the order follows it from the start/finish tile (RX: from the
 * pre-grid along the grid and one lap, then the joker branch); otherwise the tiles are listed
 * by position, top to bottom and left to right. Tiles off the course (pit tile, Assistance tile,
 * fillers) follow, each with a course tile it sits beside. Every placed tile gets one number,
 * shown on the layout and in the list.
 */
struct BuildOrder
{
    Q_DECLARE_TR_FUNCTIONS(BuildOrder)
public:
    bool traced = false;          ///< the order follows the course
    Course::Kind kind = Course::Kind::None;
    QList<BuildStep> course;      ///< the course (or every road tile, by position)
    QList<BuildStep> joker;       ///< RX: the joker branch, from the junction it leaves to the one it rejoins
    QList<BuildStep> beside;      ///< tiles off the course
    QList<TileCount> counts;      ///< copies per side id, by tile number then side
    int total = 0;                ///< placed tiles
    int problems = 0;             ///< the report's errors (the sheet says when there are any)
    Course trace;                 ///< the traced course (the pictures draw its direction)
    QHash<int, int> numbers;      ///< tile index -> its number

    static BuildOrder of(const Track &track, const TrackReport &report, const TileCatalog &catalog);
    /// The pick list of a tile list not laid out yet: only the sides and counts to take out.
    static BuildOrder ofList(const QList<TileCount> &list, const TileCatalog &catalog);

    /// "straight on", "right 60°", ... for a step with a known turn; empty otherwise.
    static QString turnText(const BuildStep &step);
};

} // namespace Pacenotes
