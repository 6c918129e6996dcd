// SPDX-License-Identifier: GPL-3.0-or-later
#include "gamedrive.h"

#include "catalog/collection.h"
#include "catalog/tilecatalog.h"
#include "designer/trackscene.h"
#include "game/gamesession.h"
#include "gametrackview.h"
#include "itemmodels/moveplanmodel.h"
#include "spaces/drivedocument.h"
#include "spaces/driveoverlayitem.h"
#include "spaces/driverules.h"
#include "spaces/spacelibrary.h"
#include "track/trackdocument.h"
#include "track/trackvalidator.h"

#include <QEvent>
#include <QGraphicsView>
#include <QMouseEvent>

#include <algorithm>

namespace Pacenotes {

using namespace Qt::StringLiterals;

namespace {

bool hasDie(const StepDice &d)
{
    return d.gear > 0 || d.coast || d.leader || d.redline;
}

} // namespace

GameDrive::GameDrive(GameSession *session, GameTrackView *view, MovePlanModel *plan, SpaceLibrary *library, QObject *parent)
    : QObject(parent), m_session(session), m_view(view), m_plan(plan), m_library(library)
{
    m_document = new DriveDocument(view->document()->catalog(), library->lookup(), this);
    m_document->setRulesData(&session->data());
    m_overlay = new DriveOverlayItem(view->scene(), m_document);
    view->scene()->addItem(m_overlay);
    m_overlay->hide();

    connect(view, &GameTrackView::trackChanged, this, &GameDrive::syncTrack);
    connect(library, &SpaceLibrary::changed, this, [this] {
        m_document->setLookup(m_library->lookup());
        syncTrack();
    });
    connect(m_document, &DriveDocument::graphChanged, this, [this] { m_overlay->syncGraph(); });
    connect(m_document, &DriveDocument::planChanged, this, [this] { m_overlay->update(); });
    connect(session, &GameSession::stateChanged, this, &GameDrive::syncCars);
    // Queued: the turn is still being pushed on the session's undo stack when it is announced.
    connect(session, &GameSession::actionAppended, this, &GameDrive::turnPlayed, Qt::QueuedConnection);
    if (plan)
        connect(plan, &MovePlanModel::changed, this, &GameDrive::followTypedDice);
    view->graphicsView()->viewport()->installEventFilter(this);
    syncTrack();
}

GameDrive::~GameDrive()
{
    qDeleteAll(m_cars);
    delete m_overlay;
}

void GameDrive::syncTrack()
{
    const Track &track = m_view->document()->track();
    const TileCatalog &catalog = m_view->document()->catalog();
    m_document->setTrack(track);
    const bool wasLive = m_live;
    m_live = false;
    m_why = Why::None;
    m_templateTiles = 0;
    m_courseTiles = 0;
    if (m_view->hasTrack()) {
        const TrackReport report = TrackValidator::validate(track, catalog, Collection::everyBox(catalog));
        const SpaceGraph &g = m_document->graph();
        if (!report.course.isComplete())
            m_why = Why::Incomplete;
        else if (!g.uncoveredTiles().isEmpty())
            m_why = Why::Uncovered;
        else if (g.nodeCount() == 0 || g.grid().isEmpty())
            m_why = Why::NoGrid;
        else
            m_live = true;
        m_uncovered = int(g.uncoveredTiles().size());
        if (m_live) {
            const QList<TileCoverage> coverage = SpaceCoverage::ofTrack(track, catalog, m_library->sources());
            for (const TileCoverage &c : coverage)
                m_courseTiles += c.course ? 1 : 0;
            m_templateTiles = int(SpaceCoverage::uncoveredCourseTiles(coverage).size());
        }
    }
    m_gridSpaces = m_live ? int(m_document->graph().grid().size()) : 0;
    m_overlay->setVisible(m_live);
    m_playedPath.clear();
    m_pathCar = -1;
    m_toPlace = -1;
    syncCars();
    if (m_live)
        placeOnGrid();
    updateNote();
    if (wasLive != m_live)
        emit liveChanged(m_live);
}

QString GameDrive::reason() const
{
    switch (m_why) {
    case Why::None: return {};
    case Why::Incomplete: return tr("The course of this track is not complete: the cars are not shown on it.");
    case Why::Uncovered:
        return tr("%n course tile(s) have no space data: the cars are not shown on the track.", nullptr, m_uncovered);
    case Why::NoGrid: return tr("The track's space data has no starting spaces: the cars are not shown on it.");
    }
    return {};
}

void GameDrive::updateNote()
{
    if (!m_live)
        m_view->setDriveNote(reason());
    else if (m_toPlace >= 0 && m_placeWhy == PlaceWhy::Grid)
        m_view->setDriveNote(tr("The starting grid of this track has %n space(s) for %1 cars. The GT rulebook puts every car on the "
                                "starting grid (p. 5) and does not say where the others start: click the space where %2 starts.",
                                nullptr, m_gridSpaces)
                                 .arg(m_session->setup().players.size())
                                 .arg(m_session->playerName(m_toPlace)));
    else if (m_toPlace >= 0 && m_placeWhy == PlaceWhy::Hand)
        m_view->setDriveNote(tr("%1's position was entered by hand, not on the track: click the space the car stands on now.")
                                 .arg(m_session->playerName(m_toPlace)));
    else if (m_toPlace >= 0)
        m_view->setDriveNote(tr("%1's move was typed, not clicked on the track: click the space the car stands on now.")
                                 .arg(m_session->playerName(m_toPlace)));
    else if (m_templateTiles > 0)
        m_view->setDriveNote(tr("%1 of %n course tile(s) have only template spaces (dashed): guessed from the tile's shape, "
                                "their markings unknown, so speed limits and corners there are not checked. Check them "
                                "against the real tiles.",
                                nullptr, m_courseTiles)
                                 .arg(m_templateTiles));
    else
        m_view->setDriveNote(tr("Click the spaces of the active car's path: the referee assistant reads them."));
}

void GameDrive::retranslate()
{
    updateNote();
}

void GameDrive::syncCars()
{
    // A turn is the last thing played and no placement followed: the car's move was typed, not
    // clicked, and only the players know its space now (also after undoing that placement).
    const QList<GameAction> &log = m_session->log();
    int toPlace = -1;
    PlaceWhy why = PlaceWhy::Typed;
    if (m_live && !log.isEmpty() && std::holds_alternative<TurnInput>(log.constLast().input)) {
        const int car = log.constLast().car;
        const CarGame &c = m_session->state().cars.value(car);
        if (c.digital && c.isRacing() && car != m_pathCar)
            toPlace = car;
    }
    if (m_live && toPlace < 0) {
        // Once the cars are on the track, a racing car without a space is asked for: one the grid
        // had no space for, or one whose position was entered by hand (which replaces its space).
        const QList<CarGame> &cars = m_session->state().cars;
        const bool onTrack = m_session->state().round > 0
            || std::any_of(cars.cbegin(), cars.cend(), [](const CarGame &c) { return c.digital.has_value(); });
        for (int car : gridOrder()) {
            if (onTrack && cars.value(car).isRacing() && !cars.value(car).digital) {
                toPlace = car;
                why = m_session->state().round == 0 && m_gridSpaces < cars.size() ? PlaceWhy::Grid : PlaceWhy::Hand;
                break;
            }
        }
    }
    if (toPlace != m_toPlace || why != m_placeWhy) {
        m_toPlace = toPlace;
        m_placeWhy = why;
        updateNote();
    }
    const GameState &gs = m_session->state();
    const GameSetup &setup = m_session->setup();
    DriveState st;
    st.rules = gs.rules;
    st.rules.game = m_document->track().game;
    const SpaceGraph &g = m_document->graph();
    for (int i = 0; i < setup.players.size(); ++i) {
        DriveCar c;
        c.id = setup.players[i].name;
        c.colour = setup.players[i].colour;
        const CarGame &cg = gs.cars.value(i);
        c.state = cg.car;
        c.finished = cg.status == CarStatus::Finished;
        c.leftTrackOrder = cg.leftTrack;
        if (m_live && cg.status != CarStatus::Retired && cg.digital && g.nodeByName(cg.digital->space) >= 0) {
            const DriveCar known = m_known.value(i);
            c.space = cg.digital->space;
            if (known.space == c.space) {
                // What the table remembers beyond the space (laps crossed, the line through a corner).
                c.lineCrossings = known.lineCrossings;
                c.startedBehindLine = known.startedBehindLine;
                c.cornerLine = known.cornerLine;
                c.sliding = known.sliding;
            } else {
                c.lineCrossings = cg.car.lapsDone + (cg.turns > 0 ? 1 : 0);
                c.startedBehindLine = cg.turns == 0;
            }
        }
        st.cars.append(c);
    }
    st.active = m_session->phase() == GamePhase::Turn ? m_session->activeCar() : -1;
    m_document->followState(st);

    while (m_cars.size() > st.cars.size())
        delete m_cars.takeLast();
    while (m_cars.size() < st.cars.size()) {
        auto *item = new CarMarkerItem(m_overlay, m_document, int(m_cars.size()));
        m_view->scene()->addItem(item);
        m_cars.append(item);
    }
    for (CarMarkerItem *c : std::as_const(m_cars)) {
        c->syncFromModel();
        if (!m_live)
            c->hide();
    }
    m_overlay->update();
}

QList<int> GameDrive::gridOrder() const
{
    QList<int> order;
    for (int car : m_session->setup().grid)
        if (car >= 0 && car < m_session->setup().players.size() && !order.contains(car))
            order.append(car);
    for (int i = 0; i < m_session->setup().players.size(); ++i)
        if (!order.contains(i))
            order.append(i);
    return order;
}

void GameDrive::placeOnGrid()
{
    // Only a game that has not started and whose cars have no space yet, and only once: a
    // placement taken back with undo stays taken back.
    const GameState &gs = m_session->state();
    if (m_gridPlaced || gs.round != 0 || !m_session->log().isEmpty())
        return;
    for (const CarGame &c : gs.cars)
        if (c.digital)
            return;
    m_gridPlaced = true;
    const SpaceGraph &g = m_document->graph();
    const QList<int> grid = g.grid();
    DriveState st = m_document->state();
    // GT p. 5: the cars go onto the starting grid in the order drawn, the first on pole. The book
    // does not say where a car goes when the grid has fewer spaces than there are cars: those
    // cars are left for the players to place with a click (the track's note says so).
    const QList<int> order = gridOrder();
    QList<int> placed;
    for (int k = 0; k < order.size() && k < grid.size(); ++k) {
        if (order[k] < st.cars.size()) {
            st.cars[order[k]].space = g.name(grid[k]);
            placed.append(order[k]);
        }
    }
    enterPositions(st, placed);
}

void GameDrive::enterPositions(const DriveState &st, const QList<int> &cars)
{
    // The order list leaves out the cars without a space: each car is found by its id.
    const QList<OrderCar> ordered = DriveRules::orderCars(m_document->graph(), st);
    PlacementInput input;
    for (int car : cars) {
        if (car < 0 || car >= st.cars.size())
            continue;
        const auto o = std::find_if(ordered.cbegin(), ordered.cend(), [&](const OrderCar &c) { return c.id == st.cars[car].id; });
        if (o == ordered.cend())
            continue;
        PlacementInput::Entry e;
        e.car = car;
        e.placement = m_session->state().cars.value(car).placement;
        e.digital = DigitalPosition{st.cars[car].space, o->distance, o->position};
        input.entries.append(e);
    }
    if (input.entries.isEmpty())
        return;
    const ActionVerdict v = m_session->enterPlacements(input);
    if (!v.accepted)
        emit message(v.error);
}

bool GameDrive::followPlan(const QList<int> &path, const QList<StepDice> &dice, RollMode mode, bool flyingStart)
{
    if (!m_live || path.isEmpty() || !m_document->usePlan(path, dice, mode, flyingStart))
        return false;
    m_pathCar = m_document->active();
    m_playedPath = path;
    return true;
}

void GameDrive::placeCar(int car, int node)
{
    DriveState st = m_document->state();
    if (car < 0 || car >= st.cars.size())
        return;
    if (DriveRules::occupied(m_document->graph(), st, car).contains(node)) {
        emit message(tr("Another car stands on that space."));
        return;
    }
    st.cars[car].space = m_document->graph().name(node);
    m_toPlace = -1;
    enterPositions(st, {car});
    updateNote();
}

void GameDrive::clearPath()
{
    m_document->clearPlan();
    m_playedPath.clear();
    m_pathCar = -1;
}

void GameDrive::clickAt(QPointF scenePos)
{
    if (!m_live)
        return;
    const int node = m_overlay->nodeAt(scenePos);
    if (node < 0)
        return;
    if (m_toPlace >= 0) {
        placeCar(m_toPlace, node);
        return;
    }
    if (m_document->active() < 0)
        return;
    const int index = m_document->path().indexOf(node);
    if (index >= 0) {
        m_document->truncatePath(index);
    } else if (!m_document->extendPath(node)) {
        emit message(tr("That space cannot be reached from the car's path."));
        return;
    }
    fillPlan();
}

void GameDrive::fillPlan()
{
    if (!m_plan || m_plan->car() != m_document->active())
        return;
    const QList<int> path = m_document->path();
    const PlannedMove typed = m_plan->plan().move;
    QList<StepDice> dice;
    for (const PlannedStep &s : typed.steps)
        if (hasDie(s.dice))
            dice.append(s.dice);
    const DrivePlan p = DriveRules::plan(m_document->graph(), m_document->state(), m_document->active(), path, dice, typed.mode,
                                         typed.flyingStart);
    if (!p.ok()) {
        emit message(p.error);
        return;
    }
    PlannedMove move = typed;
    move.steps = p.move.steps;
    move.start = p.move.start;
    m_filling = true;
    const bool loaded = m_plan->loadMove(move);
    m_filling = false;
    if (!loaded) {
        emit message(tr("The dice are rolled: the path cannot change now."));
        return;
    }
    m_pathCar = m_document->active();
    m_playedPath = path;
}

void GameDrive::followTypedDice()
{
    // A die typed after the path was clicked lands on the first space of the path still without
    // one (the dice pad appends a step of its own).
    if (m_filling || !m_plan || m_pathCar != m_plan->car() || m_playedPath.isEmpty() || m_plan->isRolling())
        return;
    const PlannedMove &move = m_plan->plan().move;
    if (move.steps.size() < 2 || !hasDie(move.steps.constLast().dice))
        return;
    int empty = -1;
    for (int i = 0; i < move.steps.size() - 1; ++i)
        if (!hasDie(move.steps[i].dice)) {
            empty = i;
            break;
        }
    if (empty < 0)
        return;
    if (m_document->path() != m_playedPath)
        return;
    fillPlan();
}

void GameDrive::turnPlayed(int index)
{
    const QList<GameAction> &log = m_session->log();
    if (!m_live || index < 0 || index >= log.size() || index != log.size() - 1 || m_session->undoStack()->canRedo())
        return;
    const GameAction &a = log[index];
    if (!std::holds_alternative<TurnInput>(a.input))
        return;
    const int car = a.car;
    const QList<int> path = m_playedPath;
    const bool ours = car == m_pathCar && !path.isEmpty();
    m_playedPath.clear();
    m_pathCar = -1;
    if (!ours || !a.report.outcome) {
        syncCars(); // typed without its path: the car's space is asked for
        return;
    }
    // The table as it stood before the turn: the car still on its space.
    DriveState before = m_document->state();
    const CarGame &after = m_session->state().cars.value(car);
    const bool offTrack = after.car.location != CarLocation::OnTrack;
    const DriveCar moved = DriveRules::afterTurn(m_document->graph(), before, car, path, *a.report.outcome, offTrack);
    m_known.insert(car, moved);
    before.cars[car] = moved;
    enterPositions(before, {car});
}

bool GameDrive::eventFilter(QObject *watched, QEvent *event)
{
    if (m_live && event->type() == QEvent::MouseButtonPress) {
        auto *e = static_cast<QMouseEvent *>(event);
        if (e->button() == Qt::LeftButton) {
            clickAt(m_view->graphicsView()->mapToScene(e->position().toPoint()));
            return true;
        }
        if (e->button() == Qt::RightButton) {
            clearPath();
            return true;
        }
    }
    return QObject::eventFilter(watched, event);
}

} // namespace Pacenotes
