// SPDX-License-Identifier: GPL-3.0-or-later
#include "recordsdatabase.h"

#include "recordsschema.h"
#include "sqlite/sqlitefile.h"
#include "sqlite/sqlsupport.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>

namespace Pacenotes {

using namespace Qt::StringLiterals;
using Sql::fail;

namespace {

const SqliteSchema &schema()
{
    static const SqliteSchema records{RecordsSchema::kApplicationId, RecordsSchema::steps(), true, true, true};
    return records;
}

} // namespace

RecordsDatabase::RecordsDatabase(QObject *parent) : QObject(parent), m_file(u"pacenotes-records"_s) {}

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
    return m_file.isOpen();
}

void RecordsDatabase::close()
{
    m_file.close();
}

int RecordsDatabase::schemaVersion() const
{
    return m_file.version();
}

bool RecordsDatabase::checkIntegrity(QString *error) const
{
    if (!isOpen())
        return fail(error, tr("The records database is not open."));
    QSqlQuery q(m_file.database());
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
    // The records are never set aside: a file that cannot be used is refused as it is (the user
    // keeps every sheet in it), and an older one is migrated after a VACUUM INTO backup.
    QString why;
    if (m_file.open(path, schema(), &why) == SqliteFile::Outcome::Opened)
        return true;
    return fail(error, tr("The records database cannot be opened. %1").arg(why));
}

} // namespace Pacenotes
