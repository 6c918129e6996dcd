// SPDX-License-Identifier: GPL-3.0-or-later
#include "tilegeometry.h"

#include "spaces/roadgeometry.h"

#include <QHash>
#include <QPainterPathStroker>
#include <QPolygonF>
#include <QtMath>

#include <algorithm>
#include <cmath>

namespace Pacenotes {

namespace {

constexpr double U = TileGeometry::kUnit;
const double kInradius = std::sqrt(3.0) / 2.0 * U;
constexpr double kKerbWidth = 0.024 * U;
constexpr double kLaneLineWidth = 0.016 * U;
constexpr double kDangerDepth = 0.075 * U;
constexpr double kTickLength = 0.12 * U;
constexpr double kTickWidth = 0.022 * U;

QPointF unitDir(double degrees)
{
    const double a = qDegreesToRadians(degrees);
    return {std::cos(a), std::sin(a)};
}
double dot(QPointF a, QPointF b)
{
    return a.x() * b.x() + a.y() * b.y();
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
/// The driver's right-hand side when heading along h (y grows downward).
QPointF rightOf(QPointF h)
{
    return {-h.y(), h.x()};
}
QPointF edgeMid(int d)
{
    return unitDir(60.0 * d) * kInradius;
}
QPointF corner(int k)
{
    return unitDir(60.0 * k + 30.0) * U;
}

double roadWidth(int lanes)
{
    return RoadGeometry::roadWidth(lanes);
}

QPainterPath polylinePath(const QPolygonF &line)
{
    QPainterPath p;
    p.addPolygon(line);
    return p;
}

QPainterPath polygonPath(const QPolygonF &poly)
{
    QPainterPath p;
    p.setFillRule(Qt::WindingFill); // a tight bend's inner kerb may cross itself: still road
    p.addPolygon(poly);
    p.closeSubpath();
    return p;
}

/// A small rectangle from a to b, `width` wide, as a closed path.
QPainterPath bar(QPointF a, QPointF b, double width)
{
    const QPointF n = rightOf(normalized(b - a)) * (width / 2);
    return polygonPath(QPolygonF{a + n, b + n, b - n, a - n});
}

int pathPriority(PathKind k)
{
    switch (k) {
    case PathKind::Straight: return 0;
    case PathKind::SkewStraight: return 1;
    case PathKind::Kink: return 2;
    case PathKind::Bend60: return 3;
    case PathKind::Bend120: return 4;
    case PathKind::DeadEnd: return 5;
    }
    return 6;
}

double segmentDistance(QPointF p, QPointF a, QPointF b)
{
    const QPointF ab = b - a;
    const double l2 = dot(ab, ab);
    const double t = l2 > 0 ? std::clamp(dot(p - a, ab) / l2, 0.0, 1.0) : 0.0;
    return length(p - (a + ab * t));
}

} // namespace

const QPainterPath &TileGeometry::hexPath()
{
    static const QPainterPath hex = [] {
        QPolygonF poly;
        for (int k = 0; k < 6; ++k)
            poly << corner(k);
        return polygonPath(poly);
    }();
    return hex;
}

const TileGeometry &TileGeometry::of(const TileSide &side)
{
    static QHash<QString, TileGeometry> cache;
    auto it = cache.find(side.id);
    if (it == cache.end()) {
        TileGeometry g;
        g.build(side);
        it = cache.insert(side.id, g);
    }
    return *it;
}

const TileGeometry::Centreline *TileGeometry::centreline(int a, int b) const
{
    for (const Centreline &c : centrelines)
        if ((c.from == a && c.to == b) || (c.from == b && c.to == a))
            return &c;
    return nullptr;
}

void TileGeometry::build(const TileSide &side)
{
    const QPainterPath &hex = hexPath();
    // The roads themselves come from RoadGeometry (shared with the per-space layer); they are
    // drawn straight first, then kinks and bends, so a junction keeps its main road's lines.
    const std::shared_ptr<const RoadGeometry> geometry = RoadGeometry::of(side);
    QList<const RoadGeometry::Road *> layouts;
    for (const RoadGeometry::Road &r : geometry->roads)
        layouts.append(&r);
    std::stable_sort(layouts.begin(), layouts.end(), [&side](const RoadGeometry::Road *a, const RoadGeometry::Road *b) {
        return pathPriority(side.paths[a->path].kind) < pathPriority(side.paths[b->path].kind);
    });

    QList<QPainterPath> bodies;
    QPainterPath allRoads;
    allRoads.setFillRule(Qt::WindingFill);
    for (const RoadGeometry::Road *r : std::as_const(layouts)) {
        centrelines.append(r->centre);
        bodies.append(polygonPath(r->body));
        allRoads = allRoads.united(bodies.last());
    }
    if (side.role == TileRole::Assistance) {
        serviceArea.addEllipse(QPointF(0.08 * U, 0), 0.42 * U, 0.42 * U);
        allRoads = allRoads.united(serviceArea);
    }
    roads = allRoads.intersected(hex);

    // Kerbs follow the outline of all roads together, so junctions and crossings open up
    // where roads meet; the cut along the hex edge is no kerb.
    QPainterPathStroker kerbStroker;
    kerbStroker.setWidth(kKerbWidth);
    kerbStroker.setCapStyle(Qt::FlatCap);
    QPainterPath inner;
    {
        QPolygonF poly;
        for (int k = 0; k < 6; ++k)
            poly << corner(k) * (1.0 - 0.035);
        inner = polygonPath(poly);
    }
    kerbs = kerbStroker.createStroke(allRoads).intersected(inner);

    // Lane lines: the road drawn first (straight before bends) keeps its lines through a
    // junction or crossing; later roads' lines stop where they enter it.
    QPainterPathStroker laneStroker;
    laneStroker.setWidth(kLaneLineWidth);
    laneStroker.setCapStyle(Qt::FlatCap);
    laneStroker.setDashPattern(QList<qreal>{5.5, 4.0});
    QPainterPath earlier;
    for (int i = 0; i < layouts.size(); ++i) {
        QPainterPath lines;
        const QList<QPolygonF> &b = layouts[i]->boundaries;
        for (int k = 1; k + 1 < b.size(); ++k)
            lines.addPath(laneStroker.createStroke(polylinePath(b[k])));
        lines = lines.intersected(hex);
        if (!earlier.isEmpty())
            lines = lines.subtracted(earlier);
        laneLines.addPath(lines);
        earlier = earlier.united(bodies[i]);
    }
    laneLines = laneLines.simplified();

    // Danger strips and lane ticks where roads leave the tile.
    QPainterPath strips;
    strips.setFillRule(Qt::WindingFill);
    for (int d = 0; d < 6; ++d) {
        const EdgeSpec &e = side.edges[size_t(d)];
        if (!e.isOpen())
            continue;
        const QPointF n = unitDir(60.0 * d);
        const QPointF a = corner(d - 1 + 6), b = corner(d);
        strips.addPath(polygonPath(QPolygonF{a, b, b - n * kDangerDepth, a - n * kDangerDepth}));

        const Centreline *c = nullptr;
        for (const Centreline &cl : std::as_const(centrelines))
            if (cl.from == d || cl.to == d) {
                c = &cl;
                break;
            }
        if (!c)
            continue;
        const QPointF mid = edgeMid(d);
        const QPointF inward = c->from == d ? c->directionAt(0) : -c->directionAt(1);
        const QPointF across = rightOf(inward);
        const double w = roadWidth(e.lanes);
        for (int k = 0; k <= e.lanes; ++k) {
            const QPointF q = mid + across * (-w / 2 + k * w / e.lanes);
            // where this lane boundary crosses the edge line (x·n = inradius)
            const double denom = dot(inward, n);
            const double lambda = std::abs(denom) > 1e-6 ? (kInradius - dot(q, n)) / denom : 0.0;
            const QPointF onEdge = q + inward * lambda;
            ticks.addPath(bar(onEdge + inward * (kTickWidth / 2), onEdge + inward * kTickLength, kTickWidth));
        }
    }
    danger = strips.intersected(roads);
    ticks = ticks.intersected(hex);

    if (side.role == TileRole::StartFinish) {
        for (int i = 0; i < centrelines.size(); ++i) {
            const Centreline &c = centrelines[i];
            const QPointF centre = c.pointAt(0.5);
            const QPointF along = c.directionAt(0.5);
            const QPointF across = rightOf(along);
            const int lanes = std::max(side.edges[size_t(c.from)].lanes, side.edges[size_t(c.to)].lanes);
            const double w = roadWidth(lanes);
            const int cols = 2 * lanes + 1;
            const double sq = w / cols;
            for (int r = 0; r < 2; ++r)
                for (int col = 0; col < cols; ++col) {
                    const QPointF o = centre + across * (-w / 2 + col * sq) + along * ((r - 1) * sq);
                    const QPainterPath cell = polygonPath(
                        QPolygonF{o, o + across * sq, o + across * sq + along * sq, o + along * sq});
                    ((r + col) % 2 == 0 ? startDark : startLight).addPath(cell);
                }
        }
    }

    QList<QPolygonF> polys;
    for (const RoadGeometry::Road *r : std::as_const(layouts))
        polys.append(r->body);
    if (!serviceArea.isEmpty())
        polys.append(serviceArea.toFillPolygon());
    findFreeSpots(polys);
}

void TileGeometry::findFreeSpots(const QList<QPolygonF> &bodies)
{
    struct Candidate { QPointF p; double clearance; };
    QList<Candidate> candidates;
    const double step = 0.06 * U;
    for (double y = -0.8 * U; y <= 0.8 * U; y += step)
        for (double x = -0.8 * U; x <= 0.8 * U; x += step) {
            const QPointF p(x, y);
            double clearance = 1e9;
            for (int d = 0; d < 6; ++d)
                clearance = std::min(clearance, kInradius - dot(p, unitDir(60.0 * d)));
            if (clearance < 0.14 * U)
                continue;
            for (const QPolygonF &b : bodies) {
                if (b.containsPoint(p, Qt::OddEvenFill)) {
                    clearance = 0;
                    break;
                }
                for (int i = 0; i + 1 < b.size(); ++i)
                    clearance = std::min(clearance, segmentDistance(p, b[i], b[i + 1]));
            }
            candidates.append({p, clearance});
        }
    // Most room first; among equals the one nearer the centre (it stays inside when shown small).
    std::sort(candidates.begin(), candidates.end(), [](const Candidate &a, const Candidate &b) {
        if (std::abs(a.clearance - b.clearance) > 1.0)
            return a.clearance > b.clearance;
        return length(a.p) < length(b.p);
    });
    const double separation = 0.25 * U;
    for (const Candidate &c : std::as_const(candidates)) {
        const bool apart = std::all_of(freeSpots.cbegin(), freeSpots.cend(),
                                       [&](const Spot &q) { return length(q.pos - c.p) >= separation; });
        if (apart)
            freeSpots.append({c.p, c.clearance});
        if (freeSpots.size() >= 12)
            break;
    }
}

} // namespace Pacenotes
