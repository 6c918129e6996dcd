// SPDX-License-Identifier: GPL-3.0-or-later
#include "spacereading.h"

#include "catalog/tilecatalog.h"
#include "rules/json/jsonscope.h"
#include "rules/rulestypes.h"
#include "spacegeometry.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>

#include <cmath>

namespace Pacenotes {

using namespace Qt::StringLiterals;

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(SpaceReading)
};

constexpr int kMaxLanes = 8;
constexpr int kMaxSpaces = 40;
constexpr int kMaxItems = 200;
constexpr int kMaxText = 2000; ///< a reason or a remark (several readers' joined)
constexpr int kHidden = SpaceReading::Lane::kHidden;

QStringList roadIds(const TileSide &side)
{
    QStringList ids;
    for (const TilePath &p : side.paths)
        ids << QString(HexDir::letter(p.from)) + u'-' + HexDir::letter(p.to);
    return ids;
}

int lanesOf(const TileSide &side, int road)
{
    return std::max(SpaceGeometry::lanesAt(side, road, true), SpaceGeometry::lanesAt(side, road, false));
}

bool uncertainIn(const JsonScope &s)
{
    const QString c = s.string("confidence"_L1, u"certain"_s, 20);
    if (c != "certain"_L1 && c != "uncertain"_L1)
        s.fail("confidence"_L1, JsonText::expectedChoice({u"certain"_s, u"uncertain"_s}));
    return c == "uncertain"_L1;
}

/// The mark fields of one object (a lane's mark entry, a span's or an off-road space's "marks").
/// Fields already read for the same space are kept; a field read twice with different values fails.
void readMarkFields(const JsonScope &s, ReadMarks &out)
{
    const bool uncertain = uncertainIn(s);
    SpaceMarks &m = out.marks;
    const auto note = [&](MarkField f) {
        if (uncertain)
            out.uncertain.add(f);
    };
    const auto setInt = [&](QLatin1StringView key, int lo, int hi, int &field, MarkField f) {
        if (!s.has(key))
            return;
        const int v = s.integer(key, lo, hi, 0);
        if (field != 0 && field != v)
            s.fail(key, Tr::tr("read twice for this space, with different values"));
        field = v;
        note(f);
    };
    const auto setBool = [&](QLatin1StringView key, bool &field, MarkField f) {
        if (!s.has(key))
            return;
        if (s.boolean(key, false)) {
            field = true;
            note(f);
        }
    };
    setInt("limit"_L1, 1, 6, m.limit, MarkField::Limit);
    setBool("dangerous"_L1, m.dangerous, MarkField::Dangerous);
    if (s.has("hazard"_L1) && s.boolean("hazard"_L1, false))
        out.hazard = true;
    setBool("sharp"_L1, m.sharp, MarkField::Sharp);
    if (s.has("line"_L1)) {
        const QJsonValue v = s.value("line"_L1);
        if (v.isString() && v.toString() == "!"_L1)
            m.lineHazard = true;
        else if (v.isString())
            s.fail("line"_L1, Tr::tr("expected a number from 1 to 6 or \"!\""));
        else
            setInt("line"_L1, 1, 6, m.line, MarkField::Sharp);
        note(MarkField::Sharp);
    }
    if (s.has("lineEnds"_L1)) {
        m.lineEnds = s.choice("lineEnds"_L1, SharpEnds::Both);
        note(MarkField::Sharp);
    }
    setBool("tripleLane"_L1, m.tripleLane, MarkField::TripleLane);
    if (s.has("danger"_L1)) {
        m.danger = s.choice("danger"_L1, Danger::None);
        note(MarkField::Danger);
    }
    if (s.has("terrain"_L1)) {
        m.terrain = s.choice("terrain"_L1, Terrain::None);
        note(MarkField::Terrain);
    }
    if (s.has("corner"_L1)) {
        const JsonScope c = s.object("corner"_L1);
        c.allowOnly({"id"_L1, "line"_L1});
        m.corner = c.string("id"_L1, QString(), 20);
        const QString line = c.string("line"_L1, QString(), 20);
        if (m.corner.isEmpty() || (line != "inside"_L1 && line != "outside"_L1))
            s.fail("corner"_L1, Tr::tr("expected {\"id\": \"1\", \"line\": \"inside\" or \"outside\"}"));
        m.cornerLine = line == "outside"_L1 ? CornerLine::Outside : CornerLine::Inside;
        note(MarkField::Corner);
    }
    if (s.has("slide"_L1)) {
        const QJsonValue v = s.value("slide"_L1);
        m.slide = v.isDouble() ? QString::number(v.toInt()) : s.string("slide"_L1, QString(), 20);
        if (m.slide.isEmpty())
            s.fail("slide"_L1, Tr::tr("expected the slide zone's id"));
        note(MarkField::Slide);
    }
    setBool("shortcut"_L1, m.shortcut, MarkField::Shortcut);
    setInt("jump"_L1, 1, 6, m.jump, MarkField::Jump);
    setBool("water"_L1, m.water, MarkField::Water);
    if (s.has("climb"_L1)) {
        const QString c = s.value("climb"_L1).toString();
        if (c != "+1"_L1 && c != "-1"_L1)
            s.fail("climb"_L1, JsonText::expectedChoice({u"+1"_s, u"-1"_s}));
        m.climb = c == "+1"_L1 ? 1 : -1;
        note(MarkField::Climb);
    }
    setBool("grid"_L1, m.grid, MarkField::Grid);
    if (s.has("other"_L1)) {
        const QString other = s.string("other"_L1, QString(), 300);
        out.other = out.other.isEmpty() ? other : out.other + u"; "_s + other;
    }
    if (const QString why = s.string("why"_L1, QString(), kMaxText); !why.isEmpty())
        out.why = out.why.isEmpty() ? why : out.why + u"; "_s + why;
    if (const QString note = s.string("note"_L1, QString(), kMaxText); !note.isEmpty())
        out.note = out.note.isEmpty() ? note : out.note + u"; "_s + note;
    // "Uncertain" with no mark field: whether anything is printed there at all is in doubt.
    if (uncertain && out.uncertain.isEmpty() && m.isPlain() && !out.hazard)
        out.doubtOnly = true;
}

const std::initializer_list<QLatin1StringView> kMarkKeys{
    "limit"_L1, "dangerous"_L1, "hazard"_L1, "sharp"_L1, "line"_L1, "lineEnds"_L1, "tripleLane"_L1, "danger"_L1, "terrain"_L1,
    "corner"_L1, "slide"_L1, "shortcut"_L1, "jump"_L1, "water"_L1, "climb"_L1, "grid"_L1, "other"_L1,
    "confidence"_L1, "why"_L1, "note"_L1};

QStringList keysWith(std::initializer_list<QLatin1StringView> a, std::initializer_list<QLatin1StringView> b)
{
    QStringList out;
    for (QLatin1StringView k : a)
        out << QString(k);
    for (QLatin1StringView k : b)
        out << QString(k);
    return out;
}

ReadPlace readPlace(const JsonScope &parent, QLatin1StringView key, const QList<int> &laneCounts)
{
    if (!parent.has(key)) {
        parent.fail(key, Tr::tr("missing"));
        return {};
    }
    const JsonScope p = parent.object(key);
    p.allowOnly({"lane"_L1, "space"_L1});
    ReadPlace out;
    out.lane = p.integer("lane"_L1, 1, int(laneCounts.size()), 0);
    const int count = out.lane > 0 ? laneCounts[out.lane - 1] : kMaxSpaces;
    out.space = p.integer("space"_L1, 1, std::max(1, count), 0);
    if (p.ok() && (out.lane == 0 || out.space == 0))
        p.fail("space"_L1, Tr::tr("needs \"lane\" and \"space\""));
    return out;
}

} // namespace

int SpaceReading::Span::spaceIn(int lane) const
{
    for (const ReadPlace &p : at)
        if (p.lane == lane)
            return p.space;
    return from.space;
}

std::optional<SpaceReading> SpaceReading::fromJson(const QJsonObject &json, const TileCatalog &catalog, QString *error)
{
    JsonErrors errors;
    const JsonScope top(json, QString(), &errors);
    const auto fail = [&](const QString &why) -> std::optional<SpaceReading> {
        if (error)
            *error = why;
        return std::nullopt;
    };
    top.allowOnly({"format"_L1, "formatVersion"_L1, "side"_L1, "reader"_L1, "pictures"_L1, "markingsDifferBetweenVariants"_L1,
                   "roads"_L1, "spans"_L1, "offRoad"_L1, "startFinish"_L1, "shared"_L1, "notes"_L1, "drivingFrom"_L1});
    if (!errors.ok())
        return fail(errors.message);
    if (json.value("format"_L1).toString() != SpaceReadingFormat::kFormat)
        return fail(Tr::tr("This is not a reading of a tile side (the \"format\" is not \"%1\").").arg(SpaceReadingFormat::kFormat));
    const int version = top.integer("formatVersion"_L1, 1, 1000, 0);
    if (version > SpaceReadingFormat::kFormatVersion)
        return fail(Tr::tr("The reading is in format version %1; this Pacenotes reads up to version %2.")
                        .arg(version).arg(SpaceReadingFormat::kFormatVersion));
    SpaceReading out;
    out.side = top.string("side"_L1, QString(), 20);
    const TileSide *side = catalog.side(out.side);
    if (!errors.ok() || !side)
        return fail(errors.ok() ? Tr::tr("side: \"%1\" is not a tile side of the catalog").arg(out.side) : errors.message);
    out.side = side->id;
    out.reader = top.string("reader"_L1, QString(), 40);
    const QJsonArray pictures = top.array("pictures"_L1, 10);
    for (int i = 0; i < pictures.size(); ++i) {
        if (!pictures[i].isString() || pictures[i].toString().isEmpty() || pictures[i].toString().size() > 100) {
            errors.fail(u"pictures[%1]"_s.arg(i), Tr::tr("expected a picture's file name"));
            break;
        }
        out.pictures << pictures[i].toString();
    }
    out.markingsDifferBetweenVariants = top.boolean("markingsDifferBetweenVariants"_L1, false);
    out.notes = top.string("notes"_L1, QString(), 4000);
    out.drivingFrom = top.string("drivingFrom"_L1, QString(), 1);

    // Roads: one per catalog path, lanes as the catalog's edges give them.
    const QStringList ids = roadIds(*side);
    const QJsonArray roads = top.array("roads"_L1, 8);
    QList<QList<int>> counts(side->paths.size());
    QList<bool> seen(side->paths.size(), false);
    for (int i = 0; i < roads.size() && errors.ok(); ++i) {
        const JsonScope r = JsonScope::element(roads, i, u"roads"_s, &errors);
        r.allowOnly({"road"_L1, "lanes"_L1});
        Road road;
        road.road = int(ids.indexOf(r.string("road"_L1, QString(), 10)));
        if (road.road < 0) {
            r.fail("road"_L1, JsonText::expectedChoice(ids));
            break;
        }
        if (seen[road.road]) {
            r.fail("road"_L1, Tr::tr("read twice"));
            break;
        }
        seen[road.road] = true;
        const int laneCount = lanesOf(*side, road.road);
        const QJsonArray lanes = r.array("lanes"_L1, kMaxLanes);
        if (r.ok() && lanes.size() != laneCount) {
            r.fail("lanes"_L1, Tr::tr("road %1 has %n lane(s) by the tile catalog", nullptr, laneCount).arg(ids[road.road]));
            break;
        }
        QList<int> &roadCounts = counts[road.road];
        roadCounts.fill(0, laneCount);
        for (int k = 0; k < lanes.size() && errors.ok(); ++k) {
            const JsonScope l = JsonScope::element(lanes, k, r.path("lanes"_L1), &errors);
            l.allowOnly({"lane"_L1, "spaces"_L1, "confidence"_L1, "why"_L1, "marks"_L1, "note"_L1});
            Lane lane;
            lane.lane = l.integer("lane"_L1, 1, laneCount, 0);
            // null: the lane cannot be seen (a tunnel); 0: no spaces of its own (another road's
            // tarmac, the Assistance tile).
            lane.spaces = l.value("spaces"_L1).isNull() && l.has("spaces"_L1) ? kHidden : l.integer("spaces"_L1, 0, kMaxSpaces, -1);
            if (l.ok() && (lane.lane == 0 || lane.spaces == -1)) {
                l.fail("spaces"_L1, Tr::tr("needs \"lane\" and \"spaces\""));
                break;
            }
            if (l.ok() && std::any_of(road.lanes.cbegin(), road.lanes.cend(), [&lane](const Lane &x) { return x.lane == lane.lane; })) {
                l.fail("lane"_L1, Tr::tr("read twice"));
                break;
            }
            roadCounts[lane.lane - 1] = std::max(lane.spaces, 0);
            lane.uncertain = uncertainIn(l);
            lane.why = l.string("why"_L1, QString(), kMaxText);
            lane.note = l.string("note"_L1, QString(), kMaxText);
            const QJsonArray marks = l.array("marks"_L1, kMaxItems);
            for (int m = 0; m < marks.size() && errors.ok(); ++m) {
                const JsonScope e = JsonScope::element(marks, m, l.path("marks"_L1), &errors);
                e.allowOnly(keysWith(kMarkKeys, {"space"_L1}));
                const int space = e.integer("space"_L1, 1, std::max(lane.spaces, 1), 0);
                if (e.ok() && space == 0) {
                    e.fail("space"_L1, Tr::tr("missing"));
                    break;
                }
                auto it = std::find_if(lane.marks.begin(), lane.marks.end(), [space](const auto &p) { return p.first == space; });
                if (it == lane.marks.end()) {
                    lane.marks.append({space, ReadMarks{}});
                    it = lane.marks.end() - 1;
                }
                readMarkFields(e, it->second);
            }
            std::sort(lane.marks.begin(), lane.marks.end(), [](const auto &a, const auto &b) { return a.first < b.first; });
            road.lanes.append(lane);
        }
        std::sort(road.lanes.begin(), road.lanes.end(), [](const Lane &a, const Lane &b) { return a.lane < b.lane; });
        out.roads.append(road);
    }
    for (int r = 0; r < seen.size() && errors.ok(); ++r)
        if (!seen[r])
            errors.fail(u"roads"_s, Tr::tr("road %1 of the tile catalog is not read").arg(ids[r]));
    std::sort(out.roads.begin(), out.roads.end(), [](const Road &a, const Road &b) { return a.road < b.road; });

    const auto roadOf = [&](const JsonScope &s) {
        const int road = int(ids.indexOf(s.string("road"_L1, QString(), 10)));
        if (road < 0)
            s.fail("road"_L1, JsonText::expectedChoice(ids));
        return road;
    };
    const QJsonArray spans = top.array("spans"_L1, kMaxItems);
    for (int i = 0; i < spans.size() && errors.ok(); ++i) {
        const JsonScope s = JsonScope::element(spans, i, u"spans"_s, &errors);
        s.allowOnly({"road"_L1, "lanes"_L1, "fromSpace"_L1, "at"_L1, "marks"_L1, "confidence"_L1, "why"_L1, "note"_L1});
        Span span;
        span.road = roadOf(s);
        if (span.road < 0)
            break;
        const QJsonArray lanes = s.array("lanes"_L1, 2);
        const int n = int(counts[span.road].size());
        span.firstLane = lanes.size() == 2 ? lanes[0].toInt() : 0;
        span.lastLane = lanes.size() == 2 ? lanes[1].toInt() : 0;
        if (s.ok() && !(span.firstLane >= 1 && span.firstLane < span.lastLane && span.lastLane <= n)) {
            s.fail("lanes"_L1, Tr::tr("expected [first, last] lanes of the road, from 1 to %1").arg(n));
            break;
        }
        span.from = readPlace(s, "fromSpace"_L1, counts[span.road]);
        const QJsonArray at = s.array("at"_L1, kMaxLanes);
        for (int k = 0; k < at.size() && errors.ok(); ++k) {
            const JsonScope a = JsonScope::element(at, k, s.path("at"_L1), &errors);
            a.allowOnly({"lane"_L1, "space"_L1});
            const int lane = a.integer("lane"_L1, span.firstLane, std::max(span.firstLane, span.lastLane), 0);
            const int count = lane > 0 ? counts[span.road].value(lane - 1) : 0;
            const int space = a.integer("space"_L1, 1, std::max(1, count), 0);
            if (a.ok() && (lane == 0 || space == 0))
                a.fail("space"_L1, Tr::tr("needs \"lane\" and \"space\""));
            span.at.append({lane, space});
        }
        const JsonScope marks = s.object("marks"_L1);
        readMarkFields(marks, span.marks);
        marks.allowOnly(keysWith(kMarkKeys, {"lineByLane"_L1, "lineEndsByLane"_L1}));
        if (marks.has("lineEndsByLane"_L1)) {
            const JsonScope byLane = marks.object("lineEndsByLane"_L1);
            for (const QString &key : byLane.keys()) {
                bool number = false;
                const int lane = key.toInt(&number);
                const std::optional<SharpEnds> ends
                    = byLane.value(key).isString() ? enumFromId<SharpEnds>(byLane.value(key).toString()) : std::nullopt;
                if (!number || lane < span.firstLane || lane > span.lastLane || !ends) {
                    marks.fail("lineEndsByLane"_L1, Tr::tr("expected {\"<lane covered>\": \"both\", \"start\" or \"end\"}"));
                    break;
                }
                span.lineEndsByLane.insert(lane, *ends);
            }
        }
        if (marks.has("lineByLane"_L1)) {
            const JsonScope byLane = marks.object("lineByLane"_L1);
            for (const QString &key : byLane.keys()) {
                bool number = false;
                const int lane = key.toInt(&number);
                const QJsonValue v = byLane.value(key);
                const bool hazard = v.isString() && v.toString() == "!"_L1;
                const double d = v.toDouble(-1);
                if (!number || lane < span.firstLane || lane > span.lastLane
                    || !(hazard || (v.isDouble() && d >= 1 && d <= 6 && d == std::floor(d)))) {
                    marks.fail("lineByLane"_L1, Tr::tr("expected {\"<lane covered>\": 1 to 6 or \"!\"}"));
                    break;
                }
                span.lineByLane.insert(lane, hazard ? 0 : int(d));
            }
            if (!span.marks.marks.sharp && errors.ok())
                marks.fail("lineByLane"_L1, Tr::tr("dotted lines belong to a sharp-corner space: add \"sharp\": true"));
            if (span.uncertain || span.marks.uncertain.has(MarkField::Sharp) || uncertainIn(marks))
                span.marks.uncertain.add(MarkField::Sharp);
        }
        span.uncertain = uncertainIn(s);
        if (const QString why = s.string("why"_L1, QString(), kMaxText); !why.isEmpty())
            span.marks.why = span.marks.why.isEmpty() ? why : why + u"; "_s + span.marks.why;
        if (const QString note = s.string("note"_L1, QString(), kMaxText); !note.isEmpty())
            span.marks.note = span.marks.note.isEmpty() ? note : note + u"; "_s + span.marks.note;
        out.spans.append(span);
    }
    const QJsonArray offRoad = top.array("offRoad"_L1, kMaxItems);
    for (int i = 0; i < offRoad.size() && errors.ok(); ++i) {
        const JsonScope s = JsonScope::element(offRoad, i, u"offRoad"_s, &errors);
        s.allowOnly({"road"_L1, "besideLane"_L1, "from"_L1, "to"_L1, "spaces"_L1, "marks"_L1, "confidence"_L1, "why"_L1,
                     "note"_L1});
        OffRoad o;
        o.road = roadOf(s);
        if (o.road < 0)
            break;
        o.besideLane = s.integer("besideLane"_L1, 1, int(counts[o.road].size()), 0);
        o.from = readPlace(s, "from"_L1, counts[o.road]);
        o.to = readPlace(s, "to"_L1, counts[o.road]);
        o.spaces = s.integer("spaces"_L1, 1, 6, 1);
        readMarkFields(s.object("marks"_L1), o.marks);
        s.object("marks"_L1).allowOnly(keysWith(kMarkKeys, {}));
        if (const QString note = s.string("note"_L1, QString(), kMaxText); !note.isEmpty())
            o.marks.note = o.marks.note.isEmpty() ? note : note + u"; "_s + o.marks.note;
        o.uncertain = uncertainIn(s);
        if (const QString why = s.string("why"_L1, QString(), kMaxText); !why.isEmpty())
            o.marks.why = o.marks.why.isEmpty() ? why : why + u"; "_s + o.marks.why;
        if (s.ok() && o.besideLane == 0)
            s.fail("besideLane"_L1, Tr::tr("missing"));
        out.offRoad.append(o);
    }
    // One line, or a list of them (tiles with two roads): the first is the one kept, the others
    // are named in the note.
    QJsonArray lines;
    if (top.value("startFinish"_L1).isArray())
        lines = top.array("startFinish"_L1, 4);
    else if (top.value("startFinish"_L1).isObject())
        lines.append(top.value("startFinish"_L1));
    else if (top.has("startFinish"_L1) && !top.value("startFinish"_L1).isNull())
        top.fail("startFinish"_L1, Tr::tr("expected an object, or a list of them"));
    for (int i = 0; i < lines.size() && errors.ok(); ++i) {
        const JsonScope s = JsonScope::element(lines, i, u"startFinish"_s, &errors);
        s.allowOnly({"road"_L1, "lane"_L1, "afterSpace"_L1, "drivingFrom"_L1, "confidence"_L1, "why"_L1});
        Line line;
        line.road = roadOf(s);
        if (line.road >= 0) {
            line.lane = s.integer("lane"_L1, 1, int(counts[line.road].size()), 1);
            line.afterSpace = s.integer("afterSpace"_L1, 0, counts[line.road].value(line.lane - 1), -1);
            if (s.ok() && line.afterSpace < 0)
                s.fail("afterSpace"_L1, Tr::tr("missing"));
        }
        line.drivingFrom = s.string("drivingFrom"_L1, QString(), 1);
        line.uncertain = uncertainIn(s);
        line.why = s.string("why"_L1, QString(), kMaxText);
        if (!out.startFinish)
            out.startFinish = line;
        else
            out.otherLines.append(line);
    }
    const QJsonArray shared = top.array("shared"_L1, kMaxItems);
    for (int i = 0; i < shared.size() && errors.ok(); ++i) {
        const JsonScope s = JsonScope::element(shared, i, u"shared"_s, &errors);
        s.allowOnly({"a"_L1, "b"_L1, "note"_L1});
        Shared sh;
        for (const bool first : {true, false}) {
            const JsonScope p = s.object(first ? "a"_L1 : "b"_L1);
            p.allowOnly({"road"_L1, "lane"_L1, "space"_L1});
            const int road = roadOf(p);
            if (road < 0)
                break;
            const ReadPlace place{p.integer("lane"_L1, 1, int(counts[road].size()), 0), 0};
            const int count = place.lane > 0 ? counts[road][place.lane - 1] : 0;
            const ReadPlace full{place.lane, p.integer("space"_L1, 1, std::max(1, count), 0)};
            if (p.ok() && (full.lane == 0 || full.space == 0))
                p.fail("space"_L1, Tr::tr("needs \"road\", \"lane\" and \"space\""));
            (first ? sh.roadA : sh.roadB) = road;
            (first ? sh.a : sh.b) = full;
        }
        if (errors.ok() && sh.roadA == sh.roadB)
            errors.fail(u"shared[%1]"_s.arg(i), Tr::tr("names two spaces of the same road"));
        out.shared.append(sh);
    }
    if (!errors.ok())
        return fail(errors.message);
    return out;
}

std::optional<SpaceReading> SpaceReading::fromJson(const QByteArray &json, const TileCatalog &catalog, QString *error)
{
    JsonErrors errors;
    const std::optional<QJsonObject> o = readRequestObject(json, &errors);
    if (!o) {
        if (error)
            *error = errors.message;
        return std::nullopt;
    }
    return fromJson(*o, catalog, error);
}

} // namespace Pacenotes
