// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QRandomGenerator>

namespace Pacenotes {

/**
 * Where the referee's randomness comes from: dice faces, tokens drawn from a bag, time cards.
 * Injected everywhere, so that rules are deterministic under test (ScriptedRandom) and a seeded
 * run can be replayed (SeededRandom). At the table the physical dice and tokens are what count:
 * results can always be entered instead of drawn from here.
 */
class RandomSource
{
public:
    virtual ~RandomSource() = default;
    /// A uniform value in 0 .. n-1 (n >= 1).
    virtual int below(int n) = 0;

    /// A six-sided die: 1..6. By convention faces 1..h are the h hazard faces of that die.
    int rollDie() { return below(6) + 1; }
    bool rollHazard(int hazardFaces) { return rollDie() <= hazardFaces; }
};

/// Pseudo-random values from a seed: the same seed gives the same game.
class SeededRandom final : public RandomSource
{
public:
    explicit SeededRandom(quint32 seed) : m_generator(seed) {}
    int below(int n) override { return n <= 1 ? 0 : int(m_generator.bounded(quint32(n))); }

private:
    QRandomGenerator m_generator;
};

/// Plays back a fixed list of values (each taken modulo n); 0 once the list is used up.
class ScriptedRandom final : public RandomSource
{
public:
    explicit ScriptedRandom(QList<int> values) : m_values(std::move(values)) {}
    int below(int n) override
    {
        const int v = m_next < m_values.size() ? m_values.at(m_next++) : 0;
        return n <= 1 ? 0 : ((v % n) + n) % n;
    }
    int used() const { return m_next; }

private:
    QList<int> m_values;
    int m_next = 0;
};

} // namespace Pacenotes
