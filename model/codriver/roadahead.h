// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/plannedmove.h"

#include <QList>
#include <QString>

#include <optional>

namespace Pacenotes {

/// One move from a space (or from the car's space) into a space ahead, with what the move itself
/// does: straight or diagonal, and a sharp corner's dotted line crossed straight on the way in.
struct RoadMove
{
    int to = -1;                                   ///< index of the space entered
    MoveDirection direction = MoveDirection::Straight;
    LineCrossing line = LineCrossing::None;        ///< a dotted line crossed straight into `to`
    int lineLimit = 0;                             ///< its number (LineCrossing::Limit)
    bool operator==(const RoadMove &) const = default;
};

/// One space of the road ahead: what the players read off the tile, how far along the track its
/// front edge is, and where a car may go from it.
struct RoadSpace
{
    QString id;                 ///< stable name for answers ("r3l1", a SpaceGraph id later)
    SpaceInfo space;            ///< its properties; the entry fields (direction, line) live on the moves
    double distance = 0;        ///< how far along the track its front edge is, in spaces from the car
    QList<RoadMove> next;       ///< forward moves out of this space
    int straight = -1;          ///< index in `next` of the move straight on (jump landings follow it), or -1
    bool operator==(const RoadSpace &) const = default;
};

/**
 * The road in front of a car as a directed acyclic graph of spaces: every lane, every lane
 * change, every DIRT corner line or slide as its own spaces. A car's path is a walk from one of
 * the `first` moves along `next` moves. The co-driver only reads this; where it comes from is
 * a RoadAheadSource: spaces typed by the players (a list, or rows of lanes) today, the space
 * graph of a laid-out digital track later.
 */
class RoadAhead
{
public:
    RoadAhead() = default;

    /// One lane: each space entered straight from the previous one (the referee's steps).
    static RoadAhead singleLane(const QList<SpaceInfo> &spaces);
    /// Rows of lanes side by side (row r, lane l; every row has the same number of lanes). From
    /// each space a car goes straight on or diagonally to a neighbouring lane. A space's `line`
    /// applies when it is entered straight (the perfect line avoids it, GT p. 12); a space's
    /// `direction` is ignored. The car stands in `startLane` just before row 0.
    static RoadAhead lanes(const QList<QList<SpaceInfo>> &rows, int startLane);

    const QList<RoadSpace> &spaces() const { return m_spaces; }
    const QList<RoadMove> &first() const { return m_first; }
    const StartSpace &start() const { return m_start; }
    int size() const { return int(m_spaces.size()); }
    const RoadSpace &at(int i) const { return m_spaces.at(i); }

    /// Builds a road from explicit spaces and moves (a space graph).
    void setSpaces(QList<RoadSpace> spaces, QList<RoadMove> first);
    void setStart(const StartSpace &start) { m_start = start; }

    /// The space the move enters, with the move's own fields filled in: what the referee gets
    /// for a step taken by that move.
    SpaceInfo entered(const RoadMove &move) const;
    /// The same road seen from one of its spaces: a car standing on `space` moves on from it.
    RoadAhead from(int space) const;
    /// Where a DIRT jump's die lands: `ahead` (1 or 2) spaces straight on from `space`; -1 when
    /// the road does not go that far.
    int landing(int space, int ahead) const;

    /// A translated description of the first problem (a move to no space, a loop, a distance
    /// that does not increase), or an empty string.
    QString problem() const;

    bool operator==(const RoadAhead &) const = default;

private:
    QList<RoadSpace> m_spaces;
    QList<RoadMove> m_first;
    StartSpace m_start;
};

/**
 * Where a road ahead comes from: the spaces the players typed (RoadAheadEditor, the JSON
 * request) today; the space graph of a laid-out digital track, with the other cars on it,
 * once tiles carry their spaces.
 */
class RoadAheadSource
{
public:
    virtual ~RoadAheadSource() = default;
    /// The road from the car's space; a source may stop after `maxSpaces` spaces.
    virtual RoadAhead roadAhead(int maxSpaces) const = 0;
};

} // namespace Pacenotes
