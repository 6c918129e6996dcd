// SPDX-License-Identifier: GPL-3.0-or-later
#include "trackoutputactions.h"

#include "settings/appsettings.h"
#include "sheets/sheetprinting.h"
#include "track/trackdocument.h"
#include "print/trackprintout.h"
#include "shell/filedialogs.h"

#include <QAction>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QPainter>
#include <QPrintDialog>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QRegularExpression>

#include <memory>

namespace Pacenotes {

using namespace Qt::StringLiterals;

TrackOutputActions::TrackOutputActions(TrackDocument *document, AppSettings *settings, QWidget *window)
    : QObject(window), m_document(document), m_settings(settings), m_window(window)
{
    exportMenu = new QMenu(window);
    exportPng = exportMenu->addAction(QString(), this, [this] { exportAs(TrackExporter::Format::Png); });
    exportSvg = exportMenu->addAction(QString(), this, [this] { exportAs(TrackExporter::Format::Svg); });
    exportPdf = exportMenu->addAction(QString(), this, [this] { exportAs(TrackExporter::Format::Pdf); });
    printPreview = new QAction(this);
    connect(printPreview, &QAction::triggered, this, &TrackOutputActions::showPreview);
    print = new QAction(this);
    print->setShortcuts(QKeySequence::Print);
    connect(print, &QAction::triggered, this, &TrackOutputActions::printDirect);
    m_error = [this](const QString &title, const QString &text) { QMessageBox::warning(m_window, title, text); };
    retranslate();
}

void TrackOutputActions::retranslate()
{
    exportMenu->setTitle(tr("E&xport"));
    exportPng->setText(tr("&PNG Image…"));
    exportSvg->setText(tr("&SVG Drawing…"));
    exportPdf->setText(tr("P&DF Layout and Build Sheet…"));
    printPreview->setText(tr("Print Pre&view…"));
    print->setText(tr("&Print…"));
    exportPng->setStatusTip(tr("Save the layout as a picture with its title and tile list"));
    exportSvg->setStatusTip(tr("Save the layout as a vector drawing with its title and tile list"));
    exportPdf->setStatusTip(tr("Save the layout page and the build sheet as a PDF"));
    printPreview->setStatusTip(tr("See the layout page and the build sheet before printing"));
    print->setStatusTip(tr("Print the layout page and the build sheet"));
}

bool TrackOutputActions::refuseEmpty(const QString &title, bool listWillDo)
{
    const Track &t = m_document->track();
    // Before anything is laid out, the printout (and its PDF) is the list's pick list.
    if (!t.tiles.isEmpty() || (listWillDo && !t.tileList.isEmpty()))
        return false;
    m_error(title, tr("The track has no tiles yet. Place some tiles first: an empty layout makes an empty page."));
    return true;
}

QString TrackOutputActions::suggestedName() const
{
    QString name = m_document->track().title.trimmed();
    if (name.isEmpty())
        name = QFileInfo(m_document->filePath()).completeBaseName();
    if (name.isEmpty())
        name = tr("track");
    name.replace(QRegularExpression(u"[\\\\/:*?\"<>|]"_s), u"-"_s);
    return name;
}

void TrackOutputActions::exportAs(TrackExporter::Format format)
{
    const QString title = tr("Export Track");
    if (refuseEmpty(title, format == TrackExporter::Format::Pdf))
        return;
    QString filter;
    switch (format) {
    case TrackExporter::Format::Png: filter = tr("PNG images (*.png)"); break;
    case TrackExporter::Format::Svg: filter = tr("SVG drawings (*.svg)"); break;
    case TrackExporter::Format::Pdf: filter = tr("PDF documents (*.pdf)"); break;
    }
    const QString suffix = TrackExporter::extension(format);
    QString path = FileDialogs::saveFile(m_window, title, suggestedName() + u'.' + suffix, filter);
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += u'.' + suffix;
    exportTo(path, format);
}

bool TrackOutputActions::exportTo(const QString &path, TrackExporter::Format format)
{
    const QString title = tr("Export Track");
    if (refuseEmpty(title, format == TrackExporter::Format::Pdf))
        return false;
    const TrackExporter exporter(m_document->track(), m_document->report(), m_document->catalog());
    QString error;
    if (!exporter.write(path, format, SheetPrinting::defaultPaper(), &error)) {
        m_error(tr("Cannot Export the Track"), error);
        return false;
    }
    emit message(tr("Exported %1").arg(QDir::toNativeSeparators(path)));
    emit exported(QFileInfo(path).absoluteFilePath());
    return true;
}

QPrintPreviewDialog *TrackOutputActions::createPreview()
{
    if (refuseEmpty(tr("Print Track"), true))
        return nullptr;
    auto printout = std::make_shared<TrackPrintout>(m_document->track(), m_document->report(), m_document->catalog());
    auto *printer = new QPrinter(QPrinter::HighResolution);
    printout->setUpPrinter(*printer, SheetPrinting::defaultPaper());
    auto *dialog = new QPrintPreviewDialog(printer, m_window);
    dialog->setWindowTitle(tr("Print %1").arg(printout->documentTitle()));
    // QPrinter is not a QObject: it lives as long as the dialog.
    connect(dialog, &QObject::destroyed, dialog, [printer] { delete printer; });
    connect(dialog, &QPrintPreviewDialog::paintRequested, dialog, [printout](QPrinter *p) {
        QPainter painter;
        if (painter.begin(p)) {
            printout->paint(painter, *p, false);
            painter.end();
        }
    });
    return dialog;
}

void TrackOutputActions::showPreview()
{
    QPrintPreviewDialog *dialog = createPreview();
    if (!dialog)
        return;
    dialog->exec();
    delete dialog;
}

void TrackOutputActions::printDirect()
{
    if (refuseEmpty(tr("Print Track"), true))
        return;
    const TrackPrintout printout(m_document->track(), m_document->report(), m_document->catalog());
    QPrinter printer(QPrinter::HighResolution);
    printout.setUpPrinter(printer, SheetPrinting::defaultPaper());
    QPrintDialog dialog(&printer, m_window);
    dialog.setWindowTitle(tr("Print %1").arg(printout.documentTitle()));
    if (dialog.exec() != QDialog::Accepted)
        return;
    QPainter painter;
    if (!painter.begin(&printer)) {
        m_error(tr("Print Track"), tr("The printer could not be started."));
        return;
    }
    printout.paint(painter, printer, false);
    painter.end();
}

} // namespace Pacenotes
