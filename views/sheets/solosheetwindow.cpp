// SPDX-License-Identifier: GPL-3.0-or-later
#include "solosheetwindow.h"

#include "records/sololapdocument.h"
#include "shell/screenfit.h"
#include "solosheetwidget.h"

namespace Pacenotes {

SoloSheetWindow::SoloSheetWindow(const SoloLap &lap, RecordsDatabase *db, QWidget *parent)
    : SheetWindow(db, parent), m_doc(new SoloLapDocument(lap, this)), m_sheet(new SoloSheetWidget(m_doc, this))
{
    m_doc->attachDatabase(db);
    setUpWindow(m_sheet, m_doc->undoStack());
    connect(m_doc, &SoloLapDocument::headerChanged, this, &SoloSheetWindow::refreshTitle);
    connect(m_doc, &SoloLapDocument::saved, this, [this, known = lap.id](qint64 id) mutable {
        showSaved(tr("Saved in the records (lap %1)").arg(id));
        if (known != id) {
            known = id;
            emit recordIdAssigned(id);
        }
    });
    connect(m_doc, &SoloLapDocument::saveFailed, this, [this](const QString &why) { showSaveFailed(tr("Not saved: %1").arg(why)); });
    refreshTitle();
    ScreenFit::resize(this, QSize(980, 760));
}

SoloSheetWindow::~SoloSheetWindow()
{
    // The sheet goes first: it reads the document to its end, never the other way round.
    delete m_sheet;
}

void SoloSheetWindow::commitPendingEdits()
{
    m_sheet->commitPendingEdits();
}

qint64 SoloSheetWindow::recordId() const
{
    return m_doc->lap().id;
}

SheetRequest SoloSheetWindow::printRequest() const
{
    SheetRequest r;
    r.kind = SheetRequest::Kind::Solo;
    r.lap = m_doc->lap();
    r.paper = SheetPrinting::defaultPaper();
    return r;
}

void SoloSheetWindow::refreshTitle()
{
    const QString track = m_doc->lap().header.track;
    updateTitle(track.isEmpty() ? tr("Score Sheet") : tr("Score Sheet — %1").arg(track));
}

} // namespace Pacenotes
