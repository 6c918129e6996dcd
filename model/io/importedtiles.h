// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "track/track.h"

#include <QJsonValue>
#include <QMap>
#include <QSet>
#include <QStringList>

#include <optional>

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

    /// Whole number within ±limit, as JSON gives it (a double); nullopt for anything else.
    static std::optional<int> wholeNumber(const QJsonValue &v, int limit);

private:
    const TileCatalog &m_catalog;
    QList<PlacedTile> m_tiles;
    QSet<HexCoord> m_taken;
    QMap<QString, int> m_droppedTokens;
};

} // namespace Pacenotes
