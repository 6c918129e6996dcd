// SPDX-License-Identifier: GPL-3.0-or-later
#include "codriver.h"
#include "codrivertr.h"

#include <QElapsedTimer>
#include <QThread>

#include <algorithm>
#include <array>
#include <limits>
#include <cmath>
#include <mutex>
#include <thread>

namespace Pacenotes {

using namespace Qt::StringLiterals;

int CoDriverResult::suggested(Attitude a) const
{
    for (const Suggestion &s : suggestions)
        if (s.attitude == a)
            return s.plan;
    return -1;
}

QList<PlayStyle> CoDriver::styles(const RaceRules &rules, const CarState &car)
{
    QList<PlayStyle> out;
    const bool sisu = rules.game == Game::Dirt && rules.sisu && car.sisu;
    for (int withSisu = 0; withSisu <= (sisu ? 1 : 0); ++withSisu) {
        // Simplest first: of two plans with the same figures the simpler way of playing stays.
        PlayStyle every;
        every.sisu = withSisu;
        out.append(every);
        PlayStyle flat = every;
        flat.mode = RollMode::FlatOut;
        out.append(flat);
        for (Tolerance t : {Tolerance::None, Tolerance::OneInSix, Tolerance::OneInThree, Tolerance::Half}) {
            PlayStyle s = every;
            s.tolerance = t;
            out.append(s);
        }
        if (car.focus > 0)
            for (Tolerance t : {Tolerance::None, Tolerance::OneInSix, Tolerance::OneInThree, Tolerance::Half}) {
                PlayStyle s = every;
                s.tolerance = t;
                s.secure = true;
                out.append(s);
            }
    }
    return out;
}

PlannedMove CoDriver::plannedMove(const RaceRules &rules, const CarState &car, const RoadAhead &road,
                                  const QList<PlanStepRef> &steps, const PlayStyle &style)
{
    PlannedMove m;
    m.mode = style.mode;
    m.sisu = style.sisu;
    m.start = road.start();
    const int startGear = car.gear.isOffTrack() ? 0 : car.gear.gear;
    if (!steps.isEmpty()) {
        const StepDice &d = steps.first().dice;
        m.flyingStart = rules.flyingStart && startGear == 0 && d.gear == 2 && d.brakes == 0 && d.boosts == 0;
    }
    for (const PlanStepRef &s : steps) {
        PlannedStep ps;
        ps.dice = s.dice;
        const RoadMove &move = s.from < 0 ? road.first().at(s.move) : road.at(s.from).next.at(s.move);
        ps.space = road.entered(move);
        if (s.landing >= 0)
            ps.landing = road.at(s.landing).space;
        m.steps.append(ps);
    }
    return m;
}

QList<ScoredStep> CoDriver::scoredSteps(const RulesContext &ctx, const MoveAnalysis &a, const QList<double> &distance)
{
    QList<ScoredStep> out;
    const bool dirt = ctx.rules.game == Game::Dirt;
    for (int i = 0; i < a.steps.size(); ++i) {
        ScoredStep st;
        st.analysed = a.steps[i];
        countWays(st);
        st.distance = distance.value(i, i > 0 ? out.last().distance + st.analysed.advance : st.analysed.advance);
        // The turn ending normally after step i: the last Gear die played, or the gear on the
        // finishing space once the line is crossed (GT p. 14, DIRT p. 20).
        const int counting = a.finishStep >= 0 && a.finishStep < i ? a.finishStep : i;
        st.endGear = GearMarker{a.steps[counting].gear, false};
        if (dirt)
            st.endSeconds = timeCardSeconds(ctx, st.endGear.gear, &st.endPlaceholder);
        st.loss = lossCost(ctx, st.analysed.gear, st.analysed.danger, a.finishStep >= 0 && i >= a.finishStep ? qMax(1, a.steps[a.finishStep].gear) : 0, i);
        out.append(st);
    }
    // The tokens a Flat Out roll gains come with the whole roll.
    if (!out.isEmpty())
        out.last().tokens = a.tokensGained;
    return out;
}

void CoDriver::check(CoDriverPlan &plan, const CoDriverRequest &request, const RulesData &data)
{
    const RulesContext ctx{data, request.rules};
    plan.move = plannedMove(request.rules, request.car, request.road, plan.steps, plan.style);
    plan.verdict = validateMove(ctx, request.car, plan.move);
    QList<double> distance;
    for (const PlanStepRef &s : plan.steps)
        distance.append(request.road.at(s.landing >= 0 ? s.landing : s.space).distance);
    plan.scored = scoredSteps(ctx, plan.verdict.analysis, distance);
    const QList<ScoredStep> &steps = plan.scored;
    const std::optional<DiceAllowance> base = diceAllowance(ctx, request.car, {}, nullptr);
    PlayScorer scorer(plan.style, request.rules.game, request.car.focus, base ? base->hazardLimit : 3, true);
    QList<ScoredStep> prefix;
    for (const ScoredStep &s : steps) {
        prefix.append(s);
        scorer.extend(prefix);
    }
    plan.outcome = scorer.outcome();
    plan.checked = true;
    plan.nextTurn = nextTurn(request, data, plan);
}

NextTurn CoDriver::nextTurn(const CoDriverRequest &request, const RulesData &data, const CoDriverPlan &plan)
{
    if (plan.steps.isEmpty() || plan.scored.size() != plan.steps.size())
        return NextTurn::Unknown;
    const PlanStepRef &last = plan.steps.last();
    const int end = last.landing >= 0 ? last.landing : last.space;
    if (request.road.at(end).next.isEmpty())
        return NextTurn::Unknown;
    // The next turn's first die from there, judged like any first step of the search.
    CarState car = request.car;
    car.gear = plan.scored.last().endGear;
    car.location = CarLocation::OnTrack;
    const RoadAhead road = request.road.from(end);
    const RulesContext ctx{data, request.rules};
    PlayStyle every;
    PlanSearch search(ctx, car, road, {every}, 1);
    bool legal = false, free = false;
    search.setObserver([&](const QList<PlanStepRef> &, const QList<PlanFigures> &figures, quint32) {
        legal = true;
        free = free || figures.first().loss < 1 - Pareto::kEpsilon || !std::isfinite(figures.first().loss);
    });
    for (const StepDice &d : search.firstSteps()) {
        search.run(d);
        if (free)
            break;
    }
    return free ? NextTurn::Free : (legal ? NextTurn::ForcedLoss : NextTurn::Blocked);
}

QList<Suggestion> CoDriver::suggest(const QList<CoDriverPlan> &front, const AttitudeSettings &settings)
{
    QList<Suggestion> out;
    const auto better = [](const CoDriverPlan &a, const CoDriverPlan &b) {
        const PlanFigures &x = a.figures, &y = b.figures;
        constexpr double e = Pareto::kEpsilon;
        if (qAbs(x.distance - y.distance) > e)
            return x.distance > y.distance;
        if (qAbs(x.loss - y.loss) > e)
            return x.loss < y.loss;
        if (qAbs(x.tokens - y.tokens) > e)
            return x.tokens > y.tokens;
        if (qAbs(x.damage - y.damage) > e)
            return x.damage < y.damage;
        if (qAbs(x.seconds - y.seconds) > e)
            return x.seconds < y.seconds;
        return a.simplicity < b.simplicity;
    };
    for (Attitude att : AttitudeSettings::all()) {
        Suggestion s;
        s.attitude = att;
        s.riskLimit = settings.limit(att);
        for (int i = 0; i < front.size(); ++i)
            if (front[i].figures.loss <= s.riskLimit + Pareto::kEpsilon && (s.plan < 0 || better(front[i], front[s.plan])))
                s.plan = i;
        if (s.plan < 0 && !front.isEmpty()) {
            s.withinLimit = false;
            for (int i = 0; i < front.size(); ++i) {
                const double l = front[i].figures.loss;
                if (s.plan < 0 || l < front[s.plan].figures.loss - Pareto::kEpsilon
                    || (qAbs(l - front[s.plan].figures.loss) <= Pareto::kEpsilon && better(front[i], front[s.plan])))
                    s.plan = i;
            }
        }
        out.append(s);
    }
    return out;
}

namespace {

/// A front whose ties go by the co-driver's total order (tieBefore).
ParetoFront<SearchedPlan> orderedFront()
{
    ParetoFront<SearchedPlan> front;
    front.setTieBreak([](const SearchedPlan &a, const SearchedPlan &b) { return tieBefore(a.steps, b.steps); });
    return front;
}

struct Shared
{
    std::mutex mutex;
    ParetoFront<SearchedPlan> front = orderedFront(); ///< for the partial answers, in the order runs finish
    QList<QList<SearchedPlan>> byRoot;                ///< each first step's front, for the answer
    SearchCounts counts;
    int done = 0;
    bool stopped = false;
    bool overLimit = false;
};

/// A figure on a grid of Pareto::kEpsilon, for a strict order (infinity and NaN last).
qint64 grid(double v)
{
    constexpr double top = 9e18 * Pareto::kEpsilon;
    if (!(v > -top && v < top))
        return v < 0 ? std::numeric_limits<qint64>::min() : std::numeric_limits<qint64>::max();
    return std::llround(v / Pareto::kEpsilon);
}

/// The front's order, total (docs/codriver.md, "Ties"): furthest on average first, then less
/// risk, more tokens, less damage, fewer seconds, the simpler plan, and tieBefore.
bool listedBefore(const CoDriverPlan &a, const CoDriverPlan &b)
{
    const PlanFigures &x = a.figures, &y = b.figures;
    const auto key = [](const PlanFigures &f) {
        return std::array<qint64, 5>{-grid(f.distance), grid(f.loss), -grid(f.tokens), grid(f.damage), grid(f.seconds)};
    };
    if (const auto kx = key(x), ky = key(y); kx != ky)
        return kx < ky;
    if (a.simplicity != b.simplicity)
        return a.simplicity < b.simplicity;
    return tieBefore(a.steps, b.steps);
}

QList<CoDriverPlan> plansOf(const ParetoFront<SearchedPlan> &front, const QList<PlayStyle> &styles)
{
    QList<CoDriverPlan> out;
    for (const auto &e : front.entries()) {
        CoDriverPlan p;
        p.steps = e.item.steps;
        p.style = styles.value(e.item.style);
        p.paths = e.item.paths;
        p.figures = e.figures;
        p.simplicity = e.simplicity;
        out.append(p);
    }
    std::sort(out.begin(), out.end(), listedBefore);
    return out;
}

} // namespace

CoDriverResult CoDriver::run(const CoDriverRequest &request, const RulesData &data, const CoDriverControl &control)
{
    QElapsedTimer clock;
    clock.start();
    CoDriverResult result;
    const auto finish = [&](CoDriverResult::Status status) {
        result.status = status;
        result.elapsedMs = clock.nsecsElapsed() / 1e6;
        return result;
    };
    const QString roadProblem = request.road.problem();
    if (!roadProblem.isEmpty()) {
        result.message = roadProblem;
        return finish(CoDriverResult::Status::Invalid);
    }
    if (request.maxSteps < 1 || request.maxSteps > 40) {
        result.message = CoDriverTr::tr("Plans have 1 to 40 steps.");
        return finish(CoDriverResult::Status::Invalid);
    }
    const RulesContext ctx{data, request.rules};
    const QList<PlayStyle> styles = request.styles.isEmpty() ? CoDriver::styles(request.rules, request.car) : request.styles;

    QList<StepDice> roots;
    {
        PlanSearch probe(ctx, request.car, request.road, styles, request.maxSteps);
        roots = probe.firstSteps();
        if (!probe.problem().isEmpty()) {
            result.message = probe.problem();
            return finish(CoDriverResult::Status::NoMove);
        }
    }

    // The same request gets the same answer at any thread count: each first step is searched
    // on its own (with its own share of the layout limit), and the fronts are merged in the
    // order of the first steps once every thread is done.
    Shared shared;
    shared.byRoot.resize(roots.size());
    std::atomic<int> next{0};
    const int threads = qBound(1, request.threads > 0 ? request.threads : QThread::idealThreadCount(), qMax(1, int(roots.size())));
    result.threads = threads;
    const auto share = [&](qsizetype root) {
        const qint64 n = roots.size();
        return qMax<qint64>(1, request.maxLayouts / n + (root < request.maxLayouts % n ? 1 : 0));
    };
    const auto work = [&] {
        PlanSearch search(ctx, request.car, request.road, styles, request.maxSteps, control.cancel);
        for (int i = next++; i < roots.size(); i = next++) {
            search.setLayoutLimit(share(i));
            const bool complete = search.run(roots[i]);
            const bool overLimit = search.overLimit();
            QList<SearchedPlan> mine = search.front();
            search.clearFront();
            std::lock_guard lock(shared.mutex);
            for (const SearchedPlan &p : std::as_const(mine))
                shared.front.insert(p.figures, p.simplicity, p);
            shared.byRoot[i] = std::move(mine);
            ++shared.done;
            shared.overLimit = shared.overLimit || overLimit;
            if (!complete && !overLimit) {
                shared.stopped = true;
                break;
            }
            if (control.partial)
                control.partial(plansOf(shared.front, styles), double(shared.done) / roots.size());
        }
        std::lock_guard lock(shared.mutex);
        shared.counts += search.counts();
    };
    std::vector<std::thread> pool;
    for (int t = 1; t < threads; ++t)
        pool.emplace_back(work);
    work();
    for (std::thread &t : pool)
        t.join();
    result.counts = shared.counts;

    ParetoFront<SearchedPlan> merged = orderedFront();
    for (const QList<SearchedPlan> &plans : std::as_const(shared.byRoot))
        for (const SearchedPlan &p : plans)
            merged.insert(p.figures, p.simplicity, p);
    QList<CoDriverPlan> front = plansOf(merged, styles);
    if (shared.stopped) {
        // Stopped because the question changed: hand back what was found, unchecked.
        result.front = front;
        return finish(CoDriverResult::Status::Cancelled);
    }
    // Every plan on the front goes past the referee and is weighed again over its analysis.
    for (CoDriverPlan &p : front) {
        // A large front takes a while here too: a cancel stops it (issue 25), the front unchecked.
        if (control.cancel && control.cancel->load()) {
            result.front = front;
            return finish(CoDriverResult::Status::Cancelled);
        }
        check(p, request, data);
        const bool legal = p.verdict.legal();
        const bool same = Pareto::same(p.outcome.figures, p.figures);
        const bool refereeOdds = !p.style.rollsEverything() || qAbs(p.outcome.figures.loss - p.verdict.odds.probability) < 1e-9;
        if (!legal || !same || !refereeOdds)
            ++result.disagreements;
        if (legal)
            result.front.append(p);
        for (const Ruling &r : p.verdict.analysis.rulings) {
            if (r.rule != Rule::DataConfidence || r.kind != Ruling::Kind::Note)
                continue;
            const bool known = std::any_of(result.notes.cbegin(), result.notes.cend(),
                                           [&](const Ruling &n) { return n.message == r.message; });
            if (!known)
                result.notes.append(Ruling{r.rule, r.kind, -1, r.message, r.game});
        }
        result.placeholder = result.placeholder || p.outcome.placeholder;
    }
    // Spaces whose markings nobody read (a track's templates): the plans are only as good.
    SpaceMarkings worst = SpaceMarkings::Known;
    for (const RoadSpace &s : request.road.spaces())
        worst = std::max(worst, s.space.markings);
    if (worst == SpaceMarkings::Unknown)
        result.notes.append(Ruling{Rule::SpaceMarkings, Ruling::Kind::Warning, -1,
                                   CoDriverTr::tr("Some spaces of the road ahead have unknown markings (the tiles' space data is only "
                                                  "a template): the plans were weighed without their speed limits and corners, "
                                                  "which were not checked."),
                                   request.rules.game});
    else if (worst == SpaceMarkings::Uncertain)
        result.notes.append(Ruling{Rule::SpaceMarkings, Ruling::Kind::Warning, -1,
                                   CoDriverTr::tr("Some spaces of the road ahead were read with doubt: check their speed limits and "
                                                  "corners on the tiles."),
                                   request.rules.game});
    for (CoDriverPlan &p : result.front)
        p.riskProgressFront = std::none_of(result.front.cbegin(), result.front.cend(), [&](const CoDriverPlan &o) {
            return Pareto::dominatesOnRiskAndProgress(o.figures, p.figures);
        });
    result.suggestions = suggest(result.front, request.attitudes);
    if (shared.overLimit) {
        result.message = CoDriverTr::tr("The road ahead has so many different paths that the search stopped after %1 dice layouts: "
                                        "the plans shown are the best of those.")
                             .arg(result.counts.layouts);
        return finish(CoDriverResult::Status::Truncated);
    }
    if (result.front.isEmpty()) {
        result.message = request.car.gear.isOffTrack()
            ? CoDriverTr::tr("At 00 the car does nothing this turn but come back onto the track.")
            : CoDriverTr::tr("No legal move: the car is blocked (it cannot enter any space ahead with the dice it has).");
        return finish(CoDriverResult::Status::NoMove);
    }
    return finish(CoDriverResult::Status::Done);
}

} // namespace Pacenotes
