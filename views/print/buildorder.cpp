// SPDX-License-Identifier: GPL-3.0-or-later
#include "buildorder.h"

#include "catalog/tilecatalog.h"
#include "hex/hexlayout.h"
#include "track/trackvalidator.h"

#include <QMap>
#include <QSet>

#include <algorithm>

namespace Pacenotes {

namespace {

/// Top to bottom, then left to right, as a reader scans the printed layout.
QList<int> byPosition(const Track &track, const QList<int> &indices)
{
    const HexLayout layout(1.0);
    QList<int> sorted = indices;
    std::stable_sort(sorted.begin(), sorted.end(), [&](int a, int b) {
        const QPointF pa = layout.toPixel(track.tiles.at(a).pos);
        const QPointF pb = layout.toPixel(track.tiles.at(b).pos);
        if (!qFuzzyCompare(pa.y() + 1.0, pb.y() + 1.0))
            return pa.y() < pb.y();
        return pa.x() < pb.x();
    });
    return sorted;
}

/// Tile number, then side, then anything else: 101, 102a, 102b, 103a...
bool countBefore(const TileCount &a, const TileCount &b, const TileCatalog &catalog)
{
    const TileSide *sa = catalog.sideById(a.sideId);
    const TileSide *sb = catalog.sideById(b.sideId);
    const int na = sa ? sa->number : 100000;
    const int nb = sb ? sb->number : 100000;
    if (na != nb)
        return na < nb;
    return a.sideId < b.sideId;
}

} // namespace

BuildOrder BuildOrder::ofList(const QList<TileCount> &list, const TileCatalog &catalog)
{
    BuildOrder order;
    order.traced = true; // nothing to trace: no notice about the course
    QMap<QString, int> copies;
    for (const TileCount &c : list)
        if (c.count > 0) {
            copies[c.sideId] += c.count;
            order.total += c.count;
        }
    for (auto it = copies.cbegin(); it != copies.cend(); ++it)
        order.counts.append({it.key(), it.value()});
    std::stable_sort(order.counts.begin(), order.counts.end(),
                     [&](const TileCount &a, const TileCount &b) { return countBefore(a, b, catalog); });
    return order;
}

BuildOrder BuildOrder::of(const Track &track, const TrackReport &report, const TileCatalog &catalog)
{
    BuildOrder order;
    order.kind = report.course.kind;
    order.traced = report.course.isComplete() && !report.course.steps.isEmpty();
    order.total = int(track.tiles.size());
    order.problems = report.errorCount();
    order.trace = report.course;
    order.counts = track.placedCounts();
    std::stable_sort(order.counts.begin(), order.counts.end(),
                     [&](const TileCount &a, const TileCount &b) { return countBefore(a, b, catalog); });

    int next = 1;
    auto numberFor = [&](int tile, bool *repeat) {
        const auto it = order.numbers.constFind(tile);
        if (it != order.numbers.cend()) {
            *repeat = true;
            return it.value();
        }
        *repeat = false;
        order.numbers.insert(tile, next);
        return next++;
    };

    if (order.traced) {
        const Course &c = report.course;
        const auto stepFor = [&](const CourseStep &s) {
            BuildStep step;
            step.tile = s.tile;
            step.sideId = track.tiles.at(s.tile).sideId;
            step.number = numberFor(s.tile, &step.repeat);
            step.hasTurn = s.entry >= 0 && s.exit >= 0;
            step.turn = step.hasTurn ? TileSide::turnSteps(s.entry, s.exit) : 0;
            return step;
        };
        for (int k = 0; k < c.steps.size(); ++k) {
            const CourseStep &s = c.steps.at(k);
            if (s.tile < 0 || s.tile >= track.tiles.size())
                continue;
            BuildStep step = stepFor(s);
            step.start = s.tile == c.startTile && !step.repeat;
            step.finish = c.kind == Course::Kind::Stage && s.tile == c.finishTile;
            step.gridJoin = c.gridSteps > 0 && k == c.gridSteps - 1;
            step.jokerLeaves = !c.joker.isEmpty() && k == c.jokerLeaves;
            step.jokerRejoins = !c.joker.isEmpty() && k == c.jokerRejoins;
            order.course.append(step);
        }
        for (int k = 0; k < c.joker.size(); ++k) {
            const CourseStep &s = c.joker.at(k);
            if (s.tile < 0 || s.tile >= track.tiles.size())
                continue;
            BuildStep step = stepFor(s);
            step.jokerLeaves = k == 0;
            step.jokerRejoins = k == c.joker.size() - 1;
            order.joker.append(step);
        }
    } else {
        QList<int> road;
        for (int i = 0; i < track.tiles.size(); ++i) {
            const TileSide *side = catalog.sideById(track.tiles.at(i).sideId);
            if (!side || side->isCourseTile())
                road.append(i);
        }
        for (int i : byPosition(track, road)) {
            BuildStep step;
            step.tile = i;
            step.sideId = track.tiles.at(i).sideId;
            step.number = numberFor(i, &step.repeat);
            const TileSide *side = catalog.sideById(step.sideId);
            step.start = side && side->role == TileRole::StartFinish;
            order.course.append(step);
        }
    }

    QList<int> rest;
    for (int i = 0; i < track.tiles.size(); ++i)
        if (!order.numbers.contains(i))
            rest.append(i);
    for (int i : byPosition(track, rest)) {
        BuildStep step;
        step.tile = i;
        step.sideId = track.tiles.at(i).sideId;
        step.number = numberFor(i, &step.repeat);
        // The tile its road joins (the Assistance tile at the end of a stage), else the
        // lowest-numbered road tile next to it, so the table can be built in list order.
        const PlacedTile &placed = track.tiles.at(i);
        const TileSide *side = catalog.sideById(placed.sideId);
        bool joined = false;
        for (int d = 0; d < 6; ++d) {
            const int other = track.tileAt(placed.pos.neighbor(d));
            if (other < 0 || other == i)
                continue;
            const auto it = order.numbers.constFind(other);
            if (it == order.numbers.cend() || it.value() >= step.number)
                continue;
            const PlacedTile &next = track.tiles.at(other);
            const TileSide *nextSide = catalog.sideById(next.sideId);
            const bool joins = side && nextSide
                               && side->edges[size_t(placed.localEdge(d))].joins(
                                   nextSide->edges[size_t(next.localEdge(HexDir::opposite(d)))]);
            if ((joins && !joined) || (joins == joined && (step.besideNumber == 0 || it.value() < step.besideNumber))) {
                step.besideNumber = it.value();
                joined = joins;
            }
        }
        order.beside.append(step);
    }
    return order;
}

QString BuildOrder::turnText(const BuildStep &step)
{
    if (!step.hasTurn)
        return QString();
    switch (step.turn) {
    case 0: return tr("straight on");
    case 1: return tr("right 60°");
    case 2: return tr("right 120°");
    case -1: return tr("left 60°");
    case -2: return tr("left 120°");
    default: return tr("dead end");
    }
}

} // namespace Pacenotes
