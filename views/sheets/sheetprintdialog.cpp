// SPDX-License-Identifier: GPL-3.0-or-later
#include "sheetprintdialog.h"

#include "shell/filedialogs.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileInfo>
#include <QFormLayout>
#include <QLabel>
#include <QMainWindow>
#include <QMessageBox>
#include <QPainter>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QPushButton>
#include <QRegularExpression>
#include <QSpinBox>
#include <QStatusBar>

namespace Pacenotes {

using namespace Qt::StringLiterals;

SheetPrintDialog::SheetPrintDialog(const SheetRequest &request, QWidget *parent)
    : QDialog(parent), m_request(request), m_paper(new QComboBox(this))
{
    setWindowTitle(SheetPrinting::documentTitle(request));
    m_paper->addItem(tr("A4 (210 × 297 mm)"), int(QPageSize::A4));
    m_paper->addItem(tr("US Letter (8.5 × 11 in)"), int(QPageSize::Letter));
    setPaper(request.paper);

    auto *form = new QFormLayout;
    form->addRow(tr("&Paper:"), m_paper);
    if (request.kind == SheetRequest::Kind::Rally && request.isBlank()) {
        m_stages = new QSpinBox(this);
        m_stages->setRange(1, Rally::kMaxStages);
        m_stages->setValue(request.blankStages);
        m_checkpoints = new QCheckBox(tr("Add the checkpoint &penalty rows"), this);
        m_checkpoints->setChecked(request.blankCheckpoints);
        form->addRow(tr("&Stages:"), m_stages);
        form->addRow(QString(), m_checkpoints);
    }
    auto *note = new QLabel(request.kind == SheetRequest::Kind::Standings
                                ? tr("The season's standings, its next starting order, its events and its rules.")
                            : request.isBlank() ? tr("A blank sheet to fill in by hand, like the rulebook's.")
                                                : tr("The sheet as filled in, with the computed times."),
                            this);
    note->setWordWrap(true);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    QPushButton *preview = buttons->addButton(tr("Pre&view and Print…"), QDialogButtonBox::ActionRole);
    QPushButton *pdf = buttons->addButton(tr("Save as P&DF…"), QDialogButtonBox::ActionRole);
    pdf->setObjectName(u"savePdfButton"_s);
    preview->setDefault(true);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(preview, &QPushButton::clicked, this, [this] {
        QPrintPreviewDialog *dialog = createPreview(this->request(), this);
        dialog->exec();
        delete dialog;
    });
    connect(pdf, &QPushButton::clicked, this, [this] {
        m_written = savePdf(this->request(), this);
        if (m_written.isEmpty())
            return;
        // Said where the sheet went, on the window the dialog was opened from.
        if (auto *window = qobject_cast<QMainWindow *>(parentWidget() ? parentWidget()->window() : nullptr))
            window->statusBar()->showMessage(tr("The sheet is saved as %1.").arg(QDir::toNativeSeparators(m_written)), 15000);
        accept();
    });

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(note);
    layout->addLayout(form);
    layout->addWidget(buttons);
}

void SheetPrintDialog::setPaper(QPageSize::PageSizeId paper)
{
    m_paper->setCurrentIndex(std::max(0, m_paper->findData(int(paper))));
}

SheetRequest SheetPrintDialog::request() const
{
    SheetRequest r = m_request;
    r.paper = QPageSize::PageSizeId(m_paper->currentData().toInt());
    if (m_stages)
        r.blankStages = m_stages->value();
    if (m_checkpoints)
        r.blankCheckpoints = m_checkpoints->isChecked();
    return r;
}

QPrintPreviewDialog *SheetPrintDialog::createPreview(const SheetRequest &request, QWidget *parent)
{
    auto *printer = new QPrinter(QPrinter::HighResolution);
    SheetPrinting::setUpPrinter(*printer, request);
    auto *dialog = new QPrintPreviewDialog(printer, parent);
    dialog->setWindowTitle(tr("Print %1").arg(SheetPrinting::documentTitle(request)));
    // The printer belongs to the dialog's lifetime; QPrinter is not a QObject.
    QObject::connect(dialog, &QObject::destroyed, dialog, [printer] { delete printer; });
    QObject::connect(dialog, &QPrintPreviewDialog::paintRequested, dialog, [request](QPrinter *p) {
        QPainter painter;
        if (painter.begin(p)) {
            SheetPrinting::paint(painter, *p, request);
            painter.end();
        }
    });
    return dialog;
}

QString SheetPrintDialog::savePdf(const SheetRequest &request, QWidget *parent)
{
    QString name = SheetPrinting::documentTitle(request);
    name.replace(QRegularExpression(u"[\\\\/:*?\"<>|]"_s), u"-"_s);
    QString path = FileDialogs::saveFile(parent, tr("Save Sheet as PDF"), name + u".pdf"_s, tr("PDF documents (*.pdf)"));
    if (path.isEmpty())
        return {};
    if (QFileInfo(path).suffix().isEmpty())
        path += u".pdf"_s;
    QString error;
    if (!SheetPrinting::writePdf(path, request, &error)) {
        QMessageBox::warning(parent, tr("Cannot Save the Sheet"), error);
        return {};
    }
    return path;
}

} // namespace Pacenotes
