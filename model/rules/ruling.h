// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rulebook.h"

#include <QList>
#include <QString>

#include <optional>

namespace Pacenotes {

/**
 * One thing the referee has to say about a move: a broken rule (the move is illegal), a warning
 * (legal but probably not what the players want), an effect (the rules do something: an extra
 * hazard, a limit, a Loss of Control) or a note (an ambiguity or a data value of low confidence).
 */
struct Ruling
{
    enum class Kind : quint8 { Violation, Warning, Effect, Note };

    Ruling() = default;
    Ruling(Rule rule, Kind kind, int step, QString message, Game game, std::optional<Rule> also = std::nullopt)
        : rule(rule), kind(kind), step(step), message(std::move(message)), game(game), also(also)
    {
    }

    Rule rule = Rule::StepDice;
    Kind kind = Kind::Violation;
    int step = -1;   ///< 0-based index of the planned step it concerns; -1 for the whole move
    QString message; ///< translated
    Game game = Game::GT;
    /// A second rule the ruling rests on, cited after the first (dice taken away by damage:
    /// the dashboard's allowance and the Damage-token rule).
    std::optional<Rule> also;

    QString code() const { return RuleBook::code(rule); }
    /// Translated: "GT rulebook, p. 8, “Choosing your dice”", then "; …" for `also`.
    QString reference() const;
};

using Rulings = QList<Ruling>;

template<>
struct EnumIds<Ruling::Kind>
{
    static constexpr std::pair<Ruling::Kind, const char *> table[] = {{Ruling::Kind::Violation, "violation"},
                                                                      {Ruling::Kind::Warning, "warning"},
                                                                      {Ruling::Kind::Effect, "effect"},
                                                                      {Ruling::Kind::Note, "note"}};
};

/// Helpers for lists of rulings.
bool hasViolation(const Rulings &list);
Rulings rulingsOfKind(const Rulings &list, Ruling::Kind kind);
bool containsRuling(const Rulings &list, Rule rule, Ruling::Kind kind);

} // namespace Pacenotes
