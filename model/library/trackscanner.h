// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "libraryentry.h"
#include "track/track.h"

#include <QHash>
#include <QSize>
#include <QStringList>

#include <atomic>
#include <optional>

namespace Pacenotes {

class TileCatalog;

/**
 * The library's file work, free of any database or GUI so it can run on a worker thread:
 * finding track files in folders, deciding which changed since the index last saw them
 * (size + modification time), and reading one file into a LibraryEntry.
 * Only regular files are read (no pipes or devices), through TrackFiles' capped readers.
 */
namespace TrackScanner {

/// Stops a folder walk that would otherwise take forever (a whole disk added by mistake).
constexpr int kMaxFilesPerFolder = 20000;

struct FileResult
{
    LibraryEntry entry;
    std::optional<Track> track; ///< kept for drawing the thumbnail; empty when unreadable
    /// A package's own picture of its layout, cut down to kPreviewBound (PNG); empty for other
    /// formats. The thumbnail is made from it instead of drawing the tiles again.
    QByteArray preview;
};

/// Previews are kept no larger than this: enough for a library picture at twice the pixels.
inline constexpr QSize kPreviewBound{400, 300};

/// What the index knows about one file.
struct Known
{
    LibrarySource source = LibrarySource::Folder;
    qint64 size = -1;
    qint64 stamp = 0;
};

struct Request
{
    QString bundledFolder;          ///< ":/tracks" in the app; empty: none
    QStringList folders;            ///< the user's library folders
    QStringList openedFiles;        ///< single files the user opened or saved
    QHash<QString, Known> known;    ///< path -> what the index has
    bool rereadAll = false;         ///< ignore size and time (new version or language)
    /// Only look at these paths (a file just saved); empty: the whole library.
    QStringList onlyPaths;
};

struct Outcome
{
    QList<FileResult> changed;      ///< new or changed files, read again
    QStringList removed;            ///< indexed paths that are gone (or no longer in the library)
    QStringList missingFolders;     ///< library folders that do not exist or cannot be read
    int unchanged = 0;
    bool truncated = false;         ///< a folder had more than kMaxFilesPerFolder track files
    bool cancelled = false;
};

/// Track files by name: .pacenotes, .json (ours and Rekee), .rgt.
bool isTrackFileName(const QString &fileName);
/// Reads one file. Never throws or crashes; an unreadable file gives an entry with the reason.
FileResult readFile(const QString &path, LibrarySource source, const TileCatalog &catalog);
/// Size and time of a file as the index stores them (resources have no time: 0).
Known stat(const QString &path, LibrarySource source);
/// Walks the library and reads what changed. `cancel` is polled between files.
Outcome run(const Request &request, const TileCatalog &catalog, const std::atomic<bool> *cancel = nullptr);

} // namespace TrackScanner

} // namespace Pacenotes
