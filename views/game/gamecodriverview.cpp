// SPDX-License-Identifier: GPL-3.0-or-later
#include "gamecodriverview.h"

#include "codriver/codriverjob.h"
#include "codriver/codriverpanel.h"
#include "codriver/roadaheadeditor.h"
#include "codriver/trackroadahead.h"
#include "game/gamesession.h"
#include "gamedrive.h"
#include "itemmodels/codriverfrontmodel.h"
#include "spaces/drivedocument.h"

#include <QComboBox>
#include <QEvent>
#include <QLabel>
#include <QScrollArea>
#include <QSplitter>
#include <QTimer>
#include <QVBoxLayout>

namespace Pacenotes {

using namespace Qt::StringLiterals;

GameCoDriverView::GameCoDriverView(GameSession *session, QWidget *parent)
    : QWidget(parent), m_session(session), m_car(new QLabel(this)), m_roadMode(new QComboBox(this)),
      m_trackProblem(new QLabel(this)), m_split(new QSplitter(Qt::Vertical, this)),
      m_road(new RoadAheadEditor(m_split)), m_panel(new CoDriverPanel(m_split)), m_pause(new QTimer(this))
{
    m_car->setObjectName(u"coDriverCar"_s);
    m_car->setWordWrap(true);
    QFont bold = m_car->font();
    bold.setBold(true);
    m_car->setFont(bold);
    m_road->setObjectName(u"coDriverRoad"_s);
    m_road->setGame(session->game());
    m_split->setChildrenCollapsible(false);
    m_split->addWidget(m_road);
    m_split->addWidget(m_panel);
    m_split->setStretchFactor(0, 2);
    m_split->setStretchFactor(1, 3);
    // The road and the panel need more height than a dock beside the game has on a small
    // screen: they scroll rather than push the window past the screen.
    auto *scroll = new QScrollArea(this);
    scroll->setObjectName(u"coDriverScroll"_s);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidget(m_split);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_car);
    m_roadMode->setObjectName(u"coDriverRoadMode"_s);
    m_roadMode->addItem(QString(), false);
    m_roadMode->addItem(QString(), true);
    m_roadMode->hide();
    layout->addWidget(m_roadMode);
    m_trackProblem->setObjectName(u"coDriverTrackProblem"_s);
    m_trackProblem->setWordWrap(true);
    m_trackProblem->hide();
    layout->addWidget(m_trackProblem);
    layout->addWidget(scroll, 1);

    m_pause->setSingleShot(true);
    m_pause->setInterval(80);
    connect(m_pause, &QTimer::timeout, this, &GameCoDriverView::askNow);
    connect(m_road, &RoadAheadEditor::changed, this, &GameCoDriverView::stale);
    connect(session, &GameSession::stateChanged, this, &GameCoDriverView::stale);
    connect(m_roadMode, &QComboBox::currentIndexChanged, this, [this] {
        updateRoadMode();
        stale();
    });
    connect(m_panel, &CoDriverPanel::usePlanRequested, this, &GameCoDriverView::planTaken);
    retranslate();
}

GameCoDriverView::~GameCoDriverView() = default;

void GameCoDriverView::stale()
{
    // The old answer is wrong now: its search stops at once; the new question waits for a pause
    // in the typing, and for the panel to be seen at all.
    m_panel->job()->cancel();
    m_stale = true;
    retranslate();
    if (isVisible())
        m_pause->start();
}

void GameCoDriverView::askNow()
{
    m_pause->stop();
    m_stale = false;
    const int car = m_session->phase() == GamePhase::Turn ? m_session->activeCar() : -1;
    m_askedCar = car;
    retranslate();
    if (car < 0) {
        m_panel->clear();
        return;
    }
    CoDriverRequest req;
    req.rules = m_session->state().rules;
    req.car = m_session->planningCar(car);
    m_trackProblem->hide();
    if (roadFromTrack()) {
        // The markers the track view shows are the session's positions: the same table.
        const DriveDocument *d = m_drive->document();
        const TrackRoadAhead source(d->graph(), d->state(), car);
        if (!source.problem().isEmpty()) {
            m_trackProblem->setText(source.problem());
            m_trackProblem->show();
            m_request = CoDriverRequest{};
            m_panel->clear();
            return;
        }
        req.road = source.roadAhead(req.maxSteps);
    } else {
        const RoadAheadSource *source = m_road;
        req.road = source->roadAhead(req.maxSteps);
    }
    m_request = req;
    // The game's data (with the corrections it was set up with) lives as long as the session,
    // which outlives this view.
    m_panel->setQuestion(req, &m_session->data());
}

void GameCoDriverView::setDrive(GameDrive *drive)
{
    if (m_drive)
        disconnect(m_drive, nullptr, this, nullptr);
    m_drive = drive;
    if (drive) {
        connect(drive, &GameDrive::liveChanged, this, [this] {
            updateRoadMode();
            stale();
        });
        connect(drive->document(), &DriveDocument::stateChanged, this, [this] {
            if (roadFromTrack())
                stale();
        });
        // A live track is what the co-driver reads first: the players need type nothing.
        m_roadMode->setCurrentIndex(drive->isLive() ? 1 : 0);
    }
    updateRoadMode();
    stale();
}

bool GameCoDriverView::roadFromTrack() const
{
    return m_drive && m_drive->isLive() && m_roadMode->currentData().toBool();
}

void GameCoDriverView::updateRoadMode()
{
    const bool live = m_drive && m_drive->isLive();
    m_roadMode->setVisible(live);
    m_road->setVisible(!roadFromTrack());
    if (!roadFromTrack())
        m_trackProblem->hide();
}

void GameCoDriverView::planTaken()
{
    // The referee assistant lays the move out (the game window's connection); on the track the
    // path is drawn too, so the marker follows the turn.
    if (!roadFromTrack())
        return;
    const CoDriverPlan *plan = m_panel->model()->plan(m_panel->currentRow());
    if (!plan || !plan->checked)
        return;
    const QList<int> path = TrackRoadAhead::path(m_drive->document()->graph(), m_request.road, plan->steps);
    m_drive->followPlan(path, TrackRoadAhead::dice(plan->steps), plan->move.mode, plan->move.flyingStart);
}

void GameCoDriverView::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_stale)
        m_pause->start();
}

void GameCoDriverView::retranslate()
{
    m_roadMode->setItemText(0, tr("Road: typed in"));
    m_roadMode->setItemText(1, tr("Road: from the track"));
    const int car = m_session->phase() == GamePhase::Turn ? m_session->activeCar() : -1;
    if (car < 0) {
        m_car->setText(tr("The co-driver helps the car whose turn it is: there is none now."));
        return;
    }
    const CarState c = m_session->planningCar(car);
    const QString tokens = m_session->game() == Game::GT ? tr("%n Focus", nullptr, c.focus) : tr("%n Second(s)", nullptr, c.focus);
    if (roadFromTrack())
        m_car->setText(tr("For %1: gear %2, %3. The road ahead is read off the track; take a plan to lay it out in the referee.")
                           .arg(m_session->playerName(car), c.gear.text(), tokens));
    else
        m_car->setText(tr("For %1: gear %2, %3. Type the road ahead as the tiles show it; take a plan to lay it out in the referee.")
                           .arg(m_session->playerName(car), c.gear.text(), tokens));
}

void GameCoDriverView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace Pacenotes
