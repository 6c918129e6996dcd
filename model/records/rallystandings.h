// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rally.h"

#include <QList>
#include <QStringList>

#include <optional>

namespace Pacenotes {

/**
 * What the rally sheet adds up, derived from a Rally and never stored (DIRT rulebook,
 * "Continuing the Rally!", "Retiring from a Stage", "Checkpoints"):
 *  - a stage time counts the checkpoint penalty (+5 s per token) taken after the stage;
 *  - a retired player counts the slowest time of the players who finished that stage + 1:00
 *    (both values from resources/rules/dirt-stage-scoring.json, through rules/stagerules.h)
 *    (then adds any penalty), and starts the next stage repaired, as after Assistance;
 *  - the overall time after a stage is the sum of the stage times so far;
 *  - positions rank overall times, best first; equal times share a position (1, 2, 2, 4);
 *  - the next stage's start order is by overall time, best first. The rulebook gives no
 *    tie-break: tied players keep the order in which they started the stage just played,
 *    and the first stage starts in the sheet's player order.
 * A value is unknown (nullopt) until every time it depends on has been written.
 */
class RallyStandings
{
public:
    struct Cell
    {
        std::optional<int> stageTime;  ///< with retirement and penalty
        std::optional<int> overall;    ///< Σ stage times up to this stage
        std::optional<int> position;   ///< rank by overall after this stage (1 = best)
        bool retired = false;
        int penaltySeconds = 0;
        bool repaired = false;         ///< Assistance or retirement: no damage carried
    };

    static RallyStandings compute(const Rally &rally);

    int playerCount() const { return int(m_cells.size()); }
    int stageCount() const { return m_stageCount; }
    const Cell &cell(int player, int stage) const { return m_cells[player][stage]; }
    /// Overall after the last stage; unknown until every stage time of the player is known.
    std::optional<int> finalTime(int player) const;
    std::optional<int> finalPosition(int player) const;
    /// Leading stages for which every player has a time.
    int completedStages() const { return m_completed; }
    /// Positions after `stage` are final only when every player's overall is known; before
    /// that they rank the times written so far (provisional).
    bool positionsFinal(int stage) const { return stage < m_completed; }
    /// Player indices in start order for `stage` (0-based); nullopt while earlier times are missing.
    std::optional<QList<int>> startOrder(int stage) const;
    /// The slowest finishing time of a stage, which retirements are based on.
    std::optional<int> slowestFinish(int stage) const { return m_slowest.value(stage); }
    /// Translated remarks, e.g. a stage every player retired from.
    QStringList notes() const { return m_notes; }

private:
    QList<QList<Cell>> m_cells; ///< [player][stage]
    QList<std::optional<int>> m_slowest;
    QList<QList<int>> m_startOrders; ///< known start orders, stage 0 first
    int m_stageCount = 0;
    int m_completed = 0;
    QStringList m_notes;
};

} // namespace Pacenotes
