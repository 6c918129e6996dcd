// SPDX-License-Identifier: GPL-3.0-or-later
#include "completiontable.h"

#include "searchspec.h"

#include <algorithm>
#include <climits>
#include <numeric>

namespace Pacenotes {

namespace {

/// One ending while it is built, in driving order.
struct Ending
{
    quint64 key;
    std::size_t at; ///< offset of its steps in the scratch arrays
};

struct Builder
{
    const SearchSpec &spec;
    const LayoutProblem &problem;
    int steps;
    std::size_t maxEndings;
    const std::atomic<bool> *cancel;
    std::vector<int> used;
    std::vector<int> cells;      ///< backwards: cells[0] is the tile before the goal
    std::vector<int> traversals;
    std::vector<Ending> endings;
    std::vector<quint8> stepTraversals;
    std::vector<qint16> stepCells;
    bool overflow = false;
    bool countOnly = false;
    std::size_t counted = 0;

    void back(int nextCell, int nextHeading, int nextSpec, int multiset, int depth)
    {
        if (overflow)
            return;
        if (depth == steps) {
            if (counted >= maxEndings || (cancel && (counted & 1023) == 0 && cancel->load())) {
                overflow = true;
                return;
            }
            ++counted;
            if (countOnly)
                return;
            // The ending starts where the car arrives in its first tile (nextCell), heading
            // nextHeading over an edge of kind nextSpec; its steps go in driving order.
            endings.push_back({(quint64(quint32(multiset)) << 32) | (quint64(nextSpec) << 24)
                                   | (quint64(nextHeading) << 20) | quint64(nextCell),
                               stepTraversals.size()});
            for (int i = steps - 1; i >= 0; --i) {
                stepTraversals.push_back(quint8(traversals[std::size_t(i)]));
                stepCells.push_back(qint16(cells[std::size_t(i)]));
            }
            return;
        }
        // The tile before `nextCell` left through heading `nextHeading` into it.
        const int cell = nextCell - spec.offset[std::size_t(nextHeading)];
        if (cell < 0 || cell >= spec.grid.cells() || cell == spec.origin
            || spec.distance[std::size_t(cell)] >= spec.grid.radius - 1
            || std::find(cells.begin(), cells.begin() + depth, cell) != cells.begin() + depth)
            return;
        for (int c = 0; c < spec.classCount; ++c) {
            if (used[std::size_t(c)] >= spec.count[std::size_t(c)])
                continue;
            for (int t : problem.classes[c].traversals) {
                const Traversal &tr = problem.traversals[t];
                if (tr.specOut != nextSpec)
                    continue;
                ++used[std::size_t(c)];
                cells[std::size_t(depth)] = cell;
                traversals[std::size_t(depth)] = t;
                back(cell, HexDir::rotate(nextHeading, -tr.turn), tr.specIn, multiset + spec.stride[std::size_t(c)],
                     depth + 1);
                --used[std::size_t(c)];
            }
        }
    }
};

} // namespace

std::size_t CompletionTable::count(const SearchSpec &spec, int goalHeading, int goalSpec, int steps, std::size_t maxEndings,
                                   const std::atomic<bool> *cancel)
{
    Builder b{spec, *spec.problem, steps, maxEndings, cancel, std::vector<int>(std::size_t(spec.classCount), 0),
              std::vector<int>(std::size_t(steps), -1), std::vector<int>(std::size_t(steps), -1), {}, {}, {}};
    b.countOnly = true;
    b.back(spec.origin, goalHeading, goalSpec, 0, 0);
    return b.overflow ? maxEndings + 1 : b.counted;
}

bool CompletionTable::build(const SearchSpec &spec, int goalHeading, int goalSpec, int steps, std::size_t maxEndings,
                            const std::atomic<bool> *cancel)
{
    *this = CompletionTable();
    Builder b{spec, *spec.problem, steps, maxEndings, cancel, std::vector<int>(std::size_t(spec.classCount), 0),
              std::vector<int>(std::size_t(steps), -1), std::vector<int>(std::size_t(steps), -1), {}, {}, {}};
    b.back(spec.origin, goalHeading, goalSpec, 0, 0);
    if (b.overflow)
        return false;

    // Sort the endings by state; equal states share one hash slot.
    std::vector<std::size_t> order(b.endings.size());
    std::iota(order.begin(), order.end(), std::size_t(0));
    std::stable_sort(order.begin(), order.end(), [&](std::size_t x, std::size_t y) { return b.endings[x].key < b.endings[y].key; });
    m_steps = steps;
    m_count = order.size();
    m_traversals.reserve(m_count * std::size_t(steps));
    m_cells.reserve(m_count * std::size_t(steps));
    m_firstTurn.reserve(m_count);
    m_summaries.reserve(m_count);
    std::size_t distinct = 0;
    for (std::size_t i = 0; i < order.size(); ++i) {
        const Ending &e = b.endings[order[i]];
        distinct += i == 0 || e.key != b.endings[order[i - 1]].key;
        qint8 sign = 0;
        Summary sum{};
        sum.minX.fill(SHRT_MAX);
        sum.minR.fill(SHRT_MAX);
        sum.maxX.fill(SHRT_MIN);
        sum.maxR.fill(SHRT_MIN);
        int zeroRun = 0, turnRun = 0;
        bool zeroHead = true, turnHead = true;
        for (int s = 0; s < steps; ++s) {
            const quint8 t = b.stepTraversals[e.at + std::size_t(s)];
            const qint16 cell = b.stepCells[e.at + std::size_t(s)];
            m_traversals.push_back(t);
            m_cells.push_back(cell);
            const int turn = spec.problem->traversals[t].turn;
            if (sign == 0 && turn != 0)
                sign = turn > 0 ? 1 : -1;
            for (std::size_t o = 0; o < 3; ++o) {
                const auto x = qint16(spec.projX[o][std::size_t(cell)]), r = qint16(spec.projR[o][std::size_t(cell)]);
                sum.minX[o] = std::min(sum.minX[o], x);
                sum.maxX[o] = std::max(sum.maxX[o], x);
                sum.minR[o] = std::min(sum.minR[o], r);
                sum.maxR[o] = std::max(sum.maxR[o], r);
            }
            const bool straight = turn == 0;
            zeroRun = straight ? zeroRun + 1 : 0;
            turnRun = straight ? 0 : turnRun + 1;
            sum.zeroBest = quint8(std::max<int>(sum.zeroBest, zeroRun));
            sum.turnBest = quint8(std::max<int>(sum.turnBest, turnRun));
            zeroHead = zeroHead && straight;
            turnHead = turnHead && !straight;
            sum.zeroHead = quint8(sum.zeroHead + zeroHead);
            sum.turnHead = quint8(sum.turnHead + turnHead);
            sum.corners = quint8(sum.corners + !straight);
        }
        sum.zeroTail = quint8(zeroRun);
        sum.turnTail = quint8(turnRun);
        m_firstTurn.push_back(sign);
        m_summaries.push_back(sum);
    }
    std::size_t size = 16;
    while (size < 2 * distinct + 1)
        size *= 2;
    m_mask = size - 1;
    m_keys.assign(size, ~quint64(0));
    m_first.assign(size, 0);
    m_last.assign(size, 0);
    for (std::size_t i = 0; i < order.size(); ++i) {
        const quint64 k = b.endings[order[i]].key;
        std::size_t slot = std::size_t((k * 0x9E3779B97F4A7C15ull) >> 20) & m_mask;
        while (m_keys[slot] != ~quint64(0) && m_keys[slot] != k)
            slot = (slot + 1) & m_mask;
        if (m_keys[slot] == ~quint64(0)) {
            m_keys[slot] = k;
            m_first[slot] = quint32(i);
        }
        m_last[slot] = quint32(i + 1);
    }
    return true;
}

void CompletionTable::find(int multiset, int spec, int heading, int cell, quint32 &first, quint32 &last) const
{
    first = last = 0;
    if (m_keys.empty())
        return;
    const quint64 k = key(multiset, spec, heading, cell);
    std::size_t slot = std::size_t((k * 0x9E3779B97F4A7C15ull) >> 20) & m_mask;
    while (m_keys[slot] != ~quint64(0)) {
        if (m_keys[slot] == k) {
            first = m_first[slot];
            last = m_last[slot];
            return;
        }
        slot = (slot + 1) & m_mask;
    }
}

} // namespace Pacenotes
