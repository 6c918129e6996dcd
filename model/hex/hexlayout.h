// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "hexcoord.h"

#include <QPointF>
#include <QPolygonF>

namespace Pacenotes {

/**
 * Pixel geometry of the pointy-top hex grid: hex <-> pixel, corners, edge midpoints,
 * picking. Stateless apart from the hex size and origin. No other code does trigonometry
 * on the grid; everything asks this class.
 *
 * `size` is the distance from the centre to a corner. Edge d's outward normal points at
 * d × 60° clockwise from east (y grows downward), so corners sit at d × 60° ± 30°.
 */
class HexLayout
{
public:
    explicit HexLayout(double size = 1.0, QPointF origin = {}) : m_size(size), m_origin(origin) {}

    double size() const { return m_size; }
    QPointF origin() const { return m_origin; }
    double width() const;             ///< flat side to flat side (east-west)
    double height() const { return 2 * m_size; }
    double inradius() const;          ///< centre to edge midpoint

    QPointF toPixel(HexCoord h) const;
    QPointF toPixel(double q, double r) const;
    /// The hex containing point p (exact picking near edges, by cube rounding).
    HexCoord fromPixel(QPointF p) const;
    /// Fractional axial coordinates of p.
    QPointF fractional(QPointF p) const;

    /// Corner k (0..5) of hex h; corner k lies between edges k and k+1.
    QPointF corner(HexCoord h, int k) const;
    QPolygonF polygon(HexCoord h) const;
    /// Midpoint of edge d (0..5) of hex h.
    QPointF edgeMidpoint(HexCoord h, int d) const;
    /// Screen angle in degrees (clockwise from east) of edge d's outward normal.
    static double edgeAngle(int d) { return 60.0 * HexDir::normalize(d); }

    /// Rounds fractional cube coordinates to the nearest hex.
    static HexCoord round(double q, double r);

private:
    double m_size;
    QPointF m_origin;
};

} // namespace Pacenotes
