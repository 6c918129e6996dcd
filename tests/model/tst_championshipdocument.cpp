// SPDX-License-Identifier: GPL-3.0-or-later
// The season document (intents → undo commands, refusals that change nothing) and its store: one
// transaction per change, a killed process loses nothing confirmed, a newer or foreign file is
// refused untouched, a season that cannot be read is listed with why. The item models are run
// under QAbstractItemModelTester.
#include "championship/championshipdocument.h"
#include "championship/championshipjson.h"
#include "championship/championshipstore.h"
#include "i18n/translations.h"
#include "itemmodels/championshipeventsmodel.h"
#include "itemmodels/championshipstandingsmodel.h"
#include "itemmodels/championshipstartmodel.h"
#include "itemmodels/championshipteamsmodel.h"
#include "itemmodels/seasonlistmodel.h"
#include "killedchild.h"

#include <QAbstractItemModelTester>
#include <QCryptographicHash>
#include <QFile>
#include <QSignalSpy>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <cstdio>

using namespace Pacenotes;
using namespace Qt::StringLiterals;

namespace {

Championship threeDrivers()
{
    Championship s;
    s.name = u"Winter Cup"_s;
    s.rules = SeasonRules::defaults(SeasonFormat::RaceSeries);
    s.rules.startOrder = StartOrderRule::LowestPointsFirst;
    s.drivers = {{u"ann"_s, u"Ann"_s, u"GT6"_s, {}}, {u"bob"_s, u"Bob"_s, u"GT6"_s, {}}, {u"cyd"_s, u"Cyd"_s, u"GT5"_s, {}}};
    return s;
}

ChampionshipEvent race(const QString &name, const QStringList &order)
{
    ChampionshipEvent e;
    e.name = name;
    e.kind = EventKind::Race;
    for (int i = 0; i < order.size(); ++i) {
        EventEntry en;
        en.driver = order[i];
        en.place = i + 1;
        e.entries.append(en);
    }
    return e;
}

QByteArray fileHash(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256) : QByteArray();
}

/// The child of crashSafety(): adds races as fast as it can, reporting each saved one, until killed.
int runCrashWriter(const QString &path)
{
    ChampionshipStore store;
    QString error;
    if (!store.open(path, &error)) {
        std::fprintf(stderr, "%s\n", qPrintable(error));
        return 3;
    }
    ChampionshipDocument doc(threeDrivers());
    if (!doc.attachStore(&store, &error))
        return 4;
    QObject::connect(&doc, &ChampionshipDocument::saveFailed, [](const QString &m) { std::fprintf(stderr, "%s\n", qPrintable(m)); });
    std::printf("season %lld\n", static_cast<long long>(doc.season().id));
    std::fflush(stdout);
    const QStringList orders[] = {{u"ann"_s, u"bob"_s, u"cyd"_s}, {u"cyd"_s, u"ann"_s, u"bob"_s}, {u"bob"_s, u"cyd"_s, u"ann"_s}};
    for (int i = 0;; ++i) {
        if (doc.season().events.size() >= Championship::kMaxEvents) {
            // Keep writing: take one back and add it again (a removal, then an insertion).
            doc.undoStack()->undo();
        }
        if (!doc.addEvent(race(u"Race %1"_s.arg(i), orders[i % 3]), {}, &error)) {
            std::fprintf(stderr, "%s\n", qPrintable(error));
            return 5;
        }
        std::printf("saved %lld\n", static_cast<long long>(doc.season().events.size()));
        std::fflush(stdout);
    }
}

} // namespace

class tst_ChampionshipDocument : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        Translations::install(u"en"_s);
        QVERIFY(m_dir.isValid());
    }

    void intentsAndUndo()
    {
        ChampionshipDocument doc(threeDrivers());
        ChampionshipStandingsModel standings(&doc);
        ChampionshipStartModel start(&doc);
        ChampionshipEventsModel events(&doc);
        ChampionshipTeamsModel teams(&doc);
        QAbstractItemModelTester t1(&standings, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester t2(&start, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester t3(&events, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester t4(&teams, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy changed(&doc, &ChampionshipDocument::changed);
        QSignalSpy rejected(&doc, &ChampionshipDocument::inputRejected);

        QVERIFY(doc.addEvent(race(u"Monza"_s, {u"bob"_s, u"ann"_s, u"cyd"_s})));
        QCOMPARE(doc.season().events.size(), 1);
        QCOMPARE(standings.columnCount(), 5); // pos, driver, Monza, points, gap
        QCOMPARE(standings.headerData(2, Qt::Horizontal).toString(), u"Monza"_s);
        QCOMPARE(standings.data(standings.index(0, 1)).toString(), u"Bob"_s);
        QCOMPARE(standings.data(standings.index(0, standings.totalColumn())).toString(), u"25"_s);
        QCOMPARE(standings.data(standings.index(1, standings.gapColumn())).toString(), u"−7"_s);
        QCOMPARE(start.rowCount(), 3);
        QCOMPARE(start.data(start.index(0, ChampionshipStartModel::DriverColumn)).toString(), u"Cyd"_s);
        QCOMPARE(events.data(events.index(0, ChampionshipEventsModel::SourceColumn)).toString(), u"Entered by hand"_s);
        QCOMPARE(events.data(events.index(0, ChampionshipEventsModel::WinnerColumn)).toString(), u"Bob"_s);

        // Refused: two drivers in one place; nothing changes, the reason names the field.
        ChampionshipEvent bad = race(u"Spa"_s, {u"ann"_s, u"bob"_s});
        bad.entries[1].place = 1;
        QString error;
        QVERIFY(!doc.addEvent(bad, {}, &error));
        QVERIFY2(error.startsWith(u"events[1].results[1].place: "_s), qPrintable(error));
        QCOMPARE(doc.season().events.size(), 1);
        QCOMPARE(rejected.count(), 1);

        // A driver new to the season comes with the event, in one undo step.
        ChampionshipEvent spa = race(u"Spa"_s, {u"dee"_s, u"ann"_s});
        QVERIFY(doc.addEvent(spa, {{u"dee"_s, u"Dee"_s, {}, {}}}));
        QCOMPARE(doc.season().drivers.size(), 4);
        QCOMPARE(standings.rowCount(), 4);
        doc.undoStack()->undo();
        QCOMPARE(doc.season().drivers.size(), 3);
        QCOMPARE(doc.season().events.size(), 1);
        doc.undoStack()->redo();
        QCOMPARE(doc.season().drivers.size(), 4);

        // A driver with results cannot be removed; the rules must still fit the events.
        QVERIFY(!doc.setRoster(threeDrivers().drivers, {}, &error));
        QVERIFY(error.contains(u"Dee"_s));
        SeasonRules rally = SeasonRules::defaults(SeasonFormat::RallyChampionship);
        QVERIFY(!doc.setRules(rally, &error));
        QVERIFY2(error.startsWith(u"events[0].kind: "_s), qPrintable(error));
        SeasonRules table = doc.season().rules;
        table.points = {10, 8, 9};
        SeasonProblems warnings;
        QVERIFY(doc.setRules(table, &error, &warnings));
        QCOMPARE(warnings.size(), 1);
        QCOMPARE(doc.standings().rowOf(doc.season().driverIndex(u"bob"_s))->points, 10);
        doc.undoStack()->undo();
        QCOMPARE(doc.standings().rowOf(doc.season().driverIndex(u"bob"_s))->points, 25);

        QVERIFY(doc.moveEvent(1, 0));
        QCOMPARE(doc.season().events[0].name, u"Spa"_s);
        QVERIFY(doc.removeEvent(0));
        QCOMPARE(doc.season().events.size(), 1);
        doc.undoStack()->undo();
        QCOMPARE(doc.season().events[0].name, u"Spa"_s);
        QVERIFY(changed.count() >= 8);

        // A game is added once.
        ChampionshipEvent game = race(u"App game"_s, {u"ann"_s});
        game.source = {true, u"uuid-7"_s, u"App game"_s};
        QVERIFY(doc.addEvent(game));
        QCOMPARE(doc.eventOfSession(u"uuid-7"_s), 2);
        QVERIFY(!doc.addEvent(game, {}, &error));
        QCOMPARE(events.data(events.index(2, ChampionshipEventsModel::SourceColumn)).toString(), u"Played in the app"_s);
    }

    void standingsModelSorts()
    {
        Championship s = threeDrivers();
        s.events = {race(u"A"_s, {u"ann"_s, u"bob"_s, u"cyd"_s}), race(u"B"_s, {u"cyd"_s, u"bob"_s, u"ann"_s})};
        ChampionshipDocument doc(s);
        ChampionshipStandingsModel model(&doc);
        // Ann 25 + 15 = 40, Cyd 15 + 25 = 40, Bob 18 + 18 = 36; Cyd won the latest race.
        QCOMPARE(model.data(model.index(0, 1)).toString(), u"Cyd"_s);
        QCOMPARE(model.data(model.index(1, 1)).toString(), u"Ann"_s);
        QCOMPARE(model.data(model.index(2, 1)).toString(), u"Bob"_s);
        // Each column sorts by its value: the first race's points.
        QCOMPARE(model.data(model.index(1, 2), ChampionshipStandingsModel::SortRole).toDouble(), 25.0);
        QCOMPARE(model.data(model.index(0, 2), ChampionshipStandingsModel::SortRole).toDouble(), 15.0);
        // How the tie was settled, in words.
        QVERIFY2(model.data(model.index(0, 0), Qt::ToolTipRole).toString().contains(u"latest event"_s),
                 qPrintable(model.data(model.index(0, 0), Qt::ToolTipRole).toString()));
    }

    void storeRoundTrip()
    {
        const QString file = m_dir.filePath(u"round/championships.sqlite"_s);
        ChampionshipStore store;
        QString error;
        QVERIFY2(store.open(file, &error), qPrintable(error));
        QCOMPARE(store.schemaVersion(), 1);
        Championship s = threeDrivers();
        s.teams = {{u"t"_s, u"Team"_s}};
        s.drivers[0].team = u"t"_s;
        s.drivers[1].team = u"t"_s;
        s.events = {race(u"Monza"_s, {u"bob"_s, u"ann"_s, u"cyd"_s})};
        ChampionshipEvent rally;
        s.rules.format = SeasonFormat::AutoTour;
        s.rules.scoring = Scoring::Time;
        s.rules.startOrder = StartOrderRule::LowestTimeFirst;
        s.game = SeasonGame::Mixed;
        rally.kind = EventKind::Rally;
        rally.game = Game::Dirt;
        rally.checkpoints = true;
        rally.stages = {{u"SS1"_s, true}, {u"SS2"_s, false}};
        rally.entries = {{u"ann"_s, {}, {}, false, 0, {{200, false, 1}, {{}, true, 0}}, 0, {}},
                         {u"bob"_s, {}, {}, false, 0, {{190, false, 0}, {}}, 0, {}}};
        s.events.append(rally);
        const std::optional<qint64> id = store.save(s, &error);
        QVERIFY2(id, qPrintable(error));
        std::optional<Championship> back = store.load(*id, &error);
        QVERIFY2(back, qPrintable(error));
        s.id = *id;
        back->modified = {};
        QCOMPARE(*back, s);

        SeasonListModel list(&store);
        QAbstractItemModelTester tester(&list, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(list.rowCount(), 1);
        QCOMPARE(list.data(list.index(0, SeasonListModel::EventsColumn)).toInt(), 2);
        QCOMPARE(list.data(list.index(0, SeasonListModel::FormatColumn)).toString(), u"Auto Tour"_s);

        // A bad season is never written; a season damaged in the file is listed with why.
        Championship bad = s;
        bad.events[0].entries[0].driver = u"nobody"_s;
        QVERIFY(!store.save(bad, &error));
        QVERIFY(error.contains(u"events[0].results[0].driver"_s));
        QVERIFY(store.save(threeDrivers()));
        {
            QSqlDatabase raw = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"raw-damage"_s);
            raw.setDatabaseName(file);
            QVERIFY(raw.open());
            QSqlQuery q(raw);
            QVERIFY(q.exec(u"UPDATE season_events SET event = '{\"kind\": \"lap\"}' WHERE season_id = %1 AND seq = 0"_s.arg(*id)));
        }
        QSqlDatabase::removeDatabase(u"raw-damage"_s);
        list.reload();
        QCOMPARE(list.rowCount(), 2);
        const int row = list.rowOf(*id);
        QVERIFY(list.data(list.index(row, 0)).toString().contains(u"cannot be read"_s));
        QVERIFY(list.data(list.index(row, 0), Qt::ToolTipRole).toString().contains(u"events[0].kind"_s));
        QVERIFY(!store.load(*id, &error));
        QVERIFY(store.remove(*id));
        list.reload();
        QCOMPARE(list.rowCount(), 1);
    }

    void documentSavesEveryChange()
    {
        const QString file = m_dir.filePath(u"doc/championships.sqlite"_s);
        qint64 id = 0;
        {
            ChampionshipStore store;
            QVERIFY(store.open(file));
            ChampionshipDocument doc(threeDrivers());
            QVERIFY(doc.attachStore(&store));
            id = doc.season().id;
            QVERIFY(id > 0);
            QVERIFY(doc.addEvent(race(u"Monza"_s, {u"ann"_s, u"bob"_s})));
            QCOMPARE(store.load(id)->events.size(), 1); // written already, before anything else happens
            doc.undoStack()->undo();
            QCOMPARE(store.load(id)->events.size(), 0);
            doc.undoStack()->redo();
        }
        ChampionshipStore again;
        QVERIFY(again.open(file));
        QCOMPARE(again.load(id)->events.constFirst().name, u"Monza"_s);
    }

    void newerFileIsLeftUntouched()
    {
        const QString file = m_dir.filePath(u"newer/championships.sqlite"_s);
        {
            ChampionshipStore store;
            QVERIFY(store.open(file));
            QVERIFY(store.save(threeDrivers()));
        }
        {
            QSqlDatabase raw = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"raw-newer"_s);
            raw.setDatabaseName(file);
            QVERIFY(raw.open());
            QSqlQuery q(raw);
            QVERIFY(q.exec(u"PRAGMA user_version = 9"_s));
            QVERIFY(q.exec(u"PRAGMA wal_checkpoint(TRUNCATE)"_s));
        }
        QSqlDatabase::removeDatabase(u"raw-newer"_s);
        const QByteArray before = fileHash(file);
        ChampionshipStore store;
        QString error;
        QVERIFY(!store.open(file, &error));
        QVERIFY2(error.contains(u"newer Pacenotes"_s), qPrintable(error));
        QCOMPARE(fileHash(file), before);
        QVERIFY(QFile::exists(file));

        // Another application's database is refused untouched too.
        const QString foreign = m_dir.filePath(u"foreign.sqlite"_s);
        {
            QSqlDatabase raw = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"raw-foreign"_s);
            raw.setDatabaseName(foreign);
            QVERIFY(raw.open());
            QSqlQuery q(raw);
            QVERIFY(q.exec(u"CREATE TABLE notes (x TEXT)"_s));
        }
        QSqlDatabase::removeDatabase(u"raw-foreign"_s);
        const QByteArray foreignBefore = fileHash(foreign);
        QVERIFY(!store.open(foreign, &error));
        QCOMPARE(fileHash(foreign), foreignBefore);
    }

    void crashSafety()
    {
        const QString file = m_dir.filePath(u"crash/championships.sqlite"_s);
        {
            ChampionshipStore store; // the schema first, so the child only writes seasons
            QVERIFY(store.open(file));
        }
        const Test::KilledChild child = Test::runUntilKilled({u"--crash-writer"_s, file}, [](const Test::KilledChild &c) {
            return c.last.value("saved").toInt() >= 40;
        });
        QVERIFY2(child.killed, child.errors.constData());
        const qint64 id = child.last.value("season").toLongLong();
        const int confirmed = child.last.value("saved").toInt();

        ChampionshipStore store;
        QString error;
        QVERIFY2(store.open(file, &error), qPrintable(error));
        const std::optional<Championship> s = store.load(id, &error);
        QVERIFY2(s, qPrintable(error));
        // Every confirmed change is there, at most one more cut between its commit and its report.
        const int n = int(s->events.size());
        QVERIFY2(n >= confirmed && n <= confirmed + 1, qPrintable(u"%1 kept, %2 confirmed"_s.arg(n).arg(confirmed)));
        for (int i = 0; i < n; ++i)
            QCOMPARE(s->events[i].name, u"Race %1"_s.arg(i));
    }

private:
    QTemporaryDir m_dir;
};

int main(int argc, char **argv)
{
    if (argc == 3 && qstrcmp(argv[1], "--crash-writer") == 0) {
        QCoreApplication app(argc, argv);
        return runCrashWriter(QString::fromLocal8Bit(argv[2]));
    }
    QCoreApplication app(argc, argv);
    tst_ChampionshipDocument tc;
    return QTest::qExec(&tc, argc, argv);
}

#include "tst_championshipdocument.moc"
