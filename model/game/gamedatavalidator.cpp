// SPDX-License-Identifier: GPL-3.0-or-later
#include "gamedatavalidator.h"

#include "gamedatavalues.h"

namespace Pacenotes {

using namespace Qt::StringLiterals;
using Fact = GameDataChecks::Fact;

namespace {
// The ranges of the data files' format (the readers of resources/rules/*.json enforce the same).
constexpr int kMaxDiceOfAKind = 6;
constexpr int kMaxHazardLimit = 9;
constexpr int kMaxTokens = 9;
constexpr int kMaxCards = 200;
constexpr int kMaxSeconds = 3600;
constexpr int kMaxBagTokens = 100;
constexpr int kMaxFocusSeconds = 60;
} // namespace

std::optional<QString> GameDataValidator::refuse(const RulesData &data, const GameDataItem &item, int value) const
{
    switch (item.kind) {
    case GameDataKind::GtDashboards:
    case GameDataKind::DirtDashboards: return refuseDashboard(data, item, value);
    case GameDataKind::LossOfControl:
        if (item.field == u"marker")
            return value == 0 || value == 1 ? std::nullopt : std::optional(tr("A Loss of Control leaves the car at 0 or 00."));
        if (value < 0 || value > kMaxTokens)
            return tr("A Loss of Control costs from 0 to %1 Damage tokens.").arg(kMaxTokens);
        return std::nullopt;
    case GameDataKind::TimeCards: return refuseTimeCard(data, item, value);
    case GameDataKind::GtDamageBag:
    case GameDataKind::DirtDamageBag:
        if (value < 0 || value > kMaxBagTokens)
            return tr("A bag holds from 0 to %1 tokens of a kind.").arg(kMaxBagTokens);
        return std::nullopt;
    case GameDataKind::SoloTiming:
        if (item.field == u"secondsPerFocusToken") {
            if (value < 0 || value > kMaxFocusSeconds)
                return tr("A Focus token takes off from 0 to %1 seconds.").arg(kMaxFocusSeconds);
        } else if (value < 0 || value > kMaxSeconds) {
            return tr("A turn adds from 0 to %1 seconds (one hour).").arg(kMaxSeconds);
        }
        return std::nullopt;
    }
    return std::nullopt;
}

std::optional<QString> GameDataValidator::refuseDashboard(const RulesData &data, const GameDataItem &item, int value) const
{
    if (item.field == u"hazardLimit") {
        if (value < 1 || value > kMaxHazardLimit)
            return tr("The hazard limit is from 1 to %1 ⚠ symbols.").arg(kMaxHazardLimit);
        return std::nullopt;
    }
    if (value < 0)
        return tr("A dashboard cannot show fewer than no dice.");
    if (item.field == u"gear") {
        const int gearDice = m_checks.value(Fact::GearDice);
        if (value > gearDice)
            return tr("A dashboard cannot have %n Gear dice: the game has %1, numbered 1 to %1.", nullptr, value).arg(gearDice);
        const DashboardRow *row = GameDataValues::dashboardRow(data, item);
        const CarClass *cls = row ? data.dashboards(item.game()).carClass(row->carClass) : nullptr;
        if (cls && value > cls->maxGear)
            return tr("The highest gear of a %1 car is %2: its dashboard has at most %2 Gear dice.").arg(cls->id).arg(cls->maxGear);
        return std::nullopt;
    }
    if (item.field == u"leader" && item.game() == Game::GT && value > 0)
        return tr("Leader dice are only in Rallyman: DIRT.");
    if (value > kMaxDiceOfAKind)
        return tr("A dashboard shows at most %1 dice of a colour.").arg(kMaxDiceOfAKind);
    return std::nullopt;
}

std::optional<QString> GameDataValidator::refuseTimeCard(const RulesData &data, const GameDataItem &item, int value) const
{
    const auto seconds = [&]() -> std::optional<QString> {
        if (value < 0 || value > kMaxSeconds)
            return tr("A Time card shows from 0 to %1 seconds (one hour).").arg(kMaxSeconds);
        return std::nullopt;
    };
    if (item.index < 0) {
        if (item.field == u"cards" && (value < 1 || value > kMaxCards))
            return tr("A deck has from 1 to %1 cards.").arg(kMaxCards);
        return item.field == u"frontSeconds" ? seconds() : std::nullopt;
    }
    const TimeCardDeck *deck = data.timeCards().deck(item.gear);
    const TimeCardBackKind kind = deck && item.index < deck->backs.size() ? deck->backs[item.index].kind : TimeCardBackKind::Spinout;
    if (item.field == u"kind")
        return value >= 0 && value <= int(TimeCardBackKind::Sisu) ? std::nullopt : std::optional(tr("Unknown kind of card."));
    if (item.field == u"seconds")
        return seconds();
    if (item.field == u"count") {
        if (value < 0 || value > kMaxCards)
            return tr("From 0 to %1 cards.").arg(kMaxCards);
        return std::nullopt;
    }
    if (item.field == u"gear") {
        if (kind != TimeCardBackKind::Sisu)
            return value == 0 ? std::nullopt : std::optional(tr("Only a SISU card shows a gear."));
        if (value < 1 || value > m_checks.value(Fact::TimeCardDecks))
            return tr("A SISU card shows a gear from 1 to %1.").arg(m_checks.value(Fact::TimeCardDecks));
        return std::nullopt;
    }
    // Damage marks per danger colour.
    if (kind != TimeCardBackKind::Crash)
        return value == 0 ? std::nullopt : std::optional(tr("Only a Crash card shows Damage tokens."));
    if (value < 0 || value > kMaxTokens)
        return tr("A Crash card shows from 0 to %1 Damage tokens.").arg(kMaxTokens);
    return std::nullopt;
}

QList<GameDataProblem> GameDataValidator::check(const RulesData &data, const SoloTiming &timing) const
{
    QList<GameDataProblem> out;
    checkDashboards(data, Game::GT, out);
    checkDashboards(data, Game::Dirt, out);
    for (const LossOfControlRow &row : data.lossOfControl().rows()) {
        for (const QString &f : GameDataValues::fields(GameDataKind::LossOfControl)) {
            const GameDataItem item = GameDataItem::lossOfControl(row.gear, f);
            if (const std::optional<QString> why = refuse(data, item, *GameDataValues::value(data, item)))
                out.append({GameDataProblem::Severity::Error, item, *why, {}});
        }
    }
    checkTimeCards(data, out);
    checkBag(data, Game::GT, out);
    checkBag(data, Game::Dirt, out);
    for (const QString &g : SoloTiming::endGears()) {
        const GameDataItem item = GameDataItem::soloTiming(g);
        if (const std::optional<QString> why = refuse(data, item, timing.secondsFor(*GearMarker::fromText(g))))
            out.append({GameDataProblem::Severity::Error, item, *why, {}});
    }
    const GameDataItem focus = GameDataItem::soloTiming(u"secondsPerFocusToken"_s);
    if (const std::optional<QString> why = refuse(data, focus, timing.secondsPerFocusToken()))
        out.append({GameDataProblem::Severity::Error, focus, *why, {}});
    std::stable_sort(out.begin(), out.end(), [](const GameDataProblem &a, const GameDataProblem &b) { return a.severity < b.severity; });
    return out;
}

void GameDataValidator::checkDashboards(const RulesData &data, Game game, QList<GameDataProblem> &out) const
{
    const Dashboards &boards = data.dashboards(game);
    // The sides a dashboard can have are the ones the rules know: the weather (GT) or the road.
    QStringList conditions;
    for (const DashboardRow &r : RulesData::builtin().dashboards(game).rows())
        if (!conditions.contains(r.condition))
            conditions << r.condition;
    for (const DashboardRow &row : boards.rows()) {
        const GameDataItem at = GameDataItem::dashboard(game, row.carClass, row.tyres, row.condition);
        if (!boards.carClass(row.carClass))
            out.append({GameDataProblem::Severity::Error, at, tr("There is no car class “%1”.").arg(row.carClass), {}});
        if (!conditions.contains(row.condition))
            out.append({GameDataProblem::Severity::Error, at,
                        tr("A dashboard side is one of %1, not “%2”.").arg(conditions.join(u", "_s), row.condition), {}});
        if (game == Game::GT && row.dice.leader > 0)
            out.append({GameDataProblem::Severity::Error, at, tr("Leader dice are only in Rallyman: DIRT."), {}});
        for (const QString &f : GameDataValues::fields(at.kind)) {
            GameDataItem item = at;
            item.field = f;
            const int v = *GameDataValues::value(data, item);
            if (const std::optional<QString> why = refuse(data, item, v))
                out.append({GameDataProblem::Severity::Error, item, *why,
                            f == u"gear" && v > m_checks.value(Fact::GearDice) ? std::optional(Fact::GearDice) : std::nullopt});
        }
    }
}

void GameDataValidator::checkTimeCards(const RulesData &data, QList<GameDataProblem> &out) const
{
    const int perDeck = m_checks.value(Fact::TimeCardsPerDeck);
    for (const TimeCardDeck &deck : data.timeCards().decks()) {
        for (const QString &f : GameDataValues::fields(GameDataKind::TimeCards)) {
            const GameDataItem item = GameDataItem::timeCardDeck(deck.gear, f);
            if (const std::optional<QString> why = refuse(data, item, *GameDataValues::value(data, item)))
                out.append({GameDataProblem::Severity::Error, item, *why, {}});
        }
        int backs = 0;
        for (int i = 0; i < deck.backs.size(); ++i) {
            backs += deck.backs[i].count;
            for (const QString &f : GameDataValues::fields(GameDataKind::TimeCards, true)) {
                const GameDataItem item = GameDataItem::timeCardBack(deck.gear, i, f);
                if (const std::optional<QString> why = refuse(data, item, *GameDataValues::value(data, item)))
                    out.append({GameDataProblem::Severity::Error, item, *why, {}});
            }
        }
        if (deck.cards != perDeck)
            out.append({GameDataProblem::Severity::Warning, GameDataItem::timeCardDeck(deck.gear, u"cards"_s),
                         tr("The gear %1 deck has %n card(s); the box has %2 in each deck.", nullptr, deck.cards).arg(deck.gear).arg(perDeck),
                         Fact::TimeCardsPerDeck});
        if (backs != deck.cards)
            out.append({GameDataProblem::Severity::Warning, GameDataItem::timeCardDeck(deck.gear, u"cards"_s),
                         tr("The 0 sides of the gear %1 deck add up to %n card(s), but the deck has %2.", nullptr, backs)
                             .arg(deck.gear)
                             .arg(deck.cards),
                         {}});
    }
}

void GameDataValidator::checkBag(const RulesData &data, Game game, QList<GameDataProblem> &out) const
{
    const DamageBagSpec &bag = data.damageBag(game);
    for (int i = 0; i < bag.tokens().size(); ++i) {
        const GameDataItem item = GameDataItem::bagToken(game, i);
        if (const std::optional<QString> why = refuse(data, item, bag.tokens()[i].count))
            out.append({GameDataProblem::Severity::Error, item, *why, {}});
    }
    const Fact fact = game == Game::GT ? Fact::GtDamageTokens : Fact::DirtDamageTokens;
    const int box = m_checks.value(fact);
    if (bag.total() != box) {
        const QString message = game == Game::GT
            ? tr("The GT bag holds %n Damage token(s); the box has %1.", nullptr, bag.total()).arg(box)
            : tr("The DIRT bag holds %n Damage token(s); the box has %1.", nullptr, bag.total()).arg(box);
        out.append({GameDataProblem::Severity::Warning, GameDataItem::bagToken(game, -1, {}), message, fact});
    }
}

} // namespace Pacenotes
