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

namespace {
template<typename E, std::size_t N>
std::optional<E> lookup(QStringView id, const std::pair<QStringView, E> (&table)[N])
{
    for (const auto &[name, value] : table)
        if (id == name)
            return value;
    return std::nullopt;
}
template<typename E, std::size_t N>
QString reverse(E v, const std::pair<QStringView, E> (&table)[N])
{
    for (const auto &[name, value] : table)
        if (value == v)
            return name.toString();
    return {};
}

constexpr std::pair<QStringView, DieKind> kDice[] = {
    {u"gear", DieKind::Gear}, {u"coast", DieKind::Coast}, {u"brake", DieKind::Brake},
    {u"boost", DieKind::Boost}, {u"leader", DieKind::Leader}};
constexpr std::pair<QStringView, Confidence> kConfidence[] = {
    {u"rulebook", Confidence::Rulebook}, {u"confirmed", Confidence::Confirmed},
    {u"single-source", Confidence::SingleSource}, {u"placeholder", Confidence::Placeholder},
    {u"user", Confidence::User}};
constexpr std::pair<QStringView, Weather> kWeather[] = {{u"dry", Weather::Dry}, {u"wet", Weather::Wet}};
constexpr std::pair<QStringView, Danger> kDanger[] = {
    {u"none", Danger::None}, {u"yellow", Danger::Yellow}, {u"orange", Danger::Orange}, {u"red", Danger::Red}};
constexpr std::pair<QStringView, Game> kGame[] = {{u"gt", Game::GT}, {u"dirt", Game::Dirt}};
} // namespace

QString dieKindId(DieKind k) { return reverse(k, kDice); }
std::optional<DieKind> dieKindFromId(QStringView id) { return lookup(id, kDice); }

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

QString confidenceId(Confidence c) { return reverse(c, kConfidence); }
std::optional<Confidence> confidenceFromId(QStringView id) { return lookup(id, kConfidence); }

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

QString weatherId(Weather w) { return reverse(w, kWeather); }
std::optional<Weather> weatherFromId(QStringView id) { return lookup(id, kWeather); }

QString weatherName(Weather w)
{
    return w == Weather::Dry ? QCoreApplication::translate("Rules", "dry weather")
                             : QCoreApplication::translate("Rules", "wet weather");
}

QString dangerId(Danger d) { return reverse(d, kDanger); }
std::optional<Danger> dangerFromId(QStringView id) { return lookup(id, kDanger); }

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

QString gameId(Game g) { return reverse(g, kGame); }
std::optional<Game> gameFromId(QStringView id) { return lookup(id, kGame); }

} // namespace RulesText
} // namespace Pacenotes
