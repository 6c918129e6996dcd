// SPDX-License-Identifier: GPL-3.0-or-later
#include "lossodds.h"

#include <numeric>

namespace Pacenotes {

namespace {

// Weights are either exact counts of die faces (quint64, every die has 6 faces) or
// probabilities (double, a face weighs 1/6). One template keeps the two computations identical.
template<typename W>
struct Faces;
template<>
struct Faces<quint64>
{
    static quint64 hazard(int faces) { return quint64(faces); }
    static quint64 clean(int faces) { return quint64(6 - faces); }
    static quint64 all() { return 6; }
};
template<>
struct Faces<double>
{
    static double hazard(int faces) { return faces / 6.0; }
    static double clean(int faces) { return (6 - faces) / 6.0; }
    static double all() { return 1.0; }
};

constexpr int kMaxHazards = 16; // enough for 15 dice plus track hazards, capped at the limit

/// The hazards of one step: weight by (special die shows a hazard?, hazards on the others).
template<typename W>
struct StepDistribution
{
    std::array<std::array<W, kMaxHazards>, 2> w{};
    int maxOthers = 0;
};

template<typename W>
StepDistribution<W> stepDistribution(const AnalysedStep &s, bool ignoreHazards)
{
    StepDistribution<W> d;
    using F = Faces<W>;
    if (s.secured) {
        d.w[0][0] = W(1); // not rolled at all
        return d;
    }
    if (ignoreHazards) {
        W all = W(1);
        for (qsizetype i = 0; i < s.dice.size(); ++i)
            all *= F::all();
        d.w[0][0] = all;
        return d;
    }
    const bool special = s.special != StepSpecial::None && !s.dice.isEmpty();
    const int first = special ? 1 : 0;
    std::array<W, kMaxHazards> others{};
    others[0] = W(1);
    for (qsizetype i = first; i < s.dice.size() && d.maxOthers + 1 < kMaxHazards; ++i) {
        const int h = s.dice[i].hazardFaces;
        for (int k = d.maxOthers + 1; k >= 0; --k) {
            const W fromHazard = k > 0 ? others[k - 1] * F::hazard(h) : W(0);
            others[k] = others[k] * F::clean(h) + fromHazard;
        }
        ++d.maxOthers;
    }
    if (special) {
        const int h = s.dice[0].hazardFaces;
        for (int k = 0; k <= d.maxOthers; ++k) {
            d.w[0][k] = others[k] * F::clean(h);
            d.w[1][k] = others[k] * F::hazard(h);
        }
    } else {
        d.w[0] = others;
    }
    return d;
}

template<typename W>
W powerOfSix(int n)
{
    W r = W(1);
    for (int i = 0; i < n; ++i)
        r *= Faces<W>::all();
    return r;
}

/// One by one: hazards add up step by step; the first step that reaches its limit (or is a
/// certain LoC) is where control is lost, and nothing after it is rolled.
template<typename W>
void oneByOne(const MoveAnalysis &a, bool sisu, QList<W> &byStep, W &stop, W &total)
{
    std::array<W, kMaxHazards> alive{};
    alive[0] = W(1);
    total = W(1);
    stop = W(0);
    byStep.fill(W(0), a.steps.size());
    for (int i = 0; i < a.steps.size(); ++i) {
        const AnalysedStep &s = a.steps[i];
        const StepDistribution<W> d = stepDistribution<W>(s, sisu);
        const int rolled = s.secured ? 0 : int(s.dice.size());
        // Outcomes already settled do not roll this step's dice: scale them so that every
        // weight stays a count over all the dice rolled so far.
        const W scale = powerOfSix<W>(rolled);
        for (int j = 0; j < i; ++j)
            byStep[j] *= scale;
        stop *= scale;
        total *= scale;
        const int limit = qBound(1, s.hazardLimit, kMaxHazards - 1);
        std::array<W, kMaxHazards> next{};
        for (int h = 0; h < kMaxHazards; ++h) {
            if (alive[h] == W(0))
                continue;
            for (int sp = 0; sp < 2; ++sp) {
                for (int k = 0; k <= d.maxOthers; ++k) {
                    const W w = d.w[sp][k];
                    if (w == W(0))
                        continue;
                    const W mass = alive[h] * w;
                    if (sp == 1 && s.special == StepSpecial::FlyingStart) {
                        stop += mass;
                        continue;
                    }
                    const int nh = h + sp + k + s.trackHazards;
                    if (s.autoLoss || (sp == 1 && s.special == StepSpecial::JumpHazard) || nh >= limit)
                        byStep[i] += mass;
                    else
                        next[qMin(nh, kMaxHazards - 1)] += mass;
                }
            }
        }
        alive = next;
    }
}

/// Flat Out: one roll of every die; the total against the lowest limit on the way.
template<typename W>
W flatOut(const MoveAnalysis &a, bool sisu, W &stop, W &total)
{
    int track = 0;
    bool certain = false;
    for (const AnalysedStep &s : a.steps) {
        track += s.trackHazards;
        certain = certain || s.autoLoss;
    }
    const int limit = qBound(1, a.flatOutLimit, kMaxHazards - 1);
    // State: hazards so far (capped at the limit), a jump die's hazard, the Flying Start die's.
    std::array<std::array<std::array<W, 2>, 2>, kMaxHazards> st{};
    st[0][0][0] = W(1);
    total = W(1);
    for (const AnalysedStep &s : a.steps) {
        for (qsizetype di = 0; di < s.dice.size(); ++di) {
            total *= Faces<W>::all();
            const int h = s.dice[di].hazardFaces;
            const bool special = di == 0 && s.special != StepSpecial::None;
            std::array<std::array<std::array<W, 2>, 2>, kMaxHazards> next{};
            for (int c = 0; c < kMaxHazards; ++c)
                for (int j = 0; j < 2; ++j)
                    for (int f = 0; f < 2; ++f) {
                        const W w = st[c][j][f];
                        if (w == W(0))
                            continue;
                        if (sisu) {
                            next[c][j][f] += w * Faces<W>::all();
                            continue;
                        }
                        next[c][j][f] += w * Faces<W>::clean(h);
                        const int nc = qMin(c + 1, limit);
                        const int nj = j | (special && s.special == StepSpecial::JumpHazard ? 1 : 0);
                        const int nf = f | (special && s.special == StepSpecial::FlyingStart ? 1 : 0);
                        next[nc][nj][nf] += w * Faces<W>::hazard(h);
                    }
            st = next;
        }
    }
    W loss = W(0);
    stop = W(0);
    for (int c = 0; c < kMaxHazards; ++c)
        for (int j = 0; j < 2; ++j) {
            stop += st[c][j][1];
            // A hazard on the Flying Start die cancels the Loss of Control (GT p. 21).
            if (certain || j == 1 || c + track >= limit)
                loss += st[c][j][0];
        }
    return loss;
}

} // namespace

LossOdds lossOdds(const MoveAnalysis &a, RollMode mode, bool sisu)
{
    LossOdds odds;
    for (const AnalysedStep &s : a.steps)
        if (!(mode == RollMode::OneByOne && s.secured))
            odds.rolledDice += int(s.dice.size());

    if (odds.rolledDice <= 24) { // 6^24 < 2^64: exact counts
        quint64 total = 1, stop = 0, loss = 0;
        if (mode == RollMode::FlatOut) {
            loss = flatOut<quint64>(a, sisu, stop, total);
        } else {
            QList<quint64> byStep;
            oneByOne<quint64>(a, sisu, byStep, stop, total);
            for (quint64 w : byStep) {
                loss += w;
                odds.byStep.append(double(w) / double(total));
            }
        }
        odds.probability = double(loss) / double(total);
        odds.flyingStartStop = double(stop) / double(total);
        const quint64 g = std::gcd(loss, total);
        odds.exact = true;
        odds.favourable = loss / g;
        odds.outcomes = total / g;
        return odds;
    }
    double total = 1, stop = 0;
    if (mode == RollMode::FlatOut) {
        odds.probability = flatOut<double>(a, sisu, stop, total);
    } else {
        QList<double> byStep;
        oneByOne<double>(a, sisu, byStep, stop, total);
        for (double w : byStep) {
            odds.probability += w;
            odds.byStep.append(w);
        }
    }
    odds.flyingStartStop = stop;
    return odds;
}

} // namespace Pacenotes
