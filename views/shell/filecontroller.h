// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMessageBox>
#include <QObject>

#include <functional>

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
    /// Writes the document to `path`; false (after saying why) when that failed.
    bool saveTo(const QString &path);
    bool save();
    bool saveAs();
    void newTrack();
    /// Asks what to do with unsaved changes: false when the user cancels (or saving failed).
    bool maybeSave();

    /// Replaces the "save changes?" question (tests answer it without a dialog).
    void setSaveQuestion(std::function<QMessageBox::StandardButton()> question) { m_question = std::move(question); }
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
    void open();
    void importTrack();
    void updateRecentMenu();

    TrackDocument *m_document;
    AppSettings *m_settings;
    QWidget *m_window;
    std::function<QMessageBox::StandardButton()> m_question;
    std::function<void(const QString &, const QString &)> m_error;
};

} // namespace Pacenotes
