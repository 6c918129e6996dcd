// SPDX-License-Identifier: GPL-3.0-or-later
#include "tilegeometry.h"

#include <QHash>
#include <QPainterPathStroker>
#include <QPolygonF>
#include <QtMath>

#include <algorithm>
#include <cmath>
#include <optional>

namespace Pacenotes {

namespace {

constexpr double U = TileGeometry::kUnit;
const double kInradius = std::sqrt(3.0) / 2.0 * U;
constexpr int kSamples = 64;          // points along a road; ~2.5° per step in the tightest bend
constexpr double kOverhang = 0.3 * U; // roads run on past the edge and are cut by the hex
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

/// Total road width for a lane count, as a fraction of the hex size: a 3-lane road leaves a
/// verge on both sides of an edge, a 4-lane road nearly fills it.
double roadWidth(int lanes)
{
    static constexpr double widths[] = {0.34, 0.34, 0.54, 0.70, 0.82};
    return widths[std::clamp(lanes, 1, 4)] * U;
}

/// Direction a road leaves the tile through edge d (see the class comment for skewed edges).
QPointF outward(const TileSide &side, int d)
{
    if (side.edges[size_t(d)].skewed) {
        if (d == 1 || d == 2)
            return {0, 1};
        if (d == 4 || d == 5)
            return {0, -1};
    }
    return unitDir(60.0 * d);
}

TileGeometry::Centreline makeCentreline(const TileSide &side, const TilePath &path)
{
    TileGeometry::Centreline c;
    c.from = path.from;
    c.to = path.to;
    c.p0 = edgeMid(path.from);
    if (path.kind == PathKind::DeadEnd) {
        // The Assistance tile: a short road from its edge into the service area.
        c.p3 = QPointF(0, 0) - unitDir(60.0 * path.from) * (0.05 * U);
        c.p1 = c.p0 + (c.p3 - c.p0) / 3;
        c.p2 = c.p0 + (c.p3 - c.p0) * 2 / 3;
        return c;
    }
    c.p3 = edgeMid(path.to);
    const QPointF chord = c.p3 - c.p0;
    const double chordLength = length(chord);
    if (path.kind == PathKind::SkewStraight || path.kind == PathKind::Straight) {
        c.p1 = c.p0 + chord / 3;
        c.p2 = c.p0 + chord * 2 / 3;
        return c;
    }
    const QPointF in0 = -outward(side, path.from); // heading on entering through `from`
    const QPointF in3 = -outward(side, path.to);   // heading on entering through `to`
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
        QPointF inside0 = rightOf(in0) * path.insideFrom;
        QPointF inside3 = rightOf(in3) * path.insideTo;
        if (path.insideFrom == 0 && path.insideTo == 0) {
            inside0 = rightOf(in0); // not known: an S, which claims neither side
            inside3 = rightOf(in3);
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

double smoothStep(double t)
{
    t = std::clamp(t, 0.0, 1.0);
    return t * t * (3 - 2 * t);
}

/// One road laid out along its centre line: boundary polylines from the left kerb (0) to
/// the right kerb (lanes), overhanging both ends.
struct RoadLayout
{
    QList<QPolygonF> boundaries;
    QPolygonF body;
};

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

RoadLayout layOut(const TileGeometry::Centreline &c, int lanesFrom, int lanesTo)
{
    const int lanes = std::max(lanesFrom, lanesTo);
    const double w0 = roadWidth(lanesFrom), w1 = roadWidth(lanesTo);
    struct Sample { QPointF p; QPointF normal; double t; };
    QList<Sample> samples;
    const QPointF d0 = c.directionAt(0), d1 = c.directionAt(1);
    samples.append({c.p0 - d0 * kOverhang, rightOf(d0), 0.0});
    for (int i = 0; i <= kSamples; ++i) {
        const double t = double(i) / kSamples;
        samples.append({c.pointAt(t), rightOf(c.directionAt(t)), t});
    }
    samples.append({c.p3 + d1 * kOverhang, rightOf(d1), 1.0});

    RoadLayout road;
    for (int k = 0; k <= lanes; ++k) {
        const double f0 = double(std::min(k, lanesFrom)) / lanesFrom;
        const double f1 = double(std::min(k, lanesTo)) / lanesTo;
        QPolygonF line;
        for (const Sample &s : std::as_const(samples)) {
            const double e = smoothStep(s.t);
            const double w = w0 + (w1 - w0) * e;
            const double f = f0 + (f1 - f0) * e;
            line << s.p + s.normal * (-w / 2 + f * w);
        }
        removeLoops(line);
        road.boundaries.append(line);
    }
    road.body = road.boundaries.first();
    const QPolygonF &right = road.boundaries.last();
    for (auto it = right.crbegin(); it != right.crend(); ++it)
        road.body << *it;
    road.body << road.body.first();
    return road;
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

QPointF TileGeometry::Centreline::pointAt(double t) const
{
    const double u = 1 - t;
    return p0 * (u * u * u) + p1 * (3 * u * u * t) + p2 * (3 * u * t * t) + p3 * (t * t * t);
}

QPointF TileGeometry::Centreline::directionAt(double t) const
{
    const double u = 1 - t;
    const QPointF d = (p1 - p0) * (3 * u * u) + (p2 - p1) * (6 * u * t) + (p3 - p2) * (3 * t * t);
    return length(d) > 1e-6 ? normalized(d) : normalized(p3 - p0);
}

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
    QList<TilePath> paths = side.paths;
    std::stable_sort(paths.begin(), paths.end(),
                     [](const TilePath &a, const TilePath &b) { return pathPriority(a.kind) < pathPriority(b.kind); });

    QList<RoadLayout> layouts;
    QList<QPainterPath> bodies;
    QPainterPath allRoads;
    allRoads.setFillRule(Qt::WindingFill);
    for (const TilePath &p : std::as_const(paths)) {
        const Centreline c = makeCentreline(side, p);
        centrelines.append(c);
        const int lanesFrom = side.edges[size_t(p.from)].lanes;
        const int lanesTo = p.kind == PathKind::DeadEnd ? lanesFrom : side.edges[size_t(p.to)].lanes;
        layouts.append(layOut(c, std::max(lanesFrom, 1), std::max(lanesTo, 1)));
        bodies.append(polygonPath(layouts.last().body));
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
        const QList<QPolygonF> &b = layouts[i].boundaries;
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
    for (const RoadLayout &l : std::as_const(layouts))
        polys.append(l.body);
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
