// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "paretofront.h"
#include "stepanalyser.h"

#include "rules/dirtpath.h"

#include <atomic>
#include <functional>
#include <limits>

namespace Pacenotes {

/// One step of a plan on the road: the dice, the move taken and where the car ends up.
struct PlanStepRef
{
    StepDice dice;
    int from = -1;    ///< the space moved from (-1: the car's space)
    int move = 0;     ///< which of its moves
    int space = -1;   ///< the space entered
    int landing = -1; ///< DIRT: where a jump's die lands (-1: no jump taken)
    bool operator==(const PlanStepRef &) const = default;
};

/**
 * The co-driver's total order on plans that tie (the same figures and simplicity), so that the
 * same request always gets the same answer, at any thread count (docs/codriver.md, "Ties"):
 * the dice first, step by step — a Gear die by its number, fewer Brake dice, then fewer Boost
 * dice first; after every Gear die, Coast, then Leader, then Redline —, then the path, step by
 * step: the space entered (and a jump's landing) earlier in the road's list of spaces first,
 * then the move taken (its place in the space's list of moves).
 */
bool tieBefore(const QList<PlanStepRef> &a, const QList<PlanStepRef> &b);

/// A plan found by the search: the steps along one path, how it is played, its figures.
struct SearchedPlan
{
    QList<PlanStepRef> steps;
    int style = 0;          ///< index into the search's styles
    PlanFigures figures;
    Simplicity simplicity;
    quint32 paths = 1;      ///< paths (lanes) the car could take with exactly the same outcome
};

struct SearchCounts
{
    qint64 layouts = 0;     ///< legal dice layouts (each with its set of equivalent paths)
    qint64 plans = 0;       ///< layouts × ways of playing them, each weighed
    qint64 analyses = 0;    ///< steps the rules engine analysed
    SearchCounts &operator+=(const SearchCounts &o)
    {
        layouts += o.layouts;
        plans += o.plans;
        analyses += o.analyses;
        return *this;
    }
};

/**
 * Every legal plan from the car's space: each dice chain the rules allow, along every path of
 * the road ahead, weighed in every play style; the plans no other beats are kept.
 *
 * Paths that the rules cannot tell apart (the same dice give the same hazards, limits, tile
 * colours and distance on every step) are walked together as one group of spaces, so a
 * two-lane straight costs no more than one lane; a group splits where the lanes differ.
 * Each step is the engine's own analysis (StepAnalyser); only the whole-plan rules (each Gear
 * die once, dice counted over the turn, DIRT corner and slide lines, the finish line) are added
 * here. The work is split by first step so that threads can share it: one PlanSearch per
 * thread, run() once per first step.
 */
class PlanSearch
{
public:
    PlanSearch(const RulesContext &ctx, const CarState &car, const RoadAhead &road, const QList<PlayStyle> &styles,
               int maxSteps, const std::atomic<bool> *cancel = nullptr);

    /// The dice the first step may use (the search's units of work). Empty when the car has
    /// no dashboard in the data (problem() says why).
    QList<StepDice> firstSteps() const;
    /// Weighs every plan starting with `first`; false when cancelled or over the limit.
    bool run(const StepDice &first);
    /// Each run() stops once this many layouts are weighed (a road with a great many distinct
    /// paths); overLimit() then says so until the next run().
    void setLayoutLimit(qint64 limit) { m_limit = limit; }
    bool overLimit() const { return m_overLimit; }
    /// The plans no other found so far beats.
    QList<SearchedPlan> front() const;
    /// Drops the front (after it was handed over).
    void clearFront() { m_front.clear(); }
    SearchCounts counts() const;
    QString problem() const { return m_steps.base() ? QString() : m_steps.baseError(); }

    /// Every layout as it is weighed: one of its paths, its figures in each style, and how many
    /// paths share them. For tests (it slows the search down).
    using Observer = std::function<void(const QList<PlanStepRef> &steps, const QList<PlanFigures> &figures, quint32 paths)>;
    void setObserver(Observer observer) { m_observer = std::move(observer); }

private:
    struct Member
    {
        int space = -1;
        DirtPath dirt{StartSpace{}};
        int slideRun = 0;
        int path = -1;       ///< node in m_paths
        quint32 paths = 1;
    };
    struct Frame
    {
        QVarLengthArray<Member, 4> group;
        int step = 0;
        int gear = 0;
        quint8 mask = 0;
        DiceCounts cum;
        int crossings = 0;
        bool finished = false;
        GearMarker finishGear;
        double finishSeconds = 0;
        bool finishPlaceholder = false;
        int dicePlaced = 0;
        int diceNode = -1;   ///< node in m_dice
    };
    struct DiceNode
    {
        int parent;
        StepDice dice;
    };
    struct PathNode
    {
        int parent;
        PlanStepRef step;
    };
    struct Item
    {
        int diceNode;
        int pathNode;
        int style;
        quint32 paths;
    };

    QList<StepDice> diceOptions(const Frame &f) const;
    QList<PlanStepRef> stepsOf(int diceNode, int pathNode) const;
    void expand(const Frame &f);
    void advance(const Frame &f, const StepDice &dice, int gear);
    void record(const Frame &f);
    bool cancelled();

    const RulesContext &m_ctx;
    CarState m_car;
    const RoadAhead &m_road;
    QList<PlayStyle> m_styles;
    int m_maxSteps = 12;
    const std::atomic<bool> *m_cancel = nullptr;
    bool m_stopped = false;
    qint64 m_limit = std::numeric_limits<qint64>::max();
    qint64 m_runLayouts = 0; ///< layouts weighed by the current run()
    bool m_overLimit = false;
    StepAnalyser m_steps;
    DiceCounts m_most;       ///< the most dice of each kind on any road type ahead
    int m_baseLimit = 3;
    int m_maxGear = 6;

    QList<DiceNode> m_dice;
    QList<PathNode> m_paths;
    QList<ScoredStep> m_stack;
    QList<QList<PlayScorer>> m_scorers; ///< per depth, one per style
    ParetoFront<Item> m_front;
    SearchCounts m_counts;
    int m_tick = 0;
    Observer m_observer;
};

} // namespace Pacenotes
