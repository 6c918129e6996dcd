// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "track/track.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QMap>
#include <QSet>
#include <QStringList>

#include <initializer_list>
#include <optional>
#include <utility>

namespace Pacenotes {

class TileCatalog;

/**
 * Collects the tiles of a community file (Rekee JSON, .rgt) with the checks every reader
 * owes its user: known tile ids, whole numbers, sane coordinates and rotations, one tile per
 * hex. Also works out which game a file without a "game" field is for, and gathers what had
 * to be left out (tokens) for the import notes.
 */
class ImportedTiles
{
public:
    explicit ImportedTiles(const TileCatalog &catalog) : m_catalog(catalog) {}

    /// Adds tile number `index` (1-based, for messages). Returns false with a translated
    /// message naming the tile when anything is wrong.
    bool add(int index, const QJsonValue &id, HexCoord pos, int rotation, QString *error);
    /// Counts a token that the import drops (by its id as written, for the notes).
    void dropToken(const QString &tokenId);

    const QList<PlacedTile> &tiles() const { return m_tiles; }
    /// The game of the start/finish tiles, else of most road tiles; GT when nothing tells.
    Game inferGame() const;
    /// Translated notes: tokens dropped, tiles of both games.
    QStringList notes() const;

    /// Coordinates and rotations in community files are bounded well beyond any real table.
    static constexpr int kNumberLimit = 1000000;

    /// Whole number within ±limit, as JSON gives it (a double); nullopt for anything else.
    static std::optional<int> wholeNumber(const QJsonValue &v, int limit = kNumberLimit);
    /// Reads optional text fields (key → field); false with a translated message when one is
    /// not text or unreasonably long. Absent or null keys leave their field alone.
    static bool readTexts(const QJsonObject &root,
                          std::initializer_list<std::pair<QLatin1StringView, QString *>> fields, QString *error);
    /// The file's list of tiles under `key`: nullopt with `missing` as the message when there is
    /// none, or with a translated message when it holds more tiles than any file may.
    static std::optional<QJsonArray> tileArray(const QJsonObject &root, QLatin1StringView key,
                                               const QString &missing, QString *error);
    /// Tile `index` (1-based) of the list as an object, or nullopt with a translated message.
    static std::optional<QJsonObject> tileObject(const QJsonArray &tiles, qsizetype index, QString *error);

private:
    const TileCatalog &m_catalog;
    QList<PlacedTile> m_tiles;
    QSet<HexCoord> m_taken;
    QMap<QString, int> m_droppedTokens;
};

} // namespace Pacenotes
