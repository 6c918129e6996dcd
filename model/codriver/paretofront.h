// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "playscorer.h"

#include <QList>

namespace Pacenotes {

/// How simple a plan is to play, for plans with the same figures: fewer dice, fewer steps, the
/// simpler way of rolling (a lower rank). The simplest of equals stays on the front.
struct Simplicity
{
    int dice = 0;
    int steps = 0;
    int styleRank = 0;
    auto operator<=>(const Simplicity &) const = default;
};

namespace Pareto {

/// Figures closer than this count as equal (the figures are sums of a few hundred products).
inline constexpr double kEpsilon = 1e-9;

/// a is at least as good as b in every figure: further, no more likely to lose control, no
/// fewer tokens, no more damage, no more Time-card seconds.
bool noWorse(const PlanFigures &a, const PlanFigures &b);
/// Every figure equal (within kEpsilon).
bool same(const PlanFigures &a, const PlanFigures &b);
/// a dominates b: no worse and better somewhere, or equal figures and simpler.
bool dominates(const PlanFigures &a, const Simplicity &sa, const PlanFigures &b, const Simplicity &sb);
/// On the two figures players ask about first: further and no more risk, better in one.
bool dominatesOnRiskAndProgress(const PlanFigures &a, const PlanFigures &b);

} // namespace Pareto

/**
 * The plans no other plan beats: a set kept up to date one candidate at a time. `T` is what
 * the caller keeps with each plan.
 */
template<typename T>
class ParetoFront
{
public:
    struct Entry
    {
        PlanFigures figures;
        Simplicity simplicity;
        T item;
    };

    /// Adds the candidate unless a member dominates it; drops the members it dominates.
    /// Returns whether it went in.
    bool insert(const PlanFigures &f, const Simplicity &s, const T &item)
    {
        if (!accepts(f, s))
            return false;
        m_entries.removeIf([&](const Entry &e) { return Pareto::dominates(f, s, e.figures, e.simplicity); });
        m_entries.append({f, s, item});
        return true;
    }
    /// Would the candidate go in? (Without adding it.)
    bool accepts(const PlanFigures &f, const Simplicity &s) const
    {
        // Of two plans with the same figures and simplicity the one already in stays.
        for (const Entry &e : m_entries)
            if (Pareto::dominates(e.figures, e.simplicity, f, s) || (Pareto::same(e.figures, f) && !(s < e.simplicity)))
                return false;
        return true;
    }
    const QList<Entry> &entries() const { return m_entries; }
    QList<Entry> &entries() { return m_entries; }
    qsizetype size() const { return m_entries.size(); }
    void clear() { m_entries.clear(); }

private:
    QList<Entry> m_entries;
};

} // namespace Pacenotes
