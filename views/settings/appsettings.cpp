// SPDX-License-Identifier: GPL-3.0-or-later
#include "appsettings.h"

#include "catalog/tilecatalog.h"

#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>

namespace Pacenotes {

using namespace Qt::StringLiterals;

QByteArray AppSettings::windowGeometry() const
{
    return m_settings.value(u"window/geometry"_s).toByteArray();
}

void AppSettings::setWindowGeometry(const QByteArray &geometry)
{
    m_settings.setValue(u"window/geometry"_s, geometry);
}

QByteArray AppSettings::windowState() const
{
    return m_settings.value(u"window/state"_s).toByteArray();
}

void AppSettings::setWindowState(const QByteArray &state)
{
    m_settings.setValue(u"window/state"_s, state);
}

QString AppSettings::lastFolder() const
{
    const QString folder = m_settings.value(u"files/lastFolder"_s).toString();
    if (!folder.isEmpty() && QFileInfo(folder).isDir())
        return folder;
    // The first time: the documents folder, never the folder the app was started from.
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    return !documents.isEmpty() && QFileInfo(documents).isDir() ? documents : QDir::homePath();
}

void AppSettings::setLastFolder(const QString &folder)
{
    m_settings.setValue(u"files/lastFolder"_s, folder);
}

QString AppSettings::exportFolder() const
{
    const QString folder = m_settings.value(u"files/exportFolder"_s).toString();
    return !folder.isEmpty() && QFileInfo(folder).isDir() ? folder : lastFolder();
}

void AppSettings::setExportFolder(const QString &folder)
{
    m_settings.setValue(u"files/exportFolder"_s, folder);
}

QStringList AppSettings::recentFiles() const
{
    return m_settings.value(u"files/recent"_s).toStringList();
}

void AppSettings::addRecentFile(const QString &path)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    QStringList files = recentFiles();
    files.removeAll(absolute);
    files.prepend(absolute);
    while (files.size() > kMaxRecentFiles)
        files.removeLast();
    m_settings.setValue(u"files/recent"_s, files);
}

void AppSettings::removeRecentFile(const QString &path)
{
    QStringList files = recentFiles();
    files.removeAll(path);
    m_settings.setValue(u"files/recent"_s, files);
}

Collection AppSettings::collection(const TileCatalog &catalog) const
{
    if (!m_settings.contains(u"collection/boxes"_s))
        return Collection::everyBox(catalog);
    // A box the catalog no longer knows (or a hand-edited file) must not lose the rest.
    Collection c;
    const QString text = m_settings.value(u"collection/boxes"_s).toString();
    for (QStringView item : QStringView(text).split(u',', Qt::SkipEmptyParts)) {
        if (auto one = Collection::parse(item, catalog, nullptr))
            for (auto it = one->counts().cbegin(); it != one->counts().cend(); ++it)
                c.setCount(it.key(), c.count(it.key()) + it.value());
    }
    return c;
}

void AppSettings::setCollection(const Collection &collection)
{
    m_settings.setValue(u"collection/boxes"_s, collection.toString());
}

QString AppSettings::language() const
{
    return m_settings.value(u"ui/language"_s).toString();
}

void AppSettings::setLanguage(const QString &language)
{
    m_settings.setValue(u"ui/language"_s, language);
}

bool AppSettings::gridVisible() const
{
    return m_settings.value(u"view/grid"_s, true).toBool();
}

void AppSettings::setGridVisible(bool visible)
{
    m_settings.setValue(u"view/grid"_s, visible);
}

bool AppSettings::labelsVisible() const
{
    return m_settings.value(u"view/labels"_s, true).toBool();
}

void AppSettings::setLabelsVisible(bool visible)
{
    m_settings.setValue(u"view/labels"_s, visible);
}

bool AppSettings::courseVisible() const
{
    return m_settings.value(u"view/course"_s, true).toBool();
}

void AppSettings::setCourseVisible(bool visible)
{
    m_settings.setValue(u"view/course"_s, visible);
}

QString AppSettings::scansFolder() const
{
    return m_settings.value(u"view/scansFolder"_s).toString();
}

void AppSettings::setScansFolder(const QString &folder)
{
    m_settings.setValue(u"view/scansFolder"_s, folder);
}

QString AppSettings::spacesPictureFolder() const
{
    return m_settings.value(u"spaces/pictureFolder"_s).toString();
}

void AppSettings::setSpacesPictureFolder(const QString &folder)
{
    m_settings.setValue(u"spaces/pictureFolder"_s, folder);
}

QStringList AppSettings::libraryFolders() const
{
    if (m_settings.contains(u"library/folders"_s))
        return m_settings.value(u"library/folders"_s).toStringList();
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    const QString ours = QDir(documents).filePath(u"Pacenotes"_s);
    return !documents.isEmpty() && QFileInfo(ours).isDir() ? QStringList{ours} : QStringList{};
}

void AppSettings::setLibraryFolders(const QStringList &folders)
{
    m_settings.setValue(u"library/folders"_s, folders);
}

bool AppSettings::libraryIconView() const
{
    return m_settings.value(u"library/iconView"_s, true).toBool();
}

void AppSettings::setLibraryIconView(bool icons)
{
    m_settings.setValue(u"library/iconView"_s, icons);
}

} // namespace Pacenotes
