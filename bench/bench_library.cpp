// SPDX-License-Identifier: GPL-3.0-or-later
// Figures for the track library: a first scan of N generated tracks (read, validate, draw
// thumbnails, index), opening the index at the next start (what the panel waits for), a
// rescan with nothing changed, and a rescan after touching a few files.
//   cmake --build build --target bench_library && ./build/bench/bench_library [TRACKS]
#include "catalog/tilecatalog.h"
#include "io/trackfiles.h"
#include "library/librarythumbnail.h"
#include "library/tracklibrary.h"

#include <QApplication>
#include <QDateTime>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTextStream>

using namespace Pacenotes;
using namespace Qt::StringLiterals;

namespace {

/// A GT circuit: a loop of bends and straights, longer for larger i.
Track makeTrack(int i)
{
    Track t;
    t.title = u"Generated %1"_s.arg(i);
    t.author = u"Bench"_s;
    t.game = Game::GT;
    const QStringList sides{u"103a"_s, u"104a"_s, u"105a"_s, u"106a"_s, u"107a"_s, u"108a"_s};
    // a ring of straights and bends: placed in a spiral, not necessarily a valid course
    HexCoord pos{0, 0};
    const int n = 12 + i % 30;
    for (int k = 0; k < n; ++k) {
        t.tiles.append(PlacedTile{sides[(i + k) % sides.size()], 0, pos, (k / 3) % 6});
        pos = pos.neighbor((k / 4) % 6);
    }
    return t;
}

double runScan(TrackLibrary &library, QApplication &app)
{
    QElapsedTimer t;
    t.start();
    bool done = false;
    auto c = QObject::connect(&library, &TrackLibrary::scanFinished, &app, [&] { done = true; });
    library.rescan();
    while (!done)
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 50);
    QObject::disconnect(c);
    return t.nsecsElapsed() / 1e6;
}

} // namespace

int main(int argc, char **argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QTextStream out(stdout);
    const int count = argc > 1 ? QString::fromLocal8Bit(argv[1]).toInt() : 500;
    const TileCatalog &catalog = TileCatalog::builtin();
    QTemporaryDir dir;
    const QString folder = dir.filePath(u"tracks"_s);
    QDir().mkpath(folder);
    for (int i = 0; i < count; ++i) {
        QString error;
        const QString name = i % 2 ? u"%1/t%2.pacenotes"_s : u"%1/t%2.json"_s;
        if (!TrackFiles::write(name.arg(folder).arg(i), makeTrack(i), catalog, &error)) {
            out << error << Qt::endl;
            return 1;
        }
    }
    const QString index = dir.filePath(u"library.sqlite"_s);
    auto thumbnailer = [&catalog](const Track &t, const QImage &preview) { return LibraryThumbnail::png(t, catalog, preview); };

    double firstMs = 0;
    {
        TrackLibrary library(catalog);
        library.setThumbnailer(thumbnailer);
        library.open(index);
        library.setFolders({folder});
        firstMs = runScan(library, app);
        out << u"first scan of %1 tracks + 22 bundled (read, validate, thumbnails, index): %2 ms (%3 ms per track)"_s
                   .arg(count)
                   .arg(firstMs, 0, 'f', 0)
                   .arg(firstMs / (count + 22), 0, 'f', 2)
            << Qt::endl;
    }
    QElapsedTimer t;
    t.start();
    TrackLibrary library(catalog);
    library.setThumbnailer(thumbnailer);
    library.open(index);
    const double openMs = t.nsecsElapsed() / 1e6;
    out << u"open the index at the next start: %1 rows (with thumbnails, %2 KB file) in %3 ms"_s
               .arg(library.entries().size())
               .arg(QFileInfo(index).size() / 1024)
               .arg(openMs, 0, 'f', 1)
        << Qt::endl;
    library.setFolders({folder});
    const double unchangedMs = runScan(library, app);
    out << u"rescan, nothing changed: %1 ms (%2 read, %3 unchanged)"_s.arg(unchangedMs, 0, 'f', 1)
               .arg(library.lastScanStats().read)
               .arg(library.lastScanStats().unchanged)
        << Qt::endl;
    for (int i = 0; i < 10; ++i) {
        QFile f(u"%1/t%2.json"_s.arg(folder).arg(i * 2));
        f.open(QIODevice::ReadWrite);
        f.setFileTime(QDateTime::currentDateTimeUtc().addSecs(100 + i), QFileDevice::FileModificationTime);
    }
    const double tenMs = runScan(library, app);
    out << u"rescan after touching 10 files: %1 ms (%2 read)"_s.arg(tenMs, 0, 'f', 1).arg(library.lastScanStats().read)
        << Qt::endl;
    return 0;
}
