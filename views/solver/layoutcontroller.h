// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QPointer>

class QAbstractItemModel;
class QAction;
class QWidget;

namespace Pacenotes {

class LayoutDialog;
class TrackDocument;

/**
 * The "Lay Out for Me…" action and its non-modal dialog, created on first use and kept (with
 * its results) while the window lives. The main window puts the action into its menu and
 * toolbar and fits the view when a layout is applied.
 */
class LayoutController : public QObject
{
    Q_OBJECT
public:
    LayoutController(TrackDocument *document, const QAbstractItemModel *palette, QWidget *window);

    QAction *action() const { return m_action; }
    LayoutDialog *dialog() const;
    /// Shows the dialog (creating it), filled from the document unless a search is running.
    void open();
    void retranslate();

signals:
    void layoutApplied();

private:
    TrackDocument *m_document;
    const QAbstractItemModel *m_palette;
    QWidget *m_window;
    QAction *m_action;
    QPointer<LayoutDialog> m_dialog;
};

} // namespace Pacenotes
