// SPDX-License-Identifier: GPL-3.0-or-later
#include "rgtformat.h"

#include "catalog/tilecatalog.h"
#include "importedtiles.h"
#include "trackjson.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace Pacenotes::RgtFormat {

using namespace Qt::StringLiterals;

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(RgtFormat)
};

/// The editor's picture size, written back as the editor writes it.
constexpr int kLowResWidth = 2480;
constexpr int kLowResHeight = 1748;

/// (Y + (Y & 1)) / 2 with C++'s truncating division and two's complement '&', as in the
/// editor's own arithmetic, so negative rows convert the same way in both directions.
constexpr int halfRow(int y)
{
    return (y + (y & 1)) / 2;
}

} // namespace

HexCoord fromOffset(int x, int y)
{
    return HexCoord{-x - halfRow(y) + kOffsetQ, y + kOffsetR};
}

QPoint toOffset(HexCoord pos)
{
    const int y = pos.r - kOffsetR;
    return QPoint(-(pos.q - kOffsetQ) - halfRow(y), y);
}

QString editorId(const QString &sideId, int variant, const TileCatalog &catalog)
{
    // The pit tile and the fillers exist once, so their ids carry no variant.
    if (sideId == "101"_L1)
        return u"101a"_s;
    static const struct { const char *side; const char *alias; } aliases[] = {
        {"902a", "filler1a"}, {"902b", "filler1b"}, {"903a", "filler2a"},
        {"903b", "filler2b"}, {"904a", "filler3a"}, {"904b", "filler3b"}, {"905a", "PODIUM"},
    };
    for (const auto &a : aliases)
        if (sideId == QLatin1StringView(a.side))
            return QString::fromLatin1(a.alias);
    QString id = sideId;
    if (variant > 0)
        id += u'-' + QString::number(variant);
    const TileSide *side = catalog.sideById(sideId);
    return side && side->game == Game::Dirt ? id.toUpper() : id;
}

bool looksLike(const QJsonObject &root)
{
    return root.value("Tuiles"_L1).isArray();
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
    if (!ImportedTiles::readTexts(root, {{"Name"_L1, &track.title}, {"Author"_L1, &track.author}}, &why))
        return fail(why);
    const std::optional<QJsonArray> list = ImportedTiles::tileArray(root, "Tuiles"_L1, Tr::tr("An .rgt track needs a \"Tuiles\" list."), &why);
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
        const std::optional<int> x = ImportedTiles::wholeNumber(t.value("X"_L1));
        const std::optional<int> y = ImportedTiles::wholeNumber(t.value("Y"_L1));
        const std::optional<int> orientation = ImportedTiles::wholeNumber(t.value("Orientation"_L1));
        if (!x || !y || !orientation)
            return fail(Tr::tr("Tile %1 of the track needs whole numbers X, Y and Orientation.").arg(n));
        if (!imported.add(n, t.value("TuileId"_L1), fromOffset(*x, *y), *orientation, &why))
            return fail(why);
        const QJsonValue tokens = t.value("Tokens"_L1);
        if (tokens.isUndefined() || tokens.isNull())
            continue;
        if (!tokens.isArray())
            return fail(Tr::tr("The tokens of tile %1 must be a list.").arg(n));
        for (const QJsonValue &token : tokens.toArray()) {
            const QJsonValue id = token.toObject().value("TokenId"_L1);
            imported.dropToken(id.isString() ? id.toString() : Tr::tr("unnamed token"));
        }
    }
    track.tiles = imported.tiles();
    track.game = imported.inferGame();
    if (notes)
        *notes << imported.notes();
    return track;
}

QJsonObject toJson(const Track &track, const TileCatalog &catalog)
{
    QJsonArray tiles;
    for (const PlacedTile &t : track.tiles) {
        const QPoint xy = toOffset(t.pos);
        tiles.append(QJsonObject{{"X"_L1, xy.x()},
                                 {"Y"_L1, xy.y()},
                                 {"Orientation"_L1, t.rotation},
                                 {"TuileId"_L1, editorId(t.sideId, t.variant, catalog)}});
    }
    QJsonObject root{{"Path"_L1, u"C:\\Applications\\RallymanGT Track Editor\\My Tracks"_s},
                     {"Name"_L1, track.title},
                     {"Tuiles"_L1, tiles},
                     {"lowResWidth"_L1, kLowResWidth},
                     {"lowResHeight"_L1, kLowResHeight}};
    if (!track.author.isEmpty())
        root.insert("Author"_L1, track.author);
    return root;
}

} // namespace Pacenotes::RgtFormat
