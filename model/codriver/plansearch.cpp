// SPDX-License-Identifier: GPL-3.0-or-later
#include "plansearch.h"

#include <array>

namespace Pacenotes {

namespace {

/// What decides a step's outcome and the rules after it: paths whose steps agree on all of
/// it are one plan for the co-driver.
struct StepKey
{
    int trackHazards;
    bool autoLoss;
    Rule autoLossRule;
    StepSpecial special;
    int hazardLimit;
    int advance;
    bool endsMove;
    bool finishes;
    bool crosses;
    Danger danger;
    SpaceMarkings markings; ///< a path over spaces nobody read is not the same plan as one over read ones
    double distance;
    bool operator==(const StepKey &) const = default;
};

StepKey keyOf(const StepFacts &f, double distance)
{
    const AnalysedStep &a = f.analysed;
    return {a.trackHazards, a.autoLoss, a.autoLossRule, a.special, a.hazardLimit, a.advance,
            a.endsMove,     a.finishes, f.crosses,      a.danger,  a.markings,    distance};
}

bool exceeds(const DiceCounts &used, const DiceCounts &allowed)
{
    return used.gear > allowed.gear || used.coast > allowed.coast || used.brake > allowed.brake
        || used.boost > allowed.boost || used.leader > allowed.leader;
}

DiceCounts plus(DiceCounts a, const DiceCounts &b)
{
    a.gear += b.gear;
    a.coast += b.coast;
    a.brake += b.brake;
    a.boost += b.boost;
    a.leader += b.leader;
    return a;
}

/// A step's dice as a key in the tie order: Gear dice by number (then fewer Brake, fewer Boost
/// dice), then Coast, Leader, Redline.
std::array<int, 4> diceKey(const StepDice &d)
{
    if (d.gear > 0)
        return {0, d.gear, d.brakes, d.boosts};
    return {d.coast ? 1 : d.leader ? 2 : d.redline ? 3 : 4, 0, d.brakes, d.boosts};
}

} // namespace

bool tieBefore(const QList<PlanStepRef> &a, const QList<PlanStepRef> &b)
{
    const qsizetype n = std::min(a.size(), b.size());
    for (qsizetype i = 0; i < n; ++i)
        if (const std::array<int, 4> x = diceKey(a[i].dice), y = diceKey(b[i].dice); x != y)
            return x < y;
    for (qsizetype i = 0; i < n; ++i) {
        const std::array<int, 3> x{a[i].space, a[i].landing, a[i].move}, y{b[i].space, b[i].landing, b[i].move};
        if (x != y)
            return x < y;
    }
    return a.size() < b.size();
}

PlanSearch::PlanSearch(const RulesContext &ctx, const CarState &car, const RoadAhead &road, const QList<PlayStyle> &styles,
                       int maxSteps, const std::atomic<bool> *cancel)
    : m_ctx(ctx), m_car(car), m_road(road), m_styles(styles), m_maxSteps(maxSteps), m_cancel(cancel), m_steps(ctx, car, road)
{
    m_front.setTieBreak([this](const Item &a, const Item &b) {
        return tieBefore(stepsOf(a.diceNode, a.pathNode), stepsOf(b.diceNode, b.pathNode));
    });
    if (const std::optional<DiceAllowance> &base = m_steps.base()) {
        m_most = base->dice;
        m_baseLimit = base->hazardLimit;
        m_maxGear = base->maxGear;
    }
    if (ctx.rules.game == Game::Dirt) {
        for (const RoadSpace &s : road.spaces()) {
            if (const DiceAllowance *a = m_steps.allowance(s.space.terrain)) {
                for (DieKind k : {DieKind::Gear, DieKind::Coast, DieKind::Brake, DieKind::Boost, DieKind::Leader})
                    m_most[k] = qMax(m_most[k], a->dice[k]);
            }
        }
    }
}

SearchCounts PlanSearch::counts() const
{
    SearchCounts c = m_counts;
    c.analyses = m_steps.analyses();
    return c;
}

bool PlanSearch::cancelled()
{
    if (!m_stopped && m_cancel && (++m_tick & 63) == 0)
        m_stopped = m_cancel->load(std::memory_order_relaxed);
    return m_stopped;
}

QList<StepDice> PlanSearch::diceOptions(const Frame &f) const
{
    // A generous first cut; the engine decides what is legal (checkDiceStep, analyseMove).
    QList<StepDice> out;
    const int prev = f.gear;
    const DiceCounts &c = f.cum;
    if (c.gear < m_most.gear) {
        for (int v = 1; v <= m_maxGear; ++v) {
            if (f.mask & (1u << v))
                continue;
            const bool plain = prev == 0 ? (v == 1 || (v == 2 && f.step == 0 && m_ctx.rules.flyingStart)) : qAbs(v - prev) <= 1;
            if (plain)
                out.append(StepDice{v});
            const int brakes = prev - 1 - v;
            if (brakes >= 1 && c.brake + brakes <= m_most.brake) {
                StepDice d{v};
                d.brakes = brakes;
                out.append(d);
            }
            const int boosts = v - prev - 1;
            if (boosts >= 1 && c.boost + boosts <= m_most.boost) {
                StepDice d{v};
                d.boosts = boosts;
                out.append(d);
            }
        }
    }
    if (prev >= 1 && c.coast < m_most.coast) {
        StepDice d;
        d.coast = true;
        out.append(d);
    }
    if (prev >= 1 && c.leader < m_most.leader) {
        StepDice d;
        d.leader = true;
        out.append(d);
    }
    if (m_ctx.rules.redline && prev == m_maxGear && c.brake < m_most.brake && c.gear < m_most.gear) {
        StepDice d;
        d.redline = true;
        out.append(d);
    }
    return out;
}

QList<StepDice> PlanSearch::firstSteps() const
{
    if (!m_steps.base() || m_road.first().isEmpty())
        return {};
    Frame root;
    root.gear = m_car.gear.isOffTrack() ? 0 : m_car.gear.gear;
    return diceOptions(root);
}

bool PlanSearch::run(const StepDice &first)
{
    if (!m_steps.base())
        return true;
    // Each first step has its own share of layouts: a run over the limit stops only itself.
    m_runLayouts = 0;
    m_overLimit = false;
    m_stopped = m_cancel && m_cancel->load(std::memory_order_relaxed);
    Frame root;
    root.gear = m_car.gear.isOffTrack() ? 0 : m_car.gear.gear;
    root.group.append(Member{-1, DirtPath(m_road.start()), 0, -1, 1});
    if (!m_road.start().slideId.isEmpty())
        root.group[0].slideRun = 1;
    m_scorers.resize(qMax(1, m_maxSteps + 1));
    m_scorers[0].clear();
    for (const PlayStyle &s : std::as_const(m_styles))
        m_scorers[0].append(PlayScorer(s, m_ctx.rules.game, m_car.focus, m_baseLimit));
    m_stack.clear();
    const int gear = m_steps.chainGear(0, root.gear, first, 0);
    if (gear >= 0)
        advance(root, first, gear);
    return !m_stopped;
}

void PlanSearch::expand(const Frame &f)
{
    if (f.step >= m_maxSteps)
        return;
    for (const StepDice &d : diceOptions(f)) {
        if (cancelled())
            return;
        const int gear = m_steps.chainGear(f.step, f.gear, d, f.mask);
        if (gear >= 0)
            advance(f, d, gear);
    }
}

void PlanSearch::advance(const Frame &f, const StepDice &dice, int gear)
{
    struct Group
    {
        StepKey key;
        const StepFacts *facts;
        int target;
        QVarLengthArray<Member, 4> members;
    };
    QVarLengthArray<Group, 4> groups;
    const Game game = m_ctx.rules.game;

    for (const Member &m : f.group) {
        const QList<RoadMove> &moves = m.space < 0 ? m_road.first() : m_road.at(m.space).next;
        for (int mi = 0; mi < moves.size(); ++mi) {
            const StepFacts &sf = m_steps.facts(f.step, m.space, mi, f.gear, gear, dice, f.crossings,
                                                      f.finished ? qMax(1, f.finishGear.gear) : 0);
            if (!sf.legal)
                continue;
            // Dice counted over the whole turn against the road type of this space (GT p. 8).
            const SpaceInfo &entered = m_road.at(moves[mi].to).space;
            const DiceAllowance *allowed = m_steps.allowance(game == Game::Dirt ? entered.terrain : QString());
            if (!allowed || exceeds(plus(f.cum, sf.used), allowed->dice))
                continue;
            const int target = sf.landing >= 0 ? sf.landing : moves[mi].to;
            Member next;
            next.space = target;
            next.dirt = m.dirt;
            next.paths = m.paths;
            if (game == Game::Dirt) {
                // The corner and slide lines look at the space before (DIRT pp. 10-11).
                Rulings r;
                next.dirt.enter(m_road.at(target).space, f.step, r);
                if (hasViolation(r))
                    continue;
                const QString &slide = m_road.at(target).space.slideId;
                next.slideRun = slide.isEmpty() ? 0 : (m.space >= 0 && m_road.at(m.space).space.slideId == slide ? m.slideRun + 1 : 1);
            }
            const StepKey key = keyOf(sf, m_road.at(target).distance);
            Group *g = nullptr;
            for (Group &x : groups)
                if (x.key == key)
                    g = &x;
            if (!g) {
                groups.append(Group{key, &sf, target, {}});
                g = &groups.last();
            }
            // The same space reached two ways with the same outcome is one member.
            bool merged = false;
            for (Member &o : g->members)
                if (o.space == target && o.slideRun == next.slideRun) {
                    o.paths += next.paths;
                    merged = true;
                }
            if (merged)
                continue;
            m_paths.append(PathNode{m.path, PlanStepRef{dice, m.space, mi, moves[mi].to, sf.landing}});
            next.path = int(m_paths.size()) - 1;
            g->members.append(next);
        }
    }
    if (groups.isEmpty())
        return;

    m_dice.append(DiceNode{f.diceNode, dice});
    const int diceNode = int(m_dice.size()) - 1;
    for (const Group &g : groups) {
        const StepFacts &sf = *g.facts;
        Frame c;
        c.group = g.members;
        c.step = f.step + 1;
        c.gear = gear;
        c.mask = dice.gear > 0 ? quint8(f.mask | (1u << dice.gear)) : f.mask;
        c.cum = plus(f.cum, sf.used);
        c.crossings = f.crossings + (sf.crosses && !sf.analysed.finishes ? 1 : 0);
        c.finished = f.finished || sf.analysed.finishes;
        c.dicePlaced = f.dicePlaced + dice.count();
        c.diceNode = diceNode;

        ScoredStep st;
        st.analysed = sf.analysed;
        countWays(st);
        st.distance = m_road.at(g.members.first().space).distance;
        st.tokens = sf.tokens;
        st.loss = sf.loss;
        if (f.finished) {
            // Beyond the finish line nothing counts but hazards (GT p. 20, DIRT p. 20).
            st.endGear = f.finishGear;
            st.endSeconds = f.finishSeconds;
            st.endPlaceholder = f.finishPlaceholder;
        } else {
            st.endGear = GearMarker{sf.analysed.gear, false};
            if (m_ctx.rules.game == Game::Dirt)
                st.endSeconds = timeCardSeconds(m_ctx, sf.analysed.gear, &st.endPlaceholder);
        }
        c.finishGear = st.endGear;
        c.finishSeconds = st.endSeconds;
        c.finishPlaceholder = st.endPlaceholder;

        m_stack.append(st);
        QList<PlayScorer> &scorers = m_scorers[c.step];
        scorers = m_scorers[f.step];
        for (PlayScorer &s : scorers)
            s.extend(m_stack);
        if (m_runLayouts >= m_limit) {
            m_overLimit = m_stopped = true;
            m_stack.removeLast();
            return;
        }
        ++m_runLayouts;
        ++m_counts.layouts;
        record(c);
        if (!sf.analysed.endsMove && !m_stopped)
            expand(c);
        m_stack.removeLast();
    }
}

void PlanSearch::record(const Frame &f)
{
    quint32 paths = 0;
    for (const Member &m : f.group)
        paths += m.paths;
    const QList<PlayScorer> &scorers = m_scorers[f.step];
    if (m_observer) {
        QList<PlanFigures> figures;
        for (const PlayScorer &s : scorers)
            figures.append(s.figures());
        m_observer(stepsOf(f.diceNode, f.group.first().path), figures, paths);
    }
    QVarLengthArray<PlanFigures, 16> seen;
    for (int s = 0; s < scorers.size(); ++s) {
        ++m_counts.plans;
        const PlanFigures fig = scorers[s].figures();
        // Ways of playing that come to the same here: the simplest (listed first) stands for all.
        bool repeat = false;
        for (const PlanFigures &o : seen)
            repeat = repeat || Pareto::compare(o, fig) == 3;
        if (repeat)
            continue;
        seen.append(fig);
        m_front.insert(fig, Simplicity{f.dicePlaced, f.step, s}, Item{f.diceNode, f.group.first().path, s, paths});
    }
}

QList<PlanStepRef> PlanSearch::stepsOf(int diceNode, int pathNode) const
{
    QList<PlanStepRef> steps;
    for (int n = pathNode; n >= 0; n = m_paths[n].parent)
        steps.prepend(m_paths[n].step);
    // The dice are the layout's (a member's path may have been recorded with the same dice).
    int i = int(steps.size()) - 1;
    for (int n = diceNode; n >= 0 && i >= 0; n = m_dice[n].parent, --i)
        steps[i].dice = m_dice[n].dice;
    return steps;
}

QList<SearchedPlan> PlanSearch::front() const
{
    QList<SearchedPlan> out;
    for (const auto &e : m_front.entries()) {
        SearchedPlan p;
        p.style = e.item.style;
        p.figures = e.figures;
        p.simplicity = e.simplicity;
        p.paths = e.item.paths;
        p.steps = stepsOf(e.item.diceNode, e.item.pathNode);
        out.append(p);
    }
    return out;
}

} // namespace Pacenotes
