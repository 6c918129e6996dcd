// SPDX-License-Identifier: GPL-3.0-or-later
#include "moveplan.h"

#include "rules/json/requestjsonwriter.h"

namespace Pacenotes {

using namespace Qt::StringLiterals;

namespace {
constexpr char kKeys[DieKeyCount + 1] = "123456CBALR";
}

QChar MovePlan::keyChar(DieKey key)
{
    return QLatin1Char(kKeys[int(key)]);
}

std::optional<DieKey> MovePlan::keyFromChar(QChar c)
{
    const QChar up = c.toUpper();
    for (int i = 0; i < DieKeyCount; ++i)
        if (up == QLatin1Char(kKeys[i]))
            return DieKey(i);
    return std::nullopt;
}

DieKind MovePlan::kind(DieKey key)
{
    switch (key) {
    case DieKey::Coast: return DieKind::Coast;
    case DieKey::Brake:
    case DieKey::Redline: return DieKind::Brake;
    case DieKey::Boost: return DieKind::Boost;
    case DieKey::Leader: return DieKind::Leader;
    default: return DieKind::Gear;
    }
}

SpaceInfo MovePlan::carried(const SpaceInfo &p)
{
    SpaceInfo s;
    s.limit = p.limit;
    s.dangerous = p.dangerous;
    s.sharp = p.sharp;
    s.danger = p.danger;
    s.yellowFlag = p.yellowFlag;
    s.tripleLane = p.tripleLane;
    s.terrain = p.terrain;
    s.cornerId = p.cornerId;
    s.cornerLine = p.cornerLine;
    s.cornerCarLine = p.cornerCarLine;
    s.slideId = p.slideId;
    s.sliding = p.sliding;
    s.slideCar = p.slideCar;
    s.shortcutTokens = p.shortcutTokens;
    return s;
}

bool MovePlan::press(DieKey key)
{
    StepDice dice;
    switch (key) {
    case DieKey::Brake:
        if (pendingBoosts > 0 || pendingBrakes >= 6)
            return false;
        ++pendingBrakes;
        return true;
    case DieKey::Boost:
        if (pendingBrakes > 0 || pendingBoosts >= 6)
            return false;
        ++pendingBoosts;
        return true;
    case DieKey::Coast: dice.coast = true; break;
    case DieKey::Leader: dice.leader = true; break;
    case DieKey::Redline: dice.redline = true; break;
    default:
        dice.gear = int(key) + 1;
        dice.brakes = pendingBrakes;
        dice.boosts = pendingBoosts;
        break;
    }
    if (dice.gear == 0 && (pendingBrakes > 0 || pendingBoosts > 0))
        return false; // Brake/Boost dice are rolled with a Gear die only
    if (move.steps.size() >= kMaxSteps)
        return false;
    PlannedStep step;
    step.dice = dice;
    if (!move.steps.isEmpty())
        step.space = carried(move.steps.constLast().space);
    move.steps.append(step);
    pendingBrakes = 0;
    pendingBoosts = 0;
    return true;
}

bool MovePlan::backspace()
{
    if (pendingBrakes > 0) {
        --pendingBrakes;
        return true;
    }
    if (pendingBoosts > 0) {
        --pendingBoosts;
        return true;
    }
    if (move.steps.isEmpty())
        return false;
    // The Gear die was laid last: its Brake/Boost dice wait for the next one again.
    const StepDice last = move.steps.takeLast().dice;
    pendingBrakes = last.brakes;
    pendingBoosts = last.boosts;
    return true;
}

QJsonObject MovePlan::toJson(Game game) const
{
    QJsonObject o{{u"move"_s, RequestJsonWriter::move(move, game)}};
    if (pendingBrakes)
        o.insert(u"pendingBrakes"_s, pendingBrakes);
    if (pendingBoosts)
        o.insert(u"pendingBoosts"_s, pendingBoosts);
    return o;
}

} // namespace Pacenotes
