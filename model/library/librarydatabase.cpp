// SPDX-License-Identifier: GPL-3.0-or-later
#include "librarydatabase.h"

#include "sqlite/sqlsupport.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>

namespace Pacenotes {

using namespace Qt::StringLiterals;
using Sql::fail;
using Sql::text;

namespace {

const SqliteSchema &schema()
{
    // A cache: NORMAL sync is enough, a lost batch is read again from the files.
    static const SqliteSchema index{LibraryDatabase::kApplicationId, {{LibraryDatabase::kSchemaVersion, {
        u"CREATE TABLE tracks ("
        "  path TEXT PRIMARY KEY NOT NULL,"
        "  source INTEGER NOT NULL,"
        "  size INTEGER NOT NULL,"
        "  stamp INTEGER NOT NULL,"
        "  title TEXT NOT NULL,"
        "  author TEXT NOT NULL,"
        "  game INTEGER,"               // NULL: unreadable file
        "  kind INTEGER NOT NULL,"
        "  tiles INTEGER NOT NULL,"
        "  tile_ids TEXT NOT NULL,"
        "  problems INTEGER NOT NULL,"
        "  first_problem TEXT NOT NULL,"
        "  thumbnail BLOB)"_s,
        u"CREATE TABLE meta (key TEXT PRIMARY KEY NOT NULL, value TEXT NOT NULL)"_s}}},
        false, false, false};
    return index;
}

template<typename E>
std::optional<E> enumFrom(const QVariant &v, E last)
{
    bool ok = false;
    const int i = v.toInt(&ok);
    if (!ok || i < 0 || i > int(last))
        return std::nullopt;
    return E(i);
}

} // namespace

LibraryDatabase::LibraryDatabase() : m_file(u"pacenotes-library"_s) {}

LibraryDatabase::~LibraryDatabase()
{
    close();
}

QString LibraryDatabase::defaultPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + u"/library.sqlite"_s;
}

bool LibraryDatabase::isOpen() const
{
    return m_file.isOpen();
}

void LibraryDatabase::close()
{
    m_file.close();
}

bool LibraryDatabase::open(const QString &path, QString *error, SqliteFile::Outcome *outcome)
{
    QString why;
    const SqliteFile::Outcome result = m_file.open(path, schema(), &why);
    if (outcome)
        *outcome = result;
    return result == SqliteFile::Outcome::Opened || fail(error, tr("The track library index cannot be used. %1").arg(why));
}

std::optional<QList<LibraryEntry>> LibraryDatabase::entries(QString *error) const
{
    if (!isOpen())
        return Sql::none(error, tr("The track library index is not open."));
    QSqlQuery q(m_file.database());
    q.setForwardOnly(true);
    if (!q.exec(u"SELECT path, source, size, stamp, title, author, game, kind, tiles, tile_ids, problems, "
                "first_problem, thumbnail FROM tracks ORDER BY path"_s))
        return Sql::none(error, tr("Cannot read the track library index: %1").arg(q.lastError().text()));
    QList<LibraryEntry> list;
    while (q.next()) {
        const auto source = enumFrom(q.value(1), LibrarySource::Opened);
        const auto kind = enumFrom(q.value(7), LibraryKind::Incomplete);
        if (!source || !kind)
            continue; // a row we cannot make sense of: the next rescan reads the file again
        LibraryEntry e;
        e.path = q.value(0).toString();
        e.source = *source;
        e.size = q.value(2).toLongLong();
        e.stamp = q.value(3).toLongLong();
        e.title = q.value(4).toString();
        e.author = q.value(5).toString();
        const auto game = q.value(6).isNull() ? std::nullopt : enumFrom(q.value(6), Game::Dirt);
        e.hasGame = game.has_value();
        e.game = game.value_or(Game::GT);
        e.kind = *kind;
        e.tileCount = q.value(8).toInt();
        e.tileIds = q.value(9).toString();
        e.problemCount = q.value(10).toInt();
        e.firstProblem = q.value(11).toString();
        e.thumbnail = q.value(12).toByteArray();
        list.append(std::move(e));
    }
    return list;
}

bool LibraryDatabase::apply(const QList<LibraryEntry> &upserts, const QStringList &removed, QString *error)
{
    if (!isOpen())
        return fail(error, tr("The track library index is not open."));
    QSqlDatabase db = m_file.database();
    Sql::Transaction tx(db);
    if (!tx.begin())
        return fail(error, tr("Cannot write the track library index: %1").arg(db.lastError().text()));
    QSqlQuery q(db);
    if (!removed.isEmpty()) {
        q.prepare(u"DELETE FROM tracks WHERE path = ?"_s);
        for (const QString &path : removed) {
            q.addBindValue(path);
            if (!q.exec())
                return fail(error, tr("Cannot write the track library index: %1").arg(q.lastError().text()));
        }
    }
    if (!upserts.isEmpty()) {
        q.prepare(u"INSERT OR REPLACE INTO tracks (path, source, size, stamp, title, author, game, kind, tiles, "
                  "tile_ids, problems, first_problem, thumbnail) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"_s);
        for (const LibraryEntry &e : upserts) {
            q.addBindValue(e.path);
            q.addBindValue(int(e.source));
            q.addBindValue(e.size);
            q.addBindValue(e.stamp);
            q.addBindValue(text(e.title));
            q.addBindValue(text(e.author));
            q.addBindValue(e.hasGame ? QVariant(int(e.game)) : QVariant(QMetaType::fromType<int>()));
            q.addBindValue(int(e.kind));
            q.addBindValue(e.tileCount);
            q.addBindValue(text(e.tileIds));
            q.addBindValue(e.problemCount);
            q.addBindValue(text(e.firstProblem));
            q.addBindValue(e.thumbnail.isEmpty() ? QVariant(QMetaType::fromType<QByteArray>()) : QVariant(e.thumbnail));
            if (!q.exec())
                return fail(error, tr("Cannot write the track library index: %1").arg(q.lastError().text()));
        }
    }
    if (!tx.commit())
        return fail(error, tr("Cannot write the track library index: %1").arg(db.lastError().text()));
    return true;
}

bool LibraryDatabase::setThumbnails(const QList<QPair<QString, QByteArray>> &thumbnails, QString *error)
{
    if (!isOpen())
        return fail(error, tr("The track library index is not open."));
    QSqlDatabase db = m_file.database();
    Sql::Transaction tx(db);
    if (!tx.begin())
        return fail(error, tr("Cannot write the track library index: %1").arg(db.lastError().text()));
    QSqlQuery q(db);
    q.prepare(u"UPDATE tracks SET thumbnail = ? WHERE path = ?"_s);
    for (const auto &[path, png] : thumbnails) {
        q.addBindValue(png);
        q.addBindValue(path);
        if (!q.exec())
            return fail(error, tr("Cannot write the track library index: %1").arg(q.lastError().text()));
    }
    if (!tx.commit())
        return fail(error, tr("Cannot write the track library index: %1").arg(db.lastError().text()));
    return true;
}

QString LibraryDatabase::meta(const QString &key) const
{
    if (!isOpen())
        return {};
    QSqlQuery q(m_file.database());
    q.prepare(u"SELECT value FROM meta WHERE key = ?"_s);
    q.addBindValue(key);
    return q.exec() && q.next() ? q.value(0).toString() : QString();
}

bool LibraryDatabase::setMeta(const QString &key, const QString &value, QString *error)
{
    if (!isOpen())
        return fail(error, tr("The track library index is not open."));
    QSqlQuery q(m_file.database());
    q.prepare(u"INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)"_s);
    q.addBindValue(key);
    q.addBindValue(text(value));
    if (!q.exec())
        return fail(error, tr("Cannot write the track library index: %1").arg(q.lastError().text()));
    return true;
}

} // namespace Pacenotes
