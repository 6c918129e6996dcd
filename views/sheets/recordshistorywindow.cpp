// SPDX-License-Identifier: GPL-3.0-or-later
#include "recordshistorywindow.h"

#include "itemmodels/lapsbestsmodel.h"
#include "itemmodels/lapshistorymodel.h"
#include "itemmodels/rallyhistorymodel.h"
#include "records/recordscsv.h"
#include "records/recordsdatabase.h"
#include "rules/solotiming.h"
#include "sheetprintdialog.h"
#include "shell/screenfit.h"
#include "shell/filedialogs.h"

#include <QAction>
#include <QCheckBox>
#include <QDir>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QSortFilterProxyModel>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QToolBar>
#include <QVBoxLayout>

namespace Pacenotes {

using namespace Qt::StringLiterals;

namespace {
/// Filters laps on track or driver text, and optionally on finished laps only.
class LapsFilter : public QSortFilterProxyModel
{
public:
    using QSortFilterProxyModel::QSortFilterProxyModel;
    bool finishedOnly = false;
    void refresh() { invalidateFilter(); }

protected:
    bool filterAcceptsRow(int row, const QModelIndex &parent) const override
    {
        const QModelIndex any = sourceModel()->index(row, 0, parent);
        if (finishedOnly && !any.data(LapsHistoryModel::FinishedRole).toBool())
            return false;
        const QString needle = filterRegularExpression().pattern();
        if (needle.isEmpty())
            return true;
        for (int c : {int(LapsHistoryModel::TrackColumn), int(LapsHistoryModel::DriverColumn)})
            if (sourceModel()->index(row, c, parent).data().toString().contains(needle, Qt::CaseInsensitive))
                return true;
        return false;
    }
};

/// Every column as wide as its contents (a narrow window scrolls sideways rather than cut names);
/// `status` ("Personal best", "In progress") is shown second, next to the date, so that it is in
/// view however the table scrolls.
QTableView *makeTable(QWidget *parent, QAbstractItemModel *model, int status)
{
    auto *view = new QTableView(parent);
    view->setModel(model);
    view->setSortingEnabled(true);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setSelectionMode(QAbstractItemView::SingleSelection);
    view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view->setAlternatingRowColors(true);
    view->verticalHeader()->hide();
    view->horizontalHeader()->setStretchLastSection(true);
    view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    if (status >= 0)
        view->horizontalHeader()->moveSection(view->horizontalHeader()->visualIndex(status), 1);
    return view;
}

QSortFilterProxyModel *sorted(QSortFilterProxyModel *proxy, QAbstractItemModel *source, int sortRole)
{
    proxy->setSourceModel(source);
    proxy->setSortRole(sortRole);
    proxy->setSortCaseSensitivity(Qt::CaseInsensitive);
    proxy->setSortLocaleAware(true);
    return proxy;
}
} // namespace

RecordsHistoryWindow::RecordsHistoryWindow(RecordsDatabase *db, QWidget *parent)
    : QMainWindow(parent), m_db(db), m_lapsModel(new LapsHistoryModel(db, this)),
      m_bestsModel(new LapsBestsModel(m_lapsModel, this)), m_ralliesModel(new RallyHistoryModel(db, this)),
      m_lapsProxy(sorted(new LapsFilter(this), m_lapsModel, LapsHistoryModel::SortRole)),
      m_bestsProxy(sorted(new QSortFilterProxyModel(this), m_bestsModel, LapsBestsModel::SortRole)),
      m_ralliesProxy(sorted(new QSortFilterProxyModel(this), m_ralliesModel, RallyHistoryModel::SortRole)),
      m_tabs(new QTabWidget(this)), m_filter(new QLineEdit(this)),
      m_finishedOnly(new QCheckBox(tr("Finished laps only"), this)), m_laps(makeTable(this, m_lapsProxy, LapsHistoryModel::StatusColumn)),
      m_bests(makeTable(this, m_bestsProxy, -1)),
      m_rallies(makeTable(this, m_ralliesProxy, RallyHistoryModel::StatusColumn)), m_status(new QLabel(this))
{
    setWindowTitle(tr("Records — Pacenotes"));
    setAttribute(Qt::WA_DeleteOnClose);

    m_filter->setPlaceholderText(tr("Filter by track or driver"));
    m_filter->setClearButtonEnabled(true);
    auto *lapsPage = new QWidget(this);
    auto *lapsLayout = new QVBoxLayout(lapsPage);
    auto *filterRow = new QHBoxLayout;
    filterRow->addWidget(m_filter, 1);
    filterRow->addWidget(m_finishedOnly);
    lapsLayout->addLayout(filterRow);
    lapsLayout->addWidget(m_laps);
    m_laps->sortByColumn(LapsHistoryModel::DateColumn, Qt::DescendingOrder);
    m_rallies->sortByColumn(RallyHistoryModel::DateColumn, Qt::DescendingOrder);
    m_bests->sortByColumn(LapsBestsModel::TrackColumn, Qt::AscendingOrder);

    m_tabs->addTab(lapsPage, tr("Solo &Laps"));
    m_tabs->addTab(m_bests, tr("Personal &Bests"));
    m_tabs->addTab(m_rallies, tr("&Rallies"));
    setCentralWidget(m_tabs);
    statusBar()->addWidget(m_status, 1);
    m_status->setWordWrap(true);

    auto *open = new QAction(tr("&Open"), this);
    open->setShortcut(Qt::Key_Return);
    auto *print = new QAction(tr("&Print…"), this);
    print->setShortcut(QKeySequence::Print);
    auto *remove = new QAction(tr("&Delete…"), this);
    remove->setShortcut(QKeySequence::Delete);
    auto *csv = new QAction(tr("Export &CSV…"), this);
    auto *close = new QAction(tr("&Close"), this);
    close->setShortcut(QKeySequence::Close);
    connect(open, &QAction::triggered, this, &RecordsHistoryWindow::openCurrent);
    connect(print, &QAction::triggered, this, &RecordsHistoryWindow::printCurrent);
    connect(remove, &QAction::triggered, this, &RecordsHistoryWindow::deleteCurrent);
    connect(csv, &QAction::triggered, this, &RecordsHistoryWindow::exportCurrent);
    connect(close, &QAction::triggered, this, &QWidget::close);
    QToolBar *tools = addToolBar(tr("Records"));
    tools->setObjectName(u"recordsToolBar"_s);
    tools->setMovable(false);
    for (QAction *a : {open, print, remove, csv})
        tools->addAction(a);
    addAction(close);

    for (QTableView *v : {m_laps, m_bests, m_rallies})
        connect(v, &QTableView::doubleClicked, this, &RecordsHistoryWindow::openCurrent);
    connect(m_filter, &QLineEdit::textChanged, this, [this](const QString &text) {
        m_lapsProxy->setFilterRegularExpression(QRegularExpression::escape(text));
        updateStatus();
    });
    connect(m_finishedOnly, &QCheckBox::toggled, this, [this](bool on) {
        auto *f = static_cast<LapsFilter *>(m_lapsProxy);
        f->finishedOnly = on;
        f->refresh();
        updateStatus();
    });
    connect(m_lapsModel, &LapsHistoryModel::lapsChanged, this, &RecordsHistoryWindow::updateStatus);
    connect(m_ralliesModel, &QAbstractItemModel::rowsInserted, this, &RecordsHistoryWindow::updateStatus);
    connect(m_ralliesModel, &QAbstractItemModel::rowsRemoved, this, &RecordsHistoryWindow::updateStatus);
    connect(m_tabs, &QTabWidget::currentChanged, this, &RecordsHistoryWindow::updateStatus);
    updateStatus();
    ScreenFit::resize(this, QSize(1000, 600));
}

void RecordsHistoryWindow::updateStatus()
{
    QStringList lines;
    if (!m_db || !m_db->isOpen()) {
        lines << tr("The records database is not available.");
    } else {
        if (!m_lapsModel->lastError().isEmpty())
            lines << m_lapsModel->lastError();
        if (!m_ralliesModel->lastError().isEmpty())
            lines << m_ralliesModel->lastError();
        const int skipped = int(m_lapsModel->skipped().size() + m_ralliesModel->skipped().size());
        if (skipped > 0)
            lines << tr("%n damaged record(s) left out: %1", nullptr, skipped)
                         .arg((m_lapsModel->skipped() + m_ralliesModel->skipped()).join(u' '));
        switch (m_tabs->currentIndex()) {
        case LapsTab: lines << tr("%n lap(s) shown", nullptr, m_lapsProxy->rowCount()); break;
        case BestsTab: lines << tr("%n personal best(s)", nullptr, m_bestsProxy->rowCount()); break;
        default: lines << tr("%n rally(s)", nullptr, m_ralliesProxy->rowCount()); break;
        }
    }
    m_status->setText(lines.join(u"  ·  "_s));
}

qint64 RecordsHistoryWindow::currentId() const
{
    switch (m_tabs->currentIndex()) {
    case LapsTab: return m_laps->currentIndex().data(LapsHistoryModel::LapIdRole).toLongLong();
    case BestsTab: return m_bests->currentIndex().data(LapsBestsModel::LapIdRole).toLongLong();
    default: return m_rallies->currentIndex().data(RallyHistoryModel::RallyIdRole).toLongLong();
    }
}

QList<qint64> RecordsHistoryWindow::visibleIds() const
{
    QList<qint64> ids;
    const bool rallies = m_tabs->currentIndex() == RalliesTab;
    const QAbstractItemModel *m = rallies ? static_cast<QAbstractItemModel *>(m_ralliesProxy)
                                          : m_tabs->currentIndex() == BestsTab ? m_bestsProxy : m_lapsProxy;
    const int role = rallies ? int(RallyHistoryModel::RallyIdRole)
                             : m_tabs->currentIndex() == BestsTab ? int(LapsBestsModel::LapIdRole) : int(LapsHistoryModel::LapIdRole);
    for (int r = 0; r < m->rowCount(); ++r)
        ids << m->index(r, 0).data(role).toLongLong();
    return ids;
}

bool RecordsHistoryWindow::exportCsv(const QString &path, QString *error) const
{
    const QList<qint64> ids = visibleIds();
    if (m_tabs->currentIndex() == RalliesTab) {
        QList<Rally> list;
        for (qint64 id : ids)
            if (const int row = m_ralliesModel->rowOfRally(id); row >= 0)
                list << m_ralliesModel->rallies()[row];
        return RecordsCsv::write(path, RecordsCsv::rallies(list), error);
    }
    QList<SoloLap> list;
    for (qint64 id : ids)
        if (const int row = m_lapsModel->rowOfLap(id); row >= 0)
            list << m_lapsModel->laps()[row];
    return RecordsCsv::write(path, RecordsCsv::laps(list, SoloTiming::builtin()), error);
}

void RecordsHistoryWindow::openCurrent()
{
    const qint64 id = currentId();
    if (id <= 0)
        return;
    if (m_tabs->currentIndex() == RalliesTab)
        emit openRallyRequested(id);
    else
        emit openLapRequested(id);
}

void RecordsHistoryWindow::printCurrent()
{
    const qint64 id = currentId();
    if (id <= 0 || !m_db)
        return;
    SheetRequest request;
    request.paper = SheetPrinting::defaultPaper();
    QString error;
    if (m_tabs->currentIndex() == RalliesTab) {
        request.kind = SheetRequest::Kind::Rally;
        request.rally = m_db->rally(id, &error);
    } else {
        request.lap = m_db->lap(id, &error);
    }
    if (request.isBlank()) {
        QMessageBox::warning(this, tr("Cannot Print"), error);
        return;
    }
    SheetPrintDialog dialog(request, this);
    dialog.exec();
}

void RecordsHistoryWindow::deleteCurrent()
{
    const qint64 id = currentId();
    if (id <= 0 || !m_db)
        return;
    const bool rally = m_tabs->currentIndex() == RalliesTab;
    const QString what = rally ? tr("Delete this rally from the records?") : tr("Delete this lap from the records?");
    if (QMessageBox::question(this, tr("Delete Record"), what + u"\n\n"_s + tr("This cannot be undone."),
                              QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel)
        != QMessageBox::Yes)
        return;
    QString error;
    const bool ok = rally ? m_db->removeRally(id, &error) : m_db->removeLap(id, &error);
    if (!ok)
        QMessageBox::warning(this, tr("Cannot Delete"), error);
}

void RecordsHistoryWindow::exportCurrent()
{
    const bool rallies = m_tabs->currentIndex() == RalliesTab;
    const QString name = rallies ? tr("rallies") : tr("solo-laps");
    const QString path = FileDialogs::saveFile(this, tr("Export CSV"), name + u".csv"_s, tr("CSV files (*.csv)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!exportCsv(path, &error))
        QMessageBox::warning(this, tr("Cannot Export"), error);
    else
        statusBar()->showMessage(tr("Exported to %1").arg(QDir::toNativeSeparators(path)), 5000);
}

} // namespace Pacenotes
