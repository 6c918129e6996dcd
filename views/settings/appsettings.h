// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/collection.h"

#include <QByteArray>
#include <QSettings>
#include <QStringList>

namespace Pacenotes {

class TileCatalog;

/**
 * Typed access to what the app remembers between runs (QSettings under the application's
 * organisation and name): window layout, last folder, recent files, the boxes the user owns
 * and how many of each, language, view options and the scans folder.
 */
class AppSettings
{
public:
    static constexpr int kMaxRecentFiles = 8;

    AppSettings() = default;

    QByteArray windowGeometry() const;
    void setWindowGeometry(const QByteArray &geometry);
    QByteArray windowState() const;
    void setWindowState(const QByteArray &state);

    /// The folder of the last file opened or saved (the documents folder when none, else home).
    QString lastFolder() const;
    void setLastFolder(const QString &folder);
    /// The folder of the last export or printed PDF (the last folder when none).
    QString exportFolder() const;
    void setExportFolder(const QString &folder);

    QStringList recentFiles() const;
    /// Puts `path` first, without duplicates, keeping kMaxRecentFiles.
    void addRecentFile(const QString &path);
    void removeRecentFile(const QString &path);

    /// The boxes owned; one of each box when never set or unreadable.
    Collection collection(const TileCatalog &catalog) const;
    void setCollection(const Collection &collection);

    /// "en", "ru" or empty (the system's language).
    QString language() const;
    void setLanguage(const QString &language);

    bool gridVisible() const;
    void setGridVisible(bool visible);
    bool labelsVisible() const;
    void setLabelsVisible(bool visible);
    bool courseVisible() const;
    void setCourseVisible(bool visible);

    /// The folder of the user's own tile pictures; empty: draw tiles.
    QString scansFolder() const;
    void setScansFolder(const QString &folder);
    /// The Tile Spaces editor's own folder of tile pictures (empty: the designer's).
    QString spacesPictureFolder() const;
    void setSpacesPictureFolder(const QString &folder);

    /// The folders the track library indexes. Until the user changes the list: Documents/Pacenotes
    /// when that folder exists, else none.
    QStringList libraryFolders() const;
    void setLibraryFolders(const QStringList &folders);
    /// The library panel shows thumbnails (true) or a table.
    bool libraryIconView() const;
    void setLibraryIconView(bool icons);

private:
    mutable QSettings m_settings;
};

} // namespace Pacenotes
