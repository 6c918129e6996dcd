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

QString MovePlan::letter(DieKey key)
{
    switch (key) {
    case DieKey::Coast: return tr("C", "the Coast die's letter (Russian: кубик поддержания скорости)");
    case DieKey::Brake: return tr("B", "the Brake die's letter (Russian: кубик торможения)");
    case DieKey::Boost: return tr("A", "the Boost die's letter (Russian: кубик ускорения)");
    case DieKey::Leader: return tr("L", "the Leader die's letter (Russian: кубик лидера)");
    case DieKey::Redline: return tr("R", "the Redline Brake die's letter (Russian: красная зона)");
    default: return QString(keyChar(key));
    }
}

QString MovePlan::displayText(const StepDice &d)
{
    QString t;
    if (d.gear > 0)
        t += QString::number(d.gear);
    if (d.brakes > 0 || d.boosts > 0)
        t += u'+' + letter(DieKey::Brake).repeated(d.brakes) + letter(DieKey::Boost).repeated(d.boosts);
    if (d.coast)
        t += letter(DieKey::Coast);
    if (d.leader)
        t += letter(DieKey::Leader);
    if (d.redline)
        t += letter(DieKey::Redline);
    return t;
}

QString MovePlan::typedText() const
{
    QStringList dice;
    for (const PlannedStep &s : move.steps)
        dice << displayText(s.dice);
    QString t = dice.join(u' ');
    if (pendingBrakes + pendingBoosts > 0) {
        const QString waiting = letter(DieKey::Brake).repeated(pendingBrakes) + letter(DieKey::Boost).repeated(pendingBoosts);
        t += (t.isEmpty() ? QString() : u" · "_s) + tr("%1… (with the next Gear die)").arg(waiting);
    }
    return t;
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
    trailing = 0;
    return true;
}

bool MovePlan::attach(DieKey key)
{
    if ((key != DieKey::Brake && key != DieKey::Boost) || pendingBrakes > 0 || pendingBoosts > 0 || move.steps.isEmpty())
        return false;
    StepDice &d = move.steps.last().dice;
    if (d.gear == 0 || d.redline)
        return false;
    int &count = key == DieKey::Brake ? d.brakes : d.boosts;
    const int other = key == DieKey::Brake ? d.boosts : d.brakes;
    if (other > 0 || count >= 6)
        return false;
    ++count;
    ++trailing;
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
    if (trailing > 0) {
        StepDice &d = move.steps.last().dice;
        --(d.brakes > 0 ? d.brakes : d.boosts);
        --trailing;
        return true;
    }
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
