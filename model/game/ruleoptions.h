// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gamesetup.h"
#include "rules/rulebook.h"

#include <QList>
#include <QString>

#include <optional>

namespace Pacenotes {

/// One optional rule the players may choose for a game, as the New Game wizard lists it.
struct RuleOption
{
    QString id;           ///< "flyingStart", "redline", "noWeatherChanges", "randomWeather", "sisu", "oneShots", "checkpoints"
    QString name;         ///< translated
    QString explanation;  ///< translated, one line
    Rule rule;            ///< the rule it changes
    bool (*isOn)(const GameSetup &);
    void (*setOn)(GameSetup &, bool);
    std::optional<RuleReference> page; ///< where the option itself is written, when not at the rule's own page

    /// Translated: "GT rulebook, p. 21, “Flying Start”".
    QString reference(Game game) const { return page ? RuleBook::referenceText(*page) : RuleBook::referenceText(rule, game); }
};

/// The optional rules of a kind of game (GT p. 21; DIRT pp. 23-24), in the rulebooks' order.
namespace RuleOptions {
QList<RuleOption> forKind(GameKind kind);
} // namespace RuleOptions

} // namespace Pacenotes
