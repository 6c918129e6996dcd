// SPDX-License-Identifier: GPL-3.0-or-later
#include "ruling.h"

namespace Pacenotes {

using namespace Qt::StringLiterals;

QString Ruling::reference() const
{
    QString text = RuleBook::referenceText(rule, game);
    if (also)
        text += u"; "_s + RuleBook::referenceText(*also, game);
    return text;
}

bool hasViolation(const Rulings &list)
{
    for (const Ruling &r : list)
        if (r.kind == Ruling::Kind::Violation)
            return true;
    return false;
}

Rulings rulingsOfKind(const Rulings &list, Ruling::Kind kind)
{
    Rulings out;
    for (const Ruling &r : list)
        if (r.kind == kind)
            out.append(r);
    return out;
}

bool containsRuling(const Rulings &list, Rule rule, Ruling::Kind kind)
{
    for (const Ruling &r : list)
        if (r.rule == rule && r.kind == kind)
            return true;
    return false;
}

} // namespace Pacenotes
