// SPDX-License-Identifier: GPL-3.0-or-later
#include "spacecheck.h"

#include "catalog/tilecatalog.h"
#include "spacegeometry.h"

#include <QHash>
#include <QSet>

#include <algorithm>
#include <cmath>
#include <tuple>

namespace Pacenotes::SpaceCheck {

using namespace Qt::StringLiterals;

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(SpaceCheck)
};

constexpr double kEps = 1e-4;

class Checker
{
public:
    Checker(const TileSpaces &spaces, const TileSide &side) : m_data(spaces), m_side(side) {}
    QList<SpaceProblem> run();

private:
    void error(int space, const char *code, const QString &message)
    {
        m_out.append({SpaceProblem::Severity::Error, m_side.id, space, QString::fromLatin1(code), message});
    }
    void warning(int space, const char *code, const QString &message)
    {
        m_out.append({SpaceProblem::Severity::Warning, m_side.id, space, QString::fromLatin1(code), message});
    }
    QString road(int r) const { return SpaceText::roadName(m_side, r); }
    bool onRoad(const TileSpace &s) const { return !s.offRoad && s.road >= 0 && s.road < m_side.paths.size(); }
    int lanes(int r) const
    {
        return std::max(SpaceGeometry::lanesAt(m_side, r, true), SpaceGeometry::lanesAt(m_side, r, false));
    }
    void structure();
    void moves();
    void coverage();
    void marks(const TileSpace &s);
    void lines();
    void sameSpaces();
    void catalogMarkings();

    const TileSpaces &m_data;
    const TileSide &m_side;
    QList<SpaceProblem> m_out;
    bool m_structureOk = true;
};

QList<SpaceProblem> Checker::run()
{
    if (m_data.sideId != m_side.id)
        error(0, "wrong-side", Tr::tr("The data is for tile side %1, not %2.").arg(m_data.sideId, m_side.id));
    if (!m_side.isCourseTile() && m_side.role != TileRole::Pit) {
        if (!m_data.spaces.isEmpty())
            error(0, "no-road", Tr::tr("Tile side %1 has no road: it has no spaces.").arg(m_side.id));
        return m_out;
    }
    structure();
    for (const TileSpace &s : m_data.spaces)
        marks(s);
    if (m_structureOk) {
        moves();
        coverage();
    }
    lines();
    sameSpaces();
    if (m_data.provenance != SpaceProvenance::Template)
        catalogMarkings();
    if (m_data.provenance == SpaceProvenance::ReadFromPicture && m_data.picture.isEmpty())
        warning(0, "no-picture", Tr::tr("The data says it was read from a picture but does not name the picture."));
    return m_out;
}

void Checker::structure()
{
    QSet<int> ids;
    for (const TileSpace &s : m_data.spaces) {
        if (s.id <= 0) {
            error(s.id, "bad-id", Tr::tr("A space has the number %1; numbers start at 1.").arg(s.id));
            m_structureOk = false;
        } else if (ids.contains(s.id)) {
            error(s.id, "duplicate-id", Tr::tr("Two spaces have the number %1.").arg(s.id));
            m_structureOk = false;
        }
        ids.insert(s.id);
        if (m_side.role == TileRole::Pit) {
            if (s.road != -1)
                error(s.id, "bad-road", Tr::tr("Space %1: the pit tile has no roads.").arg(s.id));
            if (s.outline.size() < 3)
                error(s.id, "no-outline", Tr::tr("Space %1 has no outline to draw it by.").arg(s.id));
            continue;
        }
        if (s.road < 0 || s.road >= m_side.paths.size()) {
            error(s.id, "bad-road", Tr::tr("Space %1 is on road %2, which tile side %3 does not have (it has %n road(s)).", nullptr,
                                           int(m_side.paths.size()))
                                        .arg(s.id).arg(s.road + 1).arg(m_side.id));
            m_structureOk = false;
            continue;
        }
        if (s.offRoad) {
            if (s.outline.size() < 3)
                error(s.id, "no-outline", Tr::tr("Space %1 lies beside the road but has no outline to draw it by.").arg(s.id));
        } else if (s.lane < 0 || s.span < 1 || s.lane + s.span > lanes(s.road)) {
            error(s.id, "bad-lane", Tr::tr("Space %1 is in lane %2 of road %3, which has %n lane(s).", nullptr, lanes(s.road))
                                        .arg(s.id).arg(s.span > 1 ? u"%1–%2"_s.arg(s.lane + 1).arg(s.lane + s.span) : QString::number(s.lane + 1))
                                        .arg(road(s.road)));
            m_structureOk = false;
        }
        if (!std::isfinite(s.t0) || !std::isfinite(s.t1) || s.t0 >= s.t1 || s.t0 < -1 || s.t1 > 2) {
            error(s.id, "bad-range", Tr::tr("Space %1 has no length along its road (from %2 to %3).").arg(s.id).arg(s.t0).arg(s.t1));
            m_structureOk = false;
        }
    }
}

void Checker::moves()
{
    // Links have no direction; collect them both ways.
    QHash<int, QList<int>> linked;
    for (const TileSpace &s : m_data.spaces) {
        for (const SpaceLink &m : s.links) {
            const TileSpace *t = m_data.space(m.to);
            if (!t || m.to == s.id) {
                error(s.id, "bad-link", Tr::tr("Space %1 is linked to space %2, which is not on the tile.").arg(s.id).arg(m.to));
                continue;
            }
            linked[s.id].append(m.to);
            linked[m.to].append(s.id);
            if (onRoad(s) && onRoad(*t) && t->road == s.road && std::abs(t->t0 - s.t0) < kEps && std::abs(t->t1 - s.t1) < kEps)
                error(s.id, "level-link", Tr::tr("Spaces %1 and %2 are level at both ends: moving between them would go sideways, "
                                                 "which is never a move.").arg(s.id).arg(m.to));
        }
    }
    if (m_side.role == TileRole::Pit)
        return;
    for (const TileSpace &s : m_data.spaces) {
        if (!onRoad(s) || m_side.paths[s.road].kind == PathKind::DeadEnd)
            continue;
        bool out = false, in = false;
        for (int other : linked.value(s.id)) {
            const TileSpace *t = m_data.space(other);
            if (!t || t->road != s.road)
                continue;
            out = out || t->t1 > s.t1 + kEps;
            in = in || t->t0 < s.t0 - kEps;
        }
        for (int l = s.lane; l < s.lane + s.span; ++l) {
            out = out || SpaceGeometry::touchesEnd(m_side, s, l, false);
            in = in || SpaceGeometry::touchesEnd(m_side, s, l, true);
        }
        if (!out)
            error(s.id, "stranded", Tr::tr("A car on space %1 could not move on towards edge %2: no link leads further and "
                                           "it does not reach the edge.").arg(s.id).arg(HexDir::letter(m_side.paths[s.road].to)));
        if (!in)
            error(s.id, "unreachable", Tr::tr("A car on space %1 could not move on towards edge %2: no link leads further and "
                                              "it does not reach the edge.").arg(s.id).arg(HexDir::letter(m_side.paths[s.road].from)));
    }
    for (const TileSpace &s : m_data.spaces)
        if (s.offRoad && linked.value(s.id).size() < 2)
            warning(s.id, "unlinked", Tr::tr("Space %1 beside the road needs links to the spaces before and after it.").arg(s.id));
}

void Checker::coverage()
{
    if (m_side.role == TileRole::Pit) {
        if (m_data.spaces.isEmpty())
            error(0, "no-spaces", Tr::tr("The pit tile has no lanes."));
        return;
    }
    for (int r = 0; r < m_side.paths.size(); ++r) {
        for (int l = 0; l < lanes(r); ++l) {
            if (m_data.laneSpaces(r, l).isEmpty()) {
                error(0, "lane-uncovered", Tr::tr("Lane %1 of road %2 has no spaces.").arg(l + 1).arg(road(r)));
                continue;
            }
        }
        for (const bool atFrom : {true, false}) {
            const int n = SpaceGeometry::lanesAt(m_side, r, atFrom);
            const int edge = atFrom ? m_side.paths[r].from : m_side.paths[r].to;
            for (int l = 0; l < n; ++l) {
                int touching = 0;
                for (const TileSpace &s : m_data.spaces)
                    if (s.road == r && s.span == 1 && SpaceGeometry::touchesEnd(m_side, s, l, atFrom))
                        ++touching;
                if (touching == 0)
                    error(0, "end-missing", Tr::tr("Lane %1 of road %2 does not reach edge %3: no space there joins the next tile.")
                                                .arg(l + 1).arg(road(r)).arg(HexDir::letter(edge)));
                else if (touching > 1)
                    error(0, "end-twice", Tr::tr("Lane %1 of road %2 reaches edge %3 with %4 spaces; one joins the next tile.")
                                              .arg(l + 1).arg(road(r)).arg(HexDir::letter(edge)).arg(touching));
            }
            // Lanes the road has only at its other end (tapering) must stop before this edge.
            for (const TileSpace &s : m_data.spaces) {
                if (!onRoad(s) || s.road != r || m_side.paths[r].kind == PathKind::DeadEnd)
                    continue;
                const bool atEnd = atFrom ? s.t0 <= 0.0 + kEps : s.t1 >= 1.0 - kEps;
                if (atEnd && s.lane + s.span > n)
                    error(s.id, "beyond-edge", Tr::tr("Space %1 reaches edge %2 in lane %3, but the road has %n lane(s) there.", nullptr, n)
                                                   .arg(s.id).arg(HexDir::letter(edge)).arg(s.lane + s.span));
            }
        }
    }
}

void Checker::marks(const TileSpace &s)
{
    const SpaceMarks &m = s.marks;
    const auto range = [&](int value, int hi, const QString &what) {
        if (value < 0 || value > hi)
            error(s.id, "bad-mark", Tr::tr("Space %1: %2 is %3; it must be 0 to %4.").arg(s.id).arg(what).arg(value).arg(hi));
    };
    range(m.limit, 6, Tr::tr("the speed limit"));
    range(m.line, 6, Tr::tr("the dotted line's number"));
    range(m.jump, 6, Tr::tr("the jump value"));
    if (m.climb < -1 || m.climb > 1)
        error(s.id, "bad-mark", Tr::tr("Space %1: climb arrows are +1 or −1.").arg(s.id));
    if (m.dangerous && m.limit == 0)
        error(s.id, "bad-mark", Tr::tr("Space %1: a dangerous corner needs its speed limit.").arg(s.id));
    if ((m.line > 0 || m.lineHazard) && !m.sharp)
        error(s.id, "bad-mark", Tr::tr("Space %1: dotted lines belong to a sharp-corner space.").arg(s.id));
    if (m.line > 0 && m.lineHazard)
        error(s.id, "bad-mark", Tr::tr("Space %1: a dotted line carries a number or “!”, not both.").arg(s.id));
    if (m.lineEnds != SharpEnds::Both && !m.sharp)
        error(s.id, "bad-mark", Tr::tr("Space %1: dotted lines at one end belong to a sharp-corner space.").arg(s.id));
    if (m.sharp && m.line == 0 && !m.lineHazard)
        error(s.id, "bad-mark", Tr::tr("Space %1: a sharp-corner space needs the number (or “!”) on its dotted lines.").arg(s.id));
    if (m.corner.isEmpty() != (m.cornerLine == CornerLine::None))
        error(s.id, "bad-mark", Tr::tr("Space %1: a corner space needs both the corner and its line (inside or outside).").arg(s.id));
    if (m.shortcut && !s.offRoad)
        warning(s.id, "shortcut-on-road", Tr::tr("Space %1 is a shortcut but lies on the road.").arg(s.id));
    const bool gt = m_side.game == Game::GT;
    const bool dirtMarks = !m.corner.isEmpty() || !m.slide.isEmpty() || m.shortcut || m.jump > 0 || m.water
        || m.terrain != Terrain::None || m.climb != 0;
    const bool gtMarks = m.dangerous || m.sharp || m.tripleLane || m.pit != PitLane::None;
    if (gt && dirtMarks)
        error(s.id, "wrong-game", Tr::tr("Space %1 carries a Rallyman: DIRT marking on a Rallyman: GT tile.").arg(s.id));
    if (!gt && gtMarks)
        error(s.id, "wrong-game", Tr::tr("Space %1 carries a Rallyman: GT marking on a Rallyman: DIRT tile.").arg(s.id));
    if (m.grid && m_side.role != TileRole::StartFinish)
        error(s.id, "bad-mark", Tr::tr("Space %1 is a grid spot, but only start/finish tiles have a grid.").arg(s.id));
    if (m.pit != PitLane::None && m_side.role != TileRole::Pit)
        error(s.id, "bad-mark", Tr::tr("Space %1 is a pit lane, but only the pit tile has them.").arg(s.id));
    if (m.pit == PitLane::None && m_side.role == TileRole::Pit)
        error(s.id, "bad-mark", Tr::tr("Space %1 of the pit tile needs its pit lane (tyres, repairs or both).").arg(s.id));
}

void Checker::lines()
{
    if (m_side.role != TileRole::StartFinish) {
        if (m_data.startFinish)
            error(0, "bad-line", Tr::tr("Tile side %1 is no start/finish tile but has a start/finish line.").arg(m_side.id));
        return;
    }
    if (!m_data.startFinish) {
        error(0, "no-line", Tr::tr("The start/finish line of tile side %1 is missing.").arg(m_side.id));
        return;
    }
    const RoadLine line = *m_data.startFinish;
    if (line.road < 0 || line.road >= m_side.paths.size() || !(line.t > 0 && line.t < 1)) {
        error(0, "bad-line", Tr::tr("The start/finish line lies outside the roads of tile side %1.").arg(m_side.id));
        return;
    }
    if (!m_structureOk)
        return;
    for (int l = 0; l < lanes(line.road); ++l) {
        bool boundary = true, crossed = false;
        for (int i : m_data.laneSpaces(line.road, l)) {
            const TileSpace &s = m_data.spaces[i];
            if (s.span != 1)
                continue;
            crossed = crossed || (s.t0 <= line.t + kEps && s.t1 >= line.t - kEps);
            if (s.t0 < line.t - kEps && s.t1 > line.t + kEps)
                boundary = false;
        }
        if (crossed && !boundary)
            warning(0, "line-in-space", Tr::tr("The start/finish line runs through the middle of a space in lane %1.").arg(l + 1));
    }
}

SpaceMarks withoutLines(SpaceMarks m)
{
    m.sharp = false;
    m.line = 0;
    m.lineHazard = false;
    return m;
}

void Checker::sameSpaces()
{
    for (const TileSpace &s : m_data.spaces) {
        for (int id : s.same) {
            const TileSpace *t = m_data.space(id);
            // Another road's space (a junction), or a space of another lane of the same road (one
            // space drawn across two lanes).
            const bool otherLane = t && t->road == s.road && !t->covers(s.lane) && !s.covers(t->lane);
            if (!t || id == s.id || !onRoad(s) || !onRoad(*t) || (t->road == s.road && !otherLane))
                error(s.id, "bad-same", Tr::tr("Space %1 is said to be the same printed space as space %2, which is neither "
                                               "a space of another road nor one of another lane.").arg(s.id).arg(id));
            else if (otherLane && std::min(s.t1, t->t1) - std::max(s.t0, t->t0) <= kEps)
                warning(s.id, "same-apart", Tr::tr("Spaces %1 and %2 are one printed space but lie apart along the road: the "
                                                   "spaces of a lane are cut evenly, the printed ones may not be.").arg(s.id).arg(id));
            else if (withoutLines(t->marks) != withoutLines(s.marks)) // dotted lines may differ per lane
                warning(s.id, "same-differs", Tr::tr("Spaces %1 and %2 are the same printed space but carry different "
                                                     "markings.").arg(s.id).arg(id));
        }
    }
}

void Checker::catalogMarkings()
{
    for (const MarkingDifference &d : catalogDifferences(m_data, m_side)) {
        const MarkingKind kind = d.marking.kind;
        QString what;
        switch (kind) {
        case MarkingKind::Limit: what = Tr::tr("a speed limit of %1").arg(d.marking.value); break;
        case MarkingKind::LimitHazard: what = Tr::tr("a dangerous limit of %1").arg(d.marking.value); break;
        case MarkingKind::Shortcut: what = Tr::tr("a shortcut limit of %1").arg(d.marking.value); break;
        case MarkingKind::Jump: what = Tr::tr("a jump of %1").arg(d.marking.value); break;
        case MarkingKind::Water: what = Tr::tr("water"); break;
        case MarkingKind::Hazard: what = Tr::tr("an automatic hazard (dotted lines with “!”)"); break;
        case MarkingKind::Climb: what = Tr::tr("climb arrows"); break;
        }
        if (d.inData)
            warning(0, "not-in-catalog", Tr::tr("The data has %1, which the tile catalog does not list for %2.").arg(what, m_side.id));
        else
            warning(0, "missing-marking", Tr::tr("The tile catalog lists %1 for %2, which the data does not have.").arg(what, m_side.id));
    }
}

} // namespace

QList<SpaceProblem> check(const TileSpaces &spaces, const TileSide &side)
{
    return Checker(spaces, side).run();
}

QString markingKindId(MarkingKind kind)
{
    switch (kind) {
    case MarkingKind::Limit: return u"limit"_s;
    case MarkingKind::LimitHazard: return u"limitHazard"_s;
    case MarkingKind::Hazard: return u"hazard"_s;
    case MarkingKind::Shortcut: return u"shortcut"_s;
    case MarkingKind::Jump: return u"jump"_s;
    case MarkingKind::Water: return u"water"_s;
    case MarkingKind::Climb: return u"climb"_s;
    }
    return {};
}

QList<MarkingDifference> catalogDifferences(const TileSpaces &spaces, const TileSide &side)
{
    // Which kinds and values the data has and the catalog lists (tile-level, no counts). The
    // catalog's limits include the numbers on sharp corners' dotted lines (e.g. 112b, 117b).
    QSet<std::pair<int, int>> mine, listed;
    for (const TileSpace &s : spaces.spaces) {
        const SpaceMarks &m = s.marks;
        const auto add = [&mine](MarkingKind k, int v) { mine.insert({int(k), v}); };
        if (m.shortcut && m.limit > 0)
            add(MarkingKind::Shortcut, m.limit);
        else if (m.dangerous && m.limit > 0)
            add(MarkingKind::LimitHazard, m.limit);
        else if (m.limit > 0)
            add(MarkingKind::Limit, m.limit);
        if (m.sharp && m.line > 0)
            add(MarkingKind::Limit, m.line);
        if (m.sharp && m.lineHazard)
            add(MarkingKind::Hazard, 0);
        if (m.jump > 0)
            add(MarkingKind::Jump, m.jump);
        if (m.water)
            add(MarkingKind::Water, 0);
        if (m.climb != 0)
            add(MarkingKind::Climb, 0);
    }
    for (const Marking &k : side.markings)
        listed.insert({int(k.kind), k.kind == MarkingKind::Limit || k.kind == MarkingKind::LimitHazard
                                            || k.kind == MarkingKind::Shortcut || k.kind == MarkingKind::Jump
                                        ? k.value
                                        : 0});
    QList<MarkingDifference> out;
    for (const auto &[kind, value] : mine - listed)
        out.append({{MarkingKind(kind), value}, true});
    for (const auto &[kind, value] : listed - mine)
        out.append({{MarkingKind(kind), value}, false});
    std::sort(out.begin(), out.end(), [](const MarkingDifference &a, const MarkingDifference &b) {
        return std::tuple(int(a.marking.kind), a.marking.value, a.inData) < std::tuple(int(b.marking.kind), b.marking.value, b.inData);
    });
    return out;
}

QList<SpaceProblem> check(const TileSpaces &spaces, const TileCatalog &catalog)
{
    const TileSide *side = catalog.sideById(spaces.sideId);
    if (!side)
        return {{SpaceProblem::Severity::Error, spaces.sideId, 0, u"unknown-side"_s,
                 Tr::tr("There is no tile side %1 in the tile catalog.").arg(spaces.sideId)}};
    return check(spaces, *side);
}

bool hasErrors(const QList<SpaceProblem> &problems)
{
    return std::any_of(problems.begin(), problems.end(),
                       [](const SpaceProblem &p) { return p.severity == SpaceProblem::Severity::Error; });
}

QString severityId(SpaceProblem::Severity s)
{
    return s == SpaceProblem::Severity::Error ? u"error"_s : u"warning"_s;
}

} // namespace Pacenotes::SpaceCheck
