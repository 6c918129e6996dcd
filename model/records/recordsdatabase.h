// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rally.h"
#include "sololap.h"
#include "sqlite/sqlitefile.h"

#include <QObject>

#include <optional>

namespace Pacenotes {

/**
 * The SQLite history of solo laps and rallies (Qt Sql, driver QSQLITE), by default in
 * QStandardPaths::AppDataLocation. Every save is one transaction that rewrites the whole
 * record, so a killed process leaves each record either as it was or as it was saved.
 * The file runs in WAL mode with synchronous=FULL (SqliteFile). Opening an older file migrates it
 * after taking a copy (`records.sqlite.v1.bak`); a file from a newer Pacenotes, another
 * application's, a damaged one, or one that cannot be opened now (full disk, locked) is refused
 * untouched, with what to do: the records are never set aside.
 * Records are validated before they are written and again when they are read back.
 * Every failure returns nullopt/false with a translated message; nothing is saved half-way.
 * Use from one thread (the connection belongs to the thread that opened it).
 */
class RecordsDatabase : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RecordsDatabase)
public:
    explicit RecordsDatabase(QObject *parent = nullptr);
    ~RecordsDatabase() override;

    /// records.sqlite in the user's data location.
    static QString defaultPath();
    /// Opens (creating or migrating) `path`; ":memory:" gives a private in-memory database.
    bool open(const QString &path, QString *error = nullptr);
    void close();
    bool isOpen() const;
    QString path() const { return m_file.path(); }
    /// The copy taken before the last migration, or empty.
    QString backupPath() const { return m_file.backupPath(); }
    /// The schema version of the open file (RecordsSchema::currentVersion() once open).
    int schemaVersion() const;

    /// SQLite's own consistency check of the whole file; false with its findings.
    bool checkIntegrity(QString *error = nullptr) const;

    /// Inserts (id 0) or replaces the lap; returns its id.
    std::optional<qint64> saveLap(const SoloLap &lap, QString *error = nullptr);
    std::optional<SoloLap> lap(qint64 id, QString *error = nullptr) const;
    /// Every lap, newest first. Records that fail the checks are left out and described
    /// in `skipped` (translated); the rest still load.
    std::optional<QList<SoloLap>> laps(QString *error = nullptr, QStringList *skipped = nullptr) const;
    bool removeLap(qint64 id, QString *error = nullptr);

    std::optional<qint64> saveRally(const Rally &rally, QString *error = nullptr);
    std::optional<Rally> rally(qint64 id, QString *error = nullptr) const;
    /// Every rally, newest first; damaged records as for laps().
    std::optional<QList<Rally>> rallies(QString *error = nullptr, QStringList *skipped = nullptr) const;
    bool removeRally(qint64 id, QString *error = nullptr);

signals:
    void lapSaved(qint64 id);
    void lapRemoved(qint64 id);
    void rallySaved(qint64 id);
    void rallyRemoved(qint64 id);

private:
    std::optional<QList<SoloLap>> readLaps(std::optional<qint64> only, QString *error, QStringList *skipped) const;
    std::optional<QList<Rally>> readRallies(std::optional<qint64> only, QString *error, QStringList *skipped) const;

    SqliteFile m_file;
};

} // namespace Pacenotes
