// SPDX-License-Identifier: GPL-3.0-or-later
// The per-space layer's speed (issue 11's aims): building the space graph of a 300-tile track
// (< 20 ms), the spaces a car reaches 12 moves ahead (< 2 ms), and turning a clicked path into
// the referee's steps (< 1 ms beyond the referee itself); and issue 12's co-driver reading the
// road off the track: the whole front for a car in 4th, 12 spaces ahead. Medians of many runs,
// space data from the templates shipped with the app; for the co-driver (ASSUMPTION, bench
// only, not a reading of any tile) every space of the 60-degree bends carries a limit 3.
// Issue 23: loading the readings shipped with the app at start-up (< 20 ms), and the graph built
// on them.
#include "catalog/collection.h"
#include "codriver/codriver.h"
#include "codriver/trackroadahead.h"
#include "catalog/tilecatalog.h"
#include "rules/movevalidator.h"
#include "rules/rulesdata.h"
#include "spaces/drivedocument.h"
#include "spaces/spacelibrary.h"
#include "spaces/spacetemplates.h"
#include "track/placement.h"
#include "track/trackvalidator.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>

#include <algorithm>
#include <cstdio>
#include <functional>
#include <vector>

using namespace Pacenotes;
using namespace Qt::StringLiterals;

namespace {

/// A hexagonal loop: six sides of `side` straights joined by six right-hand 60-degree bends.
Track hexLoop(int side, const char *start, const char *straight, const char *bend)
{
    const TileCatalog &cat = TileCatalog::builtin();
    Track t;
    HexCoord pos;
    int heading = 0;
    Placement::append(t, *cat.side(QString::fromLatin1(start)), pos, heading, 0);
    pos = pos.neighbor(heading);
    for (int s = 0; s < 6; ++s) {
        for (int i = (s == 0 ? 1 : 0); i < side; ++i) {
            Placement::append(t, *cat.side(QString::fromLatin1(straight)), pos, heading, 0);
            pos = pos.neighbor(heading);
        }
        Placement::append(t, *cat.side(QString::fromLatin1(bend)), pos, heading, 1);
        pos = pos.neighbor(heading);
    }
    return t;
}

double medianMicros(int runs, const std::function<void()> &work)
{
    std::vector<double> us;
    for (int i = 0; i < runs; ++i) {
        QElapsedTimer timer;
        timer.start();
        work();
        us.push_back(double(timer.nsecsElapsed()) / 1000.0);
    }
    std::sort(us.begin(), us.end());
    return us[us.size() / 2];
}

void benchTrack(const char *name, const Track &track)
{
    const TileCatalog &cat = TileCatalog::builtin();
    SpaceSources sources;
    SpaceLibrary::addShipped(sources, cat); // the readings shipped, templates for the rest
    const Course course = TrackValidator::validate(track, cat, Collection::everyBox(cat)).course;

    QElapsedTimer cold;
    cold.start();
    SpaceGraph graph = SpaceGraph::build(track, course, cat, sources.lookup());
    const double coldMs = double(cold.nsecsElapsed()) / 1e6;
    const double buildUs = medianMicros(21, [&] { graph = SpaceGraph::build(track, course, cat, sources.lookup()); });
    std::printf("%s: %lld tiles, %d spaces\n", name, static_cast<long long>(track.tiles.size()), graph.nodeCount());
    std::printf("  space graph: %.2f ms (first build, geometry cold %.2f ms)\n", buildUs / 1000.0, coldMs);

    // A car on the grid in gear 4, another one further on.
    DriveState state;
    state.rules.game = Game::GT;
    DriveCar car;
    car.id = u"A"_s;
    car.space = graph.name(graph.grid().value(0));
    car.state.gear = GearMarker{4, false};
    state.cars.append(car);
    state.active = 0;
    DriveReach reach;
    const double reachUs = medianMicros(201, [&] { reach = DriveRules::reachable(graph, state, 0, 12); });
    std::printf("  reachable spaces 12 moves ahead (%lld spaces): %.1f µs\n", static_cast<long long>(reach.moves.size()), reachUs);

    // An 8-space path straight on, zig-zagging across the lanes where it can, with legal dice
    // from gear 4: 5, 6, Coast, Coast, 4 with a Brake die, 3, 2, 1.
    QList<int> path;
    int n = graph.nodeByName(car.space);
    for (int i = 0; i < 8 && n >= 0; ++i) {
        const QList<GraphMove> &moves = graph.node(n).moves;
        if (moves.isEmpty())
            break;
        const auto diagonal = std::find_if(moves.begin(), moves.end(), [](const GraphMove &m) { return m.diagonal; });
        n = (i % 2 == 1 && diagonal != moves.end()) ? diagonal->to : moves.first().to;
        path.append(n);
    }
    QList<StepDice> dice;
    for (const char *text : {"5", "6", "C", "C", "4+B", "3", "2", "1"})
        dice.append(*StepDice::fromText(QString::fromLatin1(text)));
    DrivePlan plan;
    const double planUs = medianMicros(2001, [&] { plan = DriveRules::plan(graph, state, 0, path, dice); });
    const RulesContext ctx{RulesData::builtin(), state.rules};
    MoveVerdict verdict;
    const double refereeUs = medianMicros(2001, [&] { verdict = validateMove(ctx, plan.car, plan.move); });
    std::printf("  path of %lld spaces -> the referee's steps: %.1f µs; the referee's verdict itself: %.1f µs (%s)\n",
                static_cast<long long>(path.size()), planUs, refereeUs, verdict.legal() ? "legal" : "not legal");

    // The whole click as the designer does it: extend the path, reach, plan and verdict.
    DriveDocument doc(cat, sources.lookup());
    doc.setTrack(track);
    doc.addCar(u"A"_s, Qt::red);
    doc.setGear(0, GearMarker{4, false});
    const double clickUs = medianMicros(201, [&] {
        doc.clearPlan();
        doc.setDice(dice);
        for (int node : path)
            doc.extendPath(node);
    });
    std::printf("  a click on the table (one of %lld, each: path, reach, steps, verdict): %.1f µs\n",
                static_cast<long long>(path.size()), clickUs / double(std::max<qsizetype>(1, path.size() + 2)));

    // The co-driver: a car in 4th two tiles before the first bend (limit 3 on its spaces,
    // assumed), the road 12 spaces ahead read off the graph, the whole front on both cores.
    QHash<QString, TileSpaces> marked;
    const SpaceLookup templates = sources.lookup();
    const SpaceLookup withLimits = [&](const QString &id) -> const TileSpaces * {
        const TileSpaces *t = templates(id);
        if (!t || !id.startsWith(u"105"_s))
            return t;
        auto it = marked.find(id);
        if (it == marked.end()) {
            TileSpaces m = *t;
            for (TileSpace &x : m.spaces)
                x.marks.limit = 3;
            it = marked.insert(id, m);
        }
        return &*it;
    };
    const SpaceGraph limited = SpaceGraph::build(track, course, cat, withLimits);
    const QList<int> &passes = limited.courseTiles();
    int bend = 1;
    while (bend < passes.size() && !track.tiles[passes[bend]].sideId.startsWith(u"105"_s))
        ++bend;
    int start = -1;
    for (int i = 0; i < limited.nodeCount(); ++i)
        if (limited.node(i).parts.first().tile == passes[std::max(0, bend - 2)] && limited.node(i).laneFromLeft == 0
            && (start < 0 || limited.node(i).back < limited.node(start).back))
            start = i;
    DriveState driving = state;
    driving.cars[0].space = limited.name(start);
    const TrackRoadAhead source(limited, driving, 0);
    CoDriverRequest question;
    const double roadUs = medianMicros(51, [&] { question = source.request(12); });
    int limitedSpaces = 0;
    for (const RoadSpace &rs : question.road.spaces())
        limitedSpaces += rs.space.limit > 0 ? 1 : 0;
    CoDriverResult answer;
    const double frontUs = medianMicros(7, [&] { answer = CoDriver::run(source.request(12), RulesData::builtin()); });
    std::printf("  co-driver, 12 spaces ahead in 4th before a bend: road %.2f ms (%d spaces, %d limited); the whole front %.1f ms "
                "(%lld layouts, %lld plans weighed, %lld on the front, %d threads)\n",
                roadUs / 1000.0, question.road.size(), limitedSpaces, frontUs / 1000.0, static_cast<long long>(answer.counts.layouts),
                static_cast<long long>(answer.counts.plans), static_cast<long long>(answer.front.size()), answer.threads);
}

/// Loading the readings shipped with the app, as the app does once at start-up; and a pack of every
/// side of the catalog shaped like readings (every space with a mark and a doubt: more than the real
/// pack holds), for when the shipped one is still partial.
void benchPackLoad()
{
    const TileCatalog &cat = TileCatalog::builtin();
    QFile shipped(u":/spaces/readings.pnspaces"_s);
    if (shipped.open(QIODevice::ReadOnly)) {
        const QByteArray bytes = shipped.readAll();
        std::optional<SpacePack> pack;
        QElapsedTimer cold;
        cold.start();
        pack = SpacePackFile::readData(bytes, cat, nullptr);
        const double coldMs = double(cold.nsecsElapsed()) / 1e6;
        const double us = medianMicros(21, [&] { pack = SpacePackFile::readData(bytes, cat, nullptr); });
        std::printf("shipped readings: %lld sides, %lld KB: loaded in %.2f ms (first %.2f ms)\n",
                    static_cast<long long>(pack ? pack->sides.size() : 0), static_cast<long long>(bytes.size() / 1024),
                    us / 1000.0, coldMs);
    } else {
        std::printf("shipped readings: none in this build\n");
    }
    SpacePack full;
    full.info.provenance = SpaceProvenance::ReadFromPicture;
    full.info.date = u"2026-11-28"_s;
    for (const TileSide &side : cat.sides()) {
        if (!side.isCourseTile())
            continue;
        TileSpaces s = SpaceTemplates::generate(side);
        s.provenance = SpaceProvenance::ReadFromPicture;
        s.picture = u"tile-%1-1.webp"_s.arg(side.id);
        s.variant = 1;
        s.note = u"Read from tile-%1-1.webp; the other pictures print the same markings."_s.arg(side.id);
        for (TileSpace &x : s.spaces) {
            x.marks.limit = 3;
            x.uncertainMarks.add(MarkField::Limit);
            x.why = u"no line at the apex"_s;
        }
        full.sides.insert(side.id, s);
    }
    const std::optional<QByteArray> bytes = SpacePackFile::serialize(full, cat, nullptr);
    std::optional<SpacePack> back;
    const double us = medianMicros(21, [&] { back = SpacePackFile::readData(*bytes, cat, nullptr); });
    std::printf("a full pack shaped like readings: %lld sides, %lld KB: loaded in %.2f ms\n",
                static_cast<long long>(back ? back->sides.size() : 0), static_cast<long long>(bytes->size() / 1024), us / 1000.0);
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    benchPackLoad();
    benchTrack("2-lane loop", hexLoop(49, "102b", "103b", "105b"));
    benchTrack("3-lane loop", hexLoop(49, "102a", "103a", "105a"));
    benchTrack("24-tile loop", hexLoop(3, "102b", "103b", "105b"));
    return 0;
}
