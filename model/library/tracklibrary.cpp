// SPDX-License-Identifier: GPL-3.0-or-later
#include "tracklibrary.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QTimer>
#include <QtConcurrent/QtConcurrentRun>

namespace Pacenotes {

using namespace Qt::StringLiterals;

namespace {
/// How long one slice of thumbnail drawing may hold the GUI thread.
constexpr int kThumbnailSliceMs = 25;
const QString kSignatureKey = u"signature"_s;
} // namespace

TrackLibrary::TrackLibrary(const TileCatalog &catalog, QObject *parent)
    : QObject(parent), m_catalog(catalog), m_bundled(u":/tracks"_s)
{
    connect(&m_watcher, &QFutureWatcher<TrackScanner::Outcome>::finished, this, &TrackLibrary::scanDone);
}

TrackLibrary::~TrackLibrary()
{
    cancel();
}

bool TrackLibrary::isInMemory() const
{
    return m_db.path() == ":memory:"_L1;
}

void TrackLibrary::setNotice(const QString &notice)
{
    if (notice == m_notice)
        return;
    m_notice = notice;
    emit noticeChanged(m_notice);
}

void TrackLibrary::open(const QString &indexPath, const QString &signature)
{
    cancel();
    m_signature = signature;
    QString error;
    QString notice;
    SqliteFile::Outcome outcome = SqliteFile::Outcome::Opened;
    if (!m_db.open(indexPath, &error, &outcome)) {
        // The index is only a cache of what the files say: a damaged or foreign one is set aside
        // (renamed, not deleted, in case someone wants to look at it) and rebuilt. A newer, locked
        // or unwritable one is left as it is and the library kept in memory for this session.
        if (SqliteFile::maySetAside(outcome) && indexPath != ":memory:"_L1) {
            const QString aside = SqliteFile::setAside(indexPath, &error);
            QString again;
            if (!aside.isEmpty() && m_db.open(indexPath, &again))
                notice = tr("%1\nThe library index was set aside as %2 and is being rebuilt from your track files.")
                             .arg(error, QDir::toNativeSeparators(aside));
            else if (!aside.isEmpty())
                error = again;
        }
        if (!m_db.isOpen()) {
            m_db.open(u":memory:"_s);
            notice = tr("%1\nThe track library is kept in memory for this session; it is read again at the next start.")
                         .arg(error);
        }
    }
    QString readError;
    const auto rows = m_db.entries(&readError);
    m_entries = rows.value_or(QList<LibraryEntry>());
    if (!rows)
        notice += (notice.isEmpty() ? QString() : u"\n"_s) + readError;
    m_rows.clear();
    for (int i = 0; i < m_entries.size(); ++i)
        m_rows.insert(m_entries[i].path, i);
    m_rereadAll = m_db.meta(kSignatureKey) != m_signature;
    setNotice(notice);
    emit reset();
}

void TrackLibrary::setFolders(const QStringList &folders)
{
    QStringList clean;
    for (const QString &f : folders) {
        const QString c = QDir::cleanPath(QFileInfo(f).absoluteFilePath());
        if (!f.isEmpty() && !clean.contains(c))
            clean << c;
    }
    m_folders = clean;
}

bool TrackLibrary::isBusy() const
{
    return m_watcher.isRunning() || !m_thumbQueue.isEmpty() || m_thumbScheduled;
}

void TrackLibrary::rescan()
{
    if (m_watcher.isRunning()) {
        m_pendingFull = true;
        return;
    }
    startScan({});
}

void TrackLibrary::addFile(const QString &path)
{
    if (path.isEmpty())
        return;
    if (m_watcher.isRunning()) {
        m_pendingPaths << path;
        return;
    }
    startScan({path});
}

void TrackLibrary::cancel()
{
    ++m_generation; // a result still on its way belongs to the old library
    if (m_cancel)
        m_cancel->store(true);
    m_watcher.waitForFinished();
    m_pendingFull = false;
    m_pendingPaths.clear();
    m_thumbQueue.clear();
}

void TrackLibrary::startScan(const QStringList &onlyPaths)
{
    if (!m_db.isOpen())
        return;
    const bool wasBusy = isBusy();
    TrackScanner::Request request;
    request.bundledFolder = m_bundled;
    request.folders = m_folders;
    request.onlyPaths = onlyPaths;
    request.rereadAll = m_rereadAll && onlyPaths.isEmpty();
    for (const LibraryEntry &e : std::as_const(m_entries)) {
        if (e.source == LibrarySource::Opened)
            request.openedFiles << e.path;
        // A readable row without a picture (drawing was cut short last time): read it again.
        if (m_thumbnailer && e.isReadable() && e.thumbnail.isEmpty())
            continue;
        request.known.insert(e.path, {e.source, e.size, e.stamp});
    }
    m_scanIsFull = onlyPaths.isEmpty();
    m_scanGeneration = m_generation;
    m_cancel = std::make_shared<std::atomic<bool>>(false);
    auto cancel = m_cancel;
    const TileCatalog *catalog = &m_catalog;
    m_watcher.setFuture(QtConcurrent::run([request, catalog, cancel] {
        return TrackScanner::run(request, *catalog, cancel.get());
    }));
    if (!wasBusy)
        emit busyChanged(true);
}

void TrackLibrary::scanDone()
{
    if (m_scanGeneration != m_generation || !m_watcher.future().isValid() || m_watcher.future().resultCount() == 0)
        return;
    const TrackScanner::Outcome out = m_watcher.result();
    if (out.cancelled)
        return;
    QList<LibraryEntry> upserts;
    upserts.reserve(out.changed.size());
    for (const TrackScanner::FileResult &r : out.changed) {
        LibraryEntry e = r.entry;
        // Keep the old picture until the new one is drawn: no blank flash in the view.
        if (const int row = indexOf(e.path); row >= 0 && e.isReadable())
            e.thumbnail = m_entries[row].thumbnail;
        upserts << e;
        if (r.track && m_thumbnailer)
            m_thumbQueue.append({e.path, *r.track, r.preview});
    }
    applyChanges(upserts, out.removed);
    m_stats = {int(out.changed.size()), out.unchanged, int(out.removed.size())};
    m_missing = out.missingFolders;
    if (m_rereadAll && m_scanIsFull) {
        QString error;
        if (m_db.setMeta(kSignatureKey, m_signature, &error))
            m_rereadAll = false;
    }

    if (m_pendingFull) {
        m_pendingFull = false;
        m_pendingPaths.clear();
        startScan({});
    } else if (!m_pendingPaths.isEmpty()) {
        const QStringList paths = m_pendingPaths;
        m_pendingPaths.clear();
        startScan(paths);
    }
    if (!m_thumbQueue.isEmpty() && !m_thumbScheduled) {
        m_thumbScheduled = true;
        QTimer::singleShot(0, this, &TrackLibrary::drawSomeThumbnails);
    }
    if (!isBusy()) {
        emit busyChanged(false);
        emit scanFinished();
    }
}

void TrackLibrary::applyChanges(const QList<LibraryEntry> &upserts, const QStringList &removed)
{
    if (upserts.isEmpty() && removed.isEmpty())
        return;
    QString error;
    if (!m_db.apply(upserts, removed, &error))
        setNotice(tr("The track library index could not be updated: %1").arg(error));
    for (const QString &path : removed) {
        const int row = indexOf(path);
        if (row < 0)
            continue;
        m_entries.removeAt(row);
        m_rows.remove(path);
        for (int i = row; i < m_entries.size(); ++i)
            m_rows[m_entries[i].path] = i;
    }
    for (const LibraryEntry &e : upserts) {
        const int row = indexOf(e.path);
        if (row >= 0) {
            m_entries[row] = e;
        } else {
            m_rows.insert(e.path, int(m_entries.size()));
            m_entries.append(e);
        }
    }
    emit changed(upserts, removed);
}

void TrackLibrary::drawSomeThumbnails()
{
    m_thumbScheduled = false;
    QElapsedTimer clock;
    clock.start();
    QList<LibraryEntry> updated;
    QList<QPair<QString, QByteArray>> pictures;
    while (!m_thumbQueue.isEmpty() && (updated.isEmpty() || clock.elapsed() < kThumbnailSliceMs)) {
        const ThumbJob job = m_thumbQueue.takeFirst();
        const QString &path = job.path;
        const int row = indexOf(path);
        if (row < 0 || !m_thumbnailer)
            continue;
        const QByteArray png = m_thumbnailer(job.track, job.preview.isEmpty() ? QImage() : QImage::fromData(job.preview, "PNG"));
        if (png.isEmpty())
            continue;
        m_entries[row].thumbnail = png;
        updated << m_entries[row];
        pictures.append({path, png});
    }
    if (!pictures.isEmpty()) {
        QString error;
        if (!m_db.setThumbnails(pictures, &error))
            setNotice(tr("The track library index could not be updated: %1").arg(error));
        emit changed(updated, {});
    }
    if (!m_thumbQueue.isEmpty()) {
        m_thumbScheduled = true;
        QTimer::singleShot(0, this, &TrackLibrary::drawSomeThumbnails);
    } else if (!isBusy()) {
        emit busyChanged(false);
        emit scanFinished();
    }
}

} // namespace Pacenotes
