// SPDX-License-Identifier: GPL-3.0-or-later
#include "readingconversion.h"

#include "roadgeometry.h"
#include "spacegeometry.h"
#include "spacetemplates.h"

#include "catalog/tilecatalog.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QRegularExpression>

#include <algorithm>
#include <array>
#include <cmath>

namespace Pacenotes::ReadingConversion {

using namespace Qt::StringLiterals;

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(ReadingConversion)
};

constexpr double kEps = 1e-6;

QString roadId(const TileSide &side, int road)
{
    const TilePath &p = side.paths[road];
    return QString(HexDir::letter(p.from)) + u'-' + HexDir::letter(p.to);
}

QString joined(const QString &a, const QString &b)
{
    return a.isEmpty() ? b : b.isEmpty() ? a : a + u"; "_s + b;
}

/// Puts what a reading says about a space onto it; what the referee has no field for goes to
/// `notes` (and makes the space uncertain: the reading says something the data cannot hold).
void apply(TileSpace &s, const ReadMarks &read, const QString &where, QStringList &notes)
{
    const SpaceMarks &m = read.marks;
    SpaceMarks &to = s.marks;
    const MarkFields set = m.fields();
    // Marks read for the space add to what it has (a slide zone's id, for instance).
    if (set.has(MarkField::Limit))
        to.limit = m.limit;
    to.dangerous = to.dangerous || m.dangerous;
    if (set.has(MarkField::Sharp)) {
        to.sharp = true;
        to.line = m.line;
        to.lineHazard = m.lineHazard;
        to.lineEnds = m.lineEnds;
    }
    to.tripleLane = to.tripleLane || m.tripleLane;
    if (m.danger != Danger::None)
        to.danger = m.danger;
    if (m.terrain != Terrain::None)
        to.terrain = m.terrain;
    if (!m.corner.isEmpty()) {
        to.corner = m.corner;
        to.cornerLine = m.cornerLine;
    }
    if (!m.slide.isEmpty())
        to.slide = m.slide;
    to.shortcut = to.shortcut || m.shortcut;
    if (m.jump > 0)
        to.jump = m.jump;
    to.water = to.water || m.water;
    if (m.climb != 0)
        to.climb = m.climb;
    to.grid = to.grid || m.grid;
    s.uncertainMarks.bits |= read.uncertain.bits;
    s.why = joined(s.why, read.why);
    if (read.doubtOnly)
        s.uncertain = true;
    if (read.hazard) {
        notes << Tr::tr("%1: a “!” with no number, which the space data has no field for.").arg(where);
        s.uncertain = true;
        s.why = joined(s.why, Tr::tr("a “!” with no number is printed here"));
    }
    // A marking in words, or a remark: kept in the side's note.
    if (!read.other.isEmpty())
        notes << Tr::tr("%1: %2").arg(where, read.other);
    if (!read.note.isEmpty())
        notes << Tr::tr("%1: %2").arg(where, read.note);
}

} // namespace

std::pair<QString, int> pictureOf(const SpaceReading &reading)
{
    if (reading.pictures.isEmpty())
        return {QString(), 0};
    QString name = reading.pictures.first();
    // The readers looked at PNG copies; the picture is Rekee's WebP of the same name.
    static const QRegularExpression suffix(u"\\.(png|PNG)$"_s);
    name.replace(suffix, u".webp"_s);
    static const QRegularExpression variant(u"-([0-9]{1,2})\\.[A-Za-z]+$"_s);
    const QRegularExpressionMatch m = variant.match(name);
    return {name, m.hasMatch() ? m.captured(1).toInt() : 0};
}

std::optional<TileSpaces> toSpaces(const SpaceReading &reading, const TileSide &side, const Options &options, QString *error,
                                   QStringList *notesOut)
{
    const auto fail = [error](const QString &why) -> std::optional<TileSpaces> {
        if (error)
            *error = why;
        return std::nullopt;
    };
    if (reading.side != side.id)
        return fail(Tr::tr("The reading is of tile side %1, not %2.").arg(reading.side, side.id));
    if (reading.roads.size() != side.paths.size())
        return fail(Tr::tr("The reading has %1 roads; tile side %2 has %3.").arg(reading.roads.size()).arg(side.id).arg(side.paths.size()));

    // The lanes cut evenly into the counts read, as the editor recuts a lane.
    LaneCounts counts;
    for (const SpaceReading::Road &road : reading.roads) {
        QList<int> lanes(road.lanes.size(), 0);
        for (const SpaceReading::Lane &lane : road.lanes) {
            // A lane that cannot be seen (a tunnel), or that has no spaces of its own (another
            // branch's tarmac): the editor's default count, every space uncertain (below).
            if (lane.spaces <= 0) {
                lanes[lane.lane - 1] = SpaceTemplates::defaultCount(side, road.road);
                continue;
            }
            const int lowest = SpaceTemplates::minimumCount(side, road.road, lane.lane - 1);
            if (lane.spaces < lowest)
                return fail(Tr::tr("Lane %1 of road %2 is read with %3 space(s), but both of its ends are half spaces: it has at "
                                   "least %4.").arg(lane.lane).arg(roadId(side, road.road)).arg(lane.spaces).arg(lowest));
            lanes[lane.lane - 1] = lane.spaces;
        }
        counts.append(lanes);
    }
    TileSpaces out = SpaceTemplates::generate(side, counts);
    out.provenance = SpaceProvenance::ReadFromPicture;
    out.author = options.author;
    out.date = options.date;
    std::tie(out.picture, out.variant) = pictureOf(reading);
    QStringList notes;

    // The ids of lane spaces by road, lane and number (in driving order from the road's first edge).
    QHash<quint32, int> idAt;
    const auto key = [](int road, int lane, int space) { return quint32(road) << 20 | quint32(lane) << 10 | quint32(space); };
    for (const SpaceReading::Road &road : reading.roads)
        for (const SpaceReading::Lane &lane : road.lanes) {
            const QList<int> indexes = out.laneSpaces(road.road, lane.lane - 1);
            if (lane.spaces > 0 && indexes.size() != lane.spaces)
                return fail(Tr::tr("Lane %1 of road %2 could not be cut into %3 spaces.").arg(lane.lane).arg(roadId(side, road.road)).arg(lane.spaces));
            for (int k = 0; k < indexes.size(); ++k)
                idAt.insert(key(road.road, lane.lane, k + 1), out.spaces[indexes[k]].id);
        }
    const auto spaceAt = [&](int road, const ReadPlace &p) { return out.space(idAt.value(key(road, p.lane, p.space), 0)); };
    const auto where = [&](int road, int lane, int space) {
        return Tr::tr("road %1, lane %2, space %3").arg(roadId(side, road)).arg(lane).arg(space);
    };

    for (const SpaceReading::Road &road : reading.roads)
        for (const SpaceReading::Lane &lane : road.lanes) {
            const int count = int(out.laneSpaces(road.road, lane.lane - 1).size());
            const QString notRead = lane.spaces == SpaceReading::Lane::kHidden
                ? Tr::tr("the lane cannot be seen on the picture: the spaces are the editor's guess")
                : lane.spaces == 0 ? Tr::tr("not drawn as a lane of this road: the spaces are the editor's guess") : QString();
            for (int k = 1; k <= count; ++k) {
                TileSpace *s = spaceAt(road.road, {lane.lane, k});
                if (lane.uncertain || !notRead.isEmpty()) {
                    s->uncertain = true;
                    s->why = joined(s->why, joined(notRead, lane.why));
                }
            }
            for (const auto &[number, marks] : lane.marks)
                apply(*spaceAt(road.road, {lane.lane, number}), marks, where(road.road, lane.lane, number), notes);
            if (!lane.note.isEmpty())
                notes << Tr::tr("road %1, lane %2: %3").arg(roadId(side, road.road)).arg(lane.lane).arg(lane.note);
        }

    // Spaces across several lanes (counted in every lane they cover): a slide zone's lane spaces
    // take its id (its two spaces across the road follow); any other is one printed space (a GT
    // triple-lane corner's double inside space): its lane spaces carry its marks, the same space.
    for (const SpaceReading::Span &span : reading.spans) {
        QList<TileSpace *> covered;
        for (int lane = span.firstLane; lane <= span.lastLane; ++lane) {
            TileSpace *s = spaceAt(span.road, {lane, span.spaceIn(lane)});
            if (!s)
                return fail(Tr::tr("A space across lanes %1–%2 of road %3 names space %4 of lane %5, which the reading "
                                   "does not have.").arg(span.firstLane).arg(span.lastLane).arg(roadId(side, span.road))
                                .arg(span.spaceIn(lane)).arg(lane));
            covered << s;
        }
        for (int i = 0; i < covered.size(); ++i) {
            TileSpace &s = *covered[i];
            ReadMarks marks = span.marks;
            if (i > 0)
                marks.other.clear(); // said once, for the first lane
            if (!span.lineByLane.isEmpty()) {
                const auto line = span.lineByLane.constFind(s.lane + 1);
                marks.marks.sharp = line != span.lineByLane.cend();
                marks.marks.line = marks.marks.sharp ? *line : 0;
                marks.marks.lineHazard = marks.marks.sharp && *line == 0;
            }
            if (const auto ends = span.lineEndsByLane.constFind(s.lane + 1); ends != span.lineEndsByLane.cend())
                marks.marks.lineEnds = *ends;
            apply(s, marks, where(span.road, s.lane + 1, span.spaceIn(s.lane + 1)), notes);
            if (span.uncertain) {
                s.uncertain = true;
                s.why = joined(s.why, span.marks.why);
            }
        }
        if (span.marks.marks.slide.isEmpty())
            for (int i = 1; i < covered.size(); ++i)
                if (!covered[0]->same.contains(covered[i]->id))
                    covered[0]->same.append(covered[i]->id);
    }

    // Slide zones (DIRT p. 11): sliding counts the zone as two spaces across the road, separated by
    // its dotted line (taken as the zone's middle), over the lane spaces marked with its id.
    QMap<std::pair<int, QString>, std::array<double, 2>> zones;
    QMap<std::pair<int, QString>, std::pair<int, int>> zoneLanes;
    for (const TileSpace &s : std::as_const(out.spaces)) {
        if (s.marks.slide.isEmpty() || s.offRoad)
            continue;
        const std::pair<int, QString> zone{s.road, s.marks.slide};
        auto it = zones.find(zone);
        if (it == zones.end()) {
            zones.insert(zone, {s.t0, s.t1});
            zoneLanes.insert(zone, {s.lane, s.lane});
        } else {
            (*it)[0] = std::min((*it)[0], s.t0);
            (*it)[1] = std::max((*it)[1], s.t1);
            auto &lanes = zoneLanes[zone];
            lanes = {std::min(lanes.first, s.lane), std::max(lanes.second, s.lane)};
        }
    }
    for (auto it = zones.cbegin(); it != zones.cend(); ++it) {
        const auto [t0, t1] = *it;
        const auto [first, last] = zoneLanes.value(it.key());
        const double middle = (t0 + t1) / 2;
        for (const auto &[a, b] : {std::pair{t0, middle}, std::pair{middle, t1}}) {
            TileSpace s;
            s.id = out.nextId();
            s.road = it.key().first;
            s.lane = first;
            s.span = std::max(2, last - first + 1);
            s.t0 = a;
            s.t1 = b;
            s.marks.slide = it.key().second;
            out.spaces.append(s);
        }
    }
    SpaceTemplates::autoLinks(out);

    // Shortcuts: spaces beside the road, from the space they leave to the one they rejoin.
    const std::shared_ptr<const RoadGeometry> g = RoadGeometry::of(side);
    for (const SpaceReading::OffRoad &o : reading.offRoad) {
        const TileSpace *from = spaceAt(o.road, o.from), *to = spaceAt(o.road, o.to);
        if (!from || !to)
            return fail(Tr::tr("A shortcut of road %1 leaves or rejoins a space the reading does not have.").arg(roadId(side, o.road)));
        const RoadGeometry::Road &r = g->roads[o.road];
        const bool left = o.besideLane * 2 <= r.lanes(); // beside the left kerb, else the right
        const double a = std::min(from->middle(), to->middle()), b = std::max(from->middle(), to->middle());
        const int fromId = from->id, toId = to->id;
        int previous = from->middle() <= to->middle() ? fromId : toId;
        const int last = previous == fromId ? toId : fromId;
        for (int i = 0; i < o.spaces; ++i) {
            TileSpace s;
            s.id = out.nextId();
            s.road = o.road;
            s.offRoad = true;
            s.lane = -1;
            s.t0 = a + (b - a) * i / o.spaces;
            s.t1 = a + (b - a) * (i + 1) / o.spaces;
            const double t = s.middle();
            const QPointF kerb = r.boundaryAt(left ? 0 : r.lanes(), t);
            const QPointF across = RoadGeometry::rightOf(r.centre.directionAt(t));
            s.outline = SpaceGeometry::besideRoad(side, kerb, left ? -across : across);
            s.links.append({previous, false});
            if (i == o.spaces - 1)
                s.links.append({last, false});
            apply(s, o.marks, Tr::tr("road %1, shortcut").arg(roadId(side, o.road)), notes);
            s.marks.shortcut = true;
            s.uncertain = s.uncertain || o.uncertain;
            previous = s.id;
            out.spaces.append(s);
        }
    }

    if (reading.startFinish) {
        const SpaceReading::Line &line = *reading.startFinish;
        const QList<int> lane = out.laneSpaces(line.road, line.lane - 1);
        double t = 0;
        for (int i : lane)
            if (out.spaces[i].span == 1) {
                t = out.spaces[i].t0;
                break;
            }
        int seen = 0;
        for (int i : lane)
            if (out.spaces[i].span == 1 && ++seen == line.afterSpace)
                t = out.spaces[i].t1;
        out.startFinish = RoadLine{line.road, t};
        if (!line.drivingFrom.isEmpty())
            notes << Tr::tr("The cars drive in from edge %1.").arg(line.drivingFrom);
        if (line.uncertain)
            notes << Tr::tr("Where the start/finish line lies is uncertain: %1").arg(line.why);
        for (const SpaceReading::Line &other : reading.otherLines)
            notes << Tr::tr("Another start/finish line on road %1, after space %2 of lane %3 (the data holds one line).")
                         .arg(roadId(side, other.road)).arg(other.afterSpace).arg(other.lane);
    } else {
        out.startFinish.reset();
    }

    for (const SpaceReading::Shared &sh : reading.shared) {
        TileSpace *a = spaceAt(sh.roadA, sh.a);
        const TileSpace *b = spaceAt(sh.roadB, sh.b);
        if (!a || !b)
            return fail(Tr::tr("A shared space names a space the reading does not have."));
        if (!a->same.contains(b->id))
            a->same.append(b->id);
    }

    QStringList remarks;
    if (!reading.drivingFrom.isEmpty())
        remarks << Tr::tr("The cars drive in from edge %1.").arg(reading.drivingFrom);
    if (reading.pictures.size() > 1)
        remarks << (reading.markingsDifferBetweenVariants
                        ? Tr::tr("Read from %1; the variants' markings differ (see below).").arg(out.picture)
                        : Tr::tr("Read from %1; the other pictures (%2) print the same markings.")
                              .arg(out.picture, reading.pictures.mid(1).join(u", "_s)));
    else if (!out.picture.isEmpty())
        remarks << Tr::tr("Read from %1.").arg(out.picture);
    remarks += notes;
    if (!reading.notes.isEmpty())
        remarks << reading.notes;
    out.note = remarks.join(u'\n').left(4000);
    for (TileSpace &s : out.spaces)
        s.why = s.why.left(500); // the side format's limit: the note keeps the rest
    if (notesOut)
        *notesOut = notes;
    return out;
}

FolderResult packFromFolder(const QString &folder, const TileCatalog &catalog, const Options &options)
{
    FolderResult result;
    SpacePackInfo &info = result.pack.info;
    info.name = u"Tile pictures read for Pacenotes"_s;
    info.author = options.author;
    info.date = options.date;
    info.provenance = SpaceProvenance::ReadFromPicture;
    info.description = u"Lanes, spaces and markings of the tile sides, read off the tile pictures of Rekee "
                       "(github.com/t-rapp/rekee, www/tiles; the tile artwork is by Holy Grail Games): each side read "
                       "twice, independently, every disagreement settled by a third look. Only facts were taken: no "
                       "picture is part of Pacenotes. Readings that stayed uncertain are marked so on their spaces."_s;
    const QDir dir(folder);
    const QStringList files = dir.entryList({u"*.json"_s}, QDir::Files, QDir::Name);
    for (const QString &name : files) {
        QFile f(dir.filePath(name));
        if (!f.open(QIODevice::ReadOnly) || f.size() > SpacePackFile::kMaxJsonSize) {
            result.refused << Tr::tr("%1: cannot be read or larger than %2 bytes").arg(name).arg(SpacePackFile::kMaxJsonSize);
            continue;
        }
        QString why;
        const std::optional<SpaceReading> reading = SpaceReading::fromJson(f.readAll(), catalog, &why);
        if (!reading) {
            result.refused << name + u": "_s + why;
            continue;
        }
        const bool noSpaces = std::all_of(reading->roads.cbegin(), reading->roads.cend(), [](const SpaceReading::Road &r) {
            return std::all_of(r.lanes.cbegin(), r.lanes.cend(), [](const SpaceReading::Lane &l) { return l.spaces == 0; });
        });
        if (noSpaces) {
            // The pit tile (the format has no field for its lanes), the Assistance tile (no driving
            // spaces): the template stays.
            result.notes << Tr::tr("%1: no driving spaces to read; its template stays.").arg(reading->side);
            continue;
        }
        if (result.pack.sides.contains(reading->side)) {
            result.refused << Tr::tr("%1: a second reading of tile side %2").arg(name, reading->side);
            continue;
        }
        QStringList notes;
        const std::optional<TileSpaces> spaces = toSpaces(*reading, *catalog.side(reading->side), options, &why, &notes);
        if (!spaces) {
            result.refused << name + u": "_s + why;
            continue;
        }
        for (const QString &n : std::as_const(notes))
            result.notes << reading->side + u": "_s + n;
        result.pack.sides.insert(spaces->sideId, *spaces);
    }
    return result;
}

} // namespace Pacenotes::ReadingConversion
