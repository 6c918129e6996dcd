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
    QString why;
    if (!ImportedTiles::readTexts(root, {{"title"_L1, &track.title}, {"author"_L1, &track.author}}, &why))
        return fail(why);
    const std::optional<QJsonArray> list = ImportedTiles::tileArray(root, "tiles"_L1, Tr::tr("A Rekee track needs a \"tiles\" list."), &why);
    if (!list)
        return fail(why);
    const QJsonArray &tiles = *list;

    ImportedTiles imported(catalog);
    for (qsizetype i = 0; i < tiles.size(); ++i) {
        const int n = int(i + 1);
        const std::optional<QJsonObject> tile = ImportedTiles::tileObject(tiles, n, &why);
        if (!tile)
            return fail(why);
        const QJsonObject &t = *tile;
        const std::optional<int> q = ImportedTiles::wholeNumber(t.value("q"_L1));
        const std::optional<int> r = ImportedTiles::wholeNumber(t.value("r"_L1));
        const std::optional<int> dir = ImportedTiles::wholeNumber(t.value("dir"_L1));
        if (!q || !r || !dir)
            return fail(Tr::tr("Tile %1 of the track needs whole numbers q, r and dir.").arg(n));
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
