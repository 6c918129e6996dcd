// SPDX-License-Identifier: GPL-3.0-or-later
#include "spacejson.h"

#include "catalog/tilecatalog.h"
#include "rules/rulestypes.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <cmath>

namespace Pacenotes::SpaceJson {

using namespace Qt::StringLiterals;

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(SpaceJson)
};

QString roadId(const TileSide &side, int road)
{
    const TilePath &p = side.paths[road];
    return QString(HexDir::letter(p.from)) + u'-' + HexDir::letter(p.to);
}

QJsonValue number(double v)
{
    // Positions are written to a millionth of the road: enough, and stable in text; a fraction
    // (1/3, written 0.333333) is read back exactly (SpaceFractions::exactPosition).
    return std::round(v * 1e6) / 1e6;
}

/// A strict reading of one object: the first problem is kept with its path; later reads return
/// their defaults.
class Reader
{
public:
    Reader(const QJsonObject &o, QString path, QString *error) : m_o(o), m_path(std::move(path)), m_error(error) {}

    bool ok() const { return m_error->isEmpty(); }
    void fail(const QString &key, const QString &what) const
    {
        if (m_error->isEmpty())
            *m_error = (key.isEmpty() ? m_path : m_path.isEmpty() ? key : m_path + u'.' + key) + u": "_s + what;
    }
    bool has(const char *key) const { return m_o.contains(QLatin1StringView(key)); }
    QJsonValue value(const char *key) const { return m_o.value(QLatin1StringView(key)); }
    QString path(const char *key) const { return m_path.isEmpty() ? QString::fromLatin1(key) : m_path + u'.' + QLatin1StringView(key); }

    void allowOnly(std::initializer_list<const char *> keys) const
    {
        for (auto it = m_o.begin(); it != m_o.end(); ++it) {
            bool known = false;
            for (const char *k : keys)
                known = known || it.key() == QLatin1StringView(k);
            if (!known) {
                QStringList names;
                for (const char *k : keys)
                    names << QString::fromLatin1(k);
                fail(it.key(), Tr::tr("unknown field; expected one of: %1").arg(names.join(u", "_s)));
                return;
            }
        }
    }
    int integer(const char *key, int lo, int hi, int fallback) const
    {
        if (!has(key))
            return fallback;
        const QJsonValue v = value(key);
        const double d = v.toDouble(std::nan(""));
        if (!v.isDouble() || !std::isfinite(d) || d != std::floor(d) || d < lo || d > hi) {
            fail(QString::fromLatin1(key), Tr::tr("expected a whole number from %1 to %2").arg(lo).arg(hi));
            return fallback;
        }
        return int(d);
    }
    double real(const char *key, double lo, double hi, double fallback) const
    {
        if (!has(key))
            return fallback;
        const QJsonValue v = value(key);
        const double d = v.toDouble(std::nan(""));
        if (!v.isDouble() || !std::isfinite(d) || d < lo || d > hi) {
            fail(QString::fromLatin1(key), Tr::tr("expected a number from %1 to %2").arg(lo).arg(hi));
            return fallback;
        }
        return d;
    }
    bool boolean(const char *key) const
    {
        if (!has(key))
            return false;
        if (!value(key).isBool()) {
            fail(QString::fromLatin1(key), Tr::tr("expected true or false"));
            return false;
        }
        return value(key).toBool();
    }
    QString string(const char *key, int maxLength) const
    {
        if (!has(key))
            return {};
        const QJsonValue v = value(key);
        if (!v.isString() || v.toString().size() > maxLength) {
            fail(QString::fromLatin1(key), Tr::tr("expected text of at most %1 characters").arg(maxLength));
            return {};
        }
        return v.toString();
    }
    QJsonArray array(const char *key, int maxItems) const
    {
        if (!has(key))
            return {};
        const QJsonValue v = value(key);
        if (!v.isArray() || v.toArray().size() > maxItems) {
            fail(QString::fromLatin1(key), Tr::tr("expected a list of at most %1 items").arg(maxItems));
            return {};
        }
        return v.toArray();
    }
    /// One of `ids` known only at run time (a side's roads); its index, or -1 (and a failure).
    int pick(const char *key, const QStringList &ids) const
    {
        if (!has(key))
            return -1;
        const int i = value(key).isString() ? int(ids.indexOf(value(key).toString())) : -1;
        if (i < 0)
            fail(QString::fromLatin1(key), Tr::tr("expected one of: %1").arg(ids.join(u", "_s)));
        return i;
    }
    /// One of the enum's ids (its EnumIds table); `fallback` (and a failure) for anything else.
    template<typename E>
    E choice(const char *key, E fallback) const
    {
        if (!has(key))
            return fallback;
        if (const std::optional<E> e = value(key).isString() ? enumFromId<E>(value(key).toString()) : std::nullopt)
            return *e;
        fail(QString::fromLatin1(key), Tr::tr("expected one of: %1").arg(enumIdList<E>().join(u", "_s)));
        return fallback;
    }

private:
    QJsonObject m_o;
    QString m_path;
    QString *m_error;
};

int readRoad(const Reader &r, const char *key, const TileSide &side)
{
    QStringList ids;
    for (int i = 0; i < side.paths.size(); ++i)
        ids << roadId(side, i);
    if (ids.isEmpty()) {
        r.fail(QString::fromLatin1(key), Tr::tr("tile side %1 has no roads").arg(side.id));
        return -1;
    }
    return r.pick(key, ids);
}

void writeMarks(QJsonObject &o, const SpaceMarks &m)
{
    if (m.limit > 0)
        o.insert(u"limit"_s, m.limit);
    if (m.dangerous)
        o.insert(u"dangerous"_s, true);
    if (m.sharp)
        o.insert(u"sharp"_s, true);
    if (m.lineHazard)
        o.insert(u"line"_s, u"!"_s);
    else if (m.line > 0)
        o.insert(u"line"_s, m.line);
    if (m.lineEnds != SharpEnds::Both)
        o.insert(u"lineEnds"_s, enumId(m.lineEnds));
    if (m.tripleLane)
        o.insert(u"tripleLane"_s, true);
    if (m.danger != Danger::None)
        o.insert(u"danger"_s, enumId(m.danger));
    if (m.terrain != Terrain::None)
        o.insert(u"terrain"_s, enumId(m.terrain));
    if (!m.corner.isEmpty())
        o.insert(u"corner"_s, QJsonObject{{u"id"_s, m.corner},
                                          {u"line"_s, m.cornerLine == CornerLine::Outside ? u"outside"_s : u"inside"_s}});
    if (!m.slide.isEmpty())
        o.insert(u"slide"_s, m.slide);
    if (m.shortcut)
        o.insert(u"shortcut"_s, true);
    if (m.jump > 0)
        o.insert(u"jump"_s, m.jump);
    if (m.water)
        o.insert(u"water"_s, true);
    if (m.climb != 0)
        o.insert(u"climb"_s, m.climb > 0 ? u"+1"_s : u"-1"_s);
    if (m.grid)
        o.insert(u"grid"_s, true);
    if (m.pit != PitLane::None)
        o.insert(u"pit"_s, enumId(m.pit));
}

SpaceMarks readMarks(const Reader &r)
{
    SpaceMarks m;
    m.limit = r.integer("limit", 0, 6, 0);
    m.dangerous = r.boolean("dangerous");
    m.sharp = r.boolean("sharp");
    if (r.has("line")) {
        if (r.value("line").isString() && r.value("line").toString() == "!"_L1)
            m.lineHazard = true;
        else if (r.value("line").isString())
            r.fail(u"line"_s, Tr::tr("expected a number from 1 to 6 or \"!\""));
        else
            m.line = r.integer("line", 1, 6, 0);
    }
    m.lineEnds = r.choice("lineEnds", SharpEnds::Both);
    m.tripleLane = r.boolean("tripleLane");
    m.danger = r.choice("danger", Danger::None);
    m.terrain = r.choice("terrain", Terrain::None);
    if (r.has("corner") && !r.value("corner").isObject())
        r.fail(u"corner"_s, Tr::tr("expected an object {\"id\", \"line\"}"));
    m.slide = r.string("slide", 20);
    m.shortcut = r.boolean("shortcut");
    m.jump = r.integer("jump", 0, 6, 0);
    m.water = r.boolean("water");
    if (r.has("climb")) {
        const QString c = r.value("climb").toString();
        if (c == "+1"_L1 || c == "-1"_L1)
            m.climb = c == "+1"_L1 ? 1 : -1;
        else
            r.fail(u"climb"_s, Tr::tr("expected \"+1\" or \"-1\""));
    }
    m.grid = r.boolean("grid");
    m.pit = r.choice("pit", PitLane::None);
    return m;
}

} // namespace

int versionFor(const TileSpaces &data)
{
    if (data.provenance == SpaceProvenance::ReadFromPicture || !data.picture.isEmpty() || data.variant > 0)
        return 2;
    for (const TileSpace &s : data.spaces)
        if (s.doubtful() || !s.why.isEmpty() || !s.same.isEmpty() || s.marks.climb != 0 || s.marks.lineEnds != SharpEnds::Both)
            return 2;
    return 1;
}

QJsonObject toJson(const TileSpaces &data, const TileSide &side)
{
    QJsonObject o{{u"format"_s, QString(kFormat)},
                  {u"formatVersion"_s, versionFor(data)},
                  {u"side"_s, data.sideId},
                  {u"provenance"_s, enumId(data.provenance)}};
    if (!data.author.isEmpty())
        o.insert(u"author"_s, data.author);
    if (!data.date.isEmpty())
        o.insert(u"date"_s, data.date);
    if (!data.note.isEmpty())
        o.insert(u"note"_s, data.note);
    if (!data.picture.isEmpty())
        o.insert(u"picture"_s, data.picture);
    if (data.variant > 0)
        o.insert(u"variant"_s, data.variant);
    if (data.startFinish && data.startFinish->road >= 0 && data.startFinish->road < side.paths.size())
        o.insert(u"startFinish"_s, QJsonObject{{u"road"_s, roadId(side, data.startFinish->road)},
                                               {u"at"_s, number(data.startFinish->t)}});
    QJsonArray spaces;
    for (const TileSpace &s : data.spaces) {
        QJsonObject j{{u"id"_s, s.id}};
        if (s.road >= 0 && s.road < side.paths.size()) {
            j.insert(u"road"_s, roadId(side, s.road));
            if (!s.offRoad) {
                j.insert(u"lane"_s, s.lane + 1);
                if (s.span != 1)
                    j.insert(u"span"_s, s.span);
            }
            j.insert(u"start"_s, number(s.t0));
            j.insert(u"end"_s, number(s.t1));
        }
        if (s.offRoad)
            j.insert(u"offRoad"_s, true);
        if (s.road < 0)
            j.insert(u"lane"_s, s.lane + 1);
        if (!s.outline.isEmpty()) {
            QJsonArray points;
            for (const QPointF &p : s.outline)
                points.append(QJsonArray{number(p.x()), number(p.y())});
            j.insert(u"outline"_s, points);
        }
        if (!s.links.isEmpty()) {
            QJsonArray links;
            for (const SpaceLink &l : s.links) {
                QJsonObject lo{{u"to"_s, l.to}};
                if (l.diagonal)
                    lo.insert(u"diagonal"_s, true);
                links.append(lo);
            }
            j.insert(u"links"_s, links);
        }
        if (!s.same.isEmpty()) {
            QJsonArray same;
            for (int id : s.same)
                same.append(id);
            j.insert(u"same"_s, same);
        }
        writeMarks(j, s.marks);
        if (s.uncertain)
            j.insert(u"confidence"_s, u"uncertain"_s);
        if (!s.uncertainMarks.isEmpty()) {
            QJsonArray fields;
            for (const auto &[field, id] : EnumIds<MarkField>::table)
                if (s.uncertainMarks.has(field))
                    fields.append(QString::fromLatin1(id));
            j.insert(u"uncertainMarks"_s, fields);
        }
        if (!s.why.isEmpty())
            j.insert(u"why"_s, s.why);
        spaces.append(j);
    }
    o.insert(u"spaces"_s, spaces);
    return o;
}

std::optional<TileSpaces> fromJson(const QJsonObject &json, const TileCatalog &catalog, QString *error)
{
    QString problem;
    const Reader top(json, QString(), &problem);
    const auto fail = [&](const QString &why) -> std::optional<TileSpaces> {
        if (error)
            *error = why;
        return std::nullopt;
    };
    if (json.value("format"_L1).toString() != kFormat)
        return fail(Tr::tr("This is not the space data of a tile side (the \"format\" is not \"%1\").").arg(kFormat));
    const int version = top.integer("formatVersion", 1, 1000, 0);
    if (version == 0)
        return fail(problem.isEmpty() ? Tr::tr("formatVersion: missing") : problem);
    if (version > kFormatVersion)
        return fail(Tr::tr("The space data is in format version %1; this Pacenotes reads up to version %2.").arg(version).arg(kFormatVersion));
    // Version 1 files know nothing of version 2's fields: one there is a mistake, as any unknown field.
    const bool v2 = version >= 2;
    if (v2)
        top.allowOnly({"format", "formatVersion", "side", "provenance", "author", "date", "note", "picture", "variant",
                       "startFinish", "spaces"});
    else
        top.allowOnly({"format", "formatVersion", "side", "provenance", "author", "date", "note", "startFinish", "spaces"});
    if (!problem.isEmpty())
        return fail(problem);
    const QString sideId = top.string("side", 20);
    const TileSide *side = catalog.side(sideId);
    if (!side)
        return fail(problem.isEmpty() ? Tr::tr("side: \"%1\" is not a tile side of the catalog").arg(sideId) : problem);

    TileSpaces out;
    out.sideId = side->id;
    if (!top.has("provenance") && problem.isEmpty())
        top.fail(u"provenance"_s, Tr::tr("missing; expected one of: %1").arg(enumIdList<SpaceProvenance>().join(u", "_s)));
    out.provenance = top.choice("provenance", SpaceProvenance::Template);
    if (out.provenance == SpaceProvenance::ReadFromPicture && !v2 && problem.isEmpty())
        top.fail(u"provenance"_s, Tr::tr("\"read-from-picture\" needs format version 2"));
    out.author = top.string("author", 200);
    out.date = top.string("date", 40);
    out.note = top.string("note", 4000);
    out.picture = top.string("picture", 200);
    out.variant = top.integer("variant", 0, 99, 0);
    if (top.has("startFinish")) {
        if (!top.value("startFinish").isObject()) {
            top.fail(u"startFinish"_s, Tr::tr("expected an object {\"road\", \"at\"}"));
        } else {
            const Reader line(top.value("startFinish").toObject(), u"startFinish"_s, &problem);
            line.allowOnly({"road", "at"});
            RoadLine l;
            l.road = readRoad(line, "road", *side);
            l.t = SpaceFractions::exactPosition(line.real("at", 0, 1, -1));
            if ((l.road < 0 || l.t < 0) && problem.isEmpty())
                line.fail(QString(), Tr::tr("needs \"road\" and \"at\""));
            out.startFinish = l;
        }
    }
    const QJsonArray spaces = top.array("spaces", kMaxSpaces);
    for (int i = 0; i < spaces.size() && problem.isEmpty(); ++i) {
        const QString path = u"spaces[%1]"_s.arg(i);
        if (!spaces[i].isObject())
            return fail(path + u": "_s + Tr::tr("expected an object"));
        const Reader r(spaces[i].toObject(), path, &problem);
        if (v2)
            r.allowOnly({"id", "road", "lane", "span", "start", "end", "offRoad", "outline", "links", "same", "limit",
                         "dangerous", "sharp", "line", "lineEnds", "tripleLane", "danger", "terrain", "corner", "slide", "shortcut",
                         "jump", "water", "climb", "grid", "pit", "confidence", "uncertainMarks", "why"});
        else
            r.allowOnly({"id", "road", "lane", "span", "start", "end", "offRoad", "outline", "links", "limit", "dangerous",
                         "sharp", "line", "tripleLane", "danger", "terrain", "corner", "slide", "shortcut", "jump", "water",
                         "grid", "pit"});
        TileSpace s;
        s.id = r.integer("id", 1, 100000, 0);
        if (s.id == 0 && problem.isEmpty())
            r.fail(u"id"_s, Tr::tr("missing"));
        s.offRoad = r.boolean("offRoad");
        if (r.has("road")) {
            s.road = readRoad(r, "road", *side);
            s.lane = s.offRoad ? -1 : r.integer("lane", 1, 8, 1) - 1;
            s.span = s.offRoad ? 1 : r.integer("span", 1, 8, 1);
            s.t0 = SpaceFractions::exactPosition(r.real("start", -1, 2, 0));
            s.t1 = SpaceFractions::exactPosition(r.real("end", -1, 2, 1));
        } else {
            s.road = -1;
            s.lane = r.integer("lane", 1, 8, 1) - 1;
        }
        const QJsonArray outline = r.array("outline", kMaxOutlinePoints);
        for (int k = 0; k < outline.size(); ++k) {
            const QJsonArray pt = outline[k].toArray();
            const double x = pt.size() == 2 ? pt[0].toDouble(std::nan("")) : std::nan("");
            const double y = pt.size() == 2 ? pt[1].toDouble(std::nan("")) : std::nan("");
            if (!std::isfinite(x) || !std::isfinite(y) || std::abs(x) > 2000 || std::abs(y) > 2000) {
                r.fail(u"outline[%1]"_s.arg(k), Tr::tr("expected a point [x, y] on the tile (each from −2000 to 2000)"));
                break;
            }
            s.outline << QPointF(x, y);
        }
        const QJsonArray links = r.array("links", kMaxLinks);
        for (int k = 0; k < links.size() && problem.isEmpty(); ++k) {
            if (!links[k].isObject()) {
                r.fail(u"links[%1]"_s.arg(k), Tr::tr("expected an object {\"to\", \"diagonal\"}"));
                break;
            }
            const Reader l(links[k].toObject(), r.path("links") + u"[%1]"_s.arg(k), &problem);
            l.allowOnly({"to", "diagonal"});
            const int to = l.integer("to", 1, 100000, 0);
            if (to == 0 && problem.isEmpty())
                l.fail(u"to"_s, Tr::tr("missing"));
            s.links.append({to, l.boolean("diagonal")});
        }
        const QJsonArray same = r.array("same", kMaxLinks);
        for (int k = 0; k < same.size(); ++k) {
            const double d = same[k].toDouble(-1);
            if (!same[k].isDouble() || d < 1 || d > 100000 || d != std::floor(d)) {
                r.fail(u"same[%1]"_s.arg(k), Tr::tr("expected the number of a space"));
                break;
            }
            s.same.append(int(d));
        }
        s.marks = readMarks(r);
        if (r.has("confidence")) {
            const QString c = r.value("confidence").toString();
            if (c == "uncertain"_L1 || c == "certain"_L1)
                s.uncertain = c == "uncertain"_L1;
            else
                r.fail(u"confidence"_s, Tr::tr("expected \"certain\" or \"uncertain\""));
        }
        const QJsonArray doubtful = r.array("uncertainMarks", 16);
        for (int k = 0; k < doubtful.size(); ++k) {
            const std::optional<MarkField> f = doubtful[k].isString() ? enumFromId<MarkField>(doubtful[k].toString()) : std::nullopt;
            if (!f) {
                r.fail(u"uncertainMarks[%1]"_s.arg(k), Tr::tr("expected one of: %1").arg(enumIdList<MarkField>().join(u", "_s)));
                break;
            }
            s.uncertainMarks.add(*f);
        }
        s.why = r.string("why", 500);
        if (r.has("corner") && r.value("corner").isObject() && problem.isEmpty()) {
            const Reader c(r.value("corner").toObject(), r.path("corner"), &problem);
            c.allowOnly({"id", "line"});
            s.marks.corner = c.string("id", 20);
            const CornerLine line = c.choice("line", CornerLine::None);
            if ((s.marks.corner.isEmpty() || line == CornerLine::None) && problem.isEmpty())
                c.fail(QString(), Tr::tr("needs \"id\" and \"line\" (inside or outside)"));
            s.marks.cornerLine = line == CornerLine::Outside ? CornerLine::Outside : CornerLine::Inside;
        }
        out.spaces.append(s);
    }
    if (!problem.isEmpty())
        return fail(problem);
    return out;
}

std::optional<TileSpaces> fromJson(const QByteArray &json, const TileCatalog &catalog, QString *error)
{
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &pe);
    if (pe.error != QJsonParseError::NoError) {
        if (error)
            *error = Tr::tr("Not valid JSON (%1 at byte %2).").arg(pe.errorString()).arg(pe.offset);
        return std::nullopt;
    }
    if (!doc.isObject()) {
        if (error)
            *error = Tr::tr("Expected a JSON object.");
        return std::nullopt;
    }
    return fromJson(doc.object(), catalog, error);
}

} // namespace Pacenotes::SpaceJson
