// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/solotiming.h"

#include <QList>

namespace Pacenotes {

/// One turn on the GT solo score sheet: the gear marker it ended with, and the weather letter
/// when random weather is played ('D' dry, 'W' wet; 0 for a plain cross).
struct SoloTurn
{
    GearMarker endGear;
    char weather = 0;
    bool operator==(const SoloTurn &) const = default;
};

/**
 * The GT solo score sheet (GT pp. 22-23): a box ticked per turn in the row of its end gear;
 * each row's count times its seconds gives the track time; Focus tokens left take 1 s each off
 * for the final time. The lap ends on the turn that crosses the line, in the gear it crosses in.
 */
class SoloScoreSheet
{
public:
    explicit SoloScoreSheet(const SoloTiming &timing = SoloTiming::builtin()) : m_timing(&timing) {}

    void addTurn(const SoloTurn &turn) { m_turns.append(turn); }
    const QList<SoloTurn> &turns() const { return m_turns; }
    /// Ticks in the row of `gear` and which turns they are (1-based).
    int count(GearMarker gear) const;
    QList<int> turnsIn(GearMarker gear) const;
    /// The row's total: count × seconds for that gear.
    int rowTotal(GearMarker gear) const;
    int trackTime() const;
    int finalTime(int focusLeft) const { return m_timing->finalTime(trackTime(), focusLeft); }
    /// The sheet's rows, top to bottom: 6, 5, 4, 3, 2, 1, 0, 00.
    static QList<GearMarker> rows();

private:
    const SoloTiming *m_timing;
    QList<SoloTurn> m_turns;
};

} // namespace Pacenotes
