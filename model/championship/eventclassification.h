// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "championship.h"

#include <QList>
#include <QStringList>

#include <optional>

namespace Pacenotes {

/// One driver's classified result in one event.
struct EventLine
{
    int entry = -1;                  ///< index into the event's entries
    int driver = -1;                 ///< index into the season's drivers
    std::optional<int> place;        ///< final place; equal times share one
    std::optional<int> time;         ///< rally: total with retirements and penalties; climb: best try
                                     ///< (or the retirement time); race in a season scored by time: place seconds
    bool retired = false;            ///< race: retired; rally: retired from a stage; climb: every try retired
    int bestTry = -1;                ///< climb: the try that counts (0-based)
    int points = 0;                  ///< by place (seasons scored by points)
    int powerStage = 0;              ///< bonus by rank on the last stage (a climb: on the best time)
    int bonus = 0;                   ///< entered by hand
    QString bonusReason;
    QString note;                    ///< translated: how the result was worked out

    int score() const { return points + powerStage + bonus; }
};

/**
 * One event classified by the books' rules (pure, derived, never stored):
 *  - a race: finishers by place; a retired driver takes last place, a later retirement one place
 *    ahead of an earlier one (digest p. 9, Retirement);
 *  - a rally: total of the stage times; a retirement counts one minute slower than the slowest
 *    finisher of that stage; checkpoint penalties add 5 s a token (RallyStandings, digest p. 9 and
 *    p. 13 Rally Races, DIRT pp. 21, 23);
 *  - a climb: the best of the tries (digest p. 13, Climbs); a driver whose every try retired is
 *    treated as a rally retirement: one minute slower than the slowest best time;
 *  - equal times share the place (the books give no tie-break) and both score its points;
 *  - points by place from the season's table (0 beyond it), the power-stage bonus by rank, the
 *    hand-entered bonus; in a season scored by time a race adds placeSeconds × place (Auto Tour).
 * An event missing a time (a rally still being driven) is not complete: it is classified as far
 * as it goes and the order of its next stage is given, but it scores nothing yet.
 */
struct EventClassification
{
    bool complete = false;
    int completedStages = 0;         ///< rally: leading stages every driver has a result for
    QList<EventLine> lines;          ///< by place, then in the order entered
    QStringList notes;               ///< translated remarks (shared places, every driver retired…)
    /// Rally in progress: the entries in the start order of the next stage, with the total of each.
    QList<int> nextStageOrder;
    QList<std::optional<int>> nextStageTotals;
    int nextStage = -1;              ///< 0-based; -1 when the event is complete

    static EventClassification compute(const Championship &season, const ChampionshipEvent &event);
    /// The line of a season driver, or nullptr when they did not take part.
    const EventLine *lineOf(int driver) const;
};

} // namespace Pacenotes
