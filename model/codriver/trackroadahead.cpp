// SPDX-License-Identifier: GPL-3.0-or-later
#include "trackroadahead.h"
#include "codrivertr.h"

#include "spaces/driverules.h"
#include "spaces/spacegraph.h"

#include <QHash>

#include <cmath>
#include <queue>

namespace Pacenotes {

using namespace Qt::StringLiterals;

namespace {

constexpr double kEps = 1e-6;

/**
 * Course distance (tiles, as SpaceGraph measures it) turned into spaces: each pass through a
 * tile counts as many spaces as its lanes hold, read off the shortest space whose back edge is
 * on that pass. On a plain two-lane road this is the number of moves straight on; on a bend
 * whose outer lane holds more spaces it follows the outer lane, so that every move gains
 * distance and level spaces stay level.
 */
class SpaceScale
{
public:
    explicit SpaceScale(const SpaceGraph &graph) : m_graph(graph)
    {
        const int passes = std::max(1, int(std::ceil(graph.courseLength() - kEps)));
        QList<double> shortest(passes, 1.0);
        const double lap = graph.courseLength();
        for (const GraphNode &n : graph.nodes()) {
            if (!n.onTrack() || n.laneFromLeft < 0)
                continue;
            double span = n.front - n.back;
            if (graph.isCircuit() && span < 0)
                span += lap;
            if (span <= kEps)
                continue;
            const int pass = index(std::floor(n.back + kEps));
            shortest[pass] = std::min(shortest[pass], span);
        }
        m_length.reserve(passes);
        for (double s : shortest)
            m_length.append(std::max(1.0, std::round(1.0 / s)));
    }

    /// Spaces covered going `tiles` along the course from course distance `from`.
    double spaces(double from, double tiles) const
    {
        double x = from, left = tiles, out = 0;
        while (left > kEps) {
            const double base = std::floor(x + kEps);
            double step = std::min(left, base + 1 - x);
            if (step <= kEps)
                step = left;
            out += step * m_length[index(base)];
            x += step;
            left -= step;
        }
        return out;
    }

private:
    int index(double pass) const
    {
        const int n = int(m_length.isEmpty() ? std::max(1.0, std::ceil(m_graph.courseLength() - kEps)) : m_length.size());
        int p = int(pass);
        if (m_graph.isCircuit())
            p = ((p % n) + n) % n;
        return std::clamp(p, 0, n - 1);
    }

    const SpaceGraph &m_graph;
    QList<double> m_length;
};

} // namespace

TrackRoadAhead::TrackRoadAhead(const SpaceGraph &graph, const DriveState &state, int car) : m_graph(graph), m_state(state), m_car(car)
{
}

QString TrackRoadAhead::problem() const
{
    if (m_car < 0 || m_car >= m_state.cars.size())
        return CoDriverTr::tr("There is no car to advise.");
    const DriveCar &c = m_state.cars[m_car];
    if (!c.onTable() || m_graph.nodeByName(c.space) < 0)
        return CoDriverTr::tr("%1 does not stand on a space of this track.").arg(c.id);
    return {};
}

RoadAhead TrackRoadAhead::roadAhead(int maxSpaces) const
{
    RoadAhead road;
    if (!problem().isEmpty())
        return road;
    const int start = m_graph.nodeByName(m_state.cars[m_car].space);
    const double carFront = m_graph.node(start).front;
    const auto along = [&](int n) { return n == start ? 0.0 : m_graph.ahead(carFront, m_graph.node(n).front); };
    // A move counts only forwards from the car: on a circuit the road stops short of a lap.
    const auto forwards = [&](int from, int to) { return to != start && along(to) > along(from) + kEps; };

    // Every space within maxSpaces moves, breadth first (the order gives the ids their order).
    QHash<int, int> depth{{start, 0}};
    QHash<int, int> parent;
    QList<int> order;
    std::queue<int> queue;
    queue.push(start);
    while (!queue.empty()) {
        const int n = queue.front();
        queue.pop();
        if (depth.value(n) >= maxSpaces)
            continue;
        for (const GraphMove &m : m_graph.node(n).moves) {
            if (depth.contains(m.to) || !forwards(n, m.to))
                continue;
            depth.insert(m.to, depth.value(n) + 1);
            parent.insert(m.to, n);
            order.append(m.to);
            queue.push(m.to);
        }
    }
    QHash<int, int> index;
    for (int i = 0; i < order.size(); ++i)
        index.insert(order[i], i);

    const auto movesFrom = [&](int from) {
        QList<RoadMove> out;
        for (const GraphMove &m : m_graph.node(from).moves) {
            if (!index.contains(m.to) || !forwards(from, m.to))
                continue;
            // What the referee reads for entering m.to from `from`: only the move's own fields
            // (direction, a dotted line crossed) differ from one move into a space to another.
            const SpaceInfo entered = DriveRules::spaceInfo(m_graph, m_state, m_car, from, m.to);
            RoadMove rm;
            rm.to = index.value(m.to);
            rm.direction = entered.direction;
            rm.line = entered.line;
            rm.lineLimit = entered.lineLimit;
            out.append(rm);
        }
        return out;
    };

    const SpaceScale scale(m_graph);
    QList<RoadSpace> spaces;
    spaces.reserve(order.size());
    for (int n : std::as_const(order)) {
        RoadSpace rs;
        rs.id = m_graph.name(n);
        rs.space = DriveRules::spaceInfo(m_graph, m_state, m_car, -1, n);
        if (rs.space.finishLine) {
            // Whether crossing the line here finishes anything (the first crossing from the
            // grid only starts the race) is Drive mode's to say: ask it for the way here.
            QList<int> way{n};
            for (int p = parent.value(n, start); p != start; p = parent.value(p, start))
                way.prepend(p);
            const DrivePlan plan = DriveRules::plan(m_graph, m_state, m_car, way, {});
            rs.space.finishLine = plan.ok() && !plan.move.steps.isEmpty() && plan.move.steps.last().space.finishLine;
        }
        rs.distance = SpaceFractions::exactDistance(scale.spaces(carFront, along(n)));
        rs.next = movesFrom(n);
        for (int k = 0; k < rs.next.size() && rs.straight < 0; ++k)
            if (rs.next[k].direction == MoveDirection::Straight)
                rs.straight = k;
        spaces.append(rs);
    }
    road.setSpaces(spaces, movesFrom(start));
    return road;
}

CoDriverRequest TrackRoadAhead::request(int maxSteps) const
{
    CoDriverRequest r;
    r.rules = m_state.rules;
    r.maxSteps = maxSteps;
    if (!problem().isEmpty())
        return r;
    // The car and where it stands, exactly as Drive mode hands them to the referee.
    const DrivePlan none = DriveRules::plan(m_graph, m_state, m_car, {}, {});
    r.car = none.car;
    r.road = roadAhead(maxSteps + (m_state.rules.game == Game::Dirt ? 2 : 0));
    r.road.setStart(none.move.start);
    return r;
}

QList<int> TrackRoadAhead::path(const SpaceGraph &graph, const RoadAhead &road, const QList<PlanStepRef> &steps)
{
    QList<int> out;
    const auto add = [&](int space) {
        const int node = space >= 0 && space < road.size() ? graph.nodeByName(road.at(space).id) : -1;
        out.append(node);
        return node >= 0;
    };
    for (const PlanStepRef &s : steps) {
        if (!add(s.space))
            return {};
        // A jump's die flies straight on to its landing (DIRT p. 12); the spaces it passes are
        // the path's too.
        int at = s.space;
        for (int hop = 0; s.landing >= 0 && at != s.landing && hop < 2; ++hop) {
            const RoadSpace &rs = road.at(at);
            if (rs.straight < 0)
                return {};
            at = rs.next[rs.straight].to;
            if (!add(at))
                return {};
        }
        if (s.landing >= 0 && at != s.landing)
            return {};
    }
    return out;
}

QList<StepDice> TrackRoadAhead::dice(const QList<PlanStepRef> &steps)
{
    QList<StepDice> out;
    for (const PlanStepRef &s : steps)
        out.append(s.dice);
    return out;
}

} // namespace Pacenotes
