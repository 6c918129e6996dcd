// SPDX-License-Identifier: GPL-3.0-or-later
#include "plannedmove.h"

namespace Pacenotes {

using namespace Qt::StringLiterals;

SharpLines PlannedMove::linesLeftBehind(int i) const
{
    if (i == 0)
        return start.sharpLines;
    const SpaceInfo &before = steps.at(i - 1).space;
    return before.sharp ? before.sharpLines : SharpLines{};
}

QString StepDice::text() const
{
    QString t;
    if (gear > 0)
        t += QString::number(gear);
    if (brakes > 0 || boosts > 0)
        t += u'+' + QString(brakes, u'B') + QString(boosts, u'A');
    if (coast)
        t += u'C';
    if (leader)
        t += u'L';
    if (redline)
        t += u'R';
    return t;
}

std::optional<StepDice> StepDice::fromText(QStringView text)
{
    const QString t = text.trimmed().toString().toUpper();
    if (t.isEmpty() || t.size() > 12)
        return std::nullopt;
    StepDice d;
    int i = 0;
    if (t[0].isDigit()) {
        d.gear = t[0].digitValue();
        if (d.gear < 1 || d.gear > 6)
            return std::nullopt;
        i = 1;
        if (i < t.size() && t[i] == u'+')
            ++i;
        for (; i < t.size(); ++i) {
            if (t[i] == u'B' && d.boosts == 0)
                ++d.brakes;
            else if (t[i] == u'A' && d.brakes == 0)
                ++d.boosts;
            else
                return std::nullopt;
        }
        if ((t.size() > 1 && t[1] == u'+') && d.brakes == 0 && d.boosts == 0)
            return std::nullopt;
        return d;
    }
    if (t == "C"_L1)
        d.coast = true;
    else if (t == "L"_L1)
        d.leader = true;
    else if (t == "R"_L1)
        d.redline = true;
    else
        return std::nullopt;
    return d;
}

} // namespace Pacenotes
