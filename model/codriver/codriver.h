// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "attitude.h"
#include "plansearch.h"

#include "rules/movevalidator.h"

#include <atomic>
#include <functional>

namespace Pacenotes {

/// What the co-driver is asked: the race, the car where it stands, the road ahead.
struct CoDriverRequest
{
    RaceRules rules;
    CarState car;
    RoadAhead road;
    int maxSteps = 12;          ///< dice placed at most (the road and the dashboard limit it too)
    QList<PlayStyle> styles;    ///< ways of playing weighed; empty: CoDriver::styles()
    AttitudeSettings attitudes;
    int threads = 0;            ///< 0: one per core
    /// A safety net for roads with a great many distinct paths: stop after this many layouts
    /// (the plans shown are then the best of those weighed, and the answer says so).
    qint64 maxLayouts = 4'000'000;
};

/// What the end of a completed plan leaves for the next turn's first space.
enum class NextTurn : quint8 {
    Unknown,    ///< the road typed in ends there
    Free,       ///< some first die enters a space ahead without a certain Loss of Control
    ForcedLoss, ///< every legal first die is a certain Loss of Control (a gear too high for the corner)
    Blocked     ///< no legal first die at all (cars or the corner in the way)
};

/// A plan on the front, as the referee sees it and as it plays out.
struct CoDriverPlan
{
    QList<PlanStepRef> steps;
    PlayStyle style;
    quint32 paths = 1;          ///< paths with exactly the same outcome (the first is shown)
    PlanFigures figures;        ///< from the search
    Simplicity simplicity;
    bool checked = false;       ///< the fields below are filled (the referee has seen the plan)
    PlannedMove move;           ///< the plan as the referee gets it
    MoveVerdict verdict;        ///< the referee's verdict: legality, analysis, P(LoC) rolling every die
    QList<ScoredStep> scored;   ///< the referee's analysis, step by step, with what each ending costs
    PlayOutcome outcome;        ///< played in `style`, weighed over the referee's analysis
    bool riskProgressFront = false; ///< no other plan is both further on average and less risky
    /// Played through, the car ends in the last step's space and gear: can the next turn start
    /// from there (with the same dashboard, the road as typed)?
    NextTurn nextTurn = NextTurn::Unknown;
};

/// The co-driver's suggestion for one attitude.
struct Suggestion
{
    Attitude attitude = Attitude::Balanced;
    int plan = -1;              ///< index in the front
    double riskLimit = 0;
    bool withinLimit = true;    ///< false: no plan is within the limit; the least risky is given
};

struct CoDriverResult
{
    enum class Status : quint8 {
        Done,       ///< every plan weighed
        Cancelled,  ///< stopped early: the front of the plans weighed so far
        Truncated,  ///< the road has so many distinct paths that the search stopped at the limit
        NoMove,     ///< the car has no legal move (blocked, off the track, no dashboard)
        Invalid     ///< the request cannot be answered (message says why)
    };
    Status status = Status::Done;
    QString message;            ///< translated, for NoMove and Invalid
    QList<CoDriverPlan> front;  ///< the plans no other beats, furthest on average first
    QList<Suggestion> suggestions;
    SearchCounts counts;
    int threads = 1;
    double elapsedMs = 0;
    Rulings notes;              ///< game data of low confidence behind the front's figures
    bool placeholder = false;   ///< DIRT: Time-card seconds from placeholder data
    int disagreements = 0;      ///< plans the referee judged otherwise than the search (a bug if > 0)

    int suggested(Attitude a) const;
};

/// Progress and cancellation for CoDriver::run().
struct CoDriverControl
{
    /// Checked often by every search thread (a search stops within a millisecond or so).
    const std::atomic<bool> *cancel = nullptr;
    /// Called from a search thread (never two at once) each time a part of the search is done,
    /// with the best plans so far (figures only: `checked` is false) and the share done.
    std::function<void(const QList<CoDriverPlan> &front, double done)> partial;
};

/**
 * The co-driver: for a car where it stands and the road ahead, every legal plan (path × dice ×
 * way of rolling) weighed exactly, the plans no other plan beats (further on average, less
 * likely to lose control, more Focus/Seconds, less damage, fewer DIRT seconds), one suggestion
 * per attitude. Pure: no QObject, no widgets; thread-safe; the search runs on `threads` threads.
 * Every plan on the front is checked by the referee (validateMove) and weighed again over the
 * referee's own analysis before it is returned.
 */
class CoDriver
{
public:
    static CoDriverResult run(const CoDriverRequest &request, const RulesData &data, const CoDriverControl &control = {});

    /// The ways of playing weighed by default: Flat Out, one by one rolling every die, stopping
    /// above each tolerance, and — with tokens in hand — securing instead of stopping; each
    /// with the SISU token too when the car may spend it.
    static QList<PlayStyle> styles(const RaceRules &rules, const CarState &car);

    /// A searched plan as the referee gets it (mode, Flying Start, SISU, steps and spaces).
    static PlannedMove plannedMove(const RaceRules &rules, const CarState &car, const RoadAhead &road,
                                   const QList<PlanStepRef> &steps, const PlayStyle &style);
    /// Fills a plan's referee fields: verdict and outcome over the referee's analysis.
    static void check(CoDriverPlan &plan, const CoDriverRequest &request, const RulesData &data);
    /// The steps of an analysed plan as the scorer weighs them (`distance[i]`: where step i ends).
    static QList<ScoredStep> scoredSteps(const RulesContext &ctx, const MoveAnalysis &analysis, const QList<double> &distance);
    /// What a plan played through leaves for the next turn's first space (see NextTurn).
    static NextTurn nextTurn(const CoDriverRequest &request, const RulesData &data, const CoDriverPlan &plan);
    /// The suggestions for every attitude over a front.
    static QList<Suggestion> suggest(const QList<CoDriverPlan> &front, const AttitudeSettings &settings);
};

} // namespace Pacenotes
