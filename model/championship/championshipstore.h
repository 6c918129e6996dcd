// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "championship.h"

#include <QDateTime>
#include <QObject>

#include <memory>
#include <optional>

namespace Pacenotes {

class SqliteFile;

/// One line of the seasons list.
struct SeasonListEntry
{
    qint64 id = 0;
    QString name;
    SeasonFormat format = SeasonFormat::RaceSeries;
    int drivers = 0;
    int events = 0;
    QDateTime modified;
    QString problem;                 ///< the season cannot be read (translated); empty when fine
};

/**
 * The championships file (championships.sqlite in QStandardPaths::AppDataLocation), on the
 * shared SQLite base (SqliteFile: opening, checking, migrating, closing). Every change of a season
 * is one transaction that rewrites that season (its row, drivers, teams and one row per event,
 * the event as docs/championship.md's JSON), WAL with synchronous=FULL: a killed process leaves
 * each season as it was or as it was saved. A file from a newer Pacenotes is refused untouched; a
 * file that is not ours is left untouched too (the window says why). Seasons are checked with
 * ChampionshipCheck when written and again when read; one that fails is listed with the reason
 * and the others open. Use from one thread.
 */
class ChampionshipStore : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ChampionshipStore)
public:
    explicit ChampionshipStore(QObject *parent = nullptr);
    ~ChampionshipStore() override;

    static QString defaultPath();
    /// Opens (creating or migrating) `path`; ":memory:" for tests.
    bool open(const QString &path, QString *error = nullptr);
    void close();
    bool isOpen() const;
    QString path() const;
    int schemaVersion() const;

    /// Inserts (id 0) or rewrites the season in one transaction; returns its id.
    std::optional<qint64> save(const Championship &season, QString *error = nullptr);
    std::optional<Championship> load(qint64 id, QString *error = nullptr) const;
    /// Every season, the most recently changed first.
    std::optional<QList<SeasonListEntry>> seasons(QString *error = nullptr) const;
    bool remove(qint64 id, QString *error = nullptr);

signals:
    void seasonsChanged();

private:
    std::unique_ptr<SqliteFile> m_file;
};

} // namespace Pacenotes
