// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "trackexporter.h"

#include <QObject>

#include <functional>

class QAction;
class QMenu;
class QPrintPreviewDialog;
class QWidget;

namespace Pacenotes {

class AppSettings;
class TrackDocument;

/**
 * File ▸ Export (PNG, SVG, PDF), Print Preview and Print for the designer's document. Asks
 * where to write (starting in the last export folder, remembered), refuses an empty track with
 * a clear message, and reports files that cannot be written. The main window only places the
 * actions in its menus.
 */
class TrackOutputActions : public QObject
{
    Q_OBJECT
public:
    TrackOutputActions(TrackDocument *document, AppSettings *settings, QWidget *window);

    QMenu *exportMenu;
    QAction *exportPng;
    QAction *exportSvg;
    QAction *exportPdf;
    QAction *printPreview;
    QAction *print;

    /// Writes the document to `path` (no dialog); false after reporting why.
    bool exportTo(const QString &path, TrackExporter::Format format);
    /// A print preview of the document, ready to exec(); null (after saying why) when empty.
    QPrintPreviewDialog *createPreview();

    /// Replaces the message box (tests collect the messages instead).
    void setErrorReporter(std::function<void(const QString &title, const QString &text)> reporter)
    {
        m_error = std::move(reporter);
    }

    void retranslate();

signals:
    void message(const QString &text);
    /// A file was written (the main window offers to open its folder).
    void exported(const QString &path);

private:
    void exportAs(TrackExporter::Format format);
    void showPreview();
    void printDirect();
    /// Says why there is nothing to output; `listWillDo`: a tile list not laid out yet prints as
    /// its pick list.
    bool refuseEmpty(const QString &title, bool listWillDo = false);
    QString suggestedName() const;

    TrackDocument *m_document;
    AppSettings *m_settings;
    QWidget *m_window;
    std::function<void(const QString &, const QString &)> m_error;
};

} // namespace Pacenotes
