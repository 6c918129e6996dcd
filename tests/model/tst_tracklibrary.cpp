// SPDX-License-Identifier: GPL-3.0-or-later
// The track library index: round trip through SQLite, incremental rescans by size and time,
// dropped files, unreadable and hostile files listed with a reason, a damaged or unwritable
// index rebuilt or kept in memory, the bundled rulebook tracks, files opened elsewhere.
#include "sampletracks.h"

#include "catalog/tilecatalog.h"
#include "io/trackfiles.h"
#include "io/trackpackage.h"
#include "library/tracklibrary.h"
#include "records/recordsdatabase.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using namespace Pacenotes;
using namespace Qt::StringLiterals;

namespace {

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

bool writeTrack(const QString &path, Track track, const QString &title)
{
    track.title = title;
    track.author = u"Ada"_s;
    return TrackFiles::write(path, track, TileCatalog::builtin(), nullptr);
}

/// Runs a rescan to the end (scan and thumbnails).
bool rescanAndWait(TrackLibrary &library)
{
    QSignalSpy finished(&library, &TrackLibrary::scanFinished);
    library.rescan();
    return finished.wait(20000);
}

const LibraryEntry *find(const TrackLibrary &library, const QString &path)
{
    const int row = library.indexOf(path);
    return row < 0 ? nullptr : &library.entries().at(row);
}

QByteArray fakeThumbnail(const Track &t, const QImage &preview)
{
    // a package's own picture is used instead of drawing: say which it was
    return "thumb:" + t.title.toUtf8() + (preview.isNull() ? QByteArray() : ":preview" + QByteArray::number(preview.width()));
}

} // namespace

class tst_TrackLibrary : public QObject
{
    Q_OBJECT
private slots:
    void init();
    void indexRoundTrip();
    void incrementalRescan();
    void deletedFileDropped();
    void unreadableAndHostileFiles();
    void corruptIndexRebuilt();
    void unwritableIndexInMemory();
    void foreignDatabaseSetAside();
    void bundledTracks();
    void signatureChangeReadsAgain();
    void openedFilesJoin();
    void removedFolderDropsItsTracks();
    void packagePreviewMakesTheThumbnail();

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_tracks;
    QString m_index;
};

void tst_TrackLibrary::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_tracks = m_dir->filePath(u"tracks"_s);
    QVERIFY(QDir().mkpath(m_tracks + u"/sub"_s));
    m_index = m_dir->filePath(u"index/library.sqlite"_s);
    QVERIFY(writeTrack(m_tracks + u"/loop.pacenotes"_s, Samples::gtLoop(), u"Loop"_s));
    Track broken = Samples::gtLoop();
    broken.tiles.removeLast();
    QVERIFY(writeTrack(m_tracks + u"/sub/broken.json"_s, broken, u"Broken"_s));
    QVERIFY(writeTrack(m_tracks + u"/stage.json"_s, Samples::dirtStage(), u"Stage"_s));
}

void tst_TrackLibrary::indexRoundTrip()
{
    const TileCatalog &cat = TileCatalog::builtin();
    QList<LibraryEntry> first;
    {
        TrackLibrary library(cat);
        library.setBundledFolder({});
        library.setThumbnailer(fakeThumbnail);
        library.open(m_index, u"v1"_s);
        QVERIFY(library.notice().isEmpty());
        QVERIFY(!library.isInMemory());
        QCOMPARE(library.entries().size(), 0);
        library.setFolders({m_tracks});
        QVERIFY(rescanAndWait(library));
        QCOMPARE(library.entries().size(), 3);

        const LibraryEntry *loop = find(library, m_tracks + u"/loop.pacenotes"_s);
        QVERIFY(loop);
        QCOMPARE(loop->title, u"Loop"_s);
        QCOMPARE(loop->author, u"Ada"_s);
        QVERIFY(loop->hasGame);
        QCOMPARE(loop->game, Game::GT);
        QCOMPARE(loop->kind, LibraryKind::Circuit);
        QCOMPARE(loop->tileCount, 8);
        QVERIFY(loop->isValid());
        QCOMPARE(loop->problemCount, 0);
        QCOMPARE(loop->source, LibrarySource::Folder);
        QVERIFY(loop->tileIds.split(u' ').contains(u"106b"_s));
        QCOMPARE(loop->thumbnail, QByteArray("thumb:Loop"));

        const LibraryEntry *broken = find(library, m_tracks + u"/sub/broken.json"_s);
        QVERIFY(broken);
        QCOMPARE(broken->kind, LibraryKind::Incomplete);
        QVERIFY(broken->problemCount > 0);
        QVERIFY(!broken->firstProblem.isEmpty());
        QVERIFY(!broken->isValid());

        const LibraryEntry *stage = find(library, m_tracks + u"/stage.json"_s);
        QVERIFY(stage);
        QCOMPARE(stage->game, Game::Dirt);
        QCOMPARE(stage->kind, LibraryKind::Stage);
        first = library.entries();
    }
    // A second session shows the same rows before any scan.
    TrackLibrary again(cat);
    again.open(m_index, u"v1"_s);
    QVERIFY(again.notice().isEmpty());
    QList<LibraryEntry> second = again.entries();
    auto byPath = [](const LibraryEntry &a, const LibraryEntry &b) { return a.path < b.path; };
    std::sort(first.begin(), first.end(), byPath);
    std::sort(second.begin(), second.end(), byPath);
    QCOMPARE(second, first);
}

void tst_TrackLibrary::incrementalRescan()
{
    TrackLibrary library(TileCatalog::builtin());
    library.setBundledFolder({});
    library.setThumbnailer(fakeThumbnail);
    library.open(m_index);
    library.setFolders({m_tracks});
    QVERIFY(rescanAndWait(library));
    QCOMPARE(library.lastScanStats().read, 3);

    // Nothing changed: nothing is read.
    QVERIFY(rescanAndWait(library));
    QCOMPARE(library.lastScanStats().read, 0);
    QCOMPARE(library.lastScanStats().unchanged, 3);

    // One file rewritten (same size is possible, so the time decides too).
    const QString path = m_tracks + u"/stage.json"_s;
    QVERIFY(writeTrack(path, Samples::dirtStage(), u"Stage Renamed"_s));
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadWrite));
    QVERIFY(f.setFileTime(QDateTime::currentDateTimeUtc().addSecs(60), QFileDevice::FileModificationTime));
    f.close();
    QVERIFY(rescanAndWait(library));
    QCOMPARE(library.lastScanStats().read, 1);
    QCOMPARE(library.lastScanStats().unchanged, 2);
    QCOMPARE(find(library, path)->title, u"Stage Renamed"_s);
    QCOMPARE(find(library, path)->thumbnail, QByteArray("thumb:Stage Renamed"));

    // Only the time changed: read again too.
    QVERIFY(f.open(QIODevice::ReadWrite));
    QVERIFY(f.setFileTime(QDateTime::currentDateTimeUtc().addSecs(120), QFileDevice::FileModificationTime));
    f.close();
    QVERIFY(rescanAndWait(library));
    QCOMPARE(library.lastScanStats().read, 1);
}

void tst_TrackLibrary::deletedFileDropped()
{
    TrackLibrary library(TileCatalog::builtin());
    library.setBundledFolder({});
    library.open(m_index);
    library.setFolders({m_tracks});
    QVERIFY(rescanAndWait(library));
    QCOMPARE(library.entries().size(), 3);
    QSignalSpy changed(&library, &TrackLibrary::changed);
    QVERIFY(QFile::remove(m_tracks + u"/sub/broken.json"_s));
    QVERIFY(rescanAndWait(library));
    QCOMPARE(library.lastScanStats().removed, 1);
    QCOMPARE(library.entries().size(), 2);
    QVERIFY(!find(library, m_tracks + u"/sub/broken.json"_s));
    QCOMPARE(changed.size(), 1);
    QCOMPARE(changed.first().at(1).toStringList(), QStringList{m_tracks + u"/sub/broken.json"_s});

    TrackLibrary reopened(TileCatalog::builtin());
    reopened.open(m_index);
    QCOMPARE(reopened.entries().size(), 2); // the removal reached the index too
}

void tst_TrackLibrary::unreadableAndHostileFiles()
{
    QVERIFY(writeFile(m_tracks + u"/truncated.json"_s, R"({"format": "pacenotes-track", "tiles": [)"));
    QVERIFY(writeFile(m_tracks + u"/empty.json"_s, {}));
    QVERIFY(writeFile(m_tracks + u"/other.json"_s, R"({"name": "not a track", "version": 3})"));
    QVERIFY(writeFile(m_tracks + u"/garbage.pacenotes"_s, QByteArray(4096, '\xff')));
    QVERIFY(writeFile(m_tracks + u"/zipbomb.pacenotes"_s, "PK\x03\x04" + QByteArray(200, '\0')));
    QVERIFY(writeFile(m_tracks + u"/notes.txt"_s, "not a track file name"));
    {
        QFile huge(m_tracks + u"/huge.json"_s); // sparse: no disk used
        QVERIFY(huge.open(QIODevice::WriteOnly));
        QVERIFY(huge.resize(TrackFiles::kMaxFileSize + 1));
    }
    QVERIFY(QDir().mkpath(m_tracks + u"/folder.json"_s));
    const QString fifo = m_tracks + u"/pipe.json"_s;
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0); // reading it would block

    TrackLibrary library(TileCatalog::builtin());
    library.setBundledFolder({});
    library.setThumbnailer(fakeThumbnail);
    library.open(m_index);
    library.setFolders({m_tracks});
    QVERIFY(rescanAndWait(library));
    for (const QString &name : {u"truncated.json"_s, u"empty.json"_s, u"other.json"_s, u"garbage.pacenotes"_s,
                               u"zipbomb.pacenotes"_s, u"huge.json"_s}) {
        const LibraryEntry *e = find(library, m_tracks + u'/' + name);
        QVERIFY2(e, qPrintable(name));
        QCOMPARE(e->kind, LibraryKind::Unreadable);
        QVERIFY2(!e->firstProblem.isEmpty(), qPrintable(name));
        QVERIFY(!e->hasGame);
        QVERIFY(e->thumbnail.isEmpty());
        QCOMPARE(e->displayTitle(), name);
    }
    QVERIFY(!find(library, m_tracks + u"/notes.txt"_s));
    QVERIFY(!find(library, m_tracks + u"/folder.json"_s));
    QVERIFY(!find(library, fifo));
    QCOMPARE(library.entries().size(), 3 + 6);
    // Unreadable rows are not read again and again while they stay as they are.
    QVERIFY(rescanAndWait(library));
    QCOMPARE(library.lastScanStats().read, 0);
}

void tst_TrackLibrary::corruptIndexRebuilt()
{
    QVERIFY(QDir().mkpath(QFileInfo(m_index).absolutePath()));
    QVERIFY(writeFile(m_index, QByteArray("SQLite format 3\0", 16) + QByteArray(5000, '\x5a')));
    TrackLibrary library(TileCatalog::builtin());
    library.setBundledFolder({});
    library.open(m_index);
    QVERIFY(!library.notice().isEmpty());
    QVERIFY(library.notice().contains(u".damaged-"_s));
    QVERIFY(!library.isInMemory());
    const QStringList aside = QFileInfo(m_index).dir().entryList({u"library.sqlite.damaged-*"_s});
    QCOMPARE(aside.size(), 1); // set aside, not deleted
    library.setFolders({m_tracks});
    QVERIFY(rescanAndWait(library));
    QCOMPARE(library.entries().size(), 3);

    TrackLibrary reopened(TileCatalog::builtin());
    reopened.open(m_index);
    QVERIFY(reopened.notice().isEmpty());
    QCOMPARE(reopened.entries().size(), 3);
}

void tst_TrackLibrary::unwritableIndexInMemory()
{
    // A folder that cannot be created: its parent is a file.
    const QString blocker = m_dir->filePath(u"blocker"_s);
    QVERIFY(writeFile(blocker, "x"));
    TrackLibrary library(TileCatalog::builtin());
    library.setBundledFolder({});
    library.open(blocker + u"/library.sqlite"_s);
    QVERIFY(library.isInMemory());
    QVERIFY(!library.notice().isEmpty());
    library.setFolders({m_tracks});
    QVERIFY(rescanAndWait(library));
    QCOMPARE(library.entries().size(), 3); // still works, for this session
    QCOMPARE(QFile(blocker).size(), 1);
}

void tst_TrackLibrary::foreignDatabaseSetAside()
{
    // Some other SQLite file where the index should be (never written to, only renamed).
    {
        RecordsDatabase records; // a records file is SQLite, but not an index
        QVERIFY(records.open(m_index));
    }
    const QByteArray before = [&] {
        QFile f(m_index);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }();
    TrackLibrary library(TileCatalog::builtin());
    library.setBundledFolder({});
    library.open(m_index);
    QVERIFY2(library.notice().contains(u"another application"_s), qPrintable(library.notice()));
    const QStringList names = QFileInfo(m_index).dir().entryList({u"library.sqlite.damaged-*"_s});
    QCOMPARE(names.size(), 1);
    QFile aside(QFileInfo(m_index).dir().filePath(names.constFirst()));
    QVERIFY(aside.open(QIODevice::ReadOnly));
    QCOMPARE(aside.readAll(), before);
}

void tst_TrackLibrary::bundledTracks()
{
    const QStringList onDisk = QDir(QStringLiteral(PACENOTES_SOURCE_DIR "/tracks")).entryList({u"*.json"_s}, QDir::Files);
    QVERIFY(!onDisk.isEmpty());
    TrackLibrary library(TileCatalog::builtin());
    library.open(u":memory:"_s);
    QVERIFY(rescanAndWait(library));
    QCOMPARE(library.entries().size(), onDisk.size());
    for (const QString &name : onDisk) {
        const LibraryEntry *e = find(library, u":/tracks/"_s + name);
        QVERIFY2(e, qPrintable(name));
        QCOMPARE(e->source, LibrarySource::Bundled);
        // The GT tracks are lists; the DIRT stages come laid out (tracks/README.md) and are
        // sound stages, Rally 3 SS2 too: its printed list's two copies of tile 224 are only a
        // warning while the boxes owned are not stated, and its layout needs one.
        QCOMPARE(e->kind, name.startsWith(u"gt"_s) ? LibraryKind::List : LibraryKind::Stage);
        QVERIFY2(e->isValid(), qPrintable(name + u": "_s + e->firstProblem));
        QCOMPARE(e->problemCount, 0);
        QVERIFY(e->tileCount >= 5);
        QVERIFY(!e->title.isEmpty());
    }
    const LibraryEntry *gt2 = find(library, u":/tracks/gt-track-2.json"_s);
    QVERIFY(gt2);
    QCOMPARE(gt2->game, Game::GT);
    QCOMPARE(gt2->tileCount, 16); // 15 + the pit
    // Resources never change under a running app: a second scan reads nothing.
    QVERIFY(rescanAndWait(library));
    QCOMPARE(library.lastScanStats().read, 0);
}

void tst_TrackLibrary::signatureChangeReadsAgain()
{
    {
        TrackLibrary library(TileCatalog::builtin());
        library.setBundledFolder({});
        library.open(m_index, u"1.0|en"_s);
        library.setFolders({m_tracks});
        QVERIFY(rescanAndWait(library));
        QVERIFY(rescanAndWait(library));
        QCOMPARE(library.lastScanStats().read, 0);
    }
    TrackLibrary library(TileCatalog::builtin());
    library.setBundledFolder({});
    library.open(m_index, u"1.0|ru"_s);
    QCOMPARE(library.entries().size(), 3); // shown at once all the same
    library.setFolders({m_tracks});
    QVERIFY(rescanAndWait(library));
    QCOMPARE(library.lastScanStats().read, 3);
    QVERIFY(rescanAndWait(library));
    QCOMPARE(library.lastScanStats().read, 0);
}

void tst_TrackLibrary::openedFilesJoin()
{
    const QString elsewhere = m_dir->filePath(u"desk/mine.json"_s);
    QVERIFY(QDir().mkpath(QFileInfo(elsewhere).absolutePath()));
    QVERIFY(writeTrack(elsewhere, Samples::gtLoop(), u"Mine"_s));
    TrackLibrary library(TileCatalog::builtin());
    library.setBundledFolder({});
    library.open(m_index);
    QSignalSpy finished(&library, &TrackLibrary::scanFinished);
    library.addFile(elsewhere);
    QVERIFY(finished.wait(20000));
    const LibraryEntry *e = find(library, elsewhere);
    QVERIFY(e);
    QCOMPARE(e->source, LibrarySource::Opened);
    QCOMPARE(e->title, u"Mine"_s);

    // It stays in the library across rescans, until the file goes away.
    QVERIFY(rescanAndWait(library));
    QVERIFY(find(library, elsewhere));
    QVERIFY(QFile::remove(elsewhere));
    QVERIFY(rescanAndWait(library));
    QVERIFY(!find(library, elsewhere));
}

void tst_TrackLibrary::removedFolderDropsItsTracks()
{
    TrackLibrary library(TileCatalog::builtin());
    library.setBundledFolder({});
    library.open(m_index);
    library.setFolders({m_tracks, m_tracks + u"/../tracks/"_s}); // the same folder twice
    QCOMPARE(library.folders().size(), 1);
    QVERIFY(rescanAndWait(library));
    QCOMPARE(library.entries().size(), 3);
    // A folder that went away (an unplugged drive) keeps its rows.
    const QString moved = m_dir->filePath(u"moved"_s);
    QVERIFY(QDir().rename(m_tracks, moved));
    QVERIFY(rescanAndWait(library));
    QCOMPARE(library.entries().size(), 3);
    QCOMPARE(library.missingFolders(), QStringList{m_tracks});
    // Removing the folder from the library drops them; the files are not touched.
    library.setFolders({});
    QVERIFY(rescanAndWait(library));
    QCOMPARE(library.entries().size(), 0);
    QVERIFY(QFileInfo::exists(moved + u"/loop.pacenotes"_s));
}

void tst_TrackLibrary::packagePreviewMakesTheThumbnail()
{
    // Issue 16: the library shows a package's own preview instead of drawing the tiles again.
    QImage preview(1200, 900, QImage::Format_ARGB32);
    preview.fill(Qt::darkGreen);
    Track t = Samples::gtLoop();
    t.title = u"Pictured"_s;
    QString error;
    QVERIFY2(TrackPackage::write(m_tracks + u"/pictured.pacenotes"_s, t, preview, &error), qPrintable(error));
    TrackLibrary library(TileCatalog::builtin());
    library.setBundledFolder({});
    library.setThumbnailer(fakeThumbnail);
    library.open(m_index, u"v1"_s);
    library.setFolders({m_tracks});
    QVERIFY(rescanAndWait(library));
    const LibraryEntry *pictured = find(library, m_tracks + u"/pictured.pacenotes"_s);
    QVERIFY(pictured);
    QCOMPARE(pictured->thumbnail, QByteArray("thumb:Pictured:preview400")); // cut down to 400 × 300
    QCOMPARE(find(library, m_tracks + u"/loop.pacenotes"_s)->thumbnail, QByteArray("thumb:Loop")); // none: drawn
}

QTEST_GUILESS_MAIN(tst_TrackLibrary)
#include "tst_tracklibrary.moc"
