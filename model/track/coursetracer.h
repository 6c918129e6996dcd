// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "course.h"
#include "hex/hexcoord.h"

#include <QHash>
#include <QList>

namespace Pacenotes {

struct TileSide;
struct Track;

/**
 * Follows the road of a placed track and works out its course (TrackValidator's tracing).
 * Reads the track and the validator's index of it; keeps nothing between calls.
 *
 *  - A tile beyond the outer end of a stage's start or finish tile (or of the RX pre-grid) is
 *    not part of the course, whatever it is: scenery, a roadless side, nothing.
 *  - A stage runs from its start tile to its finish tile as the tiles' lines say (TileLine:
 *    202 → 203, 301 → 302); where the lines cannot tell, the Assistance tile marks the finish;
 *    where nothing tells, the lower tile number starts (the track's reverse flag flips that)
 *    and Course::directionAssumed says so. The solver lays stages out by the same rule
 *    (stageStartFirst()).
 *  - An RX circuit starts on the pre-grid tile (401), whose road reaches a junction of the
 *    circuit; the main lap runs the way the grid merges (the smaller turn at that junction) and
 *    takes the straighter way at every junction; another branch leaving and rejoining the lap
 *    is the joker, driven the way that turns less where it leaves and rejoins.
 */
class CourseTracer
{
public:
    /// How far an incomplete course gets (Course::Kind::Incomplete).
    enum class Stop {
        None,    ///< the course is complete (or there is no start/finish tile)
        Stage,   ///< a stage that reaches no finish
        Circuit, ///< a circuit that does not come back to its start
        Grid,    ///< an RX pre-grid whose road reaches no junction of a circuit
        Lap      ///< an RX grid that reaches a junction, but no lap closes through it
    };
    struct Result
    {
        Course course;
        Stop stop = Stop::None;
        CourseStep stoppedAt; ///< the last step reached (tile, exit edge) when incomplete
    };

    CourseTracer(const Track &track, const QList<const TileSide *> &sides, const QHash<HexCoord, QList<int>> &at);

    Result trace() const;

    /// The tile across world edge `d` of tile `i` when both have road there and they match.
    int joinedAcross(int i, int d) const;
    /// Joined across edge `d` to a road tile that goes on (anything but the Assistance tile).
    bool continuesAcross(int i, int d) const;

    /// Of two stage ends, does `a` start before `b` by their lines alone? 1: a starts; -1: b
    /// starts; 0: the lines cannot tell.
    static int stageStartFirst(const TileSide &a, const TileSide &b);

private:
    struct State
    {
        int tile = -1;
        int entry = -1; ///< local edge the car enters through
        bool operator==(const State &) const = default;
    };
    friend size_t qHash(const State &s, size_t seed) { return qHashMulti(seed, s.tile, s.entry); }

    enum class Goal { Stage, Loop };
    /// What a depth-first search over the road found from one state.
    struct Search
    {
        QList<CourseStep> main; ///< the first complete route (straightest first)
        QList<CourseStep> best; ///< the longest partial route, when none is complete
        int finishTile = -1;
        int routes = 0;
        bool truncated = false;
        QSet<int> tiles;
        QSet<std::pair<int, int>> edges;
        bool complete() const { return routes > 0; }
    };
    struct StageRun
    {
        State start;
        Search search;
        int score = 0;
    };

    const TileSide *sideOf(int i) const { return m_sides[i]; }
    int occupant(HexCoord pos) const;
    bool visible(int i) const;
    /// Local exits from `entry`, straight on first, then the gentler turns.
    QList<int> exitsFor(State s) const;
    int pathIndex(int tile, int a, int b) const;
    /// `lenient`: a stage ends at a start/finish tile even when road goes on beyond it.
    Search search(State start, Goal goal, int firstExit = -1, bool lenient = false) const;

    Result traceStage(const QList<int> &starts, bool lenient) const;
    Result traceCircuit(int start) const;
    Result traceRx(int preGrid) const;
    /// Finds a branch that leaves the lap of `course` at one junction and rejoins it at
    /// another, and sets it as the joker.
    void findJoker(Course &course) const;
    int stageScore(State start, const Search &run) const;
    static void absorb(Course &course, const Search &s);

    const Track &m_track;
    const QList<const TileSide *> &m_sides;
    const QHash<HexCoord, QList<int>> &m_at;
};

} // namespace Pacenotes
