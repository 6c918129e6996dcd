// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/tileside.h" // Game

#include <QMessageBox>
#include <QObject>

#include <functional>
#include <optional>

class QAction;
class QMenu;
class QWidget;

namespace Pacenotes {

class AppSettings;
class TrackDocument;

/**
 * New, Open, Open Recent, Import, Save and Save As for the designer's document: file
 * dialogs, the question before unsaved changes are dropped, the recent-files list and clear
 * messages when a file cannot be read or written. Nothing the user made is lost: a failed
 * save leaves the document modified, a failed open leaves it untouched.
 */
class FileController : public QObject
{
    Q_OBJECT
public:
    FileController(TrackDocument *document, AppSettings *settings, QWidget *window);

    QAction *newAction;
    QAction *openAction;
    QAction *importAction;
    QAction *saveAction;
    QAction *saveAsAction;
    QMenu *recentMenu;

    /// Opens a file (asking first about unsaved changes); false when it was not opened.
    bool openPath(const QString &path);
    /// File ▸ Open…: asks about unsaved changes once, then for the file.
    void open();
    /// File ▸ Import…: as open(), for Rekee and Rallyman Track Editor files.
    void importTrack();
    /// Writes the document to `path`; false (after saying why) when that failed.
    bool saveTo(const QString &path);
    bool save();
    bool saveAs();
    void newTrack();
    /// Asks what to do with unsaved changes: false when the user cancels (or saving failed).
    bool maybeSave();

    /// Replaces the "save changes?" question (tests answer it without a dialog).
    void setSaveQuestion(std::function<QMessageBox::StandardButton()> question) { m_question = std::move(question); }
    /// Asks for a file to open: (caption, folder, filter) → path, empty when cancelled. The
    /// default is QFileDialog; tests answer without one.
    using FileChooser = std::function<QString(const QString &caption, const QString &folder, const QString &filter)>;
    void setFileChooser(FileChooser chooser) { m_chooser = std::move(chooser); }
    /// The game a new track is for (the palette's game filter); nullopt: the current track's.
    void setNewTrackGame(std::function<std::optional<Game>()> game) { m_newTrackGame = std::move(game); }
    /// Replaces the error box (tests collect the messages instead).
    void setErrorReporter(std::function<void(const QString &title, const QString &text)> reporter)
    {
        m_error = std::move(reporter);
    }

    void retranslate();

signals:
    /// A new or different track is in the document (fit the view to it).
    void documentReplaced();
    void message(const QString &text);

private:
    /// Reads `path` into the document (the unsaved-changes question is already answered).
    bool load(const QString &path);
    void updateRecentMenu();

    TrackDocument *m_document;
    AppSettings *m_settings;
    QWidget *m_window;
    std::function<QMessageBox::StandardButton()> m_question;
    std::function<void(const QString &, const QString &)> m_error;
    FileChooser m_chooser;
    std::function<std::optional<Game>()> m_newTrackGame;
};

} // namespace Pacenotes
