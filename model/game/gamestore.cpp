// SPDX-License-Identifier: GPL-3.0-or-later
#include "gamestore.h"

#include "records/recordssql.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>

namespace Pacenotes {

using namespace Qt::StringLiterals;
using RecordsSql::fail;
using RecordsSql::none;

namespace {

/// `PRAGMA application_id` of the games file: "PCGM".
constexpr int kApplicationId = 0x5043474D;

QStringList schema()
{
    return {u"CREATE TABLE sessions ("
            " id INTEGER PRIMARY KEY,"
            " uuid TEXT NOT NULL UNIQUE,"
            " kind TEXT NOT NULL,"
            " title TEXT NOT NULL DEFAULT '',"
            " players TEXT NOT NULL DEFAULT '',"
            " setup TEXT NOT NULL,"
            " status TEXT NOT NULL DEFAULT 'in-progress',"
            " problem TEXT NOT NULL DEFAULT '',"
            " cursor INTEGER NOT NULL DEFAULT 0 CHECK (cursor >= 0),"
            " round INTEGER NOT NULL DEFAULT 0,"
            " record_kind TEXT NOT NULL DEFAULT '',"
            " record_id INTEGER NOT NULL DEFAULT 0,"
            " draft TEXT NOT NULL DEFAULT '',"
            " touched INTEGER NOT NULL DEFAULT 0,"
            " created TEXT NOT NULL,"
            " modified TEXT NOT NULL)"_s,
            u"CREATE TABLE actions ("
            " session_id INTEGER NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,"
            " seq INTEGER NOT NULL CHECK (seq >= 0),"
            " json TEXT NOT NULL,"
            " PRIMARY KEY (session_id, seq)) WITHOUT ROWID"_s};
}

SessionInfo::Status statusFrom(const QString &id)
{
    if (id == "finished"_L1)
        return SessionInfo::Status::Finished;
    if (id == "damaged"_L1)
        return SessionInfo::Status::Damaged;
    return SessionInfo::Status::InProgress;
}

QString now()
{
    return QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs);
}

QDateTime timeFrom(const QVariant &v)
{
    QDateTime t = QDateTime::fromString(v.toString(), Qt::ISODateWithMs);
    t.setTimeSpec(Qt::UTC);
    return t;
}

const QString kInfoColumns = u"id, uuid, kind, title, players, status, cursor, round, created, modified, problem"_s;

SessionInfo infoFrom(const QSqlQuery &q)
{
    SessionInfo i;
    i.id = q.value(0).toLongLong();
    i.uuid = q.value(1).toString();
    i.kind = q.value(2).toString();
    i.title = q.value(3).toString();
    i.players = q.value(4).toString();
    i.status = statusFrom(q.value(5).toString());
    i.actions = q.value(6).toInt();
    i.round = q.value(7).toInt();
    i.created = timeFrom(q.value(8));
    i.modified = timeFrom(q.value(9));
    i.problem = q.value(10).toString();
    return i;
}

} // namespace

QString SessionInfo::statusId(Status s)
{
    switch (s) {
    case Status::InProgress: return u"in-progress"_s;
    case Status::Finished: return u"finished"_s;
    case Status::Damaged: return u"damaged"_s;
    }
    return {};
}

GameStore::GameStore(QObject *parent) : QObject(parent)
{
    m_connection = RecordsSql::uniqueConnectionName(u"pacenotes-games"_s);
}

GameStore::~GameStore()
{
    close();
}

QString GameStore::defaultPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + u"/games.sqlite"_s;
}

bool GameStore::isOpen() const
{
    return RecordsSql::isConnectionOpen(m_connection);
}

void GameStore::close()
{
    RecordsSql::closeConnection(m_connection);
    m_path.clear();
}

bool GameStore::open(const QString &path, QString *error, QString *report)
{
    close();
    if (!QSqlDatabase::isDriverAvailable(u"QSQLITE"_s))
        return fail(error, tr("The SQLite driver for Qt is not installed (package libqt6sql6-sqlite)."));
    const bool memory = path == ":memory:"_L1;
    const QString where = QDir::toNativeSeparators(path);
    if (!memory) {
        const QFileInfo info(path);
        if (!QDir().mkpath(info.absolutePath()))
            return fail(error, tr("Cannot create the folder %1 for the games file.").arg(QDir::toNativeSeparators(info.absolutePath())));
        if (info.exists() && !info.isFile())
            return fail(error, tr("%1 is not a file.").arg(where));
    }
    QString sqlError;
    if (!RecordsSql::openConnection(m_connection, path, &sqlError))
        return fail(error, tr("Cannot open the games file %1: %2").arg(where, sqlError));
    m_path = path;
    QString why;
    bool newer = false;
    if (prepare(&why, &newer))
        return true;
    close();
    // A newer Pacenotes's file is left alone; only a file we cannot read at all is set aside.
    if (memory || newer || !QFileInfo::exists(path))
        return fail(error, why);

    // The file is damaged or not ours: keep it under another name, start a new one, and copy
    // over every game that can still be read.
    const QString stamp = path + u".damaged-"_s + QDateTime::currentDateTime().toString(u"yyyyMMdd-HHmmss"_s);
    QString aside = stamp;
    for (int n = 2; QFileInfo::exists(aside) || QFileInfo::exists(aside + u"-wal"_s); ++n)
        aside = stamp + u'-' + QString::number(n);
    if (!QFile::rename(path, aside))
        return fail(error, tr("The games file %1 is damaged (%2) and cannot be set aside.").arg(where, why));
    for (const QString &suffix : {u"-wal"_s, u"-shm"_s})
        if (QFile::exists(path + suffix))
            QFile::rename(path + suffix, aside + suffix);
    if (!RecordsSql::openConnection(m_connection, path, &sqlError))
        return fail(error, tr("Cannot open the games file %1: %2").arg(where, sqlError));
    m_path = path;
    if (!prepare(&why, &newer)) {
        close();
        return fail(error, why);
    }
    QString salvaged;
    salvage(aside, &salvaged);
    if (report)
        *report = tr("The games file %1 could not be read (%2). It was set aside as %3 and a new one started. %4")
                      .arg(where, why, QDir::toNativeSeparators(aside), salvaged)
                      .trimmed();
    emit sessionsChanged();
    return true;
}

bool GameStore::prepare(QString *error, bool *newer)
{
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    QSqlQuery q(db);
    const QString where = QDir::toNativeSeparators(m_path);
    if (!q.exec(u"PRAGMA user_version"_s) || !q.next())
        return fail(error, tr("%1 is not a readable games file: %2").arg(where, q.lastError().text()));
    const int version = q.value(0).toInt();
    q.exec(u"PRAGMA application_id"_s);
    const int appId = q.next() ? q.value(0).toInt() : 0;
    q.exec(u"SELECT count(*) FROM sqlite_master"_s);
    const int objects = q.next() ? q.value(0).toInt() : 0;
    q.finish();
    if (objects > 0 && appId != kApplicationId)
        return fail(error, tr("%1 is an SQLite database, but not a Pacenotes games file.").arg(where));
    if (version > kSchemaVersion) {
        *newer = true;
        return fail(error, tr("The games file %1 was written by a newer Pacenotes; it was left untouched.").arg(where));
    }
    if (objects > 0) {
        // A damaged page shows here rather than half-way through a game.
        if (!q.exec(u"PRAGMA quick_check"_s) || !q.next() || q.value(0).toString() != "ok"_L1)
            return fail(error, tr("the file is damaged: %1").arg(q.isActive() ? q.value(0).toString() : q.lastError().text()));
        q.finish();
    }
    // WAL cannot be switched on inside a transaction; FULL makes every commit durable.
    for (const QString &pragma : {u"PRAGMA foreign_keys = ON"_s, u"PRAGMA journal_mode = WAL"_s, u"PRAGMA synchronous = FULL"_s}) {
        if (!q.exec(pragma))
            return fail(error, tr("Cannot prepare the games file: %1").arg(q.lastError().text()));
        q.finish();
    }
    if (version == kSchemaVersion)
        return true;
    RecordsSql::Transaction tx(db);
    if (!tx.begin())
        return fail(error, tr("Cannot create the games file: %1").arg(db.lastError().text()));
    for (const QString &sql : schema())
        if (!q.exec(sql))
            return fail(error, tr("Cannot create the games file: %1").arg(q.lastError().text()));
    if (!q.exec(u"PRAGMA user_version = %1"_s.arg(kSchemaVersion)) || !q.exec(u"PRAGMA application_id = %1"_s.arg(kApplicationId))
        || !tx.commit())
        return fail(error, tr("Cannot create the games file: %1").arg(db.lastError().text()));
    return true;
}

bool GameStore::salvage(const QString &damagedPath, QString *report)
{
    const QString name = RecordsSql::uniqueConnectionName(u"pacenotes-games-salvage"_s);
    int copied = 0;
    int lost = 0;
    {
        QSqlDatabase src = QSqlDatabase::addDatabase(u"QSQLITE"_s, name);
        src.setDatabaseName(damagedPath);
        src.setConnectOptions(u"QSQLITE_OPEN_READONLY"_s);
        if (src.open()) {
            QSqlQuery ids(src);
            if (ids.exec(u"SELECT id FROM sessions ORDER BY id"_s)) {
                QList<qint64> list;
                while (ids.next())
                    list.append(ids.value(0).toLongLong());
                ids.finish();
                QSqlDatabase dst = QSqlDatabase::database(m_connection, false);
                for (qint64 id : std::as_const(list)) {
                    QSqlQuery row(src);
                    row.prepare(u"SELECT uuid, kind, title, players, setup, status, problem, cursor, round, record_kind,"
                                " record_id, draft, created, modified, touched FROM sessions WHERE id = ?"_s);
                    row.addBindValue(id);
                    QSqlQuery acts(src);
                    acts.prepare(u"SELECT seq, json FROM actions WHERE session_id = ? ORDER BY seq"_s);
                    acts.addBindValue(id);
                    if (!row.exec() || !row.next() || !acts.exec()) {
                        ++lost;
                        continue;
                    }
                    QList<std::pair<int, QString>> actions;
                    while (acts.next())
                        actions.append({acts.value(0).toInt(), acts.value(1).toString()});
                    if (acts.lastError().isValid()) {
                        ++lost;
                        continue;
                    }
                    RecordsSql::Transaction tx(dst);
                    QSqlQuery ins(dst);
                    bool ok = tx.begin()
                        && ins.prepare(u"INSERT INTO sessions (id, uuid, kind, title, players, setup, status, problem, cursor,"
                                       " round, record_kind, record_id, draft, created, modified, touched)"
                                       " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"_s);
                    ins.addBindValue(id);
                    for (int c = 0; c < 15; ++c)
                        ins.addBindValue(row.value(c));
                    ok = ok && ins.exec();
                    ok = ok && ins.prepare(u"INSERT INTO actions (session_id, seq, json) VALUES (?, ?, ?)"_s);
                    for (const auto &[seq, json] : std::as_const(actions)) {
                        if (!ok)
                            break;
                        ins.addBindValue(id);
                        ins.addBindValue(seq);
                        ins.addBindValue(json);
                        ok = ins.exec();
                    }
                    if (ok && tx.commit())
                        ++copied;
                    else
                        ++lost;
                }
            }
        }
        src.close();
    }
    QSqlDatabase::removeDatabase(name);
    if (report)
        *report = lost > 0 ? tr("%n game(s) were recovered; %1 could not be read.", nullptr, copied).arg(lost)
                           : tr("%n game(s) were recovered.", nullptr, copied);
    return lost == 0;
}

std::optional<qint64> GameStore::createSession(const QString &uuid, const QString &kind, const QString &title, const QString &players,
                                               const QByteArray &setup, QString *error)
{
    if (!isOpen())
        return none(error, tr("The games file is not open."));
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.prepare(u"INSERT INTO sessions (uuid, kind, title, players, setup, created, modified, touched)"
              " VALUES (?, ?, ?, ?, ?, ?, ?, (SELECT coalesce(max(touched), 0) + 1 FROM sessions))"_s);
    const QString t = now();
    q.addBindValue(uuid);
    q.addBindValue(kind);
    q.addBindValue(RecordsSql::text(title));
    q.addBindValue(RecordsSql::text(players));
    q.addBindValue(QString::fromUtf8(setup));
    q.addBindValue(t);
    q.addBindValue(t);
    if (!q.exec())
        return none(error, tr("The game could not be saved: %1").arg(q.lastError().text()));
    emit sessionsChanged();
    return q.lastInsertId().toLongLong();
}

bool GameStore::writeAction(qint64 id, int seq, const QByteArray &json, const SessionSummary &summary, QString *error)
{
    if (!isOpen())
        return fail(error, tr("The games file is not open."));
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    RecordsSql::Transaction tx(db);
    if (!tx.begin())
        return fail(error, db.lastError().text());
    QSqlQuery q(db);
    q.prepare(u"DELETE FROM actions WHERE session_id = ? AND seq >= ?"_s);
    q.addBindValue(id);
    q.addBindValue(seq);
    if (!q.exec())
        return fail(error, q.lastError().text());
    q.prepare(u"INSERT INTO actions (session_id, seq, json) VALUES (?, ?, ?)"_s);
    q.addBindValue(id);
    q.addBindValue(seq);
    q.addBindValue(QString::fromUtf8(json));
    if (!q.exec())
        return fail(error, q.lastError().text());
    q.prepare(u"UPDATE sessions SET cursor = ?, status = ?, round = ?, draft = '', modified = ?,"
              " touched = (SELECT max(touched) + 1 FROM sessions) WHERE id = ?"_s);
    q.addBindValue(seq + 1);
    q.addBindValue(SessionInfo::statusId(summary.status));
    q.addBindValue(summary.round);
    q.addBindValue(now());
    q.addBindValue(id);
    if (!q.exec() || q.numRowsAffected() != 1)
        return fail(error, q.lastError().isValid() ? q.lastError().text() : tr("the game is no longer in the file"));
    if (!tx.commit())
        return fail(error, db.lastError().text());
    emit sessionsChanged();
    return true;
}

bool GameStore::setCursor(qint64 id, int cursor, const SessionSummary &summary, QString *error)
{
    if (!isOpen())
        return fail(error, tr("The games file is not open."));
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.prepare(u"UPDATE sessions SET cursor = ?, status = ?, round = ?, draft = '', modified = ?,"
              " touched = (SELECT max(touched) + 1 FROM sessions) WHERE id = ?"_s);
    q.addBindValue(cursor);
    q.addBindValue(SessionInfo::statusId(summary.status));
    q.addBindValue(summary.round);
    q.addBindValue(now());
    q.addBindValue(id);
    if (!q.exec() || q.numRowsAffected() != 1)
        return fail(error, q.lastError().isValid() ? q.lastError().text() : tr("the game is no longer in the file"));
    emit sessionsChanged();
    return true;
}

bool GameStore::setRecord(qint64 id, const QString &kind, qint64 recordId, QString *error)
{
    if (!isOpen())
        return fail(error, tr("The games file is not open."));
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.prepare(u"UPDATE sessions SET record_kind = ?, record_id = ? WHERE id = ?"_s);
    q.addBindValue(RecordsSql::text(kind));
    q.addBindValue(recordId);
    q.addBindValue(id);
    return q.exec() || fail(error, q.lastError().text());
}

bool GameStore::setDraft(qint64 id, const QByteArray &draft, QString *error)
{
    if (!isOpen())
        return fail(error, tr("The games file is not open."));
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    // A draft changes at every tap and is worth less than an action: written without waiting for
    // the disk (WAL keeps the file whole; the next action's commit makes it durable too).
    q.exec(u"PRAGMA synchronous = NORMAL"_s);
    q.prepare(u"UPDATE sessions SET draft = ? WHERE id = ?"_s);
    q.addBindValue(RecordsSql::text(QString::fromUtf8(draft)));
    q.addBindValue(id);
    const bool ok = q.exec();
    const QString why = q.lastError().text();
    q.exec(u"PRAGMA synchronous = FULL"_s);
    return ok || fail(error, why);
}

bool GameStore::markDamaged(qint64 id, const QString &problem, QString *error)
{
    if (!isOpen())
        return fail(error, tr("The games file is not open."));
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.prepare(u"UPDATE sessions SET status = 'damaged', problem = ? WHERE id = ?"_s);
    q.addBindValue(RecordsSql::text(problem));
    q.addBindValue(id);
    if (!q.exec())
        return fail(error, q.lastError().text());
    emit sessionsChanged();
    return true;
}

std::optional<QList<SessionInfo>> GameStore::sessions(QString *error) const
{
    if (!isOpen())
        return none(error, tr("The games file is not open."));
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.setForwardOnly(true);
    if (!q.exec(u"SELECT "_s + kInfoColumns + u" FROM sessions ORDER BY touched DESC, id DESC"_s))
        return none(error, tr("Cannot read the games file: %1").arg(q.lastError().text()));
    QList<SessionInfo> list;
    while (q.next())
        list.append(infoFrom(q));
    return list;
}

std::optional<StoredSession> GameStore::load(qint64 id, QString *error) const
{
    if (!isOpen())
        return none(error, tr("The games file is not open."));
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.setForwardOnly(true);
    q.prepare(u"SELECT "_s + kInfoColumns + u", setup, record_kind, record_id, draft FROM sessions WHERE id = ?"_s);
    q.addBindValue(id);
    if (!q.exec())
        return none(error, tr("Cannot read the games file: %1").arg(q.lastError().text()));
    if (!q.next())
        return none(error, tr("There is no game %1 in the games file.").arg(id));
    StoredSession s;
    s.info = infoFrom(q);
    s.cursor = s.info.actions;
    s.setup = q.value(11).toString().toUtf8();
    s.recordKind = q.value(12).toString();
    s.recordId = q.value(13).toLongLong();
    s.draft = q.value(14).toString().toUtf8();
    q.finish();
    q.prepare(u"SELECT seq, json FROM actions WHERE session_id = ? ORDER BY seq"_s);
    q.addBindValue(id);
    if (!q.exec())
        return none(error, tr("Cannot read the games file: %1").arg(q.lastError().text()));
    while (q.next()) {
        if (q.value(0).toInt() != s.actions.size())
            return none(error, tr("Game %1 misses action %2.").arg(id).arg(s.actions.size() + 1));
        s.actions.append(q.value(1).toString().toUtf8());
    }
    if (s.cursor > s.actions.size())
        return none(error, tr("Game %1 points past its last action.").arg(id));
    return s;
}

bool GameStore::remove(qint64 id, QString *error)
{
    if (!isOpen())
        return fail(error, tr("The games file is not open."));
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.prepare(u"DELETE FROM sessions WHERE id = ?"_s);
    q.addBindValue(id);
    if (!q.exec())
        return fail(error, q.lastError().text());
    emit sessionsChanged();
    return true;
}

} // namespace Pacenotes
