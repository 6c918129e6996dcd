// SPDX-License-Identifier: GPL-3.0-or-later
// For tests that damage SQLite files on purpose: raw statements on a file, and its bytes.
#pragma once

#include <QFile>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTest>

namespace Pacenotes::TestSql {

/// Runs `statements` on the SQLite file `dbPath` on a connection of its own (fails the test on error).
inline void rawExec(const QString &dbPath, const QStringList &statements)
{
    const QString name = QStringLiteral("raw-test-connection");
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(dbPath);
        QVERIFY(db.open());
        QSqlQuery q(db);
        for (const QString &s : statements)
            QVERIFY2(q.exec(s), qPrintable(q.lastError().text()));
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
}

inline QByteArray fileBytes(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace Pacenotes::TestSql
