// SPDX-License-Identifier: GPL-3.0-or-later
#include "sheetwindow.h"

#include "records/recordsdatabase.h"
#include "sheetprintdialog.h"

#include <QAction>
#include <QLabel>
#include <QMenuBar>
#include <QPrintPreviewDialog>
#include <QScrollArea>
#include <QStatusBar>
#include <QStyle>
#include <QToolBar>
#include <QToolButton>
#include <QUndoStack>

namespace Pacenotes {

SheetWindow::SheetWindow(RecordsDatabase *db, QWidget *parent)
    : QMainWindow(parent), m_db(db), m_saveState(new QLabel(this))
{
    setAttribute(Qt::WA_DeleteOnClose);
}

void SheetWindow::setUpWindow(QWidget *sheet, QUndoStack *undoStack)
{
    // On a small screen (1024 × 700) the sheet is taller than the window can be: it scrolls.
    auto *scroll = new QScrollArea(this);
    scroll->setWidget(sheet);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    setCentralWidget(scroll);

    QAction *undo = undoStack->createUndoAction(this, tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    QAction *redo = undoStack->createRedoAction(this, tr("&Redo"));
    redo->setShortcut(QKeySequence::Redo);
    auto *print = new QAction(tr("&Print…"), this);
    print->setShortcut(QKeySequence::Print);
    connect(print, &QAction::triggered, this, &SheetWindow::print);
    auto *pdf = new QAction(tr("Save as P&DF…"), this);
    connect(pdf, &QAction::triggered, this, &SheetWindow::savePdf);
    auto *close = new QAction(tr("&Close"), this);
    close->setShortcut(QKeySequence::Close);
    connect(close, &QAction::triggered, this, &QWidget::close);

    QMenu *sheetMenu = menuBar()->addMenu(tr("&Sheet"));
    sheetMenu->addAction(print);
    sheetMenu->addAction(pdf);
    sheetMenu->addSeparator();
    sheetMenu->addAction(close);
    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    edit->addAction(undo);
    edit->addAction(redo);

    QToolBar *tools = addToolBar(tr("Sheet"));
    tools->setObjectName(QStringLiteral("sheetToolBar"));
    tools->setMovable(false);
    tools->addAction(undo);
    tools->addAction(redo);
    tools->addSeparator();
    tools->addAction(print);
    tools->addAction(pdf);
    // Undo/redo texts name the step ("Undo Turn 3: gear 5"): icons on the bar, text in tooltips.
    undo->setIcon(style()->standardIcon(QStyle::SP_ArrowBack));
    redo->setIcon(style()->standardIcon(QStyle::SP_ArrowForward));
    for (QAction *a : {undo, redo})
        if (auto *button = qobject_cast<QToolButton *>(tools->widgetForAction(a)))
            button->setToolButtonStyle(Qt::ToolButtonIconOnly);

    statusBar()->addPermanentWidget(m_saveState);
    if (!m_db || !m_db->isOpen())
        showSaveFailed(tr("The records database is not available: this sheet is not saved."));
    else
        m_saveState->setText(recordId() > 0 ? tr("In the records") : tr("Saved in the records as you write"));
}

void SheetWindow::showSaved(const QString &message)
{
    m_saveState->setStyleSheet(QString());
    m_saveState->setText(message);
}

void SheetWindow::showSaveFailed(const QString &message)
{
    m_saveState->setStyleSheet(QStringLiteral("color: #8a1c10; font-weight: bold"));
    m_saveState->setText(message);
}

void SheetWindow::updateTitle(const QString &title)
{
    setWindowTitle(tr("%1 — Pacenotes").arg(title));
}

void SheetWindow::closeEvent(QCloseEvent *event)
{
    commitPendingEdits();
    QMainWindow::closeEvent(event);
}

SheetRequest SheetWindow::outputRequest()
{
    commitPendingEdits();
    return printRequest();
}

void SheetWindow::print()
{
    QPrintPreviewDialog *dialog = SheetPrintDialog::createPreview(outputRequest(), this);
    dialog->exec();
    delete dialog;
}

void SheetWindow::savePdf()
{
    SheetPrintDialog dialog(outputRequest(), this);
    dialog.exec();
}

} // namespace Pacenotes
