// SPDX-License-Identifier: GPL-3.0-or-later
#include "rulestypes.h"

#include <QCoreApplication>

namespace Pacenotes {

using namespace Qt::StringLiterals;

int &DiceCounts::operator[](DieKind k)
{
    switch (k) {
    case DieKind::Gear: return gear;
    case DieKind::Coast: return coast;
    case DieKind::Brake: return brake;
    case DieKind::Boost: return boost;
    case DieKind::Leader: return leader;
    }
    return gear;
}

int DiceCounts::operator[](DieKind k) const
{
    return const_cast<DiceCounts &>(*this)[k];
}

namespace RulesText {

QString dieKindName(DieKind k, int n)
{
    switch (k) {
    case DieKind::Gear: return QCoreApplication::translate("Rules", "%n Gear dice", nullptr, n);
    case DieKind::Coast: return QCoreApplication::translate("Rules", "%n Coast dice", nullptr, n);
    case DieKind::Brake: return QCoreApplication::translate("Rules", "%n Brake dice", nullptr, n);
    case DieKind::Boost: return QCoreApplication::translate("Rules", "%n Boost dice", nullptr, n);
    case DieKind::Leader: return QCoreApplication::translate("Rules", "%n Leader dice", nullptr, n);
    }
    return {};
}

QString confidenceName(Confidence c)
{
    switch (c) {
    case Confidence::Rulebook: return QCoreApplication::translate("Rules", "from the rulebook");
    case Confidence::Confirmed: return QCoreApplication::translate("Rules", "confirmed by two public sources");
    case Confidence::SingleSource: return QCoreApplication::translate("Rules", "from a single public source, unverified");
    case Confidence::Placeholder: return QCoreApplication::translate("Rules", "a placeholder: not published");
    case Confidence::User: return QCoreApplication::translate("Rules", "entered by you");
    }
    return {};
}

QString weatherName(Weather w)
{
    return w == Weather::Dry ? QCoreApplication::translate("Rules", "dry weather")
                             : QCoreApplication::translate("Rules", "wet weather");
}

QString dangerName(Danger d)
{
    switch (d) {
    case Danger::None: return QCoreApplication::translate("Rules", "no danger colour");
    case Danger::Yellow: return QCoreApplication::translate("Rules", "yellow");
    case Danger::Orange: return QCoreApplication::translate("Rules", "orange");
    case Danger::Red: return QCoreApplication::translate("Rules", "red");
    }
    return {};
}

QString tyresName(const QString &id)
{
    if (id == u"asphalt")
        return QCoreApplication::translate("Rules", "asphalt tyres");
    if (id == u"rain")
        return QCoreApplication::translate("Rules", "rain tyres");
    if (id == u"soft")
        return QCoreApplication::translate("Rules", "soft tyres");
    if (id == u"gravel")
        return QCoreApplication::translate("Rules", "gravel tyres");
    if (id == u"snow")
        return QCoreApplication::translate("Rules", "snow tyres");
    return id;
}

QString conditionName(const QString &id)
{
    if (id == u"dry")
        return weatherName(Weather::Dry);
    if (id == u"wet")
        return weatherName(Weather::Wet);
    if (id == u"gravel")
        return QCoreApplication::translate("Rules", "on gravel");
    if (id == u"gravel-leader")
        return QCoreApplication::translate("Rules", "on gravel, as the leader");
    if (id == u"asphalt")
        return QCoreApplication::translate("Rules", "on asphalt");
    if (id == u"snow")
        return QCoreApplication::translate("Rules", "on snow");
    return id;
}

} // namespace RulesText
} // namespace Pacenotes
