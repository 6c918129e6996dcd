// SPDX-License-Identifier: GPL-3.0-or-later
#include "rallystandings.h"

#include "rules/rulesdata.h"
#include "rules/stagerules.h"

#include <QCoreApplication>

#include <algorithm>
#include <numeric>

namespace Pacenotes {

RallyStandings RallyStandings::compute(const Rally &rally)
{
    RallyStandings st;
    const StageScoring &scoring = RulesData::builtin().stageScoring();
    const int players = int(rally.players.size());
    const int stages = int(rally.stages.size());
    st.m_stageCount = stages;
    st.m_cells = QList<QList<Cell>>(players, QList<Cell>(stages));
    st.m_slowest = QList<std::optional<int>>(stages);

    const auto resultOf = [&](int p, int s) -> StageResult {
        const QList<StageResult> &r = rally.players[p].results;
        return s < r.size() ? r[s] : StageResult{};
    };

    for (int s = 0; s < stages; ++s) {
        // Retirement is measured against the slowest player who finished, before penalties:
        // checkpoint penalties are chosen only after the stage is over.
        std::optional<int> slowest;
        bool anyRetired = false;
        for (int p = 0; p < players; ++p) {
            const StageResult r = resultOf(p, s);
            anyRetired |= r.retired;
            if (!r.retired && r.time)
                slowest = std::max(slowest.value_or(*r.time), *r.time);
        }
        st.m_slowest[s] = slowest;
        if (anyRetired && !slowest && players > 0) {
            bool allRetired = true;
            for (int p = 0; p < players; ++p)
                allRetired &= resultOf(p, s).retired;
            if (allRetired)
                st.m_notes << QCoreApplication::translate("RallyStandings",
                                                          "Every player retired from stage %1: there is no time "
                                                          "to add the retirement minute to.")
                                  .arg(s + 1);
        }

        for (int p = 0; p < players; ++p) {
            const StageResult r = resultOf(p, s);
            Cell &c = st.m_cells[p][s];
            c.retired = r.retired;
            c.repaired = r.retired || rally.stages[s].assistance;
            c.penaltySeconds = rally.checkpoints ? checkpointPenalty(r.penaltyTokens, scoring) : 0;
            std::optional<int> base = r.retired ? (slowest ? std::optional<int>(retiredStageTime(*slowest, scoring)) : std::nullopt)
                                                : r.time;
            if (base)
                c.stageTime = *base + c.penaltySeconds;
            const std::optional<int> before = s == 0 ? std::optional<int>(0) : st.m_cells[p][s - 1].overall;
            if (before && c.stageTime)
                c.overall = *before + *c.stageTime;
        }

        // Positions: competition ranking among the players whose overall is known.
        for (int p = 0; p < players; ++p) {
            const std::optional<int> mine = st.m_cells[p][s].overall;
            if (!mine)
                continue;
            int better = 0;
            for (int q = 0; q < players; ++q)
                if (const std::optional<int> other = st.m_cells[q][s].overall; other && *other < *mine)
                    ++better;
            st.m_cells[p][s].position = better + 1;
        }
    }

    for (int s = 0; s < stages; ++s) {
        bool all = players > 0;
        for (int p = 0; p < players; ++p)
            all &= st.m_cells[p][s].overall.has_value();
        if (!all)
            break;
        st.m_completed = s + 1;
    }

    // Start orders: stage 0 in sheet order; then by overall, ties keeping the previous order.
    QList<int> order(players);
    std::iota(order.begin(), order.end(), 0);
    st.m_startOrders.append(order);
    for (int s = 0; s + 1 < stages && s < st.m_completed; ++s) {
        QList<int> next = st.m_startOrders.last();
        std::stable_sort(next.begin(), next.end(), [&](int a, int b) {
            return *st.m_cells[a][s].overall < *st.m_cells[b][s].overall;
        });
        st.m_startOrders.append(next);
    }
    return st;
}

std::optional<int> RallyStandings::finalTime(int player) const
{
    if (m_stageCount == 0)
        return std::nullopt;
    return m_cells[player][m_stageCount - 1].overall;
}

std::optional<int> RallyStandings::finalPosition(int player) const
{
    if (m_stageCount == 0)
        return std::nullopt;
    return m_cells[player][m_stageCount - 1].position;
}

std::optional<QList<int>> RallyStandings::startOrder(int stage) const
{
    if (stage < 0 || stage >= m_startOrders.size())
        return std::nullopt;
    return m_startOrders[stage];
}

} // namespace Pacenotes
