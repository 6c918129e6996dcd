// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "records/rally.h"
#include "sheetwindow.h"

namespace Pacenotes {

class RallyDocument;
class RallySheetWidget;

/// A window holding one DIRT rally sheet (a new rally, or one from the records).
class RallySheetWindow : public SheetWindow
{
    Q_OBJECT
public:
    /// `rally` empty: a new sheet like the rulebook's.
    RallySheetWindow(const std::optional<Rally> &rally, RecordsDatabase *db, QWidget *parent = nullptr);

    RallyDocument *document() const { return m_doc; }
    RallySheetWidget *sheet() const { return m_sheet; }
    ~RallySheetWindow() override;

    qint64 recordId() const override;
    SheetRequest printRequest() const override;

protected:
    void commitPendingEdits() override;

private:
    void refreshTitle();

    RallyDocument *m_doc;
    RallySheetWidget *m_sheet;
};

} // namespace Pacenotes
