// SPDX-License-Identifier: GPL-3.0-or-later
// Drive mode on a laid-out rulebook track: a GT turn played on GT Track 1 (the rulebook's tile
// list, laid out by the solver: tests/data/spaces/gt-track-1-layout.json) with space data written
// here, and what the referee receives for it; DIRT jumps and corners on a stage; laps; the order
// of play from the markers; the proposed dice; undo.
//
// ASSUMPTION (stated, not a reading of any tile): the space data below is made up for these tests.
// Every tile has its template's spaces (2 lanes; 4 rows on straights and 60° bends, 3 rows on the
// 120° hairpins). Only tile side 109b (the hairpin after the start) is marked: its first row has
// speed limit 3, its middle row is a sharp corner with limit 2 in the circle and dotted lines 1,
// its last row limit 3. The catalog lists "limit 1" for 109b, which the dotted lines give.
#include "catalog/tilecatalog.h"
#include "io/trackfiles.h"
#include "rules/rulesdata.h"
#include "rules/spacesummary.h"
#include "spaces/drivedocument.h"
#include "spaces/driverules.h"
#include "spaces/spacelibrary.h"
#include "spaces/spacetemplates.h"

#include "realtracks.h"

#include <QSignalSpy>
#include <QTest>
#include <QUndoStack>

using namespace Pacenotes;
using namespace Qt::StringLiterals;

namespace {

const TileCatalog &cat()
{
    return TileCatalog::builtin();
}

/// The test's space data: templates, with 109b marked as the file comment says.
struct TestSpaces
{
    QHash<QString, TileSpaces> sides;
    const TileSpaces *find(const QString &id)
    {
        auto it = sides.find(id);
        if (it == sides.end()) {
            const TileSide *side = cat().sideById(id);
            if (!side)
                return nullptr;
            TileSpaces s = SpaceTemplates::generate(*side);
            s.provenance = SpaceProvenance::Estimated;
            s.note = u"tst_drivemode: assumed data, not read off a tile"_s;
            if (id == "109b"_L1) {
                // Rows of the hairpin along its road (C -> D): spaces 1-2, 3-4, 5-6.
                for (TileSpace &x : s.spaces) {
                    const int row = (x.id - 1) / 2;
                    if (row == 1) {
                        x.marks.limit = 2;
                        x.marks.sharp = true;
                        x.marks.line = 1;
                    } else {
                        x.marks.limit = 3;
                    }
                }
            }
            it = sides.insert(id, s);
        }
        return &*it;
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

StepDice dice(const char *text)
{
    return *StepDice::fromText(QString::fromLatin1(text));
}

/// Nodes on placed tile `tile`, in driving order, the lane `lane` from the left (−1 any).
QList<int> nodesOn(const SpaceGraph &g, int tile, int lane = -1)
{
    QList<int> out;
    for (int i = 0; i < g.nodeCount(); ++i)
        if (g.node(i).parts.first().tile == tile && g.node(i).onTrack() && (lane < 0 || g.node(i).laneFromLeft == lane))
            out.append(i);
    std::sort(out.begin(), out.end(), [&g](int a, int b) { return g.node(a).back < g.node(b).back; });
    return out;
}

} // namespace

class tst_DriveMode : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void gtTurnOnTrackOne();
    void overtakingNeedsTheGear();
    void diagonalAvoidsTheDottedLine();
    void lapsAndTheFinish();
    void reachAndOccupied();
    void proposedDiceAreLegal();
    void orderOfPlayFromMarkers();
    void undoAndRebuild();
    void dirtJumpAndCorner();
    void templateSpacesHaveUnknownMarkings();

private:
    TestSpaces m_spaces;
    Track m_track;
    int m_start = -1, m_hairpin = -1; ///< placed tiles of 102b and 109b
    int m_inside = -1;                 ///< the inside lane (from the left) of the hairpin
};

void tst_DriveMode::initTestCase()
{
    m_track = trackOne();
    QCOMPARE(m_track.tiles.size(), 15);
    m_start = m_track.tileAt({0, 0});
    m_hairpin = m_track.tileAt({1, 0});
    QCOMPARE(m_track.tiles[m_start].sideId, u"102b"_s);
    QCOMPARE(m_track.tiles[m_hairpin].sideId, u"109b"_s);
    DriveDocument doc(cat(), m_spaces.lookup());
    doc.setTrack(m_track);
    QVERIFY(doc.graph().isCircuit());
    QVERIFY(doc.graph().uncoveredTiles().isEmpty());
    QCOMPARE(doc.graph().courseTiles().value(1), m_hairpin);
    // 109b turns right (RR): its inside lane is the right one, lane 1 from the left.
    m_inside = 1;
    for (int n : nodesOn(doc.graph(), m_start))
        QVERIFY(doc.graph().node(n).insideRank == (doc.graph().node(n).laneFromLeft == m_inside ? 0 : 1));
}

void tst_DriveMode::gtTurnOnTrackOne()
{
    DriveDocument doc(cat(), m_spaces.lookup());
    doc.setTrack(m_track);
    const SpaceGraph &g = doc.graph();
    // Red on pole position (the grid's first spot: front row, inside lane), Blue on the outside of
    // the row past the line, in gear 2.
    const int red = doc.addCar(u"Red"_s, Qt::red);
    const int blue = doc.addCar(u"Blue"_s, Qt::blue);
    const QList<int> grid = g.grid();
    QCOMPARE(g.node(grid.first()).laneFromLeft, m_inside);
    QCOMPARE(doc.carNode(red), grid.first());
    const QList<int> insideStart = nodesOn(g, m_start, m_inside), outsideStart = nodesOn(g, m_start, 1 - m_inside);
    QCOMPARE(insideStart.size(), 4);
    QCOMPARE(insideStart[1], grid.first());
    doc.placeCar(blue, outsideStart[2]);
    doc.setGear(red, GearMarker{3, false});
    doc.setGear(blue, GearMarker{2, false});
    QCOMPARE(doc.active(), red);

    // The path: two spaces straight on (past the line, alongside Blue), then the hairpin's first
    // row and its sharp middle row, all in the inside lane.
    const QList<int> hairpin = nodesOn(g, m_hairpin, m_inside);
    QCOMPARE(hairpin.size(), 3);
    const QList<int> path{insideStart[2], insideStart[3], hairpin[0], hairpin[1]};
    for (int n : path)
        QVERIFY(doc.extendPath(n));
    QCOMPARE(doc.path(), path);
    doc.setDice({dice("4"), dice("C"), dice("3"), dice("1+B")});
    QVERIFY(doc.planComplete());

    // What the referee receives, step by step.
    const PlannedMove &move = doc.plan().move;
    QCOMPARE(move.steps.size(), 4);
    const SpaceInfo &s0 = move.steps[0].space;
    QCOMPARE(s0.alongside.size(), 1); // Blue, level with the space entered
    QCOMPARE(s0.alongside[0].gear, 2);
    QVERIFY(!s0.occupied);
    QVERIFY(!s0.finishLine); // the first crossing from the grid starts the race
    QCOMPARE(s0.danger, Danger::Orange); // 102b
    QCOMPARE(s0.limit, 0);
    QCOMPARE(s0.direction, MoveDirection::Straight);
    QCOMPARE(move.steps[1].space.alongside.size(), 0);
    QCOMPARE(move.steps[2].space.limit, 3);
    QCOMPARE(move.steps[2].space.danger, Danger::Red); // 109b
    const SpaceInfo &s3 = move.steps[3].space;
    QCOMPARE(s3.limit, 2);
    QVERIFY(s3.sharp);
    QCOMPARE(s3.line, LineCrossing::Limit); // entered straight across its dotted line
    QCOMPARE(s3.lineLimit, 1);
    QCOMPARE(doc.plan().car.gear, (GearMarker{3, false}));
    QCOMPARE(doc.plan().car.lapsDone, 0);

    // The verdict comes from the referee unchanged: legal, the line's 1 in force, end gear 1.
    const MoveVerdict &v = doc.verdict();
    QVERIFY2(v.legal(), qPrintable(v.rulings().isEmpty() ? QString() : v.rulings().first().message));
    QCOMPARE(v.analysis.steps[3].limit, 1);
    QCOMPARE(v.analysis.endGear, (GearMarker{1, false}));
    QVERIFY(v.odds.probability > 0 && v.odds.probability < 1);

    // No hazard: the car ends on the hairpin's middle row in gear 1, across the line once.
    RollResults results;
    for (const PlannedStep &step : move.steps) {
        StepResult r;
        r.hazards.resize(step.dice.count());
        std::fill(r.hazards.begin(), r.hazards.end(), false);
        results.append(r);
    }
    const TurnOutcome outcome = doc.resolve(results);
    QCOMPARE(outcome.end, TurnEnd::Completed);
    QCOMPARE(outcome.position, 4);
    doc.applyTurn(outcome);
    const DriveCar &r = doc.state().cars[red];
    QCOMPARE(doc.carNode(red), hairpin[1]);
    QCOMPARE(r.state.gear, (GearMarker{1, false}));
    QCOMPARE(r.lineCrossings, 1);
    QCOMPARE(r.state.lapsDone, 0);
    QVERIFY(doc.path().isEmpty());
    // Blue (gear 2) now plays before Red (gear 1): speed first (GT p. 7).
    QCOMPARE(doc.order().order, (QStringList{u"Blue"_s, u"Red"_s}));
    QCOMPARE(doc.active(), blue);
}

void tst_DriveMode::overtakingNeedsTheGear()
{
    DriveDocument doc(cat(), m_spaces.lookup());
    doc.setTrack(m_track);
    const SpaceGraph &g = doc.graph();
    const int red = doc.addCar(u"Red"_s, Qt::red);
    const int blue = doc.addCar(u"Blue"_s, Qt::blue);
    doc.placeCar(blue, nodesOn(g, m_start, 1 - m_inside)[2]);
    doc.setGear(red, GearMarker{3, false});
    doc.setGear(blue, GearMarker{5, false});
    doc.setActive(red);
    QVERIFY(doc.extendPath(nodesOn(g, m_start, m_inside)[2]));
    doc.setDice({dice("4")});
    // GT p. 13: alongside a car in 5th needs a die of 5 or more.
    QVERIFY(!doc.verdict().legal());
    QCOMPARE(doc.verdict().rulings().first().rule, Rule::Overtaking);
    // The space Blue stands on cannot be entered at all.
    doc.clearPlan();
    QVERIFY(!doc.reach().contains(doc.carNode(blue)));
}

void tst_DriveMode::diagonalAvoidsTheDottedLine()
{
    DriveDocument doc(cat(), m_spaces.lookup());
    doc.setTrack(m_track);
    const SpaceGraph &g = doc.graph();
    const QList<int> inside = nodesOn(g, m_hairpin, m_inside), outside = nodesOn(g, m_hairpin, 1 - m_inside);
    const DriveState &state = doc.state();
    // GT p. 12: entering diagonally, the centre's 2 applies; leaving straight, the next space
    // counts as a corner of the line's number.
    const SpaceInfo diagonal = DriveRules::spaceInfo(g, state, -1, outside[0], inside[1]);
    QCOMPARE(diagonal.direction, MoveDirection::Diagonal);
    QCOMPARE(diagonal.line, LineCrossing::None);
    const SpaceInfo leaving = DriveRules::spaceInfo(g, state, -1, inside[1], inside[2]);
    QCOMPARE(leaving.line, LineCrossing::Limit);
    QCOMPARE(leaving.lineLimit, 1);
    QVERIFY(!leaving.sharp);
    const SpaceInfo leavingDiagonally = DriveRules::spaceInfo(g, state, -1, inside[1], outside[2]);
    QCOMPARE(leavingDiagonally.line, LineCrossing::None);
}

void tst_DriveMode::lapsAndTheFinish()
{
    DriveDocument doc(cat(), m_spaces.lookup());
    Track track = m_track;
    track.laps = 2;
    doc.setTrack(track);
    const SpaceGraph &g = doc.graph();
    const int red = doc.addCar(u"Red"_s, Qt::red);
    const QList<int> start = nodesOn(g, m_start, m_inside);
    // Red has crossed the line once (the start): the next crossing completes lap 1 of 2.
    DriveState s = doc.state();
    s.cars[red].lineCrossings = 1;
    s.cars[red].space = g.name(start[1]);
    s.cars[red].state.gear = GearMarker{2, false};
    const DrivePlan lap = DriveRules::plan(g, s, red, {start[2]}, {dice("3")});
    QVERIFY(lap.ok());
    QVERIFY(lap.move.steps[0].space.finishLine);
    QCOMPARE(lap.car.lapsDone, 0);
    const MoveVerdict v1 = validateMove(doc.context(), lap.car, lap.move);
    QCOMPARE(v1.analysis.finishStep, -1); // not the last lap yet
    s.cars[red].lineCrossings = 2;
    const DrivePlan last = DriveRules::plan(g, s, red, {start[2]}, {dice("3")});
    QCOMPARE(last.car.lapsDone, 1);
    const MoveVerdict v2 = validateMove(doc.context(), last.car, last.move);
    QCOMPARE(v2.analysis.finishStep, 0); // the finish of the race
    // Progress counts laps: Red after the start crossing is ahead of a car on the grid.
    DriveCar onGrid = s.cars[red];
    onGrid.lineCrossings = 0;
    DriveCar racing = s.cars[red];
    racing.lineCrossings = 1;
    racing.space = g.name(start[2]);
    QVERIFY(DriveRules::progress(g, racing) > DriveRules::progress(g, onGrid));
    QVERIFY(DriveRules::progress(g, racing) > 0 && DriveRules::progress(g, racing) < 1);
    QCOMPARE(DriveRules::progress(g, onGrid), 0.0); // the front row: its front edge on the line
}

void tst_DriveMode::reachAndOccupied()
{
    DriveDocument doc(cat(), m_spaces.lookup());
    doc.setTrack(m_track);
    const SpaceGraph &g = doc.graph();
    const int red = doc.addCar(u"Red"_s, Qt::red);
    doc.setGear(red, GearMarker{2, false});
    const DriveReach &reach = doc.reach();
    QVERIFY(!reach.moves.isEmpty());
    for (auto it = reach.moves.cbegin(); it != reach.moves.cend(); ++it) {
        QVERIFY(it.value() >= 1 && it.value() <= 12);
        QCOMPARE(reach.pathTo(it.key()).size(), it.value());
    }
    // Far spaces: a shortest way clicked at once extends the path by several spaces.
    const QList<int> hairpin = nodesOn(g, m_hairpin, m_inside);
    QVERIFY(doc.extendPath(hairpin[0]));
    QCOMPARE(doc.path().size(), 3);
    doc.truncatePath(0);
    QCOMPARE(doc.path().size(), 1);
    // A space that is not ahead is refused.
    QVERIFY(!doc.extendPath(doc.carNode(red)));
    // Another car blocks its space and the ground under it.
    const int blue = doc.addCar(u"Blue"_s, Qt::blue);
    doc.placeCar(blue, nodesOn(g, m_start, m_inside)[2]);
    doc.setActive(red);
    QVERIFY(!doc.reach().contains(doc.carNode(blue)));
    QVERIFY(DriveRules::occupied(g, doc.state(), red).contains(doc.carNode(blue)));
    // An off-track car (00) blocks nothing.
    doc.setGear(blue, GearMarker::offTrack());
    QVERIFY(doc.reach().contains(doc.carNode(blue)));
}

void tst_DriveMode::proposedDiceAreLegal()
{
    DriveDocument doc(cat(), m_spaces.lookup());
    doc.setTrack(m_track);
    const SpaceGraph &g = doc.graph();
    const int red = doc.addCar(u"Red"_s, Qt::red);
    doc.setGear(red, GearMarker{3, false});
    const QList<int> start = nodesOn(g, m_start, m_inside), hairpin = nodesOn(g, m_hairpin, m_inside);
    for (int n : {start[2], start[3], hairpin[0], hairpin[1]})
        QVERIFY(doc.extendPath(n));
    QVERIFY(doc.proposeDice());
    QVERIFY(doc.planComplete());
    QVERIFY2(doc.verdict().legal(), qPrintable(doc.verdict().rulings().value(0).message));
    // The lowest risk for this path; the car must be down to 1 for the dotted line.
    QCOMPARE(doc.verdict().analysis.steps.last().gear, 1);
    QVERIFY(doc.verdict().odds.probability < 0.5);
    // From gear 0 nothing reaches the hairpin's limits in time: still a legal proposal, slowly.
    doc.setGear(red, GearMarker{0, false});
    for (int n : {start[2], start[3]})
        QVERIFY(doc.extendPath(n));
    QVERIFY(doc.proposeDice());
    QCOMPARE(doc.dice().first(), dice("1"));
}

void tst_DriveMode::orderOfPlayFromMarkers()
{
    DriveDocument doc(cat(), m_spaces.lookup());
    doc.setTrack(m_track);
    const SpaceGraph &g = doc.graph();
    for (const char *id : {"Red", "Blue", "Green"})
        doc.addCar(QString::fromLatin1(id), Qt::gray);
    // All in gear 0 on the grid: the front row plays first, the inside lane before the outside.
    const PlayOrder order = doc.order();
    QCOMPARE(order.order.size(), 3);
    const QList<int> grid = g.grid();
    QCOMPARE(order.order.first(), u"Red"_s); // pole
    QCOMPARE(doc.carNode(1), grid[1]);
    QCOMPARE(order.reasons.first().criterion, OrderCriterion::Position);
    QCOMPARE(order.reasons[1].criterion, OrderCriterion::Distance);
}

void tst_DriveMode::undoAndRebuild()
{
    DriveDocument doc(cat(), m_spaces.lookup());
    doc.setTrack(m_track);
    const int red = doc.addCar(u"Red"_s, Qt::red);
    const QString space = doc.state().cars[red].space;
    doc.setGear(red, GearMarker{4, false});
    QCOMPARE(doc.undoStack()->count(), 2);
    doc.undoStack()->undo();
    QCOMPARE(doc.state().cars[red].state.gear, (GearMarker{0, false}));
    doc.undoStack()->undo();
    QVERIFY(doc.state().cars.isEmpty());
    doc.undoStack()->redo();
    // A rebuilt graph (new space data) keeps the cars on their spaces by name.
    QSignalSpy rebuilt(&doc, &DriveDocument::graphChanged);
    doc.setLookup(m_spaces.lookup());
    QCOMPARE(rebuilt.count(), 1);
    QCOMPARE(doc.state().cars[red].space, space);
    QVERIFY(doc.carNode(red) >= 0);
    // Return from 00.
    doc.setGear(red, GearMarker::offTrack());
    QVERIFY(doc.state().cars[red].offTrack());
    QVERIFY(doc.returnToTrack(red));
    QCOMPARE(doc.state().cars[red].state.gear, (GearMarker{0, false}));
    QVERIFY(!doc.returnToTrack(red));
}

void tst_DriveMode::dirtJumpAndCorner()
{
    // ASSUMPTION for this test only: the stage's templates, with a jump 3 on the middle row of
    // its second tile (208b) and a corner "1" (inside lane 1, outside lane 2) on its last row.
    const Track stage = RealTracks::dirtStage();
    TestSpaces spaces;
    TileSpaces marked = *spaces.find(u"208b"_s);
    const LaneCounts counts = SpaceTemplates::countsOf(marked, *cat().sideById(u"208b"_s));
    QCOMPARE(counts.value(0).value(0), 4);
    for (TileSpace &x : marked.spaces) {
        const int row = (x.id - 1) / 2;
        if (row == 1)
            x.marks.jump = 3;
        if (row == 3) {
            x.marks.corner = u"1"_s;
            x.marks.cornerLine = x.lane == 0 ? CornerLine::Inside : CornerLine::Outside;
            x.marks.limit = x.lane == 0 ? 2 : 3;
        }
    }
    spaces.sides.insert(u"208b"_s, marked);
    DriveDocument doc(cat(), spaces.lookup());
    doc.setTrack(stage);
    const SpaceGraph &g = doc.graph();
    QVERIFY(!g.isCircuit());
    const int car = doc.addCar(u"Yellow"_s, Qt::yellow);
    const int tile = g.courseTiles().value(1);
    QCOMPARE(stage.tiles[tile].sideId, u"208b"_s);
    const QList<int> lane = nodesOn(g, tile, 0);
    QCOMPARE(lane.size(), 4);
    doc.placeCar(car, lane[0]);
    doc.setGear(car, GearMarker{2, false});
    const QList<int> path{lane[1], lane[2], lane[3]};
    // Gear 3 on the jump: the die lands one space on (lane[2]); then a die for lane[3].
    DrivePlan p = DriveRules::plan(g, doc.state(), car, path, {dice("3"), dice("2")});
    QVERIFY(p.ok());
    QCOMPARE(p.move.steps.size(), 2);
    QCOMPARE(p.move.steps[0].space.jump, 3);
    QVERIFY(p.move.steps[0].landing);
    QCOMPARE(p.stepLanding[0], lane[2]);
    QCOMPARE(p.stepEnd, (QList<int>{1, 2}));
    // The corner space: its id is per tile, its line from the data; the terrain from the tile.
    const SpaceInfo &corner = p.move.steps[1].space;
    QCOMPARE(corner.cornerId, g.tileName(lane[3]) + u"/1"_s);
    QCOMPARE(corner.cornerLine, CornerLine::Inside);
    QCOMPARE(corner.limit, 2);
    QCOMPARE(corner.terrain, u"gravel"_s);
    p = DriveRules::plan(g, doc.state(), car, {lane[1], lane[2], lane[3]}, {dice("3"), dice("4")});
    QCOMPARE(p.move.steps.size(), 2);
    // Gear 4, one higher: the die lands two spaces on, the whole path in one step.
    DriveState fast = doc.state();
    fast.cars[car].state.gear = GearMarker{3, false};
    p = DriveRules::plan(g, fast, car, path, {dice("4")});
    QCOMPARE(p.move.steps.size(), 1);
    QCOMPARE(p.stepLanding[0], lane[3]);
    QCOMPARE(p.stepEnd, QList<int>{2});
    // Below the jump's gear it is an ordinary space.
    p = DriveRules::plan(g, doc.state(), car, path, {dice("2"), dice("3"), dice("2")});
    QCOMPARE(p.move.steps.size(), 3);
    QCOMPARE(p.stepLanding[0], -1);
    // The referee rules on it unchanged: the verdict of the jump at gear 3.
    const DrivePlan jump = DriveRules::plan(g, doc.state(), car, path, {dice("3"), dice("2")});
    const MoveVerdict v = validateMove(doc.context(), jump.car, jump.move);
    QCOMPARE(v.analysis.steps[0].advance, 2);
    // A car in the corner on the outside line: another car entering follows its line.
    const int other = doc.addCar(u"Blue"_s, Qt::blue);
    doc.placeCar(other, nodesOn(g, tile, 1)[3]);
    const SpaceInfo follow = DriveRules::spaceInfo(g, doc.state(), car, lane[2], lane[3]);
    QCOMPARE(follow.cornerCarLine, CornerLine::Outside);
}

void tst_DriveMode::templateSpacesHaveUnknownMarkings()
{
    // The start tile with only its template, the hairpin with data read off the tile (assumed
    // here): the referee is told which spaces nobody read, and its verdict says so.
    TestSpaces data;
    const TileSpaces *hairpin = data.find(u"109b"_s);
    QVERIFY(hairpin);
    const std::shared_ptr<const SpacePack> templates = SpaceLibrary::shippedTemplates(cat());
    DriveDocument doc(cat(), [&](const QString &id) -> const TileSpaces * {
        if (id == u"109b")
            return hairpin;
        const auto it = templates->sides.constFind(id);
        return it == templates->sides.cend() ? nullptr : &*it;
    });
    doc.setTrack(m_track);
    const SpaceGraph &g = doc.graph();
    const int red = doc.addCar(u"Red"_s, Qt::red);
    doc.setGear(red, GearMarker{3, false});
    const QList<int> start = nodesOn(g, m_start, m_inside), bend = nodesOn(g, m_hairpin, m_inside);
    QCOMPARE(DriveRules::markings(g, start[2]), SpaceMarkings::Unknown);
    QCOMPARE(DriveRules::markings(g, bend[0]), SpaceMarkings::Known);
    for (int n : {start[2], start[3], bend[0]})
        QVERIFY(doc.extendPath(n));
    doc.setDice({dice("4"), dice("C"), dice("3")});
    const PlannedMove &move = doc.plan().move;
    QCOMPARE(move.steps[0].space.markings, SpaceMarkings::Unknown);
    QCOMPARE(move.steps[1].space.markings, SpaceMarkings::Unknown);
    QCOMPARE(move.steps[2].space.markings, SpaceMarkings::Known);
    const MoveVerdict &v = doc.verdict();
    QVERIFY(v.legal());
    QCOMPARE(v.analysis.steps[0].markings, SpaceMarkings::Unknown);
    const Rulings said = rulingsOfKind(v.rulings(), Ruling::Kind::Warning);
    QVERIFY(std::any_of(said.cbegin(), said.cend(), [](const Ruling &r) { return r.rule == Rule::SpaceMarkings && r.step == 0; }));
    QVERIFY(!SpaceSummary::markingsCaveat(v.analysis).isEmpty());
    QVERIFY(SpaceSummary::of(move.steps[0].space).contains(u"unknown"_s));

    // The test's own data (estimated, every tile): every marking is known.
    DriveDocument known(cat(), m_spaces.lookup());
    known.setTrack(m_track);
    for (int n = 0; n < known.graph().nodeCount(); ++n)
        QCOMPARE(DriveRules::markings(known.graph(), n), SpaceMarkings::Known);
}

QTEST_GUILESS_MAIN(tst_DriveMode)
#include "tst_drivemode.moc"
