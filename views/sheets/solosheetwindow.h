// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "records/sololap.h"
#include "sheetwindow.h"

namespace Pacenotes {

class SoloLapDocument;
class SoloSheetWidget;

/// A window holding one GT solo score sheet (a new lap, or one from the records).
class SoloSheetWindow : public SheetWindow
{
    Q_OBJECT
public:
    SoloSheetWindow(const SoloLap &lap, RecordsDatabase *db, QWidget *parent = nullptr);

    SoloLapDocument *document() const { return m_doc; }
    SoloSheetWidget *sheet() const { return m_sheet; }
    ~SoloSheetWindow() override;

    qint64 recordId() const override;
    SheetRequest printRequest() const override;

protected:
    void commitPendingEdits() override;

private:
    void refreshTitle();

    SoloLapDocument *m_doc;
    SoloSheetWidget *m_sheet;
};

} // namespace Pacenotes
