// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "hex/hexcoord.h"
#include "layoutrequest.h"

#include <QtGlobal>

#include <array>
#include <climits>

namespace Pacenotes {

/**
 * The table a layout needs: the smallest rectangle around its tiles, over the three ways a
 * hex grid can sit square to the table edges (a flat side facing the player, turned by 0, 60
 * or 120 degrees; turning by 90 swaps width and depth and is covered by fitting either way).
 *
 * Tile centres are kept in integer units per orientation: X in half tile widths across the
 * flats, R in rows (1.5 × the corner radius apart). A box spanning ΔX and ΔR then measures
 * w(ΔX + 2)/2 by s(3ΔR + 4)/2, with w the width across the flats and s = w/√3 the corner
 * radius, so areas compare exactly as the integer (ΔX + 2)(3ΔR + 4).
 * Growing a layout never shrinks its box, which makes this a bound for the search.
 */
struct Footprint
{
    std::array<int, 3> minX{INT_MAX, INT_MAX, INT_MAX}, maxX{INT_MIN, INT_MIN, INT_MIN};
    std::array<int, 3> minR{INT_MAX, INT_MAX, INT_MAX}, maxR{INT_MIN, INT_MIN, INT_MIN};

    bool isEmpty() const { return minX[0] > maxX[0]; }

    /// Centre coordinates of `c` in orientation k (0..2): the grid turned by k × 60 degrees.
    static void project(HexCoord c, int k, int &x, int &r)
    {
        const HexCoord t = c.rotated(k);
        x = 2 * t.q + t.r;
        r = t.r;
    }

    void add(int k, int x, int r)
    {
        minX[size_t(k)] = std::min(minX[size_t(k)], x);
        maxX[size_t(k)] = std::max(maxX[size_t(k)], x);
        minR[size_t(k)] = std::min(minR[size_t(k)], r);
        maxR[size_t(k)] = std::max(maxR[size_t(k)], r);
    }
    void add(HexCoord c)
    {
        for (int k = 0; k < 3; ++k) {
            int x, r;
            project(c, k, x, r);
            add(k, x, r);
        }
    }

    /// Area of orientation k in units of w·s/4.
    qint64 areaUnits(int k) const
    {
        if (isEmpty())
            return 0;
        return qint64(maxX[size_t(k)] - minX[size_t(k)] + 2) * (3 * qint64(maxR[size_t(k)] - minR[size_t(k)]) + 4);
    }
    int bestOrientation() const
    {
        int best = 0;
        for (int k = 1; k < 3; ++k)
            if (areaUnits(k) < areaUnits(best))
                best = k;
        return best;
    }
    qint64 areaUnits() const { return areaUnits(bestOrientation()); }

    /// Width and depth in centimetres of orientation k for tiles `tileWidthCm` across the flats.
    double widthCm(int k, double tileWidthCm) const { return tileWidthCm * (maxX[size_t(k)] - minX[size_t(k)] + 2) / 2.0; }
    double depthCm(int k, double tileWidthCm) const
    {
        return tileWidthCm / kSqrt3 * (3.0 * (maxR[size_t(k)] - minR[size_t(k)]) + 4) / 2.0;
    }
    double areaCm2(double tileWidthCm) const { return areaUnits() * tileWidthCm * tileWidthCm / (4 * kSqrt3); }
    /// Does some orientation fit the table (either way round)?
    bool fits(const TableSize &table, double tileWidthCm) const
    {
        constexpr double eps = 1e-9;
        for (int k = 0; k < 3; ++k) {
            const double w = widthCm(k, tileWidthCm), d = depthCm(k, tileWidthCm);
            if ((w <= table.widthCm + eps && d <= table.heightCm + eps) || (w <= table.heightCm + eps && d <= table.widthCm + eps))
                return true;
        }
        return false;
    }
    /// Area of one tile in the same units as areaUnits(): a hex is (w·s·3/2) = 6 units.
    static constexpr qint64 kTileAreaUnits = 6;
    static constexpr double kSqrt3 = 1.7320508075688772;
};

} // namespace Pacenotes
