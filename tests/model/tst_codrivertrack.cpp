// SPDX-License-Identifier: GPL-3.0-or-later
// The co-driver on a laid-out digital track (TrackRoadAhead): over random positions — the car
// on any lane space in any gear, other cars on the spaces around it, Yellow Flags, laps done,
// a Flying Start — every plan the co-driver weighs is, for the same path and dice, exactly the
// move Drive mode builds (DriveRules::plan) and the referee gives it exactly the same verdict;
// every plan on the co-driver's front too. The road holds every space Drive mode lets the car
// reach and every move between them.
//
// ASSUMPTION (stated, not a reading of any tile): the space data below is made up for these
// tests. Every tile has its template's spaces. Marked, counting rows along each lane from the
// start of the road:
//  - GT Track 1 (tests/data/spaces/gt-track-1-layout.json, 2 lanes): 109b row 0 limit 3, row 1
//    a sharp corner (limit 2, dotted lines 1), row 2 limit 3; 106b row 1 a dangerous limit 4;
//    111b row 1 a sharp corner with limit 3 and "!" dotted lines;
//  - the GT core circuit (3 lanes): 109a rows 0-1 a triple-lane corner with limit 3, row 1
//    sharp with dotted lines 2;
//  - the DIRT stage: 208b row 1 a jump 3, row 3 corner "1" (inside lane limit 2, outside 3);
//    222a row 1 water; 204a row 0 snow.
#include "catalog/tilecatalog.h"
#include "codriver/plansearch.h"
#include "codriver/trackroadahead.h"
#include "io/trackfiles.h"
#include "rules/rulesdata.h"
#include "spaces/drivedocument.h"
#include "spaces/spacelibrary.h"
#include "spaces/spacetemplates.h"

#include "realtracks.h"

#include <QRandomGenerator>
#include <QSet>
#include <QTest>

using namespace Pacenotes;
using namespace Qt::StringLiterals;

namespace {

const TileCatalog &cat()
{
    return TileCatalog::builtin();
}

/// Sets `apply(space, row, lane)` on every lane space of a side's data.
void markRows(TileSpaces &s, const std::function<void(TileSpace &, int, int)> &apply)
{
    const int roads = int(cat().sideById(s.sideId)->paths.size());
    for (int road = 0; road < roads; ++road)
        for (int lane = 0; lane < 6; ++lane) {
            const QList<int> ids = s.laneSpaces(road, lane);
            for (int row = 0; row < ids.size(); ++row)
                apply(s.spaces[ids[row]], row, lane);
        }
}

/// The tests' space data: templates, marked as the file comment says.
struct TestSpaces
{
    QHash<QString, TileSpaces> sides;
    const TileSpaces *find(const QString &id)
    {
        auto it = sides.find(id);
        if (it != sides.end())
            return &*it;
        const TileSide *side = cat().sideById(id);
        if (!side)
            return nullptr;
        TileSpaces s = SpaceTemplates::generate(*side);
        s.provenance = SpaceProvenance::Estimated;
        s.note = u"tst_codrivertrack: assumed data, not read off a tile"_s;
        if (id == "109b"_L1)
            markRows(s, [](TileSpace &x, int row, int) {
                if (row == 1) {
                    x.marks.limit = 2;
                    x.marks.sharp = true;
                    x.marks.line = 1;
                } else if (row <= 2) {
                    x.marks.limit = 3;
                }
            });
        if (id == "106b"_L1)
            markRows(s, [](TileSpace &x, int row, int) {
                if (row == 1) {
                    x.marks.limit = 4;
                    x.marks.dangerous = true;
                }
            });
        if (id == "111b"_L1)
            markRows(s, [](TileSpace &x, int row, int) {
                if (row == 1) {
                    x.marks.limit = 3;
                    x.marks.sharp = true;
                    x.marks.lineHazard = true;
                }
            });
        if (id == "109a"_L1)
            markRows(s, [](TileSpace &x, int row, int) {
                if (row <= 1) {
                    x.marks.limit = 3;
                    x.marks.tripleLane = true;
                }
                if (row == 1) {
                    x.marks.sharp = true;
                    x.marks.line = 2;
                }
            });
        if (id == "208b"_L1)
            markRows(s, [](TileSpace &x, int row, int lane) {
                if (row == 1)
                    x.marks.jump = 3;
                if (row == 3) {
                    x.marks.corner = u"1"_s;
                    x.marks.cornerLine = lane == 0 ? CornerLine::Inside : CornerLine::Outside;
                    x.marks.limit = lane == 0 ? 2 : 3;
                }
            });
        if (id == "222a"_L1)
            markRows(s, [](TileSpace &x, int row, int) { x.marks.water = row == 1; });
        if (id == "204a"_L1)
            markRows(s, [](TileSpace &x, int row, int) {
                if (row == 0)
                    x.marks.terrain = Terrain::Snow;
            });
        return &*sides.insert(id, s);
    }
    SpaceLookup lookup()
    {
        return [this](const QString &id) { return find(id); };
    }
};

Track trackOne()
{
    const TrackReadResult r = TrackFiles::read(QStringLiteral(PACENOTES_TESTDATA "/spaces/gt-track-1-layout.json"), cat());
    return r.track.value_or(Track{});
}

Track trackNamed(const QString &name)
{
    if (name == "gt-track-1"_L1)
        return trackOne();
    if (name == "gt-core"_L1)
        return RealTracks::gtCoreCircuit();
    return RealTracks::dirtStage();
}

/// Lane spaces on the course, where a car can stand.
QList<int> laneNodes(const SpaceGraph &g)
{
    QList<int> out;
    for (int i = 0; i < g.nodeCount(); ++i)
        if (g.node(i).onTrack() && g.node(i).laneFromLeft >= 0 && !g.node(i).moves.isEmpty())
            out.append(i);
    return out;
}

/// A random position: the car somewhere on the track, up to two other cars on the spaces just
/// ahead of it or beside it, sometimes a Yellow Flag and (GT) laps already done.
DriveState randomState(QRandomGenerator &rng, const SpaceGraph &g, const DriveState &base, int *nodeOut)
{
    DriveState s = base;
    const QList<int> lanes = laneNodes(g);
    const int node = lanes[int(rng.bounded(int(lanes.size())))];
    *nodeOut = node;
    const bool gt = s.rules.game == Game::GT;
    DriveCar me;
    me.id = u"Red"_s;
    me.space = g.name(node);
    const int gear = int(rng.bounded(gt ? 0 : 1, 6));
    me.state.gear = GearMarker{gear, false};
    me.state.focus = int(rng.bounded(3));
    if (!gt) {
        me.state.carClass = u"Core"_s; // as DriveDocument::addCar gives a DIRT car
        me.state.tyres = u"gravel"_s;
        me.state.leader = rng.bounded(3) == 0;
    }
    me.lineCrossings = int(rng.bounded(3));
    s.rules.flyingStart = gt && gear == 0 && rng.bounded(2) == 0;
    s.rules.laps = 2;
    s.cars.append(me);
    s.active = 0;
    // Other cars among the spaces within four moves, or level with the car.
    DriveState alone = s;
    const DriveReach near = DriveRules::reachable(g, alone, 0, 4);
    QList<int> spots = near.moves.keys();
    spots += g.alongside(node);
    std::sort(spots.begin(), spots.end());
    const int others = spots.isEmpty() ? 0 : int(rng.bounded(3));
    for (int i = 0; i < others; ++i) {
        DriveCar c;
        c.id = i == 0 ? u"Blue"_s : u"Green"_s;
        c.space = g.name(spots[int(rng.bounded(int(spots.size())))]);
        c.state.gear = GearMarker{int(rng.bounded(1, 6)), false};
        if (rng.bounded(6) == 0) {
            c.state.location = CarLocation::OffTrack;
            c.state.gear = GearMarker::offTrack();
        }
        s.cars.append(c);
    }
    if (gt && rng.bounded(4) == 0)
        s.yellowFlagTiles.insert(g.node(node).parts.first().tile);
    return s;
}

QString describe(const RoadAhead &road, const QList<PlanStepRef> &steps)
{
    QStringList parts;
    for (const PlanStepRef &s : steps)
        parts << s.dice.text() + u'@' + road.at(s.space).id;
    return parts.join(u' ');
}

QString firstRuling(const MoveVerdict &v)
{
    return v.rulings().isEmpty() ? QString() : v.rulings().first().message;
}

} // namespace

class tst_CoDriverTrack : public QObject
{
    Q_OBJECT
private slots:
    void roadHoldsWhatDriveModeReaches_data();
    void roadHoldsWhatDriveModeReaches();
    void plansAreDriveModeMoves_data();
    void plansAreDriveModeMoves();
    void dirtJumpAndCorner();
    void frontPlansJudgedAlike_data();
    void frontPlansJudgedAlike();
    void distanceInSpaces();
    void distancesAreExact();
    void noRoadOffTheTable();

private:
    TestSpaces m_spaces;
};

void tst_CoDriverTrack::roadHoldsWhatDriveModeReaches_data()
{
    QTest::addColumn<QString>("track");
    QTest::addColumn<quint32>("seed");
    QTest::newRow("GT Track 1") << u"gt-track-1"_s << 11u;
    QTest::newRow("GT core, 3 lanes") << u"gt-core"_s << 12u;
    QTest::newRow("DIRT stage") << u"dirt-stage"_s << 13u;
}

void tst_CoDriverTrack::roadHoldsWhatDriveModeReaches()
{
    QFETCH(QString, track);
    QFETCH(quint32, seed);
    DriveDocument doc(cat(), m_spaces.lookup());
    doc.setTrack(trackNamed(track));
    const SpaceGraph &g = doc.graph();
    QVERIFY(g.uncoveredTiles().isEmpty());
    QRandomGenerator rng(seed);
    for (int n = 0; n < 40; ++n) {
        int node = -1;
        const DriveState state = randomState(rng, g, doc.state(), &node);
        const TrackRoadAhead source(g, state, 0);
        QVERIFY(source.problem().isEmpty());
        const RoadAhead road = source.roadAhead(8);
        QCOMPARE(road.problem(), QString());
        QSet<QString> ids;
        for (const RoadSpace &s : road.spaces())
            ids.insert(s.id);
        // Every space Drive mode lets the car reach (it stops at other cars) is on the road …
        const DriveReach reach = DriveRules::reachable(g, state, 0, 8);
        for (auto it = reach.moves.cbegin(); it != reach.moves.cend(); ++it)
            QVERIFY2(ids.contains(g.name(it.key())), qPrintable(g.name(it.key())));
        // … with each of its moves, and what the referee reads entering it that way.
        for (int i = -1; i < road.size(); ++i) {
            const int from = i < 0 ? node : g.nodeByName(road.at(i).id);
            const QList<RoadMove> &moves = i < 0 ? road.first() : road.at(i).next;
            int forwardMoves = 0;
            for (const GraphMove &m : g.node(from).moves)
                forwardMoves += ids.contains(g.name(m.to)) ? 1 : 0;
            QCOMPARE(moves.size(), forwardMoves);
            for (const RoadMove &m : moves) {
                const int to = g.nodeByName(road.at(m.to).id);
                QVERIFY(g.move(from, to));
                SpaceInfo expected = DriveRules::spaceInfo(g, state, 0, from, to);
                const SpaceInfo got = road.entered(m);
                expected.finishLine = got.finishLine; // checked against DriveRules::plan below
                QCOMPARE(got, expected);
            }
        }
    }
}

void tst_CoDriverTrack::plansAreDriveModeMoves_data()
{
    roadHoldsWhatDriveModeReaches_data();
}

/// Every layout the co-driver weighs from car 0's space, against Drive mode's move and the
/// referee's verdict on it. Returns the first difference, or an empty string.
struct Checked
{
    qint64 layouts = 0;
    qint64 jumps = 0;
    QSet<quint64> risks;
    QString failure;
};

void checkEveryLayout(const SpaceGraph &g, const DriveState &state, int maxSteps, Checked &out)
{
    const RulesData &data = RulesData::builtin();
    const CoDriverRequest req = TrackRoadAhead(g, state, 0).request(maxSteps);
    const RulesContext ctx{data, req.rules};
    const QList<PlayStyle> styles = CoDriver::styles(req.rules, req.car);
    // The car the referee sees is Drive mode's.
    if (req.car != DriveRules::plan(g, state, 0, {}, {}).car) {
        out.failure = u"another car"_s;
        return;
    }
    PlanSearch search(ctx, req.car, req.road, styles, req.maxSteps);
    search.setObserver([&](const QList<PlanStepRef> &steps, const QList<PlanFigures> &, quint32) {
        if (!out.failure.isEmpty())
            return;
        ++out.layouts;
        const QList<int> path = TrackRoadAhead::path(g, req.road, steps);
        if (path.isEmpty()) {
            out.failure = u"no path on the graph: "_s + describe(req.road, steps);
            return;
        }
        for (const PlanStepRef &s : steps)
            out.jumps += s.landing >= 0 ? 1 : 0;
        for (RollMode mode : {RollMode::OneByOne, RollMode::FlatOut}) {
            PlayStyle style;
            style.mode = mode;
            const PlannedMove ours = CoDriver::plannedMove(req.rules, req.car, req.road, steps, style);
            const DrivePlan drive = DriveRules::plan(g, state, 0, path, TrackRoadAhead::dice(steps), mode, ours.flyingStart);
            if (!drive.ok() || drive.move != ours) {
                out.failure = u"Drive mode builds another move: "_s + drive.error + u' ' + describe(req.road, steps);
                return;
            }
            const MoveVerdict a = validateMove(ctx, req.car, ours);
            const MoveVerdict b = validateMove(ctx, drive.car, drive.move);
            if (!a.legal() || !b.legal()) {
                out.failure = u"illegal for the referee (%1): "_s.arg(firstRuling(b)) + describe(req.road, steps);
                return;
            }
            if (a.odds.favourable != b.odds.favourable || a.odds.outcomes != b.odds.outcomes
                || a.analysis.endGear != b.analysis.endGear || a.analysis.rulings.size() != b.analysis.rulings.size()) {
                out.failure = u"another verdict: "_s + describe(req.road, steps);
                return;
            }
            out.risks.insert(quint64(a.odds.favourable) << 32 | quint64(a.odds.outcomes));
        }
    });
    for (const StepDice &first : search.firstSteps())
        search.run(first);
}

void tst_CoDriverTrack::plansAreDriveModeMoves()
{
    QFETCH(QString, track);
    QFETCH(quint32, seed);
    DriveDocument doc(cat(), m_spaces.lookup());
    doc.setTrack(trackNamed(track));
    const SpaceGraph &g = doc.graph();
    QRandomGenerator rng(seed);
    Checked checked;
    int positions = 0;
    for (int n = 0; n < 14; ++n) {
        int node = -1;
        const DriveState state = randomState(rng, g, doc.state(), &node);
        const qint64 before = checked.layouts;
        checkEveryLayout(g, state, 5, checked);
        QVERIFY2(checked.failure.isEmpty(), qPrintable(checked.failure));
        positions += checked.layouts > before ? 1 : 0;
    }
    qInfo("%lld layouts from %d positions with a legal move, %lld distinct risks", checked.layouts, positions,
          static_cast<long long>(checked.risks.size()));
    QVERIFY(checked.layouts > 100);
    QVERIFY(checked.risks.size() > 3); // risky plans were met, not only safe ones
}

void tst_CoDriverTrack::dirtJumpAndCorner()
{
    // The car two spaces before the jump of 208b, the corner after it: plans that take the
    // jump (its die landing one or two spaces on) are Drive mode's moves too.
    DriveDocument doc(cat(), m_spaces.lookup());
    doc.setTrack(RealTracks::dirtStage());
    const SpaceGraph &g = doc.graph();
    const int tile = g.courseTiles().value(1);
    int before = -1;
    for (int i = 0; i < g.nodeCount(); ++i)
        if (g.node(i).parts.first().tile == tile && g.node(i).laneFromLeft == 0
            && (before < 0 || g.node(i).back < g.node(before).back))
            before = i;
    QVERIFY(before >= 0);
    for (int gear : {2, 3, 4}) {
        DriveState state = doc.state();
        DriveCar car;
        car.id = u"Yellow"_s;
        car.space = g.name(before);
        car.state.carClass = u"Core"_s;
        car.state.tyres = u"gravel"_s;
        car.state.gear = GearMarker{gear, false};
        state.cars.append(car);
        state.active = 0;
        Checked checked;
        checkEveryLayout(g, state, 5, checked);
        QVERIFY2(checked.failure.isEmpty(), qPrintable(checked.failure));
        QVERIFY(checked.layouts > 0);
        QVERIFY2(checked.jumps > 0, qPrintable(u"gear %1"_s.arg(gear)));
    }
}

void tst_CoDriverTrack::frontPlansJudgedAlike_data()
{
    roadHoldsWhatDriveModeReaches_data();
}

void tst_CoDriverTrack::frontPlansJudgedAlike()
{
    QFETCH(QString, track);
    QFETCH(quint32, seed);
    DriveDocument doc(cat(), m_spaces.lookup());
    doc.setTrack(trackNamed(track));
    const SpaceGraph &g = doc.graph();
    const RulesData &data = RulesData::builtin();
    QRandomGenerator rng(seed + 100);
    int plans = 0;
    for (int n = 0; n < 6; ++n) {
        int node = -1;
        const DriveState state = randomState(rng, g, doc.state(), &node);
        CoDriverRequest req = TrackRoadAhead(g, state, 0).request(6);
        req.threads = 1;
        const CoDriverResult r = CoDriver::run(req, data);
        QCOMPARE(r.disagreements, 0);
        const RulesContext ctx{data, req.rules};
        for (const CoDriverPlan &p : r.front) {
            ++plans;
            QVERIFY(p.checked);
            const QList<int> path = TrackRoadAhead::path(g, req.road, p.steps);
            QVERIFY(!path.isEmpty());
            const DrivePlan drive = DriveRules::plan(g, state, 0, path, TrackRoadAhead::dice(p.steps), p.move.mode, p.move.flyingStart);
            QVERIFY2(drive.ok(), qPrintable(drive.error));
            QCOMPARE(drive.move, p.move);
            const MoveVerdict v = validateMove(ctx, drive.car, drive.move);
            QVERIFY2(v.legal(), qPrintable(firstRuling(v)));
            QCOMPARE(v.odds.favourable, p.verdict.odds.favourable);
            QCOMPARE(v.odds.outcomes, p.verdict.odds.outcomes);
            QCOMPARE(v.analysis.endGear, p.verdict.analysis.endGear);
            QCOMPARE(v.analysis.tokensGained, p.verdict.analysis.tokensGained);
        }
    }
    QVERIFY(plans > 0);
}

void tst_CoDriverTrack::distanceInSpaces()
{
    // GT Track 1's start tile (102b) has four spaces per lane: straight on, the road ahead
    // counts one space per move; the spaces level across the lanes are equally far.
    DriveDocument doc(cat(), m_spaces.lookup());
    doc.setTrack(trackOne());
    const SpaceGraph &g = doc.graph();
    DriveState state = doc.state();
    DriveCar car;
    car.id = u"Red"_s;
    const int pole = g.grid().value(0);
    car.space = g.name(pole);
    car.state.gear = GearMarker{3, false};
    state.cars.append(car);
    state.active = 0;
    const RoadAhead road = TrackRoadAhead(g, state, 0).roadAhead(3);
    QCOMPARE(road.problem(), QString());
    int at = -1;
    for (int step = 1; step <= 3; ++step) {
        const QList<RoadMove> &moves = at < 0 ? road.first() : road.at(at).next;
        QVERIFY(moves.size() >= 2); // straight on and across to the other lane
        const RoadMove &straight = moves.at(at < 0 ? 0 : road.at(at).straight);
        QCOMPARE(straight.direction, MoveDirection::Straight);
        for (const RoadMove &m : moves)
            QVERIFY(qAbs(road.at(m.to).distance - step) < 1e-6);
        at = straight.to;
    }
    // Three moves at most: no space further than 3.
    for (const RoadSpace &s : road.spaces())
        QVERIFY(s.distance <= 3 + 1e-6);
}

void tst_CoDriverTrack::distancesAreExact()
{
    // GT Track 1 on the shipped templates, read from their pack (positions written to six
    // decimals: a third of the hairpin's road is 0.333333): from every space of the course, the
    // spaces ahead are a whole number of spaces away (every tile's lanes hold the same number of
    // rows here), exactly — not 1.999999 or 3.000001.
    const std::shared_ptr<const SpacePack> templates = SpaceLibrary::shippedTemplates(cat());
    DriveDocument doc(cat(), [&](const QString &id) -> const TileSpaces * {
        const auto it = templates->sides.constFind(id);
        return it == templates->sides.cend() ? nullptr : &*it;
    });
    doc.setTrack(trackOne());
    const SpaceGraph &g = doc.graph();
    int checked = 0;
    for (int n = 0; n < g.nodeCount(); ++n) {
        if (!g.node(n).onTrack())
            continue;
        DriveState state = doc.state();
        DriveCar car;
        car.id = u"Red"_s;
        car.space = g.name(n);
        car.state.gear = GearMarker{3, false};
        state.cars = {car};
        state.active = 0;
        const RoadAhead road = TrackRoadAhead(g, state, 0).roadAhead(6);
        for (const RoadSpace &s : road.spaces()) {
            QVERIFY2(s.distance == std::round(s.distance),
                     qPrintable(u"%1 → %2: %3"_s.arg(g.name(n), s.id).arg(s.distance, 0, 'g', 17)));
            ++checked;
        }
    }
    QVERIFY(checked > 1000);
}

void tst_CoDriverTrack::noRoadOffTheTable()
{
    DriveDocument doc(cat(), m_spaces.lookup());
    doc.setTrack(trackOne());
    DriveState state = doc.state();
    DriveCar car;
    car.id = u"Red"_s;
    state.cars.append(car); // not on the table
    const TrackRoadAhead source(doc.graph(), state, 0);
    QVERIFY(!source.problem().isEmpty());
    QCOMPARE(source.roadAhead(12).size(), 0);
    const CoDriverResult r = CoDriver::run(source.request(12), RulesData::builtin());
    QVERIFY(r.status == CoDriverResult::Status::NoMove || r.status == CoDriverResult::Status::Invalid);
    QVERIFY(!TrackRoadAhead(doc.graph(), state, 3).problem().isEmpty());
}

QTEST_GUILESS_MAIN(tst_CoDriverTrack)
#include "tst_codrivertrack.moc"
