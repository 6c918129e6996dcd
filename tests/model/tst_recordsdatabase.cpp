// SPDX-License-Identifier: GPL-3.0-or-later
#include "records/recordsdatabase.h"
#include "records/recordsschema.h"

#include <QCoreApplication>
#include <QFile>
#include <QDir>
#include <QProcess>
#include <QSignalSpy>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <cstdio>

using namespace Pacenotes;
using namespace Qt::StringLiterals;

namespace {

SoloLap sampleLap()
{
    SoloLap lap;
    lap.header = {u"Трасса 1 «Монца»"_s, u"Павел"_s, CarCategory::GT6Bop, Tyres::Rain, LapWeather::Random,
                  QDate(2025, 3, 14)};
    lap.turns = {{{6, false}, TurnWeather::Dry}, {{5, false}, TurnWeather::Wet}, {GearMarker::offTrack(), TurnWeather::None},
                 {{0, false}, TurnWeather::Wet}, {{2, false}, TurnWeather::Dry}};
    lap.focusTokens = 4;
    lap.finished = true;
    lap.notes = u"first try, \"wet\" finish"_s;
    return lap;
}

Rally sampleRally()
{
    Rally r = Rally::create(3, 3);
    r.name = u"Rallye de Tchéquie"_s;
    r.date = QDate(2025, 6, 1);
    r.checkpoints = true;
    r.notes = u"three sessions"_s;
    r.stages[0].name = u"SS1 Les Bois"_s;
    r.stages[1].assistance = true;
    r.players[2].name = u"Юля"_s;
    r.players[0].results[0] = {175, 2, false, {1, 0, 2}, true};
    r.players[1].results[0] = {std::nullopt, 0, true, {}, false};
    r.players[2].results[0] = {201, 0, false, {}, std::nullopt};
    r.players[0].results[1] = {272, 0, false, {0, 1, 0}, std::nullopt};
    return r;
}

/// Deterministic content for the crash writer: a lap is fully described by (seed, version),
/// which it carries in its track name, so a reader can tell a whole lap from a torn one.
SoloLap crashLap(int seed, int version)
{
    SoloLap lap;
    lap.header.track = u"%1:%2"_s.arg(seed).arg(version);
    lap.header.driver = u"crash"_s;
    const int turns = 40 + (seed * 7 + version * 13) % 160;
    const QList<GearMarker> gears = SoloLapOptions::sheetGears();
    for (int t = 0; t < turns; ++t)
        lap.turns.append(SoloTurn{gears[(seed + t * (version + 1)) % gears.size()], TurnWeather::None});
    lap.focusTokens = (seed + version) % 10;
    lap.finished = true;
    return lap;
}

/// The child process of crashSafety(): saves laps as fast as it can and reports each commit
/// on stdout, until it is killed.
int runCrashWriter(const QString &path)
{
    RecordsDatabase db;
    QString error;
    if (!db.open(path, &error)) {
        std::fprintf(stderr, "%s\n", qPrintable(error));
        return 3;
    }
    QList<qint64> ids;
    for (int seed = 0;; ++seed) {
        std::optional<qint64> id = db.saveLap(crashLap(seed, 0), &error);
        if (!id)
            return 4;
        ids.append(*id);
        std::printf("saved %lld %d 0\n", static_cast<long long>(*id), seed);
        std::fflush(stdout);
        if (seed % 3 == 2) { // rewrite an older lap: an update cut short must leave the old one
            const int old = seed / 2;
            SoloLap lap = crashLap(old, seed);
            lap.id = ids[old];
            if (!db.saveLap(lap, &error))
                return 4;
            std::printf("saved %lld %d %d\n", static_cast<long long>(lap.id), old, seed);
            std::fflush(stdout);
        }
    }
}

void runScript(const QString &dbPath, const QString &scriptPath)
{
    QFile f(scriptPath);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(f.readAll());
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"script"_s);
        db.setDatabaseName(dbPath);
        QVERIFY(db.open());
        QSqlQuery q(db);
        QStringList lines = text.split(u'\n');
        lines.removeIf([](const QString &l) { return l.trimmed().startsWith(u"--"_s); });
        for (QString stmt : lines.join(u'\n').split(u';')) {
            stmt = stmt.trimmed();
            if (!stmt.isEmpty())
                QVERIFY2(q.exec(stmt), qPrintable(q.lastError().text() + u": "_s + stmt));
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(u"script"_s);
}

void rawExec(const QString &dbPath, const QStringList &statements)
{
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"raw"_s);
        db.setDatabaseName(dbPath);
        QVERIFY(db.open());
        QSqlQuery q(db);
        for (const QString &s : statements)
            QVERIFY2(q.exec(s), qPrintable(q.lastError().text()));
        db.close();
    }
    QSqlDatabase::removeDatabase(u"raw"_s);
}

QByteArray fileBytes(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

class tst_RecordsDatabase : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;

    QString path(const QString &name) const { return m_dir.filePath(name); }

private slots:
    void createsSchema()
    {
        RecordsDatabase db;
        QString error;
        QVERIFY2(db.open(path(u"new/records.sqlite"_s), &error), qPrintable(error));
        QCOMPARE(db.schemaVersion(), RecordsSchema::currentVersion());
        QVERIFY(db.backupPath().isEmpty());
        QVERIFY(db.checkIntegrity(&error));
        QCOMPARE(db.laps()->size(), 0);
        db.close();
        QVERIFY(!db.isOpen());
        QVERIFY(db.open(path(u"new/records.sqlite"_s))); // reopening an up-to-date file
        QCOMPARE(db.schemaVersion(), RecordsSchema::currentVersion());
    }

    void lapRoundTrip()
    {
        RecordsDatabase db;
        QVERIFY(db.open(u":memory:"_s));
        QSignalSpy saved(&db, &RecordsDatabase::lapSaved);
        SoloLap lap = sampleLap();
        QString error;
        const std::optional<qint64> id = db.saveLap(lap, &error);
        QVERIFY2(id, qPrintable(error));
        QCOMPARE(saved.size(), 1);
        const std::optional<SoloLap> back = db.lap(*id, &error);
        QVERIFY2(back, qPrintable(error));
        QVERIFY(back->modified.isValid());
        lap.id = *id;
        lap.modified = back->modified;
        QCOMPARE(*back, lap);

        // Saving again with the id replaces the lap, including a shorter turn list.
        lap.turns.resize(2);
        lap.header.date = QDate();
        lap.focusTokens = 0;
        QCOMPARE(db.saveLap(lap), id);
        SoloLap again = *db.lap(*id);
        again.modified = lap.modified;
        QCOMPARE(again, lap);
        QCOMPARE(db.laps()->size(), 1);

        QVERIFY(db.removeLap(*id));
        QVERIFY(!db.lap(*id, &error));
        QVERIFY(error.contains(QString::number(*id)));
    }

    void rallyRoundTrip()
    {
        RecordsDatabase db;
        QVERIFY(db.open(u":memory:"_s));
        Rally rally = sampleRally();
        QString error;
        const std::optional<qint64> id = db.saveRally(rally, &error);
        QVERIFY2(id, qPrintable(error));
        Rally back = *db.rally(*id);
        rally.id = *id;
        rally.modified = back.modified;
        QCOMPARE(back, rally);

        rally.players.removeAt(1);
        rally.stages.removeLast();
        rally.normalize();
        QCOMPARE(db.saveRally(rally), id);
        back = *db.rally(*id);
        back.modified = rally.modified;
        QCOMPARE(back, rally);
        QCOMPARE(db.rallies()->size(), 1);
        QVERIFY(db.removeRally(*id));
        QCOMPARE(db.rallies()->size(), 0);
    }

    void newestFirst()
    {
        RecordsDatabase db;
        QVERIFY(db.open(u":memory:"_s));
        SoloLap a = sampleLap(), b = sampleLap();
        a.header.date = QDate(2024, 1, 1);
        b.header.date = QDate(2025, 1, 1);
        const qint64 ida = *db.saveLap(a), idb = *db.saveLap(b);
        const QList<SoloLap> laps = *db.laps();
        QCOMPARE(laps.size(), 2);
        QCOMPARE(laps[0].id, idb);
        QCOMPARE(laps[1].id, ida);
    }

    void badInputIsNotSaved_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("message");
        QTest::newRow("negative focus") << 0 << u"negative"_s;
        QTest::newRow("impossible gear") << 1 << u"impossible gear"_s;
        QTest::newRow("negative stage time") << 2 << u"negative"_s;
        QTest::newRow("negative penalty") << 3 << u"penalty"_s;
        QTest::newRow("rally without stages") << 4 << u"stage"_s;
    }

    void badInputIsNotSaved()
    {
        QFETCH(int, kind);
        QFETCH(QString, message);
        RecordsDatabase db;
        QVERIFY(db.open(u":memory:"_s));
        const qint64 kept = *db.saveLap(sampleLap());
        const qint64 keptRally = *db.saveRally(sampleRally());
        QString error;
        bool saved = false;
        SoloLap lap = sampleLap();
        lap.id = kept;
        Rally rally = sampleRally();
        rally.id = keptRally;
        switch (kind) {
        case 0: lap.focusTokens = -3; saved = db.saveLap(lap, &error).has_value(); break;
        case 1: lap.turns[1].endGear = GearMarker{9, false}; saved = db.saveLap(lap, &error).has_value(); break;
        case 2: rally.players[0].results[1].time = -10; saved = db.saveRally(rally, &error).has_value(); break;
        case 3: rally.players[0].results[1].penaltyTokens = -1; saved = db.saveRally(rally, &error).has_value(); break;
        case 4: rally.stages.clear(); rally.normalize(); saved = db.saveRally(rally, &error).has_value(); break;
        }
        QVERIFY(!saved);
        QVERIFY2(error.contains(message), qPrintable(error));
        // What was there before is untouched.
        SoloLap lapBack = *db.lap(kept);
        QCOMPARE(lapBack.turns, sampleLap().turns);
        QCOMPARE(lapBack.focusTokens, sampleLap().focusTokens);
        QCOMPARE(db.rally(keptRally)->players, sampleRally().players);
    }

    void migratesFromVersion1()
    {
        const QString file = path(u"v1/records.sqlite"_s);
        QVERIFY(QDir().mkpath(path(u"v1"_s)));
        runScript(file, QStringLiteral(PACENOTES_TESTDATA "/records/records-v1.sql"));
        if (QTest::currentTestFailed())
            return;
        const QByteArray before = fileBytes(file);

        RecordsDatabase db;
        QString error;
        QVERIFY2(db.open(file, &error), qPrintable(error));
        QCOMPARE(db.schemaVersion(), RecordsSchema::currentVersion());
        QVERIFY(db.checkIntegrity());
        QCOMPARE(db.backupPath(), file + u".v1.bak"_s);
        QCOMPARE(fileBytes(db.backupPath()).size(), before.size()); // VACUUM INTO: same pages

        QStringList skipped;
        const QList<SoloLap> laps = *db.laps(&error, &skipped);
        QVERIFY2(skipped.isEmpty(), qPrintable(skipped.join(u'\n')));
        QCOMPARE(laps.size(), 2);
        const SoloLap &monza = laps[0].id == 1 ? laps[0] : laps[1];
        QCOMPARE(monza.header.track, u"Monza 1"_s);
        QCOMPARE(monza.header.driver, u"Анна"_s);
        QCOMPARE(monza.header.category, CarCategory::GT5Bop);
        QCOMPARE(monza.header.tyres, Tyres::Soft);
        QCOMPARE(monza.turns.size(), 6);
        QCOMPARE(monza.turns[3].endGear, GearMarker::offTrack());
        QCOMPARE(monza.focusTokens, 3);
        QVERIFY(monza.finished);
        QCOMPARE(monza.notes, QString()); // new column, default value
        const SoloLap &random = laps[0].id == 2 ? laps[0] : laps[1];
        QCOMPARE(random.turns[0].weather, TurnWeather::Wet);

        const Rally rally = *db.rally(7);
        QCOMPARE(rally.stages.size(), 3);
        QVERIFY(rally.stages[1].assistance);
        QCOMPARE(rally.players[1].name, u"Joelle"_s);
        QCOMPARE(rally.players[0].results[0].time, 175);
        QCOMPARE(rally.players[1].results[0].damage, (Damage{1, 0, 2}));
        QCOMPARE(rally.players[1].results[0].spareTire, false);
        QVERIFY(!rally.players[0].results[2].time);
        QVERIFY(!rally.checkpoints);
        QCOMPARE(rally.players[0].results[0].penaltyTokens, 0);

        // New columns work after the migration.
        Rally changed = rally;
        changed.checkpoints = true;
        changed.players[0].results[2] = {200, 1, false, {}, std::nullopt};
        changed.players[1].results[2].retired = true;
        QVERIFY(db.saveRally(changed, &error));
        QCOMPARE(db.rally(7)->players[1].results[2].retired, true);
        db.close();

        // The backup is the old file: still version 1, opens (and migrates) on its own.
        RecordsDatabase old;
        QVERIFY(old.open(file + u".v1.bak"_s, &error));
        QCOMPARE(old.laps()->size(), 2);
    }

    void refusesNewerSchema()
    {
        const QString file = path(u"newer.sqlite"_s);
        rawExec(file, {u"CREATE TABLE future (x)"_s, u"PRAGMA application_id = %1"_s.arg(RecordsSchema::kApplicationId),
                       u"PRAGMA user_version = 99"_s});
        const QByteArray before = fileBytes(file);
        RecordsDatabase db;
        QString error;
        QVERIFY(!db.open(file, &error));
        QVERIFY2(error.contains(u"newer"_s), qPrintable(error));
        QVERIFY(!db.isOpen());
        QCOMPARE(fileBytes(file), before);
    }

    void refusesForeignDatabase()
    {
        const QString file = path(u"foreign.sqlite"_s);
        rawExec(file, {u"CREATE TABLE contacts (name TEXT)"_s});
        const QByteArray before = fileBytes(file);
        RecordsDatabase db;
        QString error;
        QVERIFY(!db.open(file, &error));
        QVERIFY2(error.contains(u"another application"_s), qPrintable(error));
        QCOMPARE(fileBytes(file), before);
    }

    void refusesGarbage()
    {
        const QString file = path(u"garbage.sqlite"_s);
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QByteArray(8192, '\x5a'));
        f.close();
        RecordsDatabase db;
        QString error;
        QVERIFY(!db.open(file, &error));
        QVERIFY2(error.contains(u"not an SQLite database"_s), qPrintable(error));
        QCOMPARE(fileBytes(file), QByteArray(8192, '\x5a'));

        QVERIFY(!db.open(m_dir.path(), &error)); // a folder
        QVERIFY(!error.isEmpty());
        QVERIFY(!db.saveLap(sampleLap(), &error));
        QVERIFY(error.contains(u"not open"_s));
    }

    void skipsDamagedRecords()
    {
        const QString file = path(u"damaged.sqlite"_s);
        {
            RecordsDatabase db;
            QVERIFY(db.open(file));
            QVERIFY(db.saveLap(sampleLap()));
            QVERIFY(db.saveLap(sampleLap()));
            QVERIFY(db.saveLap(sampleLap()));
            QString error;
            QVERIFY2(db.saveRally(sampleRally(), &error), qPrintable(error));
        }
        rawExec(file, {u"UPDATE solo_laps SET category = 'gt9' WHERE id = 1"_s,
                       u"DELETE FROM solo_turns WHERE lap_id = 2 AND turn = 1"_s,
                       u"UPDATE rally_results SET damage_g = 50 WHERE player = 0 AND stage = 0"_s});
        RecordsDatabase db;
        QVERIFY(db.open(file));
        QString error;
        QStringList skipped;
        const QList<SoloLap> laps = *db.laps(&error, &skipped);
        QCOMPARE(laps.size(), 1);
        QCOMPARE(laps[0].id, 3);
        QCOMPARE(skipped.size(), 2);
        QVERIFY(!db.lap(2, &error));
        QVERIFY2(error.contains(u"damaged turn list"_s), qPrintable(error));
        QCOMPARE(db.rallies(&error, &skipped)->size(), 0);
        QCOMPARE(skipped.size(), 1);
        QVERIFY2(skipped[0].contains(u"damage tokens"_s), qPrintable(skipped[0]));
    }

    void crashSafety()
    {
        const QString file = path(u"crash/records.sqlite"_s);
        {
            RecordsDatabase db; // create the schema first, so the child only writes laps
            QVERIFY(db.open(file));
        }
        QProcess child;
        child.setProgram(QCoreApplication::applicationFilePath());
        child.setArguments({u"--crash-writer"_s, file});
        child.setProcessChannelMode(QProcess::SeparateChannels);
        child.start();
        QVERIFY(child.waitForStarted());

        // Read commits until enough have happened, then SIGKILL at an arbitrary point: the
        // writer spends most of its time inside transactions (fsync at each commit).
        QHash<qint64, int> reportedVersion; // lap id -> highest version reported committed
        QHash<qint64, int> seedOf;
        QByteArray pending;
        int commits = 0;
        const auto consume = [&] {
            pending += child.readAllStandardOutput();
            qsizetype nl;
            while ((nl = pending.indexOf('\n')) >= 0) {
                const QList<QByteArray> f = pending.left(nl).split(' ');
                pending.remove(0, nl + 1);
                if (f.size() == 4 && f[0] == "saved") {
                    reportedVersion[f[1].toLongLong()] = std::max(reportedVersion.value(f[1].toLongLong()), f[3].toInt());
                    seedOf[f[1].toLongLong()] = f[2].toInt();
                    ++commits;
                }
            }
        };
        while (commits < 60 && child.state() == QProcess::Running) {
            child.waitForReadyRead(30000);
            consume();
        }
        QVERIFY2(commits >= 60, child.readAllStandardError().constData());
        child.kill(); // SIGKILL
        QVERIFY(child.waitForFinished());
        QCOMPARE(child.exitStatus(), QProcess::CrashExit);
        consume();

        RecordsDatabase db;
        QString error;
        QVERIFY2(db.open(file, &error), qPrintable(error));
        QVERIFY2(db.checkIntegrity(&error), qPrintable(error));
        QStringList skipped;
        const QList<SoloLap> laps = *db.laps(&error, &skipped);
        QVERIFY2(skipped.isEmpty(), qPrintable(skipped.join(u'\n')));
        QHash<qint64, SoloLap> byId;
        for (const SoloLap &lap : laps)
            byId.insert(lap.id, lap);
        // Every committed lap is there...
        for (auto it = reportedVersion.cbegin(); it != reportedVersion.cend(); ++it) {
            QVERIFY2(byId.contains(it.key()), qPrintable(u"lap %1 lost"_s.arg(it.key())));
            const QStringList sv = byId[it.key()].header.track.split(u':');
            QCOMPARE(sv.value(0).toInt(), seedOf[it.key()]);
            QVERIFY(sv.value(1).toInt() >= it.value()); // a later commit may not have been reported
        }
        // ...and every lap in the file is whole: exactly the content its (seed, version) names.
        for (const SoloLap &lap : laps) {
            const QStringList sv = lap.header.track.split(u':');
            SoloLap expected = crashLap(sv.value(0).toInt(), sv.value(1).toInt());
            expected.id = lap.id;
            expected.modified = lap.modified;
            QCOMPARE(lap, expected);
        }
        QVERIFY(laps.size() >= reportedVersion.size());
        QVERIFY(laps.size() <= reportedVersion.size() + 1); // at most the one cut between commit and report
        // And the file still takes new records.
        QVERIFY(db.saveLap(sampleLap(), &error));
    }
};

int main(int argc, char **argv)
{
    if (argc == 3 && qstrcmp(argv[1], "--crash-writer") == 0) {
        QCoreApplication app(argc, argv);
        return runCrashWriter(QString::fromLocal8Bit(argv[2]));
    }
    QCoreApplication app(argc, argv);
    tst_RecordsDatabase tc;
    return QTest::qExec(&tc, argc, argv);
}

#include "tst_recordsdatabase.moc"
