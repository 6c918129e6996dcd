// SPDX-License-Identifier: GPL-3.0-or-later
#include "ruleoptions.h"

#include "gametr.h"

namespace Pacenotes::RuleOptions {

using namespace Qt::StringLiterals;

QList<RuleOption> forKind(GameKind kind)
{
    const bool gt = kind == GameKind::GtRace || kind == GameKind::GtSolo;
    QList<RuleOption> out;
    out.append({u"flyingStart"_s, GameTr::tr("Flying Start"),
                GameTr::tr("From gear 0 the first die may be Gear 2; if it shows a hazard the turn ends after one space, without a "
                           "Loss of Control."),
                Rule::FlyingStart, [](const GameSetup &s) { return s.rules.flyingStart; },
                [](GameSetup &s, bool on) { s.rules.flyingStart = on; }, std::nullopt});
    out.append({u"redline"_s, GameTr::tr("Redline"),
                GameTr::tr("In its highest gear a car may use Brake dice as Coast dice."), Rule::Redline,
                [](const GameSetup &s) { return s.rules.redline; }, [](GameSetup &s, bool on) { s.rules.redline = on; }, std::nullopt});
    if (kind == GameKind::GtRace)
        out.append({u"noWeatherChanges"_s, GameTr::tr("No weather changes"),
                    GameTr::tr("A weather token drawn from the bag is discarded and another drawn instead."), Rule::WeatherChange,
                    [](const GameSetup &s) { return !s.rules.weatherChanges; },
                    [](GameSetup &s, bool on) { s.rules.weatherChanges = !on; },
                    RuleReference{Book::GT, 21, QT_TRANSLATE_NOOP("RuleBook", "Setting up the race"), false}});
    if (kind == GameKind::GtSolo)
        out.append({u"randomWeather"_s, GameTr::tr("Random weather"),
                    GameTr::tr("Weather tokens change the weather in the solo lap too (otherwise they count as green flags)."),
                    Rule::Solo, [](const GameSetup &s) { return s.rules.randomWeather; },
                    [](GameSetup &s, bool on) { s.rules.randomWeather = on; }, std::nullopt});
    if (!gt) {
        out.append({u"sisu"_s, GameTr::tr("SISU"),
                    GameTr::tr("Once per stage each player may ignore every hazard on the dice for one turn."), Rule::Sisu,
                    [](const GameSetup &s) { return s.rules.sisu; }, [](GameSetup &s, bool on) { s.rules.sisu = on; }, std::nullopt});
        out.append({u"oneShots"_s, GameTr::tr("One Shots"),
                    GameTr::tr("No Leader dice: the first player uses Coast dice like everyone else."), Rule::LeaderDice,
                    [](const GameSetup &s) { return !s.rules.leaderDice; }, [](GameSetup &s, bool on) { s.rules.leaderDice = !on; }, std::nullopt});
    }
    if (kind == GameKind::DirtRally)
        out.append({u"checkpoints"_s, GameTr::tr("Checkpoints"),
                    GameTr::tr("After each stage every player may take 5-second penalty tokens, to start later on the next one."),
                    Rule::Checkpoint, [](const GameSetup &s) { return s.checkpoints; },
                    [](GameSetup &s, bool on) { s.checkpoints = on; }, std::nullopt});
    return out;
}

} // namespace Pacenotes::RuleOptions
