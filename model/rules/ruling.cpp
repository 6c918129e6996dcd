// SPDX-License-Identifier: GPL-3.0-or-later
#include "ruling.h"

namespace Pacenotes {

using namespace Qt::StringLiterals;

QString Ruling::kindId(Kind k)
{
    switch (k) {
    case Kind::Violation: return u"violation"_s;
    case Kind::Warning: return u"warning"_s;
    case Kind::Effect: return u"effect"_s;
    case Kind::Note: return u"note"_s;
    }
    return {};
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
