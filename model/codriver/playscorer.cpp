// SPDX-License-Identifier: GPL-3.0-or-later
#include "playscorer.h"

#include <algorithm>

namespace Pacenotes {

PlayScorer::PlayScorer(PlayStyle style, Game game, int tokensHeld, int baseLimit, bool record)
    : m_style(style), m_game(game), m_tokens(qMax(0, tokensHeld)), m_baseLimit(baseLimit), m_limit(baseLimit), m_record(record)
{
    if (m_style.mode == RollMode::OneByOne && m_style.secure)
        while (securingCost(0, m_maxSecured + 1) <= m_tokens && m_maxSecured < 40)
            ++m_maxSecured;
    m_width = m_maxSecured + 1;
    reset();
}

int PlayScorer::securingCost(int securedBefore, int dice)
{
    // 1 for the first die secured in the turn, 2 for the second, and so on.
    const int n = securedBefore + dice;
    return n * (n + 1) / 2 - securedBefore * (securedBefore + 1) / 2;
}

void PlayScorer::reset()
{
    m_alive.resize(kHazards * m_width);
    std::fill(m_alive.begin(), m_alive.end(), 0.0);
    m_alive[0] = 1;
    m_aliveMass = 1;
    m_topHazards = 0;
    m_steps = 0;
    m_distance = m_loss = m_damage = m_unknown = m_spent = m_seconds = m_fsStop = m_gained = 0;
    m_placeholder = false;
    m_lastDistance = m_lastSeconds = 0;
    m_lastEndsMove = false;
    m_lossByStep.clear();
    m_outcomes.clear();
}

int PlayScorer::limitOf(const ScoredStep &s) const
{
    const int limit = m_style.mode == RollMode::FlatOut ? m_limit : s.analysed.hazardLimit;
    return qBound(1, limit, kHazards - 1);
}

quint64 PlayScorer::lossWays(const ScoredStep &s, int hazards) const
{
    const AnalysedStep &a = s.analysed;
    const int limit = limitOf(s);
    if (a.autoLoss)
        return s.outcomes;
    if (m_style.sisu)
        return hazards + a.trackHazards >= limit ? s.outcomes : 0;
    quint64 ways = 0;
    for (int sp = 0; sp < 2; ++sp)
        for (int k = 0; k <= s.maxOthers; ++k) {
            const quint64 w = s.ways[sp][k];
            if (w == 0 || (sp == 1 && a.special == StepSpecial::FlyingStart))
                continue;
            if ((sp == 1 && a.special == StepSpecial::JumpHazard) || hazards + sp + k + a.trackHazards >= limit)
                ways += w;
        }
    return ways;
}

PlayScorer::Action PlayScorer::action(const ScoredStep &s, int index, int hazards, int secured) const
{
    if (m_forced && index == m_startIndex)
        return *m_forced;
    if (m_style.rollsEverything())
        return Action::Roll;
    return decide(s, index, hazards, secured, lossWays(s, hazards));
}

PlayScorer::Action PlayScorer::decide(const ScoredStep &s, int index, int hazards, int secured, quint64 lossWays) const
{
    if (m_forced && index == m_startIndex)
        return *m_forced;
    if (m_style.rollsEverything())
        return Action::Roll;
    const AnalysedStep &a = s.analysed;
    const int limit = limitOf(s);
    const auto [p, q] = PlayStyle::fraction(m_style.tolerance);
    if (lossWays * quint64(q) <= quint64(p) * s.outcomes)
        return Action::Roll;
    // Securing takes the dice out of the roll, not what the track adds (GT p. 15).
    const bool trackLoses = a.autoLoss || hazards + a.trackHazards >= limit;
    if (m_style.secure && !trackLoses && secured + s.dice() <= m_maxSecured)
        return Action::Secure;
    return index == 0 ? Action::Roll : Action::Stop;
}

void PlayScorer::startAt(int index, int hazards, int secured, double distance, double seconds, std::optional<Action> first)
{
    reset();
    m_alive[0] = 0;
    m_topHazards = qBound(0, hazards, kHazards - 1);
    m_alive[m_topHazards * m_width + qBound(0, secured, m_width - 1)] = 1;
    m_startIndex = index;
    m_steps = index;
    m_forced = first;
    m_startDistance = distance;
    m_startSeconds = seconds;
    m_lastDistance = distance;
    m_lastSeconds = seconds;
}

void PlayScorer::endHere(TurnEnd end, int step, double mass)
{
    if (!m_record || mass == 0)
        return;
    for (OutcomeShare &o : m_outcomes)
        if (o.end == end && o.step == step) {
            o.probability += mass;
            return;
        }
    m_outcomes.append({end, step, mass});
}

void PlayScorer::apply(const ScoredStep &s, int index, const ScoredStep *previous)
{
    const AnalysedStep &a = s.analysed;
    const int limit = limitOf(s);
    const bool flyingStart = a.special == StepSpecial::FlyingStart;
    const bool jump = a.special == StepSpecial::JumpHazard;
    QVarLengthArray<double, 64> next(m_alive.size());
    std::fill(next.begin(), next.end(), 0.0);
    double lossHere = 0;
    const auto lose = [&](double mass) { lossHere += mass; };
    const double all = double(s.outcomes);

    for (int h = 0; h <= m_topHazards; ++h) {
        // The choice before the roll depends on the hazards so far and the dice secured.
        std::optional<quint64> risk;
        for (int n = 0; n < m_width; ++n) {
            const double m = m_alive[h * m_width + n];
            if (m == 0)
                continue;
            Action act = Action::Roll;
            if (!m_style.rollsEverything() || m_forced) {
                if (!risk && !(m_forced && index == m_startIndex))
                    risk = lossWays(s, h);
                act = decide(s, index, h, n, risk.value_or(0));
            }
            switch (act) {
            case Action::Stop:
                // The turn ends after the previous step, normally.
                if (previous && index > m_startIndex) {
                    m_distance += m * previous->distance;
                    m_seconds += m * previous->endSeconds;
                    m_placeholder = m_placeholder || previous->endPlaceholder;
                } else {
                    m_distance += m * m_startDistance;
                    m_seconds += m * m_startSeconds;
                }
                endHere(TurnEnd::Stopped, index - 1, m);
                break;
            case Action::Secure: {
                m_spent += m * securingCost(n, s.dice());
                const int nh = h + a.trackHazards;
                if (a.autoLoss || nh >= limit)
                    lose(m);
                else
                    next[qMin(nh, kHazards - 1) * m_width + n + s.dice()] += m;
                break;
            }
            case Action::Roll:
                if (m_style.sisu && !a.dice.isEmpty()) {
                    // SISU: every hazard on the dice is ignored (DIRT p. 24); the track's count.
                    const int nh = h + a.trackHazards;
                    if (a.autoLoss || nh >= limit)
                        lose(m);
                    else
                        next[qMin(nh, kHazards - 1) * m_width + n] += m;
                    break;
                }
                for (int sp = 0; sp < 2; ++sp) {
                    for (int k = 0; k <= s.maxOthers; ++k) {
                        const quint64 w = s.ways[sp][k];
                        if (w == 0)
                            continue;
                        const double mass = m * (double(w) / all);
                        if (sp == 1 && flyingStart) {
                            m_fsStop += mass;
                            m_distance += mass * s.distance;
                            m_seconds += mass * s.endSeconds; // the turn ends here in 2nd gear
                            endHere(TurnEnd::FlyingStartStop, index, mass);
                            continue;
                        }
                        const int nh = h + sp + k + a.trackHazards;
                        if (a.autoLoss || (sp == 1 && jump) || nh >= limit)
                            lose(mass);
                        else
                            next[qMin(nh, kHazards - 1) * m_width + n] += mass;
                    }
                }
                break;
            }
        }
    }
    m_alive = next;
    m_aliveMass = 0;
    m_topHazards = 0;
    for (int i = 0; i < m_alive.size(); ++i)
        if (m_alive[i] != 0) {
            m_aliveMass += m_alive[i];
            m_topHazards = i / m_width;
        }
    m_loss += lossHere;
    if (m_record)
        m_lossByStep.append(lossHere);
    m_distance += lossHere * s.distance;
    m_damage += lossHere * s.loss.damage;
    m_seconds += lossHere * s.loss.seconds;
    if (lossHere > 0) {
        m_placeholder = m_placeholder || s.loss.placeholder;
        if (s.loss.damageUnknown)
            m_unknown += lossHere;
    }
    endHere(TurnEnd::LossOfControl, index, lossHere);
    m_lastDistance = s.distance;
    m_lastSeconds = s.endSeconds;
    m_lastEndsMove = a.endsMove;
    if (m_style.mode == RollMode::FlatOut)
        m_gained += s.tokens;
}

void PlayScorer::extend(const QList<ScoredStep> &steps)
{
    const int index = int(steps.size()) - 1;
    if (index < 0)
        return;
    if (m_style.mode == RollMode::FlatOut && steps.last().analysed.hazardLimit < m_limit) {
        // A lower limit on the way counts for the whole roll (DIRT p. 16): weigh it all again.
        m_limit = steps.last().analysed.hazardLimit;
        reset();
        for (int i = 0; i < steps.size(); ++i)
            apply(steps[i], i, i > 0 ? &steps[i - 1] : nullptr);
    } else {
        apply(steps.last(), index, index > 0 ? &steps[index - 1] : nullptr);
    }
    m_steps = index + 1;
    if (steps.last().endPlaceholder)
        m_placeholder = true;
}

PlanFigures PlayScorer::figures() const
{
    PlanFigures f;
    f.distance = m_distance + m_aliveMass * m_lastDistance;
    f.loss = m_loss;
    f.damage = m_damage;
    if (m_game == Game::Dirt)
        f.seconds = m_seconds + m_aliveMass * m_lastSeconds - (m_gained - m_spent);
    else
        f.tokens = m_gained - m_spent;
    return f;
}

PlayOutcome PlayScorer::outcome() const
{
    PlayOutcome o;
    o.figures = figures();
    o.lossUnknownDamage = m_unknown;
    o.tokensGained = m_gained;
    o.tokensSpent = m_spent;
    o.cardSeconds = m_seconds + m_aliveMass * m_lastSeconds;
    o.flyingStartStop = m_fsStop;
    o.lossByStep = m_lossByStep;
    o.outcomes = m_outcomes;
    o.placeholder = m_placeholder;
    if (m_record && m_aliveMass > 0 && m_steps > 0) {
        // What is still going after the last step completes the plan.
        const TurnEnd end = m_lastEndsMove ? TurnEnd::WaterStop : TurnEnd::Completed;
        bool merged = false;
        for (OutcomeShare &s : o.outcomes)
            if (s.end == end && s.step == m_steps - 1) {
                s.probability += m_aliveMass;
                merged = true;
            }
        if (!merged)
            o.outcomes.append({end, m_steps - 1, m_aliveMass});
    }
    return o;
}

} // namespace Pacenotes
