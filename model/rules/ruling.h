// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rulebook.h"

#include <QList>
#include <QString>

namespace Pacenotes {

/**
 * One thing the referee has to say about a move: a broken rule (the move is illegal), a warning
 * (legal but probably not what the players want), an effect (the rules do something: an extra
 * hazard, a limit, a Loss of Control) or a note (an ambiguity or a data value of low confidence).
 */
struct Ruling
{
    enum class Kind : quint8 { Violation, Warning, Effect, Note };

    Rule rule = Rule::StepDice;
    Kind kind = Kind::Violation;
    int step = -1;   ///< 0-based index of the planned step it concerns; -1 for the whole move
    QString message; ///< translated
    Game game = Game::GT;

    QString code() const { return RuleBook::code(rule); }
    QString reference() const { return RuleBook::referenceText(rule, game); }
    static QString kindId(Kind k); ///< "violation", "warning", "effect", "note"
};

using Rulings = QList<Ruling>;

/// Helpers for lists of rulings.
bool hasViolation(const Rulings &list);
Rulings rulingsOfKind(const Rulings &list, Ruling::Kind kind);
bool containsRuling(const Rulings &list, Rule rule, Ruling::Kind kind);

} // namespace Pacenotes
