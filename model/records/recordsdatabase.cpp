// SPDX-License-Identifier: GPL-3.0-or-later
#include "recordsdatabase.h"

#include "recordsschema.h"
#include "recordssql.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>

namespace Pacenotes {

using namespace Qt::StringLiterals;
using RecordsSql::fail;

RecordsDatabase::RecordsDatabase(QObject *parent) : QObject(parent)
{
    m_connection = RecordsSql::uniqueConnectionName(u"pacenotes-records"_s);
}

RecordsDatabase::~RecordsDatabase()
{
    close();
}

QString RecordsDatabase::defaultPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + u"/records.sqlite"_s;
}

bool RecordsDatabase::isOpen() const
{
    return RecordsSql::isConnectionOpen(m_connection);
}

void RecordsDatabase::close()
{
    RecordsSql::closeConnection(m_connection);
    m_path.clear();
}

int RecordsDatabase::schemaVersion() const
{
    if (!isOpen())
        return 0;
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    return q.exec(u"PRAGMA user_version"_s) && q.next() ? q.value(0).toInt() : 0;
}

bool RecordsDatabase::checkIntegrity(QString *error) const
{
    if (!isOpen())
        return fail(error, tr("The records database is not open."));
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    if (!q.exec(u"PRAGMA integrity_check"_s))
        return fail(error, q.lastError().text());
    QStringList findings;
    while (q.next())
        findings << q.value(0).toString();
    if (findings == QStringList{u"ok"_s}) {
        findings.clear();
        if (q.exec(u"PRAGMA foreign_key_check"_s) && q.next())
            findings << tr("a %1 row points to a record that does not exist").arg(q.value(0).toString());
        else
            return true;
    }
    return fail(error, tr("The records database is damaged: %1").arg(findings.join(u"; "_s)));
}

bool RecordsDatabase::open(const QString &path, QString *error)
{
    close();
    m_backupPath.clear();
    if (!QSqlDatabase::isDriverAvailable(u"QSQLITE"_s))
        return fail(error, tr("The SQLite driver for Qt is not installed (package libqt6sql6-sqlite)."));
    const bool memory = path == ":memory:"_L1;
    if (!memory) {
        const QFileInfo info(path);
        if (!QDir().mkpath(info.absolutePath()))
            return fail(error, tr("Cannot create the folder %1 for the records database.")
                                   .arg(QDir::toNativeSeparators(info.absolutePath())));
        if (info.exists() && !info.isFile())
            return fail(error, tr("%1 is not a file.").arg(QDir::toNativeSeparators(path)));
    }

    QString sqlError;
    if (!RecordsSql::openConnection(m_connection, path, &sqlError))
        return fail(error, tr("Cannot open the records database %1: %2").arg(QDir::toNativeSeparators(path), sqlError));
    m_path = path;

    // Queries must be gone before close() removes the connection, hence the helper's scope.
    QString why;
    if (!prepareOpened(&why)) {
        close();
        return fail(error, why);
    }
    return true;
}

bool RecordsDatabase::prepareOpened(QString *error)
{
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    QSqlQuery q(db);
    // The first read is where SQLite notices a file that is not a database.
    if (!q.exec(u"PRAGMA user_version"_s) || !q.next())
        return fail(error, tr("%1 is not a readable records database: %2")
                               .arg(QDir::toNativeSeparators(m_path), q.lastError().text()));
    const int version = q.value(0).toInt();
    q.exec(u"PRAGMA application_id"_s);
    const int appId = q.next() ? q.value(0).toInt() : 0;
    q.exec(u"SELECT count(*) FROM sqlite_master"_s);
    const int objects = q.next() ? q.value(0).toInt() : 0;
    q.finish();

    if (version > RecordsSchema::currentVersion())
        return fail(error, tr("The records database %1 was written by a newer Pacenotes (schema %2; this version "
                              "reads up to %3). It was left untouched.")
                               .arg(QDir::toNativeSeparators(m_path))
                               .arg(version)
                               .arg(RecordsSchema::currentVersion()));
    if (objects > 0 && appId != RecordsSchema::kApplicationId)
        return fail(error, tr("%1 is an SQLite database, but not Pacenotes records. It was left untouched.")
                               .arg(QDir::toNativeSeparators(m_path)));

    // WAL cannot be switched on inside a transaction; FULL makes each commit durable.
    for (const QString &pragma : {u"PRAGMA foreign_keys = ON"_s, u"PRAGMA journal_mode = WAL"_s,
                                  u"PRAGMA synchronous = FULL"_s}) {
        if (!q.exec(pragma))
            return fail(error, tr("Cannot prepare the records database: %1").arg(q.lastError().text()));
        q.finish();
    }
    return version >= RecordsSchema::currentVersion() || migrate(version, error);
}

bool RecordsDatabase::migrate(int from, QString *error)
{
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    QSqlQuery q(db);
    if (from > 0 && m_path != ":memory:"_L1) {
        // Keep the user's file as it was before changing its layout.
        QString backup = m_path + u".v%1.bak"_s.arg(from);
        for (int n = 2; QFileInfo::exists(backup); ++n)
            backup = m_path + u".v%1-%2.bak"_s.arg(from).arg(n);
        q.prepare(u"VACUUM INTO ?"_s);
        q.addBindValue(backup);
        if (!q.exec())
            return fail(error, tr("Cannot back up the records database before updating it: %1")
                                   .arg(q.lastError().text()));
        m_backupPath = backup;
    }
    for (const RecordsSchema::Step &step : RecordsSchema::steps()) {
        if (step.version <= from)
            continue;
        RecordsSql::Transaction tx(db);
        if (!tx.begin())
            return fail(error, tr("Cannot update the records database: %1").arg(db.lastError().text()));
        for (const QString &sql : step.statements) {
            if (!q.exec(sql))
                return fail(error, tr("Cannot update the records database to version %1: %2")
                                       .arg(step.version)
                                       .arg(q.lastError().text()));
        }
        // PRAGMA values cannot be bound; both are integers we control.
        if (!q.exec(u"PRAGMA user_version = %1"_s.arg(step.version))
            || !q.exec(u"PRAGMA application_id = %1"_s.arg(RecordsSchema::kApplicationId)) || !tx.commit())
            return fail(error, tr("Cannot update the records database to version %1: %2")
                                   .arg(step.version)
                                   .arg(db.lastError().text()));
    }
    return true;
}

} // namespace Pacenotes
