// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sheetprinting.h"

#include <QMainWindow>
#include <QPointer>

class QLabel;
class QUndoStack;

namespace Pacenotes {

class RecordsDatabase;

/**
 * What the solo and rally sheet windows share: Undo/Redo from the sheet's stack, Print… and
 * Save as PDF…, Close, and a status bar saying whether the sheet is in the records. Deletes
 * itself when closed; the sheet is already saved as entered, and a field still being typed in
 * is committed before printing, saving a PDF or closing.
 */
class SheetWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit SheetWindow(RecordsDatabase *db, QWidget *parent = nullptr);

    /// The record shown (lap or rally id), 0 until first saved.
    virtual qint64 recordId() const = 0;
    virtual SheetRequest printRequest() const = 0;
    /// What Print… and Save as PDF… print: the sheet once every open edit is committed.
    SheetRequest outputRequest();

signals:
    /// The sheet got its record id (first save): lets the opener find this window again.
    void recordIdAssigned(qint64 id);

protected:
    /// Call once the subclass has its document: puts `sheet` in the middle, builds the actions.
    void setUpWindow(QWidget *sheet, QUndoStack *undo);
    void showSaved(const QString &message);
    void showSaveFailed(const QString &message);
    void updateTitle(const QString &title);
    /// Hands every edit still open in the sheet to the document (see the sheet widgets).
    virtual void commitPendingEdits() = 0;
    void closeEvent(QCloseEvent *event) override;

private:
    void print();
    void savePdf();

    QPointer<RecordsDatabase> m_db;
    QLabel *m_saveState;
};

} // namespace Pacenotes
