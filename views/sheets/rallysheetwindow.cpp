// SPDX-License-Identifier: GPL-3.0-or-later
#include "rallysheetwindow.h"

#include "rallysheetwidget.h"
#include "records/rallydocument.h"
#include "shell/screenfit.h"

namespace Pacenotes {

RallySheetWindow::RallySheetWindow(const std::optional<Rally> &rally, RecordsDatabase *db, QWidget *parent)
    : SheetWindow(db, parent), m_doc(rally ? new RallyDocument(*rally, this) : new RallyDocument(this)),
      m_sheet(new RallySheetWidget(m_doc, this))
{
    m_doc->attachDatabase(db);
    setUpWindow(m_sheet, m_doc->undoStack());
    connect(m_doc, &RallyDocument::infoChanged, this, &RallySheetWindow::refreshTitle);
    connect(m_doc, &RallyDocument::saved, this, [this, known = rally ? rally->id : 0](qint64 id) mutable {
        showSaved(tr("Saved in the records (rally %1)").arg(id));
        if (known != id) {
            known = id;
            emit recordIdAssigned(id);
        }
    });
    connect(m_doc, &RallyDocument::saveFailed, this, [this](const QString &why) { showSaveFailed(tr("Not saved: %1").arg(why)); });
    refreshTitle();
    ScreenFit::resize(this, QSize(1100, 760));
}

RallySheetWindow::~RallySheetWindow()
{
    // The sheet goes first: it reads the document to its end, never the other way round.
    delete m_sheet;
}

void RallySheetWindow::commitPendingEdits()
{
    m_sheet->commitPendingEdits();
}

qint64 RallySheetWindow::recordId() const
{
    return m_doc->rally().id;
}

SheetRequest RallySheetWindow::printRequest() const
{
    SheetRequest r;
    r.kind = SheetRequest::Kind::Rally;
    r.rally = m_doc->rally();
    r.paper = SheetPrinting::defaultPaper();
    return r;
}

void RallySheetWindow::refreshTitle()
{
    const QString name = m_doc->rally().name;
    updateTitle(name.isEmpty() ? tr("Rally Sheet") : tr("Rally Sheet — %1").arg(name));
}

} // namespace Pacenotes
