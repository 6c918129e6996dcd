// SPDX-License-Identifier: GPL-3.0-or-later
// The one base of the SQLite files (SqliteFile): a new file made in steps, an older one migrated
// step by step after a backup, and what each kind of bad file comes back as. Only a file that is
// not a database, is damaged or is another application's may be set aside; a newer file, a full
// disk (issue 25: a full disk once set a healthy games file aside) or a failed migration leave
// the file exactly as it was, with what to do.
#include "fulldisk.h"
#include "sqltesthelpers.h"

#include "sqlite/sqlitefile.h"

#include <QDir>
#include <QFile>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace Pacenotes;
using namespace Pacenotes::TestSql;
using namespace Qt::StringLiterals;

namespace {

constexpr int kAppId = 0x54455354; // "TEST"

SqliteSchema schema(int version)
{
    SqliteSchema s;
    s.applicationId = kAppId;
    s.backupBeforeMigration = true;
    const QList<SqliteStep> all{{1, {u"CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT NOT NULL)"_s}},
                                {2, {u"ALTER TABLE notes ADD COLUMN author TEXT NOT NULL DEFAULT ''"_s}},
                                {3, {u"CREATE INDEX notes_author ON notes (author)"_s}}};
    s.steps = all.first(version);
    return s;
}

void writeBytes(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(bytes);
}

int rowCount(SqliteFile &file)
{
    QSqlQuery q(file.database());
    return q.exec(u"SELECT count(*) FROM notes"_s) && q.next() ? q.value(0).toInt() : -1;
}

} // namespace

class tst_SqliteFile : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;
    QString path(const QString &name) const { return m_dir.filePath(name); }

    /// A file at version `version` with one note in it.
    void makeFile(const QString &file, int version)
    {
        SqliteFile f(u"test-make"_s);
        QCOMPARE(f.open(file, schema(version)), SqliteFile::Outcome::Opened);
        QSqlQuery q(f.database());
        QVERIFY(q.exec(u"INSERT INTO notes (text) VALUES ('kept')"_s));
    }

private slots:
    void newFileAndMigration()
    {
        const QString file = path(u"steps.sqlite"_s);
        makeFile(file, 1);
        SqliteFile f(u"test"_s);
        QString reason;
        QCOMPARE(f.open(file, schema(3), &reason), SqliteFile::Outcome::Opened);
        QCOMPARE(f.version(), 3);
        QCOMPARE(rowCount(f), 1);
        // The file as it was before the update, kept beside it.
        QCOMPARE(f.backupPath(), file + u".v1.bak"_s);
        f.close();
        QVERIFY(!f.isOpen());
        SqliteFile backup(u"test"_s);
        QCOMPARE(backup.open(file + u".v1.bak"_s, schema(1)), SqliteFile::Outcome::Opened);
        QCOMPARE(backup.version(), 1);

        SqliteFile memory(u"test"_s);
        QCOMPARE(memory.open(u":memory:"_s, schema(3)), SqliteFile::Outcome::Opened);
        QVERIFY(memory.isInMemory());
        QCOMPARE(memory.version(), 3);
        QVERIFY(memory.backupPath().isEmpty());
    }

    void failedStepLeavesTheFileAsItWas()
    {
        const QString file = path(u"badstep.sqlite"_s);
        makeFile(file, 1);
        SqliteSchema broken = schema(2);
        broken.steps.append({3, {u"CREATE INDEX x ON nowhere (y)"_s}});
        SqliteFile f(u"test"_s);
        QString reason;
        QCOMPARE(f.open(file, broken, &reason), SqliteFile::Outcome::Failed);
        QVERIFY2(reason.contains(u"version 3"_s), qPrintable(reason));
        QVERIFY(!f.isOpen());
        QVERIFY(!SqliteFile::maySetAside(SqliteFile::Outcome::Failed));
        // Step 2 went through in its own transaction; step 3 changed nothing.
        QCOMPARE(f.open(file, schema(2)), SqliteFile::Outcome::Opened);
        QCOMPARE(f.version(), 2);
        QCOMPARE(rowCount(f), 1);
    }

    void badFilesSayWhatTheyAre()
    {
        QString reason;
        SqliteFile f(u"test"_s);

        const QString garbage = path(u"garbage.sqlite"_s);
        writeBytes(garbage, QByteArray(8192, 'x'));
        QCOMPARE(f.open(garbage, schema(1), &reason), SqliteFile::Outcome::NotDatabase);
        QVERIFY2(reason.contains(u"not an SQLite database"_s), qPrintable(reason));
        QCOMPARE(fileBytes(garbage), QByteArray(8192, 'x'));

        const QString foreign = path(u"foreign.sqlite"_s);
        rawExec(foreign, {u"CREATE TABLE contacts (name TEXT)"_s});
        const QByteArray foreignBytes = fileBytes(foreign);
        QCOMPARE(f.open(foreign, schema(1), &reason), SqliteFile::Outcome::Foreign);
        QVERIFY2(reason.contains(u"another application"_s), qPrintable(reason));
        QCOMPARE(fileBytes(foreign), foreignBytes);

        // A page overwritten in the middle of the file: SQLite's check finds it.
        const QString damaged = path(u"damaged.sqlite"_s);
        {
            SqliteFile d(u"test-make"_s);
            QCOMPARE(d.open(damaged, schema(3)), SqliteFile::Outcome::Opened);
            QSqlQuery q(d.database());
            QVERIFY(q.exec(u"PRAGMA journal_mode = DELETE"_s));
            QVERIFY(q.exec(u"BEGIN"_s));
            for (int i = 0; i < 2000; ++i)
                QVERIFY(q.exec(u"INSERT INTO notes (text, author) VALUES ('note %1', 'someone %1')"_s.arg(i)));
            QVERIFY(q.exec(u"COMMIT"_s));
        }
        QVERIFY(QFile(damaged).size() > 8 * 4096);
        {
            QFile raw(damaged);
            QVERIFY(raw.open(QIODevice::ReadWrite));
            raw.seek(5 * 4096 + 100);
            raw.write(QByteArray(200, '\xff'));
        }
        QCOMPARE(f.open(damaged, schema(3), &reason), SqliteFile::Outcome::Damaged);
        QVERIFY2(reason.contains(u"damaged"_s), qPrintable(reason));

        // Each of the three may be set aside; the journal goes with the file.
        for (const SqliteFile::Outcome o : {SqliteFile::Outcome::NotDatabase, SqliteFile::Outcome::Damaged, SqliteFile::Outcome::Foreign})
            QVERIFY(SqliteFile::maySetAside(o));
        writeBytes(garbage + u"-wal"_s, "wal");
        const QString aside = SqliteFile::setAside(garbage);
        QVERIFY(aside.startsWith(garbage + u".damaged-"_s));
        QVERIFY(!QFile::exists(garbage));
        QCOMPARE(fileBytes(aside), QByteArray(8192, 'x'));
        QCOMPARE(fileBytes(aside + u"-wal"_s), QByteArray("wal"));
        QVERIFY(SqliteFile::setAside(garbage).isEmpty()); // nothing there any more

        QCOMPARE(f.open(m_dir.path(), schema(1), &reason), SqliteFile::Outcome::Failed); // a folder
        QVERIFY(!reason.isEmpty());
    }

    void newerFileIsLeftUntouched()
    {
        const QString file = path(u"newer.sqlite"_s);
        makeFile(file, 3);
        const QByteArray before = fileBytes(file);
        SqliteFile f(u"test"_s);
        QString reason;
        QCOMPARE(f.open(file, schema(2), &reason), SqliteFile::Outcome::Newer);
        QVERIFY2(reason.contains(u"newer Pacenotes"_s) && reason.contains(u"version 3"_s), qPrintable(reason));
        QVERIFY(!SqliteFile::maySetAside(SqliteFile::Outcome::Newer));
        QCOMPARE(fileBytes(file), before);
        QVERIFY(!QFile::exists(file + u".v2.bak"_s));
    }

    void fullDiskFailsAndKeepsTheFile()
    {
        const QString file = path(u"full.sqlite"_s);
        makeFile(file, 1);
        const QByteArray before = fileBytes(file);
        SqliteFile f(u"test"_s);
        QString reason;
        SqliteFile::Outcome outcome;
        {
            Test::FullDisk full;
            QVERIFY(full.isFull());
            outcome = f.open(file, schema(2), &reason);
        }
        // Not damage: nothing to set aside, and the user is told what to do.
        QCOMPARE(outcome, SqliteFile::Outcome::Failed);
        QVERIFY2(reason.contains(u"free some space"_s), qPrintable(reason));
        QVERIFY2(reason.contains(u"left as it is"_s), qPrintable(reason));
        QCOMPARE(fileBytes(file), before);
        // Once the disk has room, the same file opens and migrates.
        QCOMPARE(f.open(file, schema(2), &reason), SqliteFile::Outcome::Opened);
        QCOMPARE(rowCount(f), 1);
    }
};

QTEST_GUILESS_MAIN(tst_SqliteFile)
#include "tst_sqlitefile.moc"
