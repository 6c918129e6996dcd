// SPDX-License-Identifier: GPL-3.0-or-later
#include "gamewindow.h"

#include "cardashboardview.h"
#include "codriver/codriverpanel.h"
#include "dashboardpanel.h"
#include "gamecodriverview.h"
#include "gamedrive.h"
#include "itemmodels/gameplayersmodel.h"
#include "gamedata/gamedataactions.h"
#include "game/gamelogcsv.h"
#include "game/gamelogjson.h"
#include "game/gamesession.h"
#include "gamelogpanel.h"
#include "gametrackview.h"
#include "records/recordscsv.h"
#include "refereepanel.h"
#include "roundtrackerpanel.h"
#include "stagebreakdialog.h"
#include "typingguard.h"
#include "shell/filedialogs.h"

#include <QAction>
#include <QDockWidget>
#include <QEvent>
#include <QFileDialog>
#include <QGuiApplication>
#include <QJsonDocument>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QScreen>
#include <QScrollArea>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabBar>
#include <QTimer>
#include <QUndoStack>

namespace Pacenotes {

using namespace Qt::StringLiterals;

GameWindow::GameWindow(std::unique_ptr<GameSession> session, QWidget *parent)
    : QMainWindow(parent), m_session(std::move(session))
{
    setObjectName(u"gameWindow"_s);
    setAttribute(Qt::WA_DeleteOnClose);
    setDockNestingEnabled(true);
    m_referee = new RefereePanel(m_session.get(), this);
    setCentralWidget(m_referee);
    new TypingGuard(this); // a focused drop-down list keeps its letters from the dice keys
    createDocks();
    createMenus();
    m_saved = new QLabel(this);
    statusBar()->addPermanentWidget(m_saved);

    GameSession *s = m_session.get();
    connect(m_referee, &RefereePanel::message, this, &GameWindow::say);
    connect(m_referee, &RefereePanel::stageBreakRequested, this, &GameWindow::nextStage);
    connect(m_tracker, &RoundTrackerPanel::message, this, &GameWindow::say);
    connect(m_tracker, &RoundTrackerPanel::nextRequested, m_referee, &RefereePanel::next);
    connect(s, &GameSession::actionRefused, this, [this](const QString &error) { say(error); });
    connect(s, &GameSession::saveFailed, this, [this](const QString &text) {
        m_saved->setText(tr("Not saved!"));
        QMessageBox::warning(this, tr("Game Not Saved"),
                             tr("The game could not be saved: %1\nIt goes on in this window; export the log to keep it.").arg(text));
    });
    connect(s, &GameSession::recordSaved, this, [this](const QString &kind) {
        say(kind == "lap"_L1 ? tr("The solo lap is on the solo score sheet.") : tr("The stage times are on the rally sheet."));
    });
    connect(s, &GameSession::stateChanged, this, [this] {
        m_track->setStage(m_session->state().stage);
        updateTitle();
    });
    const QRect screen = this->screen() ? this->screen()->availableGeometry() : QRect(0, 0, 1280, 820);
    resize(qMin(1280, screen.width()), qMin(820, screen.height()));
    retranslate();
}

void GameWindow::showEvent(QShowEvent *event)
{
    QMainWindow::showEvent(event);
    if (!m_arranged) {
        m_arranged = true;
        arrangeDocks();
    }
}

void GameWindow::arrangeDocks()
{
    // On a short window (a 1024 × 700 screen) the compact rows become a tab beside the large
    // dashboard: the referee assistant in the middle needs the height for the plan and its
    // buttons.
    if (height() < kShortWindow) {
        tabifyDockWidget(m_carDock, m_dashboardsDock);
        m_carDock->raise();
    }
    // The large dashboard as wide as its words (Russian titles are longer).
    const int car = m_carView->minimumSizeHint().width() + 24;
    if (car > m_carDock->width())
        resizeDocks({m_carDock}, {qMin(car, width() / 3)}, Qt::Horizontal);
    // The tab bars exist once the layout has run.
    QTimer::singleShot(0, this, &GameWindow::keepTabTitlesWhole);
}

void GameWindow::keepTabTitlesWhole()
{
    // A tab's title is never cut short ("Ра…"): the bar scrolls instead, and the right docks are
    // made as wide as their tabs.
    for (QTabBar *bar : findChildren<QTabBar *>(Qt::FindDirectChildrenOnly)) {
        bar->setElideMode(Qt::ElideNone);
        bar->setUsesScrollButtons(true);
        QDockWidget *dock = bar->geometry().center().x() < width() / 2 ? m_carDock : m_trackerDock;
        const int wanted = bar->sizeHint().width() + 4; // every tab at its full width
        if (bar->isVisible() && wanted > dock->width())
            resizeDocks({dock}, {wanted}, Qt::Horizontal);
    }
}

GameWindow::~GameWindow()
{
    // The panels hold models of the session: they go before it.
    delete m_trackerDock;
    delete m_dashboardsDock;
    delete m_carDock;
    delete m_logDock;
    delete m_drive;
    delete m_trackDock;
    delete m_coDriverDock;
    delete m_referee;
}

void GameWindow::setSpaceLibrary(SpaceLibrary *library)
{
    delete m_drive;
    m_drive = nullptr;
    if (!library) {
        m_coDriver->setDrive(nullptr);
        m_track->setDriveNote({});
        return;
    }
    m_drive = new GameDrive(m_session.get(), m_track, m_referee->planModel(), library, this);
    connect(m_drive, &GameDrive::message, this, &GameWindow::say);
    m_coDriver->setDrive(m_drive);
}

void GameWindow::setGameDataActions(GameDataActions *actions)
{
    m_dataActions = actions;
}

void GameWindow::createDocks()
{
    GameSession *s = m_session.get();
    const auto dock = [this](const QString &name, QWidget *widget, Qt::DockWidgetArea area) {
        auto *d = new QDockWidget(this);
        d->setObjectName(name);
        d->setWidget(widget);
        addDockWidget(area, d);
        return d;
    };
    // The compact rows run along the whole bottom, under the side docks too.
    setCorner(Qt::BottomLeftCorner, Qt::BottomDockWidgetArea);
    setCorner(Qt::BottomRightCorner, Qt::BottomDockWidgetArea);
    m_dashboards = new DashboardPanel(s, this);
    m_dashboardsDock = dock(u"dashboardsDock"_s, m_dashboards, Qt::BottomDockWidgetArea);
    m_carView = new CarDashboardView(s, m_dashboards->model(), this);
    m_carView->setObjectName(u"carDashboard"_s);
    // On a small screen (or with longer Russian titles) the large dashboard scrolls rather than
    // pushing the window past the screen.
    auto *carScroll = new QScrollArea(this);
    carScroll->setWidgetResizable(true);
    carScroll->setFrameShape(QFrame::NoFrame);
    carScroll->setWidget(m_carView);
    m_carDock = dock(u"carDock"_s, carScroll, Qt::LeftDockWidgetArea);
    m_carView->setCar(m_dashboards->shownCar());
    connect(m_dashboards, &DashboardPanel::carShown, m_carView, &CarDashboardView::setCar);
    connect(m_carView, &CarDashboardView::dataRequested, this, [this](const GameDataItem &item) {
        if (m_dataActions)
            m_dataActions->showItem(item);
    });
    m_tracker = new RoundTrackerPanel(s, this);
    // Between rounds the positions join the order of play: on a small screen the dock scrolls.
    auto *trackerScroll = new QScrollArea(this);
    trackerScroll->setWidgetResizable(true);
    trackerScroll->setFrameShape(QFrame::NoFrame);
    trackerScroll->setWidget(m_tracker);
    m_trackerDock = dock(u"roundDock"_s, trackerScroll, Qt::RightDockWidgetArea);
    m_log = new GameLogPanel(s, this);
    m_logDock = dock(u"logDock"_s, m_log, Qt::RightDockWidgetArea);
    m_track = new GameTrackView(s->setup(), this);
    m_trackDock = dock(u"trackDock"_s, m_track, Qt::RightDockWidgetArea);
    m_coDriver = new GameCoDriverView(s, this);
    m_coDriverDock = dock(u"coDriverDock"_s, m_coDriver, Qt::RightDockWidgetArea);
    connect(m_coDriver->panel(), &CoDriverPanel::usePlanRequested, m_referee, &RefereePanel::loadPlan);
    tabifyDockWidget(m_trackerDock, m_logDock);
    tabifyDockWidget(m_logDock, m_coDriverDock);
    tabifyDockWidget(m_coDriverDock, m_trackDock);
    m_trackerDock->raise();
    resizeDocks({m_carDock, m_trackerDock}, {qMax(250, m_carView->minimumSizeHint().width() + 8), 300}, Qt::Horizontal);
    resizeDocks({m_dashboardsDock}, {m_dashboards->rowsHeight() + 24}, Qt::Vertical);
}

void GameWindow::createMenus()
{
    m_gameMenu = menuBar()->addMenu(QString());
    m_gameMenu->addAction(m_referee->nextAction());
    m_gameMenu->addSeparator();
    m_retireMenu = m_gameMenu->addMenu(QString());
    m_retireMenu->setObjectName(u"retireMenu"_s);
    connect(m_retireMenu, &QMenu::aboutToShow, this, &GameWindow::fillRetireMenu);
    m_end = m_gameMenu->addAction(QString(), this, &GameWindow::endGame);
    m_gameMenu->addSeparator();
    m_exportJson = m_gameMenu->addAction(QString(), this, [this] { chooseExport(false); });
    m_exportCsv = m_gameMenu->addAction(QString(), this, [this] { chooseExport(true); });
    m_gameMenu->addSeparator();
    m_close = m_gameMenu->addAction(QString(), this, &QWidget::close);
    m_close->setShortcut(QKeySequence::Close);

    m_editMenu = menuBar()->addMenu(QString());
    m_undo = m_session->undoStack()->createUndoAction(this);
    m_redo = m_session->undoStack()->createRedoAction(this);
    m_undo->setShortcuts(QKeySequence::Undo);
    m_redo->setShortcuts(QKeySequence::Redo);
    m_editMenu->addAction(m_undo);
    m_editMenu->addAction(m_redo);

    m_viewMenu = menuBar()->addMenu(QString());
    for (QDockWidget *d : {m_carDock, m_dashboardsDock, m_trackerDock, m_logDock, m_coDriverDock, m_trackDock})
        m_viewMenu->addAction(d->toggleViewAction());
}

void GameWindow::retranslate()
{
    m_gameMenu->setTitle(tr("&Game"));
    m_editMenu->setTitle(tr("&Edit"));
    m_viewMenu->setTitle(tr("&View"));
    m_retireMenu->setTitle(tr("&Retire a Car"));
    m_end->setText(tr("&End the Game…"));
    m_exportJson->setText(tr("Export the Log as &JSON…"));
    m_exportCsv->setText(tr("Export the Log as &CSV…"));
    m_close->setText(tr("&Close"));
    m_undo->setText(tr("&Undo the Last Action"));
    m_redo->setText(tr("&Redo"));
    if (m_drive)
        m_drive->retranslate();
    // Short titles: they are the tabs of the docks beside the referee.
    m_trackerDock->setWindowTitle(tr("Round"));
    m_dashboardsDock->setWindowTitle(tr("All Cars"));
    m_carDock->setWindowTitle(tr("Dashboard"));
    m_logDock->setWindowTitle(tr("Log", "the game log's dock"));
    m_trackDock->setWindowTitle(tr("Track"));
    m_coDriverDock->setWindowTitle(tr("Co-driver"));
    if (m_arranged)
        keepTabTitlesWhole();
    updateTitle();
}

void GameWindow::updateTitle()
{
    const GameSetup &setup = m_session->setup();
    setWindowTitle(tr("%1 — %2 — Pacenotes").arg(setup.title, GameSetup::kindName(setup.kind)));
    m_saved->setText(m_session->store() ? tr("Saved after every action") : tr("Not saved"));
}

void GameWindow::say(const QString &text)
{
    statusBar()->showMessage(text, 8000);
    emit message(text);
}

void GameWindow::fillRetireMenu()
{
    m_retireMenu->clear();
    const GameState &state = m_session->state();
    for (int i = 0; i < state.cars.size(); ++i) {
        QAction *a = m_retireMenu->addAction(m_session->playerName(i), this, [this, i] { retire(i); });
        a->setEnabled(state.cars[i].isRacing() && m_session->phase() != GamePhase::GameOver);
    }
}

void GameWindow::retire(int car)
{
    if (QMessageBox::question(this, tr("Retire a Car"),
                              tr("Take %1 out of the game? Undo brings the car back.").arg(m_session->playerName(car)))
        != QMessageBox::Yes)
        return;
    const ActionVerdict v = m_session->retire(car);
    say(v.accepted ? v.action.headline : v.error);
}

void GameWindow::endGame()
{
    if (QMessageBox::question(this, tr("End the Game"),
                              tr("End the game now, before every car has finished? Undo takes it back."))
        != QMessageBox::Yes)
        return;
    const ActionVerdict v = m_session->endGame();
    say(v.accepted ? v.action.headline : v.error);
}

void GameWindow::nextStage()
{
    StageBreakDialog dialog(m_session.get(), this);
    if (dialog.exec() == QDialog::Accepted)
        say(tr("Stage %1 starts.").arg(m_session->state().stage + 1));
}

bool GameWindow::exportLog(const QString &path, bool csv, QString *error) const
{
    const QByteArray data = csv ? GameLogCsv::write(*m_session)
                                : QJsonDocument(GameLogJson::document(*m_session)).toJson(QJsonDocument::Indented);
    return RecordsCsv::write(path, data, error);
}

void GameWindow::chooseExport(bool csv)
{
    const QString name = m_session->setup().title.isEmpty() ? u"game"_s : m_session->setup().title;
    const QString path = FileDialogs::saveFile(this, csv ? tr("Export the Log as CSV") : tr("Export the Log as JSON"),
                                               name + (csv ? u".csv"_s : u".json"_s),
                                               csv ? tr("CSV files (*.csv)") : tr("Game logs (*.json)"));
    if (path.isEmpty())
        return;
    QString error;
    if (exportLog(path, csv, &error))
        say(tr("The log was written to %1.").arg(QDir::toNativeSeparators(path)));
    else
        QMessageBox::warning(this, tr("Export Failed"), error);
}

void GameWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QMainWindow::changeEvent(event);
}

} // namespace Pacenotes
