// SPDX-License-Identifier: GPL-3.0-or-later
// Helpers for the co-driver tests: random positions, the plain brute force, figures computed
// from the referee's whole-plan analysis.
#pragma once

#include "rulestesthelpers.h"

#include "codriver/codriver.h"
#include "rules/movevalidator.h"

#include <QRandomGenerator>

#include <functional>

namespace Pacenotes::TestCoDriver {

using namespace Qt::StringLiterals;

/// The figures of a plan in every style, weighed over the referee's analysis of the whole plan.
struct EngineFigures
{
    bool legal = false;
    MoveVerdict verdict;
    QList<PlayOutcome> outcomes; ///< one per style
};

inline EngineFigures engineFigures(const CoDriverRequest &req, const RulesData &data, const QList<PlanStepRef> &steps,
                                   const QList<PlayStyle> &styles)
{
    EngineFigures out;
    const RulesContext ctx{data, req.rules};
    QList<double> distance;
    for (const PlanStepRef &s : steps)
        distance.append(req.road.at(s.landing >= 0 ? s.landing : s.space).distance);
    const std::optional<DiceAllowance> base = diceAllowance(ctx, req.car, {}, nullptr);
    // The referee's verdict depends on the way of rolling only through the mode and SISU.
    QHash<int, MoveVerdict> verdicts;
    for (const PlayStyle &style : styles) {
        const int key = int(style.mode) * 2 + (style.sisu ? 1 : 0);
        if (!verdicts.contains(key))
            verdicts.insert(key, validateMove(ctx, req.car, CoDriver::plannedMove(req.rules, req.car, req.road, steps, style)));
        const MoveVerdict &v = verdicts[key];
        out.legal = v.legal();
        out.verdict = v;
        const QList<ScoredStep> scored = CoDriver::scoredSteps(ctx, v.analysis, distance);
        PlayScorer scorer(style, req.rules.game, req.car.focus, base ? base->hazardLimit : 3, true);
        QList<ScoredStep> prefix;
        for (const ScoredStep &st : scored) {
            prefix.append(st);
            scorer.extend(prefix);
        }
        out.outcomes.append(scorer.outcome());
    }
    return out;
}

/// Rounds figures so that sets of them can be compared.
inline QString figuresKey(const PlanFigures &f)
{
    const auto r = [](double v) { return QString::number(qRound64(v * 1e7)); };
    return r(f.distance) + u'/' + r(f.loss) + u'/' + r(f.tokens) + u'/' + r(f.damage) + u'/' + r(f.seconds);
}

inline QString diceKey(const QList<PlanStepRef> &steps)
{
    QStringList d;
    for (const PlanStepRef &s : steps)
        d << s.dice.text();
    return d.join(u' ');
}

/// Every (path, dice) the rules allow, found the plain way: every die of an alphabet on every
/// move, pruned only where analyseMove() already refuses the prefix (a violation on a step never
/// goes away when steps are added after it).
inline void bruteForce(const CoDriverRequest &req, const RulesData &data, int maxSteps,
                       const std::function<void(const QList<PlanStepRef> &)> &visit)
{
    const RulesContext ctx{data, req.rules};
    // Every die there is — except kinds the car cannot have at all this race, to keep it short.
    QList<StepDice> alphabet;
    bool boosts = false;
    for (const DashboardRow &row : data.dashboards(req.rules.game).rows())
        boosts = boosts || (row.carClass == req.car.carClass && row.dice.boost > 0);
    for (int v = 1; v <= 6; ++v) {
        alphabet.append(StepDice{v});
        for (int b = 1; b <= 3; ++b) {
            StepDice d{v};
            d.brakes = b;
            alphabet.append(d);
        }
        for (int a = 1; a <= 2 && boosts; ++a) {
            StepDice d{v};
            d.boosts = a;
            alphabet.append(d);
        }
    }
    for (int k = 0; k < 3; ++k) {
        StepDice d;
        d.coast = k == 0;
        d.leader = k == 1;
        d.redline = k == 2;
        if ((d.leader && req.rules.game != Game::Dirt) || (d.redline && !req.rules.redline))
            continue;
        alphabet.append(d);
    }
    QList<PlanStepRef> steps;
    PlayStyle every;
    std::function<void()> grow = [&] {
        if (steps.size() >= maxSteps)
            return;
        const int from = steps.isEmpty() ? -1 : (steps.last().landing >= 0 ? steps.last().landing : steps.last().space);
        const QList<RoadMove> &moves = from < 0 ? req.road.first() : req.road.at(from).next;
        for (int mi = 0; mi < moves.size(); ++mi) {
            for (const StepDice &d : std::as_const(alphabet)) {
                PlanStepRef s;
                s.dice = d;
                s.from = from;
                s.move = mi;
                s.space = moves[mi].to;
                // A jump taken lands 1 or 2 spaces on, by the gear of the die.
                const SpaceInfo &sp = req.road.at(s.space).space;
                const int gear = d.gear > 0 ? d.gear : (steps.isEmpty() ? req.car.gear.gear : -1);
                Q_UNUSED(gear)
                steps.append(s);
                PlannedMove m = CoDriver::plannedMove(req.rules, req.car, req.road, steps, every);
                MoveAnalysis a = analyseMove(ctx, req.car, m);
                if (req.rules.game == Game::Dirt && sp.jump > 0 && !a.steps.isEmpty() && a.steps.size() == steps.size()
                    && a.steps.last().gear >= sp.jump) {
                    steps.last().landing = req.road.landing(s.space, a.steps.last().gear == sp.jump ? 1 : 2);
                    m = CoDriver::plannedMove(req.rules, req.car, req.road, steps, every);
                    a = analyseMove(ctx, req.car, m);
                }
                if (a.legal()) {
                    visit(steps);
                    if (a.steps.size() == steps.size() && !a.steps.last().endsMove)
                        grow();
                }
                steps.removeLast();
            }
        }
    };
    grow();
}

/// A random GT or DIRT position: car, rules and a short road of 1-3 lanes.
inline CoDriverRequest randomPosition(QRandomGenerator &rng, Game game, int rows, int maxLanes = 3)
{
    CoDriverRequest req;
    req.rules.game = game;
    const auto chance = [&](int percent) { return int(rng.bounded(100)) < percent; };
    const auto pick = [&](const QStringList &l) { return l.at(int(rng.bounded(int(l.size())))); };
    const Dashboards &boards = RulesData::builtin().dashboards(game);
    req.rules.flyingStart = chance(40);
    req.rules.redline = chance(40);
    if (game == Game::GT) {
        req.rules.weather = chance(30) ? Weather::Wet : Weather::Dry;
        req.car.carClass = pick({u"GT6"_s, u"GT6"_s, u"GT5"_s, u"GT4"_s, u"GT6 BOP"_s});
        req.car.tyres = pick(boards.tyres(req.car.carClass));
        req.car.softTyreTurns = int(rng.bounded(8));
        req.rules.laps = chance(20) ? 2 : 1;
        req.car.lapsDone = req.rules.laps == 2 ? int(rng.bounded(2)) : 0;
    } else {
        req.rules.terrain = pick({u"gravel"_s, u"gravel"_s, u"asphalt"_s});
        req.rules.sisu = chance(40);
        req.rules.leaderDice = chance(80);
        req.car.carClass = u"Core"_s;
        req.car.tyres = u"gravel"_s;
        req.car.leader = chance(30);
        req.car.sisu = req.rules.sisu && chance(70);
    }
    const int maxGear = boards.carClass(req.car.carClass)->maxGear;
    req.car.gear = GearMarker{int(rng.bounded(maxGear + 1)), false};
    req.car.focus = chance(50) ? 0 : int(rng.bounded(8));
    if (chance(30)) {
        req.car.damage.gear = int(rng.bounded(3));
        req.car.damage.brake = int(rng.bounded(3));
        req.car.damage.coast = int(rng.bounded(2));
    }

    const int lanes = 1 + int(rng.bounded(maxLanes));
    QList<QList<SpaceInfo>> grid(rows, QList<SpaceInfo>(lanes));
    const QList<Danger> colours{Danger::None, Danger::Yellow, Danger::Orange, Danger::Red};
    int cornerNo = 0;
    for (int r = 0; r < rows; ++r) {
        const bool corner = game == Game::Dirt && chance(25);
        if (corner && (r == 0 || grid[r - 1][0].cornerId.isEmpty()))
            ++cornerNo;
        for (int l = 0; l < lanes; ++l) {
            SpaceInfo &s = grid[r][l];
            s.danger = colours.at(int(rng.bounded(4)));
            if (chance(30))
                s.limit = 1 + int(rng.bounded(5));
            if (chance(5))
                s.occupied = true;
            if (chance(6))
                s.alongside = {Alongside{1 + int(rng.bounded(6))}};
            if (game == Game::GT) {
                s.dangerous = s.limit > 0 && chance(30);
                if (chance(10)) {
                    s.line = chance(50) ? LineCrossing::Hazard : LineCrossing::Limit;
                    s.lineLimit = s.line == LineCrossing::Limit ? 1 + int(rng.bounded(5)) : 0;
                    s.sharp = s.line == LineCrossing::Limit && chance(50);
                }
                s.yellowFlag = chance(5);
            } else {
                if (chance(20))
                    s.terrain = pick({u"gravel"_s, u"asphalt"_s, u"snow"_s});
                if (corner) {
                    s.cornerId = u"c%1"_s.arg(cornerNo);
                    s.cornerLine = l == 0 ? CornerLine::Inside : CornerLine::Outside;
                }
                if (chance(8))
                    s.jump = 1 + int(rng.bounded(4));
                s.water = chance(5);
                s.shortcut = chance(4);
                if (chance(8)) {
                    s.slideId = u"s%1"_s.arg(r / 2);
                    s.sliding = chance(50);
                }
            }
        }
        if (chance(10))
            for (SpaceInfo &s : grid[r])
                s.finishLine = true;
    }
    req.road = RoadAhead::lanes(grid, int(rng.bounded(lanes)));
    req.maxSteps = rows;
    return req;
}

} // namespace Pacenotes::TestCoDriver
