// SPDX-License-Identifier: GPL-3.0-or-later
#include "trackscanner.h"

#include "catalog/collection.h"
#include "catalog/tilecatalog.h"
#include "io/trackfiles.h"
#include "track/trackvalidator.h"

#include <QBuffer>
#include <QDateTime>
#include <QDir>
#include <QDirIterator>
#include <QFileInfo>
#include <QSet>

namespace Pacenotes::TrackScanner {

using namespace Qt::StringLiterals;

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(TrackScanner)
};

QString cleanFolder(const QString &folder)
{
    return QDir::cleanPath(QFileInfo(folder).absoluteFilePath());
}

bool isUnder(const QString &path, const QString &folder)
{
    return path.startsWith(folder) && path.size() > folder.size() && path.at(folder.size()) == u'/';
}

/// Problems that matter for a list with nothing placed yet: the list itself, not the layout.
bool concernsList(ProblemKind kind)
{
    return kind == ProblemKind::UnknownTile || kind == ProblemKind::ListOverUsed || kind == ProblemKind::OtherGame;
}

void describe(LibraryEntry &e, const Track &t, const TileCatalog &catalog)
{
    e.title = t.title;
    e.author = t.author;
    e.hasGame = true;
    e.game = t.game;
    QStringList ids;
    QSet<QString> seen;
    for (const PlacedTile &p : t.tiles)
        if (!seen.contains(p.sideId)) {
            seen.insert(p.sideId);
            ids << p.sideId;
        }
    for (const TileCount &c : t.tileList)
        if (!seen.contains(c.sideId)) {
            seen.insert(c.sideId);
            ids << c.sideId;
        }
    e.tileIds = ids.join(u' ');

    // Validity is judged with every box owned: the library says whether a track is sound,
    // not whether this user's boxes can build it (the designer checks that when it is opened).
    const TrackReport report = TrackValidator::validate(t, catalog, Collection::everyBox(catalog));
    const bool listOnly = t.tiles.isEmpty() && !t.tileList.isEmpty();
    e.problemCount = 0;
    e.firstProblem.clear();
    for (const TrackProblem &p : report.problems) {
        if (p.severity != Severity::Error || (listOnly && !concernsList(p.kind)))
            continue;
        if (e.problemCount++ == 0)
            e.firstProblem = p.message;
    }
    if (listOnly) {
        e.kind = LibraryKind::List;
        e.tileCount = t.tileListTotal();
        return;
    }
    e.tileCount = int(t.tiles.size());
    switch (report.course.kind) {
    case Course::Kind::Circuit:
    case Course::Kind::RxCircuit: e.kind = LibraryKind::Circuit; break;
    case Course::Kind::Stage: e.kind = LibraryKind::Stage; break;
    default: e.kind = LibraryKind::Incomplete; break;
    }
}

} // namespace

bool isTrackFileName(const QString &fileName)
{
    return fileName.endsWith(".pacenotes"_L1, Qt::CaseInsensitive) || fileName.endsWith(".json"_L1, Qt::CaseInsensitive)
        || fileName.endsWith(".rgt"_L1, Qt::CaseInsensitive);
}

Known stat(const QString &path, LibrarySource source)
{
    const QFileInfo info(path);
    Known k;
    k.source = source;
    k.size = info.exists() ? info.size() : -1;
    const QDateTime modified = info.lastModified();
    k.stamp = modified.isValid() ? modified.toMSecsSinceEpoch() : 0;
    return k;
}

FileResult readFile(const QString &path, LibrarySource source, const TileCatalog &catalog)
{
    FileResult r;
    LibraryEntry &e = r.entry;
    e.path = path;
    e.source = source;
    const Known k = stat(path, source);
    e.size = k.size;
    e.stamp = k.stamp;
    e.kind = LibraryKind::Unreadable;

    const QFileInfo info(path);
    if (!info.exists()) {
        e.firstProblem = Tr::tr("The file no longer exists.");
        return r;
    }
    // Pipes, sockets and devices would block or never end: only plain files are read.
    if (!info.isFile()) {
        e.firstProblem = Tr::tr("Not a regular file.");
        return r;
    }
    const TrackReadResult read = TrackFiles::read(path, catalog);
    if (!read.track) {
        e.firstProblem = read.error.isEmpty() ? Tr::tr("Not a track file.") : read.error;
        return r;
    }
    describe(e, *read.track, catalog);
    r.track = *read.track;
    if (!read.preview.isNull()) {
        const QImage small = read.preview.width() > kPreviewBound.width() || read.preview.height() > kPreviewBound.height()
            ? read.preview.scaled(kPreviewBound, Qt::KeepAspectRatio, Qt::SmoothTransformation)
            : read.preview;
        QBuffer buffer(&r.preview);
        if (!buffer.open(QIODevice::WriteOnly) || !small.save(&buffer, "PNG"))
            r.preview.clear();
    }
    return r;
}

Outcome run(const Request &request, const TileCatalog &catalog, const std::atomic<bool> *cancel)
{
    Outcome out;
    QSet<QString> seen;
    auto cancelled = [&] {
        if (cancel && cancel->load(std::memory_order_relaxed))
            out.cancelled = true;
        return out.cancelled;
    };
    auto consider = [&](const QString &path, LibrarySource source) {
        if (seen.contains(path))
            return;
        seen.insert(path);
        const Known now = stat(path, source);
        const auto it = request.known.constFind(path);
        if (!request.rereadAll && it != request.known.cend() && it->source == source && it->size == now.size
            && it->stamp == now.stamp) {
            ++out.unchanged;
            return;
        }
        out.changed.append(readFile(path, source, catalog));
    };
    QStringList folders;
    for (const QString &f : request.folders)
        folders << cleanFolder(f);
    const QString bundled = request.bundledFolder;

    if (!request.onlyPaths.isEmpty()) {
        for (const QString &raw : request.onlyPaths) {
            if (cancelled())
                break;
            const bool isBundled = !bundled.isEmpty() && raw.startsWith(bundled + u'/');
            const QString path = isBundled ? raw : QDir::cleanPath(QFileInfo(raw).absoluteFilePath());
            if (!QFileInfo::exists(path)) {
                if (request.known.contains(path))
                    out.removed << path;
                continue;
            }
            LibrarySource source = isBundled ? LibrarySource::Bundled : LibrarySource::Opened;
            for (const QString &folder : std::as_const(folders))
                if (!isBundled && isUnder(path, folder))
                    source = LibrarySource::Folder;
            consider(path, source);
        }
        return out;
    }

    if (!bundled.isEmpty()) {
        const QStringList names = QDir(bundled).entryList(QDir::Files, QDir::Name);
        for (const QString &name : names)
            if (isTrackFileName(name) && !cancelled())
                consider(bundled + u'/' + name, LibrarySource::Bundled);
    }
    for (const QString &folder : std::as_const(folders)) {
        const QFileInfo info(folder);
        bool keepKnown = false;
        if (!info.isDir() || !info.isReadable()) {
            // An unplugged drive: keep what the index knows, it comes back when the drive does.
            out.missingFolders << folder;
            keepKnown = true;
        } else {
            QDirIterator it(folder, QDir::Files | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
            int count = 0;
            while (it.hasNext() && !cancelled()) {
                const QString path = it.next();
                if (!isTrackFileName(it.fileName()))
                    continue;
                if (++count > kMaxFilesPerFolder) {
                    out.truncated = true;
                    keepKnown = true;
                    break;
                }
                consider(path, LibrarySource::Folder);
            }
        }
        if (keepKnown)
            for (auto k = request.known.cbegin(); k != request.known.cend(); ++k)
                if (isUnder(k.key(), folder))
                    seen.insert(k.key());
    }
    for (const QString &raw : request.openedFiles) {
        if (cancelled())
            break;
        const QString path = QDir::cleanPath(QFileInfo(raw).absoluteFilePath());
        if (QFileInfo::exists(path))
            consider(path, LibrarySource::Opened);
    }
    if (out.cancelled)
        return out;
    for (auto k = request.known.cbegin(); k != request.known.cend(); ++k)
        if (!seen.contains(k.key()))
            out.removed << k.key();
    return out;
}

} // namespace Pacenotes::TrackScanner
