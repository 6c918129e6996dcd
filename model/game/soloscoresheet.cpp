// SPDX-License-Identifier: GPL-3.0-or-later
#include "soloscoresheet.h"

namespace Pacenotes {

int SoloScoreSheet::count(GearMarker gear) const
{
    return int(turnsIn(gear).size());
}

QList<int> SoloScoreSheet::turnsIn(GearMarker gear) const
{
    QList<int> out;
    for (int i = 0; i < m_turns.size(); ++i)
        if (m_turns[i].endGear == gear)
            out << i + 1;
    return out;
}

int SoloScoreSheet::rowTotal(GearMarker gear) const
{
    return count(gear) * m_timing->secondsFor(gear);
}

int SoloScoreSheet::trackTime() const
{
    QList<GearMarker> gears;
    for (const SoloTurn &t : m_turns)
        gears << t.endGear;
    return m_timing->trackTime(gears);
}

QList<GearMarker> SoloScoreSheet::rows()
{
    return {GearMarker{6, false}, GearMarker{5, false}, GearMarker{4, false}, GearMarker{3, false},
            GearMarker{2, false}, GearMarker{1, false}, GearMarker{0, false}, GearMarker::offTrack()};
}

} // namespace Pacenotes
