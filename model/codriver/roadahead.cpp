// SPDX-License-Identifier: GPL-3.0-or-later
#include "roadahead.h"
#include "codrivertr.h"

#include <QSet>


namespace Pacenotes {

using namespace Qt::StringLiterals;

namespace {

/// The move's own fields belong to the move, not to the space entered.
SpaceInfo withoutEntry(SpaceInfo s)
{
    s.direction = MoveDirection::Straight;
    s.line = LineCrossing::None;
    s.lineLimit = 0;
    return s;
}

} // namespace

RoadAhead RoadAhead::singleLane(const QList<SpaceInfo> &spaces)
{
    QList<QList<SpaceInfo>> rows;
    rows.reserve(spaces.size());
    for (const SpaceInfo &s : spaces)
        rows.append({s});
    return lanes(rows, 0);
}

RoadAhead RoadAhead::lanes(const QList<QList<SpaceInfo>> &rows, int startLane)
{
    RoadAhead road;
    const int width = rows.isEmpty() ? 0 : int(rows.first().size());
    const auto index = [width](int row, int lane) { return row * width + lane; };
    const auto moves = [&](int row, int lane) {
        QList<RoadMove> out;
        if (row >= rows.size())
            return out;
        for (int to = lane - 1; to <= lane + 1; ++to) {
            if (to < 0 || to >= width)
                continue;
            RoadMove m;
            m.to = index(row, to);
            const SpaceInfo &s = rows[row][to];
            if (to == lane) {
                m.direction = MoveDirection::Straight;
                m.line = s.line;
                m.lineLimit = s.lineLimit;
            } else {
                m.direction = MoveDirection::Diagonal;
            }
            out.append(m);
        }
        return out;
    };
    QList<RoadSpace> spaces;
    for (int r = 0; r < rows.size(); ++r) {
        for (int l = 0; l < width && l < rows[r].size(); ++l) {
            RoadSpace s;
            s.id = width == 1 ? u"s%1"_s.arg(r + 1) : u"r%1l%2"_s.arg(r + 1).arg(l + 1);
            s.space = withoutEntry(rows[r][l]);
            s.distance = r + 1;
            s.next = moves(r + 1, l);
            for (int k = 0; k < s.next.size(); ++k)
                if (s.next[k].direction == MoveDirection::Straight)
                    s.straight = k;
            spaces.append(s);
        }
    }
    road.m_spaces = spaces;
    if (startLane >= 0 && startLane < width)
        road.m_first = moves(0, startLane);
    return road;
}

void RoadAhead::setSpaces(QList<RoadSpace> spaces, QList<RoadMove> first)
{
    for (RoadSpace &s : spaces)
        s.space = withoutEntry(s.space);
    m_spaces = std::move(spaces);
    m_first = std::move(first);
}

SpaceInfo RoadAhead::entered(const RoadMove &move) const
{
    SpaceInfo s = m_spaces.at(move.to).space;
    s.direction = move.direction;
    s.line = move.line;
    s.lineLimit = move.lineLimit;
    return s;
}

RoadAhead RoadAhead::from(int space) const
{
    RoadAhead r = *this;
    r.m_first = m_spaces.at(space).next;
    const SpaceInfo &s = m_spaces.at(space).space;
    r.m_start = StartSpace{s.sharp ? s.sharpLines : SharpLines{}, s.cornerId, s.cornerLine, s.slideId, s.sliding, s.shortcut};
    return r;
}

int RoadAhead::landing(int space, int ahead) const
{
    int at = space;
    for (int i = 0; i < ahead; ++i) {
        const RoadSpace &s = m_spaces.at(at);
        if (s.straight < 0 || s.straight >= s.next.size())
            return -1;
        at = s.next[s.straight].to;
    }
    return at;
}

QString RoadAhead::problem() const
{
    const auto bad = [this](const RoadMove &m) { return m.to < 0 || m.to >= m_spaces.size(); };
    for (const RoadMove &m : m_first)
        if (bad(m))
            return CoDriverTr::tr("A move from the car's space leads to no space of the road.");
    for (const RoadSpace &s : m_spaces) {
        for (const RoadMove &m : s.next) {
            if (bad(m))
                return CoDriverTr::tr("A move from space %1 leads to no space of the road.").arg(s.id);
            // Cars only move forwards (GT p. 10): every move gains distance, so the road has no loop.
            if (!(m_spaces.at(m.to).distance > s.distance))
                return CoDriverTr::tr("Space %1 is not further along the track than space %2, which leads to it.")
                    .arg(m_spaces.at(m.to).id, s.id);
        }
    }
    for (const RoadMove &m : m_first)
        if (!(m_spaces.at(m.to).distance > 0))
            return CoDriverTr::tr("Space %1 is not further along the track than the car.").arg(m_spaces.at(m.to).id);
    QSet<QString> ids;
    for (const RoadSpace &s : m_spaces) {
        if (ids.contains(s.id))
            return CoDriverTr::tr("Two spaces of the road are named %1.").arg(s.id);
        ids.insert(s.id);
    }
    return {};
}

} // namespace Pacenotes
