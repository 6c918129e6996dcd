// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/tileside.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

namespace Pacenotes {

/// Where a library entry comes from.
enum class LibrarySource {
    Bundled, ///< a rulebook track shipped inside Pacenotes (":/tracks/...")
    Folder,  ///< found in one of the user's library folders
    Opened   ///< a file the user opened or saved elsewhere
};

/// What a track file holds, as far as the library is concerned.
enum class LibraryKind {
    Unreadable, ///< the file could not be read: see LibraryEntry::error
    List,       ///< a tile list with no layout (the rulebook tracks)
    Circuit,    ///< a complete circuit
    Stage,      ///< a complete stage
    Incomplete  ///< tiles placed, but the course does not close
};

/**
 * One track file in the library index: what the view shows without opening the file.
 * `size` and `stamp` (modification time in ms since the epoch) decide whether a rescan must
 * read the file again. Texts (`error`, `firstProblem`) are translated when the file is read.
 */
struct LibraryEntry
{
    Q_DECLARE_TR_FUNCTIONS(LibraryEntry)
public:
    QString path;
    LibrarySource source = LibrarySource::Folder;
    qint64 size = -1;
    qint64 stamp = 0;
    QString title;
    QString author;
    bool hasGame = false; ///< false when the file could not be read
    Game game = Game::GT;
    LibraryKind kind = LibraryKind::Unreadable;
    int tileCount = 0;    ///< placed tiles, or the list's total for a tile list
    QString tileIds;      ///< the distinct side ids, space-separated (searched by the view)
    int problemCount = 0; ///< validation errors (every box owned), for a list: list problems
    QString firstProblem; ///< the first of them, or the reason a file is unreadable
    QByteArray thumbnail; ///< PNG, empty until drawn

    bool isReadable() const { return kind != LibraryKind::Unreadable; }
    bool isValid() const { return isReadable() && problemCount == 0 && kind != LibraryKind::Incomplete; }
    /// The title, or the file's name when the track has none.
    QString displayTitle() const;
    /// "Circuit", "Stage", "Tile list, not laid out"…, translated.
    static QString kindName(LibraryKind kind);
    static QString sourceName(LibrarySource source);

    bool operator==(const LibraryEntry &) const = default;
};

} // namespace Pacenotes
