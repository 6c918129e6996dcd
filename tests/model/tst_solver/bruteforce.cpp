// SPDX-License-Identifier: GPL-3.0-or-later
#include "bruteforce.h"

#include "catalog/tilecatalog.h"
#include "track/placement.h"

#include <QHash>

#include <algorithm>

namespace Pacenotes::Test {

namespace {

/// A tile with several roads already laid: which roads the course has not driven yet.
struct Waiting
{
    const TileSide *side = nullptr;
    int rotation = 0;
    QList<int> roads; ///< indexes into side->paths
};

struct Search
{
    QList<const TileSide *> tiles; ///< the copies to place after the start
    QList<bool> used;
    const TileSide *finish = nullptr;
    bool stage = false;
    bool assistance = false;
    EdgeSpec startEntry;
    QList<HexCoord> path;
    QHash<HexCoord, Waiting> waiting;
    int roadsWaiting = 0;
    BruteForce *out = nullptr;

    bool free(HexCoord c) const { return !path.contains(c); }

    void step(HexCoord pos, int heading, EdgeSpec incoming, int placed)
    {
        const int total = int(tiles.size());
        if (!stage && pos == HexCoord{0, 0}) {
            if (placed == total && roadsWaiting == 0 && heading == 0 && startEntry.joins(incoming)) {
                ++out->layouts;
                out->shapes.insert(path);
            }
            return;
        }
        if (!stage && pos.length() > total - placed + roadsWaiting) // too far to come back
            return;
        if (const auto w = waiting.find(pos); w != waiting.end()) {
            // Back at a crossing: on through the road whose end it arrives at, if not driven yet.
            const int entry = HexDir::opposite(heading);
            for (int k = 0; k < w->roads.size(); ++k) {
                const TilePath &road = w->side->paths[w->roads[k]];
                for (const auto &[a, b] : {std::pair{road.from, road.to}, std::pair{road.to, road.from}}) {
                    if (HexDir::rotate(a, w->rotation) != entry || !w->side->edges[size_t(a)].joins(incoming))
                        continue;
                    const int exit = HexDir::rotate(b, w->rotation);
                    const Waiting saved = *w;
                    waiting[pos].roads.removeAt(k);
                    --roadsWaiting;
                    path.append(pos);
                    step(pos.neighbor(exit), exit, saved.side->edges[size_t(b)], placed);
                    path.removeLast();
                    ++roadsWaiting;
                    waiting[pos] = saved;
                    return;
                }
            }
            return;
        }
        if (!free(pos))
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
            const TileSide &side = *tiles[i];
            for (const PlacementFit &f : Placement::fitsJoining(side, heading, incoming)) {
                const HexCoord next = pos.neighbor(f.exitWorld);
                used[i] = true;
                path.append(pos);
                QList<int> others; // the tile's other roads wait for the course
                for (int k = 0; k < side.paths.size(); ++k) {
                    const TilePath &p = side.paths[k];
                    if (!((p.from == f.entryLocal && p.to == f.exitLocal) || (p.to == f.entryLocal && p.from == f.exitLocal)))
                        others.append(k);
                }
                if (!others.isEmpty()) {
                    waiting.insert(pos, {&side, f.rotation, others});
                    roadsWaiting += int(others.size());
                }
                if (stage && last) {
                    // Every road driven. Beyond the finish line anything may lie, but the
                    // Assistance tile needs that cell free.
                    if (roadsWaiting == 0 && (!assistance || !path.contains(next))) {
                        ++out->layouts;
                        out->shapes.insert(path);
                    }
                } else {
                    step(next, f.exitWorld, side.edges[size_t(f.exitLocal)], placed + 1);
                }
                if (!others.isEmpty()) {
                    waiting.remove(pos);
                    roadsWaiting -= int(others.size());
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
