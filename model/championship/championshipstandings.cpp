// SPDX-License-Identifier: GPL-3.0-or-later
#include "championshipstandings.h"

#include "championshiptr.h"
#include "rules/solotiming.h"
#include "seasondata.h"

#include <algorithm>
#include <climits>
#include <numeric>

namespace Pacenotes {

using namespace Qt::StringLiterals;

namespace {

QString driverName(const Championship &season, int driver)
{
    const ChampionshipDriver &d = season.drivers[driver];
    return d.name.isEmpty() ? d.id : d.name;
}

QString eventName(const Championship &season, int event)
{
    const QString &name = season.events[event].name;
    return name.isEmpty() ? ChampionshipTr::tr("event %1").arg(event + 1) : name;
}

/// How two drivers equal on the total compare by one tie-break: < 0 when `a` is ahead.
struct Decision
{
    int cmp = 0;
    QString why;                     ///< translated, from a's side: "more wins (2 to 1)"
};

class TieBreaker
{
public:
    TieBreaker(const Championship &season, QList<int> completeEvents) : m_season(season), m_events(std::move(completeEvents)) {}

    Decision decide(TieBreak t, const StandingRow &a, const StandingRow &b) const
    {
        switch (t) {
        case TieBreak::MostWins:
            if (a.wins != b.wins)
                return {b.wins - a.wins, ChampionshipTr::tr("wins: %1 to %2").arg(a.wins).arg(b.wins)};
            return {};
        case TieBreak::Countback:
            for (int p = 0; p < std::max(a.placeCounts.size(), b.placeCounts.size()); ++p) {
                const int ca = a.placeCounts.value(p), cb = b.placeCounts.value(p);
                if (ca != cb)
                    return {cb - ca, p == 0 ? ChampionshipTr::tr("wins: %1 to %2").arg(ca).arg(cb)
                                            : ChampionshipTr::tr("equal up to place %1; places %2: %3 to %4").arg(p).arg(p + 1).arg(ca).arg(cb)};
            }
            return {};
        case TieBreak::BestLastResult:
            for (auto it = m_events.crbegin(); it != m_events.crend(); ++it) {
                const StandingCell &ca = a.cells[*it], &cb = b.cells[*it];
                const int pa = ca.drove && ca.place ? *ca.place : INT_MAX, pb = cb.drove && cb.place ? *cb.place : INT_MAX;
                if (pa != pb)
                    return {pa < pb ? -1 : 1, ChampionshipTr::tr("the latest event they differ in, %1: %2 to %3")
                                                  .arg(eventName(m_season, *it), placeText(ca), placeText(cb))};
            }
            return {};
        }
        return {};
    }

private:
    static QString placeText(const StandingCell &c)
    {
        return c.drove && c.place ? ChampionshipTr::tr("place %1").arg(*c.place) : ChampionshipTr::tr("not driven");
    }

    const Championship &m_season;
    QList<int> m_events;
};

int comparePrimary(const StandingRow &a, const StandingRow &b, Scoring scoring)
{
    if (scoring == Scoring::Points)
        return b.points - a.points;
    if (a.missed != b.missed)
        return a.missed - b.missed;
    if (a.time.has_value() != b.time.has_value())
        return a.time ? -1 : 1;
    if (a.time && *a.time != *b.time)
        return *a.time < *b.time ? -1 : 1;
    return 0;
}

QString pointsWord(int points)
{
    return ChampionshipTr::tr("%n point(s)", nullptr, points);
}

} // namespace

ChampionshipStandings ChampionshipStandings::compute(const Championship &season)
{
    ChampionshipStandings st;
    const SeasonRules &rules = season.rules;
    st.m_scoring = rules.scoring;
    const int drivers = int(season.drivers.size());
    const int events = int(season.events.size());
    st.m_events.reserve(events);
    QList<int> complete;
    for (int e = 0; e < events; ++e) {
        st.m_events.append(EventClassification::compute(season, season.events[e]));
        if (st.m_events.last().complete)
            complete.append(e);
    }
    st.m_complete = int(complete.size());

    QList<StandingRow> rows(drivers);
    for (int d = 0; d < drivers; ++d) {
        StandingRow &r = rows[d];
        r.driver = d;
        r.cells = QList<StandingCell>(events);
    }
    for (int e : std::as_const(complete)) {
        for (const EventLine &l : st.m_events[e].lines) {
            if (l.driver < 0)
                continue;
            StandingRow &r = rows[l.driver];
            StandingCell &c = r.cells[e];
            c.drove = true;
            c.place = l.place;
            c.score = l.score();
            c.bonus = l.powerStage + l.bonus;
            c.time = l.time;
            c.retired = l.retired;
            ++r.driven;
            if (l.place) {
                if (r.placeCounts.size() < *l.place)
                    r.placeCounts.resize(*l.place);
                ++r.placeCounts[*l.place - 1];
            }
            if (l.time)
                r.time = r.time.value_or(0) + *l.time;
        }
    }
    for (StandingRow &r : rows) {
        r.missed = st.m_complete - r.driven;
        r.wins = r.placeCounts.value(0);
        r.allPoints = 0;
        for (int e : std::as_const(complete))
            r.allPoints += r.cells[e].score;
        r.points = r.allPoints;
        if (rules.scoring == Scoring::Points && rules.countBest > 0 && st.m_complete > rules.countBest) {
            // Best N of M: drop the lowest scores; a missed event (0) goes first, then the earliest.
            QList<int> order = complete;
            std::stable_sort(order.begin(), order.end(), [&r](int x, int y) {
                const StandingCell &a = r.cells[x], &b = r.cells[y];
                if (a.score != b.score)
                    return a.score < b.score;
                return !a.drove && b.drove;
            });
            for (int i = 0; i < st.m_complete - rules.countBest; ++i) {
                r.cells[order[i]].dropped = true;
                r.points -= r.cells[order[i]].score;
            }
        }
    }

    // Rank: the total, then the organiser's tie-breaks, then the drivers' list order.
    const TieBreaker breaker(season, complete);
    std::stable_sort(rows.begin(), rows.end(), [&](const StandingRow &a, const StandingRow &b) {
        if (const int c = comparePrimary(a, b, rules.scoring))
            return c < 0;
        for (TieBreak t : rules.tieBreaks)
            if (const int c = breaker.decide(t, a, b).cmp)
                return c < 0;
        return false;
    });
    const QStringList breakNames = [&] {
        QStringList n;
        for (TieBreak t : rules.tieBreaks)
            n << ChampionshipText::tieBreakName(t);
        return n;
    }();
    for (int i = 0; i < rows.size(); ++i) {
        StandingRow &r = rows[i];
        r.position = i + 1;
        if (i == 0)
            continue;
        StandingRow &ahead = rows[i - 1];
        if (comparePrimary(ahead, r, rules.scoring) != 0)
            continue;
        Decision decided;
        QStringList equalOn; // the tie-breaks tried before the one that decided, so the words say all that was used
        for (TieBreak t : rules.tieBreaks) {
            decided = breaker.decide(t, ahead, r);
            if (decided.cmp)
                break;
            equalOn << ChampionshipText::tieBreakName(t);
        }
        const QString a = driverName(season, ahead.driver), b = driverName(season, r.driver);
        const auto addNote = [](StandingRow &row, const QString &note) {
            row.tieNote = row.tieNote.isEmpty() ? note : row.tieNote + u"; "_s + note;
        };
        const QString total = rules.scoring == Scoring::Points ? pointsWord(r.points)
                                                               : (r.time ? RaceTime::format(int(*r.time)) : ChampionshipTr::tr("no time"));
        if (decided.cmp && !equalOn.isEmpty()) {
            const QString equal = equalOn.join(u", "_s);
            addNote(ahead, ChampionshipTr::tr("equal with %1 on the total and on %2, ahead on %3").arg(b, equal, decided.why));
            addNote(r, ChampionshipTr::tr("equal with %1 on the total and on %2, behind on %3").arg(a, equal, decided.why));
            st.m_ties << ChampionshipTr::tr("%1 ahead of %2, both on %3: equal on %4, then %5").arg(a, b, total, equal, decided.why);
        } else if (decided.cmp) {
            addNote(ahead, ChampionshipTr::tr("equal with %1 on the total, ahead on %2").arg(b, decided.why));
            addNote(r, ChampionshipTr::tr("equal with %1 on the total, behind on %2").arg(a, decided.why));
            st.m_ties << ChampionshipTr::tr("%1 ahead of %2, both on %3: %4").arg(a, b, total, decided.why);
        } else {
            r.position = ahead.position;
            r.sharedPosition = ahead.sharedPosition = true;
            const QString still = breakNames.isEmpty() ? ChampionshipTr::tr("no tie-break was chosen")
                                                       : ChampionshipTr::tr("still equal on %1").arg(breakNames.join(u", "_s));
            addNote(ahead, ChampionshipTr::tr("shares place %1 with %2: %3").arg(ahead.position).arg(b, still));
            addNote(r, ChampionshipTr::tr("shares place %1 with %2: %3").arg(r.position).arg(a, still));
            st.m_ties << ChampionshipTr::tr("%1 and %2 share place %3, both on %4: %5").arg(a, b).arg(r.position).arg(total, still);
        }
    }
    if (!rows.isEmpty()) {
        const StandingRow &leader = rows.constFirst();
        for (int i = 0; i < rows.size(); ++i) {
            StandingRow &r = rows[i];
            const StandingRow *ahead = i > 0 ? &rows[i - 1] : nullptr;
            if (rules.scoring == Scoring::Points) {
                r.gap = leader.points - r.points;
                if (ahead)
                    r.gapToAhead = ahead->points - r.points;
            } else {
                if (r.time && leader.time && r.missed == leader.missed)
                    r.gap = *r.time - *leader.time;
                if (ahead && r.time && ahead->time && r.missed == ahead->missed)
                    r.gapToAhead = *r.time - *ahead->time;
            }
        }
    }
    st.m_rows = rows;

    // Teams: the sum of both drivers.
    for (int t = 0; t < season.teams.size(); ++t) {
        TeamRow tr;
        tr.team = t;
        tr.members = season.teamMembers(season.teams[t].id);
        bool timed = !tr.members.isEmpty();
        qint64 time = 0;
        for (int d : std::as_const(tr.members)) {
            const StandingRow *r = st.rowOf(d);
            tr.points += r->points;
            timed &= r->time.has_value() && r->missed == 0;
            time += r->time.value_or(0);
        }
        if (timed)
            tr.time = time;
        st.m_teams.append(tr);
    }
    const auto teamCompare = [&](const TeamRow &a, const TeamRow &b) {
        if (rules.scoring == Scoring::Points)
            return b.points - a.points;
        if (a.time.has_value() != b.time.has_value())
            return a.time ? -1 : 1;
        return a.time && *a.time != *b.time ? (*a.time < *b.time ? -1 : 1) : 0;
    };
    std::stable_sort(st.m_teams.begin(), st.m_teams.end(), [&](const TeamRow &a, const TeamRow &b) { return teamCompare(a, b) < 0; });
    for (int i = 0; i < st.m_teams.size(); ++i) {
        st.m_teams[i].position = i + 1;
        if (i > 0 && teamCompare(st.m_teams[i - 1], st.m_teams[i]) == 0) {
            st.m_teams[i].position = st.m_teams[i - 1].position;
            st.m_teams[i].sharedPosition = st.m_teams[i - 1].sharedPosition = true;
        }
    }

    // Notes: the choices made where the books are silent.
    if (rules.tieBreaks.isEmpty())
        st.m_notes << ChampionshipTr::tr("Equal totals share the place: the books give no tie-break for a season, and none was chosen.");
    else
        st.m_notes << ChampionshipTr::tr("Equal totals: the books give no tie-break for a season; the organiser chose %1. "
                                         "Drivers still equal share the place.")
                          .arg(breakNames.join(ChampionshipTr::tr(", then ")));
    if (rules.scoring == Scoring::Points && rules.countBest > 0)
        st.m_notes << ChampionshipTr::tr("Only the best %n result(s) of each driver count (the organiser's choice; the books are "
                                         "silent); a missed event is a result of 0 and is dropped first.",
                                         nullptr, rules.countBest);
    if (rules.scoring == Scoring::Time)
        st.m_notes << ChampionshipTr::tr("A driver who missed an event has no comparable total time: they are ranked after the "
                                         "drivers who drove every event, by events driven and then time (the books are silent).");
    if (!season.teams.isEmpty())
        st.m_notes << ChampionshipTr::tr("A team scores the sum of its two drivers; equal teams share the place (the books are silent).");

    // The next starting order.
    NextStart &next = st.m_next;
    next.rule = rules.startOrder;
    const int lastEvent = events - 1;
    if (lastEvent >= 0 && !st.m_events[lastEvent].complete && season.events[lastEvent].kind == EventKind::Rally
        && !st.m_events[lastEvent].nextStageOrder.isEmpty()) {
        const EventClassification &ec = st.m_events[lastEvent];
        const ChampionshipEvent &ev = season.events[lastEvent];
        next.kind = NextStart::Kind::NextStage;
        next.event = lastEvent;
        next.stage = ec.nextStage;
        const QString stageName = ev.stages[ec.nextStage].name;
        next.explanation = ec.nextStage == 0
                               ? ChampionshipTr::tr("%1 has not finished a stage yet: its first stage starts in the order the "
                                                    "results were entered.")
                                     .arg(eventName(season, lastEvent))
                               : ChampionshipTr::tr("%1 is still being driven: stage %2%3 starts by the total time so far, lowest "
                                                    "first (%4).")
                                     .arg(eventName(season, lastEvent))
                                     .arg(ec.nextStage + 1)
                                     .arg(stageName.isEmpty() ? QString() : u" (%1)"_s.arg(stageName))
                                     .arg(SeasonRefs::shortText(SeasonTopic::RallyRaces));
        for (int i = 0; i < ec.nextStageOrder.size(); ++i) {
            const int entry = ec.nextStageOrder[i];
            StartPlace place;
            place.driver = season.driverIndex(ev.entries[entry].driver);
            const std::optional<int> total = ec.nextStageTotals.value(i);
            if (!total) {
                place.reason = ChampionshipTr::tr("as entered for the first stage");
            } else {
                place.reason = ChampionshipTr::tr("total %1 after stage %2").arg(RaceTime::format(*total)).arg(ec.nextStage);
                QStringList equal;
                for (int j = 0; j < ec.nextStageOrder.size(); ++j)
                    if (j != i && ec.nextStageTotals.value(j) == total)
                        equal << driverName(season, season.driverIndex(ev.entries[ec.nextStageOrder[j]].driver));
                if (!equal.isEmpty())
                    place.reason += u"; "_s + ChampionshipTr::tr("equal with %1: keeps the order of stage %2 (the books give no tie-break)")
                                                  .arg(equal.join(u", "_s))
                                                  .arg(ec.nextStage);
            }
            next.order.append(place);
        }
        return st;
    }

    if (rules.startOrder == StartOrderRule::Drawn || st.m_complete == 0) {
        next.drawn = true;
        next.explanation = rules.startOrder == StartOrderRule::Drawn
                               ? ChampionshipTr::tr("The starting order is drawn at the table before each event, typically at random (%1).")
                                     .arg(SeasonRefs::shortText(SeasonTopic::StartingOrder))
                               : ChampionshipTr::tr("No event has a result yet: the first starting order is drawn at the table (%1); "
                                                    "after it: %2.")
                                     .arg(SeasonRefs::shortText(SeasonTopic::StartingOrder), ChampionshipText::startOrderName(rules.startOrder));
        return st;
    }

    const bool byPoints = rules.startOrder == StartOrderRule::LowestPointsFirst;
    QList<const StandingRow *> order;
    for (const StandingRow &r : std::as_const(st.m_rows))
        order.append(&r);
    // Lowest points first: the reverse of the standings, so a tie-break that ranks a driver lower
    // also starts them earlier; lowest time first: the standings' own order by time.
    std::stable_sort(order.begin(), order.end(), [&](const StandingRow *a, const StandingRow *b) {
        if (byPoints) {
            if (a->points != b->points)
                return a->points < b->points;
            if (a->position != b->position)
                return a->position > b->position;
            return a->driver < b->driver;
        }
        if (a->missed != b->missed)
            return a->missed < b->missed;
        if (a->time != b->time)
            return a->time && (!b->time || *a->time < *b->time);
        if (a->position != b->position)
            return a->position < b->position;
        return a->driver < b->driver;
    });
    const SeasonTopic topic = byPoints ? SeasonTopic::RaceSeries
                                       : (rules.format == SeasonFormat::AutoTour ? SeasonTopic::AutoTour : SeasonTopic::RallyRaces);
    next.explanation = byPoints ? ChampionshipTr::tr("The lowest point total starts first (Rallyman BRDC, %1).").arg(SeasonRefs::shortText(topic))
                                : ChampionshipTr::tr("The lowest total time starts first (%1).").arg(SeasonRefs::shortText(topic));
    const auto key = [&](const StandingRow *r) -> std::optional<qint64> {
        return byPoints ? std::optional<qint64>(r->points) : r->time;
    };
    for (int i = 0; i < order.size(); ++i) {
        const StandingRow *r = order[i];
        StartPlace place;
        place.driver = r->driver;
        if (byPoints)
            place.reason = pointsWord(r->points);
        else if (r->missed > 0)
            place.reason = ChampionshipTr::tr("missed %n event(s): starts after the drivers who drove every one", nullptr, r->missed);
        else
            place.reason = r->time ? ChampionshipTr::tr("total %1").arg(RaceTime::format(int(*r->time))) : ChampionshipTr::tr("no time yet");
        QStringList equal;
        bool splitByStandings = false;
        for (const StandingRow *o : std::as_const(order)) {
            if (o == r || key(o) != key(r) || (!byPoints && o->missed != r->missed))
                continue;
            equal << driverName(season, o->driver);
            splitByStandings |= o->position != r->position;
        }
        if (!equal.isEmpty()) {
            place.reason += u"; "_s;
            if (!splitByStandings)
                place.reason += ChampionshipTr::tr("equal with %1 and still equal after the tie-breaks: in the order of the drivers' "
                                                   "list (the books are silent; the organiser may change it)")
                                    .arg(equal.join(u", "_s));
            else if (byPoints)
                place.reason += ChampionshipTr::tr("equal with %1: the lower placed in the standings starts first (place %2)")
                                    .arg(equal.join(u", "_s))
                                    .arg(r->position);
            else
                place.reason += ChampionshipTr::tr("equal with %1: the higher placed in the standings starts first (place %2)")
                                    .arg(equal.join(u", "_s))
                                    .arg(r->position);
        }
        next.order.append(place);
    }
    return st;
}

const StandingRow *ChampionshipStandings::rowOf(int driver) const
{
    for (const StandingRow &r : m_rows)
        if (r.driver == driver)
            return &r;
    return nullptr;
}

namespace ChampionshipText {

QStringList rulesSummary(const Championship &season)
{
    const SeasonRules &r = season.rules;
    QStringList out;
    out << ChampionshipTr::tr("%1 (%2), scored by %3.")
               .arg(formatName(r.format), seasonGameName(season.game),
                    r.scoring == Scoring::Points ? ChampionshipTr::tr("points by place") : ChampionshipTr::tr("total time"));
    if (r.scoring == Scoring::Points) {
        const PointsPreset *preset = SeasonData::builtin().preset(r.pointsPreset);
        const bool table1 = preset && preset->id == SeasonData::builtin().defaultTable().id && preset->points == r.points;
        out << (table1 ? ChampionshipTr::tr("Points by place: %1 (%2); places beyond score 0.")
                             .arg(pointsText(r.points), SeasonRefs::shortText(SeasonTopic::PointsTable))
                       : ChampionshipTr::tr("Points by place: %1 (the organiser's table); places beyond score 0.").arg(pointsText(r.points)));
        if (!r.powerStage.isEmpty())
            out << ChampionshipTr::tr("Power Stage bonus: %1 for the fastest on each rally's last stage (a climb's best try); "
                                      "the organiser's option.")
                       .arg(pointsText(r.powerStage));
    }
    if (r.allows(EventKind::Race))
        out << ChampionshipTr::tr("A race is decided by the finishing order; a driver who retires takes last place, a later "
                                  "retirement one place ahead of an earlier one (%1).")
                   .arg(SeasonRefs::shortText(SeasonTopic::Retirement));
    if (r.allows(EventKind::Race) && r.scoring == Scoring::Time) {
        // The digest gives 10 s a place and its author prefers 30: say which one is in force.
        const SeasonData &data = SeasonData::builtin();
        if (r.placeSeconds == data.placeSeconds())
            out << ChampionshipTr::tr("A head-to-head race adds %1 s per finishing place: %2 for first, %3 for second (%4; the digest "
                                      "also suggests %5 s).")
                       .arg(r.placeSeconds)
                       .arg(RaceTime::format(r.placeSeconds), RaceTime::format(2 * r.placeSeconds),
                            SeasonRefs::shortText(SeasonTopic::AutoTour))
                       .arg(data.placeSecondsAlternative());
        else
            out << ChampionshipTr::tr("A head-to-head race adds %1 s per finishing place: %2 for first, %3 for second (the "
                                      "organiser's choice; %4 gives %5 s, and its author prefers %6 s).")
                       .arg(r.placeSeconds)
                       .arg(RaceTime::format(r.placeSeconds), RaceTime::format(2 * r.placeSeconds),
                            SeasonRefs::shortText(SeasonTopic::AutoTour))
                       .arg(data.placeSeconds())
                       .arg(data.placeSecondsAlternative());
    }
    if (r.allows(EventKind::Rally))
        out << ChampionshipTr::tr("A rally is won on the total of its stage times; a driver who retires from a stage counts one "
                                  "minute slower than the slowest finisher of that stage (%1, %2).")
                   .arg(SeasonRefs::shortText(SeasonTopic::RallyRaces), SeasonRefs::shortText(SeasonTopic::Retirement));
    if (r.allows(EventKind::Climb))
        out << ChampionshipTr::tr("A climb counts the best of %n tries (%1).", nullptr, r.climbTries).arg(SeasonRefs::shortText(SeasonTopic::Climbs));
    if (r.scoring == Scoring::Time && r.allows(EventKind::Rally))
        out << ChampionshipTr::tr("Time trials add their times; the lowest season total wins (%1).").arg(SeasonRefs::shortText(SeasonTopic::AutoTour));
    out << ChampionshipTr::tr("Next starting order: %1.").arg(startOrderName(r.startOrder));
    if (r.allows(EventKind::Rally))
        out << ChampionshipTr::tr("Within a rally the next stage starts by total time, lowest first (%1).").arg(SeasonRefs::shortText(SeasonTopic::RallyRaces));
    out << (r.limitedRepairs ? ChampionshipTr::tr("Damage is repaired only at the ends of the stages the organiser names (%1).")
                                   .arg(SeasonRefs::shortText(SeasonTopic::AutoTour))
                             : ChampionshipTr::tr("Damage is repaired between events (%1).").arg(SeasonRefs::shortText(SeasonTopic::RaceSeries)));
    if (r.allows(EventKind::Rally))
        out << ChampionshipTr::tr("Between rally stages damage is carried, unless the stage ends at Assistance (%1).")
                   .arg(SeasonRefs::shortText(SeasonTopic::RallyRaces));
    if (r.keepCar)
        out << ChampionshipTr::tr("Each driver keeps one car for the whole series (%1).").arg(SeasonRefs::shortText(SeasonTopic::AutoTour));
    return out;
}

QString totalText(const StandingRow &row, Scoring scoring)
{
    if (scoring == Scoring::Points)
        return QString::number(row.points);
    return row.time ? RaceTime::format(int(*row.time)) : ChampionshipTr::tr("—");
}

QString gapText(std::optional<qint64> gap, Scoring scoring)
{
    if (!gap || *gap == 0)
        return {};
    if (scoring == Scoring::Points)
        return u"−"_s + QString::number(*gap);
    return u"+"_s + RaceTime::format(int(*gap));
}

QString cellText(const StandingCell &cell, Scoring scoring)
{
    if (!cell.drove)
        return ChampionshipTr::tr("—");
    QString text;
    if (scoring == Scoring::Points)
        text = cell.bonus > 0 ? u"%1+%2"_s.arg(cell.score - cell.bonus).arg(cell.bonus) : QString::number(cell.score);
    else
        text = cell.time ? RaceTime::format(*cell.time) : ChampionshipTr::tr("—");
    if (cell.retired)
        text = ChampionshipTr::tr("%1 R", "retired").arg(text);
    if (cell.dropped)
        text = u"(%1)"_s.arg(text);
    return text;
}

} // namespace ChampionshipText

} // namespace Pacenotes
