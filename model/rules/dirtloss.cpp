// SPDX-License-Identifier: GPL-3.0-or-later
#include "dirtloss.h"
#include "trcontexts.h"

#include "randomsource.h"

#include <QCoreApplication>

namespace Pacenotes {

DirtLossResult resolveTimeCard(const RulesContext &ctx, const LossEvent &event, const TimeCardBack &back)
{
    DirtLossResult r;
    r.cardGear = event.timeCardGear();
    r.back = back;
    r.seconds = back.seconds;
    const auto add = [&](Rule rule, Ruling::Kind kind, const QString &message) {
        r.rulings.append({rule, kind, event.step, message, Game::Dirt});
    };
    using K = Ruling::Kind;
    switch (back.kind) {
    case TimeCardBackKind::Spinout:
        r.gear = GearMarker{0, false};
        add(Rule::LossOfControl, K::Effect, RulesTr::tr("Spinout: the car stays on the track in its space, without damage; it is "
                                               "turned back round at the start of its next turn."));
        break;
    case TimeCardBackKind::Crash:
        r.gear = GearMarker{0, false};
        r.location = CarLocation::OffTrack;
        r.damageTokens = back.damageFor(event.danger);
        add(Rule::LossOfControl, K::Effect,
            RulesTr::tr("Crash: the car goes beside the track next to this space and draws %n Damage token(s) for the tile's danger "
               "colour; it comes back here at the start of its next turn.", nullptr,
               r.damageTokens));
        if (event.danger == Danger::None)
            add(Rule::LossOfControl, K::Warning, RulesTr::tr("Give the tile's danger colour to count the Damage tokens."));
        break;
    case TimeCardBackKind::Sisu:
        r.gear = GearMarker{qBound(0, back.gear, 6), false};
        add(Rule::LossOfControl, K::Effect, RulesTr::tr("SISU: the car stays where it lost control, without damage, and starts its next "
                                               "turn in gear %1.")
                                                .arg(r.gear.text()));
        break;
    }
    if (event.afterFinish) {
        // Finished all the same: the card for that gear counts its front; damage only in a rally.
        const TimeCardDeck *deck = ctx.data.timeCards().deck(r.cardGear);
        r.seconds = deck ? deck->frontSeconds : 0;
        r.gear = GearMarker{r.cardGear, false};
        const Provenance front = deck ? deck->provenance.value(QStringLiteral("frontSeconds")) : Provenance{};
        if (!front.isSolid())
            add(Rule::DataConfidence, K::Note,
                RulesTr::tr("The %1 seconds on the front of the gear %2 card are %3: count the card you take.")
                    .arg(r.seconds)
                    .arg(r.cardGear)
                    .arg(RulesText::confidenceName(front.confidence)));
        r.location = CarLocation::OnTrack;
        if (!ctx.rules.rally)
            r.damageTokens = 0;
        add(Rule::FinishLine, K::Effect,
            ctx.rules.rally ? RulesTr::tr("Control was lost beyond the finish line: the car has finished; it counts the gear %1 card's "
                                 "time and, in a rally, takes the damage shown.")
                                  .arg(r.cardGear)
                            : RulesTr::tr("Control was lost beyond the finish line: the car has finished; it counts the gear %1 card's "
                                 "time and, in a one-off stage, takes no damage.")
                                  .arg(r.cardGear));
    }
    return r;
}

std::optional<DirtLossResult> drawTimeCard(const RulesContext &ctx, const LossEvent &event, RandomSource &random)
{
    const std::optional<TimeCardBack> back = ctx.data.timeCards().drawBack(event.timeCardGear(), random);
    if (!back)
        return std::nullopt;
    DirtLossResult r = resolveTimeCard(ctx, event, *back);
    const TimeCardDeck *deck = ctx.data.timeCards().deck(r.cardGear);
    const Provenance p = deck ? deck->provenance.value(QStringLiteral("backs")) : Provenance{};
    if (!p.isSolid()) {
        r.placeholder = true;
        r.rulings.append({Rule::DataConfidence, Ruling::Kind::Note, event.step,
                          RulesTr::tr("This card was simulated from placeholder data (the real mix of Time card backs is not "
                             "published): at the table, flip a real card and enter it."),
                          Game::Dirt});
    }
    return r;
}

} // namespace Pacenotes
