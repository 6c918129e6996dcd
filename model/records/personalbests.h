// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sololap.h"

#include <QList>
#include <QSet>

namespace Pacenotes {

class SoloTiming;

/// The best finished lap of one driver on one track with one car category and tyres.
struct PersonalBest
{
    QString driver;
    QString track;
    CarCategory category = CarCategory::GT6;
    Tyres tyres = Tyres::Asphalt;
    qint64 lapId = 0;
    int finalTime = 0;
    QDate date;
    int laps = 0; ///< finished laps in the group
};

/**
 * Personal bests over laps: grouped by driver × track × car category × tyres (names compared
 * without case or surrounding spaces), over finished laps only. The lowest final time wins;
 * an equal time does not take the record from the lap that set it first (earlier date, then
 * lower id).
 */
namespace PersonalBests {
QList<PersonalBest> compute(const QList<SoloLap> &laps, const SoloTiming &timing);
/// Ids of the laps that hold a personal best.
QSet<qint64> holders(const QList<PersonalBest> &bests);
} // namespace PersonalBests

} // namespace Pacenotes
