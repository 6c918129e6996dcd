// SPDX-License-Identifier: GPL-3.0-or-later
#include "championship.h"

#include "championshiptr.h"
#include "seasondata.h"

#include <QRegularExpression>

namespace Pacenotes {

using namespace Qt::StringLiterals;

SeasonRules SeasonRules::defaults(SeasonFormat format)
{
    const SeasonData &data = SeasonData::builtin();
    SeasonRules r;
    r.format = format;
    r.pointsPreset = data.defaultTable().id;
    r.points = data.defaultTable().points;
    // The books give no tie-break for a season; these are the organiser's to change, and every
    // standings page says which are in force.
    r.tieBreaks = {TieBreak::MostWins, TieBreak::BestLastResult};
    r.placeSeconds = data.placeSeconds();
    switch (format) {
    case SeasonFormat::RaceSeries:
        // "Starting order for the next race *may* be lowest point total first": an option;
        // otherwise the order is drawn as for any race (digest p. 3).
        r.scoring = Scoring::Points;
        r.startOrder = StartOrderRule::Drawn;
        break;
    case SeasonFormat::RallyChampionship:
    case SeasonFormat::ClimbSeries:
        // Each rally is won on total time and scores points by place; the next rally starts by
        // total time, lowest first, as the next stage does (digest p. 13, Rally Races).
        r.scoring = Scoring::Points;
        r.startOrder = StartOrderRule::LowestTimeFirst;
        break;
    case SeasonFormat::AutoTour:
        // Times add up, a head-to-head race adds seconds per place; lowest total starts first;
        // each player keeps one car for the whole series (digest p. 13, Auto Tour).
        r.scoring = Scoring::Time;
        r.startOrder = StartOrderRule::LowestTimeFirst;
        r.keepCar = true;
        break;
    }
    return r;
}

bool SeasonRules::allows(EventKind kind) const
{
    switch (format) {
    case SeasonFormat::RaceSeries: return kind == EventKind::Race;
    case SeasonFormat::RallyChampionship: return kind == EventKind::Rally;
    // "Otherwise, treat as a Rally" (Climbs): a climb series may include rallies.
    case SeasonFormat::ClimbSeries: return kind == EventKind::Climb || kind == EventKind::Rally;
    case SeasonFormat::AutoTour: return true;
    }
    return false;
}

int ChampionshipEvent::indexOf(const QString &driver) const
{
    for (int i = 0; i < entries.size(); ++i)
        if (entries[i].driver == driver)
            return i;
    return -1;
}

int Championship::driverIndex(const QString &driverId) const
{
    for (int i = 0; i < drivers.size(); ++i)
        if (drivers[i].id == driverId)
            return i;
    return -1;
}

int Championship::teamIndex(const QString &teamId) const
{
    for (int i = 0; i < teams.size(); ++i)
        if (teams[i].id == teamId)
            return i;
    return -1;
}

QList<int> Championship::teamMembers(const QString &teamId) const
{
    QList<int> out;
    for (int i = 0; i < drivers.size(); ++i)
        if (!teamId.isEmpty() && drivers[i].team == teamId)
            out.append(i);
    return out;
}

QString Championship::freeDriverId(const QString &name) const
{
    QString base = name.trimmed().toLower();
    base.replace(QRegularExpression(u"[^\\p{L}\\p{N}]+"_s), u"-"_s);
    base = base.mid(0, 40);
    while (base.startsWith(u'-'))
        base.remove(0, 1);
    while (base.endsWith(u'-'))
        base.chop(1);
    if (base.isEmpty())
        base = u"driver"_s;
    QString id = base;
    for (int n = 2; driverIndex(id) >= 0; ++n)
        id = base + u'-' + QString::number(n);
    return id;
}

bool Championship::allowsGame(Game g) const
{
    return game == SeasonGame::Mixed || (game == SeasonGame::GT) == (g == Game::GT);
}

namespace ChampionshipText {

QString formatName(SeasonFormat f)
{
    switch (f) {
    case SeasonFormat::RaceSeries: return ChampionshipTr::tr("Race series");
    case SeasonFormat::RallyChampionship: return ChampionshipTr::tr("Rally championship");
    case SeasonFormat::ClimbSeries: return ChampionshipTr::tr("Climb series");
    case SeasonFormat::AutoTour: return ChampionshipTr::tr("Auto Tour");
    }
    return {};
}

QString scoringName(Scoring s)
{
    return s == Scoring::Points ? ChampionshipTr::tr("Points by place") : ChampionshipTr::tr("Total time");
}

QString startOrderName(StartOrderRule r)
{
    switch (r) {
    case StartOrderRule::Drawn: return ChampionshipTr::tr("Drawn before each event");
    case StartOrderRule::LowestPointsFirst: return ChampionshipTr::tr("Lowest point total first (Rallyman BRDC)");
    case StartOrderRule::LowestTimeFirst: return ChampionshipTr::tr("Lowest total time first");
    }
    return {};
}

QString tieBreakName(TieBreak t)
{
    switch (t) {
    case TieBreak::MostWins: return ChampionshipTr::tr("most wins");
    case TieBreak::Countback: return ChampionshipTr::tr("most wins, then most second places, and so on");
    case TieBreak::BestLastResult: return ChampionshipTr::tr("the better result in the latest event");
    }
    return {};
}

QString eventKindName(EventKind k)
{
    switch (k) {
    case EventKind::Race: return ChampionshipTr::tr("Race");
    case EventKind::Rally: return ChampionshipTr::tr("Rally");
    case EventKind::Climb: return ChampionshipTr::tr("Climb");
    }
    return {};
}

QString seasonGameName(SeasonGame g)
{
    switch (g) {
    case SeasonGame::GT: return ChampionshipTr::tr("Rallyman: GT");
    case SeasonGame::Dirt: return ChampionshipTr::tr("Rallyman: DIRT");
    case SeasonGame::Mixed: return ChampionshipTr::tr("GT and DIRT");
    }
    return {};
}

QString gameName(Game g)
{
    return g == Game::GT ? ChampionshipTr::tr("GT") : ChampionshipTr::tr("DIRT");
}

QString pointsText(const QList<int> &points)
{
    QStringList parts;
    for (int p : points)
        parts << QString::number(p);
    return parts.join(u'-');
}

std::optional<QList<int>> parsePoints(QStringView text, QString *error)
{
    const QStringList parts = text.toString().split(QRegularExpression(u"[\\s,;\\-–]+"_s), Qt::SkipEmptyParts);
    QList<int> out;
    for (const QString &p : parts) {
        bool ok = false;
        const int v = p.toInt(&ok);
        if (!ok || v < 0 || v > SeasonRules::kMaxPointsPerPlace) {
            if (error)
                *error = ChampionshipTr::tr("“%1” is not a number of points from 0 to %2.").arg(p).arg(SeasonRules::kMaxPointsPerPlace);
            return std::nullopt;
        }
        out.append(v);
    }
    if (out.size() > SeasonRules::kMaxPlaces) {
        if (error)
            *error = ChampionshipTr::tr("A points table has at most %1 places.").arg(SeasonRules::kMaxPlaces);
        return std::nullopt;
    }
    return out;
}

} // namespace ChampionshipText

} // namespace Pacenotes
