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

MarkFields SpaceMarks::fields() const
{
    MarkFields f;
    const std::pair<bool, MarkField> set[] = {
        {limit > 0, MarkField::Limit}, {dangerous, MarkField::Dangerous}, {sharp || line > 0 || lineHazard, MarkField::Sharp},
        {tripleLane, MarkField::TripleLane}, {danger != Danger::None, MarkField::Danger},
        {terrain != Terrain::None, MarkField::Terrain}, {!corner.isEmpty(), MarkField::Corner}, {!slide.isEmpty(), MarkField::Slide},
        {shortcut, MarkField::Shortcut}, {jump > 0, MarkField::Jump}, {water, MarkField::Water}, {climb != 0, MarkField::Climb},
        {grid, MarkField::Grid}, {pit != PitLane::None, MarkField::Pit}};
    for (const auto &[on, field] : set)
        if (on)
            f.add(field);
    return f;
}

MarkFields SpaceMarks::changed(const SpaceMarks &a, const SpaceMarks &b)
{
    MarkFields f;
    const std::pair<bool, MarkField> differs[] = {
        {a.limit != b.limit, MarkField::Limit}, {a.dangerous != b.dangerous, MarkField::Dangerous},
        {a.sharp != b.sharp || a.line != b.line || a.lineHazard != b.lineHazard || a.lineEnds != b.lineEnds, MarkField::Sharp},
        {a.tripleLane != b.tripleLane, MarkField::TripleLane}, {a.danger != b.danger, MarkField::Danger},
        {a.terrain != b.terrain, MarkField::Terrain}, {a.corner != b.corner || a.cornerLine != b.cornerLine, MarkField::Corner},
        {a.slide != b.slide, MarkField::Slide}, {a.shortcut != b.shortcut, MarkField::Shortcut}, {a.jump != b.jump, MarkField::Jump},
        {a.water != b.water, MarkField::Water}, {a.climb != b.climb, MarkField::Climb}, {a.grid != b.grid, MarkField::Grid},
        {a.pit != b.pit, MarkField::Pit}};
    for (const auto &[d, field] : differs)
        if (d)
            f.add(field);
    return f;
}

bool SpaceMarks::lineAt(int orientation, bool back) const
{
    if (!sharp || (line == 0 && !lineHazard))
        return false;
    if (lineEnds == SharpEnds::Both)
        return true;
    // Driven from the road's first edge, a space's back edge is the end towards that edge.
    const bool towardsFirst = (orientation >= 0) == back;
    return lineEnds == (towardsFirst ? SharpEnds::Start : SharpEnds::End);
}

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
    case SpaceProvenance::ReadFromPicture: return Tr::tr("read from a picture of the tile (twice, independently)");
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
    if (m.sharp && m.lineEnds != SharpEnds::Both)
        parts << (m.lineEnds == SharpEnds::Start ? Tr::tr("line at the road's first end only")
                                                 : Tr::tr("line at the road's last end only"));
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
    if (m.climb != 0)
        parts << (m.climb > 0 ? Tr::tr("climb +1") : Tr::tr("climb −1"));
    if (m.grid)
        parts << Tr::tr("grid");
    if (m.pit != PitLane::None)
        parts << pitLaneName(m.pit);
    return parts.join(u", "_s);
}

QString markFieldName(MarkField f)
{
    switch (f) {
    case MarkField::Limit: return Tr::tr("speed limit");
    case MarkField::Dangerous: return Tr::tr("dangerous limit");
    case MarkField::Sharp: return Tr::tr("dotted lines");
    case MarkField::TripleLane: return Tr::tr("triple lane");
    case MarkField::Danger: return Tr::tr("danger colour");
    case MarkField::Terrain: return Tr::tr("road type");
    case MarkField::Corner: return Tr::tr("corner line");
    case MarkField::Slide: return Tr::tr("slide zone");
    case MarkField::Shortcut: return Tr::tr("shortcut");
    case MarkField::Jump: return Tr::tr("jump");
    case MarkField::Water: return Tr::tr("water");
    case MarkField::Climb: return Tr::tr("climb arrows");
    case MarkField::Grid: return Tr::tr("grid spot");
    case MarkField::Pit: return Tr::tr("pit lane");
    }
    return {};
}

QString doubtSummary(const TileSpace &s)
{
    if (!s.doubtful())
        return {};
    QStringList what;
    if (s.uncertain)
        what << Tr::tr("the space itself (how many spaces its lane has)");
    for (const auto &[field, id] : EnumIds<MarkField>::table)
        if (s.uncertainMarks.has(field))
            what << markFieldName(field);
    QString text = Tr::tr("uncertain: %1").arg(what.join(u", "_s));
    if (!s.why.isEmpty())
        text += u" ("_s + s.why + u')';
    return text;
}

} // namespace SpaceText

} // namespace Pacenotes
