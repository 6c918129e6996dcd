// SPDX-License-Identifier: GPL-3.0-or-later
#include "diceentry.h"

#include "rules/randomsource.h"

namespace Pacenotes {

void DiceEntry::fit(const MoveAnalysis &analysis, const PlannedMove &move)
{
    const qsizetype n = analysis.steps.size();
    hazards.resize(n);
    secured.resize(n);
    byApp.resize(n);
    const bool started = !isEmpty();
    for (qsizetype i = 0; i < n; ++i) {
        const qsizetype dice = analysis.steps[i].dice.size();
        if (hazards[i].size() != dice)
            hazards[i] = QList<std::optional<bool>>(dice);
        if (byApp[i].size() != dice)
            byApp[i] = QList<bool>(dice, false);
        // Until the first die is rolled, the plan says which steps are secured.
        if (!started)
            secured[i] = i < move.steps.size() && move.steps[i].secured;
    }
}

int DiceEntry::completeSteps() const
{
    int n = 0;
    for (qsizetype i = 0; i < hazards.size(); ++i) {
        const bool done = secured.value(i) || std::all_of(hazards[i].begin(), hazards[i].end(), [](const auto &h) { return h.has_value(); });
        if (!done)
            break;
        ++n;
    }
    return n;
}

RollResults DiceEntry::results() const
{
    RollResults out;
    const int n = completeSteps();
    for (int i = 0; i < n; ++i) {
        StepResult r;
        r.secured = secured.value(i);
        if (!r.secured)
            for (const std::optional<bool> &h : hazards[i])
                r.hazards.append(*h);
        out.append(r);
    }
    return out;
}

bool DiceEntry::isEmpty() const
{
    for (qsizetype i = 0; i < hazards.size(); ++i)
        for (const std::optional<bool> &h : hazards[i])
            if (h)
                return false;
    return !stopped;
}

bool DiceEntry::anyByApp() const
{
    for (qsizetype i = 0; i < hazards.size(); ++i)
        for (qsizetype d = 0; d < hazards[i].size(); ++d)
            if (hazards[i][d] && byApp.value(i).value(d))
                return true;
    return false;
}

std::optional<std::pair<int, int>> DiceEntry::next() const
{
    if (stopped)
        return std::nullopt;
    for (qsizetype i = 0; i < hazards.size(); ++i) {
        if (secured.value(i))
            continue;
        for (qsizetype d = 0; d < hazards[i].size(); ++d)
            if (!hazards[i][d])
                return std::pair<int, int>{int(i), int(d)};
    }
    return std::nullopt;
}

bool DiceEntry::enter(bool hazard)
{
    const auto n = next();
    if (!n)
        return false;
    hazards[n->first][n->second] = hazard;
    if (n->first < byApp.size() && n->second < byApp[n->first].size())
        byApp[n->first][n->second] = false;
    return true;
}

bool DiceEntry::undoLast()
{
    if (stopped) {
        stopped = false;
        return true;
    }
    for (qsizetype i = hazards.size() - 1; i >= 0; --i)
        for (qsizetype d = hazards[i].size() - 1; d >= 0; --d)
            if (hazards[i][d]) {
                hazards[i][d].reset();
                return true;
            }
    return false;
}

bool DiceEntry::setSecured(int step, bool value)
{
    if (step < 0 || step >= hazards.size())
        return false;
    // A die that was rolled can never be secured (GT p. 15).
    if (std::any_of(hazards[step].begin(), hazards[step].end(), [](const auto &h) { return h.has_value(); }))
        return false;
    secured[step] = value;
    return true;
}

int DiceEntry::roll(const MoveAnalysis &analysis, RandomSource &random, bool all)
{
    int rolled = 0;
    std::optional<int> firstStep;
    while (const auto n = next()) {
        if (!all && firstStep && n->first != *firstStep)
            break;
        firstStep = firstStep.value_or(n->first);
        const RolledDie &die = analysis.steps[n->first].dice[n->second];
        hazards[n->first][n->second] = random.rollHazard(die.hazardFaces);
        if (n->first < byApp.size() && n->second < byApp[n->first].size())
            byApp[n->first][n->second] = true;
        ++rolled;
    }
    return rolled;
}

} // namespace Pacenotes
