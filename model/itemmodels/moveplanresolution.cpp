// SPDX-License-Identifier: GPL-3.0-or-later
// MovePlanModel: resolving the move — dice results, securing, stopping, the Flat Out re-layout,
// the random components entered or drawn, the end of the turn and committing it.
#include "moveplanmodel.h"

#include "game/gamesession.h"
#include "rules/damageeffects.h"
#include "rules/dirtloss.h"
#include "rules/randomsource.h"

namespace Pacenotes {

std::optional<std::pair<int, int>> MovePlanModel::nextDie() const
{
    if (!mayMove() || !m_verdict.legal())
        return std::nullopt;
    // Rolling stops once the move has ended (a Loss of Control, a Flying Start hazard, water).
    if (m_outcome && m_outcome->end != TurnEnd::Stopped && m_outcome->end != TurnEnd::Completed)
        return std::nullopt;
    return m_entry.next();
}

bool MovePlanModel::enterResult(bool hazard)
{
    if (!nextDie())
        return false;
    m_entry.enter(hazard);
    update();
    return true;
}

bool MovePlanModel::undoResult()
{
    if (!m_entry.undoLast())
        return false;
    update();
    return true;
}

bool MovePlanModel::secureStep(int step, bool secured)
{
    if (m_plan.move.mode == RollMode::FlatOut || step < 0 || step >= m_plan.move.steps.size())
        return false;
    if (m_entry.isEmpty()) {
        // Nothing rolled yet: securing is part of the plan.
        m_plan.move.steps[step].secured = secured;
        update();
        return true;
    }
    if (!m_entry.setSecured(step, secured))
        return false;
    update();
    return true;
}

bool MovePlanModel::stop()
{
    if (m_plan.move.mode == RollMode::FlatOut || m_entry.completeSteps() == 0 || m_entry.stopped)
        return false;
    m_entry.stopped = true;
    update();
    return true;
}

int MovePlanModel::rollVirtually(RandomSource &random)
{
    if (!nextDie())
        return 0;
    const int rolled = m_entry.roll(m_verdict.analysis, random, m_plan.move.mode == RollMode::FlatOut);
    update(); // virtualDice follows the entry: results typed again are the table's own
    return rolled;
}

const QList<LossOption> &MovePlanModel::lossOptions() const
{
    static const QList<LossOption> none;
    return m_outcome ? m_outcome->options : none;
}

void MovePlanModel::chooseLossOption(int option)
{
    const std::optional<int> value = option >= 0 ? std::optional<int>(option) : std::nullopt;
    if (m_input.layoutOption == value)
        return;
    m_input.layoutOption = value;
    m_input.layout.reset();
    // The tokens drawn belong to the Loss of Control chosen: draw them again.
    m_input.damage.reset();
    update();
}

void MovePlanModel::setCustomLayout(const PlannedMove &layout, const RollResults &results)
{
    m_input.layoutOption.reset();
    m_input.layout = layout;
    m_input.layoutResults = results;
    m_input.damage.reset();
    update();
}

void MovePlanModel::setDamageTokens(const QList<DamageToken> &tokens)
{
    m_input.damage = tokens;
    update();
}

void MovePlanModel::addDamageToken(DamageToken token)
{
    QList<DamageToken> tokens = m_input.damage.value_or(QList<DamageToken>{});
    tokens.append(token);
    setDamageTokens(tokens);
}

void MovePlanModel::removeLastDamageToken()
{
    if (!m_input.damage || m_input.damage->isEmpty())
        return;
    m_input.damage->removeLast();
    update();
}

void MovePlanModel::drawDamageVirtually(RandomSource &random)
{
    const int needed = damageTokensNeeded();
    if (!m_session || needed <= 0)
        return;
    QList<DamageToken> tokens = m_input.damage.value_or(QList<DamageToken>{});
    if (tokens.size() >= needed)
        return;
    DamageBag bag = m_session->state().bag(m_session->data());
    tokens += drawDamage(bag, needed - int(tokens.size()), m_session->state().rules, random);
    m_input.virtualDraws = true;
    setDamageTokens(tokens);
}

void MovePlanModel::setLossCard(const std::optional<TimeCardBack> &card)
{
    m_input.lossCard = card;
    m_input.damage.reset(); // the card decides how many tokens are drawn
    update();
}

bool MovePlanModel::drawLossCardVirtually(RandomSource &random)
{
    const std::optional<LossEvent> &loss = m_preview.action.report.loss;
    if (!m_session || !loss || m_session->game() != Game::Dirt)
        return false;
    const std::optional<DirtLossResult> r = drawTimeCard(m_session->context(), *loss, random);
    if (!r)
        return false;
    m_input.virtualDraws = true;
    setLossCard(r->back);
    return true;
}

void MovePlanModel::setShortcuts(const QList<ShortcutResult> &sides)
{
    m_input.shortcuts = sides;
    update();
}

void MovePlanModel::drawShortcutsVirtually(RandomSource &random)
{
    const int needed = shortcutsNeeded();
    if (!m_session || needed <= 0)
        return;
    QList<ShortcutResult> sides = m_input.shortcuts;
    DamageBag bag = m_session->state().bag(m_session->data());
    while (sides.size() < needed) {
        const int i = bag.draw(random);
        if (i < 0)
            break;
        sides.append(bag.spec().tokens()[i].shortcut.value_or(ShortcutResult::Ok));
    }
    m_input.virtualDraws = true;
    setShortcuts(sides);
}

void MovePlanModel::setPitStop(const std::optional<PitStopRequest> &request)
{
    m_input.pitStop = request;
    update();
}

void MovePlanModel::setSpareTyre(bool fitted, std::optional<int> cardSeconds)
{
    m_input.spareTyre = fitted;
    m_input.spareTyreSeconds = cardSeconds;
    update();
}

void MovePlanModel::setTimeCardSeconds(std::optional<int> seconds)
{
    m_input.timeCardSeconds = seconds;
    update();
}

ActionVerdict MovePlanModel::commit()
{
    if (!m_session) {
        ActionVerdict v;
        v.error = tr("No game is open.");
        return v;
    }
    if (!m_preview.accepted)
        return m_preview;
    // The session moves on to the next car (followSession() starts the plan over).
    return m_session->playTurn(m_input);
}

} // namespace Pacenotes
