// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "libraryentry.h"
#include "sqlite/sqlitefile.h"

#include <QCoreApplication>
#include <QList>
#include <QStringList>

#include <optional>

namespace Pacenotes {

/**
 * The track library's index: one SQLite file (Qt Sql, QSQLITE) with a row per track file, so
 * the library view fills at once without reading any track. It is a cache: everything in it
 * can be read again from the files, so a damaged index is set aside and rebuilt (TrackLibrary
 * decides that) and the user's track files are never written. Batches are one transaction.
 * Use from one thread (the connection belongs to the thread that opened it).
 */
class LibraryDatabase
{
    Q_DECLARE_TR_FUNCTIONS(LibraryDatabase)
public:
    /// `PRAGMA application_id` of library indexes: "PCNL".
    static constexpr int kApplicationId = 0x50434E4C;
    static constexpr int kSchemaVersion = 1;

    LibraryDatabase();
    ~LibraryDatabase();
    LibraryDatabase(const LibraryDatabase &) = delete;
    LibraryDatabase &operator=(const LibraryDatabase &) = delete;

    /// library.sqlite in the user's data location.
    static QString defaultPath();
    /// Opens or creates `path` (":memory:" for a private in-memory index) and checks it:
    /// a file that is not an index of ours, from a newer Pacenotes, damaged, or that cannot be
    /// opened now is refused untouched, with the reason; `outcome` tells TrackLibrary whether
    /// it may be set aside (SqliteFile::maySetAside).
    bool open(const QString &path, QString *error = nullptr, SqliteFile::Outcome *outcome = nullptr);
    void close();
    bool isOpen() const;
    QString path() const { return m_file.path(); }

    std::optional<QList<LibraryEntry>> entries(QString *error = nullptr) const;
    /// Writes new and changed rows and drops removed ones, all or nothing.
    bool apply(const QList<LibraryEntry> &upserts, const QStringList &removed, QString *error = nullptr);
    bool setThumbnails(const QList<QPair<QString, QByteArray>> &thumbnails, QString *error = nullptr);

    QString meta(const QString &key) const;
    bool setMeta(const QString &key, const QString &value, QString *error = nullptr);

private:
    SqliteFile m_file;
};

} // namespace Pacenotes
