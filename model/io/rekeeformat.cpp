// SPDX-License-Identifier: GPL-3.0-or-later
#include "rekeeformat.h"

#include "importedtiles.h"
#include "trackjson.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace Pacenotes::RekeeFormat {

using namespace Qt::StringLiterals;

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(RekeeFormat)
};

/// Coordinates beyond this are not even worth a precise message.
constexpr int kNumberLimit = 1000000;
constexpr qsizetype kMaxTextLength = 100000;

} // namespace

bool looksLike(const QJsonObject &root)
{
    return !root.contains("format"_L1) && root.value("tiles"_L1).isArray();
}

std::optional<Track> fromJson(const QJsonObject &root, const TileCatalog &catalog, QString *error, QStringList *notes)
{
    const auto fail = [error](const QString &why) -> std::optional<Track> {
        if (error)
            *error = why;
        return std::nullopt;
    };
    Track track;
    for (const auto &[key, field] : {std::pair{"title"_L1, &track.title}, std::pair{"author"_L1, &track.author}}) {
        const QJsonValue v = root.value(key);
        if (v.isUndefined() || v.isNull())
            continue;
        if (!v.isString())
            return fail(Tr::tr("The field \"%1\" must be text.").arg(key));
        if (v.toString().size() > kMaxTextLength)
            return fail(Tr::tr("The field \"%1\" is too long.").arg(key));
        *field = v.toString();
    }
    const QJsonValue tilesValue = root.value("tiles"_L1);
    if (!tilesValue.isArray())
        return fail(Tr::tr("A Rekee track needs a \"tiles\" list."));
    const QJsonArray tiles = tilesValue.toArray();
    if (tiles.size() > TrackJson::kMaxTiles)
        return fail(Tr::tr("The track has %1 tiles; at most %2 are accepted.").arg(tiles.size()).arg(TrackJson::kMaxTiles));

    ImportedTiles imported(catalog);
    for (qsizetype i = 0; i < tiles.size(); ++i) {
        const int n = int(i + 1);
        if (!tiles[i].isObject())
            return fail(Tr::tr("Tile %1 of the track is not an object.").arg(n));
        const QJsonObject t = tiles[i].toObject();
        const std::optional<int> q = ImportedTiles::wholeNumber(t.value("q"_L1), kNumberLimit);
        const std::optional<int> r = ImportedTiles::wholeNumber(t.value("r"_L1), kNumberLimit);
        const std::optional<int> dir = ImportedTiles::wholeNumber(t.value("dir"_L1), kNumberLimit);
        if (!q || !r || !dir)
            return fail(Tr::tr("Tile %1 of the track needs whole numbers q, r and dir.").arg(n));
        QString why;
        if (!imported.add(n, t.value("id"_L1), HexCoord{*q, *r}, *dir, &why))
            return fail(why);
        const QJsonValue tokens = t.value("tokens"_L1);
        if (tokens.isUndefined() || tokens.isNull())
            continue;
        if (!tokens.isArray())
            return fail(Tr::tr("The tokens of tile %1 must be a list.").arg(n));
        for (const QJsonValue &token : tokens.toArray()) {
            const QJsonValue id = token.toObject().value("id"_L1);
            imported.dropToken(id.isString() ? id.toString() : Tr::tr("unnamed token"));
        }
    }
    track.tiles = imported.tiles();
    track.game = imported.inferGame();
    if (notes)
        *notes << imported.notes();
    return track;
}

QJsonObject toJson(const Track &track)
{
    QJsonArray tiles;
    for (const PlacedTile &t : track.tiles) {
        QString id = t.sideId;
        if (t.variant > 0)
            id += u'-' + QString::number(t.variant);
        tiles.append(QJsonObject{{"id"_L1, id}, {"q"_L1, t.pos.q}, {"r"_L1, t.pos.r}, {"dir"_L1, t.rotation}});
    }
    QJsonObject root{{"title"_L1, track.title}, {"tiles"_L1, tiles}};
    if (!track.author.isEmpty())
        root.insert("author"_L1, track.author);
    return root;
}

} // namespace Pacenotes::RekeeFormat
