// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <functional>

class QWidget;

namespace Pacenotes {

/**
 * Every file dialog of the app, so that each one starts where the user expects: in the folder
 * used last for that kind of file, or the documents folder the first time — never the folder the
 * app happened to be started from. The chosen folder is remembered (AppSettings) for the next.
 * Tracks (open, import, save, library folders) and outputs (exports, PDFs, logs, CSV, packs)
 * are remembered apart, so an export does not move where tracks are opened from.
 */
namespace FileDialogs {

enum class Kind { Tracks, Outputs };

/// The folder a dialog of `kind` starts in: the last one used, else the documents folder
/// (home when there is none).
QString startFolder(Kind kind);
/// Remembers the folder of `path` (a file, or a folder for folder dialogs) for `kind`.
void remember(Kind kind, const QString &path);

/// Open a file: empty when cancelled.
QString openFile(QWidget *parent, const QString &caption, const QString &filter, Kind kind = Kind::Tracks);
/// Save a file, suggesting `name` in the start folder: empty when cancelled.
QString saveFile(QWidget *parent, const QString &caption, const QString &name, const QString &filter,
                 Kind kind = Kind::Outputs, QString *selectedFilter = nullptr);
/// Choose a folder, starting in `start` (the start folder when empty): empty when cancelled.
QString folder(QWidget *parent, const QString &caption, Kind kind = Kind::Tracks, const QString &start = {});

/// Tests: answers every dialog instead of showing it (caption, the path it starts with, filter).
using Chooser = std::function<QString(const QString &caption, const QString &startPath, const QString &filter)>;
void setChooser(Chooser chooser);

} // namespace FileDialogs

} // namespace Pacenotes
