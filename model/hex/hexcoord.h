// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHashFunctions>
#include <QString>

#include <array>
#include <compare>
#include <cstdlib>

namespace Pacenotes {

/**
 * The six hex directions, A..F = 0..5, as in the Rekee JSON and .rgt formats.
 * On screen (pointy-top hexes, y down) A points east and the letters go clockwise:
 * B south-east, C south-west, D west, E north-west, F north-east.
 */
namespace HexDir {
constexpr int Count = 6;
constexpr int normalize(int d) { return ((d % Count) + Count) % Count; }
constexpr int opposite(int d) { return normalize(d + 3); }
constexpr int rotate(int d, int steps) { return normalize(d + steps); }
inline QChar letter(int d) { return QChar(u'A' + char16_t(normalize(d))); }
/// Parses 'A'..'F' (either case); returns -1 for anything else.
constexpr int fromLetter(char16_t c)
{
    if (c >= u'a' && c <= u'f')
        return c - u'a';
    if (c >= u'A' && c <= u'F')
        return c - u'A';
    return -1;
}
} // namespace HexDir

/**
 * Axial hex coordinate (q, r) with s = -q - r implied. A plain value type.
 * Neighbour offsets: A(+1,0) B(0,+1) C(-1,+1) D(-1,0) E(0,-1) F(+1,-1).
 */
struct HexCoord
{
    int q = 0;
    int r = 0;

    constexpr int s() const { return -q - r; }

    constexpr HexCoord operator+(HexCoord o) const { return {q + o.q, r + o.r}; }
    constexpr HexCoord operator-(HexCoord o) const { return {q - o.q, r - o.r}; }
    constexpr HexCoord operator*(int k) const { return {q * k, r * k}; }
    constexpr bool operator==(const HexCoord &) const = default;
    constexpr auto operator<=>(const HexCoord &) const = default;

    static constexpr HexCoord direction(int d)
    {
        constexpr std::array<HexCoord, 6> offsets{
            HexCoord{+1, 0}, HexCoord{0, +1}, HexCoord{-1, +1},
            HexCoord{-1, 0}, HexCoord{0, -1}, HexCoord{+1, -1}};
        return offsets[size_t(HexDir::normalize(d))];
    }
    constexpr HexCoord neighbor(int d) const { return *this + direction(d); }

    constexpr int length() const { return (std::abs(q) + std::abs(r) + std::abs(s())) / 2; }
    constexpr int distanceTo(HexCoord o) const { return (*this - o).length(); }

    /// Rotates about the origin by `steps` × 60° clockwise on screen (direction d becomes d+steps).
    constexpr HexCoord rotated(int steps) const
    {
        HexCoord c = *this;
        for (int i = 0; i < HexDir::normalize(steps); ++i)
            c = HexCoord{-c.r, -c.s()}; // one step clockwise: (q,r,s) -> (-r,-s,-q)
        return c;
    }
    constexpr HexCoord rotatedAround(HexCoord centre, int steps) const
    {
        return (*this - centre).rotated(steps) + centre;
    }

    /// Direction index d with neighbor(d) == other, or -1 when not adjacent.
    constexpr int directionTo(HexCoord other) const
    {
        for (int d = 0; d < 6; ++d)
            if (neighbor(d) == other)
                return d;
        return -1;
    }

    QString toString() const { return QStringLiteral("(%1, %2)").arg(q).arg(r); }
};

inline size_t qHash(HexCoord c, size_t seed = 0) noexcept
{
    return qHashMulti(seed, c.q, c.r);
}

} // namespace Pacenotes
