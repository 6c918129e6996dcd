// SPDX-License-Identifier: GPL-3.0-or-later
#include "mainwindow.h"

#include "catalog/tilecatalog.h"
#include "io/trackfiles.h"
#include "report/trackreportview.h"
#include "track/trackvalidator.h"

#include <QApplication>
#include <QFileDialog>
#include <QMenuBar>
#include <QMessageBox>
#include <QStatusBar>

namespace Pacenotes {

using namespace Qt::StringLiterals;

MainWindow::MainWindow(QWidget *parent) : QMainWindow(parent), m_report(new TrackReportView(this))
{
    setWindowTitle(tr("Pacenotes"));
    setCentralWidget(m_report);

    QMenu *file = menuBar()->addMenu(tr("&File"));
    file->addAction(tr("&Open…"), QKeySequence::Open, this, &MainWindow::openDialog);
    file->addSeparator();
    file->addAction(tr("&Quit"), QKeySequence::Quit, qApp, &QApplication::closeAllWindows);
    QMenu *help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&About Pacenotes"), this, &MainWindow::about);
    statusBar()->showMessage(tr("Ready"));
    resize(900, 700);
}

void MainWindow::openDialog()
{
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Open Track"), QString(),
        tr("Tracks (*.pacenotes *.json *.rgt);;All files (*)"));
    if (!path.isEmpty())
        openFile(path);
}

bool MainWindow::openFile(const QString &path)
{
    const TileCatalog &catalog = TileCatalog::builtin();
    const TrackReadResult read = TrackFiles::read(path, catalog);
    if (!read.track) {
        QMessageBox::warning(this, tr("Cannot Open Track"), read.error);
        return false;
    }
    const TrackReport report = TrackValidator::validate(*read.track, catalog, Collection::everyBox(catalog));
    m_report->showReport(*read.track, report, catalog);
    setWindowFilePath(path);
    setWindowTitle(tr("%1 — Pacenotes").arg(read.track->title.isEmpty() ? path : read.track->title));
    statusBar()->showMessage(report.isValid() ? tr("The track is valid.")
                                              : tr("%n problem(s) found.", nullptr, int(report.problems.size())));
    return true;
}

void MainWindow::about()
{
    QMessageBox::about(this, tr("About Pacenotes"),
                       tr("<p><b>Pacenotes %1</b></p><p>A companion and track designer for the board games "
                          "Rallyman: GT and Rallyman: DIRT.</p><p>Tile facts: Rekee by Tobias Rapp "
                          "(github.com/t-rapp/rekee), re-encoded. Rallyman is a trademark of Holy Grail Games; "
                          "no publisher artwork is used.</p>")
                           .arg(QCoreApplication::applicationVersion()));
}

} // namespace Pacenotes
