// SPDX-License-Identifier: GPL-3.0-or-later
#include "gamestore.h"

#include "sqlite/sqlitefile.h"
#include "sqlite/sqlsupport.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QUuid>

namespace Pacenotes {

using namespace Qt::StringLiterals;
using Sql::fail;
using Sql::none;

namespace {

/// `PRAGMA application_id` of the games file: "PCGM".
constexpr int kApplicationId = 0x5043474D;

const SqliteSchema &schema()
{
    static const SqliteSchema games{kApplicationId, {{1, {u"CREATE TABLE sessions ("
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
            " PRIMARY KEY (session_id, seq)) WITHOUT ROWID"_s}}}};
    return games;
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

GameStore::GameStore(QObject *parent) : QObject(parent), m_file(u"pacenotes-games"_s) {}

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
    return m_file.isOpen();
}

QString GameStore::path() const
{
    return m_file.path();
}

void GameStore::close()
{
    m_file.close();
}

bool GameStore::open(const QString &path, QString *error, QString *report)
{
    close();
    const QString where = QDir::toNativeSeparators(path);
    QString why;
    const SqliteFile::Outcome outcome = m_file.open(path, schema(), &why);
    if (outcome == SqliteFile::Outcome::Opened)
        return true;
    // Only a file that is not a games database at all is set aside; a newer one, a full disk or a
    // locked file is left exactly as it is (issue 25: a full disk once moved a healthy file away).
    if (!SqliteFile::maySetAside(outcome) || path == ":memory:"_L1)
        return fail(error, tr("The games file cannot be opened. %1").arg(why));

    // The file is damaged or not ours: keep it under another name, start a new one, and copy
    // over every game that can still be read.
    QString renameError;
    const QString aside = SqliteFile::setAside(path, &renameError);
    if (aside.isEmpty())
        return fail(error, tr("The games file cannot be read (%1) and cannot be set aside: %2").arg(why, renameError));
    QString again;
    if (m_file.open(path, schema(), &again) != SqliteFile::Outcome::Opened)
        return fail(error, tr("The games file %1 could not be read (%2). It was set aside as %3, but a new one cannot be started: %4")
                               .arg(where, why, QDir::toNativeSeparators(aside), again));
    QString salvaged;
    salvage(aside, &salvaged);
    if (report)
        *report = tr("The games file %1 could not be read (%2). It was set aside as %3 and a new one started. %4")
                      .arg(where, why, QDir::toNativeSeparators(aside), salvaged)
                      .trimmed();
    emit sessionsChanged();
    return true;
}

bool GameStore::salvage(const QString &damagedPath, QString *report)
{
    const QString name = Sql::uniqueConnectionName(u"pacenotes-games-salvage"_s);
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
                QSqlDatabase dst = m_file.database();
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
                    Sql::Transaction tx(dst);
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
    QSqlQuery q(m_file.database());
    q.prepare(u"INSERT INTO sessions (uuid, kind, title, players, setup, created, modified, touched)"
              " VALUES (?, ?, ?, ?, ?, ?, ?, (SELECT coalesce(max(touched), 0) + 1 FROM sessions))"_s);
    const QString t = now();
    q.addBindValue(uuid);
    q.addBindValue(kind);
    q.addBindValue(Sql::text(title));
    q.addBindValue(Sql::text(players));
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
    return writeActions(id, seq, {json}, seq + 1, summary, error);
}

bool GameStore::writeActions(qint64 id, int seq, const QList<QByteArray> &actions, int cursor, const SessionSummary &summary,
                             QString *error)
{
    if (!isOpen())
        return fail(error, tr("The games file is not open."));
    QSqlDatabase db = m_file.database();
    Sql::Transaction tx(db);
    if (!tx.begin())
        return fail(error, Sql::explain(db.lastError()));
    QSqlQuery q(db);
    // Every action before `seq` must be there: a row after a hole makes the game unreadable.
    q.prepare(u"SELECT count(*) FROM actions WHERE session_id = ? AND seq < ?"_s);
    q.addBindValue(id);
    q.addBindValue(seq);
    if (!q.exec() || !q.next())
        return fail(error, Sql::explain(q.lastError()));
    const int before = q.value(0).toInt();
    q.finish();
    if (seq < 0 || before != seq)
        return fail(error, tr("action %1 cannot be saved: the games file holds %n action(s) before it, not %2.", nullptr, before)
                               .arg(seq + 1)
                               .arg(seq));
    if (cursor < 0 || cursor > seq + actions.size())
        return fail(error, tr("the game's position (%1) is past its last action (%2).").arg(cursor).arg(seq + actions.size()));
    q.prepare(u"DELETE FROM actions WHERE session_id = ? AND seq >= ?"_s);
    q.addBindValue(id);
    q.addBindValue(seq);
    if (!q.exec())
        return fail(error, Sql::explain(q.lastError()));
    q.prepare(u"INSERT INTO actions (session_id, seq, json) VALUES (?, ?, ?)"_s);
    for (int i = 0; i < actions.size(); ++i) {
        q.addBindValue(id);
        q.addBindValue(seq + i);
        q.addBindValue(QString::fromUtf8(actions[i]));
        if (!q.exec())
            return fail(error, Sql::explain(q.lastError()));
    }
    q.prepare(u"UPDATE sessions SET cursor = ?, status = ?, round = ?, draft = '', modified = ?,"
              " touched = (SELECT max(touched) + 1 FROM sessions) WHERE id = ?"_s);
    q.addBindValue(cursor);
    q.addBindValue(SessionInfo::statusId(summary.status));
    q.addBindValue(summary.round);
    q.addBindValue(now());
    q.addBindValue(id);
    if (!q.exec() || q.numRowsAffected() != 1)
        return fail(error, q.lastError().isValid() ? Sql::explain(q.lastError()) : tr("the game is no longer in the file"));
    if (!tx.commit())
        return fail(error, Sql::explain(db.lastError()));
    emit sessionsChanged();
    return true;
}

bool GameStore::setCursor(qint64 id, int cursor, const SessionSummary &summary, QString *error)
{
    if (!isOpen())
        return fail(error, tr("The games file is not open."));
    QSqlQuery q(m_file.database());
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
    QSqlQuery q(m_file.database());
    q.prepare(u"UPDATE sessions SET record_kind = ?, record_id = ? WHERE id = ?"_s);
    q.addBindValue(Sql::text(kind));
    q.addBindValue(recordId);
    q.addBindValue(id);
    return q.exec() || fail(error, q.lastError().text());
}

bool GameStore::setDraft(qint64 id, const QByteArray &draft, QString *error)
{
    if (!isOpen())
        return fail(error, tr("The games file is not open."));
    QSqlQuery q(m_file.database());
    // A draft changes at every tap and is worth less than an action: written without waiting for
    // the disk (WAL keeps the file whole; the next action's commit makes it durable too).
    q.exec(u"PRAGMA synchronous = NORMAL"_s);
    q.prepare(u"UPDATE sessions SET draft = ? WHERE id = ?"_s);
    q.addBindValue(Sql::text(QString::fromUtf8(draft)));
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
    QSqlQuery q(m_file.database());
    q.prepare(u"UPDATE sessions SET status = 'damaged', problem = ? WHERE id = ?"_s);
    q.addBindValue(Sql::text(problem));
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
    QSqlQuery q(m_file.database());
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
    QSqlQuery q(m_file.database());
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
        if (q.value(0).toInt() != s.actions.size()) {
            // A hole: the actions before it resume; those after it stay in the file (copied
            // aside before the game overwrites them, see GameSession::resume).
            ++s.unreachable;
            continue;
        }
        s.actions.append(q.value(1).toString().toUtf8());
    }
    if (q.lastError().isValid())
        return none(error, tr("Cannot read the games file: %1").arg(q.lastError().text()));
    if (s.unreachable > 0)
        s.problem = tr("Action %1 is missing from the games file; the game resumes before it, and the %n action(s) "
                       "stored after it are kept in a copy once the game goes on.", nullptr, s.unreachable)
                        .arg(s.actions.size() + 1);
    else if (s.cursor > s.actions.size())
        s.problem = tr("The game had reached action %1, but only %2 were saved; it resumes after action %2.")
                        .arg(s.cursor)
                        .arg(s.actions.size());
    s.cursor = qMin(s.cursor, int(s.actions.size()));
    return s;
}

std::optional<qint64> GameStore::copySession(qint64 id, const QString &title, const QString &problem, QString *error)
{
    if (!isOpen())
        return none(error, tr("The games file is not open."));
    QSqlDatabase db = m_file.database();
    Sql::Transaction tx(db);
    if (!tx.begin())
        return none(error, Sql::explain(db.lastError()));
    QSqlQuery q(db);
    q.prepare(u"INSERT INTO sessions (uuid, kind, title, players, setup, status, problem, cursor, round, record_kind, record_id,"
              " draft, touched, created, modified)"
              " SELECT ?, kind, ?, players, setup, 'damaged', ?, cursor, round, '', 0, draft,"
              " (SELECT max(touched) FROM sessions), created, ? FROM sessions WHERE id = ?"_s);
    q.addBindValue(QUuid::createUuid().toString(QUuid::WithoutBraces));
    q.addBindValue(Sql::text(title));
    q.addBindValue(Sql::text(problem));
    q.addBindValue(now());
    q.addBindValue(id);
    if (!q.exec())
        return none(error, Sql::explain(q.lastError()));
    if (q.numRowsAffected() != 1)
        return none(error, tr("There is no game %1 in the games file.").arg(id));
    const qint64 copy = q.lastInsertId().toLongLong();
    q.prepare(u"INSERT INTO actions (session_id, seq, json) SELECT ?, seq, json FROM actions WHERE session_id = ?"_s);
    q.addBindValue(copy);
    q.addBindValue(id);
    if (!q.exec() || !tx.commit())
        return none(error, Sql::explain(q.lastError().isValid() ? q.lastError() : db.lastError()));
    emit sessionsChanged();
    return copy;
}

bool GameStore::remove(qint64 id, QString *error)
{
    if (!isOpen())
        return fail(error, tr("The games file is not open."));
    QSqlQuery q(m_file.database());
    q.prepare(u"DELETE FROM sessions WHERE id = ?"_s);
    q.addBindValue(id);
    if (!q.exec())
        return fail(error, q.lastError().text());
    emit sessionsChanged();
    return true;
}

} // namespace Pacenotes
