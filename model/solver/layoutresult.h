// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "layoutproblem.h"
#include "shaperecord.h"
#include "solverissue.h"
#include "track/track.h"

#include <QList>
#include <QStringList>

#include <memory>
#include <vector>

namespace Pacenotes {

struct SolverContext;

/// How far a solve has got; reported from the worker threads.
struct SolveProgress
{
    qint64 nodes = 0;      ///< search states visited
    qint64 found = 0;      ///< layouts found so far
    double fraction = 0;   ///< share of the search done, 0..1 (by subtrees, so only roughly even)
};

/// One distinct course shape and what the ranking knows about it.
struct LayoutShape
{
    ShapeMetrics metrics;
    double widthCm = 0;       ///< table rectangle, in the orientation that needs least area
    double depthCm = 0;
    double areaCm2 = 0;
    double compactness = 0;   ///< share of that rectangle covered by tiles (0..1)
    /// The ways the tile classes can lie on these cells (more than one only when lane-width
    /// tiles can sit at different places along the same cells): the records
    /// LayoutResult::recordOrder[firstRecord .. firstRecord + arrangements). The first is the default.
    int firstRecord = 0;
    int arrangements = 1;
};

/**
 * What a solve found: the status, issues (why nothing was found, warnings), counts, and the
 * best layouts as shapes that turn into Tracks on demand. A value type; copies share the
 * solver's context.
 *
 * Counting: a shape is the sequence of cells the course drives through, from the start/finish
 * tile in the race direction, up to moving and turning the whole layout (with kept tiles the
 * table fixes the frame, so cells are absolute). Mirror images and the same circuit driven the
 * other way round are different shapes; symmetryClasses counts them once.
 */
class LayoutResult
{
public:
    enum class Status {
        Solved,     ///< at least one layout
        NoSolution, ///< the search ran to the end and found none (issues say why)
        Invalid,    ///< the request cannot be searched (unknown or unsupported tiles, bad options)
        Cancelled   ///< stopped early; shapes holds what was found so far
    };

    Status status = Status::Invalid;
    LayoutProblem::Kind kind = LayoutProblem::Kind::Circuit;
    QList<SolverIssue> issues;
    QList<LayoutShape> shapes;      ///< best first
    ShapeStore store;               ///< the records shapes refer to (compact search output, as found)
    std::vector<int> recordOrder;   ///< store.records indexes, best shape first, arrangements together
    /// Distinct shapes: all of them when countExact; after a bounded search (best k) or a
    /// first-only one, the shapes returned; when cancelled, those found so far; -1 when that
    /// is unknown (the best kept of a list whose shapes can have several arrangements).
    qint64 shapeCount = 0;
    bool countExact = true;
    qint64 arrangementCount = 0;    ///< shapes counted with each class arrangement separately
    qint64 symmetryClasses = -1;    ///< shapes up to mirror image and direction; -1 when not counted
    qint64 nodes = 0;
    double elapsedMs = 0;
    double firstFoundMs = -1;       ///< when the first layout was found (-1: none)
    double prepareMs = 0;           ///< analysing the list and building the reachability tables
    double searchMs = 0;            ///< the search itself (all passes)
    int threads = 1;
    bool mirrorHalving = false;     ///< the search used the list's mirror symmetry

    bool isSolved() const { return status == Status::Solved && !shapes.isEmpty(); }
    /// The layout of shape `index` as a track, with the `assignment`-th order of the
    /// interchangeable tiles (0: each class's tiles in id order along the course).
    Track layout(int index, int arrangement = 0, quint64 assignment = 0) const;
    /// How many orders of the interchangeable tiles shape `index` allows (saturating).
    quint64 assignmentCount(int index, int arrangement = 0) const;

    /// One class of interchangeable tiles on a shape: which tiles, on how many cells.
    struct ClassUse
    {
        QString label;       ///< translated, e.g. "bend 60° (2 lanes)"
        QStringList sideIds; ///< the tiles that share its cells, in id order
    };
    QList<ClassUse> classUses(int index, int arrangement = 0) const;
    /// The classes whose cells take tiles that really differ (two or more tile sides): the
    /// tiles a player may swap. The app and the command line both list these.
    QList<ClassUse> interchangeable(int index, int arrangement = 0) const;
    /// Those classes as text: "bend 60° (2 lanes): 105b, 2×106b; …" (translated; empty: none).
    QString interchangeableText(int index, int arrangement = 0) const;
    /// The course as turns from the start: 'S' straight, 'R'/'L' 60°, 'RR'/'LL' 120°, spaced.
    QString turnString(int index, int arrangement = 0) const;

    std::shared_ptr<const SolverContext> context;
};

} // namespace Pacenotes
