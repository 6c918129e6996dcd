// SPDX-License-Identifier: GPL-3.0-or-later
#include "championshipcheck.h"

#include "championshiptr.h"
#include "records/rally.h"
#include "rules/solotiming.h"
#include "seasondata.h"

#include <QHash>
#include <QSet>

namespace Pacenotes {

using namespace Qt::StringLiterals;

namespace {

struct Collector
{
    SeasonProblems out;
    void error(const QString &path, const QString &message) { out.append({path, message, false}); }
    void warn(const QString &path, const QString &message) { out.append({path, message, true}); }
};

QString at(const QString &path, QLatin1StringView key)
{
    return path.isEmpty() ? QString(key) : path + u'.' + key;
}

QString item(const QString &path, int index)
{
    return path + u'[' + QString::number(index) + u']';
}

/// "place 4 scores more than place 3": a table should not rise (warned, not refused).
void checkTable(Collector &c, const QList<int> &table, const QString &path, bool required)
{
    if (table.isEmpty()) {
        if (required)
            c.error(path, ChampionshipTr::tr("give the points of at least the first place"));
        return;
    }
    if (table.size() > SeasonRules::kMaxPlaces)
        c.error(path, ChampionshipTr::tr("too many places (at most %1)").arg(SeasonRules::kMaxPlaces));
    for (int i = 0; i < table.size(); ++i) {
        if (table[i] < 0 || table[i] > SeasonRules::kMaxPointsPerPlace) {
            c.error(item(path, i), ChampionshipTr::tr("expected a whole number from 0 to %1").arg(SeasonRules::kMaxPointsPerPlace));
            return;
        }
    }
    for (int i = 1; i < table.size(); ++i) {
        if (table[i] > table[i - 1]) {
            c.warn(item(path, i), ChampionshipTr::tr("the table is not decreasing: place %1 scores %2, more than place %3 (%4)")
                                      .arg(i + 1)
                                      .arg(table[i])
                                      .arg(i)
                                      .arg(table[i - 1]));
            return;
        }
    }
}

QString timeProblem(int seconds)
{
    if (seconds < 0)
        return ChampionshipTr::tr("a time cannot be negative");
    if (seconds > StageResult::kMaxStageSeconds)
        return ChampionshipTr::tr("%1 is not a possible time: it must be under 24 hours").arg(RaceTime::format(seconds));
    return {};
}

void checkStageTime(Collector &c, const StageTime &t, const QString &path, bool checkpoints, bool required)
{
    if (t.retired && t.time) {
        c.error(at(path, "time"_L1), ChampionshipTr::tr("a driver who retired has no time of their own (give one or the other)"));
        return;
    }
    if (t.time) {
        if (const QString p = timeProblem(*t.time); !p.isEmpty())
            c.error(at(path, "time"_L1), p);
    } else if (!t.retired && required) {
        c.error(path, ChampionshipTr::tr("give the time, or say the driver retired"));
    }
    if (t.penaltyTokens < 0 || t.penaltyTokens > StageResult::kMaxPenaltyTokens)
        c.error(at(path, "penalty"_L1), ChampionshipTr::tr("expected a whole number of penalty tokens from 0 to %1").arg(StageResult::kMaxPenaltyTokens));
    else if (t.penaltyTokens > 0 && !checkpoints)
        c.error(at(path, "penalty"_L1), ChampionshipTr::tr("penalty tokens need the Checkpoints rule on this rally"));
}

void checkRaceEntries(Collector &c, const ChampionshipEvent &event, const QString &path)
{
    const int field = int(event.entries.size());
    const QString results = at(path, "results"_L1);
    QHash<int, int> placeHolder; // place -> entry
    int finishers = 0;
    QList<int> retirees;
    for (int i = 0; i < field; ++i) {
        const EventEntry &e = event.entries[i];
        const QString p = item(results, i);
        if (!e.stages.isEmpty())
            c.error(at(p, "stages"_L1), ChampionshipTr::tr("a race has places, not stage times"));
        if (!e.retired && e.retiredOrder != 0)
            c.error(at(p, "retiredOrder"_L1), ChampionshipTr::tr("only a driver who retired has an order of retirement"));
        if (e.retired) {
            retirees.append(i);
        } else if (!e.place) {
            c.error(p, ChampionshipTr::tr("give the finishing place, or say the driver retired"));
            continue;
        } else {
            ++finishers;
        }
        if (!e.place)
            continue;
        const int place = *e.place;
        if (place < 1) {
            c.error(at(p, "place"_L1), ChampionshipTr::tr("places start at 1"));
        } else if (place > field) {
            c.error(at(p, "place"_L1), ChampionshipTr::tr("place %1 is beyond the field of %2 drivers").arg(place).arg(field));
        } else if (placeHolder.contains(place)) {
            c.error(at(p, "place"_L1), ChampionshipTr::tr("two drivers in place %1: %2 and %3")
                                           .arg(place)
                                           .arg(event.entries[placeHolder[place]].driver, e.driver));
        } else {
            placeHolder.insert(place, i);
        }
    }
    if (ChampionshipCheck::hasErrors(c.out))
        return;
    // Finishers hold the first places; retired drivers take the last ones, a later retirement one
    // place ahead of an earlier one (digest p. 9). A retired driver may be given that place, or
    // the order of retirement, or both when they agree.
    const int k = int(retirees.size());
    for (int i = 0; i < field; ++i) {
        const EventEntry &e = event.entries[i];
        if (!e.retired && e.place && *e.place > finishers) {
            c.error(at(item(results, i), "place"_L1),
                    retirees.isEmpty()
                        ? ChampionshipTr::tr("place %1 leaves a gap: the %2 drivers hold places 1 to %2").arg(*e.place).arg(finishers)
                        : ChampionshipTr::tr("place %1 is beyond the %2 drivers who finished: those who retired take the last places (digest p. 9)")
                              .arg(*e.place)
                              .arg(finishers));
            return;
        }
        if (e.retired && e.place && *e.place <= finishers) {
            c.error(at(item(results, i), "place"_L1),
                    ChampionshipTr::tr("a driver who retired takes one of the last places, %1 to %2 (digest p. 9), not place %3")
                        .arg(finishers + 1)
                        .arg(field)
                        .arg(*e.place));
            return;
        }
        if (e.retired && e.place && e.retiredOrder && e.retiredOrder != field - *e.place + 1) {
            c.error(at(item(results, i), "retiredOrder"_L1),
                    ChampionshipTr::tr("retirement %1 does not take place %2: a later retirement finishes ahead (digest p. 9)")
                        .arg(e.retiredOrder)
                        .arg(*e.place));
            return;
        }
    }
    QHash<int, int> orders;
    for (int i : std::as_const(retirees)) {
        const EventEntry &e = event.entries[i];
        const int order = e.retiredOrder ? e.retiredOrder : e.place ? field - *e.place + 1 : (k == 1 ? 1 : 0);
        const QString p = at(item(results, i), "retiredOrder"_L1);
        if (k == 1 && order != 1)
            c.error(p, ChampionshipTr::tr("only one driver retired: the order is 1"));
        else if (order < 1 || order > k)
            c.error(p, ChampionshipTr::tr("%1 drivers retired: say who retired first (1) to last (%1), or give their places; a "
                                          "later retirement finishes ahead (digest p. 9)")
                           .arg(k));
        else if (orders.contains(order))
            c.error(p, ChampionshipTr::tr("%1 and %2 cannot both be retirement number %3").arg(event.entries[orders[order]].driver, e.driver).arg(order));
        else
            orders.insert(order, i);
    }
}

} // namespace

namespace ChampionshipCheck {

SeasonProblems rulesProblems(const SeasonRules &r, const QString &path)
{
    Collector c;
    if (!r.pointsPreset.isEmpty() && !SeasonData::builtin().preset(r.pointsPreset))
        c.error(at(path, "points"_L1), ChampionshipTr::tr("no points table is called “%1”").arg(r.pointsPreset));
    checkTable(c, r.points, at(path, "points"_L1), r.scoring == Scoring::Points);
    if (r.powerStage.size() > SeasonRules::kMaxBonusPlaces)
        c.error(at(path, "powerStage"_L1), ChampionshipTr::tr("too many places (at most %1)").arg(SeasonRules::kMaxBonusPlaces));
    else
        checkTable(c, r.powerStage, at(path, "powerStage"_L1), false);
    if (r.scoring == Scoring::Time) {
        if (!r.powerStage.isEmpty())
            c.error(at(path, "powerStage"_L1), ChampionshipTr::tr("bonus points count only when the season is scored by points"));
        if (r.countBest > 0)
            c.error(at(path, "countBest"_L1), ChampionshipTr::tr("dropped results are for a season scored by points; a total time "
                                                                 "counts every event"));
        if (r.startOrder == StartOrderRule::LowestPointsFirst)
            c.error(at(path, "startOrder"_L1), ChampionshipTr::tr("a season scored by time has no points: start by lowest time, or draw"));
    }
    if (r.format == SeasonFormat::RaceSeries && r.startOrder == StartOrderRule::LowestTimeFirst)
        c.error(at(path, "startOrder"_L1), ChampionshipTr::tr("a race series has no times: start by lowest points (Rallyman BRDC), or draw"));
    if (r.placeSeconds < 1 || r.placeSeconds > SeasonRules::kMaxPlaceSeconds)
        c.error(at(path, "placeSeconds"_L1), ChampionshipTr::tr("expected a whole number from 1 to %1").arg(SeasonRules::kMaxPlaceSeconds));
    if (r.countBest < 0 || r.countBest > Championship::kMaxEvents)
        c.error(at(path, "countBest"_L1), ChampionshipTr::tr("expected a whole number from 0 to %1").arg(Championship::kMaxEvents));
    if (r.climbTries < 1 || r.climbTries > SeasonRules::kMaxTries)
        c.error(at(path, "climbTries"_L1), ChampionshipTr::tr("a climb has 1 to %1 tries (digest p. 13)").arg(SeasonRules::kMaxTries));
    QSet<TieBreak> seen;
    for (int i = 0; i < r.tieBreaks.size(); ++i) {
        if (seen.contains(r.tieBreaks[i]))
            c.error(item(at(path, "tieBreaks"_L1), i), ChampionshipTr::tr("this tie-break is listed twice"));
        seen.insert(r.tieBreaks[i]);
    }
    if (r.limitedRepairs && r.format != SeasonFormat::AutoTour)
        c.error(at(path, "limitedRepairs"_L1), ChampionshipTr::tr("limiting repairs is an Auto Tour option (digest p. 13)"));
    return c.out;
}

SeasonProblems driverProblems(const Championship &season)
{
    Collector c;
    if (season.drivers.size() > Championship::kMaxDrivers)
        c.error(u"drivers"_s, ChampionshipTr::tr("too many drivers (at most %1)").arg(Championship::kMaxDrivers));
    QHash<QString, int> ids;
    for (int i = 0; i < season.drivers.size(); ++i) {
        const ChampionshipDriver &d = season.drivers[i];
        const QString p = item(u"drivers"_s, i);
        if (d.id.trimmed().isEmpty())
            c.error(at(p, "id"_L1), ChampionshipTr::tr("every driver needs an id"));
        else if (d.id.size() > 60)
            c.error(at(p, "id"_L1), ChampionshipTr::tr("an id has at most 60 characters"));
        else if (ids.contains(d.id))
            c.error(at(p, "id"_L1), ChampionshipTr::tr("two drivers have the id “%1”").arg(d.id));
        ids.insert(d.id, i);
        if (d.name.size() > Championship::kMaxTextLength)
            c.error(at(p, "name"_L1), ChampionshipTr::tr("a name has at most %1 characters").arg(Championship::kMaxTextLength));
        if (d.car.size() > 60)
            c.error(at(p, "car"_L1), ChampionshipTr::tr("a car has at most 60 characters"));
        if (!d.team.isEmpty() && season.teamIndex(d.team) < 0)
            c.error(at(p, "team"_L1), ChampionshipTr::tr("no team has the id “%1”").arg(d.team));
        if (season.rules.keepCar && d.car.trimmed().isEmpty())
            c.warn(at(p, "car"_L1), ChampionshipTr::tr("each driver keeps one car for the whole series: say which"));
    }
    QSet<QString> teamIds;
    for (int i = 0; i < season.teams.size(); ++i) {
        const ChampionshipTeam &t = season.teams[i];
        const QString p = item(u"teams"_s, i);
        if (t.id.trimmed().isEmpty())
            c.error(at(p, "id"_L1), ChampionshipTr::tr("every team needs an id"));
        else if (teamIds.contains(t.id))
            c.error(at(p, "id"_L1), ChampionshipTr::tr("two teams have the id “%1”").arg(t.id));
        teamIds.insert(t.id);
        if (t.name.size() > Championship::kMaxTextLength)
            c.error(at(p, "name"_L1), ChampionshipTr::tr("a name has at most %1 characters").arg(Championship::kMaxTextLength));
        const int members = int(season.teamMembers(t.id).size());
        if (members != 2 && !t.id.isEmpty())
            c.error(p, ChampionshipTr::tr("a team is two drivers (Team Challenge); “%1” has %n", nullptr, members).arg(t.name.isEmpty() ? t.id : t.name));
    }
    return c.out;
}

SeasonProblems eventProblems(const Championship &season, const ChampionshipEvent &event, const QString &path)
{
    Collector c;
    const SeasonRules &rules = season.rules;
    if (event.name.size() > Championship::kMaxTextLength)
        c.error(at(path, "name"_L1), ChampionshipTr::tr("a name has at most %1 characters").arg(Championship::kMaxTextLength));
    if (event.notes.size() > Championship::kMaxNotesLength)
        c.error(at(path, "notes"_L1), ChampionshipTr::tr("notes have at most %1 characters").arg(Championship::kMaxNotesLength));
    if (!rules.allows(event.kind))
        c.error(at(path, "kind"_L1), ChampionshipTr::tr("a season of the format “%1” holds no “%2” events")
                                         .arg(ChampionshipText::formatName(rules.format), ChampionshipText::eventKindName(event.kind)));
    if (!season.allowsGame(event.game))
        c.error(at(path, "game"_L1), ChampionshipTr::tr("this season is played with %1: a %2 game does not belong to it")
                                         .arg(ChampionshipText::seasonGameName(season.game), ChampionshipText::gameName(event.game)));
    const bool rally = event.kind == EventKind::Rally;
    if (rally && event.stages.isEmpty())
        c.error(at(path, "stages"_L1), ChampionshipTr::tr("a rally has at least one stage"));
    if (event.stages.size() > ChampionshipEvent::kMaxStages)
        c.error(at(path, "stages"_L1), ChampionshipTr::tr("too many stages (at most %1)").arg(ChampionshipEvent::kMaxStages));
    if (!rally && !event.stages.isEmpty())
        c.error(at(path, "stages"_L1), ChampionshipTr::tr("only a rally has stages"));
    if (!rally && event.checkpoints)
        c.error(at(path, "checkpoints"_L1), ChampionshipTr::tr("checkpoints are a rally rule"));
    for (int s = 0; s < event.stages.size(); ++s)
        if (event.stages[s].name.size() > Championship::kMaxTextLength)
            c.error(at(item(at(path, "stages"_L1), s), "name"_L1),
                    ChampionshipTr::tr("a name has at most %1 characters").arg(Championship::kMaxTextLength));
    if (event.entries.isEmpty())
        c.error(at(path, "results"_L1), ChampionshipTr::tr("enter the result of at least one driver"));
    if (event.entries.size() > Championship::kMaxDrivers)
        c.error(at(path, "results"_L1), ChampionshipTr::tr("too many results (at most %1)").arg(Championship::kMaxDrivers));
    if (ChampionshipCheck::hasErrors(c.out))
        return c.out;

    const QString results = at(path, "results"_L1);
    QHash<QString, int> seen;
    for (int i = 0; i < event.entries.size(); ++i) {
        const EventEntry &e = event.entries[i];
        const QString p = item(results, i);
        const int d = season.driverIndex(e.driver);
        if (d < 0) {
            c.error(at(p, "driver"_L1), e.driver.isEmpty() ? ChampionshipTr::tr("say which driver")
                                                           : ChampionshipTr::tr("no driver of the season has the id “%1”").arg(e.driver));
            continue;
        }
        if (seen.contains(e.driver)) {
            c.error(at(p, "driver"_L1), ChampionshipTr::tr("%1 has two results in this event").arg(e.driver));
            continue;
        }
        seen.insert(e.driver, i);
        const QString &car = season.drivers[d].car;
        if (rules.keepCar && !e.car.isEmpty() && !car.isEmpty() && e.car.compare(car, Qt::CaseInsensitive) != 0)
            c.error(at(p, "car"_L1), ChampionshipTr::tr("%1 drove a %2, but keeps the %3 for the whole series (digest p. 13, Auto Tour)")
                                         .arg(season.drivers[d].name.isEmpty() ? e.driver : season.drivers[d].name, e.car, car));
        if (e.bonus < 0 || e.bonus > SeasonRules::kMaxPointsPerPlace)
            c.error(at(p, "bonus"_L1), ChampionshipTr::tr("expected a whole number from 0 to %1").arg(SeasonRules::kMaxPointsPerPlace));
        else if (e.bonus > 0 && rules.scoring == Scoring::Time)
            c.error(at(p, "bonus"_L1), ChampionshipTr::tr("bonus points count only when the season is scored by points"));
        if (e.bonusReason.size() > Championship::kMaxTextLength)
            c.error(at(p, "bonusReason"_L1), ChampionshipTr::tr("a reason has at most %1 characters").arg(Championship::kMaxTextLength));
        if (event.kind == EventKind::Race)
            continue;
        if (e.place || e.retired || e.retiredOrder)
            c.error(at(p, e.place ? "place"_L1 : "retired"_L1),
                    rally ? ChampionshipTr::tr("a rally is decided by times: give each stage's time (or retired), not a place")
                          : ChampionshipTr::tr("a climb is decided by times: give each try's time (or retired), not a place"));
        if (rally) {
            if (e.stages.size() != event.stages.size()) {
                c.error(at(p, "stages"_L1), ChampionshipTr::tr("give one result for each of the %n stages (an empty {} for a stage not driven yet)",
                                                               nullptr, int(event.stages.size())));
                continue;
            }
            for (int s = 0; s < e.stages.size(); ++s)
                checkStageTime(c, e.stages[s], item(at(p, "stages"_L1), s), event.checkpoints, false);
        } else {
            if (e.stages.isEmpty() || e.stages.size() > rules.climbTries) {
                c.error(at(p, "tries"_L1), ChampionshipTr::tr("give 1 to %1 tries, each a time or retired").arg(rules.climbTries));
                continue;
            }
            for (int s = 0; s < e.stages.size(); ++s) {
                checkStageTime(c, e.stages[s], item(at(p, "tries"_L1), s), false, true);
            }
        }
    }
    if (!ChampionshipCheck::hasErrors(c.out) && event.kind == EventKind::Race)
        checkRaceEntries(c, event, path);
    return c.out;
}

SeasonProblems problems(const Championship &season)
{
    Collector c;
    if (season.name.size() > Championship::kMaxTextLength)
        c.error(u"name"_s, ChampionshipTr::tr("a name has at most %1 characters").arg(Championship::kMaxTextLength));
    if (season.notes.size() > Championship::kMaxNotesLength)
        c.error(u"notes"_s, ChampionshipTr::tr("notes have at most %1 characters").arg(Championship::kMaxNotesLength));
    if (season.events.size() > Championship::kMaxEvents)
        c.error(u"events"_s, ChampionshipTr::tr("too many events (at most %1)").arg(Championship::kMaxEvents));
    c.out += rulesProblems(season.rules);
    c.out += driverProblems(season);
    if (hasErrors(c.out))
        return c.out;
    for (int i = 0; i < season.events.size(); ++i)
        c.out += eventProblems(season, season.events[i], item(u"events"_s, i));
    return c.out;
}

bool hasErrors(const SeasonProblems &problems)
{
    for (const SeasonProblem &p : problems)
        if (!p.warning)
            return true;
    return false;
}

QString firstError(const SeasonProblems &problems)
{
    for (const SeasonProblem &p : problems)
        if (!p.warning)
            return p.text();
    return {};
}

SeasonProblems warnings(const SeasonProblems &problems)
{
    SeasonProblems out;
    for (const SeasonProblem &p : problems)
        if (p.warning)
            out.append(p);
    return out;
}

} // namespace ChampionshipCheck

} // namespace Pacenotes
