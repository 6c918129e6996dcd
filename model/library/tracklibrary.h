// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "libraryentry.h"
#include "librarydatabase.h"
#include "trackscanner.h"

#include <QFutureWatcher>
#include <QHash>
#include <QObject>

#include <atomic>
#include <functional>
#include <memory>

namespace Pacenotes {

class TileCatalog;

/**
 * The track library: the bundled rulebook tracks, the tracks in the user's library folders
 * and the files the user opened or saved, indexed in a LibraryDatabase so the view shows them
 * at once. open() loads the index; rescan() walks the files on a worker thread (only files
 * whose size or time changed are read again; gone files are dropped) and writes the changes
 * in one transaction. Thumbnails are drawn afterwards on this object's thread, a few at a time,
 * by the function the views install (drawing tiles is GUI-thread work).
 *
 * The index is a cache: a damaged or foreign index file is set aside (renamed, never deleted)
 * and rebuilt; when no file can be written the library lives in memory for this session.
 * notice() then says so. Track files are only ever read.
 */
class TrackLibrary : public QObject
{
    Q_OBJECT
public:
    /// Makes a track's picture (PNG) on the GUI thread: from the package's own `preview` when it
    /// has one (not null), else by drawing the track.
    using Thumbnailer = std::function<QByteArray(const Track &, const QImage &preview)>;

    struct ScanStats
    {
        int read = 0;       ///< files read again
        int unchanged = 0;  ///< files skipped by size and time
        int removed = 0;
    };

    explicit TrackLibrary(const TileCatalog &catalog, QObject *parent = nullptr);
    ~TrackLibrary() override;

    /// Opens the index at `indexPath` (falling back as described above) and loads its rows.
    /// `signature` names what the rows were made with (version, language): when it differs
    /// from the stored one, the next rescan reads every file again.
    void open(const QString &indexPath, const QString &signature = {});
    /// What went wrong with the index, translated; empty when all is well.
    QString notice() const { return m_notice; }
    bool isInMemory() const;
    QString indexPath() const { return m_db.path(); }

    const QList<LibraryEntry> &entries() const { return m_entries; }
    int indexOf(const QString &path) const { return m_rows.value(path, -1); }

    /// ":/tracks" by default; empty: no bundled tracks.
    void setBundledFolder(const QString &folder) { m_bundled = folder; }
    QStringList folders() const { return m_folders; }
    /// The user's library folders. Does not rescan by itself.
    void setFolders(const QStringList &folders);
    void setThumbnailer(Thumbnailer thumbnailer) { m_thumbnailer = std::move(thumbnailer); }

    /// Walks the whole library in the background; a request during a scan runs after it.
    void rescan();
    /// Adds (or refreshes) one file the user opened or saved.
    void addFile(const QString &path);
    bool isBusy() const;
    /// Stops a running scan and waits for the worker (nothing half-written).
    void cancel();
    ScanStats lastScanStats() const { return m_stats; }
    /// Folders of the last scan that were missing (their entries are kept).
    QStringList missingFolders() const { return m_missing; }

signals:
    /// Rows were added, changed (read again or given a thumbnail) or removed. `upserts` are
    /// whole entries; the model adapts by path.
    void changed(const QList<LibraryEntry> &upserts, const QStringList &removed);
    /// The index was (re)loaded from scratch: take entries() again.
    void reset();
    void busyChanged(bool busy);
    /// A scan and its thumbnails are done.
    void scanFinished();
    void noticeChanged(const QString &notice);

private:
    void startScan(const QStringList &onlyPaths);
    void scanDone();
    void applyChanges(const QList<LibraryEntry> &upserts, const QStringList &removed);
    void drawSomeThumbnails();
    void setNotice(const QString &notice);

    const TileCatalog &m_catalog;
    LibraryDatabase m_db;
    QList<LibraryEntry> m_entries;
    QHash<QString, int> m_rows;
    QString m_bundled;
    QStringList m_folders;
    QString m_signature;
    bool m_rereadAll = false;
    bool m_scanIsFull = false;
    int m_generation = 0;
    int m_scanGeneration = -1;
    Thumbnailer m_thumbnailer;
    QFutureWatcher<TrackScanner::Outcome> m_watcher;
    std::shared_ptr<std::atomic<bool>> m_cancel;
    bool m_pendingFull = false;
    QStringList m_pendingPaths;
    struct ThumbJob
    {
        QString path;
        Track track;
        QByteArray preview; ///< PNG, or empty
    };
    QList<ThumbJob> m_thumbQueue;
    bool m_thumbScheduled = false;
    ScanStats m_stats;
    QStringList m_missing;
    QString m_notice;
};

} // namespace Pacenotes
