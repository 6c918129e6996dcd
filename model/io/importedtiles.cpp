// SPDX-License-Identifier: GPL-3.0-or-later
#include "importedtiles.h"

#include "catalog/catalognames.h"
#include "catalog/tilecatalog.h"
#include "catalog/tileid.h"
#include "trackjson.h"

#include <QCoreApplication>

#include <cmath>

namespace Pacenotes {

using namespace Qt::StringLiterals;

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(ImportedTiles)
};
} // namespace

namespace {
constexpr qsizetype kMaxTextLength = 100000;

template<typename T>
std::optional<T> failWith(QString *error, const QString &why)
{
    if (error)
        *error = why;
    return std::nullopt;
}
} // namespace

bool ImportedTiles::readTexts(const QJsonObject &root,
                              std::initializer_list<std::pair<QLatin1StringView, QString *>> fields, QString *error)
{
    for (const auto &[key, field] : fields) {
        const QJsonValue v = root.value(key);
        if (v.isUndefined() || v.isNull())
            continue;
        const QString why = !v.isString()                         ? Tr::tr("The field \"%1\" must be text.").arg(key)
                            : v.toString().size() > kMaxTextLength ? Tr::tr("The field \"%1\" is too long.").arg(key)
                                                                   : QString();
        if (!why.isEmpty()) {
            if (error)
                *error = why;
            return false;
        }
        *field = v.toString();
    }
    return true;
}

std::optional<QJsonArray> ImportedTiles::tileArray(const QJsonObject &root, QLatin1StringView key,
                                                   const QString &missing, QString *error)
{
    const QJsonValue value = root.value(key);
    if (!value.isArray())
        return failWith<QJsonArray>(error, missing);
    const QJsonArray tiles = value.toArray();
    if (tiles.size() > TrackJson::kMaxTiles)
        return failWith<QJsonArray>(
            error, Tr::tr("The track has %n tile(s); at most %1 are accepted.", nullptr, int(tiles.size())).arg(TrackJson::kMaxTiles));
    return tiles;
}

std::optional<QJsonObject> ImportedTiles::tileObject(const QJsonArray &tiles, qsizetype index, QString *error)
{
    if (index < 1 || index > tiles.size() || !tiles[index - 1].isObject())
        return failWith<QJsonObject>(error, Tr::tr("Tile %1 of the track is not an object.").arg(index));
    return tiles[index - 1].toObject();
}

std::optional<int> ImportedTiles::wholeNumber(const QJsonValue &v, int limit)
{
    if (!v.isDouble())
        return std::nullopt;
    const double d = v.toDouble();
    if (!std::isfinite(d) || d != std::floor(d) || std::abs(d) > limit)
        return std::nullopt;
    return int(d);
}

bool ImportedTiles::add(int index, const QJsonValue &id, HexCoord pos, int rotation, QString *error)
{
    const auto fail = [error](const QString &why) {
        if (error)
            *error = why;
        return false;
    };
    if (!id.isString())
        return fail(Tr::tr("Tile %1 has no tile id.").arg(index));
    const std::optional<TileId> tid = TileId::parse(id.toString());
    if (!tid || !m_catalog.sideById(tid->sideId()))
        return fail(Tr::tr("Tile %1 has the unknown tile id \"%2\".").arg(index).arg(id.toString().left(40)));
    if (std::abs(pos.q) > TrackJson::kMaxCoordinate || std::abs(pos.r) > TrackJson::kMaxCoordinate)
        return fail(Tr::tr("Tile %1 lies at %2, too far out to be a real table.").arg(index).arg(pos.toString()));
    if (rotation < 0 || rotation > 5)
        return fail(Tr::tr("Tile %1 has rotation %2; it must be 0 to 5.").arg(index).arg(rotation));
    if (m_taken.contains(pos))
        return fail(Tr::tr("Tile %1 is at %2, where another tile already is.").arg(index).arg(pos.toString()));
    if (m_tiles.size() >= TrackJson::kMaxTiles)
        return fail(Tr::tr("The track has more than %1 tiles.").arg(TrackJson::kMaxTiles));
    m_taken.insert(pos);
    // A variant names one physical copy among several. For a tile that exists once ("101b-1",
    // "902a-2") or beyond the copies any box holds it means nothing, and is dropped.
    const int copies = m_catalog.copiesInAllBoxes(tid->number);
    const int variant = copies > 1 && tid->variant <= copies ? tid->variant : 0;
    m_tiles.append(PlacedTile{tid->sideId(), variant, pos, rotation});
    return true;
}

void ImportedTiles::dropToken(const QString &tokenId)
{
    // A hostile file could name thousands of distinct tokens: keep the notes short.
    const QString key = m_droppedTokens.size() < 20 ? tokenId.left(40) : u"…"_s;
    ++m_droppedTokens[key];
}

Game ImportedTiles::inferGame() const
{
    int votes[2] = {0, 0};
    int startVotes[2] = {0, 0};
    for (const PlacedTile &t : m_tiles) {
        const TileSide *s = m_catalog.sideById(t.sideId);
        if (!s || s->role == TileRole::Filler)
            continue;
        ++votes[int(s->game)];
        if (s->role == TileRole::StartFinish)
            ++startVotes[int(s->game)];
    }
    if (startVotes[0] != startVotes[1])
        return startVotes[int(Game::Dirt)] > startVotes[int(Game::GT)] ? Game::Dirt : Game::GT;
    return votes[int(Game::Dirt)] > votes[int(Game::GT)] ? Game::Dirt : Game::GT;
}

QStringList ImportedTiles::notes() const
{
    QStringList out;
    if (!m_droppedTokens.isEmpty()) {
        int total = 0;
        QStringList kinds;
        for (auto it = m_droppedTokens.cbegin(); it != m_droppedTokens.cend(); ++it) {
            total += it.value();
            kinds << (it.value() > 1 ? u"%1 × %2"_s.arg(it.value()).arg(it.key()) : it.key());
        }
        out << Tr::tr("%n token(s) left out (Pacenotes does not place tokens yet): %1.", nullptr, total).arg(kinds.join(u", "_s));
    }
    bool games[2] = {false, false};
    for (const PlacedTile &t : m_tiles)
        if (const TileSide *s = m_catalog.sideById(t.sideId); s && s->role != TileRole::Filler)
            games[int(s->game)] = true;
    if (games[0] && games[1])
        out << Tr::tr("The file mixes GT and DIRT tiles; it was read as a %1 track.").arg(CatalogNames::game(inferGame()));
    return out;
}

} // namespace Pacenotes
