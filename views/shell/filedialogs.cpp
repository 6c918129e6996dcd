// SPDX-License-Identifier: GPL-3.0-or-later
#include "filedialogs.h"

#include "settings/appsettings.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>

namespace Pacenotes::FileDialogs {

namespace {
Chooser &chooser()
{
    static Chooser c;
    return c;
}
} // namespace

QString startFolder(Kind kind)
{
    const AppSettings settings;
    return kind == Kind::Tracks ? settings.lastFolder() : settings.exportFolder();
}

void remember(Kind kind, const QString &path)
{
    if (path.isEmpty())
        return;
    const QFileInfo info(path);
    const QString folder = info.isDir() ? info.absoluteFilePath() : info.absolutePath();
    AppSettings settings;
    if (kind == Kind::Tracks)
        settings.setLastFolder(folder);
    else
        settings.setExportFolder(folder);
}

QString openFile(QWidget *parent, const QString &caption, const QString &filter, Kind kind)
{
    const QString start = startFolder(kind);
    const QString path = chooser() ? chooser()(caption, start, filter) : QFileDialog::getOpenFileName(parent, caption, start, filter);
    remember(kind, path);
    return path;
}

QString saveFile(QWidget *parent, const QString &caption, const QString &name, const QString &filter, Kind kind,
                 QString *selectedFilter)
{
    const QString start = QDir(startFolder(kind)).filePath(name);
    const QString path = chooser() ? chooser()(caption, start, filter)
                                   : QFileDialog::getSaveFileName(parent, caption, start, filter, selectedFilter);
    remember(kind, path);
    return path;
}

QString folder(QWidget *parent, const QString &caption, Kind kind, const QString &start)
{
    const QString from = start.isEmpty() ? startFolder(kind) : start;
    const QString path = chooser() ? chooser()(caption, from, {}) : QFileDialog::getExistingDirectory(parent, caption, from);
    remember(kind, path);
    return path;
}

void setChooser(Chooser c)
{
    chooser() = std::move(c);
}

} // namespace Pacenotes::FileDialogs
