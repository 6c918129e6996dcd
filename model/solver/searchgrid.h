// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "hex/hexcoord.h"

#include <array>

namespace Pacenotes {

/**
 * The square of axial coordinates the search works in, flattened into an array index:
 * index = (q + radius) + (r + radius) * width. A step in direction d is a constant index
 * offset, so the search and the reachability bitsets move along the grid with one addition.
 */
struct SearchGrid
{
    int radius = 0;
    int width = 1;

    SearchGrid() = default;
    explicit SearchGrid(int r) : radius(r), width(2 * r + 1) {}

    int cells() const { return width * width; }
    int index(HexCoord c) const { return (c.q + radius) + (c.r + radius) * width; }
    HexCoord coord(int index) const { return {index % width - radius, index / width - radius}; }
    bool contains(HexCoord c) const { return c.q >= -radius && c.q <= radius && c.r >= -radius && c.r <= radius; }
    int offset(int dir) const
    {
        const HexCoord d = HexCoord::direction(dir);
        return d.q + d.r * width;
    }
    std::array<int, 6> offsets() const
    {
        std::array<int, 6> o{};
        for (int d = 0; d < 6; ++d)
            o[size_t(d)] = offset(d);
        return o;
    }
};

} // namespace Pacenotes
