// SPDX-License-Identifier: GPL-3.0-or-later
#include "championshipwindow.h"

#include "addgamedialog.h"
#include "championship/championshipdocument.h"
#include "championship/championshipexport.h"
#include "championship/championshipjson.h"
#include "eventdialog.h"
#include "io/savefile.h"
#include "itemmodels/championshipeventsmodel.h"
#include "itemmodels/championshipstandingsmodel.h"
#include "itemmodels/championshipstartmodel.h"
#include "itemmodels/championshipteamsmodel.h"
#include "records/recordscsv.h"
#include "seasondialog.h"
#include "sheets/sheetprintdialog.h"
#include "sheets/sheetprinting.h"
#include "shell/filedialogs.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QHeaderView>
#include <QJsonDocument>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPrintPreviewDialog>
#include <QRegularExpression>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QTextBrowser>
#include <QToolBar>
#include <QUndoStack>
#include <QVBoxLayout>

namespace Pacenotes {

using namespace Qt::StringLiterals;

namespace {
enum ExportKind { CsvExport, JsonExport, PdfExport };

QTableView *makeTable(QWidget *parent)
{
    auto *v = new QTableView(parent);
    v->verticalHeader()->hide();
    v->setSelectionBehavior(QAbstractItemView::SelectRows);
    v->setSelectionMode(QAbstractItemView::SingleSelection);
    v->setEditTriggers(QAbstractItemView::NoEditTriggers);
    v->setAlternatingRowColors(true);
    v->setWordWrap(false);
    return v;
}
} // namespace

ChampionshipWindow::ChampionshipWindow(ChampionshipDocument *doc, QWidget *parent)
    : QMainWindow(parent), m_doc(doc), m_standings(new ChampionshipStandingsModel(doc, this)),
      m_start(new ChampionshipStartModel(doc, this)), m_events(new ChampionshipEventsModel(doc, this)),
      m_proxy(new QSortFilterProxyModel(this)), m_tabs(new QTabWidget(this))
{
    setObjectName(u"championshipWindow"_s);
    setAttribute(Qt::WA_DeleteOnClose);
    doc->setParent(this);
    m_proxy->setSourceModel(m_standings);
    m_proxy->setSortRole(ChampionshipStandingsModel::SortRole);

    // Standings: the table on top, the next starting order and the teams below.
    m_standingsView = makeTable(this);
    m_standingsView->setObjectName(u"standingsView"_s);
    m_standingsView->setModel(m_proxy);
    m_standingsView->setSortingEnabled(true);
    m_standingsView->sortByColumn(0, Qt::AscendingOrder);
    m_standingsView->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_startView = makeTable(this);
    m_startView->setObjectName(u"startOrderView"_s);
    m_startView->setModel(m_start);
    m_startView->horizontalHeader()->setSectionResizeMode(ChampionshipStartModel::ReasonColumn, QHeaderView::Stretch);
    m_startView->horizontalHeader()->setSectionResizeMode(ChampionshipStartModel::OrderColumn, QHeaderView::ResizeToContents);
    m_startView->horizontalHeader()->setSectionResizeMode(ChampionshipStartModel::DriverColumn, QHeaderView::ResizeToContents);
    m_startTitle = new QLabel(this);
    m_startTitle->setObjectName(u"startTitle"_s);
    QFont bold = m_startTitle->font();
    bold.setBold(true);
    m_startTitle->setFont(bold);
    m_startExplanation = new QLabel(this);
    m_startExplanation->setWordWrap(true);
    m_teamsView = makeTable(this);
    m_teamsView->setObjectName(u"teamsView"_s);
    m_teamsView->setModel(new ChampionshipTeamsModel(doc, this));
    // The two drivers' names take what the narrow columns leave (they were cut at 1024 px in Russian).
    for (int c : {ChampionshipTeamsModel::PositionColumn, ChampionshipTeamsModel::TeamColumn, ChampionshipTeamsModel::TotalColumn})
        m_teamsView->horizontalHeader()->setSectionResizeMode(c, QHeaderView::ResizeToContents);
    m_teamsView->horizontalHeader()->setSectionResizeMode(ChampionshipTeamsModel::DriversColumn, QHeaderView::Stretch);
    m_teamsTitle = new QLabel(this);
    m_teamsTitle->setFont(bold);

    auto *startBox = new QWidget(this);
    auto *startLayout = new QVBoxLayout(startBox);
    startLayout->setContentsMargins(0, 4, 0, 0);
    startLayout->addWidget(m_startTitle);
    startLayout->addWidget(m_startExplanation);
    startLayout->addWidget(m_startView, 1);
    auto *teamsBox = new QWidget(this);
    auto *teamsLayout = new QVBoxLayout(teamsBox);
    teamsLayout->setContentsMargins(0, 4, 0, 0);
    teamsLayout->addWidget(m_teamsTitle);
    teamsLayout->addWidget(m_teamsView, 1);
    auto *below = new QSplitter(Qt::Horizontal, this);
    below->addWidget(startBox);
    below->addWidget(teamsBox);
    below->setStretchFactor(0, 3);
    below->setStretchFactor(1, 2);
    m_ties = new QLabel(this);
    m_ties->setObjectName(u"tiesLabel"_s);
    m_ties->setWordWrap(true);
    auto *table = new QWidget(this);
    auto *tableLayout = new QVBoxLayout(table);
    tableLayout->setContentsMargins(0, 0, 0, 0);
    tableLayout->addWidget(m_standingsView, 1);
    tableLayout->addWidget(m_ties);
    auto *split = new QSplitter(Qt::Vertical, this);
    split->addWidget(table);
    split->addWidget(below);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    m_tabs->addTab(split, QString());

    // Events with their source.
    auto *eventsPage = new QWidget(this);
    auto *eventsLayout = new QVBoxLayout(eventsPage);
    m_eventsHint = new QLabel(this);
    m_eventsHint->setWordWrap(true);
    m_eventsView = makeTable(this);
    m_eventsView->setObjectName(u"eventsView"_s);
    m_eventsView->setModel(m_events);
    m_eventsView->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_eventsView->horizontalHeader()->setStretchLastSection(true);
    eventsLayout->addWidget(m_eventsHint);
    eventsLayout->addWidget(m_eventsView, 1);
    m_tabs->addTab(eventsPage, QString());

    // The rules as every sheet prints them.
    m_rules = new QTextBrowser(this);
    m_rules->setObjectName(u"rulesView"_s);
    m_tabs->addTab(m_rules, QString());
    setCentralWidget(m_tabs);

    createActions();
    connect(m_doc, &ChampionshipDocument::changed, this, &ChampionshipWindow::updateTexts);
    connect(m_doc, &ChampionshipDocument::saveFailed, this, [this](const QString &why) { say(tr("Not saved: %1").arg(why)); });
    connect(m_eventsView, &QAbstractItemView::doubleClicked, this, &ChampionshipWindow::editSelectedEvent);
    connect(m_eventsView->selectionModel(), &QItemSelectionModel::selectionChanged, this, &ChampionshipWindow::updateTexts);
    connect(m_events, &QAbstractItemModel::modelReset, this, &ChampionshipWindow::updateTexts);
    retranslate();
    resize(1000, 660);
}

ChampionshipWindow::~ChampionshipWindow() = default;

void ChampionshipWindow::createActions()
{
    m_seasonMenu = menuBar()->addMenu(QString());
    m_editMenu = menuBar()->addMenu(QString());
    m_toolBar = addToolBar(QString());
    m_toolBar->setObjectName(u"championshipToolBar"_s);
    m_toolBar->setToolButtonStyle(Qt::ToolButtonTextOnly);

    m_addGame = m_seasonMenu->addAction(QString(), this, &ChampionshipWindow::addFinishedGame);
    m_addGame->setObjectName(u"addFinishedGame"_s);
    m_enterResults = m_seasonMenu->addAction(QString(), this, &ChampionshipWindow::enterResults);
    m_enterResults->setObjectName(u"enterResults"_s);
    m_enterResults->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    m_editEvent = m_seasonMenu->addAction(QString(), this, &ChampionshipWindow::editSelectedEvent);
    m_removeEvent = m_seasonMenu->addAction(QString(), this, [this] {
        const int e = selectedEvent();
        if (e >= 0)
            m_doc->removeEvent(e);
    });
    m_moveUp = m_seasonMenu->addAction(QString(), this, [this] {
        const int e = selectedEvent();
        if (e > 0 && m_doc->moveEvent(e, e - 1))
            m_eventsView->selectRow(e - 1);
    });
    m_moveDown = m_seasonMenu->addAction(QString(), this, [this] {
        const int e = selectedEvent();
        if (e >= 0 && e + 1 < m_doc->season().events.size() && m_doc->moveEvent(e, e + 1))
            m_eventsView->selectRow(e + 1);
    });
    m_seasonMenu->addSeparator();
    m_editSeason = m_seasonMenu->addAction(QString(), this, &ChampionshipWindow::editSeason);
    m_seasonMenu->addSeparator();
    m_printPreview = m_seasonMenu->addAction(QString(), this, [this] {
        SheetRequest r;
        r.kind = SheetRequest::Kind::Standings;
        r.championship = m_doc->season();
        r.paper = SheetPrinting::defaultPaper();
        SheetPrintDialog dialog(r, this);
        dialog.exec();
    });
    m_printPreview->setShortcut(QKeySequence::Print);
    m_savePdf = m_seasonMenu->addAction(QString(), this, [this] { chooseAndExport(PdfExport); });
    m_exportMenu = m_seasonMenu->addMenu(QString());
    m_exportCsv = m_exportMenu->addAction(QString(), this, [this] { chooseAndExport(CsvExport); });
    m_exportJson = m_exportMenu->addAction(QString(), this, [this] { chooseAndExport(JsonExport); });
    m_copyMarkdown = m_exportMenu->addAction(QString(), this, [this] {
        QApplication::clipboard()->setText(markdown());
        say(tr("The standings are on the clipboard as a Markdown table, ready to paste into a forum post."));
    });
    m_copyText = m_exportMenu->addAction(QString(), this, [this] {
        QApplication::clipboard()->setText(plainText());
        say(tr("The standings are on the clipboard as plain text (best in a fixed-width font)."));
    });
    m_seasonMenu->addSeparator();
    m_close = m_seasonMenu->addAction(QString(), this, &QWidget::close);
    m_close->setShortcut(QKeySequence::Close);

    m_undo = m_doc->undoStack()->createUndoAction(this);
    m_undo->setShortcut(QKeySequence::Undo);
    m_redo = m_doc->undoStack()->createRedoAction(this);
    m_redo->setShortcut(QKeySequence::Redo);
    m_editMenu->addAction(m_undo);
    m_editMenu->addAction(m_redo);

    m_toolBar->addAction(m_addGame);
    m_toolBar->addAction(m_enterResults);
    m_toolBar->addAction(m_editSeason);
    m_toolBar->addSeparator();
    m_toolBar->addAction(m_printPreview);
    m_toolBar->addAction(m_copyMarkdown);
}

void ChampionshipWindow::say(const QString &text)
{
    statusBar()->showMessage(text, 8000);
    emit message(text);
}

int ChampionshipWindow::selectedEvent() const
{
    const QModelIndexList rows = m_eventsView->selectionModel() ? m_eventsView->selectionModel()->selectedRows() : QModelIndexList{};
    return rows.isEmpty() ? -1 : rows.constFirst().row();
}

bool ChampionshipWindow::addEvent(const ChampionshipEvent &event, const QList<ChampionshipDriver> &newDrivers, QString *error)
{
    QString why;
    if (!m_doc->addEvent(event, newDrivers, &why)) {
        say(why);
        if (error)
            *error = why;
        return false;
    }
    m_tabs->setCurrentIndex(0);
    say(tr("Added: %1").arg(event.name.isEmpty() ? tr("event %1").arg(m_doc->season().events.size()) : event.name));
    return true;
}

void ChampionshipWindow::addFinishedGame()
{
    GameStore *store = m_games ? m_games() : nullptr;
    if (!store) {
        QMessageBox::information(this, tr("Add a Finished Game"), tr("The games file cannot be opened, so there is no game to add."));
        return;
    }
    AddGameDialog dialog(store, m_doc->season(), this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    addEvent(dialog.event(), dialog.newDrivers());
}

void ChampionshipWindow::enterResults()
{
    EventDialog dialog(m_doc->season(), nullptr, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    addEvent(dialog.event(), dialog.newDrivers());
}

void ChampionshipWindow::editSelectedEvent()
{
    const int e = selectedEvent();
    if (e < 0)
        return;
    EventDialog dialog(m_doc->season(), &m_doc->season().events[e], this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    QString why;
    if (!m_doc->replaceEvent(e, dialog.event(), dialog.newDrivers(), &why))
        say(why);
}

void ChampionshipWindow::editSeason()
{
    SeasonDialog dialog(m_doc->season(), false, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const Championship s = dialog.season();
    QString why;
    if (!m_doc->setSetup({s.name, s.notes, s.game, s.rules, s.drivers, s.teams}, &why))
        say(why);
}

QString ChampionshipWindow::markdown() const
{
    return ChampionshipExport::markdown(m_doc->season(), m_doc->standings());
}

QString ChampionshipWindow::plainText() const
{
    return ChampionshipExport::plainText(m_doc->season(), m_doc->standings());
}

bool ChampionshipWindow::exportCsv(const QString &path, QString *error) const
{
    return RecordsCsv::write(path, ChampionshipExport::csv(m_doc->season(), m_doc->standings()), error);
}

bool ChampionshipWindow::exportJson(const QString &path, QString *error) const
{
    return SaveFile::write(path, QJsonDocument(ChampionshipJson::write(m_doc->season())).toJson(), error);
}

bool ChampionshipWindow::savePdf(const QString &path, QString *error) const
{
    SheetRequest r;
    r.kind = SheetRequest::Kind::Standings;
    r.championship = m_doc->season();
    r.paper = SheetPrinting::defaultPaper();
    return SheetPrinting::writePdf(path, r, error);
}

void ChampionshipWindow::chooseAndExport(int kind)
{
    QString name = m_doc->season().name.isEmpty() ? tr("Championship") : m_doc->season().name;
    name.replace(QRegularExpression(u"[\\\\/:*?\"<>|]"_s), u"-"_s);
    const QString folder = FileDialogs::startFolder(FileDialogs::Kind::Outputs);
    const QString suffix = kind == CsvExport ? u".csv"_s : kind == JsonExport ? u".json"_s : u".pdf"_s;
    const QString filter = kind == CsvExport    ? tr("CSV files (*.csv)")
                           : kind == JsonExport ? tr("Championship files (*.json)")
                                                : tr("PDF documents (*.pdf)");
    const QString caption = kind == CsvExport ? tr("Export the Standings as CSV")
                            : kind == JsonExport ? tr("Export the Season")
                                                 : tr("Save the Standings Sheet as PDF");
    const QString suggested = QDir(folder).filePath(name + suffix);
    const QString path = m_chooser ? m_chooser(caption, suggested, filter) : QFileDialog::getSaveFileName(this, caption, suggested, filter);
    if (path.isEmpty())
        return;
    FileDialogs::remember(FileDialogs::Kind::Outputs, path);
    QString error;
    const bool ok = kind == CsvExport ? exportCsv(path, &error) : kind == JsonExport ? exportJson(path, &error) : savePdf(path, &error);
    if (!ok) {
        QMessageBox::warning(this, caption, error);
        return;
    }
    say(tr("Written: %1").arg(QDir::toNativeSeparators(path)));
}

void ChampionshipWindow::updateTexts()
{
    const Championship &s = m_doc->season();
    setWindowTitle(tr("%1 — Championship").arg(s.name.isEmpty() ? tr("Untitled season") : s.name));
    const QStringList ties = m_doc->standings().ties();
    m_ties->setText(ties.join(u'\n'));
    m_ties->setVisible(!ties.isEmpty());
    m_startTitle->setText(m_start->title());
    m_startExplanation->setText(m_start->explanation());
    m_startView->setVisible(m_start->rowCount() > 0);
    const bool teams = !s.teams.isEmpty();
    m_teamsView->parentWidget()->setVisible(teams);
    m_teamsTitle->setText(tr("Teams"));
    const int e = selectedEvent();
    m_editEvent->setEnabled(e >= 0);
    m_removeEvent->setEnabled(e >= 0);
    m_moveUp->setEnabled(e > 0);
    m_moveDown->setEnabled(e >= 0 && e + 1 < s.events.size());
    m_tabs->setTabText(1, tr("&Events (%1)").arg(s.events.size()));

    QString html = u"<h3>%1</h3><p>%2</p><ul>"_s.arg(s.name.toHtmlEscaped(), tr("%n driver(s)", nullptr, int(s.drivers.size())).toHtmlEscaped());
    for (const QString &line : ChampionshipText::rulesSummary(s))
        html += u"<li>%1</li>"_s.arg(line.toHtmlEscaped());
    html += u"</ul><h4>%1</h4><ul>"_s.arg(tr("Where the books are silent").toHtmlEscaped());
    for (const QString &note : m_doc->standings().notes())
        html += u"<li>%1</li>"_s.arg(note.toHtmlEscaped());
    html += u"</ul>"_s;
    const SeasonProblems warnings = ChampionshipCheck::warnings(ChampionshipCheck::problems(s));
    if (!warnings.isEmpty()) {
        html += u"<h4>%1</h4><ul>"_s.arg(tr("Worth checking").toHtmlEscaped());
        for (const SeasonProblem &w : warnings)
            html += u"<li>%1</li>"_s.arg(w.message.toHtmlEscaped());
        html += u"</ul>"_s;
    }
    m_rules->setHtml(html);
}

void ChampionshipWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QMainWindow::changeEvent(event);
}

void ChampionshipWindow::retranslate()
{
    m_seasonMenu->setTitle(tr("&Season"));
    m_editMenu->setTitle(tr("&Edit"));
    m_toolBar->setWindowTitle(tr("Season"));
    m_addGame->setText(tr("Add a &Finished Game…"));
    m_addGame->setToolTip(tr("Add a game played in the app, from the games file"));
    m_enterResults->setText(tr("Enter &Results…"));
    m_enterResults->setToolTip(tr("Type in the results of a game played without the app"));
    m_editEvent->setText(tr("&Correct the Event…"));
    m_removeEvent->setText(tr("Re&move the Event"));
    m_moveUp->setText(tr("Move the Event &Earlier"));
    m_moveDown->setText(tr("Move the Event &Later"));
    m_editSeason->setText(tr("Drivers and R&ules…"));
    m_printPreview->setText(tr("&Print the Standings…"));
    m_savePdf->setText(tr("Save the Standings as P&DF…"));
    m_exportMenu->setTitle(tr("E&xport"));
    m_exportCsv->setText(tr("Standings as &CSV…"));
    m_exportJson->setText(tr("Season as &JSON…"));
    m_copyMarkdown->setText(tr("Copy as &Markdown (Forum Post)"));
    m_copyText->setText(tr("Copy as Plain &Text"));
    m_close->setText(tr("&Close"));
    m_undo->setText(tr("&Undo"));
    m_redo->setText(tr("&Redo"));
    m_tabs->setTabText(0, tr("&Standings"));
    m_tabs->setTabText(2, tr("R&ules"));
    m_eventsHint->setText(tr("The events in the order they were held. Double-click one to correct its results; a game "
                             "played in the app keeps the name of its session."));
    updateTexts();
}

} // namespace Pacenotes
