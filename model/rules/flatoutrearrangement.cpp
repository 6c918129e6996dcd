// SPDX-License-Identifier: GPL-3.0-or-later
#include "flatoutrearrangement.h"
#include "trcontexts.h"

#include "dicestep.h"
#include "moveresolver.h"
#include "spaceeffects.h"

#include <QCoreApplication>
#include <QSet>

namespace Pacenotes {

namespace {

/// The rolled dice as a pool: each Gear die's face, and per other kind how many clean/hazard.
struct Pool
{
    std::array<int, 7> gear{-1, -1, -1, -1, -1, -1, -1}; ///< -1 not rolled, 0 clean, 1 hazard
    std::array<std::array<int, 2>, DieKindCount> other{};  ///< [kind][hazard]

    static Pool from(const MoveAnalysis &a, const RollResults &results, int upTo)
    {
        Pool p;
        for (int i = 0; i < upTo && i < results.size(); ++i) {
            const AnalysedStep &s = a.steps[i];
            for (qsizetype d = 0; d < s.dice.size() && d < results[i].hazards.size(); ++d) {
                const int h = results[i].hazards[d] ? 1 : 0;
                if (s.dice[d].kind == DieKind::Gear)
                    p.gear[qBound(0, s.dice[d].value, 6)] = h;
                else
                    ++p.other[int(s.dice[d].kind)][h];
            }
        }
        return p;
    }
};

/// How a jump space is taken in a gear: 0 not at all, 1 same gear, 2 one higher, 3 two or more.
int jumpCategory(int jump, int gear)
{
    if (jump <= 0 || gear < jump)
        return 0;
    return qMin(3, gear - jump + 1);
}

class Enumerator
{
public:
    Enumerator(const RulesContext &ctx, const PlannedMove &move, const MoveAnalysis &a, const Pool &pool)
        : m_ctx(ctx), m_move(move), m_a(a), m_pool(pool)
    {
    }

    void run(int startGear) { visit(0, startGear, 0, Used{}, 0, 99); }
    QList<LossOption> options;

private:
    struct Used
    {
        std::array<std::array<int, 2>, DieKindCount> other{};
    };
    struct Candidate
    {
        StepDice dice;
        StepResult result;
        std::array<std::array<int, 2>, DieKindCount> take{};
    };

    quint64 key(int i, int prev, quint8 mask, const Used &u, int cum, int limit) const
    {
        quint64 k = quint64(i) | quint64(prev) << 5 | quint64(mask) << 8 | quint64(qMin(cum, 31)) << 15
            | quint64(qMin(limit, 15)) << 20;
        int shift = 24;
        for (const auto &pair : u.other)
            for (int c : pair) {
                k |= quint64(c & 7) << shift;
                shift += 3;
            }
        return k;
    }

    bool available(const Used &u, DieKind k, int hazard, int n) const
    {
        return u.other[int(k)][hazard] + n <= m_pool.other[int(k)][hazard];
    }

    void addSplit(QList<Candidate> &out, const Used &u, Candidate base, DieKind kind, int n) const
    {
        // Choose how many of the n Brake (or Boost) dice are ones that came up with a hazard.
        for (int h = 0; h <= n; ++h) {
            if (!available(u, kind, 1, h) || !available(u, kind, 0, n - h))
                continue;
            Candidate c = base;
            for (int j = 0; j < n; ++j)
                c.result.hazards.append(j < h);
            c.take[int(kind)][1] += h;
            c.take[int(kind)][0] += n - h;
            out.append(c);
        }
    }

    QList<Candidate> candidates(int prev, quint8 mask, const Used &u) const
    {
        QList<Candidate> out;
        const int brakesLeft = m_pool.other[int(DieKind::Brake)][0] + m_pool.other[int(DieKind::Brake)][1]
            - u.other[int(DieKind::Brake)][0] - u.other[int(DieKind::Brake)][1];
        const int boostsLeft = m_pool.other[int(DieKind::Boost)][0] + m_pool.other[int(DieKind::Boost)][1]
            - u.other[int(DieKind::Boost)][0] - u.other[int(DieKind::Boost)][1];
        for (int v = 1; v <= 6; ++v) {
            if (m_pool.gear[v] < 0 || (mask & (1u << v)))
                continue;
            Candidate base;
            base.dice.gear = v;
            base.result.hazards.append(m_pool.gear[v] == 1);
            // A cheap arithmetic filter; checkDiceStep stays the authority on what is legal.
            if (prev == 0 ? (v == 1 || v == 2) : qAbs(v - prev) <= 1)
                out.append(base);
            const int brakes = prev - 1 - v;
            if (brakes >= 1 && brakes <= brakesLeft) {
                Candidate c = base;
                c.dice.brakes = brakes;
                addSplit(out, u, c, DieKind::Brake, brakes);
            }
            const int boosts = v - prev - 1;
            if (boosts >= 1 && boosts <= boostsLeft) {
                Candidate c = base;
                c.dice.boosts = boosts;
                addSplit(out, u, c, DieKind::Boost, boosts);
            }
        }
        for (DieKind k : {DieKind::Coast, DieKind::Leader, DieKind::Brake}) {
            for (int h = 0; h < 2; ++h) {
                if (!available(u, k, h, 1))
                    continue;
                Candidate c;
                c.dice.coast = k == DieKind::Coast;
                c.dice.leader = k == DieKind::Leader;
                c.dice.redline = k == DieKind::Brake;
                c.result.hazards.append(h == 1);
                c.take[int(k)][h] = 1;
                out.append(c);
            }
        }
        return out;
    }

    void visit(int i, int prev, quint8 mask, const Used &used, int cum, int limitSoFar)
    {
        if (i >= m_a.steps.size() || i >= m_move.steps.size())
            return;
        if (m_seen.contains(key(i, prev, mask, used, cum, limitSoFar)))
            return;
        m_seen.insert(key(i, prev, mask, used, cum, limitSoFar));
        const PlannedStep &planned = m_move.steps[i];
        const AnalysedStep &as = m_a.steps[i];
        const Game game = m_ctx.rules.game;
        for (const Candidate &c : candidates(prev, mask, used)) {
            DiceStepInput in;
            in.prevGear = prev;
            in.dice = c.dice;
            in.step = i;
            in.flyingStart = m_move.flyingStart;
            in.maxGear = m_a.maxGear;
            in.usedGears = mask;
            in.rules = &m_ctx.rules;
            const DiceStepResult ds = checkDiceStep(in);
            if (!ds.violations.isEmpty())
                continue;
            // No Flying Start may be created or cancelled by the new layout.
            if (ds.flyingStart != (as.special == StepSpecial::FlyingStart))
                continue;
            const int gear = ds.gear;
            const int plannedJump = jumpCategory(planned.space.jump, as.gear);
            const int jump = game == Game::Dirt ? jumpCategory(planned.space.jump, gear) : 0;
            if (jump != (game == Game::Dirt ? plannedJump : 0))
                continue;
            const SpaceInfo &space = jump > 0 && planned.landing ? *planned.landing : planned.space;
            const SpaceEffect se = evaluateSpace(space, gear, i, game, game == Game::GT ? m_move.linesLeftBehind(i) : SharpLines{});
            if (hasViolation(se.rulings))
                continue;

            int hazards = 0;
            for (bool h : c.result.hazards)
                hazards += h && !m_move.sisu ? 1 : 0;
            const int newCum = cum + hazards + se.trackHazards;
            const int limit = qMin(limitSoFar, as.hazardLimit);
            const bool jumpHit = jump == 2 && !m_move.sisu && c.result.hazards.value(0);
            Rule cause = Rule::HazardLimit;
            bool loss = true;
            if (se.autoLoss || jump == 3)
                cause = jump == 3 ? Rule::Jump : Rule::SpeedLimit;
            else if (jumpHit)
                cause = Rule::Jump;
            else
                loss = newCum >= limit;

            m_path.append({c.dice, c.result});
            m_gears.append(gear);
            if (loss) {
                record(i, gear, cause);
            } else if (!(space.water && !fordsWater(c.dice))) {
                Used next = used;
                for (int k = 0; k < DieKindCount; ++k)
                    for (int h = 0; h < 2; ++h)
                        next.other[k][h] += c.take[k][h];
                visit(i + 1, gear, c.dice.gear ? quint8(mask | (1u << c.dice.gear)) : mask, next, newCum, limit);
            }
            m_path.removeLast();
            m_gears.removeLast();
        }
    }

    void record(int step, int gear, Rule cause)
    {
        for (const LossOption &o : std::as_const(options))
            if (o.event.step == step && o.event.gear == gear && o.event.cause == cause)
                return;
        LossOption o;
        o.event = lossEventAt(m_a, step, gear, cause, m_gears.value(m_a.finishStep));
        o.arrangement = m_path;
        if (m_ctx.rules.game == Game::GT)
            applyGtLossTable(m_ctx.data, o.event, &o.marker, &o.damageTokens);
        options.append(o);
    }

    const RulesContext &m_ctx;
    const PlannedMove &m_move;
    const MoveAnalysis &m_a;
    const Pool &m_pool;
    QSet<quint64> m_seen;
    QList<std::pair<StepDice, StepResult>> m_path;
    QList<int> m_gears; ///< the gear on each step of m_path
};

} // namespace

QList<LossOption> flatOutLossOptions(const RulesContext &ctx, const CarState &car, const PlannedMove &move,
                                     const MoveAnalysis &analysis, const RollResults &results)
{
    const Pool pool = Pool::from(analysis, results, int(results.size()));
    Enumerator e(ctx, move, analysis, pool);
    e.run(car.gear.isOffTrack() ? 0 : car.gear.gear);
    std::sort(e.options.begin(), e.options.end(), [](const LossOption &a, const LossOption &b) {
        return std::tie(a.event.step, a.event.gear) < std::tie(b.event.step, b.event.gear);
    });
    return e.options;
}

RearrangementCheck checkRearrangement(const RulesContext &ctx, const CarState &car, const PlannedMove &original,
                                      const RollResults &rolled, const PlannedMove &layout, const RollResults &layoutResults)
{
    RearrangementCheck check;
    const Game game = ctx.rules.game;
    const auto add = [&](Ruling::Kind kind, int step, const QString &message) {
        check.rulings.append({Rule::FlatOutRearrange, kind, step, message, game});
    };
    const MoveAnalysis before = analyseMove(ctx, car, original);
    PlannedMove flat = layout;
    flat.mode = RollMode::FlatOut;
    flat.flyingStart = original.flyingStart;
    flat.sisu = original.sisu;
    const MoveAnalysis after = analyseMove(ctx, car, flat);
    for (const Ruling &r : after.rulings)
        if (r.kind == Ruling::Kind::Violation)
            check.rulings.append(r);
    if (layoutResults.size() != after.steps.size()) {
        add(Ruling::Kind::Violation, -1, RulesTr::tr("Give the face of every die in the new layout."));
        return check;
    }

    // The layout may only use dice that were rolled, showing what they showed.
    Pool left = Pool::from(before, rolled, int(rolled.size()));
    for (int i = 0; i < after.steps.size(); ++i) {
        const AnalysedStep &s = after.steps[i];
        if (layoutResults[i].hazards.size() != s.dice.size()) {
            add(Ruling::Kind::Violation, i, RulesTr::tr("Give the face of every die in the new layout."));
            return check;
        }
        for (qsizetype d = 0; d < s.dice.size(); ++d) {
            const int h = layoutResults[i].hazards[d] ? 1 : 0;
            const RolledDie &die = s.dice[d];
            int &slot = die.kind == DieKind::Gear ? left.gear[qBound(0, die.value, 6)] : left.other[int(die.kind)][h];
            const bool ok = die.kind == DieKind::Gear ? slot == h : slot > 0;
            if (!ok) {
                add(Ruling::Kind::Violation, i, RulesTr::tr("This die was not rolled, or did not show this face: the dice are laid out "
                                                   "again exactly as they came up."));
                return check;
            }
            if (die.kind == DieKind::Gear)
                slot = -1;
            else
                --slot;
        }
    }
    const bool hadFlyingStart = !before.steps.isEmpty() && before.steps[0].special == StepSpecial::FlyingStart;
    const bool hasFlyingStart = !after.steps.isEmpty() && after.steps[0].special == StepSpecial::FlyingStart;
    if (hadFlyingStart != hasFlyingStart)
        add(Ruling::Kind::Violation, 0, RulesTr::tr("Laying the dice out again cannot create or cancel a Flying Start."));

    int cum = 0;
    int limit = 99;
    for (int i = 0; i < after.steps.size(); ++i) {
        const AnalysedStep &s = after.steps[i];
        int hazards = 0;
        for (bool h : layoutResults[i].hazards)
            hazards += h && !original.sisu ? 1 : 0;
        cum += hazards + s.trackHazards;
        limit = qMin(limit, s.hazardLimit);
        const bool jumpHit = s.special == StepSpecial::JumpHazard && !original.sisu && layoutResults[i].hazards.value(0);
        if (s.autoLoss || jumpHit || cum >= limit) {
            LossOption o;
            o.event = lossEventAt(after, i, s.gear, s.autoLoss ? s.autoLossRule : (jumpHit ? Rule::Jump : Rule::HazardLimit),
                                  after.finishStep >= 0 ? after.steps[after.finishStep].gear : 0);
            for (int j = 0; j <= i; ++j)
                o.arrangement.append({layout.steps[j].dice, layoutResults[j]});
            if (game == Game::GT)
                applyGtLossTable(ctx.data, o.event, &o.marker, &o.damageTokens);
            if (i + 1 < after.steps.size())
                add(Ruling::Kind::Warning, i + 1, RulesTr::tr("The Loss of Control already happens earlier: the dice after it are not "
                                                     "needed."));
            check.option = o;
            return check;
        }
    }
    add(Ruling::Kind::Violation, -1, RulesTr::tr("This layout does not lose control: rearranging the dice may not avoid the Loss of "
                                        "Control."));
    return check;
}

} // namespace Pacenotes
