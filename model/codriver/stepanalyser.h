// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "roadahead.h"
#include "scoredstep.h"

#include "rules/dicestep.h"

#include <QHash>

#include <deque>

namespace Pacenotes {

/// What the rules engine says about one step taken on its own.
struct StepFacts
{
    bool legal = false;        ///< no violation of the rules that look at this step alone
    AnalysedStep analysed;     ///< the engine's analysis of the step
    DiceCounts used;           ///< dice the step uses (a Redline die counts as Brake and Gear)
    int tokens = 0;            ///< Focus/Seconds the step's dice gain in a Flat Out roll
    int landing = -1;          ///< a DIRT jump taken: the space the die lands on
    bool crosses = false;      ///< the step crosses a finish line (last lap or not)
    LossCost loss;             ///< a Loss of Control on this step
};

/**
 * The rules engine asked about one step at a time, with the answers kept: the search meets the
 * same step (same space, same move into it, same gear before it, same dice) many times.
 *
 * Each step is judged by analyseMove() on a one-step plan from the gear the car arrives in —
 * the engine's own rules for the dice, the space, the jump and the water, nothing restated.
 * What only a whole plan shows (each Gear die once, the dice counted over the turn, the DIRT
 * corner and slide lines, the finish line) the search adds up; a property test holds the sum
 * equal to analyseMove() on the whole plan. Not thread-safe: one per search thread. The facts
 * returned stay where they are for the analyser's life.
 */
class StepAnalyser
{
public:
    StepAnalyser(const RulesContext &ctx, const CarState &car, const RoadAhead &road);

    /// The gear chain alone (checkDiceStep): the gear after the dice, or -1 when illegal.
    int chainGear(int step, int prevGear, const StepDice &dice, quint8 usedGears);
    /// Step `step` from `fromSpace` (-1: the car's space) by its move number `move`, arriving in
    /// `prevGear`, after `crossings` finish lines this turn; `finishedGear`: the plan crossed its
    /// last finish line on an earlier step, in that gear (0: it has not). `gear` is chainGear()'s answer.
    const StepFacts &facts(int step, int fromSpace, int move, int prevGear, int gear, const StepDice &dice, int crossings,
                           int finishedGear);
    /// The dice allowance on a road type (DIRT; empty = the race's), or nullptr.
    const DiceAllowance *allowance(const QString &terrain);
    /// The car's allowance on the race's road type (nullopt: no dashboard; `error` says why).
    const std::optional<DiceAllowance> &base() const { return m_base; }
    const QString &baseError() const { return m_baseError; }

    qint64 analyses() const { return m_analyses; }

private:
    const RulesContext &m_ctx;
    CarState m_car;
    const RoadAhead &m_road;
    std::optional<DiceAllowance> m_base;
    QString m_baseError;
    QList<std::pair<QString, std::optional<DiceAllowance>>> m_byTerrain;
    QHash<quint64, int> m_chain;
    QHash<quint64, int> m_factIndex;
    std::deque<StepFacts> m_facts; ///< stable addresses: the search keeps pointers to them
    qint64 m_analyses = 0;
};

/// Packs a step's dice into 12 bits (for keys).
quint32 packDice(const StepDice &d);

} // namespace Pacenotes
