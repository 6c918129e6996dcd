// SPDX-License-Identifier: GPL-3.0-or-later
#include "eventclassification.h"

#include "championshiptr.h"
#include "records/rallystandings.h"
#include "rules/rulesdata.h"
#include "rules/solotiming.h"
#include "rules/stagerules.h"
#include "seasondata.h"

#include <algorithm>
#include <numeric>

namespace Pacenotes {

using namespace Qt::StringLiterals;

namespace {

/// Competition ranking ("1, 2, 2, 4") of the lines that have a time; lines without one share the
/// place after them.
void rankByTime(QList<EventLine> &lines)
{
    std::stable_sort(lines.begin(), lines.end(), [](const EventLine &a, const EventLine &b) {
        if (a.time.has_value() != b.time.has_value())
            return a.time.has_value();
        return a.time && *a.time < *b.time;
    });
    for (int i = 0; i < lines.size(); ++i) {
        if (i > 0 && lines[i].time == lines[i - 1].time)
            lines[i].place = lines[i - 1].place;
        else
            lines[i].place = i + 1;
    }
}

/// Points of `place` in the table; 0 beyond it.
int pointsFor(const QList<int> &table, std::optional<int> place)
{
    return place && *place >= 1 && *place <= table.size() ? table[*place - 1] : 0;
}

/// Bonus points by rank of `times` (entry index → time, finishers only), ties sharing a rank.
QHash<int, int> rankBonus(const QList<std::pair<int, int>> &times, const QList<int> &table)
{
    QList<std::pair<int, int>> sorted = times;
    std::stable_sort(sorted.begin(), sorted.end(), [](const auto &a, const auto &b) { return a.second < b.second; });
    QHash<int, int> out;
    int rank = 0;
    for (int i = 0; i < sorted.size(); ++i) {
        if (i == 0 || sorted[i].second != sorted[i - 1].second)
            rank = i + 1;
        if (rank <= table.size() && table[rank - 1] > 0)
            out.insert(sorted[i].first, table[rank - 1]);
    }
    return out;
}

void classifyRace(const Championship &season, const ChampionshipEvent &event, EventClassification &c)
{
    const int field = int(event.entries.size());
    int finishers = 0;
    int retirees = 0;
    for (const EventEntry &e : event.entries)
        e.retired ? ++retirees : ++finishers;
    for (int i = 0; i < field; ++i) {
        const EventEntry &e = event.entries[i];
        EventLine line;
        line.entry = i;
        line.retired = e.retired;
        if (e.retired) {
            // Retired drivers take the last places; the later a driver retired, the further they
            // got, so they finish one place ahead of an earlier retirement (digest p. 9).
            const int order = e.retiredOrder ? e.retiredOrder : e.place ? field - *e.place + 1 : 1;
            line.place = field - order + 1;
            line.note = retirees > 1 ? ChampionshipTr::tr("retired (retirement %1 of %2): takes place %3 (%4)")
                                           .arg(order)
                                           .arg(retirees)
                                           .arg(*line.place)
                                           .arg(SeasonRefs::shortText(SeasonTopic::Retirement))
                                     : ChampionshipTr::tr("retired: takes the last place, %1 (%2)")
                                           .arg(*line.place)
                                           .arg(SeasonRefs::shortText(SeasonTopic::Retirement));
        } else {
            line.place = e.place;
        }
        c.lines.append(line);
    }
    Q_UNUSED(finishers);
    std::stable_sort(c.lines.begin(), c.lines.end(), [](const EventLine &a, const EventLine &b) { return a.place < b.place; });
    if (season.rules.scoring == Scoring::Time) {
        // Auto Tour: a head-to-head race adds seconds for the finishing place (digest p. 13).
        for (EventLine &l : c.lines) {
            l.time = *l.place * season.rules.placeSeconds;
            const QString seconds = ChampionshipTr::tr("place %1 × %2 s = %3 (%4)")
                                        .arg(*l.place)
                                        .arg(season.rules.placeSeconds)
                                        .arg(RaceTime::format(*l.time))
                                        .arg(SeasonRefs::shortText(SeasonTopic::AutoTour));
            l.note = l.note.isEmpty() ? seconds : l.note + u"; "_s + seconds;
        }
    }
    c.complete = true;
}

void classifyRally(const ChampionshipEvent &event, EventClassification &c)
{
    Rally rally;
    rally.checkpoints = event.checkpoints;
    for (const EventStage &s : event.stages)
        rally.stages.append(RallyStage{s.name, s.assistance});
    for (const EventEntry &e : event.entries) {
        RallyPlayer p;
        p.name = e.driver;
        for (int s = 0; s < event.stages.size(); ++s) {
            const StageTime t = e.stages.value(s);
            StageResult r;
            r.time = t.time;
            r.retired = t.retired;
            r.penaltyTokens = t.penaltyTokens;
            p.results.append(r);
        }
        rally.players.append(p);
    }
    const RallyStandings st = RallyStandings::compute(rally);
    const int stages = int(event.stages.size());
    c.completedStages = st.completedStages();
    c.complete = stages > 0 && c.completedStages == stages;
    c.notes += st.notes();

    const int last = c.complete ? stages - 1 : c.completedStages - 1;
    for (int i = 0; i < event.entries.size(); ++i) {
        EventLine line;
        line.entry = i;
        QStringList parts;
        for (int s = 0; s <= last; ++s) {
            const RallyStandings::Cell &cell = st.cell(i, s);
            line.retired |= cell.retired;
            if (cell.retired && cell.stageTime)
                parts << ChampionshipTr::tr("stage %1 retired: slowest finish %2 + %3")
                             .arg(s + 1)
                             .arg(RaceTime::format(*st.slowestFinish(s)))
                             .arg(RaceTime::format(RulesData::builtin().stageScoring().retirementSeconds()));
            if (cell.penaltySeconds > 0)
                parts << ChampionshipTr::tr("stage %1 penalty +%2 s").arg(s + 1).arg(cell.penaltySeconds);
        }
        if (last >= 0)
            line.time = st.cell(i, last).overall;
        line.note = parts.join(u"; "_s);
        c.lines.append(line);
    }
    rankByTime(c.lines);

    if (!c.complete) {
        c.nextStage = c.completedStages;
        // The next stage starts by the total time so far, lowest first (digest p. 13, Rally Races);
        // RallyStandings keeps tied drivers in the order they started the stage before.
        if (const std::optional<QList<int>> order = st.startOrder(c.nextStage)) {
            c.nextStageOrder = *order;
            for (int p : *order)
                c.nextStageTotals.append(c.nextStage > 0 ? st.cell(p, c.nextStage - 1).overall : std::nullopt);
        }
    }
}

void classifyClimb(const ChampionshipEvent &event, EventClassification &c)
{
    const StageScoring &scoring = RulesData::builtin().stageScoring();
    std::optional<int> slowestBest;
    for (int i = 0; i < event.entries.size(); ++i) {
        const EventEntry &e = event.entries[i];
        EventLine line;
        line.entry = i;
        for (int t = 0; t < e.stages.size(); ++t) {
            const StageTime &tt = e.stages[t];
            if (tt.time && !tt.retired && (!line.time || *tt.time < *line.time)) {
                line.time = tt.time;
                line.bestTry = t;
            }
        }
        line.retired = !line.time;
        if (line.time) {
            slowestBest = std::max(slowestBest.value_or(*line.time), *line.time);
            line.note = ChampionshipTr::tr("best of %n tries: try %1", nullptr, int(e.stages.size())).arg(line.bestTry + 1);
        }
        c.lines.append(line);
    }
    // Climbs are otherwise treated as a rally (digest p. 13): a driver who finished no try is a
    // retirement, one minute slower than the slowest driver who finished (digest p. 9).
    for (EventLine &l : c.lines) {
        if (!l.retired)
            continue;
        if (slowestBest) {
            l.time = retiredStageTime(*slowestBest, scoring);
            l.note = ChampionshipTr::tr("retired on every try: slowest best time %1 + %2 (%3)")
                         .arg(RaceTime::format(*slowestBest))
                         .arg(RaceTime::format(scoring.retirementSeconds()))
                         .arg(SeasonRefs::shortText(SeasonTopic::Retirement));
        } else {
            l.note = ChampionshipTr::tr("retired on every try");
        }
    }
    if (!slowestBest && !c.lines.isEmpty())
        c.notes << ChampionshipTr::tr("Every driver retired on every try: there is no time to add the retirement minute to.");
    rankByTime(c.lines);
    c.complete = true;
}

} // namespace

EventClassification EventClassification::compute(const Championship &season, const ChampionshipEvent &event)
{
    EventClassification c;
    switch (event.kind) {
    case EventKind::Race: classifyRace(season, event, c); break;
    case EventKind::Rally: classifyRally(event, c); break;
    case EventKind::Climb: classifyClimb(event, c); break;
    }
    const SeasonRules &rules = season.rules;
    QHash<int, int> power;
    if (c.complete && rules.scoring == Scoring::Points && !rules.powerStage.isEmpty() && event.kind != EventKind::Race) {
        // "Power Stage" bonus: by rank on the rally's last stage as driven (before checkpoint
        // penalties, which are taken after it); a climb's best try. Retirements score none.
        QList<std::pair<int, int>> times;
        for (int i = 0; i < event.entries.size(); ++i) {
            if (event.kind == EventKind::Rally) {
                const StageTime t = event.entries[i].stages.value(event.stages.size() - 1);
                if (t.time && !t.retired)
                    times.append({i, *t.time});
            }
        }
        if (event.kind == EventKind::Climb)
            for (const EventLine &l : std::as_const(c.lines))
                if (!l.retired && l.time)
                    times.append({l.entry, *l.time});
        power = rankBonus(times, rules.powerStage);
    }
    bool shared = false;
    for (int i = 0; i < c.lines.size(); ++i) {
        EventLine &l = c.lines[i];
        const EventEntry &e = event.entries[l.entry];
        l.driver = season.driverIndex(e.driver);
        l.bonus = e.bonus;
        l.bonusReason = e.bonusReason;
        if (rules.scoring == Scoring::Points && c.complete) {
            l.points = pointsFor(rules.points, l.place);
            l.powerStage = power.value(l.entry);
        }
        shared |= i > 0 && l.place && l.place == c.lines[i - 1].place && event.kind != EventKind::Race;
    }
    if (shared && c.complete)
        c.notes << ChampionshipTr::tr("Equal times share the place and each scores its points: the books give no tie-break "
                                      "for equal times.");
    return c;
}

const EventLine *EventClassification::lineOf(int driver) const
{
    for (const EventLine &l : lines)
        if (l.driver == driver)
            return &l;
    return nullptr;
}

} // namespace Pacenotes
