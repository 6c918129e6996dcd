// SPDX-License-Identifier: GPL-3.0-or-later
#include "roadgeometry.h"

#include <QHash>
#include <QMutex>
#include <QtMath>

#include <algorithm>
#include <cmath>
#include <optional>

namespace Pacenotes {

namespace {

constexpr double U = RoadGeometry::kUnit;
constexpr int kSamples = 64; // points along a road; ~2.5° per step in the tightest bend

QPointF unitDir(double degrees)
{
    const double a = qDegreesToRadians(degrees);
    return {std::cos(a), std::sin(a)};
}
double dot(QPointF a, QPointF b)
{
    return a.x() * b.x() + a.y() * b.y();
}
double cross(QPointF a, QPointF b)
{
    return a.x() * b.y() - a.y() * b.x();
}
double length(QPointF a)
{
    return std::hypot(a.x(), a.y());
}
QPointF normalized(QPointF a)
{
    const double l = length(a);
    return l > 1e-9 ? a / l : QPointF(1, 0);
}
double smoothStep(double t)
{
    t = std::clamp(t, 0.0, 1.0);
    return t * t * (3 - 2 * t);
}

RoadGeometry::Centreline makeCentreline(const TileSide &side, const TilePath &path)
{
    RoadGeometry::Centreline c;
    c.from = path.from;
    c.to = path.to;
    c.p0 = RoadGeometry::edgeMidpoint(path.from);
    if (path.kind == PathKind::DeadEnd) {
        // The Assistance tile: a short road from its edge into the service area.
        c.p3 = QPointF(0, 0) - unitDir(60.0 * path.from) * (0.05 * U);
        c.p1 = c.p0 + (c.p3 - c.p0) / 3;
        c.p2 = c.p0 + (c.p3 - c.p0) * 2 / 3;
        return c;
    }
    c.p3 = RoadGeometry::edgeMidpoint(path.to);
    const QPointF chord = c.p3 - c.p0;
    const double chordLength = length(chord);
    if (path.kind == PathKind::SkewStraight || path.kind == PathKind::Straight) {
        c.p1 = c.p0 + chord / 3;
        c.p2 = c.p0 + chord * 2 / 3;
        return c;
    }
    const QPointF in0 = -RoadGeometry::outward(side, path.from); // heading on entering through `from`
    const QPointF in3 = -RoadGeometry::outward(side, path.to);   // heading on entering through `to`
    const double turn = std::acos(std::clamp(dot(in0, -in3), -1.0, 1.0));
    double handle = chordLength / 3;
    if (turn > qDegreesToRadians(1.0)) {
        // Control length of a cubic that follows a circular arc through both ends.
        const double radius = chordLength / (2 * std::sin(turn / 2));
        handle = 4.0 / 3.0 * std::tan(turn / 4) * radius;
    }
    c.p1 = c.p0 + in0 * handle;
    c.p2 = c.p3 + in3 * handle;
    const QPointF axis = normalized(chord);
    if (path.kind == PathKind::Kink && std::abs(cross(in0, axis)) < 0.05 && std::abs(cross(in3, axis)) < 0.05) {
        // Opposite edges: the road bulges inside the hex, away from its inside lane.
        QPointF inside0 = RoadGeometry::rightOf(in0) * path.insideFrom;
        QPointF inside3 = RoadGeometry::rightOf(in3) * path.insideTo;
        if (path.insideFrom == 0 && path.insideTo == 0) {
            inside0 = RoadGeometry::rightOf(in0); // not known: an S, which claims neither side
            inside3 = RoadGeometry::rightOf(in3);
        } else if (path.insideFrom == 0) {
            inside0 = inside3;
        } else if (path.insideTo == 0) {
            inside3 = inside0;
        }
        const double bulge = 0.30 * U;
        c.p1 = c.p0 + in0 * (chordLength / 3) - inside0 * bulge;
        c.p2 = c.p3 + in3 * (chordLength / 3) - inside3 * bulge;
    }
    return c;
}

/// Where segments a–b and c–d cross, if they do.
std::optional<QPointF> crossing(QPointF a, QPointF b, QPointF c, QPointF d)
{
    const QPointF r = b - a, s = d - c;
    const double denom = cross(r, s);
    if (std::abs(denom) < 1e-9)
        return std::nullopt;
    const double t = cross(c - a, s) / denom, u = cross(c - a, r) / denom;
    if (t < 0 || t > 1 || u < 0 || u > 1)
        return std::nullopt;
    return a + r * t;
}

/// Cuts out the small loops an offset line makes inside a hairpin, where it would pass the
/// centre of the turn and come back: the line runs straight through the crossing instead.
void removeLoops(QPolygonF &line)
{
    for (int i = 0; i + 3 < line.size(); ++i) {
        for (int j = int(line.size()) - 2; j >= i + 2; --j) {
            if (const auto x = crossing(line[i], line[i + 1], line[j], line[j + 1])) {
                line.remove(i + 1, j - i);
                line.insert(i + 1, *x);
                break;
            }
        }
    }
}

} // namespace

QPointF RoadGeometry::Centreline::pointAt(double t) const
{
    if (t < 0)
        return p0 + (p1 - p0) * (3 * t);
    if (t > 1)
        return p3 + (p3 - p2) * (3 * (t - 1));
    const double u = 1 - t;
    return p0 * (u * u * u) + p1 * (3 * u * u * t) + p2 * (3 * u * t * t) + p3 * (t * t * t);
}

QPointF RoadGeometry::Centreline::directionAt(double t) const
{
    t = std::clamp(t, 0.0, 1.0);
    const double u = 1 - t;
    const QPointF d = (p1 - p0) * (3 * u * u) + (p2 - p1) * (6 * u * t) + (p3 - p2) * (3 * t * t);
    return length(d) > 1e-6 ? normalized(d) : normalized(p3 - p0);
}

QPointF RoadGeometry::Road::boundaryAt(int k, double t) const
{
    const double w0 = roadWidth(lanesFrom), w1 = roadWidth(lanesTo);
    const double f0 = double(std::min(k, lanesFrom)) / lanesFrom;
    const double f1 = double(std::min(k, lanesTo)) / lanesTo;
    const double e = smoothStep(t);
    const double w = w0 + (w1 - w0) * e;
    const double f = f0 + (f1 - f0) * e;
    return centre.pointAt(t) + rightOf(centre.directionAt(t)) * (-w / 2 + f * w);
}

QPointF RoadGeometry::Road::laneCentreAt(int lane, double t) const
{
    return (boundaryAt(lane, t) + boundaryAt(lane + 1, t)) / 2;
}

double RoadGeometry::Road::laneWidthFraction(int lane, double t) const
{
    const double full = roadWidth(lanes()) / lanes();
    return full > 0 ? length(boundaryAt(lane + 1, t) - boundaryAt(lane, t)) / full : 0.0;
}

std::shared_ptr<const RoadGeometry> RoadGeometry::of(const TileSide &side)
{
    static QMutex mutex;
    static QHash<QString, std::shared_ptr<const RoadGeometry>> cache;
    QMutexLocker lock(&mutex);
    auto it = cache.constFind(side.id);
    if (it != cache.constEnd())
        return *it;
    auto g = std::make_shared<RoadGeometry>();
    g->build(side);
    cache.insert(side.id, g);
    return g;
}

QPointF RoadGeometry::edgeMidpoint(int d)
{
    return unitDir(60.0 * d) * inradius();
}

QPointF RoadGeometry::corner(int k)
{
    return unitDir(60.0 * k + 30.0) * U;
}

QPolygonF RoadGeometry::hexPolygon()
{
    QPolygonF poly;
    for (int k = 0; k < 6; ++k)
        poly << corner(k);
    poly << corner(0);
    return poly;
}

double RoadGeometry::inradius()
{
    return std::sqrt(3.0) / 2.0 * U;
}

double RoadGeometry::roadWidth(int lanes)
{
    // A 3-lane road leaves a verge on both sides of an edge, a 4-lane road nearly fills it.
    static constexpr double widths[] = {0.34, 0.34, 0.54, 0.70, 0.82};
    return widths[std::clamp(lanes, 1, 4)] * U;
}

QPointF RoadGeometry::outward(const TileSide &side, int d)
{
    if (side.edges[size_t(d)].skewed) {
        if (d == 1 || d == 2)
            return {0, 1};
        if (d == 4 || d == 5)
            return {0, -1};
    }
    return unitDir(60.0 * d);
}

double RoadGeometry::laneEdgeT(int road, int lane, int edge) const
{
    const Road &r = roads.at(road);
    const bool atFrom = edge == r.centre.from;
    if (r.deadEnd || !m_edges[size_t(edge)].skewed)
        return atFrom ? 0.0 : 1.0;
    // The lane's middle crosses the edge line where its distance along the edge's outward
    // normal reaches the inradius; it is outside beyond the end and inside before it.
    const QPointF n = unitDir(60.0 * edge);
    const auto outside = [&](double t) { return dot(r.laneCentreAt(lane, t), n) - inradius(); };
    double inner = 0.5, outer = atFrom ? -1.0 : 2.0;
    if (outside(outer) < 0)
        return atFrom ? 0.0 : 1.0;
    for (int i = 0; i < 48; ++i) {
        const double mid = (inner + outer) / 2;
        (outside(mid) > 0 ? outer : inner) = mid;
    }
    return (inner + outer) / 2;
}

void RoadGeometry::build(const TileSide &side)
{
    m_edges = side.edges;
    for (int i = 0; i < side.paths.size(); ++i) {
        const TilePath &p = side.paths[i];
        Road road;
        road.path = i;
        road.deadEnd = p.kind == PathKind::DeadEnd;
        road.centre = makeCentreline(side, p);
        road.lanesFrom = std::max(side.edges[size_t(p.from)].lanes, 1);
        road.lanesTo = road.deadEnd ? road.lanesFrom : std::max(side.edges[size_t(p.to)].lanes, 1);
        // Beyond its ends the line carries on at its end speed: overhang by a fixed distance.
        const double overFrom = kOverhang / std::max(1.0, length(road.centre.p1 - road.centre.p0) * 3);
        const double overTo = kOverhang / std::max(1.0, length(road.centre.p3 - road.centre.p2) * 3);
        for (int k = 0; k <= road.lanes(); ++k) {
            QPolygonF line;
            line << road.boundaryAt(k, -overFrom);
            for (int s = 0; s <= kSamples; ++s)
                line << road.boundaryAt(k, double(s) / kSamples);
            line << road.boundaryAt(k, 1 + overTo);
            removeLoops(line);
            road.boundaries.append(line);
        }
        road.body = road.boundaries.first();
        const QPolygonF &right = road.boundaries.last();
        for (auto it = right.crbegin(); it != right.crend(); ++it)
            road.body << *it;
        road.body << road.body.first();
        roads.append(road);
    }
}

} // namespace Pacenotes
