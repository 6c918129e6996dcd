// SPDX-License-Identifier: GPL-3.0-or-later
#include "tilespaces.h"

#include <QStringList>

#include <algorithm>
#include <cmath>

namespace Pacenotes {

using namespace Qt::StringLiterals;

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(TileSpaces)
};
} // namespace

double SpaceFractions::nearest(double v, double tolerance)
{
    if (!std::isfinite(v) || std::abs(v) > 1e6)
        return v;
    for (int q = 1; q <= kMaxDenominator; ++q) {
        const double p = std::round(v * q);
        if (std::abs(v - p / q) <= tolerance)
            return p / q;
    }
    return v;
}

const TileSpace *TileSpaces::space(int id) const
{
    const int i = indexOf(id);
    return i >= 0 ? &spaces[i] : nullptr;
}

TileSpace *TileSpaces::space(int id)
{
    const int i = indexOf(id);
    return i >= 0 ? &spaces[i] : nullptr;
}

int TileSpaces::indexOf(int id) const
{
    for (int i = 0; i < spaces.size(); ++i)
        if (spaces[i].id == id)
            return i;
    return -1;
}

int TileSpaces::nextId() const
{
    int highest = 0;
    for (const TileSpace &s : spaces)
        highest = std::max(highest, s.id);
    return highest + 1;
}

QList<int> TileSpaces::laneSpaces(int road, int lane) const
{
    QList<int> out;
    for (int i = 0; i < spaces.size(); ++i)
        if (spaces[i].road == road && spaces[i].covers(lane))
            out.append(i);
    std::sort(out.begin(), out.end(), [this](int a, int b) {
        if (spaces[a].t0 != spaces[b].t0)
            return spaces[a].t0 < spaces[b].t0;
        return spaces[a].span < spaces[b].span;
    });
    return out;
}

namespace SpaceText {

QString provenanceName(SpaceProvenance p)
{
    switch (p) {
    case SpaceProvenance::Template: return Tr::tr("template (proposed from the tile's shape, not read off a tile)");
    case SpaceProvenance::Estimated: return Tr::tr("estimated (not checked against a tile)");
    case SpaceProvenance::Measured: return Tr::tr("measured from the physical tile");
    }
    return {};
}

QString pitLaneName(PitLane p)
{
    switch (p) {
    case PitLane::None: return Tr::tr("not a pit lane");
    case PitLane::Tyres: return Tr::tr("pit lane: tyre change");
    case PitLane::Repairs: return Tr::tr("pit lane: repairs");
    case PitLane::RepairsAndTyres: return Tr::tr("pit lane: repairs and tyre change");
    }
    return {};
}

QString roadName(const TileSide &side, int road)
{
    if (road < 0 || road >= side.paths.size())
        return Tr::tr("pit");
    const TilePath &p = side.paths[road];
    return QString(HexDir::letter(p.from)) + u'–' + HexDir::letter(p.to);
}

QString marksSummary(const SpaceMarks &m)
{
    QStringList parts;
    if (m.limit > 0)
        parts << (m.shortcut ? Tr::tr("shortcut, limit %1").arg(m.limit)
                             : m.dangerous ? Tr::tr("limit %1!").arg(m.limit) : Tr::tr("limit %1").arg(m.limit));
    else if (m.shortcut)
        parts << Tr::tr("shortcut");
    if (m.sharp)
        parts << (m.lineHazard ? Tr::tr("sharp, line “!”") : m.line > 0 ? Tr::tr("sharp, line %1").arg(m.line) : Tr::tr("sharp"));
    if (m.tripleLane)
        parts << Tr::tr("triple lane");
    if (!m.corner.isEmpty())
        parts << (m.cornerLine == CornerLine::Outside ? Tr::tr("corner %1, outside").arg(m.corner)
                                                      : Tr::tr("corner %1, inside").arg(m.corner));
    if (!m.slide.isEmpty())
        parts << Tr::tr("slide zone %1").arg(m.slide);
    if (m.jump > 0)
        parts << Tr::tr("jump %1").arg(m.jump);
    if (m.water)
        parts << Tr::tr("water");
    if (m.grid)
        parts << Tr::tr("grid");
    if (m.pit != PitLane::None)
        parts << pitLaneName(m.pit);
    return parts.join(u", "_s);
}

} // namespace SpaceText

} // namespace Pacenotes
