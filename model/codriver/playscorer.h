// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "playstyle.h"
#include "scoredstep.h"
#include "rules/turnoutcome.h"

#include <QList>
#include <QVarLengthArray>

#include <optional>

namespace Pacenotes {

/// The figures the co-driver compares plans by.
struct PlanFigures
{
    double distance = 0;     ///< expected distance along the track at the end of the turn
    double loss = 0;         ///< P(Loss of Control)
    double tokens = 0;       ///< GT: expected Focus tokens gained minus spent (DIRT: 0, see `seconds`)
    double damage = 0;       ///< expected Damage tokens
    /// DIRT: expected seconds the turn adds to the stage time — its Time card less the Second
    /// tokens gained, plus those spent (a Second token is a second off the final time, DIRT
    /// p. 21). 0 for GT.
    double seconds = 0;
    bool operator==(const PlanFigures &) const = default;
};

/// One way the turn can end, with its chance.
struct OutcomeShare
{
    TurnEnd end = TurnEnd::Completed;
    int step = -1;           ///< the last step played (the Loss of Control's step)
    double probability = 0;
};

/// Everything the scorer knows about a played plan.
struct PlayOutcome
{
    PlanFigures figures;
    double lossUnknownDamage = 0;  ///< P(a Loss of Control on a tile of unknown colour)
    double tokensGained = 0;       ///< Flat Out: Focus/Seconds gained whatever the roll
    double tokensSpent = 0;        ///< one by one: expected Focus/Seconds paid to secure
    double cardSeconds = 0;        ///< DIRT: expected seconds of the Time card alone
    double flyingStartStop = 0;    ///< P(the Flying Start die ends the turn on the first space)
    QList<double> lossByStep;      ///< P(Loss of Control on step i)
    QList<OutcomeShare> outcomes;  ///< every way the turn ends (merged by end and step)
    bool placeholder = false;      ///< DIRT: seconds from placeholder Time-card data
};

/**
 * The exact probabilities of a laid-out plan played in one PlayStyle: dynamic programming over
 * the hazards rolled so far and the dice secured so far, one step at a time (no sampling).
 * Rolling every die it is the referee's own computation (lossOdds) — the property test holds
 * them equal; with stops and securing it follows the style's rule before each roll.
 *
 * Incremental: extend() adds the next step, so a search scores every prefix of a plan in one
 * pass. Flat Out compares the total with the lowest hazard limit on the way (DIRT road types),
 * so a step that lowers it replays the prefix.
 */
class PlayScorer
{
public:
    /// `tokensHeld`: Focus/Seconds in hand (what securing may spend); `baseLimit`: the hazard
    /// limit of the race's own road type, where a Flat Out limit starts; `record`: keep the
    /// outcome shares (details) as well as the figures.
    PlayScorer(PlayStyle style, Game game, int tokensHeld, int baseLimit, bool record = false);

    /// Adds `steps.last()`; `steps` is the whole plan so far (for a Flat Out replay).
    void extend(const QList<ScoredStep> &steps);
    /// The figures if the plan ends after the steps added so far.
    PlanFigures figures() const;
    /// Everything, with the outcome shares if recording.
    PlayOutcome outcome() const;

    const PlayStyle &style() const { return m_style; }

    enum class Action : quint8 { Roll, Secure, Stop };
    /// Starts the turn part-way: step `index` is next, with `hazards` counted and `secured` dice
    /// secured so far; the car is at `distance` (turn ending there: `seconds`). `first` forces
    /// the choice before step `index`. Then extend() from step `index` on.
    void startAt(int index, int hazards, int secured, double distance, double seconds, std::optional<Action> first);
    /// The choice the style makes before step `index` with `hazards` so far and `secured` dice.
    Action choice(const ScoredStep &step, int index, int hazards, int secured) const
    {
        return action(step, index, hazards, secured);
    }
    /// The exact chance that rolling `step` with `hazards` so far loses control: ways out of
    /// step.outcomes.
    quint64 lossWays(const ScoredStep &step, int hazards) const;

    /// Focus/Seconds to secure dice number n+1 .. n+k of the turn: (n+1) + ... + (n+k)
    /// (GT p. 15, DIRT p. 17).
    static int securingCost(int securedBefore, int dice);

private:
    Action action(const ScoredStep &s, int index, int hazards, int secured) const;
    Action decide(const ScoredStep &s, int index, int hazards, int secured, quint64 lossWays) const;
    int limitOf(const ScoredStep &s) const;
    void apply(const ScoredStep &s, int index, const ScoredStep *previous);
    void endHere(TurnEnd end, int step, double mass);
    void reset();

    PlayStyle m_style;
    Game m_game = Game::GT;
    int m_tokens = 0;
    int m_baseLimit = 3;
    int m_limit = 3;       ///< Flat Out: the lowest limit so far
    int m_maxSecured = 0;  ///< dice the tokens can secure at most
    bool m_record = false;
    int m_startIndex = 0;               ///< the first step this scorer weighs
    std::optional<Action> m_forced;     ///< the choice before that step, if forced
    double m_startDistance = 0, m_startSeconds = 0;

    static constexpr int kHazards = 16;
    int m_width = 1;                    ///< secured-dice states kept
    QVarLengthArray<double, 64> m_alive; ///< [hazards * m_width + secured]: the turn goes on
    int m_steps = 0;
    int m_topHazards = 0;               ///< no mass above this many hazards
    double m_aliveMass = 1;
    // Settled so far (turns already over before the last step).
    double m_distance = 0, m_loss = 0, m_damage = 0, m_unknown = 0, m_spent = 0, m_seconds = 0, m_fsStop = 0;
    double m_gained = 0;
    bool m_placeholder = false;
    // The last step's figures, for the turns that end normally after it.
    double m_lastDistance = 0, m_lastSeconds = 0;
    bool m_lastEndsMove = false;
    QList<double> m_lossByStep;
    QList<OutcomeShare> m_outcomes;
};

} // namespace Pacenotes
