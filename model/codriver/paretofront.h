// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "playscorer.h"

#include <QList>

#include <functional>

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
inline bool noWorse(const PlanFigures &a, const PlanFigures &b)
{
    return a.distance >= b.distance - kEpsilon && a.loss <= b.loss + kEpsilon && a.tokens >= b.tokens - kEpsilon
        && a.damage <= b.damage + kEpsilon && a.seconds <= b.seconds + kEpsilon;
}
/// Every figure equal (within kEpsilon).
bool same(const PlanFigures &a, const PlanFigures &b);

/// Both comparisons in one pass: bit 0 set when a is no worse than b, bit 1 when b is no
/// worse than a (both: the same figures).
inline int compare(const PlanFigures &a, const PlanFigures &b)
{
    constexpr double e = kEpsilon;
    int r = 3;
    const auto fold = [&r](double better, double worse) {
        // `better` should be higher for a to be no worse.
        if (better < -e)
            r &= ~1;
        if (worse < -e)
            r &= ~2;
    };
    fold(a.distance - b.distance, b.distance - a.distance);
    fold(b.loss - a.loss, a.loss - b.loss);
    fold(a.tokens - b.tokens, b.tokens - a.tokens);
    fold(b.damage - a.damage, a.damage - b.damage);
    fold(b.seconds - a.seconds, a.seconds - b.seconds);
    return r;
}
/// a dominates b: no worse and better somewhere, or equal figures and simpler.
bool dominates(const PlanFigures &a, const Simplicity &sa, const PlanFigures &b, const Simplicity &sb);
/// On the two figures players ask about first: further and no more risk, better in one.
bool dominatesOnRiskAndProgress(const PlanFigures &a, const PlanFigures &b);

} // namespace Pareto

/**
 * The plans no other plan beats: a set kept up to date one candidate at a time. `T` is what
 * the caller keeps with each plan.
 *
 * Of two plans with the same figures and the same simplicity the one the tie-break puts first
 * stays (setTieBreak: a total order on the plans, so that the front does not depend on the
 * order the candidates come in); without a tie-break the one already in stays.
 */
template<typename T>
class ParetoFront
{
public:
    /// `before(a, b)`: a goes before b among plans with the same figures and simplicity.
    using TieBreak = std::function<bool(const T &a, const T &b)>;

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
        if (!accepts(f, s, &item))
            return false;
        // Members are kept furthest first: only those not further than the candidate can be
        // dominated by it.
        qsizetype at = 0;
        while (at < m_entries.size() && m_entries[at].figures.distance > f.distance)
            ++at;
        qsizetype from = at;
        while (from > 0 && m_entries[from - 1].figures.distance <= f.distance + Pareto::kEpsilon)
            --from;
        for (qsizetype i = m_entries.size() - 1; i >= from; --i) {
            const int c = Pareto::compare(f, m_entries[i].figures);
            if (c == 1 || (c == 3 && firstOfEquals(s, item, m_entries[i]))) {
                m_entries.removeAt(i);
                if (i < at)
                    --at;
            }
        }
        m_entries.insert(at, Entry{f, s, item});
        return true;
    }
    /// Would the candidate go in? (Without adding it.) Without the item, of two plans with the
    /// same figures and simplicity the one already in stays.
    bool accepts(const PlanFigures &f, const Simplicity &s, const T *item = nullptr) const
    {
        const auto beats = [&](const Entry &e) {
            const int c = Pareto::compare(e.figures, f);
            return c == 1 || (c == 3 && !(item ? firstOfEquals(s, *item, e) : s < e.simplicity));
        };
        // Candidates come in runs of similar plans: the member that turned the last one away
        // is likely to turn this one away too.
        if (m_last >= 0 && m_last < m_entries.size() && beats(m_entries[m_last]))
            return false;
        // Only members at least about as far can dominate it; they come first.
        for (qsizetype i = 0; i < m_entries.size(); ++i) {
            const Entry &e = m_entries[i];
            if (e.figures.distance < f.distance - Pareto::kEpsilon)
                break;
            if (beats(e)) {
                m_last = i;
                return false;
            }
        }
        return true;
    }
    const QList<Entry> &entries() const { return m_entries; }
    qsizetype size() const { return m_entries.size(); }
    void clear() { m_entries.clear(); }
    void setTieBreak(TieBreak before) { m_before = std::move(before); }

private:
    /// A candidate with the same figures as `e` goes before it: simpler, or as simple and first
    /// by the tie-break.
    bool firstOfEquals(const Simplicity &s, const T &item, const Entry &e) const
    {
        if (s != e.simplicity)
            return s < e.simplicity;
        return m_before && m_before(item, e.item);
    }

    QList<Entry> m_entries;
    TieBreak m_before;
    mutable qsizetype m_last = -1;
};

} // namespace Pacenotes
