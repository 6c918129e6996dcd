// SPDX-License-Identifier: GPL-3.0-or-later
#include "damageeffects.h"
#include "trcontexts.h"

#include "randomsource.h"

#include <QCoreApplication>

namespace Pacenotes {

DamageEffects damageEffects(const RulesContext &ctx, const QList<DamageToken> &drawn)
{
    DamageEffects e;
    const Game game = ctx.rules.game;
    const auto add = [&](Rule rule, Ruling::Kind kind, const QString &message) {
        e.rulings.append({rule, kind, -1, message, game});
    };
    using K = Ruling::Kind;
    int green = 0;
    int yellowFlags = 0;
    for (DamageToken t : drawn) {
        switch (t) {
        case DamageToken::Gear: ++e.added.gear; break;
        case DamageToken::Brake: ++e.added.brake; break;
        case DamageToken::Coast: ++e.added.coast; break;
        case DamageToken::Boost: ++e.added.boost; break;
        case DamageToken::Weather: ++e.weatherTokens; break;
        case DamageToken::YellowFlag:
            e.yellowFlag = true;
            ++yellowFlags;
            break;
        case DamageToken::GreenFlag: ++green; break;
        }
    }
    if (game == Game::Dirt && (e.weatherTokens > 0 || e.yellowFlag))
        add(Rule::DamageToken, K::Violation, RulesTr::tr("The DIRT damage bag has no weather or Yellow Flag tokens."));
    if (e.added.gear)
        add(Rule::DamageToken, K::Effect, RulesTr::tr("Gear damage ×%n: that many fewer Gear dice each turn (any value).", nullptr, e.added.gear));
    if (e.added.brake)
        add(Rule::DamageToken, K::Effect, RulesTr::tr("Brake damage ×%n: that many fewer Brake dice each turn.", nullptr, e.added.brake));
    if (e.added.coast)
        add(Rule::DamageToken, K::Effect,
            game == Game::GT ? RulesTr::tr("Coast damage ×%n: that many fewer Coast dice each turn.", nullptr, e.added.coast)
                             : RulesTr::tr("Coast/Leader damage ×%n: that many fewer Coast or Leader dice each turn.", nullptr, e.added.coast));
    if (e.added.boost)
        add(Rule::DamageToken, K::Effect, RulesTr::tr("Boost damage ×%n: that many fewer Boost dice each turn.", nullptr, e.added.boost));
    if (green)
        add(Rule::DamageToken, K::Effect, RulesTr::tr("Green flag: no effect."));
    if (yellowFlags == 1)
        add(Rule::YellowFlag, K::Effect, RulesTr::tr("Yellow Flag: it goes on the tile of the Loss of Control; no car may move "
                                            "alongside another on that tile or the tiles before and after it."));
    else if (yellowFlags > 1)
        add(Rule::YellowFlag, K::Effect, RulesTr::tr("%n Yellow Flags: they go on the tile of the Loss of Control; no car may move "
                                            "alongside another on that tile or the tiles before and after it. Several flags on "
                                            "one tile have no further effect.", nullptr, yellowFlags));
    if (e.weatherTokens > 0 && game == Game::GT) {
        if (ctx.rules.solo && !ctx.rules.randomWeather) {
            add(Rule::Solo, K::Effect, RulesTr::tr("Solo mode: weather tokens count as green flags."));
        } else if (!ctx.rules.weatherChanges) {
            add(Rule::WeatherChange, K::Violation, RulesTr::tr("No weather changes are played: discard the weather token and draw "
                                                      "another in its place."));
        } else if (e.weatherTokens % 2 == 0) {
            add(Rule::WeatherChange, K::Effect, RulesTr::tr("%n weather tokens in one Loss of Control cancel each other out.", nullptr,
                                                   e.weatherTokens));
        } else {
            e.weatherFlips = true;
            if (e.weatherTokens > 1)
                add(Rule::WeatherChange, K::Note,
                    RulesTr::tr("The rulebook covers two and four weather tokens in one Loss of Control (they cancel out), not %n: "
                                "the referee lets two cancel out and the last one change the weather (the combined-rules digest "
                                "also makes any number of them one change).", nullptr, e.weatherTokens));
            add(Rule::WeatherChange, K::Effect,
                ctx.rules.weather == Weather::Dry
                    ? RulesTr::tr("Weather change: it starts to rain; every player flips their dashboard to the wet side (new "
                                  "dice and hazard limit).")
                    : RulesTr::tr("Weather change: the track dries; every player flips their dashboard to the dry side (new "
                                  "dice and hazard limit)."));
        }
    }
    return e;
}

DamageEffects shortcutEffects(const RulesContext &ctx, ShortcutResult result)
{
    DamageEffects e;
    const auto add = [&](const QString &message) {
        e.rulings.append({Rule::Shortcut, Ruling::Kind::Effect, -1, message, ctx.rules.game});
    };
    switch (result) {
    case ShortcutResult::Ok: add(RulesTr::tr("Shortcut: OK! The car made it through unscathed.")); break;
    case ShortcutResult::Coast:
        e.added.coast = 1;
        e.fromNextTurn = true;
        add(RulesTr::tr("Shortcut: a blown tyre — one Coast die fewer each turn, from the next turn."));
        break;
    case ShortcutResult::MinusOne:
        e.minusOne = true;
        add(RulesTr::tr("Shortcut: stones and mud — a “−1” token goes on the shortcut's tile: every corner space of that tile has "
               "its limit lowered by 1 (not the shortcut). A limit of 0 closes the space."));
        break;
    }
    return e;
}

void applyDamage(CarState &car, const DamageEffects &e)
{
    car.damage.gear += e.added.gear;
    car.damage.brake += e.added.brake;
    car.damage.coast += e.added.coast;
    car.damage.boost += e.added.boost;
    if (e.yellowFlag)
        car.yellowFlagOut = true;
}

QList<DamageToken> drawDamage(DamageBag &bag, int count, const RaceRules &rules, RandomSource &random)
{
    QList<DamageToken> drawn;
    while (drawn.size() < count) {
        const int i = bag.draw(random);
        if (i < 0)
            break;
        const DamageToken t = bag.spec().tokens()[i].damage;
        // Advanced rule: weather tokens are discarded and replaced (they stay out of the bag).
        if (t == DamageToken::Weather && !rules.weatherChanges && rules.game == Game::GT)
            continue;
        drawn.append(t);
    }
    return drawn;
}

} // namespace Pacenotes
