// SPDX-License-Identifier: GPL-3.0-or-later
#include "drivedocument.h"

#include "catalog/collection.h"
#include "catalog/tilecatalog.h"
#include "commands/changedrivecommand.h"
#include "rules/moveresolver.h"
#include "rules/randomsource.h"
#include "rules/rulesdata.h"
#include "track/trackvalidator.h"

#include <QUndoStack>

namespace Pacenotes {

using namespace Qt::StringLiterals;

DriveDocument::DriveDocument(const TileCatalog &catalog, SpaceLookup lookup, QObject *parent)
    : QObject(parent), m_catalog(catalog), m_lookup(std::move(lookup)), m_data(&RulesData::builtin()),
      m_graph(std::make_unique<SpaceGraph>()), m_undo(new QUndoStack(this))
{
}

DriveDocument::~DriveDocument() = default;

void DriveDocument::setTrack(const Track &track)
{
    m_track = track;
    m_state.rules.game = track.game;
    m_state.rules.laps = std::max(1, track.laps);
    rebuild();
}

void DriveDocument::setLookup(SpaceLookup lookup)
{
    m_lookup = std::move(lookup);
    rebuild();
}

void DriveDocument::setRulesData(const RulesData *data)
{
    m_data = data ? data : &RulesData::builtin();
    refreshPlan();
}

void DriveDocument::rebuild()
{
    const TrackReport report = TrackValidator::validate(m_track, m_catalog, Collection::everyBox(m_catalog));
    m_graph = std::make_unique<SpaceGraph>(SpaceGraph::build(m_track, report.course, m_catalog, m_lookup));
    // A plan of nodes of the old graph means nothing in the new one.
    m_path.clear();
    m_dice.clear();
    m_flyingStart = false;
    emit graphChanged();
    refreshPlan();
    emit stateChanged();
}

int DriveDocument::carNode(int car) const
{
    if (car < 0 || car >= m_state.cars.size() || !m_state.cars[car].onTable())
        return -1;
    return m_graph->nodeByName(m_state.cars[car].space);
}

void DriveDocument::setState(const DriveState &state)
{
    const bool activeChanged = state.active != m_state.active || (state.active >= 0 && state.cars.value(state.active) != m_state.cars.value(state.active));
    m_state = state;
    if (activeChanged) {
        m_path.clear();
        m_dice.clear();
    }
    refreshPlan();
    emit stateChanged();
}

void DriveDocument::push(const DriveState &after, const QString &text)
{
    if (after == m_state)
        return;
    m_undo->push(new ChangeDriveCommand(this, m_state, after, text));
}

int DriveDocument::addCar(const QString &id, const QColor &colour)
{
    DriveState after = m_state;
    DriveCar car;
    car.id = id;
    car.colour = colour;
    car.state.carClass = m_state.rules.game == Game::GT ? u"GT6"_s : u"Core"_s;
    car.state.tyres = m_state.rules.game == Game::GT ? u"asphalt"_s : u"gravel"_s;
    // The grid in drawing order (GT p. 5: pole position first); the first spot nobody holds.
    const QSet<int> taken = DriveRules::occupied(*m_graph, m_state, -1);
    for (int n : m_graph->grid())
        if (!taken.contains(n)) {
            car.space = m_graph->name(n);
            break;
        }
    car.startedBehindLine = true;
    after.cars.append(car);
    if (after.active < 0)
        after.active = int(after.cars.size()) - 1;
    push(after, QCoreApplication::translate("UndoCommands", "Add a car"));
    return int(after.cars.size()) - 1;
}

void DriveDocument::removeCar(int car)
{
    if (car < 0 || car >= m_state.cars.size())
        return;
    DriveState after = m_state;
    after.cars.removeAt(car);
    if (after.active >= after.cars.size() || after.active == car)
        after.active = after.cars.isEmpty() ? -1 : 0;
    else if (after.active > car)
        --after.active;
    push(after, QCoreApplication::translate("UndoCommands", "Remove a car"));
}

void DriveDocument::placeCar(int car, int node)
{
    if (car < 0 || car >= m_state.cars.size() || node < 0 || node >= m_graph->nodeCount())
        return;
    DriveState after = m_state;
    DriveCar &c = after.cars[car];
    c.space = m_graph->name(node);
    const TileSpace &s = m_graph->space(node);
    c.cornerLine = s.marks.corner.isEmpty() ? CornerLine::None : s.marks.cornerLine;
    c.sliding = !s.marks.slide.isEmpty() && s.span > 1;
    // A car put past the start line by hand has started its race.
    c.startedBehindLine = m_graph->isCircuit() && c.lineCrossings == 0
        && m_graph->ahead(m_graph->node(node).front, m_graph->startLine()) >= 0
        && m_graph->ahead(m_graph->node(node).front, m_graph->startLine()) < 1;
    push(after, QCoreApplication::translate("UndoCommands", "Place a car"));
}

void DriveDocument::setGear(int car, const GearMarker &gear)
{
    if (car < 0 || car >= m_state.cars.size())
        return;
    DriveState after = m_state;
    after.cars[car].state.gear = gear;
    after.cars[car].state.location = gear.isOffTrack() ? CarLocation::OffTrack : CarLocation::OnTrack;
    push(after, QCoreApplication::translate("UndoCommands", "Set a gear marker"));
}

void DriveDocument::setCarState(int car, const CarState &state)
{
    if (car < 0 || car >= m_state.cars.size())
        return;
    DriveState after = m_state;
    after.cars[car].state = state;
    push(after, QCoreApplication::translate("UndoCommands", "Change a car"));
}

void DriveDocument::setActive(int car)
{
    if (car < -1 || car >= m_state.cars.size() || car == m_state.active)
        return;
    DriveState after = m_state;
    after.active = car;
    push(after, QCoreApplication::translate("UndoCommands", "Choose the car to play"));
}

void DriveDocument::followState(const DriveState &state)
{
    if (state == m_state)
        return;
    m_undo->clear();
    setState(state);
}

bool DriveDocument::returnToTrack(int car, QString *why)
{
    if (car < 0 || car >= m_state.cars.size() || !m_state.cars[car].offTrack()) {
        if (why)
            *why = tr("Only a car beside the track comes back onto it.");
        return false;
    }
    const int node = carNode(car);
    if (node >= 0 && DriveRules::occupied(*m_graph, m_state, car).contains(node)) {
        // GT p. 17: the space is taken, the car waits a turn.
        if (why)
            *why = tr("Another car is on the space %1 left the track from: it cannot come back this turn.").arg(m_state.cars[car].id);
        return false;
    }
    DriveState after = m_state;
    after.cars[car].state.location = CarLocation::OnTrack;
    after.cars[car].state.gear = GearMarker{0, false};
    push(after, QCoreApplication::translate("UndoCommands", "Back onto the track"));
    return true;
}

void DriveDocument::setRules(const RaceRules &rules)
{
    DriveState after = m_state;
    after.rules = rules;
    after.rules.game = m_track.game;
    push(after, QCoreApplication::translate("UndoCommands", "Race rules"));
}

void DriveDocument::applyTurn(const TurnOutcome &outcome, bool offTrack)
{
    const int car = m_state.active;
    if (car < 0 || car >= m_state.cars.size())
        return;
    DriveState after = m_state;
    after.cars[car] = DriveRules::afterTurn(*m_graph, m_state, car, m_path, outcome, offTrack);
    // The next car: the first after this one in the order of play that has not played… a
    // round is the players' business; Drive mode offers the car the order of play puts next.
    const PlayOrder order = orderOfPlay(after.rules.game, DriveRules::orderCars(*m_graph, after));
    const qsizetype at = order.order.indexOf(after.cars[car].id);
    if (!order.order.isEmpty()) {
        const QString next = order.order[(at + 1) % order.order.size()];
        after.active = after.indexOf(next);
    }
    push(after, QCoreApplication::translate("UndoCommands", "Move %1").arg(after.cars[car].id));
    m_path.clear();
    m_dice.clear();
    m_flyingStart = false;
    refreshPlan();
}

bool DriveDocument::extendPath(int node)
{
    const int from = m_path.isEmpty() ? carNode(m_state.active) : m_path.last();
    if (from < 0 || node < 0)
        return false;
    if (m_graph->move(from, node)) {
        m_path.append(node);
    } else {
        // Further on: the shortest way there from the end of the path.
        DriveState probe = m_state;
        probe.cars[m_state.active].space = m_graph->name(from);
        const DriveReach more = DriveRules::reachable(*m_graph, probe, m_state.active);
        const QList<int> way = more.pathTo(node);
        if (way.isEmpty())
            return false;
        m_path += way;
    }
    refreshPlan();
    return true;
}

void DriveDocument::truncatePath(int index)
{
    m_path = m_path.mid(0, std::max(0, index + 1));
    refreshPlan();
}

void DriveDocument::clearPlan()
{
    m_path.clear();
    m_dice.clear();
    m_flyingStart = false;
    refreshPlan();
}

void DriveDocument::setFlyingStart(bool flyingStart)
{
    m_flyingStart = flyingStart;
    refreshPlan();
}

bool DriveDocument::usePlan(const QList<int> &path, const QList<StepDice> &dice, RollMode mode, bool flyingStart)
{
    m_path = path;
    m_dice = dice;
    m_mode = mode;
    m_flyingStart = flyingStart;
    refreshPlan();
    return m_plan.ok();
}

void DriveDocument::setDice(const QList<StepDice> &dice)
{
    m_dice = dice;
    refreshPlan();
}

void DriveDocument::setStepDice(int step, const StepDice &dice)
{
    if (step < 0 || step > 40)
        return;
    while (m_dice.size() <= step)
        m_dice.append(StepDice{});
    m_dice[step] = dice;
    refreshPlan();
}

void DriveDocument::setMode(RollMode mode)
{
    m_mode = mode;
    refreshPlan();
}

bool DriveDocument::proposeDice()
{
    const std::optional<QList<StepDice>> dice = DriveRules::proposeDice(*m_graph, m_state, m_state.active, m_path, context(), m_mode);
    if (!dice)
        return false;
    m_dice = *dice;
    refreshPlan();
    return true;
}

bool DriveDocument::planComplete() const
{
    if (!m_plan.ok() || m_plan.move.steps.isEmpty())
        return false;
    return std::all_of(m_plan.move.steps.begin(), m_plan.move.steps.end(),
                       [](const PlannedStep &s) { return s.dice.count() > 0; })
        && m_plan.stepEnd.last() == m_path.size() - 1;
}

void DriveDocument::refreshPlan()
{
    m_reach = DriveRules::reachable(*m_graph, m_state, m_state.active);
    m_plan = DriveRules::plan(*m_graph, m_state, m_state.active, m_path, m_dice, m_mode, m_flyingStart);
    m_verdict = m_plan.ok() && !m_plan.move.steps.isEmpty() ? validateMove(context(), m_plan.car, m_plan.move) : MoveVerdict{};
    emit planChanged();
}

TurnOutcome DriveDocument::resolve(const RollResults &results) const
{
    return resolveMove(context(), m_plan.car, m_plan.move, results);
}

TurnOutcome DriveDocument::roll(quint32 seed, RollResults *rolled) const
{
    SeededRandom random(seed);
    const RollResults results = rollMove(m_verdict.analysis, m_plan.move, random);
    if (rolled)
        *rolled = results;
    return resolve(results);
}

PlayOrder DriveDocument::order() const
{
    return orderOfPlay(m_state.rules.game, DriveRules::orderCars(*m_graph, m_state));
}

} // namespace Pacenotes
