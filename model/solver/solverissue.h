// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>

namespace Pacenotes {

/**
 * Something the solver has to say about a request: why a list has no layout, what it cannot
 * handle, or a warning about the list itself. Messages are translated; codes are stable ids
 * for JSON output and tests.
 */
struct SolverIssue
{
    enum class Kind {
        EmptyList,           ///< no course tiles at all
        UnknownTile,         ///< a side id the catalog does not know
        OtherGame,           ///< a tile of the other game (warning)
        NoStartFinish,       ///< no start/finish tile in the list
        JunctionUnsupported, ///< junction tiles (a road that forks) cannot be laid out automatically
        MultiPathUnsupported,///< crossing/two-road tiles where the solver cannot use them
        AssistanceWithoutStage, ///< the DIRT Assistance tile, but the list makes a circuit
        TooManyTiles,        ///< beyond what the search is built for
        TooFewTiles,         ///< too few tiles to close a circuit / make a stage
        OddTurnSum,          ///< the corners add up to an odd number of 60-degree steps
        TooFewCorners,       ///< the corners cannot turn the full 360 degrees
        TurnsCannotClose,    ///< the corners can never add up to 360 degrees (one-way bends)
        LaneChangesUnpaired, ///< lane-width changes cannot pair up (odd count, or none where needed)
        NoClosedCourse,      ///< no way back to the start, even ignoring overlaps
        AlwaysOverlaps,      ///< every way back to the start runs over the course itself
        NoStageFits,         ///< no stage can be laid without overlaps
        TableTooSmall,       ///< layouts exist, but none fits the given table
        TooManyShapes,       ///< more layouts than can be kept: counted, the best kept (warning)
        KeptTileProblem,     ///< a kept tile is unknown, overlaps, or is not in the list
        KeptTilesApart,      ///< kept tiles too far apart for a course of this length
        ListNeedsMoreCopies, ///< the list uses both sides of one tile, or more copies than boxes (warning)
        BadOption            ///< an option out of range
    };
    enum class Severity { Error, Warning };

    Kind kind = Kind::EmptyList;
    Severity severity = Severity::Error;
    QString message;

    static QString code(Kind kind);
    QString code() const { return code(kind); }
    bool isError() const { return severity == Severity::Error; }
};

inline bool hasErrors(const QList<SolverIssue> &issues)
{
    for (const SolverIssue &i : issues)
        if (i.isError())
            return true;
    return false;
}

} // namespace Pacenotes
