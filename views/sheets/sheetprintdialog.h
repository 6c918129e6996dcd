// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sheetprinting.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QPrintPreviewDialog;
class QSpinBox;

namespace Pacenotes {

/**
 * Print or save a score sheet: choose the paper (A4 or US Letter) and, for a blank rally
 * sheet, how many stages and whether to add the checkpoint penalty rows; then preview and
 * print it (QPrintPreviewDialog) or save it as PDF.
 */
class SheetPrintDialog : public QDialog
{
    Q_OBJECT
public:
    explicit SheetPrintDialog(const SheetRequest &request, QWidget *parent = nullptr);

    /// The request with the choices made in the dialog.
    SheetRequest request() const;
    void setPaper(QPageSize::PageSizeId paper);

    /// A preview of `request`, ready to exec(); the paper can still be changed there.
    static QPrintPreviewDialog *createPreview(const SheetRequest &request, QWidget *parent);
    /// Asks where to save, writes the PDF and reports errors; the file written, empty when not.
    static QString savePdf(const SheetRequest &request, QWidget *parent);
    /// The PDF the dialog wrote (its window's status bar says where), empty when none.
    QString writtenPath() const { return m_written; }

private:
    SheetRequest m_request;
    QString m_written;
    QComboBox *m_paper;
    QSpinBox *m_stages = nullptr;
    QCheckBox *m_checkpoints = nullptr;
};

} // namespace Pacenotes
