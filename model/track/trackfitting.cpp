// SPDX-License-Identifier: GPL-3.0-or-later
#include "trackfitting.h"

#include "catalog/tilecatalog.h"
#include "placement.h"
#include "trackvalidator.h"

#include <QHash>

#include <cstdlib>
#include <tuple>

namespace Pacenotes::TrackFitting {

namespace {

int occupantOf(const Track &track, HexCoord pos, const QSet<int> &ignore)
{
    for (int i = 0; i < track.tiles.size(); ++i)
        if (track.tiles[i].pos == pos && !ignore.contains(i))
            return i;
    return -1;
}

/// Which tile lies on each hex (the first, as Track::tileAt): built once per question so
/// that walking the whole track stays linear.
class Occupancy
{
public:
    explicit Occupancy(const Track &track)
    {
        m_at.reserve(track.tiles.size());
        // QHash::insert replaces: walking backwards leaves the first tile on each hex
        for (int i = int(track.tiles.size()) - 1; i >= 0; --i)
            m_at.insert(track.tiles[i].pos, i);
    }
    int at(HexCoord pos) const { return m_at.value(pos, -1); }

private:
    QHash<HexCoord, int> m_at;
};

std::optional<AppendPoint> openEndAt(const Track &track, const TileCatalog &catalog, const Occupancy &occupied,
                                     int index, int preferredEdge)
{
    if (index < 0 || index >= track.tiles.size())
        return std::nullopt;
    const PlacedTile &t = track.tiles[index];
    const TileSide *side = catalog.sideById(t.sideId);
    if (!side || !side->isCourseTile())
        return std::nullopt;
    const auto joinedAt = [&](int world) {
        const int j = occupied.at(t.pos.neighbor(world));
        if (j < 0)
            return false;
        const TileSide *o = catalog.sideById(track.tiles[j].sideId);
        return o && side->edges[size_t(t.localEdge(world))].joins(
                        o->edges[size_t(track.tiles[j].localEdge(HexDir::opposite(world)))]);
    };
    int chosen = -1;
    int chosenRank = -1;
    for (int d = 0; d < 6; ++d) {
        const int local = t.localEdge(d);
        if (!side->edges[size_t(local)].isOpen() || occupied.at(t.pos.neighbor(d)) >= 0)
            continue;
        // Rank: the preferred edge, then an end whose road comes from a joined neighbour.
        int rank = 0;
        for (int other : side->exitsFrom(local))
            if (other != local && joinedAt(t.worldEdge(other)))
                rank = 1;
        if (d == HexDir::normalize(preferredEdge) && preferredEdge >= 0)
            rank = 2;
        if (rank > chosenRank) {
            chosen = d;
            chosenRank = rank;
        }
    }
    if (chosen < 0)
        return std::nullopt;
    return AppendPoint{t.pos.neighbor(chosen), chosen, side->edges[size_t(t.localEdge(chosen))], index};
}

bool hintAllows(TurnHint hint, int turn)
{
    switch (hint) {
    case TurnHint::Any: return true;
    case TurnHint::Left: return turn < 0;
    case TurnHint::Straight: return turn == 0;
    case TurnHint::Right: return turn > 0 && turn < 3;
    }
    return true;
}

} // namespace

int neighbourScore(const Track &track, const TileCatalog &catalog, const TileSide &side, HexCoord pos, int rotation,
                   const QSet<int> &ignore)
{
    int score = 0;
    for (int d = 0; d < 6; ++d) {
        const EdgeSpec &mine = side.edges[size_t(HexDir::rotate(d, -rotation))];
        const int j = occupantOf(track, pos.neighbor(d), ignore);
        if (j < 0)
            continue;
        const TileSide *other = catalog.sideById(track.tiles[j].sideId);
        if (!other)
            continue;
        const EdgeSpec &theirs = other->edges[size_t(track.tiles[j].localEdge(HexDir::opposite(d)))];
        if (mine.isOpen() && theirs.isOpen())
            score += mine.joins(theirs) ? 3 : -2;
        else if (mine.isOpen() != theirs.isOpen())
            score -= 3;
        else
            score += 1;
    }
    return score;
}

int bestRotation(const Track &track, const TileCatalog &catalog, const TileSide &side, HexCoord pos, int preferred,
                 const QSet<int> &ignore)
{
    preferred = HexDir::normalize(preferred);
    int best = preferred;
    int bestScore = neighbourScore(track, catalog, side, pos, preferred, ignore);
    for (int r = 0; r < 6; ++r) {
        const int s = neighbourScore(track, catalog, side, pos, r, ignore);
        if (s > bestScore) {
            best = r;
            bestScore = s;
        }
    }
    return best;
}

std::optional<AppendPoint> openEndOf(const Track &track, const TileCatalog &catalog, int index, int preferredEdge)
{
    return openEndAt(track, catalog, Occupancy(track), index, preferredEdge);
}

std::optional<AppendPoint> appendPoint(const Track &track, const TileCatalog &catalog, const TrackReport &report)
{
    if (!report.course.steps.isEmpty()) {
        const CourseStep &last = report.course.steps.last();
        if (last.exit >= 0 && last.tile >= 0 && last.tile < track.tiles.size()) {
            const PlacedTile &t = track.tiles[last.tile];
            if (track.tileAt(t.pos.neighbor(last.exit)) < 0)
                if (const TileSide *s = catalog.sideById(t.sideId))
                    return AppendPoint{t.pos.neighbor(last.exit), last.exit, s->edges[size_t(t.localEdge(last.exit))],
                                       last.tile};
        }
    }
    bool anyCourseTile = false;
    const Occupancy occupied(track);
    for (int i = int(track.tiles.size()) - 1; i >= 0; --i) {
        const TileSide *s = catalog.sideById(track.tiles[i].sideId);
        if (!s || !s->isCourseTile())
            continue;
        anyCourseTile = true;
        if (const auto p = openEndAt(track, catalog, occupied, i, -1))
            return p;
    }
    if (!anyCourseTile) {
        // Nothing to continue: start at the origin (or beside whatever scenery is there).
        HexCoord pos;
        for (int ring = 0; track.tileAt(pos) >= 0 && ring < 1000; ++ring)
            pos = pos.neighbor(0);
        return AppendPoint{pos, 0, EdgeSpec{}, -1};
    }
    return std::nullopt;
}

std::optional<AppendFit> fitAt(const Track &track, const TileCatalog &catalog, const TileSide &side,
                               const AppendPoint &point, TurnHint hint)
{
    QList<PlacementFit> fits = Placement::fitsForHeading(side, point.heading);
    // Dead ends (the Assistance tile) are left out there, but closing a stage with one is a
    // legitimate append: enter through its single road edge.
    for (const TilePath &p : side.paths)
        if (p.kind == PathKind::DeadEnd) {
            PlacementFit f;
            f.entryLocal = p.from;
            f.exitLocal = p.from;
            f.rotation = HexDir::normalize(HexDir::opposite(point.heading) - p.from);
            f.exitWorld = -1;
            f.turn = 3;
            fits.append(f);
        }
    if (fits.isEmpty())
        return std::nullopt;

    const bool anyHinted = std::any_of(fits.cbegin(), fits.cend(), [hint](const PlacementFit &f) {
        return hintAllows(hint, f.turn);
    });
    std::optional<AppendFit> best;
    std::tuple<bool, bool, int, int> bestKey;
    for (const PlacementFit &f : std::as_const(fits)) {
        const bool hinted = hintAllows(hint, f.turn);
        if (anyHinted && !hinted)
            continue;
        const bool joins = !point.incoming.isOpen() || side.edges[size_t(f.entryLocal)].joins(point.incoming);
        const int score = neighbourScore(track, catalog, side, point.pos, f.rotation);
        // Larger is better on every component; the gentlest turn wins ties.
        const auto key = std::make_tuple(joins, true, score, -std::abs(f.turn));
        if (!best || key > bestKey) {
            bestKey = key;
            AppendFit fit;
            fit.tile = PlacedTile{side.id, 0, point.pos, f.rotation};
            fit.exitHeading = f.exitWorld;
            fit.turn = f.turn;
            fit.joins = joins;
            fit.hintMet = hinted;
            best = fit;
        }
    }
    return best;
}

} // namespace Pacenotes::TrackFitting
