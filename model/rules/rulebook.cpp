// SPDX-License-Identifier: GPL-3.0-or-later
#include "rulebook.h"

#include <QCoreApplication>

namespace Pacenotes {

using namespace Qt::StringLiterals;

namespace {

struct Entry
{
    Rule rule;
    const char *code;
    RuleReference gt;
    RuleReference dirt;
};

// Pages are those of the English editions. The gaming aids on the last page of each book give
// the pages of the main sections; the rest follow from the page flow (pageInferred = true).
constexpr RuleReference GT(int page, const char *section, bool inferred = false)
{
    return {Book::GT, page, section, inferred};
}
constexpr RuleReference DIRT(int page, const char *section, bool inferred = false)
{
    return {Book::Dirt, page, section, inferred};
}
constexpr RuleReference DIGEST(int page, const char *section)
{
    return {Book::Digest, page, section, false};
}

const Entry kRules[] = {
    {Rule::DiceAvailable, "dice-available", GT(8, QT_TRANSLATE_NOOP("RuleBook", "Choosing your dice")), DIRT(7, QT_TRANSLATE_NOOP("RuleBook", "The Dashboard"), true)},
    {Rule::DieOnce, "die-once", GT(8, QT_TRANSLATE_NOOP("RuleBook", "Choosing your dice")), DIRT(8, QT_TRANSLATE_NOOP("RuleBook", "The Dice"))},
    {Rule::GearExists, "gear-exists", GT(7, QT_TRANSLATE_NOOP("RuleBook", "The Dashboard")), DIRT(7, QT_TRANSLATE_NOOP("RuleBook", "The Dashboard"), true)},
    {Rule::StepDice, "step-dice", GT(8, QT_TRANSLATE_NOOP("RuleBook", "The Dice")), DIRT(8, QT_TRANSLATE_NOOP("RuleBook", "The Dice"))},
    {Rule::GearChain, "gear-chain", GT(8, QT_TRANSLATE_NOOP("RuleBook", "Black Gear dice")), DIRT(8, QT_TRANSLATE_NOOP("RuleBook", "Black Gear dice"))},
    {Rule::StartFromZero, "start-from-zero", GT(8, QT_TRANSLATE_NOOP("RuleBook", "Black Gear dice")), DIRT(8, QT_TRANSLATE_NOOP("RuleBook", "Black Gear dice"))},
    {Rule::BrakeDice, "brake-dice", GT(9, QT_TRANSLATE_NOOP("RuleBook", "Red Brake dice")), DIRT(9, QT_TRANSLATE_NOOP("RuleBook", "Red Brake dice"))},
    {Rule::MinimumGear, "minimum-gear", GT(9, QT_TRANSLATE_NOOP("RuleBook", "Red Brake dice")), DIRT(9, QT_TRANSLATE_NOOP("RuleBook", "Red Brake dice"))},
    {Rule::CoastAtZero, "coast-at-zero", GT(9, QT_TRANSLATE_NOOP("RuleBook", "White Coast dice")), DIRT(8, QT_TRANSLATE_NOOP("RuleBook", "White Coast dice"))},
    {Rule::BoostDice, "boost-dice", DIGEST(4, QT_TRANSLATE_NOOP("RuleBook", "Planning your move")), DIGEST(4, QT_TRANSLATE_NOOP("RuleBook", "Planning your move"))},
    {Rule::FlyingStart, "flying-start", GT(21, QT_TRANSLATE_NOOP("RuleBook", "Flying Start")), DIRT(23, QT_TRANSLATE_NOOP("RuleBook", "Flying Start"))},
    {Rule::Redline, "redline", GT(21, QT_TRANSLATE_NOOP("RuleBook", "Redline")), DIRT(23, QT_TRANSLATE_NOOP("RuleBook", "Redline"))},
    {Rule::LeaderDice, "leader-dice", DIRT(9, QT_TRANSLATE_NOOP("RuleBook", "Orange Leader dice")), DIRT(9, QT_TRANSLATE_NOOP("RuleBook", "Orange Leader dice"))},
    {Rule::OffTrack, "off-track", GT(17, QT_TRANSLATE_NOOP("RuleBook", "Loss of Control")), DIRT(19, QT_TRANSLATE_NOOP("RuleBook", "Crash"), true)},
    {Rule::MustMove, "must-move", GT(10, QT_TRANSLATE_NOOP("RuleBook", "Moving")), DIRT(10, QT_TRANSLATE_NOOP("RuleBook", "Moving"), true)},
    {Rule::Occupied, "occupied", GT(10, QT_TRANSLATE_NOOP("RuleBook", "Moving")), DIRT(10, QT_TRANSLATE_NOOP("RuleBook", "Moving"), true)},
    {Rule::Direction, "direction", GT(10, QT_TRANSLATE_NOOP("RuleBook", "Moving")), DIRT(10, QT_TRANSLATE_NOOP("RuleBook", "Moving"), true)},
    {Rule::TripleLane, "triple-lane", GT(13, QT_TRANSLATE_NOOP("RuleBook", "Triple lane corners"), true), GT(13, QT_TRANSLATE_NOOP("RuleBook", "Triple lane corners"), true)},
    {Rule::Overtaking, "overtaking", GT(13, QT_TRANSLATE_NOOP("RuleBook", "Overtaking"), true), DIRT(14, QT_TRANSLATE_NOOP("RuleBook", "Overtaking"), true)},
    {Rule::YellowFlag, "yellow-flag", GT(18, QT_TRANSLATE_NOOP("RuleBook", "Yellow flag")), GT(18, QT_TRANSLATE_NOOP("RuleBook", "Yellow flag"))},
    {Rule::Blocked, "blocked", GT(13, QT_TRANSLATE_NOOP("RuleBook", "Blocked"), true), DIRT(15, QT_TRANSLATE_NOOP("RuleBook", "Blocked"), true)},
    {Rule::SpeedLimit, "speed-limit", GT(10, QT_TRANSLATE_NOOP("RuleBook", "Normal corners")), DIRT(11, QT_TRANSLATE_NOOP("RuleBook", "Speed limits"))},
    {Rule::DangerousCorner, "dangerous-corner", GT(11, QT_TRANSLATE_NOOP("RuleBook", "Dangerous corners")), GT(11, QT_TRANSLATE_NOOP("RuleBook", "Dangerous corners"))},
    {Rule::SharpLine, "sharp-line", GT(12, QT_TRANSLATE_NOOP("RuleBook", "Sharp corners")), GT(12, QT_TRANSLATE_NOOP("RuleBook", "Sharp corners"))},
    {Rule::SharpLineHazard, "sharp-line-hazard", GT(12, QT_TRANSLATE_NOOP("RuleBook", "Sharp corners")), GT(12, QT_TRANSLATE_NOOP("RuleBook", "Sharp corners"))},
    {Rule::CornerLine, "corner-line", DIRT(10, QT_TRANSLATE_NOOP("RuleBook", "Corners")), DIRT(10, QT_TRANSLATE_NOOP("RuleBook", "Corners"))},
    {Rule::CornerFollow, "corner-follow", DIRT(14, QT_TRANSLATE_NOOP("RuleBook", "Other cars on corners"), true), DIRT(14, QT_TRANSLATE_NOOP("RuleBook", "Other cars on corners"), true)},
    {Rule::Slide, "slide", DIRT(11, QT_TRANSLATE_NOOP("RuleBook", "Sliding")), DIRT(11, QT_TRANSLATE_NOOP("RuleBook", "Sliding"))},
    {Rule::Shortcut, "shortcut", DIRT(11, QT_TRANSLATE_NOOP("RuleBook", "Shortcuts")), DIRT(11, QT_TRANSLATE_NOOP("RuleBook", "Shortcuts"))},
    {Rule::ShortcutClosed, "shortcut-closed", DIRT(11, QT_TRANSLATE_NOOP("RuleBook", "Shortcuts")), DIRT(11, QT_TRANSLATE_NOOP("RuleBook", "Shortcuts"))},
    {Rule::Jump, "jump", DIRT(12, QT_TRANSLATE_NOOP("RuleBook", "Jumps")), DIRT(12, QT_TRANSLATE_NOOP("RuleBook", "Jumps"))},
    {Rule::Water, "water", DIRT(14, QT_TRANSLATE_NOOP("RuleBook", "Water hazards")), DIRT(14, QT_TRANSLATE_NOOP("RuleBook", "Water hazards"))},
    {Rule::HazardLimit, "hazard-limit", GT(14, QT_TRANSLATE_NOOP("RuleBook", "Rolling dice one by one")), DIRT(16, QT_TRANSLATE_NOOP("RuleBook", "Rolling dice one by one"))},
    {Rule::SecureFlatOut, "secure-flat-out", GT(15, QT_TRANSLATE_NOOP("RuleBook", "Using Focus tokens")), DIRT(17, QT_TRANSLATE_NOOP("RuleBook", "Using Second tokens"))},
    {Rule::SecureCost, "secure-cost", GT(15, QT_TRANSLATE_NOOP("RuleBook", "Using Focus tokens")), DIRT(17, QT_TRANSLATE_NOOP("RuleBook", "Using Second tokens"))},
    {Rule::FlatOutTokens, "flat-out-tokens", GT(15, QT_TRANSLATE_NOOP("RuleBook", "Focus tokens")), DIRT(17, QT_TRANSLATE_NOOP("RuleBook", "Second tokens"))},
    {Rule::FinishLine, "finish-line", GT(20, QT_TRANSLATE_NOOP("RuleBook", "End of the game")), DIRT(20, QT_TRANSLATE_NOOP("RuleBook", "Ending the Stage"))},
    {Rule::Sisu, "sisu", DIRT(24, QT_TRANSLATE_NOOP("RuleBook", "SISU!"), true), DIRT(24, QT_TRANSLATE_NOOP("RuleBook", "SISU!"), true)},
    {Rule::LossOfControl, "loss-of-control", GT(16, QT_TRANSLATE_NOOP("RuleBook", "Loss of Control")), DIRT(19, QT_TRANSLATE_NOOP("RuleBook", "If a player suffers a Loss of Control"))},
    {Rule::FlatOutRearrange, "flat-out-rearrange", GT(15, QT_TRANSLATE_NOOP("RuleBook", "Going Flat Out")), DIRT(16, QT_TRANSLATE_NOOP("RuleBook", "Going Flat Out"))},
    {Rule::DataConfidence, "data-confidence", GT(7, QT_TRANSLATE_NOOP("RuleBook", "The Dashboard")), DIRT(7, QT_TRANSLATE_NOOP("RuleBook", "The Dashboard"), true)},
    {Rule::PitStop, "pit-stop", GT(18, QT_TRANSLATE_NOOP("RuleBook", "Pit Stops")), GT(18, QT_TRANSLATE_NOOP("RuleBook", "Pit Stops"))},
    {Rule::SpareTyre, "spare-tyre", DIRT(20, QT_TRANSLATE_NOOP("RuleBook", "The Spare Tire"), true), DIRT(20, QT_TRANSLATE_NOOP("RuleBook", "The Spare Tire"), true)},
    {Rule::ReturnToTrack, "return-to-track", GT(17, QT_TRANSLATE_NOOP("RuleBook", "Loss of Control")), DIRT(19, QT_TRANSLATE_NOOP("RuleBook", "Crash"), true)},
    {Rule::DamageToken, "damage-token", GT(18, QT_TRANSLATE_NOOP("RuleBook", "Damage tokens")), DIRT(20, QT_TRANSLATE_NOOP("RuleBook", "Damage tokens"))},
    {Rule::WeatherChange, "weather-change", GT(18, QT_TRANSLATE_NOOP("RuleBook", "Weather change")), GT(18, QT_TRANSLATE_NOOP("RuleBook", "Weather change"))},
    {Rule::SoftTyres, "soft-tyres", DIGEST(10, QT_TRANSLATE_NOOP("RuleBook", "Soft Tyres")), DIGEST(10, QT_TRANSLATE_NOOP("RuleBook", "Soft Tyres"))},
    {Rule::OrderOfPlay, "order-of-play", GT(7, QT_TRANSLATE_NOOP("RuleBook", "Determining order of play")), DIRT(6, QT_TRANSLATE_NOOP("RuleBook", "Order of play"))},
    {Rule::OrderOffTrack, "order-off-track", GT(17, QT_TRANSLATE_NOOP("RuleBook", "Loss of Control")), DIRT(19, QT_TRANSLATE_NOOP("RuleBook", "Order of play for cars not on the track"), true)},
    {Rule::StaggeredStart, "staggered-start", DIRT(7, QT_TRANSLATE_NOOP("RuleBook", "The Start"), true), DIRT(7, QT_TRANSLATE_NOOP("RuleBook", "The Start"), true)},
    {Rule::Retirement, "retirement", DIGEST(9, QT_TRANSLATE_NOOP("RuleBook", "Retirement")), DIRT(21, QT_TRANSLATE_NOOP("RuleBook", "Retiring from a Stage"), true)},
    {Rule::TimeCard, "time-card", DIRT(18, QT_TRANSLATE_NOOP("RuleBook", "End of the turn"), true), DIRT(18, QT_TRANSLATE_NOOP("RuleBook", "End of the turn"), true)},
    {Rule::EndOfTurn, "end-of-turn", GT(14, QT_TRANSLATE_NOOP("RuleBook", "Rolling dice one by one")), DIRT(18, QT_TRANSLATE_NOOP("RuleBook", "End of the turn"), true)},
    {Rule::Solo, "solo", GT(21, QT_TRANSLATE_NOOP("RuleBook", "Solo mode")), GT(21, QT_TRANSLATE_NOOP("RuleBook", "Solo mode"))},
    {Rule::Rally, "rally", DIRT(21, QT_TRANSLATE_NOOP("RuleBook", "Continuing the Rally!"), true), DIRT(21, QT_TRANSLATE_NOOP("RuleBook", "Continuing the Rally!"), true)},
    {Rule::Checkpoint, "checkpoint", DIRT(23, QT_TRANSLATE_NOOP("RuleBook", "Checkpoints"), true), DIRT(23, QT_TRANSLATE_NOOP("RuleBook", "Checkpoints"), true)},
    {Rule::FlatOut, "flat-out", GT(15, QT_TRANSLATE_NOOP("RuleBook", "Going Flat Out")), DIRT(16, QT_TRANSLATE_NOOP("RuleBook", "Going Flat Out"))},
    // What the tiles print on their spaces is what these rules read (GT p. 10, DIRT p. 11).
    {Rule::SpaceMarkings, "space-markings", GT(10, QT_TRANSLATE_NOOP("RuleBook", "Normal corners")), DIRT(11, QT_TRANSLATE_NOOP("RuleBook", "Speed limits"))},
};

static_assert(sizeof(kRules) / sizeof(kRules[0]) == RuleCount, "every rule needs a reference");

const Entry &entry(Rule r)
{
    return kRules[int(r)];
}

} // namespace

namespace RuleBook {

QString code(Rule r)
{
    return QString::fromLatin1(entry(r).code);
}

std::optional<Rule> fromCode(QStringView code)
{
    for (const Entry &e : kRules)
        if (code == QLatin1StringView(e.code))
            return e.rule;
    return std::nullopt;
}

RuleReference reference(Rule r, Game game)
{
    return game == Game::GT ? entry(r).gt : entry(r).dirt;
}

QString bookName(Book b)
{
    switch (b) {
    case Book::GT: return QCoreApplication::translate("RuleBook", "GT rulebook");
    case Book::Dirt: return QCoreApplication::translate("RuleBook", "DIRT rulebook");
    case Book::Digest: return QCoreApplication::translate("RuleBook", "GT/DIRT combined rules digest (Roger BW)");
    }
    return {};
}

QString referenceText(const RuleReference &ref)
{
    return QCoreApplication::translate("RuleBook", "%1, p. %2, “%3”")
        .arg(bookName(ref.book))
        .arg(ref.page)
        .arg(QCoreApplication::translate("RuleBook", ref.section));
}

QString referenceText(Rule r, Game game)
{
    return referenceText(reference(r, game));
}

} // namespace RuleBook
} // namespace Pacenotes
