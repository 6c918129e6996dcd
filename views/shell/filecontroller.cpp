// SPDX-License-Identifier: GPL-3.0-or-later
#include "filecontroller.h"

#include "filedialogs.h"

#include "io/trackdocumentfiles.h"
#include "io/bundledtracks.h"
#include "io/trackfiles.h"
#include "settings/appsettings.h"
#include "track/trackdocument.h"

#include <QAction>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QPushButton>
#include <QRegularExpression>
#include <QStyle>
#include <QWidget>

namespace Pacenotes {

using namespace Qt::StringLiterals;

FileController::FileController(TrackDocument *document, AppSettings *settings, QWidget *window)
    : QObject(window), m_document(document), m_settings(settings), m_window(window)
{
    QStyle *style = window->style();
    newAction = new QAction(style->standardIcon(QStyle::SP_FileIcon), QString(), this);
    newAction->setShortcuts(QKeySequence::New);
    openAction = new QAction(style->standardIcon(QStyle::SP_DialogOpenButton), QString(), this);
    openAction->setShortcuts(QKeySequence::Open);
    importAction = new QAction(this);
    saveAction = new QAction(style->standardIcon(QStyle::SP_DialogSaveButton), QString(), this);
    saveAction->setShortcuts(QKeySequence::Save);
    saveAsAction = new QAction(this);
    saveAsAction->setShortcuts(QKeySequence::SaveAs);
    recentMenu = new QMenu(window);

    connect(newAction, &QAction::triggered, this, &FileController::newTrack);
    connect(openAction, &QAction::triggered, this, &FileController::open);
    connect(importAction, &QAction::triggered, this, &FileController::importTrack);
    connect(saveAction, &QAction::triggered, this, &FileController::save);
    connect(saveAsAction, &QAction::triggered, this, &FileController::saveAs);
    connect(recentMenu, &QMenu::aboutToShow, this, &FileController::updateRecentMenu);

    m_question = [this] {
        QMessageBox box(QMessageBox::Warning, tr("Unsaved Changes"),
                        tr("“%1” has changes that are not saved. Save them first?").arg(m_document->displayName()),
                        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, m_window);
        box.setDefaultButton(QMessageBox::Save);
        // Qt's own word for Discard reads as "reject" in Russian: say what happens.
        box.button(QMessageBox::Discard)->setText(tr("Do&n't Save"));
        return QMessageBox::StandardButton(box.exec());
    };
    m_error = [this](const QString &title, const QString &text) { QMessageBox::warning(m_window, title, text); };
    m_chooser = [this](const QString &caption, const QString &, const QString &filter) {
        return FileDialogs::openFile(m_window, caption, filter);
    };
    retranslate();
}

void FileController::retranslate()
{
    newAction->setText(tr("&New Track"));
    openAction->setText(tr("&Open…"));
    importAction->setText(tr("&Import…"));
    importAction->setToolTip(tr("Read a track made with Rekee or the Rallyman Track Editor (.rgt)"));
    saveAction->setText(tr("&Save"));
    saveAsAction->setText(tr("Save &As…"));
    recentMenu->setTitle(tr("Open &Recent"));
}

bool FileController::maybeSave()
{
    if (!m_document->isModified())
        return true;
    switch (m_question()) {
    case QMessageBox::Save: return save();
    case QMessageBox::Discard: return true;
    default: return false;
    }
}

void FileController::newTrack()
{
    if (!maybeSave())
        return;
    Track track;
    // the game the palette shows, else the last track's (a player keeps to one game, usually)
    const std::optional<Game> game = m_newTrackGame ? m_newTrackGame() : std::nullopt;
    track.game = game.value_or(m_document->track().game);
    m_document->reset(track);
    emit documentReplaced();
    emit message(tr("New track."));
}

void FileController::open()
{
    // Asked once: the answer (Discard included) holds for the file chosen next.
    if (!maybeSave())
        return;
    const QString path = m_chooser(tr("Open Track"), m_settings->lastFolder(),
                                   tr("Tracks (*.pacenotes *.json *.rgt);;Pacenotes tracks (*.pacenotes *.json);;"
                                      "Rallyman Track Editor (*.rgt);;All files (*)"));
    if (!path.isEmpty())
        load(path);
}

void FileController::importTrack()
{
    if (!maybeSave())
        return;
    const QString path = m_chooser(tr("Import Track"), m_settings->lastFolder(),
                                   tr("Rekee and Rallyman Track Editor tracks (*.json *.rgt);;All files (*)"));
    if (!path.isEmpty())
        load(path);
}

bool FileController::openPath(const QString &path)
{
    return maybeSave() && load(path);
}

bool FileController::load(const QString &path)
{
    QString error;
    QStringList notes;
    if (!TrackDocumentFiles::load(*m_document, path, &error, &notes)) {
        m_error(tr("Cannot Open Track"), error);
        if (!QFileInfo::exists(path))
            m_settings->removeRecentFile(QFileInfo(path).absoluteFilePath());
        return false;
    }
    if (!path.startsWith(u":/"_s)) // a bundled track lives in the app, not in a folder to return to
        m_settings->setLastFolder(QFileInfo(path).absolutePath());
    if (!m_document->filePath().isEmpty())
        m_settings->addRecentFile(path);
    emit documentReplaced();
    if (BundledTracks::isBundled(path))
        emit message(tr("Opened %1 from the rulebooks. Save it as your own track to keep your changes.")
                         .arg(m_document->displayName()));
    else if (m_document->filePath().isEmpty())
        emit message(tr("Imported %1. Save it as a Pacenotes track to keep your changes.").arg(QFileInfo(path).fileName()));
    else
        emit message(tr("Opened %1.").arg(QFileInfo(path).fileName()));
    if (!notes.isEmpty())
        m_error(tr("Track Imported with Changes"), notes.join(u'\n'));
    return true;
}

bool FileController::saveTo(const QString &path)
{
    QString error;
    if (!TrackDocumentFiles::save(*m_document, path, &error)) {
        m_error(tr("Cannot Save Track"), error);
        return false;
    }
    m_settings->setLastFolder(QFileInfo(path).absolutePath());
    m_settings->addRecentFile(path);
    emit message(tr("Saved %1.").arg(QFileInfo(path).fileName()));
    return true;
}

bool FileController::save()
{
    const QString path = m_document->filePath();
    if (path.isEmpty())
        return saveAs();
    return saveTo(path);
}

bool FileController::saveAs()
{
    QString name = m_document->track().title.trimmed();
    name.replace(QRegularExpression(u"[\\\\/:*?\"<>|]"_s), u"-"_s);
    if (name.isEmpty())
        name = tr("track");
    const QString packageFilter = tr("Pacenotes track (*.pacenotes)");
    const QString jsonFilter = tr("Pacenotes track JSON (*.json)");
    QString selected = packageFilter;
    QString path = FileDialogs::saveFile(m_window, tr("Save Track As"), name + u".pacenotes"_s, packageFilter + u";;"_s + jsonFilter,
                                         FileDialogs::Kind::Tracks, &selected);
    if (path.isEmpty())
        return false;
    if (QFileInfo(path).suffix().isEmpty())
        path += selected == jsonFilter ? u".json"_s : u".pacenotes"_s;
    return saveTo(path);
}

void FileController::updateRecentMenu()
{
    recentMenu->clear();
    const QStringList files = m_settings->recentFiles();
    for (int i = 0; i < files.size(); ++i) {
        const QString path = files[i];
        QAction *a = recentMenu->addAction(u"&%1 %2"_s.arg(i + 1).arg(QFileInfo(path).fileName()));
        a->setToolTip(QDir::toNativeSeparators(path));
        a->setStatusTip(QDir::toNativeSeparators(path));
        connect(a, &QAction::triggered, this, [this, path] { openPath(path); });
    }
    if (files.isEmpty()) {
        recentMenu->addAction(tr("No recent tracks"))->setEnabled(false);
        return;
    }
    recentMenu->addSeparator();
    connect(recentMenu->addAction(tr("&Clear List")), &QAction::triggered, this, [this] {
        for (const QString &f : m_settings->recentFiles())
            m_settings->removeRecentFile(f);
    });
}

} // namespace Pacenotes
