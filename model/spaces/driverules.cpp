// SPDX-License-Identifier: GPL-3.0-or-later
#include "driverules.h"

#include "rules/movevalidator.h"

#include <QCoreApplication>

#include <algorithm>
#include <bit>
#include <functional>
#include <cmath>
#include <limits>
#include <queue>

namespace Pacenotes {

QList<int> DriveReach::pathTo(int node) const
{
    QList<int> out;
    if (!moves.contains(node))
        return out;
    for (int n = node; n != from && n >= 0; n = previous.value(n, -1))
        out.prepend(n);
    return out;
}

namespace DriveRules {

using namespace Qt::StringLiterals;

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(DriveRules)
};

int nodeOf(const SpaceGraph &graph, const DriveCar &car)
{
    return car.onTable() ? graph.nodeByName(car.space) : -1;
}

int tileOf(const SpaceGraph &graph, int node)
{
    return graph.node(node).parts.first().tile;
}

QString terrainId(Terrain t)
{
    switch (t) {
    case Terrain::Asphalt: return u"asphalt"_s;
    case Terrain::Gravel: return u"gravel"_s;
    case Terrain::Snow: return u"snow"_s;
    case Terrain::None: break;
    }
    return {};
}

/// GT p. 18: the Yellow Flag zone is the flag's tile and the tiles before and after it.
QSet<int> yellowZone(const SpaceGraph &graph, const DriveState &state)
{
    QSet<int> zone;
    const QList<int> &course = graph.courseTiles();
    for (int flagged : state.yellowFlagTiles) {
        zone.insert(flagged);
        for (int i = 0; i < course.size(); ++i) {
            if (course[i] != flagged)
                continue;
            if (i > 0 || graph.isCircuit())
                zone.insert(course[(i - 1 + course.size()) % course.size()]);
            if (i + 1 < course.size() || graph.isCircuit())
                zone.insert(course[(i + 1) % course.size()]);
        }
    }
    return zone;
}

/// The gear a car is in on each path space: the Gear die's, kept by Coast, Leader, Redline dice.
int gearAfter(int gear, const StepDice &d)
{
    return d.gear > 0 ? d.gear : gear;
}

} // namespace

QSet<int> occupied(const SpaceGraph &graph, const DriveState &state, int car)
{
    QSet<int> out;
    for (int i = 0; i < state.cars.size(); ++i) {
        const DriveCar &c = state.cars[i];
        if (i == car || c.offTrack() || c.finished)
            continue;
        const int n = nodeOf(graph, c);
        if (n < 0)
            continue;
        out.insert(n);
        for (int o : graph.overlapping(n))
            out.insert(o);
    }
    return out;
}

DriveReach reachable(const SpaceGraph &graph, const DriveState &state, int car, int maxMoves)
{
    DriveReach reach;
    if (car < 0 || car >= state.cars.size() || state.cars[car].offTrack())
        return reach;
    reach.from = nodeOf(graph, state.cars[car]);
    if (reach.from < 0)
        return reach;
    const QSet<int> blocked = occupied(graph, state, car);
    std::queue<int> queue;
    queue.push(reach.from);
    QHash<int, int> depth{{reach.from, 0}};
    while (!queue.empty()) {
        const int n = queue.front();
        queue.pop();
        const int d = depth.value(n);
        if (d >= maxMoves)
            continue;
        for (const GraphMove &m : graph.node(n).moves) {
            if (depth.contains(m.to) || blocked.contains(m.to))
                continue;
            depth.insert(m.to, d + 1);
            reach.moves.insert(m.to, d + 1);
            reach.previous.insert(m.to, n);
            queue.push(m.to);
        }
    }
    return reach;
}

SpaceMarkings markings(const SpaceGraph &graph, int node)
{
    SpaceMarkings out = SpaceMarkings::Known;
    for (const SpacePart &part : graph.node(node).parts) {
        const TileSpaces *data = graph.spacesOf(part.tile);
        if (!data || data->provenance == SpaceProvenance::Template)
            out = SpaceMarkings::Unknown;
    }
    return out;
}

SpaceInfo spaceInfo(const SpaceGraph &graph, const DriveState &state, int car, int from, int node)
{
    SpaceInfo info;
    info.markings = markings(graph, node);
    const Game game = state.rules.game;
    const TileSpace &space = graph.space(node);
    const SpaceMarks &m = space.marks;
    const GraphNode &target = graph.node(node);
    info.limit = m.limit;
    info.dangerous = game == Game::GT && m.dangerous;
    info.sharp = game == Game::GT && m.sharp;
    info.tripleLane = game == Game::GT && m.tripleLane;
    info.danger = graph.danger(node);
    info.finishLine = target.crossesFinish;
    // What stays uncertain about the space's reading (on any part of it) goes to the referee, who
    // names it in a note.
    for (const SpacePart &part : target.parts) {
        const TileSpaces *data = graph.spacesOf(part.tile);
        const TileSpace *s = data ? data->space(part.space) : nullptr;
        if (!s || !s->doubtful())
            continue;
        info.markings = SpaceMarkings::Uncertain;
        if (s->uncertain && !info.uncertain.contains(u"space"_s))
            info.uncertain << u"space"_s;
        for (const auto &[field, id] : EnumIds<MarkField>::table)
            if (s->uncertainMarks.has(field) && !info.uncertain.contains(QLatin1StringView(id)))
                info.uncertain << QString::fromLatin1(id);
        if (!s->why.isEmpty() && !info.uncertainWhy.contains(s->why))
            info.uncertainWhy = info.uncertainWhy.isEmpty() ? s->why : info.uncertainWhy + u"; "_s + s->why;
    }
    const GraphMove *move = from >= 0 ? graph.move(from, node) : nullptr;
    const bool diagonal = move && move->diagonal;
    info.direction = diagonal ? MoveDirection::Diagonal : MoveDirection::Straight;
    if (from >= 0 && !move)
        info.direction = graph.ahead(graph.node(from).front, target.front) > 0 ? MoveDirection::Sideways
                                                                              : MoveDirection::Backwards;
    if (game == Game::GT && from >= 0) {
        const GraphNode &source = graph.node(from);
        // GT p. 13: from the inside lane no move outwards into a triple-lane corner space.
        if (diagonal && m.tripleLane && source.insideRank == 0 && target.insideRank > source.insideRank)
            info.direction = MoveDirection::Outward;
        // GT p. 12: a dotted line crossed straight (same lane), entering across the space's back
        // line or leaving the previous one across its front line (a line may be at one end only).
        const SpaceMarks &prev = graph.space(from).marks;
        if (!diagonal) {
            if (m.lineAt(target.orientation, true)) {
                info.line = m.lineHazard ? LineCrossing::Hazard : LineCrossing::Limit;
                info.lineLimit = m.line;
            } else if (prev.lineAt(source.orientation, false)) {
                info.line = prev.lineHazard ? LineCrossing::Hazard : LineCrossing::Limit;
                info.lineLimit = prev.line;
            }
        }
    }
    const QString tileName = graph.tileName(node);
    if (game == Game::Dirt) {
        info.terrain = terrainId(graph.terrain(node));
        if (!m.corner.isEmpty()) {
            info.cornerId = tileName + u'/' + m.corner;
            info.cornerLine = m.cornerLine;
        }
        if (!m.slide.isEmpty()) {
            info.slideId = tileName + u'/' + m.slide;
            info.sliding = space.span > 1;
        }
        info.shortcut = m.shortcut;
        info.shortcutTokens = state.shortcutTokens.value(tileOf(graph, node));
        info.jump = m.jump;
        info.water = m.water;
    }
    if (game == Game::GT)
        info.yellowFlag = yellowZone(graph, state).contains(tileOf(graph, node));

    // The other markers: occupied, alongside, a car in the same corner or slide.
    const int start = car >= 0 && car < state.cars.size() ? nodeOf(graph, state.cars[car]) : -1;
    const QList<int> level = graph.alongside(node);
    const QList<int> startLevel = start >= 0 ? graph.alongside(start) : QList<int>{};
    for (int i = 0; i < state.cars.size(); ++i) {
        const DriveCar &c = state.cars[i];
        const int n = nodeOf(graph, c);
        if (i == car || n < 0 || c.finished)
            continue;
        if (!c.offTrack() && (n == node || graph.overlapping(node).contains(n)))
            info.occupied = true;
        if (level.contains(n)) {
            Alongside a;
            a.gear = c.state.gear.isOffTrack() ? 0 : c.state.gear.gear;
            a.offTrack = c.offTrack();
            a.inCornerOrSlide = game == Game::Dirt && (c.cornerLine != CornerLine::None || c.sliding);
            a.alreadyAlongside = startLevel.contains(n);
            info.alongside.append(a);
        }
        if (game == Game::Dirt && !c.offTrack()) {
            const SpaceMarks &cm = graph.space(n).marks;
            const QString other = graph.tileName(n);
            if (!info.cornerId.isEmpty() && !cm.corner.isEmpty() && other + u'/' + cm.corner == info.cornerId)
                info.cornerCarLine = c.cornerLine != CornerLine::None ? c.cornerLine : cm.cornerLine;
            if (!info.slideId.isEmpty() && !cm.slide.isEmpty() && other + u'/' + cm.slide == info.slideId && c.sliding)
                info.slideCar = true;
        }
    }
    return info;
}

DrivePlan plan(const SpaceGraph &graph, const DriveState &state, int car, const QList<int> &path,
               const QList<StepDice> &dice, RollMode mode, bool flyingStart)
{
    DrivePlan out;
    if (car < 0 || car >= state.cars.size()) {
        out.error = Tr::tr("There is no such car.");
        return out;
    }
    const DriveCar &c = state.cars[car];
    const int start = nodeOf(graph, c);
    if (start < 0) {
        out.error = Tr::tr("%1 is not on a space of this track.").arg(c.id);
        return out;
    }
    for (int i = 0; i < path.size(); ++i) {
        const int prev = i == 0 ? start : path[i - 1];
        if (path[i] < 0 || path[i] >= graph.nodeCount() || !graph.move(prev, path[i])) {
            out.error = Tr::tr("Space %1 is not one move ahead of space %2.")
                            .arg(path[i] >= 0 && path[i] < graph.nodeCount() ? graph.name(path[i]) : u"?"_s, graph.name(prev));
            return out;
        }
    }
    out.car = c.state;
    const bool circuit = graph.isCircuit() && state.rules.game == Game::GT;
    if (circuit)
        out.car.lapsDone = std::max(0, c.lineCrossings - (c.startedBehindLine ? 1 : 0));
    // The first crossing of the line from the grid starts the race; it finishes nothing.
    bool startCrossingPending = circuit && c.lineCrossings == 0 && c.startedBehindLine;
    const auto countLine = [&startCrossingPending](SpaceInfo &info) {
        if (info.finishLine && startCrossingPending) {
            info.finishLine = false;
            startCrossingPending = false;
        }
    };

    out.move.mode = mode;
    out.move.flyingStart = flyingStart;
    if (state.rules.game == Game::Dirt) {
        const SpaceMarks &m = graph.space(start).marks;
        if (!m.corner.isEmpty()) {
            out.move.start.cornerId = graph.tileName(start) + u'/' + m.corner;
            out.move.start.cornerLine = c.cornerLine != CornerLine::None ? c.cornerLine : m.cornerLine;
        }
        if (!m.slide.isEmpty()) {
            out.move.start.slideId = graph.tileName(start) + u'/' + m.slide;
            out.move.start.sliding = c.sliding;
        }
        out.move.start.shortcut = m.shortcut;
    }
    int gear = c.state.gear.isOffTrack() ? 0 : c.state.gear.gear;
    int d = 0;
    for (int i = 0; i < path.size(); ++i, ++d) {
        const int begin = i;
        PlannedStep step;
        step.dice = d < dice.size() ? dice[d] : StepDice{};
        step.space = spaceInfo(graph, state, car, i == 0 ? start : path[i - 1], path[i]);
        countLine(step.space);
        gear = gearAfter(gear, step.dice);
        int landing = -1;
        if (state.rules.game == Game::Dirt && step.space.jump > 0 && step.dice.count() > 0 && gear >= step.space.jump) {
            // DIRT p. 12: the die moves one space on at the jump's gear, two at any higher gear.
            const int ahead = gear == step.space.jump ? 1 : 2;
            if (i + ahead < path.size()) {
                landing = path[i + ahead];
                step.landing = spaceInfo(graph, state, car, path[i + ahead - 1], landing);
                countLine(*step.landing);
                i += ahead;
            }
        }
        out.move.steps.append(step);
        out.stepNode.append(path[begin]);
        out.stepLanding.append(landing);
        out.stepEnd.append(i);
    }
    return out;
}

double progress(const SpaceGraph &graph, const DriveCar &car)
{
    const int n = nodeOf(graph, car);
    if (n < 0)
        return -std::numeric_limits<double>::infinity();
    const double front = graph.node(n).front;
    if (!graph.isCircuit() || std::isnan(graph.startLine()))
        return SpaceFractions::exactDistance(front);
    const double lap = graph.courseLength();
    // How far the front edge is past the line, in (0, lap]: a front edge on the line is a space
    // just behind it, a whole lap on.
    double pos = graph.ahead(graph.startLine(), front);
    if (pos < 0)
        pos += lap;
    if (pos < 1e-6)
        pos = lap;
    return SpaceFractions::exactDistance((car.lineCrossings - (car.startedBehindLine ? 1 : 0)) * lap + pos);
}

QList<OrderCar> orderCars(const SpaceGraph &graph, const DriveState &state)
{
    QList<OrderCar> out;
    for (const DriveCar &c : state.cars) {
        const int n = nodeOf(graph, c);
        if (n < 0)
            continue;
        OrderCar o;
        o.id = c.id;
        o.gear = c.state.gear;
        o.distance = progress(graph, c);
        o.position = graph.node(n).insideRank;
        o.onTrack = !c.offTrack();
        o.leftTrack = c.leftTrackOrder;
        o.finished = c.finished;
        out.append(o);
    }
    return out;
}

int finalNode(const SpaceGraph &graph, const DriveCar &car, const QList<int> &path, const TurnOutcome &outcome)
{
    const int p = std::min<int>(outcome.position, int(path.size()));
    return p > 0 ? path[p - 1] : nodeOf(graph, car);
}

DriveCar afterTurn(const SpaceGraph &graph, const DriveState &state, int car, const QList<int> &path,
                   const TurnOutcome &outcome, bool offTrack)
{
    DriveCar c = state.cars.value(car);
    const int node = finalNode(graph, c, path, outcome);
    if (node < 0)
        return c;
    const int p = std::min<int>(outcome.position, int(path.size()));
    for (int i = 0; i < p; ++i)
        c.lineCrossings += graph.node(path[i]).crossesFinish ? 1 : 0;
    if (graph.isCircuit() && state.rules.game == Game::GT)
        c.state.lapsDone = std::max(0, c.lineCrossings - (c.startedBehindLine ? 1 : 0));
    c.space = graph.name(node);
    c.state.gear = outcome.endGear;
    c.state.focus = std::max(0, c.state.focus + outcome.tokensGained - outcome.tokensSpent);
    c.finished = c.finished || outcome.finished;
    const bool leaves = outcome.loss && ((state.rules.game == Game::GT && outcome.lossMarker.isOffTrack()) || offTrack);
    if (outcome.loss && state.rules.game == Game::GT)
        c.state.gear = outcome.lossMarker;
    if (leaves) {
        c.state.location = CarLocation::OffTrack;
        if (state.rules.game == Game::GT)
            c.state.gear = GearMarker::offTrack();
        int order = 0;
        for (const DriveCar &o : state.cars)
            order = std::max(order, o.leftTrackOrder + 1);
        c.leftTrackOrder = order;
    }
    const TileSpace &s = graph.space(node);
    c.cornerLine = s.marks.corner.isEmpty() ? CornerLine::None : s.marks.cornerLine;
    c.sliding = !s.marks.slide.isEmpty() && s.span > 1;
    return c;
}

std::optional<QList<StepDice>> proposeDice(const SpaceGraph &graph, const DriveState &state, int car, const QList<int> &path,
                                           const RulesContext &ctx, RollMode mode)
{
    if (car < 0 || car >= state.cars.size() || path.isEmpty())
        return std::nullopt;
    const DrivePlan empty = plan(graph, state, car, path, {}, mode);
    if (!empty.ok())
        return std::nullopt;
    const MoveAnalysis none = analyseMove(ctx, empty.car, PlannedMove{});
    const DiceCounts available = none.available;
    const int maxGear = none.maxGear;
    const int startGear = empty.car.gear.isOffTrack() ? 0 : empty.car.gear.gear;

    struct Best
    {
        QList<StepDice> dice;
        double probability = 2;
        int endGear = -1;
    } best;
    int evaluated = 0;
    constexpr int kMaxEvaluations = 20000;
    QList<StepDice> dice;
    // Depth first over the dice of each space: the next Gear die (one up, the same, one down, or
    // further down with a Brake die per gear skipped), or a Coast die; each Gear die once.
    std::function<void(int, int, int, int, int)> search = [&](int index, int gear, int usedGears, int coasts, int brakes) {
        if (evaluated >= kMaxEvaluations)
            return;
        if (index >= path.size()) {
            ++evaluated;
            const DrivePlan p = plan(graph, state, car, path, dice, mode);
            if (!p.ok() || p.move.steps.size() != dice.size())
                return;
            const MoveVerdict v = validateMove(ctx, p.car, p.move);
            if (!v.legal())
                return;
            const double prob = v.odds.probability;
            const int end = v.analysis.endGear.gear;
            if (prob < best.probability - 1e-12 || (std::abs(prob - best.probability) <= 1e-12 && end > best.endGear)
                || (std::abs(prob - best.probability) <= 1e-12 && end == best.endGear && dice.size() < best.dice.size()))
                best = {dice, prob, end};
            return;
        }
        const auto advance = [&](int g) {
            // A jump taken carries the die on: the next one or two path spaces are its landing.
            const TileSpace &s = graph.space(path[index]);
            if (state.rules.game == Game::Dirt && s.marks.jump > 0 && g >= s.marks.jump)
                return std::min<int>(int(path.size()), index + (g == s.marks.jump ? 2 : 3));
            return index + 1;
        };
        const int gearDiceUsed = std::popcount(unsigned(usedGears));
        for (int g = std::min(maxGear, gear + 1); g >= 1; --g) {
            if ((usedGears >> g) & 1 || gearDiceUsed >= available.gear)
                continue;
            if (gear == 0 && g != 1)
                continue; // from 0 the first Gear die is 1 (GT p. 8)
            const int skipped = gear - g - 1; // Brake dice for the gears skipped down
            if (skipped > 0 && brakes + skipped > available.brake)
                continue;
            StepDice d;
            d.gear = g;
            d.brakes = std::max(0, skipped);
            dice.append(d);
            search(advance(g), g, usedGears | (1 << g), coasts, brakes + d.brakes);
            dice.removeLast();
        }
        // DIRT p. 9: the leader on gravel has Leader dice where others have Coast dice.
        const bool leader = available.leader > 0 && available.coast == 0;
        if (gear > 0 && coasts < (leader ? available.leader : available.coast)) {
            StepDice d;
            d.coast = !leader;
            d.leader = leader;
            dice.append(d);
            search(advance(gear), gear, usedGears, coasts + 1, brakes);
            dice.removeLast();
        }
    };
    search(0, startGear, 0, 0, 0);
    if (best.endGear < 0)
        return std::nullopt;
    return best.dice;
}

} // namespace DriveRules
} // namespace Pacenotes
