// SPDX-License-Identifier: GPL-3.0-or-later
#include "feasibility.h"

#include "layoutproblem.h"

#include "solvertext.h"

#include <QCoreApplication>
#include <QSet>
#include <QStringList>

#include <cstdlib>
#include <numeric>
#include <vector>

namespace Pacenotes::Feasibility {

namespace {

/// The ways through each road of a class's tiles (one road for most tiles).
QList<QList<int>> roadsOf(const LayoutProblem &p, const TileClass &c)
{
    Q_UNUSED(p);
    return c.roads == 1 ? QList<QList<int>>{c.traversals} : c.roadPasses;
}

/// Turn options of every road driven (one entry per tile copy and road, the anchor first).
std::vector<QSet<int>> turnOptions(const LayoutProblem &p)
{
    std::vector<QSet<int>> out;
    QSet<int> anchor;
    for (const Anchor::Root &r : p.anchor.roots)
        anchor.insert(p.traversals[r.traversal].turn);
    out.push_back(anchor);
    for (const TileClass &c : p.classes)
        for (const QList<int> &road : roadsOf(p, c)) {
            QSet<int> turns;
            for (int t : road)
                turns.insert(p.traversals[t].turn);
            for (int i = 0; i < c.count(); ++i)
                out.push_back(turns);
        }
    return out;
}

void checkTurns(const LayoutProblem &p, QList<SolverIssue> &issues)
{
    // Which totals can the corners make? (Sums of -2..+2 per tile: a small subset-sum.)
    const std::vector<QSet<int>> options = turnOptions(p);
    const int span = 2 * int(options.size());
    std::vector<char> can(size_t(2 * span + 1), 0), next;
    can[size_t(span)] = 1;
    for (const QSet<int> &turns : options) {
        next.assign(can.size(), 0);
        for (int s = 0; s < int(can.size()); ++s)
            if (can[size_t(s)])
                for (int t : turns)
                    if (s + t >= 0 && s + t < int(can.size()))
                        next[size_t(s + t)] = 1;
        can.swap(next);
    }
    const auto possible = [&](int total) { return total >= -span && total <= span && can[size_t(total + span)]; };
    // A course that does not cross itself turns exactly once around: +360 or -360 degrees.
    // Through a crossing it may turn any whole number of times (a figure eight: none).
    if (possible(6) || possible(-6))
        return;
    if (p.hasMultiRoad())
        for (int t = 0; t <= span; t += 6)
            if (possible(t) || possible(-t))
                return;
    bool anyEven = false;
    int most = 0;
    for (int s = -span; s <= span; ++s)
        if (possible(s)) {
            anyEven = anyEven || s % 2 == 0;
            most = std::max(most, std::abs(s));
        }
    if (!anyEven) {
        issues.append({SolverIssue::Kind::OddTurnSum, SolverIssue::Severity::Error,
                       SolverText::tr("The corners add up to an odd number of 60° turns, so the road can never come back heading "
                          "the way it left the start: a circuit turns exactly 360°. Add or remove one 60° bend, or "
                          "swap a 60° bend for a straight or a 120° bend.")});
    } else if (most < 6) {
        issues.append({SolverIssue::Kind::TooFewCorners, SolverIssue::Severity::Error,
                       SolverText::tr("All the corners together turn at most %1°, but a circuit turns 360°: add corners.")
                           .arg(most * 60)});
    } else {
        QStringList totals; // what the corners can make, to show how close they come
        for (int t = 0; t <= span && totals.size() < 6; ++t)
            if (possible(t) || possible(-t))
                totals << QStringLiteral("%1°").arg(t * 60);
        issues.append({SolverIssue::Kind::TurnsCannotClose, SolverIssue::Severity::Error,
                       SolverText::tr("The corners can never add up to exactly 360°, as a circuit needs: together they "
                                      "can turn %1 (either way). Swap a bend for one of another angle.")
                           .arg(totals.join(u", "))});
    }
}

/// Lane widths as a graph: each width (edge kind) a vertex, each tile that changes width an
/// edge. A circuit drives a closed walk using every such edge once (an Euler circuit); a
/// stage an open one from the start's width to the finish's.
void checkLanes(const LayoutProblem &p, QList<SolverIssue> &issues)
{
    const int n = int(p.specs.size());
    std::vector<int> degree(size_t(n), 0);
    std::vector<int> parent(static_cast<size_t>(n));
    std::iota(parent.begin(), parent.end(), 0);
    const auto find = [&](int x) {
        while (parent[size_t(x)] != x)
            x = parent[size_t(x)] = parent[size_t(parent[size_t(x)])];
        return x;
    };
    std::vector<char> used(size_t(n), 0);
    int changes = 0;
    const auto addTile = [&](const QList<int> &traversals) {
        const Traversal &t = p.traversals[traversals.first()];
        used[size_t(t.specIn)] = used[size_t(t.specOut)] = 1;
        if (t.specIn != t.specOut) {
            ++changes;
            ++degree[size_t(t.specIn)];
            ++degree[size_t(t.specOut)];
            parent[size_t(find(t.specIn))] = find(t.specOut);
        }
    };
    QList<int> anchorWays;
    for (const Anchor::Root &r : p.anchor.roots)
        anchorWays << r.traversal;
    addTile(anchorWays);
    for (const TileClass &c : p.classes)
        for (const QList<int> &road : roadsOf(p, c))
            for (int i = 0; i < c.count(); ++i)
                addTile(road);

    // The stage's open walk runs from the start's far edge to the finish's far edge.
    int from = -1, to = -1;
    if (p.kind == LayoutProblem::Kind::Stage && p.finishClass >= 0) {
        from = p.traversals[p.anchor.roots.first().traversal].specIn;
        to = p.traversals[p.classes[p.finishClass].traversals.first()].specOut;
        if (from != to) {
            ++degree[size_t(from)];
            ++degree[size_t(to)];
            parent[size_t(find(from))] = find(to);
        }
    }
    int odd = 0;
    for (int d : degree)
        odd += d % 2;
    QSet<int> components;
    for (int s = 0; s < n; ++s)
        if (used[size_t(s)])
            components.insert(find(s));
    if (odd == 0 && components.size() <= 1)
        return;
    QString message;
    if (changes == 0) {
        QStringList widths;
        for (int s = 0; s < n; ++s)
            if (used[size_t(s)])
                widths << p.specLabel(s);
        message = SolverText::tr("The list mixes road widths (%1) but has no tile that changes from one to another.")
                      .arg(widths.join(u", "));
    } else if (p.kind == LayoutProblem::Kind::Circuit && odd > 0) {
        message = SolverText::tr("%n tile(s) change the lane width; on a circuit every change needs one back, so their number "
                     "must be even.", nullptr, changes);
    } else if (odd > 0) {
        message = SolverText::tr("The lane-width changes cannot lead from the start's width (%1) to the finish's (%2).")
                      .arg(p.specLabel(from), p.specLabel(to));
    } else {
        message = SolverText::tr("Some road widths in the list cannot be reached from the others with the lane-width tiles listed.");
    }
    issues.append({SolverIssue::Kind::LaneChangesUnpaired, SolverIssue::Severity::Error, message});
}

} // namespace

QList<SolverIssue> check(const LayoutProblem &p)
{
    QList<SolverIssue> issues;
    if (p.anchor.roots.isEmpty() || p.isSubset())
        return issues;
    if (p.kind == LayoutProblem::Kind::Circuit) {
        if (p.courseTiles() < 3) {
            issues.append({SolverIssue::Kind::TooFewTiles, SolverIssue::Severity::Error,
                           SolverText::tr("A circuit needs at least 3 tiles; the list has %n.", nullptr, p.courseTiles())});
            return issues;
        }
        checkTurns(p, issues);
    }
    checkLanes(p, issues);
    return issues;
}

} // namespace Pacenotes::Feasibility
