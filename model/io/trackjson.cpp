// SPDX-License-Identifier: GPL-3.0-or-later
#include "trackjson.h"

#include "catalog/catalognames.h"
#include "catalog/tilecatalog.h"
#include "catalog/tileid.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QSet>

#include <cmath>

namespace Pacenotes::TrackJson {

using namespace Qt::StringLiterals;

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(TrackJson)
};

bool isInt(const QJsonValue &v)
{
    // Range first: converting a double beyond qint64 (1e95 in a hostile file) is undefined.
    if (!v.isDouble())
        return false;
    const double d = v.toDouble();
    return std::isfinite(d) && std::abs(d) < 1e9 && d == std::floor(d);
}
} // namespace

bool isTrackJson(const QJsonObject &root)
{
    return root.value("format"_L1).toString() == "pacenotes-track"_L1;
}

QJsonObject toJson(const Track &track)
{
    QJsonObject o;
    o.insert("format"_L1, u"pacenotes-track"_s);
    o.insert("formatVersion"_L1, kFormatVersion);
    o.insert("title"_L1, track.title);
    if (!track.author.isEmpty())
        o.insert("author"_L1, track.author);
    if (!track.notes.isEmpty())
        o.insert("notes"_L1, track.notes);
    if (!track.source.isEmpty())
        o.insert("source"_L1, track.source);
    o.insert("game"_L1, CatalogNames::gameId(track.game));
    o.insert("laps"_L1, track.laps);
    if (track.reverseCourse)
        o.insert("reverseCourse"_L1, true);
    QJsonArray tiles;
    for (const PlacedTile &t : track.tiles) {
        QJsonObject j;
        j.insert("id"_L1, t.variant > 0 ? t.sideId + u'-' + QString::number(t.variant) : t.sideId);
        j.insert("q"_L1, t.pos.q);
        j.insert("r"_L1, t.pos.r);
        j.insert("rotation"_L1, t.rotation);
        tiles.append(j);
    }
    o.insert("tiles"_L1, tiles);
    if (!track.tileList.isEmpty()) {
        QJsonArray list;
        for (const TileCount &c : track.tileList)
            list.append(QJsonObject{{"id"_L1, c.sideId}, {"count"_L1, c.count}});
        o.insert("tileList"_L1, list);
    }
    return o;
}

std::optional<Track> fromJson(const QJsonObject &root, const TileCatalog &catalog, QString *error)
{
    const auto fail = [error](const QString &why) -> std::optional<Track> {
        if (error)
            *error = why;
        return std::nullopt;
    };
    if (!isTrackJson(root))
        return fail(Tr::tr("This is not a Pacenotes track (the \"format\" field is missing or different)."));
    const QJsonValue version = root.value("formatVersion"_L1);
    if (!isInt(version))
        return fail(Tr::tr("The track has no valid \"formatVersion\"."));
    if (version.toInt() > kFormatVersion)
        return fail(Tr::tr("The track was written by a newer Pacenotes (format version %1; this version reads up to %2).")
                        .arg(version.toInt()).arg(kFormatVersion));
    if (version.toInt() < 1)
        return fail(Tr::tr("The track has an invalid format version %1.").arg(version.toInt()));

    Track track;
    for (const auto &[key, field] : {std::pair{"title"_L1, &track.title}, std::pair{"author"_L1, &track.author},
                                     std::pair{"notes"_L1, &track.notes}, std::pair{"source"_L1, &track.source}}) {
        const QJsonValue v = root.value(key);
        if (v.isUndefined() || v.isNull())
            continue;
        if (!v.isString())
            return fail(Tr::tr("The field \"%1\" must be text.").arg(key));
        if (v.toString().size() > 100000)
            return fail(Tr::tr("The field \"%1\" is too long.").arg(key));
        *field = v.toString();
    }
    const std::optional<Game> game = CatalogNames::gameFromId(root.value("game"_L1).toString());
    if (!game)
        return fail(Tr::tr("The field \"game\" must be \"gt\" or \"dirt\"."));
    track.game = *game;
    const QJsonValue laps = root.value("laps"_L1);
    if (!laps.isUndefined()) {
        if (!isInt(laps) || laps.toInt() < 1 || laps.toInt() > 99)
            return fail(Tr::tr("The field \"laps\" must be a whole number from 1 to 99."));
        track.laps = laps.toInt();
    }
    const QJsonValue reverse = root.value("reverseCourse"_L1);
    if (!reverse.isUndefined() && !reverse.isBool())
        return fail(Tr::tr("The field \"reverseCourse\" must be true or false."));
    track.reverseCourse = reverse.toBool();

    const QJsonValue tilesValue = root.value("tiles"_L1);
    if (!tilesValue.isUndefined() && !tilesValue.isArray())
        return fail(Tr::tr("The field \"tiles\" must be a list."));
    const QJsonArray tiles = tilesValue.toArray();
    if (tiles.size() > kMaxTiles)
        return fail(Tr::tr("The track has %n tile(s); at most %1 are accepted.", nullptr, int(tiles.size())).arg(kMaxTiles));
    QSet<HexCoord> seen;
    for (qsizetype i = 0; i < tiles.size(); ++i) {
        if (!tiles[i].isObject())
            return fail(Tr::tr("Tile %1 of the track is not an object.").arg(i + 1));
        const QJsonObject t = tiles[i].toObject();
        const QJsonValue id = t.value("id"_L1);
        if (!id.isString())
            return fail(Tr::tr("Tile %1 of the track has no tile id.").arg(i + 1));
        const std::optional<TileId> tid = TileId::parse(id.toString());
        if (!tid || !catalog.sideById(tid->sideId()))
            return fail(Tr::tr("Tile %1 of the track has the unknown tile id \"%2\".").arg(i + 1).arg(id.toString().left(40)));
        for (const char *k : {"q", "r", "rotation"})
            if (!isInt(t.value(QLatin1StringView(k))))
                return fail(Tr::tr("Tile %1 of the track needs whole numbers q, r and rotation.").arg(i + 1));
        PlacedTile p;
        p.sideId = tid->sideId();
        p.variant = tid->variant;
        p.pos = {t.value("q"_L1).toInt(), t.value("r"_L1).toInt()};
        p.rotation = t.value("rotation"_L1).toInt();
        if (std::abs(p.pos.q) > kMaxCoordinate || std::abs(p.pos.r) > kMaxCoordinate)
            return fail(Tr::tr("Tile %1 of the track lies at %2, too far out to be a real table.").arg(i + 1).arg(p.pos.toString()));
        if (p.rotation < 0 || p.rotation > 5)
            return fail(Tr::tr("Tile %1 of the track has rotation %2; it must be 0 to 5.").arg(i + 1).arg(p.rotation));
        if (seen.contains(p.pos))
            return fail(Tr::tr("Tile %1 of the track is at %2, where another tile already is.").arg(i + 1).arg(p.pos.toString()));
        seen.insert(p.pos);
        track.tiles.append(p);
    }

    const QJsonValue listValue = root.value("tileList"_L1);
    if (!listValue.isUndefined() && !listValue.isArray())
        return fail(Tr::tr("The field \"tileList\" must be a list."));
    const QJsonArray list = listValue.toArray();
    if (list.size() > kMaxTiles)
        return fail(Tr::tr("The tile list is too long."));
    for (qsizetype i = 0; i < list.size(); ++i) {
        const QJsonObject c = list[i].toObject();
        const std::optional<TileId> tid = TileId::parse(c.value("id"_L1).toString());
        if (!tid || !catalog.sideById(tid->sideId()))
            return fail(Tr::tr("Entry %1 of the tile list has the unknown tile id \"%2\".")
                            .arg(i + 1).arg(c.value("id"_L1).toString().left(40)));
        const QJsonValue n = c.value("count"_L1);
        if (!isInt(n) || n.toInt() < 1 || n.toInt() > 99)
            return fail(Tr::tr("Entry %1 of the tile list needs a count from 1 to 99.").arg(i + 1));
        track.tileList.append({tid->sideId(), n.toInt()});
    }
    return track;
}

} // namespace Pacenotes::TrackJson
