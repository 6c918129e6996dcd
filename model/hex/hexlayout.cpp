// SPDX-License-Identifier: GPL-3.0-or-later
#include "hexlayout.h"

#include <QtMath>

#include <cmath>

namespace Pacenotes {

namespace {
const double kSqrt3 = std::sqrt(3.0);
}

double HexLayout::width() const
{
    return kSqrt3 * m_size;
}

double HexLayout::inradius() const
{
    return kSqrt3 * m_size / 2.0;
}

QPointF HexLayout::toPixel(HexCoord h) const
{
    return toPixel(double(h.q), double(h.r));
}

QPointF HexLayout::toPixel(double q, double r) const
{
    return m_origin + QPointF(m_size * kSqrt3 * (q + r / 2.0), m_size * 1.5 * r);
}

QPointF HexLayout::fractional(QPointF p) const
{
    const QPointF d = (p - m_origin) / m_size;
    const double q = kSqrt3 / 3.0 * d.x() - 1.0 / 3.0 * d.y();
    const double r = 2.0 / 3.0 * d.y();
    return {q, r};
}

HexCoord HexLayout::fromPixel(QPointF p) const
{
    const QPointF f = fractional(p);
    return round(f.x(), f.y());
}

HexCoord HexLayout::round(double q, double r)
{
    const double s = -q - r;
    double rq = std::round(q), rr = std::round(r), rs = std::round(s);
    const double dq = std::abs(rq - q), dr = std::abs(rr - r), ds = std::abs(rs - s);
    // The coordinate with the largest rounding error is recomputed from the other two,
    // which keeps q + r + s == 0.
    if (dq > dr && dq > ds)
        rq = -rr - rs;
    else if (dr > ds)
        rr = -rq - rs;
    return {int(rq), int(rr)};
}

QPointF HexLayout::corner(HexCoord h, int k) const
{
    const double angle = qDegreesToRadians(60.0 * HexDir::normalize(k) + 30.0);
    return toPixel(h) + QPointF(m_size * std::cos(angle), m_size * std::sin(angle));
}

QPolygonF HexLayout::polygon(HexCoord h) const
{
    QPolygonF poly;
    poly.reserve(6);
    for (int k = 0; k < 6; ++k)
        poly << corner(h, k);
    return poly;
}

QPointF HexLayout::edgeMidpoint(HexCoord h, int d) const
{
    const double angle = qDegreesToRadians(edgeAngle(d));
    return toPixel(h) + QPointF(inradius() * std::cos(angle), inradius() * std::sin(angle));
}

} // namespace Pacenotes
