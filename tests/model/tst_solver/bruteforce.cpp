// SPDX-License-Identifier: GPL-3.0-or-later
#include "bruteforce.h"

#include "catalog/tilecatalog.h"
#include "track/placement.h"

#include <algorithm>

namespace Pacenotes::Test {

namespace {

struct Search
{
    QList<const TileSide *> tiles; ///< the copies to place after the start
    QList<bool> used;
    const TileSide *finish = nullptr;
    bool stage = false;
    bool assistance = false;
    EdgeSpec startEntry;
    HexCoord behindStart{-1, 0};
    QList<HexCoord> path;
    BruteForce *out = nullptr;

    bool free(HexCoord c) const { return !path.contains(c) && !(stage && c == behindStart); }

    void step(HexCoord pos, int heading, EdgeSpec incoming, int placed)
    {
        const int total = int(tiles.size());
        if (!stage && placed == total) {
            if (pos == HexCoord{0, 0} && heading == 0 && startEntry.joins(incoming)) {
                ++out->layouts;
                out->shapes.insert(path);
            }
            return;
        }
        if (!free(pos))
            return;
        if (!stage && pos.length() > total - placed) // too far to come back with the tiles left
            return;
        for (int i = 0; i < total; ++i) {
            if (used[i])
                continue;
            bool seen = false; // equal tiles give equal layouts: try each id once per cell
            for (int j = 0; j < i && !seen; ++j)
                seen = !used[j] && tiles[j] == tiles[i];
            if (seen)
                continue;
            const bool last = placed == total - 1;
            if (stage && (tiles[i] == finish) != last)
                continue;
            for (const PlacementFit &f : Placement::fitsJoining(*tiles[i], heading, incoming)) {
                const HexCoord next = pos.neighbor(f.exitWorld);
                used[i] = true;
                path.append(pos);
                if (stage && last) {
                    if (!path.contains(next) && !(assistance && next == behindStart)) {
                        ++out->layouts;
                        out->shapes.insert(path);
                    }
                } else {
                    step(next, f.exitWorld, tiles[i]->edges[size_t(f.exitLocal)], placed + 1);
                }
                path.removeLast();
                used[i] = false;
            }
        }
    }
};

} // namespace

BruteForce BruteForce::run(const QList<TileCount> &list, Game game)
{
    const TileCatalog &cat = TileCatalog::builtin();
    QList<const TileSide *> starts, course;
    bool assistance = false;
    for (const TileCount &c : list) {
        const TileSide *s = cat.side(c.sideId);
        for (int i = 0; i < c.count; ++i) {
            if (s->role == TileRole::StartFinish)
                starts.append(s);
            else if (s->role == TileRole::Track)
                course.append(s);
            else if (s->role == TileRole::Assistance)
                assistance = true;
        }
    }
    BruteForce result;
    if (starts.isEmpty())
        return result;
    std::stable_sort(starts.begin(), starts.end(), [](const TileSide *a, const TileSide *b) { return a->number < b->number; });
    Search s;
    s.out = &result;
    s.stage = game == Game::Dirt && starts.size() >= 2;
    s.assistance = assistance;
    const TileSide *start = starts.takeFirst();
    if (s.stage)
        s.finish = starts.first();
    s.tiles = course + starts;
    s.used = QList<bool>(s.tiles.size(), false);
    for (const PlacementFit &f : Placement::fitsForHeading(*start, 0)) {
        s.startEntry = start->edges[size_t(f.entryLocal)];
        s.path = {HexCoord{0, 0}};
        s.step(HexCoord{0, 0}.neighbor(f.exitWorld), f.exitWorld, start->edges[size_t(f.exitLocal)], 0);
    }
    return result;
}

} // namespace Pacenotes::Test
