// SPDX-License-Identifier: GPL-3.0-or-later
// The games file: a session saved after every action (one transaction), resumed exactly where
// it was — also after the process is killed (a child process killed with SIGKILL) — the undo
// position kept, damaged files set aside with the games still readable copied over, a damaged
// game marked while the others open, and a newer file left untouched.
#include "fulldisk.h"
#include "gamehelpers.h"
#include "killedchild.h"
#include "sqltesthelpers.h"

#include "game/gamelogjson.h"
#include "game/gamestore.h"

#include <QCoreApplication>
#include <QDir>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <cstdio>

using namespace Pacenotes;
using namespace Pacenotes::TestGame;
using namespace Pacenotes::TestSql;
using namespace Qt::StringLiterals;

namespace {

/// The child of crashSafety(): plays and saves as fast as it can, reporting each confirmed
/// action, until it is killed. Every fifth action is undone and played again (a cursor move and
/// a rewrite of the last row).
int runCrashWriter(const QString &path)
{
    GameStore store;
    QString error;
    if (!store.open(path, &error)) {
        std::fprintf(stderr, "%s\n", qPrintable(error));
        return 3;
    }
    std::unique_ptr<GameSession> game = GameSession::create(endlessSoloLap(), &error);
    if (!game || !game->attachStore(&store, 0, &error))
        return 4;
    QObject::connect(game.get(), &GameSession::saveFailed, [](const QString &m) { std::fprintf(stderr, "%s\n", qPrintable(m)); });
    std::printf("session %lld\n", static_cast<long long>(game->storeId()));
    std::fflush(stdout);
    for (int i = 0;; ++i) {
        if (!game->apply(nextSoloAction(*game)).accepted)
            return 5;
        if (i % 5 == 4) {
            game->undoStack()->undo();
            if (!game->apply(nextSoloAction(*game)).accepted)
                return 5;
        }
        std::printf("saved %lld\n", static_cast<long long>(game->log().size()));
        std::fflush(stdout);
    }
}

/// The child of fullDiskThenKilled(): as runCrashWriter, but the disk is full from action 20 to
/// action 40 (every save fails there); it says "saved n" only once the store holds all n.
int runFullDiskWriter(const QString &path)
{
    GameStore store;
    QString error;
    if (!store.open(path, &error))
        return 3;
    std::unique_ptr<GameSession> game = GameSession::create(endlessSoloLap(), &error);
    if (!game || !game->attachStore(&store, 0, &error))
        return 4;
    std::printf("session %lld\n", static_cast<long long>(game->storeId()));
    std::fflush(stdout);
    std::unique_ptr<Test::FullDisk> full;
    for (int i = 0;; ++i) {
        if (i == 20)
            full = std::make_unique<Test::FullDisk>();
        if (i == 40)
            full.reset();
        if (!game->apply(nextSoloAction(*game)).accepted)
            return 5;
        if (i % 7 == 6) {
            game->undoStack()->undo();
            game->undoStack()->redo();
        }
        std::printf("%s %lld\n", game->hasUnsavedActions() ? "played" : "saved", static_cast<long long>(game->log().size()));
        std::fflush(stdout);
    }
}

} // namespace

class tst_GameStore : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;
    QString path(const QString &name) const { return m_dir.filePath(name); }

private slots:
    void savedAfterEveryAction();
    void undoPositionIsKept();
    void listAndRemove();
    void crashSafety();
    void damagedFileIsSetAside();
    void damagedGameDoesNotStopTheOthers();
    void newerFileLeftUntouched();
    // Issue 25: nothing a table enters is ever lost.
    void fullDiskKeepsTheFile();
    void failedSaveIsWrittenLater();
    void failedSaveThenRedo();
    void fullDiskThenKilled();
    void holeInTheLogResumesBeforeIt();
    void writeChecksTheSequence();
    void unreadableTailIsKept();
};

void tst_GameStore::savedAfterEveryAction()
{
    GameStore store;
    QString error;
    QVERIFY2(store.open(path(u"saved.sqlite"_s), &error), qPrintable(error));
    std::unique_ptr<GameSession> game = GameSession::create(gtRace({u"Anna"_s, u"Boris"_s}), &error);
    QVERIFY(game->attachStore(&store, 0, &error));
    QSignalSpy failed(game.get(), &GameSession::saveFailed);
    QVERIFY(game->startRound().accepted);
    QVERIFY(game->playTurn(turn(0, u"1 2 3"_s, u"- - -"_s)).accepted);
    const qint64 id = game->storeId();
    QCOMPARE(store.load(id)->actions.size(), 2);
    QVERIFY(game->playTurn(turn(1, u"1 2"_s, u"- !"_s, RollMode::FlatOut)).accepted);
    QCOMPARE(failed.count(), 0);
    const QByteArray where = snapshot(*game);
    const QString uuid = game->uuid();

    // Another process (here: another store on the same file) resumes exactly there.
    GameStore other;
    QVERIFY(other.open(path(u"saved.sqlite"_s), &error));
    QString problem;
    std::unique_ptr<GameSession> resumed = GameSession::resume(&other, id, &problem);
    QVERIFY2(resumed && problem.isEmpty(), qPrintable(problem));
    QCOMPARE(snapshot(*resumed), where);
    QCOMPARE(resumed->uuid(), uuid);
    QCOMPARE(resumed->log().size(), 3);
    // ... and goes on saving into the same entry.
    QVERIFY(resumed->startRound().accepted);
    QCOMPARE(other.load(id)->actions.size(), 4);
    QCOMPARE(other.sessions()->size(), 1);

    // The draft of the turn being entered is kept until the next action.
    resumed->saveDraft("{\"plan\": 1}");
    QCOMPARE(store.load(id)->draft, QByteArray("{\"plan\": 1}"));
    QVERIFY(resumed->playTurn(turn(resumed->activeCar(), u"4"_s, u"-"_s)).accepted);
    QVERIFY(store.load(id)->draft.isEmpty());
}

void tst_GameStore::undoPositionIsKept()
{
    GameStore store;
    QString error;
    QVERIFY(store.open(path(u"undo.sqlite"_s), &error));
    std::unique_ptr<GameSession> game = GameSession::create(gtRace({u"Anna"_s, u"Boris"_s}), &error);
    QVERIFY(game->attachStore(&store, 0, &error));
    QVERIFY(game->startRound().accepted);
    QVERIFY(game->playTurn(turn(0, u"1 2 3"_s, u"- - -"_s)).accepted);
    QVERIFY(game->playTurn(turn(1, u"1 2"_s, u"- -"_s)).accepted);
    game->undoStack()->undo();
    const QByteArray undone = snapshot(*game);
    QCOMPARE(store.load(game->storeId())->cursor, 2);
    QCOMPARE(store.load(game->storeId())->actions.size(), 3); // the undone action can be redone

    QString problem;
    std::unique_ptr<GameSession> resumed = GameSession::resume(&store, game->storeId(), &problem);
    QVERIFY(resumed);
    QCOMPARE(snapshot(*resumed), undone);
    QVERIFY(resumed->undoStack()->canRedo());
    resumed->undoStack()->redo();
    QCOMPARE(resumed->log().size(), 3);
    resumed->undoStack()->undo();
    // A different action replaces the undone one, in the file too.
    QVERIFY(resumed->playTurn(turn(1, u"1"_s, u"-"_s)).accepted);
    const StoredSession stored = *store.load(game->storeId());
    QCOMPARE(stored.actions.size(), 3);
    QCOMPARE(stored.cursor, 3);
    QVERIFY(stored.actions[2].contains("\"1\""));
}

void tst_GameStore::listAndRemove()
{
    GameStore store;
    QString error;
    QVERIFY(store.open(u":memory:"_s, &error));
    QSignalSpy changed(&store, &GameStore::sessionsChanged);
    std::unique_ptr<GameSession> a = GameSession::create(gtRace({u"Anna"_s, u"Boris"_s}), &error);
    std::unique_ptr<GameSession> b = GameSession::create(endlessSoloLap(), &error);
    QVERIFY(a->attachStore(&store, 0, &error));
    QVERIFY(b->attachStore(&store, 0, &error));
    QVERIFY(a->startRound().accepted);
    const QList<SessionInfo> list = *store.sessions();
    QCOMPARE(list.size(), 2);
    QCOMPARE(list[0].id, a->storeId()); // most recently played first
    QCOMPARE(list[0].players, u"Anna, Boris"_s);
    QCOMPARE(list[0].kind, u"gt-race"_s);
    QCOMPARE(list[0].round, 1);
    QCOMPARE(list[0].status, SessionInfo::Status::InProgress);
    QVERIFY(a->endGame().accepted);
    QCOMPARE(store.sessions()->constFirst().status, SessionInfo::Status::Finished);
    QVERIFY(store.remove(b->storeId()));
    QCOMPARE(store.sessions()->size(), 1);
    QVERIFY(!store.load(b->storeId()));
    QVERIFY(changed.count() >= 4);
}

void tst_GameStore::crashSafety()
{
    const QString file = path(u"crash/games.sqlite"_s);
    {
        GameStore store; // the schema first, so the child only writes games
        QVERIFY(store.open(file));
    }
    QProcess child;
    child.setProgram(QCoreApplication::applicationFilePath());
    child.setArguments({u"--crash-writer"_s, file});
    child.start();
    QVERIFY(child.waitForStarted());
    qint64 id = 0;
    int confirmed = 0;
    int reports = 0;
    QByteArray pending;
    const auto consume = [&] {
        pending += child.readAllStandardOutput();
        qsizetype nl;
        while ((nl = pending.indexOf('\n')) >= 0) {
            const QList<QByteArray> f = pending.left(nl).split(' ');
            pending.remove(0, nl + 1);
            if (f.size() == 2 && f[0] == "session")
                id = f[1].toLongLong();
            if (f.size() == 2 && f[0] == "saved") {
                confirmed = f[1].toInt();
                ++reports;
            }
        }
    };
    while (reports < 80 && child.state() == QProcess::Running) {
        child.waitForReadyRead(30000);
        consume();
    }
    QVERIFY2(reports >= 80, child.readAllStandardError().constData());
    child.kill(); // SIGKILL, wherever it is
    QVERIFY(child.waitForFinished());
    QCOMPARE(child.exitStatus(), QProcess::CrashExit);
    consume();

    GameStore store;
    QString error;
    QVERIFY2(store.open(file, &error), qPrintable(error));
    QString problem;
    std::unique_ptr<GameSession> resumed = GameSession::resume(&store, id, &problem);
    QVERIFY2(resumed && problem.isEmpty(), qPrintable(problem));
    // Every confirmed action is there, at most one more that was cut between commit and report...
    const int n = int(resumed->log().size());
    QVERIFY2(n >= confirmed && n <= confirmed + 1, qPrintable(u"%1 resumed, %2 confirmed"_s.arg(n).arg(confirmed)));
    // ...and the game is exactly the one played to that point.
    std::unique_ptr<GameSession> reference = GameSession::create(endlessSoloLap(), &error);
    while (reference->log().size() < n)
        QVERIFY(reference->apply(nextSoloAction(*reference)).accepted);
    QCOMPARE(snapshot(*resumed), snapshot(*reference));
    // And it goes on.
    QVERIFY(resumed->apply(nextSoloAction(*resumed)).accepted);
    QCOMPARE(store.load(id)->actions.size(), n + 1);
}

void tst_GameStore::damagedFileIsSetAside()
{
    const QString file = path(u"aside/games.sqlite"_s);
    QString error;
    qint64 kept = 0;
    QByteArray keptState;
    {
        GameStore store;
        QVERIFY(store.open(file, &error));
        std::unique_ptr<GameSession> game = GameSession::create(gtRace({u"Anna"_s, u"Boris"_s}), &error);
        QVERIFY(game->attachStore(&store, 0, &error));
        QVERIFY(game->startRound().accepted);
        QVERIFY(game->playTurn(turn(0, u"1 2"_s, u"- -"_s)).accepted);
        kept = game->storeId();
        keptState = snapshot(*game);
    }
    // Not our file any more (another program's id): set aside, the games copied over.
    rawExec(file, {u"PRAGMA application_id = 7"_s});
    {
        GameStore store;
        QString report;
        QVERIFY2(store.open(file, &error, &report), qPrintable(error));
        QVERIFY2(report.contains(u"set aside"_s), qPrintable(report));
        QVERIFY2(report.contains(u"1 game"_s), qPrintable(report));
        const QStringList aside = QDir(path(u"aside"_s)).entryList({u"games.sqlite.damaged-*"_s});
        QVERIFY(!aside.isEmpty());
        QString problem;
        std::unique_ptr<GameSession> resumed = GameSession::resume(&store, kept, &problem);
        QVERIFY2(resumed, qPrintable(problem));
        QCOMPARE(snapshot(*resumed), keptState);
    }
    // Not a database at all: set aside, a new file started.
    QFile::remove(file);
    QFile::remove(file + u"-wal"_s);
    QFile::remove(file + u"-shm"_s);
    {
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QByteArray(8192, 'x'));
    }
    GameStore store;
    QString report;
    QVERIFY2(store.open(file, &error, &report), qPrintable(error));
    QVERIFY2(report.contains(u"set aside"_s), qPrintable(report));
    QCOMPARE(store.sessions()->size(), 0);
    bool garbageKept = false;
    for (const QString &name : QDir(path(u"aside"_s)).entryList({u"games.sqlite.damaged-*"_s}))
        garbageKept = garbageKept || fileBytes(path(u"aside/"_s + name)) == QByteArray(8192, 'x');
    QVERIFY(garbageKept); // never deleted
    std::unique_ptr<GameSession> fresh = GameSession::create(gtRace({u"Anna"_s, u"Boris"_s}), &error);
    QVERIFY(fresh->attachStore(&store, 0, &error));
}

void tst_GameStore::damagedGameDoesNotStopTheOthers()
{
    const QString file = path(u"partial.sqlite"_s);
    QString error;
    qint64 good = 0, bad = 0, cut = 0;
    {
        GameStore store;
        QVERIFY(store.open(file, &error));
        for (qint64 *id : {&good, &bad, &cut}) {
            std::unique_ptr<GameSession> game = GameSession::create(gtRace({u"Anna"_s, u"Boris"_s}), &error);
            QVERIFY(game->attachStore(&store, 0, &error));
            QVERIFY(game->startRound().accepted);
            QVERIFY(game->playTurn(turn(0, u"1 2"_s, u"- -"_s)).accepted);
            *id = game->storeId();
        }
    }
    rawExec(file, {u"UPDATE sessions SET setup = '{\"kind\": \"gt-race\", \"players\": 7}' WHERE id = %1"_s.arg(bad),
                   u"UPDATE actions SET json = '{\"type\": \"turn\", \"car\": \"Nobody\"}' WHERE session_id = %1 AND seq = 1"_s.arg(cut)});
    GameStore store;
    QVERIFY(store.open(file, &error));
    QString problem;
    QVERIFY(!GameSession::resume(&store, bad, &problem));
    QVERIFY2(problem.contains(u"cannot be read"_s), qPrintable(problem));
    QCOMPARE(store.load(bad)->info.status, SessionInfo::Status::Damaged);
    QVERIFY(!store.load(bad)->info.problem.isEmpty());
    // A game whose second action cannot be read resumes before it.
    problem.clear();
    std::unique_ptr<GameSession> partial = GameSession::resume(&store, cut, &problem);
    QVERIFY(partial);
    QCOMPARE(partial->log().size(), 1);
    QVERIFY2(problem.contains(u"Action 2"_s), qPrintable(problem));
    // The others open normally.
    problem.clear();
    std::unique_ptr<GameSession> fine = GameSession::resume(&store, good, &problem);
    QVERIFY2(fine && problem.isEmpty(), qPrintable(problem));
    QCOMPARE(fine->log().size(), 2);
}

void tst_GameStore::newerFileLeftUntouched()
{
    const QString file = path(u"newer.sqlite"_s);
    {
        GameStore store;
        QVERIFY(store.open(file));
    }
    rawExec(file, {u"PRAGMA user_version = 99"_s});
    const QByteArray before = fileBytes(file);
    GameStore store;
    QString error;
    QVERIFY(!store.open(file, &error));
    QVERIFY2(error.contains(u"newer"_s), qPrintable(error));
    QCOMPARE(fileBytes(file), before);
    QVERIFY(QDir(m_dir.path()).entryList({u"newer.sqlite.damaged-*"_s}).isEmpty());
}

void tst_GameStore::fullDiskKeepsTheFile()
{
    // A full disk once set a healthy games file aside and started an empty one, without a word.
    const QString file = path(u"full/games.sqlite"_s);
    qint64 id = 0;
    {
        GameStore store;
        QVERIFY(store.open(file));
        QString error;
        std::unique_ptr<GameSession> game = GameSession::create(gtRace({u"Anna"_s, u"Boris"_s}), &error);
        QVERIFY(game->attachStore(&store, 0, &error));
        QVERIFY(game->startRound().accepted);
        id = game->storeId();
    }
    const QByteArray before = fileBytes(file);
    GameStore store;
    QString error, report;
    bool opened = true;
    {
        Test::FullDisk full;
        QVERIFY(full.isFull());
        opened = store.open(file, &error, &report);
    }
    QVERIFY(!opened);
    QVERIFY2(error.contains(u"free some space"_s), qPrintable(error)); // what to do
    QVERIFY(report.isEmpty());
    QCOMPARE(fileBytes(file), before);
    QVERIFY(QDir(path(u"full"_s)).entryList({u"games.sqlite.damaged-*"_s}).isEmpty());
    // With room on the disk again, the same file and its game are there.
    QVERIFY2(store.open(file, &error), qPrintable(error));
    QCOMPARE(store.load(id)->actions.size(), 1);
}

void tst_GameStore::failedSaveIsWrittenLater()
{
    // One failed save used to leave a hole (action N missing, N+1 stored): the game could never
    // be read again. Now the first unsaved action is kept and written with the next one.
    const QString file = path(u"later.sqlite"_s);
    GameStore store;
    QString error;
    QVERIFY(store.open(file, &error));
    std::unique_ptr<GameSession> game = GameSession::create(endlessSoloLap(), &error);
    QVERIFY(game->attachStore(&store, 0, &error));
    QSignalSpy failed(game.get(), &GameSession::saveFailed);
    for (int i = 0; i < 4; ++i)
        QVERIFY(game->apply(nextSoloAction(*game)).accepted);
    {
        Test::FullDisk full;
        QVERIFY(game->apply(nextSoloAction(*game)).accepted); // played, not saved
        QVERIFY(game->apply(nextSoloAction(*game)).accepted);
    }
    QCOMPARE(failed.count(), 2);
    QVERIFY2(failed.first().first().toString().contains(u"Nothing is lost"_s), qPrintable(failed.first().first().toString()));
    QVERIFY(game->hasUnsavedActions());
    QCOMPARE(store.load(game->storeId())->actions.size(), 4);
    // The disk has room again: the next action writes everything from the first unsaved one.
    QVERIFY(game->apply(nextSoloAction(*game)).accepted);
    QCOMPARE(failed.count(), 2);
    QVERIFY(!game->hasUnsavedActions());
    GameStore other;
    QVERIFY(other.open(file, &error));
    QString problem;
    std::unique_ptr<GameSession> resumed = GameSession::resume(&other, game->storeId(), &problem);
    QVERIFY2(resumed && problem.isEmpty(), qPrintable(problem));
    QCOMPARE(resumed->log().size(), 7);
    QCOMPARE(snapshot(*resumed), snapshot(*game));
}

void tst_GameStore::failedSaveThenRedo()
{
    // A redo after a failed save moved the cursor past the last stored action.
    GameStore store;
    QString error;
    QVERIFY(store.open(path(u"redo.sqlite"_s), &error));
    std::unique_ptr<GameSession> game = GameSession::create(endlessSoloLap(), &error);
    QVERIFY(game->attachStore(&store, 0, &error));
    for (int i = 0; i < 3; ++i)
        QVERIFY(game->apply(nextSoloAction(*game)).accepted);
    {
        Test::FullDisk full;
        QVERIFY(game->apply(nextSoloAction(*game)).accepted);
        game->undoStack()->undo();
    }
    game->undoStack()->redo(); // room again: the redone action is written, not just the cursor
    QVERIFY(!game->hasUnsavedActions());
    const StoredSession stored = *store.load(game->storeId());
    QVERIFY2(stored.problem.isEmpty(), qPrintable(stored.problem));
    QCOMPARE(stored.actions.size(), 4);
    QCOMPARE(stored.cursor, 4);
    QString problem;
    std::unique_ptr<GameSession> resumed = GameSession::resume(&store, game->storeId(), &problem);
    QVERIFY2(resumed && problem.isEmpty(), qPrintable(problem));
    QCOMPARE(snapshot(*resumed), snapshot(*game));
}

void tst_GameStore::fullDiskThenKilled()
{
    // The reproduction (a crash writer on a small disk) as a killed child: twenty
    // actions played while nothing could be saved, then room again, then SIGKILL.
    const QString file = path(u"fullkill/games.sqlite"_s);
    {
        GameStore store;
        QVERIFY(store.open(file));
    }
    const Test::KilledChild child = Test::runUntilKilled({u"--full-disk-writer"_s, file},
                                                         [](const Test::KilledChild &c) { return c.last.value("saved").toInt() >= 70; });
    QVERIFY2(child.killed, child.errors.constData());
    QVERIFY(child.last.value("played").toInt() >= 40); // the full stretch was played, unsaved
    const qint64 id = child.last.value("session").toLongLong();
    const int confirmed = child.last.value("saved").toInt();
    GameStore store;
    QString error;
    QVERIFY2(store.open(file, &error), qPrintable(error));
    QString problem;
    std::unique_ptr<GameSession> resumed = GameSession::resume(&store, id, &problem);
    QVERIFY2(resumed && problem.isEmpty(), qPrintable(problem));
    const int n = int(resumed->log().size());
    QVERIFY2(n >= confirmed && n <= confirmed + 1, qPrintable(u"%1 resumed, %2 confirmed"_s.arg(n).arg(confirmed)));
    std::unique_ptr<GameSession> reference = GameSession::create(endlessSoloLap(), &error);
    while (reference->log().size() < n)
        QVERIFY(reference->apply(nextSoloAction(*reference)).accepted);
    QCOMPARE(snapshot(*resumed), snapshot(*reference));
}

void tst_GameStore::holeInTheLogResumesBeforeIt()
{
    // A file an older Pacenotes left with a hole: the game resumes before it and says so; the
    // actions after the hole stay in the file and go to a copy before the game overwrites them.
    const QString file = path(u"hole.sqlite"_s);
    qint64 id = 0;
    QByteArray atTwo;
    {
        GameStore store;
        QVERIFY(store.open(file));
        QString error;
        std::unique_ptr<GameSession> game = GameSession::create(endlessSoloLap(u"Hole"_s), &error);
        QVERIFY(game->attachStore(&store, 0, &error));
        for (int i = 0; i < 6; ++i) {
            QVERIFY(game->apply(nextSoloAction(*game)).accepted);
            if (i == 1)
                atTwo = snapshot(*game);
        }
        id = game->storeId();
    }
    rawExec(file, {u"DELETE FROM actions WHERE session_id = %1 AND seq = 2"_s.arg(id)});
    GameStore store;
    QVERIFY(store.open(file));
    const std::optional<StoredSession> stored = store.load(id);
    QVERIFY(stored);
    QCOMPARE(stored->actions.size(), 2);
    QCOMPARE(stored->unreachable, 3);
    QVERIFY2(stored->problem.contains(u"Action 3 is missing"_s), qPrintable(stored->problem));
    QString problem;
    std::unique_ptr<GameSession> resumed = GameSession::resume(&store, id, &problem);
    QVERIFY(resumed);
    QCOMPARE(snapshot(*resumed), atTwo);
    QVERIFY2(problem.contains(u"Action 3 is missing"_s), qPrintable(problem));
    // It goes on; the three actions after the hole are kept in a copy.
    QVERIFY(resumed->apply(nextSoloAction(*resumed)).accepted);
    QCOMPARE(store.load(id)->actions.size(), 3);
    QCOMPARE(store.load(id)->unreachable, 0);
    const QList<SessionInfo> list = *store.sessions();
    QCOMPARE(list.size(), 2);
    const auto copy = std::find_if(list.cbegin(), list.cend(), [id](const SessionInfo &i) { return i.id != id; });
    QCOMPARE(copy->status, SessionInfo::Status::Damaged);
    QVERIFY(copy->title.contains(u"Hole"_s));
    QCOMPARE(store.load(copy->id)->actions.size() + store.load(copy->id)->unreachable, 5);
}

void tst_GameStore::writeChecksTheSequence()
{
    GameStore store;
    QString error;
    QVERIFY(store.open(u":memory:"_s, &error));
    const std::optional<qint64> id = store.createSession(u"u"_s, u"gt-solo"_s, u"T"_s, u"Sol"_s, "{}");
    QVERIFY(id);
    QVERIFY(store.writeAction(*id, 0, "{}", {}, &error));
    QVERIFY(!store.writeAction(*id, 2, "{}", {}, &error)); // action 2 is not there
    QVERIFY2(error.contains(u"action 3"_s), qPrintable(error));
    QCOMPARE(store.load(*id)->actions.size(), 1);
    QCOMPARE(store.load(*id)->cursor, 1);
    QVERIFY(store.writeActions(*id, 1, {"{}", "{}"}, 3, {}, &error));
    QCOMPARE(store.load(*id)->actions.size(), 3);
    QVERIFY(!store.writeActions(*id, 1, {"{}"}, 5, {}, &error)); // a cursor past the end
    QCOMPARE(store.load(*id)->actions.size(), 3);
}

void tst_GameStore::unreadableTailIsKept()
{
    // Resuming before an action that cannot be read (the built-in data changed between versions,
    // say) used to delete it and every action after it at the next action, without a word.
    const QString file = path(u"tail.sqlite"_s);
    qint64 id = 0;
    {
        GameStore store;
        QVERIFY(store.open(file));
        QString error;
        std::unique_ptr<GameSession> game = GameSession::create(endlessSoloLap(u"Tail"_s), &error);
        QVERIFY(game->attachStore(&store, 0, &error));
        for (int i = 0; i < 5; ++i)
            QVERIFY(game->apply(nextSoloAction(*game)).accepted);
        game->undoStack()->undo(); // one to redo, too
        id = game->storeId();
    }
    rawExec(file, {u"UPDATE actions SET json = '{\"type\": \"turn\", \"car\": \"Nobody\"}' WHERE session_id = %1 AND seq = 2"_s.arg(id)});
    const QList<QByteArray> before = [&] {
        GameStore s;
        s.open(file);
        return s.load(id)->actions;
    }();
    GameStore store;
    QVERIFY(store.open(file));
    QString problem;
    std::unique_ptr<GameSession> resumed = GameSession::resume(&store, id, &problem);
    QVERIFY(resumed);
    QCOMPARE(resumed->log().size(), 2);
    QVERIFY2(problem.contains(u"not lost"_s), qPrintable(problem));
    QCOMPARE(store.sessions()->size(), 1); // nothing copied while nothing is overwritten
    QVERIFY(resumed->apply(nextSoloAction(*resumed)).accepted);
    const QList<SessionInfo> list = *store.sessions();
    QCOMPARE(list.size(), 2);
    const auto copy = std::find_if(list.cbegin(), list.cend(), [id](const SessionInfo &i) { return i.id != id; });
    QCOMPARE(copy->status, SessionInfo::Status::Damaged);
    QVERIFY2(copy->problem.contains(u"Action 3"_s), qPrintable(copy->problem));
    const StoredSession kept = *store.load(copy->id);
    QCOMPARE(kept.actions, before); // every row, the unreadable one and the redo tail included
    QCOMPARE(kept.cursor, 4);
    QCOMPARE(store.load(id)->actions.size(), 3);
}

int main(int argc, char **argv)
{
    if (argc == 3 && qstrcmp(argv[1], "--full-disk-writer") == 0) {
        QCoreApplication app(argc, argv);
        return runFullDiskWriter(QString::fromLocal8Bit(argv[2]));
    }
    if (argc == 3 && qstrcmp(argv[1], "--crash-writer") == 0) {
        QCoreApplication app(argc, argv);
        return runCrashWriter(QString::fromLocal8Bit(argv[2]));
    }
    QCoreApplication app(argc, argv);
    tst_GameStore tc;
    return QTest::qExec(&tc, argc, argv);
}

#include "tst_gamestore.moc"
