// SPDX-License-Identifier: GPL-3.0-or-later
#include "tileside.h"

#include <algorithm>

namespace Pacenotes {

bool TileSide::isCourseTile() const
{
    return role == TileRole::Track || role == TileRole::StartFinish || role == TileRole::Assistance;
}

int TileSide::openEdgeCount() const
{
    return int(std::count_if(edges.begin(), edges.end(), [](const EdgeSpec &e) { return e.isOpen(); }));
}

QList<int> TileSide::exitsFrom(int entry) const
{
    QList<int> exits;
    for (const TilePath &p : paths) {
        if (p.from == entry)
            exits.append(p.to);
        else if (p.to == entry)
            exits.append(p.from);
    }
    return exits;
}

QString TileSide::otherSideId() const
{
    if (side.isNull())
        return {};
    return QString::number(number) + (side == u'a' ? u'b' : u'a');
}

bool TileSide::hasMarking(MarkingKind kind) const
{
    return std::any_of(markings.begin(), markings.end(), [kind](const Marking &m) { return m.kind == kind; });
}

int TileSide::lowestLimit() const
{
    int lowest = 0;
    for (const Marking &m : markings)
        if ((m.kind == MarkingKind::Limit || m.kind == MarkingKind::LimitHazard) && (lowest == 0 || m.value < lowest))
            lowest = m.value;
    return lowest;
}

int TileSide::turnSteps(int entry, int exit)
{
    // A car entering through edge `entry` drives towards the opposite edge; steps clockwise
    // from there are right turns on screen (y grows downward).
    const int d = HexDir::normalize(exit - HexDir::opposite(entry));
    return d <= 3 ? d : d - 6;
}

} // namespace Pacenotes
