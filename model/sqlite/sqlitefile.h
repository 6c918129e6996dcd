// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

class QSqlDatabase;

namespace Pacenotes {

/// One step of an SQLite file's schema: the statements that take it from `version - 1` to `version`.
struct SqliteStep
{
    int version = 0;         ///< the version this step produces
    QStringList statements;  ///< one SQL statement each (QSQLITE runs one per exec)
};

/// What a store's file is: whose it is, its schema history and how carefully it is written.
struct SqliteSchema
{
    int applicationId = 0;                ///< `PRAGMA application_id`: which application's file this is
    QList<SqliteStep> steps;              ///< versions 1..N in order; a new file runs them all
    bool durable = true;                  ///< synchronous = FULL (each commit on the disk) or NORMAL (a cache)
    bool foreignKeys = true;
    bool backupBeforeMigration = false;   ///< `VACUUM INTO <path>.v<from>.bak` before an older file is changed

    int version() const { return steps.isEmpty() ? 0 : steps.constLast().version; }
};

/**
 * One SQLite file of the app (the games file, the records, the library index, ...): opening it on
 * a Qt Sql connection of its own, checking that it is ours and whole, bringing an older schema up
 * to date and closing it. Every store is built on it, so they all treat a bad file the same way:
 *
 * - a file that is not a database, fails `PRAGMA quick_check` or belongs to another application
 *   comes back as NotDatabase, Damaged or Foreign: the store may set it aside (setAside(), never
 *   deleted) and start a new one;
 * - a file written by a newer Pacenotes comes back as Newer, before anything is written to it:
 *   it is never moved or overwritten;
 * - any other failure (a full disk, a locked or read-only file, a folder where the file should be)
 *   comes back as Failed with what to do, and the file is left as it was.
 *
 * A migration runs each step in its own transaction, after an optional backup copy. The connection
 * belongs to the thread that opened it. Sql stays private to model/: only .cpp files call database().
 */
class SqliteFile
{
    Q_DECLARE_TR_FUNCTIONS(SqliteFile)
public:
    enum class Outcome : quint8 {
        Opened,
        NotDatabase, ///< not an SQLite database at all (may be set aside)
        Damaged,     ///< fails SQLite's consistency check (may be set aside)
        Foreign,     ///< another application's database (may be set aside)
        Newer,       ///< written by a newer Pacenotes: left untouched, never set aside
        Failed,      ///< could not be opened now (disk full, locked, read-only, ...): left untouched
    };

    /// `connectionPrefix` names the Qt Sql connection (a number is added: several may be open).
    explicit SqliteFile(const QString &connectionPrefix);
    ~SqliteFile();
    SqliteFile(const SqliteFile &) = delete;
    SqliteFile &operator=(const SqliteFile &) = delete;

    /// Opens (creating or migrating) `path`, ":memory:" for a private in-memory database. Anything
    /// but Opened leaves it closed, with `reason` saying why and what to do (translated).
    Outcome open(const QString &path, const SqliteSchema &schema, QString *reason = nullptr);
    void close();
    bool isOpen() const;
    QString path() const { return m_path; }
    bool isInMemory() const;
    /// The copy taken before the last migration, or empty.
    QString backupPath() const { return m_backupPath; }
    /// `PRAGMA user_version` of the open file (the schema's version once open), 0 when closed.
    int version() const;
    QString connectionName() const { return m_connection; }
    /// The open connection (an invalid one when closed).
    QSqlDatabase database() const;

    /// NotDatabase, Damaged and Foreign: the only outcomes for which a file may be set aside.
    static bool maySetAside(Outcome outcome);
    /// Renames `path` (and its -wal and -shm) to `<path>.damaged-<yyyyMMdd-HHmmss>` (a number added
    /// if taken); returns the new name, or empty with `error` when it cannot be renamed.
    static QString setAside(const QString &path, QString *error = nullptr);

private:
    Outcome prepare(const SqliteSchema &schema, QString *reason);
    Outcome migrate(const SqliteSchema &schema, int from, QString *reason);

    QString m_connection;
    QString m_path;
    QString m_backupPath;
};

} // namespace Pacenotes
