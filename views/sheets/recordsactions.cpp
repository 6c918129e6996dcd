// SPDX-License-Identifier: GPL-3.0-or-later
#include "recordsactions.h"

#include "rallysheetwindow.h"
#include "records/recordsdatabase.h"
#include "recordshistorywindow.h"
#include "sheetprintdialog.h"
#include "solosheetwidget.h"
#include "solosheetwindow.h"

#include <QAction>
#include <QMenu>
#include <QMessageBox>

namespace Pacenotes {

RecordsActions::RecordsActions(QWidget *dialogParent, const QString &databasePath)
    : QObject(dialogParent), m_parent(dialogParent),
      m_path(databasePath.isEmpty() ? RecordsDatabase::defaultPath() : databasePath), m_db(new RecordsDatabase(this)),
      m_newSolo(new QAction(tr("New &Solo Score Sheet"), this)), m_newRally(new QAction(tr("New &Rally Sheet"), this)),
      m_history(new QAction(tr("&History and Personal Bests…"), this)),
      m_blankSolo(new QAction(tr("Print Blank S&core Sheet…"), this)),
      m_blankRally(new QAction(tr("Print Blank Ra&lly Sheet…"), this))
{
    m_newSolo->setStatusTip(tr("A GT solo score sheet that adds up your lap as you play."));
    m_newRally->setStatusTip(tr("A DIRT rally sheet: stage times, overall times, positions and start order."));
    m_history->setStatusTip(tr("Your solo laps, personal bests and rallies."));
    connect(m_newSolo, &QAction::triggered, this, &RecordsActions::newSoloSheet);
    connect(m_newRally, &QAction::triggered, this, &RecordsActions::newRallySheet);
    connect(m_history, &QAction::triggered, this, &RecordsActions::showHistory);
    connect(m_blankSolo, &QAction::triggered, this, [this] { printBlank(false); });
    connect(m_blankRally, &QAction::triggered, this, [this] { printBlank(true); });
}

RecordsActions::~RecordsActions()
{
    // Windows may outlive us only as long as their parent; they hold the database pointer.
    for (const auto &w : std::as_const(m_soloWindows) + m_rallyWindows)
        delete w.data();
    delete m_historyWindow.data();
}

QMenu *RecordsActions::createMenu(QWidget *parent) const
{
    auto *menu = new QMenu(tr("&Records"), parent);
    menu->addAction(m_newSolo);
    menu->addAction(m_newRally);
    menu->addSeparator();
    menu->addAction(m_history);
    menu->addSeparator();
    menu->addAction(m_blankSolo);
    menu->addAction(m_blankRally);
    return menu;
}

RecordsDatabase *RecordsActions::database()
{
    if (!m_triedOpen) {
        m_triedOpen = true;
        if (!m_db->open(m_path, &m_dbError))
            QMessageBox::warning(m_parent, tr("Records Not Available"),
                                 tr("The records database cannot be opened, so sheets will not be saved.\n\n%1")
                                     .arg(m_dbError));
    }
    return m_db;
}

SheetWindow *RecordsActions::track(SheetWindow *window, bool rally)
{
    window->setWindowFlag(Qt::Window);
    (rally ? m_rallyWindows : m_soloWindows).append(window);
    window->show();
    return window;
}

SheetWindow *RecordsActions::findSheet(bool rally, qint64 id) const
{
    for (const auto &w : rally ? m_rallyWindows : m_soloWindows)
        if (w && w->recordId() == id)
            return w;
    return nullptr;
}

QList<SheetWindow *> RecordsActions::openSheets() const
{
    QList<SheetWindow *> out;
    for (const auto &w : m_soloWindows + m_rallyWindows)
        if (w)
            out << w;
    return out;
}

SheetWindow *RecordsActions::newSoloSheet()
{
    auto *window = new SoloSheetWindow(SoloLap{}, database(), m_parent);
    // The track open in the designer is the likely one: offered, not written in for the player.
    if (m_currentTrack)
        window->sheet()->suggestTrack(m_currentTrack());
    return track(window, false);
}

SheetWindow *RecordsActions::newRallySheet()
{
    return track(new RallySheetWindow(std::nullopt, database(), m_parent), true);
}

SheetWindow *RecordsActions::openLap(qint64 id)
{
    if (SheetWindow *w = findSheet(false, id)) {
        w->raise();
        w->activateWindow();
        return w;
    }
    QString error;
    const std::optional<SoloLap> lap = database()->lap(id, &error);
    if (!lap) {
        QMessageBox::warning(m_parent, tr("Cannot Open the Lap"), error);
        return nullptr;
    }
    return track(new SoloSheetWindow(*lap, database(), m_parent), false);
}

SheetWindow *RecordsActions::openRally(qint64 id)
{
    if (SheetWindow *w = findSheet(true, id)) {
        w->raise();
        w->activateWindow();
        return w;
    }
    QString error;
    const std::optional<Rally> rally = database()->rally(id, &error);
    if (!rally) {
        QMessageBox::warning(m_parent, tr("Cannot Open the Rally"), error);
        return nullptr;
    }
    return track(new RallySheetWindow(*rally, database(), m_parent), true);
}

RecordsHistoryWindow *RecordsActions::showHistory()
{
    if (!m_historyWindow) {
        m_historyWindow = new RecordsHistoryWindow(database(), m_parent);
        m_historyWindow->setWindowFlag(Qt::Window);
        connect(m_historyWindow, &RecordsHistoryWindow::openLapRequested, this, &RecordsActions::openLap);
        connect(m_historyWindow, &RecordsHistoryWindow::openRallyRequested, this, &RecordsActions::openRally);
    }
    m_historyWindow->show();
    m_historyWindow->raise();
    m_historyWindow->activateWindow();
    return m_historyWindow;
}

void RecordsActions::printBlank(bool rally)
{
    SheetRequest request;
    request.kind = rally ? SheetRequest::Kind::Rally : SheetRequest::Kind::Solo;
    request.paper = SheetPrinting::defaultPaper();
    SheetPrintDialog dialog(request, m_parent);
    dialog.exec();
}

} // namespace Pacenotes
