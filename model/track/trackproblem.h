// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "hex/hexcoord.h"

#include <QList>
#include <QString>

namespace Pacenotes {

/// Everything the validator can find wrong with a track. The ids (see code()) are stable.
enum class ProblemKind {
    EmptyTrack,        ///< nothing placed (a list-only file, or a new track)
    UnknownTile,       ///< a side id the catalog does not know
    Overlap,           ///< two or more tiles on one hex
    OpenEnd,           ///< a road edge with no tile beyond it (a stage's outer ends excepted)
    LaneMismatch,      ///< two road edges meet with different lane counts
    SkewMismatch,      ///< a skewed half-space edge meets a straight edge
    FacesClosedSide,   ///< a road edge meets a tile side without road there
    OverUsed,          ///< more copies of a tile than the collection owns
    ListOverUsed,      ///< the tile list itself needs more copies than the collection owns
    NoStartFinish,     ///< no start/finish tile among the placed tiles
    CourseNotClosed,   ///< circuit: following the road from the start does not come back
    StageNotFinished,  ///< stage: following the road from the start reaches no finish
    OffCourse,         ///< a road tile the course never reaches
    AssistanceMisplaced, ///< the DIRT Assistance tile is not at the end of the stage
    PitDetached,       ///< the GT Pit Stop tile does not touch the track
    OtherGame,         ///< a tile of the other game (GT tile in a DIRT stage, or the reverse)
    NotPlacedFromList, ///< tiles of the track's list not placed yet
    NotInList,         ///< placed tiles that the track's list does not have (or more of them)
    UnusedBranch,      ///< a junction tile used as a corner: one branch leads nowhere (warning)
    DirectionAssumed,  ///< the tiles do not tell which way the course runs: one was picked (warning)
    NoJoker            ///< an RX circuit without a joker branch (warning)
};

enum class Severity { Error, Warning };

/**
 * One thing wrong with a track, with where it is and a translated message.
 * `tile`/`otherTile` index Track::tiles; `edge` is a world edge 0..5 of `tile`.
 */
struct TrackProblem
{
    ProblemKind kind = ProblemKind::EmptyTrack;
    Severity severity = Severity::Error;
    int tile = -1;
    int otherTile = -1;
    int edge = -1;
    HexCoord pos;
    bool hasPos = false;
    QString sideId;
    QString message;

    /// Stable machine id, e.g. "open-end", for JSON output and tests.
    static QString code(ProblemKind kind);
    QString code() const { return code(kind); }
    /// "(q, r) edge B: message", the one-line form the command line prints.
    QString toLine() const;
};

} // namespace Pacenotes
