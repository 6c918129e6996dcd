// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "eventclassification.h"

#include <QList>
#include <QStringList>

#include <optional>

namespace Pacenotes {

/// One driver in one event of the standings.
struct StandingCell
{
    bool drove = false;              ///< took part in this (complete) event
    std::optional<int> place;
    int score = 0;                   ///< points by place + bonuses (seasons scored by points)
    int bonus = 0;                   ///< of which bonus (power stage and entered by hand)
    std::optional<int> time;         ///< the event's time (rally, climb; a race's place seconds when scored by time)
    bool retired = false;
    bool dropped = false;            ///< not counted: only the best N results count
};

/// One driver's line of the standings.
struct StandingRow
{
    int driver = -1;                 ///< index into the season's drivers
    int position = 0;                ///< 1-based; equal when the tie stands
    bool sharedPosition = false;
    int points = 0;                  ///< counted (after dropped results)
    int allPoints = 0;               ///< before dropping
    std::optional<qint64> time;      ///< Σ event times driven (timed events; races too when scored by time)
    int driven = 0;                  ///< complete events driven
    int missed = 0;                  ///< complete events not driven
    int wins = 0;
    QList<int> placeCounts;          ///< [p-1]: how many times in place p (countback)
    QList<StandingCell> cells;       ///< one per event of the season, incomplete events too (not driven)
    std::optional<qint64> gap;       ///< behind the leader: points, or seconds (none when not comparable)
    std::optional<qint64> gapToAhead;
    QString tieNote;                 ///< translated: how a tie with the driver ahead or behind was settled
};

/// A team's line: the sum of its two drivers.
struct TeamRow
{
    int team = -1;
    int position = 0;
    bool sharedPosition = false;
    QList<int> members;              ///< season driver indices
    int points = 0;
    std::optional<qint64> time;      ///< none when a member missed an event
};

/// One place of the next starting order and why.
struct StartPlace
{
    int driver = -1;
    QString reason;                  ///< translated
};

/// The starting order of what comes next: the next stage of a rally in progress, or the next event.
struct NextStart
{
    enum class Kind : quint8 { NextEvent, NextStage };
    Kind kind = Kind::NextEvent;
    StartOrderRule rule = StartOrderRule::Drawn;
    int event = -1;                  ///< NextStage: the rally in progress
    int stage = -1;                  ///< NextStage: 0-based
    bool drawn = false;              ///< the order is drawn at the table: `order` is empty
    QList<StartPlace> order;
    QString explanation;             ///< translated, with the digest's page
};

/**
 * The season's standings, derived from a Championship and never stored (pure, fast: a 40-driver,
 * 30-event season in well under 5 ms, bench_championship):
 *  - every complete event classified (EventClassification);
 *  - points: the sum of each driver's event scores, the lowest dropped when only the best N
 *    count (a missed event is a 0 and is dropped first); most points first;
 *  - time: the sum of the event times; drivers who missed an event are ranked after those who
 *    drove them all (the books are silent), by events driven then time; lowest first;
 *  - equal totals: the season's tie-breaks in order (most wins, countback, the better result in
 *    the latest event they differ in), each decision said in words; still equal: shared place;
 *  - teams: the sum of both drivers (the books are silent; ties are shared);
 *  - the next starting order: a rally in progress continues with its next stage by total time
 *    (digest p. 13, Rally Races); otherwise the season's rule — drawn (digest p. 3), lowest
 *    points first (Rallyman BRDC) or lowest total time first (Rally Races, Auto Tour) — each
 *    place with its reason. Before any result the order is drawn.
 */
class ChampionshipStandings
{
public:
    static ChampionshipStandings compute(const Championship &season);

    const QList<EventClassification> &events() const { return m_events; }
    /// In position order.
    const QList<StandingRow> &rows() const { return m_rows; }
    const StandingRow *rowOf(int driver) const;
    const QList<TeamRow> &teams() const { return m_teams; }
    const NextStart &nextStart() const { return m_next; }
    /// The rules in force and the choices made where the books are silent (translated).
    const QStringList &notes() const { return m_notes; }
    /// Every tie on the total and how it was settled, in words: one line per pair of neighbours.
    const QStringList &ties() const { return m_ties; }
    int completeEvents() const { return m_complete; }
    Scoring scoring() const { return m_scoring; }

private:
    QList<EventClassification> m_events;
    QList<StandingRow> m_rows;
    QList<TeamRow> m_teams;
    NextStart m_next;
    QStringList m_notes;
    QStringList m_ties;
    int m_complete = 0;
    Scoring m_scoring = Scoring::Points;
};

namespace ChampionshipText {
/// The season's rules as lines for sheets and exports (translated), each rule with its page. The
/// choices made where the books are silent (ties, dropped results…) are the standings' notes().
QStringList rulesSummary(const Championship &season);
/// "43" / "1:02:05" for a driver's total.
QString totalText(const StandingRow &row, Scoring scoring);
/// "−7" / "+1:05"; empty for the leader or when not comparable.
QString gapText(std::optional<qint64> gap, Scoring scoring);
/// A cell: points ("25", "18+3"), time ("12:30"), "R" suffixes, "—" when not driven.
QString cellText(const StandingCell &cell, Scoring scoring);
} // namespace ChampionshipText

} // namespace Pacenotes
