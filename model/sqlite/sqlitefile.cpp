// SPDX-License-Identifier: GPL-3.0-or-later
#include "sqlitefile.h"

#include "sqlsupport.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>

namespace Pacenotes {

using namespace Qt::StringLiterals;

namespace {

// SQLite's primary result codes that decide what a failure means (sqlite3.h).
constexpr int kPerm = 3;
constexpr int kBusy = 5;
constexpr int kLocked = 6;
constexpr int kReadOnly = 8;
constexpr int kIoErr = 10;
constexpr int kCorrupt = 11;
constexpr int kFull = 13;
constexpr int kCantOpen = 14;
constexpr int kAuth = 23;
constexpr int kNotADb = 26;

/// How long a connection waits for another writer of the same file before it gives up: one value
/// for every database of the app.
constexpr int kBusyTimeoutMs = 5000;

QString advice(int code)
{
    switch (code) {
    case kFull:
        return SqliteFile::tr("The disk is full: free some space, then try again.");
    case kIoErr:
        return SqliteFile::tr("The disk could not be read or written (it may be full, removed or failing): "
                              "check it and free some space, then try again.");
    case kBusy:
    case kLocked:
        return SqliteFile::tr("Another program is using the file (perhaps another Pacenotes): close it, then try again.");
    case kPerm:
    case kReadOnly:
    case kCantOpen:
    case kAuth:
        return SqliteFile::tr("Pacenotes may not write there: check the permissions of the file and its folder, then try again.");
    default:
        return SqliteFile::tr("Try again; if it keeps failing, check the disk.");
    }
}

SqliteFile::Outcome setReason(QString *reason, SqliteFile::Outcome outcome, const QString &message)
{
    Sql::fail(reason, message);
    return outcome;
}

} // namespace

QString Sql::explain(const QSqlError &error)
{
    const QString text = error.text().trimmed();
    return SqliteFile::tr("%1. %2").arg(text.isEmpty() ? SqliteFile::tr("unknown error") : text, advice(resultCode(error)));
}

SqliteFile::SqliteFile(const QString &connectionPrefix) : m_connection(Sql::uniqueConnectionName(connectionPrefix)) {}

SqliteFile::~SqliteFile()
{
    close();
}

bool SqliteFile::isOpen() const
{
    return QSqlDatabase::contains(m_connection) && QSqlDatabase::database(m_connection, false).isOpen();
}

bool SqliteFile::isInMemory() const
{
    return m_path == ":memory:"_L1;
}

QSqlDatabase SqliteFile::database() const
{
    return QSqlDatabase::database(m_connection, false);
}

void SqliteFile::close()
{
    m_path.clear();
    if (!QSqlDatabase::contains(m_connection))
        return;
    {
        // Every QSqlDatabase copy must be gone before the connection is removed, hence the scope.
        QSqlDatabase db = QSqlDatabase::database(m_connection, false);
        db.close();
    }
    QSqlDatabase::removeDatabase(m_connection);
}

int SqliteFile::version() const
{
    if (!isOpen())
        return 0;
    QSqlQuery q(database());
    return q.exec(u"PRAGMA user_version"_s) && q.next() ? q.value(0).toInt() : 0;
}

bool SqliteFile::maySetAside(Outcome outcome)
{
    return outcome == Outcome::NotDatabase || outcome == Outcome::Damaged || outcome == Outcome::Foreign;
}

QString SqliteFile::setAside(const QString &path, QString *error)
{
    const QString stamp = path + u".damaged-"_s + QDateTime::currentDateTime().toString(u"yyyyMMdd-HHmmss"_s);
    QString aside = stamp;
    for (int n = 2; QFileInfo::exists(aside) || QFileInfo::exists(aside + u"-wal"_s); ++n)
        aside = stamp + u'-' + QString::number(n);
    if (!QFile::rename(path, aside)) {
        Sql::fail(error, tr("%1 cannot be renamed to %2.").arg(QDir::toNativeSeparators(path), QDir::toNativeSeparators(aside)));
        return {};
    }
    // The journal belongs to the file: it moves with it, or SQLite would apply it to the new one.
    for (const QString &suffix : {u"-wal"_s, u"-shm"_s, u"-journal"_s})
        if (QFileInfo::exists(path + suffix))
            QFile::rename(path + suffix, aside + suffix);
    return aside;
}

SqliteFile::Outcome SqliteFile::open(const QString &path, const SqliteSchema &schema, QString *reason)
{
    close();
    m_backupPath.clear();
    const QString where = QDir::toNativeSeparators(path);
    if (!QSqlDatabase::isDriverAvailable(u"QSQLITE"_s))
        return setReason(reason, Outcome::Failed, tr("The SQLite driver for Qt is not installed (package libqt6sql6-sqlite)."));
    if (path != ":memory:"_L1) {
        const QFileInfo info(path);
        if (!QDir().mkpath(info.absolutePath()))
            return setReason(reason, Outcome::Failed,
                             tr("Cannot create the folder %1. %2").arg(QDir::toNativeSeparators(info.absolutePath()), advice(kCantOpen)));
        if (info.exists() && !info.isFile())
            return setReason(reason, Outcome::Failed, tr("%1 is not a file.").arg(where));
    }
    bool opened = false;
    QSqlError openError;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, m_connection);
        db.setDatabaseName(path);
        db.setConnectOptions(u"QSQLITE_BUSY_TIMEOUT="_s + QString::number(kBusyTimeoutMs));
        opened = db.open();
        openError = db.lastError();
    }
    if (!opened) {
        QSqlDatabase::removeDatabase(m_connection);
        return setReason(reason, Outcome::Failed, tr("%1 cannot be opened: %2 The file was left as it is.").arg(where, Sql::explain(openError)));
    }
    m_path = path;
    const Outcome outcome = prepare(schema, reason);
    if (outcome != Outcome::Opened)
        close();
    return outcome;
}

SqliteFile::Outcome SqliteFile::prepare(const SqliteSchema &schema, QString *reason)
{
    QSqlDatabase db = database();
    QSqlQuery q(db);
    const QString where = QDir::toNativeSeparators(m_path);
    // A failed read is damage only when SQLite says so; anything else is a passing fault.
    const auto readFailed = [&](const QSqlError &e) {
        switch (Sql::resultCode(e)) {
        case kNotADb:
            return setReason(reason, Outcome::NotDatabase, tr("%1 is not an SQLite database (%2).").arg(where, e.text()));
        case kCorrupt:
            return setReason(reason, Outcome::Damaged, tr("%1 is damaged: %2").arg(where, e.text()));
        default:
            return setReason(reason, Outcome::Failed, tr("%1 cannot be read now: %2 The file was left as it is.").arg(where, Sql::explain(e)));
        }
    };
    // The first read is where SQLite notices a file that is not a database at all.
    if (!q.exec(u"PRAGMA user_version"_s) || !q.next())
        return readFailed(q.lastError());
    const int version = q.value(0).toInt();
    if (!q.exec(u"PRAGMA application_id"_s) || !q.next())
        return readFailed(q.lastError());
    const int appId = q.value(0).toInt();
    if (!q.exec(u"SELECT count(*) FROM sqlite_master"_s) || !q.next())
        return readFailed(q.lastError());
    const int objects = q.value(0).toInt();
    q.finish();

    if ((objects > 0 || appId != 0) && appId != schema.applicationId)
        return setReason(reason, Outcome::Foreign, tr("%1 is an SQLite database of another application.").arg(where));
    if (version > schema.version())
        return setReason(reason, Outcome::Newer,
                         tr("%1 was written by a newer Pacenotes (file version %2; this one reads up to %3). It was left "
                            "untouched: open it with that Pacenotes, or move it elsewhere to start a new one here.")
                             .arg(where)
                             .arg(version)
                             .arg(schema.version()));
    if (objects > 0) {
        // A damaged page shows here rather than half-way through the user's work.
        if (!q.exec(u"PRAGMA quick_check"_s))
            return readFailed(q.lastError());
        QStringList findings;
        while (q.next() && findings.size() < 3)
            findings << q.value(0).toString();
        if (q.lastError().isValid())
            return readFailed(q.lastError());
        q.finish();
        if (findings != QStringList{u"ok"_s})
            return setReason(reason, Outcome::Damaged, tr("%1 is damaged: %2").arg(where, findings.join(u"; "_s)));
    }
    // WAL cannot be switched on inside a transaction; FULL makes every commit durable.
    QStringList pragmas;
    if (schema.foreignKeys)
        pragmas << u"PRAGMA foreign_keys = ON"_s;
    pragmas << u"PRAGMA journal_mode = WAL"_s << (schema.durable ? u"PRAGMA synchronous = FULL"_s : u"PRAGMA synchronous = NORMAL"_s);
    for (const QString &pragma : std::as_const(pragmas)) {
        if (!q.exec(pragma))
            return readFailed(q.lastError());
        q.finish();
    }
    return version < schema.version() ? migrate(schema, version, reason) : Outcome::Opened;
}

SqliteFile::Outcome SqliteFile::migrate(const SqliteSchema &schema, int from, QString *reason)
{
    QSqlDatabase db = database();
    QSqlQuery q(db);
    const QString where = QDir::toNativeSeparators(m_path);
    if (from > 0 && schema.backupBeforeMigration && !isInMemory()) {
        // Keep the user's file as it was before changing its layout.
        QString backup = m_path + u".v%1.bak"_s.arg(from);
        for (int n = 2; QFileInfo::exists(backup); ++n)
            backup = m_path + u".v%1-%2.bak"_s.arg(from).arg(n);
        q.prepare(u"VACUUM INTO ?"_s);
        q.addBindValue(backup);
        if (!q.exec()) {
            const QString why = Sql::explain(q.lastError());
            QFile::remove(backup); // a half-written copy is no backup
            return setReason(reason, Outcome::Failed,
                             tr("%1 cannot be backed up before it is updated: %2 The file was left as it is.").arg(where, why));
        }
        m_backupPath = backup;
    }
    for (const SqliteStep &step : schema.steps) {
        if (step.version <= from)
            continue;
        Sql::Transaction tx(db);
        bool ok = tx.begin();
        for (const QString &sql : step.statements)
            ok = ok && q.exec(sql);
        // PRAGMA values cannot be bound; both are integers we control.
        ok = ok && q.exec(u"PRAGMA user_version = %1"_s.arg(step.version))
            && q.exec(u"PRAGMA application_id = %1"_s.arg(schema.applicationId));
        if (!ok || !tx.commit()) {
            const QSqlError error = q.lastError().isValid() ? q.lastError() : db.lastError();
            return setReason(reason, Outcome::Failed,
                             tr("%1 cannot be updated to version %2: %3 The file was left as it was before this step.")
                                 .arg(where)
                                 .arg(step.version)
                                 .arg(Sql::explain(error)));
        }
    }
    return Outcome::Opened;
}

} // namespace Pacenotes
