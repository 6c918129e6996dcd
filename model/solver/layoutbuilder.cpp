// SPDX-License-Identifier: GPL-3.0-or-later
#include "layoutbuilder.h"

#include "catalog/tilecatalog.h"
#include "footprint.h"
#include "solvercontext.h"
#include "tileassignment.h"
#include "track/placement.h"

#include <QSet>

namespace Pacenotes::LayoutBuilder {

namespace {

/// The rotation that drives `side` the way `t` says when entering with `heading`; with
/// `preferExit` >= 0 that local edge is taken as the exit when it can be. Start tiles: the
/// validator drives a circuit out of the start tile through its first path's first edge, so
/// the start tile is turned to make that the race direction the solver laid out.
std::optional<PlacementFit> fitFor(const TileSide &side, const LayoutProblem &p, const Traversal &t, int heading,
                                   int preferExit)
{
    std::optional<PlacementFit> chosen;
    for (const PlacementFit &f : Placement::fitsForHeading(side, heading)) {
        if (f.turn != t.turn || !(side.edges[size_t(f.entryLocal)] == p.specs[t.specIn])
            || !(side.edges[size_t(f.exitLocal)] == p.specs[t.specOut]))
            continue;
        if (!chosen || (f.exitLocal == preferExit && chosen->exitLocal != preferExit))
            chosen = f;
    }
    return chosen;
}

} // namespace

quint64 assignmentCount(const SolverContext &context)
{
    quint64 n = 1;
    for (const TileClass &c : context.problem.classes)
        if (c.role != TileClass::Role::Kept)
            n = TileAssignment::saturatingMul(n, TileAssignment::permutations(c.sideIds));
    return n;
}

QList<QStringList> classOrders(const SolverContext &context, quint64 assignment)
{
    QList<QStringList> orders;
    for (const TileClass &c : context.problem.classes) {
        if (c.role == TileClass::Role::Kept) {
            orders.append(c.sideIds);
            continue;
        }
        if (assignment == 0) { // the default order: no need to count the others
            orders.append(TileAssignment::nthPermutation(c.sideIds, 0));
            continue;
        }
        const quint64 perms = TileAssignment::permutations(c.sideIds);
        orders.append(TileAssignment::nthPermutation(c.sideIds, perms ? assignment % perms : 0));
        if (perms)
            assignment /= perms;
    }
    return orders;
}

Track build(const SolverContext &context, const ShapeRecord &record, const quint8 *steps, quint64 assignment)
{
    const LayoutProblem &p = context.problem;
    const SearchSpec &spec = context.spec;
    const TileCatalog &catalog = *context.catalog;
    const HexCoord shift = p.anchor.kept ? p.anchor.pos : HexCoord{};
    const auto tableCoord = [&](int cell) { return spec.grid.coord(cell) + shift; };

    Track track = context.request.base;
    track.game = context.request.game;
    track.reverseCourse = false;
    track.tileList = context.request.tiles;
    track.tiles.clear();

    QList<QStringList> orders = classOrders(context, assignment);
    QList<int> used(p.classes.size(), 0);
    QSet<HexCoord> taken;
    Footprint box;
    const auto put = [&](const PlacedTile &t) {
        track.tiles.append(t);
        taken.insert(t.pos);
        box.add(t.pos);
    };

    // The course, from the anchor.
    const SearchSpec::Root &root = spec.roots[record.root];
    int heading = root.entryHeading;
    HexCoord pos = shift;
    HexCoord frontCell;
    for (int i = 0; i < record.length; ++i) {
        const Traversal &t = p.traversals[steps[i]];
        const KeptTile *kept = nullptr;
        if (i == 0 && p.anchor.kept) {
            for (const KeptTile &k : p.kept)
                if (k.use == KeptTile::Use::Anchor)
                    kept = &k;
        } else if (t.cls >= 0 && p.classes[t.cls].role == TileClass::Role::Kept) {
            kept = &p.kept[p.classes[t.cls].keptIndex];
        }
        int exitHeading = HexDir::rotate(heading, t.turn); // kept tiles: their rotation gives this turn
        if (kept) {
            put(kept->tile);
        } else if (t.pass) {
            // Through another road of a crossing laid earlier: no new tile.
        } else if (t.entryLocal >= 0) {
            // A crossing or two-road tile, laid so that this road is entered by that edge.
            const QString id = orders[t.cls][used[t.cls]++];
            const int rotation = HexDir::normalize(HexDir::opposite(heading) - t.entryLocal);
            put(PlacedTile{id, 0, pos, rotation});
            exitHeading = HexDir::rotate(t.exitLocal, rotation);
        } else {
            const QString id = i == 0 ? p.anchor.sideId : orders[t.cls][used[t.cls]++];
            const TileSide &side = *catalog.sideById(id);
            const int prefer = (i == 0 || p.classes[t.cls].role == TileClass::Role::Start) && !side.paths.isEmpty()
                ? side.paths.first().from
                : -1;
            const std::optional<PlacementFit> fit = fitFor(side, p, t, heading, prefer);
            Q_ASSERT(fit); // classes are built from these very ways through
            put(PlacedTile{id, 0, pos, fit ? fit->rotation : 0});
            if (fit)
                exitHeading = fit->exitWorld;
        }
        // The validator drives a circuit out of its start tile through the first path's first
        // edge unless the track says the course is reversed: say so when the solver's race
        // direction is the other one (start tiles that change lane width, or a kept start).
        const bool isStartTile = (i == 0 && p.anchor.isStart)
            || (t.cls >= 0 && p.classes[t.cls].role == TileClass::Role::Start);
        if (isStartTile && p.kind == LayoutProblem::Kind::Circuit) {
            const PlacedTile &placed = track.tiles.last();
            const TileSide &side = *catalog.sideById(placed.sideId);
            track.reverseCourse = !side.paths.isEmpty() && placed.localEdge(exitHeading) != side.paths.first().from;
        }
        heading = exitHeading;
        pos = pos.neighbor(heading);
        frontCell = pos;
    }

    // Scenery stays off the cells beyond a stage's two ends (nothing is demanded there, but
    // that is where the road is seen to run on); the Assistance tile takes the finish's.
    QSet<HexCoord> keepFree;
    if (p.kind == LayoutProblem::Kind::Stage) {
        keepFree.insert(shift.neighbor(HexDir::opposite(root.entryHeading)));
        keepFree.insert(frontCell);
    }
    for (const KeptTile &k : p.kept)
        if (k.use == KeptTile::Use::Blocked)
            put(k.tile);

    // The Assistance tile closes the finish end: its one edge (local D) faces the finish.
    if (p.kind == LayoutProblem::Kind::Stage && !p.assistanceSide.isEmpty()) {
        const int facing = HexDir::opposite(heading);
        put(PlacedTile{p.assistanceSide, 0, frontCell, HexDir::normalize(facing - 3)});
        keepFree.remove(frontCell);
    }

    // Pit tiles where the search put them (beside the start), the rest where they cost least.
    QStringList extras = p.pitSides + p.fillerSides;
    for (int k = 0; k < int(record.extraCells.size()) && k < p.pitSides.size(); ++k) {
        if (record.extraCells[size_t(k)] < 0)
            continue;
        put(PlacedTile{p.pitSides[k], 0, tableCoord(record.extraCells[size_t(k)]), 0});
        extras.removeOne(p.pitSides[k]);
    }
    const QList<PlacedTile> course = track.tiles;
    for (const QString &id : std::as_const(extras)) {
        std::optional<HexCoord> best;
        qint64 bestArea = 0;
        for (const PlacedTile &t : course)
            for (int d = 0; d < 6; ++d) {
                const HexCoord c = t.pos.neighbor(d);
                if (taken.contains(c) || keepFree.contains(c))
                    continue;
                Footprint b = box;
                b.add(c);
                if (!best || b.areaUnits() < bestArea) {
                    best = c;
                    bestArea = b.areaUnits();
                }
            }
        if (best)
            put(PlacedTile{id, 0, *best, 0});
    }
    // A track invented from part of the list lists the tiles it uses.
    if (p.isSubset())
        track.tileList = track.placedCounts();
    return track;
}

} // namespace Pacenotes::LayoutBuilder
