// SPDX-License-Identifier: GPL-3.0-or-later
// The tile spaces shipped with the app (resources/spaces/readings.pnspaces, read off Rekee's tile
// pictures; docs/space-packs.md), cross-checked:
//  - every side checks without errors, is "read-from-picture" and names its picture;
//  - its markings equal the catalog's tile-level list, or the difference has a recorded reason
//    (resources/spaces/reasons.json), and every recorded reason is still a difference;
//  - its lanes meet each edge as the catalog's edges say;
//  - every bundled DIRT stage and GT Track 1 laid out (tests/data/spaces/gt-track-1-layout.json)
//    is covered, and its spaces join across every edge (no dangling lane);
//  - on GT Track 1 the referee gives 4-5-6-Coast through the 109b hairpin an immediate Loss of
//    Control at its limit, citing the page; the co-driver's front never goes over a limit;
//  - the sides the developers checked by eye (tests/data/readings/eye/) read the same.
// While the readings are being made the pack may lack sides: a check that needs one says so and
// skips (the lead regenerates the pack at the end: docs/space-packs.md, "Regenerating").
// The referee and co-driver checks also run on the sides checked by eye, which are always here.
#include "catalog/collection.h"
#include "catalog/tilecatalog.h"
#include "codriver/codriver.h"
#include "codriver/trackroadahead.h"
#include "io/trackfiles.h"
#include "rules/movevalidator.h"
#include "rules/rulesdata.h"
#include "spaces/driverules.h"
#include "spaces/readingconversion.h"
#include "spaces/spacecheck.h"
#include "spaces/spacegeometry.h"
#include "spaces/spacelibrary.h"
#include "spaces/spacetemplates.h"
#include "track/trackvalidator.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace Pacenotes;
using namespace Qt::StringLiterals;

namespace {

const TileCatalog &cat()
{
    return TileCatalog::builtin();
}

const SpacePack &shipped()
{
    return *SpaceLibrary::shippedReadings(cat());
}

/// The sides checked by eye, as a pack.
std::shared_ptr<const SpacePack> eyePack()
{
    static const std::shared_ptr<const SpacePack> pack = std::make_shared<const SpacePack>(
        ReadingConversion::packFromFolder(QStringLiteral(PACENOTES_TESTDATA "/readings/eye"), cat(), {u"Test"_s, u"2026-11-28"_s})
            .pack);
    return pack;
}

/// The app's sources (shipped readings, then templates), with the eye pack first when asked.
SpaceSources sources(bool eye)
{
    SpaceSources s;
    if (eye)
        s.add(u"eye"_s, eyePack());
    SpaceLibrary::addShipped(s, cat());
    return s;
}

Track readTrack(const QString &path)
{
    const TrackReadResult r = TrackFiles::read(path, cat());
    if (!r.track)
        qFatal("%s: %s", qPrintable(path), qPrintable(r.error));
    return *r.track;
}

Track trackOne()
{
    return readTrack(QStringLiteral(PACENOTES_TESTDATA "/spaces/gt-track-1-layout.json"));
}

/// Course sides of a track the shipped pack does not hold (empty: all there).
QStringList missingSides(const Track &track, const SpaceSources &src)
{
    QStringList out;
    for (const TileCoverage &c : SpaceCoverage::ofTrack(track, cat(), src))
        if (c.course && !c.covered() && !out.contains(c.sideId))
            out << c.sideId;
    return out;
}

QString describe(const QList<SpaceProblem> &problems)
{
    QStringList out;
    for (const SpaceProblem &p : problems)
        if (p.severity == SpaceProblem::Severity::Error)
            out << p.sideId + u": "_s + p.code + u": "_s + p.message;
    return out.join(u'\n');
}

/// The nodes of placed tile `tile`, in driving order along the course.
QList<int> nodesOn(const SpaceGraph &g, int tile)
{
    QList<int> out;
    for (int n = 0; n < g.nodeCount(); ++n)
        if (g.node(n).onTrack() && g.node(n).parts.first().tile == tile)
            out.append(n);
    std::sort(out.begin(), out.end(), [&g](int a, int b) { return g.node(a).back < g.node(b).back; });
    return out;
}

} // namespace

class tst_ShippedSpaces : public QObject
{
    Q_OBJECT
private slots:
    void everySideChecksClean();
    void markingsAsTheCatalogOrAReason();
    void lanesMeetTheEdgesAsTheCatalogSays();
    void bundledTracksAreCoveredAndJoin_data();
    void bundledTracksAreCoveredAndJoin();
    void hairpinTooFastOnTrackOne_data();
    void hairpinTooFastOnTrackOne();
    void coDriverFrontKeepsToTheLimits_data();
    void coDriverFrontKeepsToTheLimits();
    void sidesCheckedByEye_data();
    void sidesCheckedByEye();
};

void tst_ShippedSpaces::everySideChecksClean()
{
    if (shipped().sides.isEmpty())
        QSKIP("This build ships no readings yet (resources/spaces/readings.pnspaces).");
    QList<SpaceProblem> problems;
    for (const TileSpaces &s : shipped().sides) {
        QCOMPARE(s.provenance, SpaceProvenance::ReadFromPicture);
        QVERIFY2(s.picture.startsWith(u"tile-"_s + s.sideId), qPrintable(s.sideId));
        problems += SpaceCheck::check(s, cat());
    }
    QVERIFY2(!SpaceCheck::hasErrors(problems), qPrintable(describe(problems)));
    QCOMPARE(shipped().info.provenance, SpaceProvenance::ReadFromPicture);
    QVERIFY(shipped().info.description.contains(u"Rekee"_s));
}

void tst_ShippedSpaces::markingsAsTheCatalogOrAReason()
{
    QFile f(QStringLiteral(PACENOTES_SOURCE_DIR "/resources/spaces/reasons.json"));
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QJsonObject doc = QJsonDocument::fromJson(f.readAll()).object();
    QCOMPARE(doc.value("format"_L1).toString(), u"pacenotes-space-reading-reasons"_s);
    QSet<QString> reasons;
    for (const QJsonValue &v : doc.value("reasons"_L1).toArray()) {
        const QJsonObject r = v.toObject();
        QVERIFY2(!r.value("reason"_L1).toString().trimmed().isEmpty(), "a recorded difference needs its reason");
        reasons.insert(u"%1 %2 %3 %4"_s.arg(r.value("side"_L1).toString(), r.value("marking"_L1).toString())
                           .arg(r.value("value"_L1).toInt())
                           .arg(r.value("inData"_L1).toBool()));
    }
    QSet<QString> differences;
    for (const TileSpaces &s : shipped().sides)
        for (const MarkingDifference &d : SpaceCheck::catalogDifferences(s, *cat().side(s.sideId)))
            differences.insert(u"%1 %2 %3 %4"_s.arg(s.sideId, SpaceCheck::markingKindId(d.marking.kind)).arg(d.marking.value).arg(d.inData));
    QStringList unexplained = (differences - reasons).values(), stale = (reasons - differences).values();
    unexplained.sort();
    stale.sort();
    QVERIFY2(unexplained.isEmpty(), qPrintable(u"differences from the catalog without a reason (side, marking, value, "
                                                 "in the reading): "_s + unexplained.join(u"; "_s)));
    // A reason for a side not (yet) in the pack is kept for when it is.
    stale.removeIf([](const QString &key) { return !shipped().sides.contains(key.section(u' ', 0, 0)); });
    QVERIFY2(stale.isEmpty(), qPrintable(u"reasons for differences that are gone: "_s + stale.join(u"; "_s)));
}

void tst_ShippedSpaces::lanesMeetTheEdgesAsTheCatalogSays()
{
    if (shipped().sides.isEmpty())
        QSKIP("This build ships no readings yet.");
    for (const TileSpaces &s : shipped().sides) {
        const TileSide &side = *cat().side(s.sideId);
        const SpaceGeometry::RoadEnds ends = SpaceGeometry::roadEnds(side, s);
        for (int r = 0; r < side.paths.size(); ++r) {
            for (const bool atFrom : {true, false}) {
                const TilePath &p = side.paths[r];
                if (!atFrom && p.kind == PathKind::DeadEnd)
                    continue;
                const int lanes = side.edges[size_t(atFrom ? p.from : p.to)].lanes;
                QCOMPARE(ends.lanes[r][atFrom ? 0 : 1], lanes);
                for (int l = 0; l < lanes; ++l)
                    QVERIFY2(ends.touching[r][atFrom ? 0 : 1].value(l).size() == 1,
                             qPrintable(u"%1 road %2 lane %3"_s.arg(s.sideId).arg(r).arg(l + 1)));
            }
        }
    }
}

void tst_ShippedSpaces::bundledTracksAreCoveredAndJoin_data()
{
    QTest::addColumn<QString>("path");
    const QDir dir(QStringLiteral(PACENOTES_SOURCE_DIR "/tracks"));
    for (const QString &name : dir.entryList({u"dirt-*.json"_s}, QDir::Files, QDir::Name))
        QTest::newRow(qPrintable(name)) << dir.filePath(name);
    QTest::newRow("gt-track-1 laid out") << QStringLiteral(PACENOTES_TESTDATA "/spaces/gt-track-1-layout.json");
}

void tst_ShippedSpaces::bundledTracksAreCoveredAndJoin()
{
    QFETCH(QString, path);
    const Track track = readTrack(path);
    const SpaceSources src = sources(false);
    if (const QStringList missing = missingSides(track, src); !missing.isEmpty())
        QSKIP(qPrintable(u"the shipped readings lack "_s + missing.join(u", "_s)));
    const Course course = TrackValidator::validate(track, cat(), Collection::everyBox(cat())).course;
    QVERIFY(course.isComplete());
    const SpaceGraph g = SpaceGraph::build(track, course, cat(), src.lookup());
    QVERIFY(g.uncoveredTiles().isEmpty());
    QStringList problems;
    for (const GraphProblem &p : g.problems())
        problems << p.message;
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
    // No dangling lane: every space on the course leads on, except at a stage's end, and every
    // one is entered from somewhere, except at its start.
    for (int n = 0; n < g.nodeCount(); ++n) {
        const GraphNode &node = g.node(n);
        if (!node.onTrack() || node.laneFromLeft < 0)
            continue;
        const bool end = !g.isCircuit() && node.front >= g.courseLength() - 1e-3;
        const bool start = !g.isCircuit() && node.back <= 1e-3;
        QVERIFY2(end || !node.moves.isEmpty(), qPrintable(g.name(n) + u" leads nowhere"_s));
        QVERIFY2(start || !node.from.isEmpty(), qPrintable(g.name(n) + u" cannot be reached"_s));
    }
}

void tst_ShippedSpaces::hairpinTooFastOnTrackOne_data()
{
    QTest::addColumn<bool>("eye");
    QTest::newRow("checked by eye") << true;
    QTest::newRow("shipped") << false;
}

void tst_ShippedSpaces::hairpinTooFastOnTrackOne()
{
    QFETCH(bool, eye);
    const Track track = trackOne();
    const SpaceSources src = sources(eye);
    const int hairpin = track.tileAt({1, 0});
    QCOMPARE(track.tiles[hairpin].sideId, u"109b"_s);
    if (src.find(u"109b"_s).data->provenance == SpaceProvenance::Template)
        QSKIP("the shipped readings lack 109b");
    const Course course = TrackValidator::validate(track, cat(), Collection::everyBox(cat())).course;
    const SpaceGraph g = SpaceGraph::build(track, course, cat(), src.lookup());
    // The first limited space of the hairpin in each lane, and the three spaces straight
    // before it: a car in gear 3 plays 4, 5, 6 and a Coast die into it.
    int tested = 0;
    for (int target : nodesOn(g, hairpin)) {
        if (g.space(target).marks.limit == 0)
            continue;
        QList<int> path{target};
        while (path.size() < 5) {
            const GraphNode &n = g.node(path.first());
            const auto straight = std::find_if(n.from.cbegin(), n.from.cend(), [&](int f) {
                const GraphMove *m = g.move(f, path.first());
                return m && !m->diagonal;
            });
            if (straight == n.from.cend())
                break;
            path.prepend(*straight);
        }
        if (path.size() < 5 || std::any_of(path.begin(), path.end() - 1, [&g](int n) { return g.space(n).marks.limit > 0; }))
            continue;
        DriveState state;
        state.rules.game = Game::GT;
        DriveCar car;
        car.id = u"Red"_s;
        car.space = g.name(path.takeFirst());
        car.state.carClass = u"GT6"_s;
        car.state.tyres = u"asphalt"_s;
        car.state.gear = GearMarker{3, false};
        car.lineCrossings = 1;
        state.cars = {car};
        state.active = 0;
        QList<StepDice> dice;
        for (const char *d : {"4", "5", "6", "C"})
            dice << *StepDice::fromText(QString::fromLatin1(d));
        const DrivePlan plan = DriveRules::plan(g, state, 0, path, dice);
        QVERIFY2(plan.ok(), qPrintable(plan.error));
        const MoveVerdict v = validateMove({RulesData::builtin(), state.rules}, plan.car, plan.move);
        const auto over = std::find_if(v.rulings().cbegin(), v.rulings().cend(),
                                       [](const Ruling &r) { return r.rule == Rule::SpeedLimit; });
        QVERIFY2(over != v.rulings().cend(), qPrintable(g.name(target)));
        QCOMPARE(over->step, 3);
        QVERIFY(over->reference().contains(u"p. 10"_s)); // GT rulebook, "Normal corners"
        QVERIFY(v.analysis.steps[3].autoLoss);
        QCOMPARE(v.odds.probability, 1.0);
        ++tested;
    }
    QVERIFY(tested > 0);
}

void tst_ShippedSpaces::coDriverFrontKeepsToTheLimits_data()
{
    hairpinTooFastOnTrackOne_data();
}

void tst_ShippedSpaces::coDriverFrontKeepsToTheLimits()
{
    // With the hairpin's limits read, no plan the co-driver shows gets through a corner above its
    // limit: a step over a limit is an immediate Loss of Control there (GT p. 10), where the car
    // stays; and no suggestion is such a plan while another one keeps to the limits.
    QFETCH(bool, eye);
    const Track track = trackOne();
    const SpaceSources src = sources(eye);
    if (src.find(u"109b"_s).data->provenance == SpaceProvenance::Template)
        QSKIP("the shipped readings lack 109b");
    const Course course = TrackValidator::validate(track, cat(), Collection::everyBox(cat())).course;
    const SpaceGraph g = SpaceGraph::build(track, course, cat(), src.lookup());
    const RulesData &data = RulesData::builtin();
    int plans = 0, limited = 0;
    // The car on every lane space of the start tile and the hairpin, in gears 2 and 5.
    for (int tile : {g.courseTiles().value(0), g.courseTiles().value(1)}) {
        for (int node : nodesOn(g, tile)) {
            if (g.node(node).laneFromLeft < 0 || g.node(node).moves.isEmpty())
                continue;
            for (int gear = 2; gear <= 5; gear += 3) {
                DriveState state;
                state.rules.game = Game::GT;
                DriveCar car;
                car.id = u"Red"_s;
                car.space = g.name(node);
                car.state.gear = GearMarker{gear, false};
                car.lineCrossings = 1;
                state.cars = {car};
                state.active = 0;
                CoDriverRequest req = TrackRoadAhead(g, state, 0).request(6);
                req.threads = 1;
                const CoDriverResult r = CoDriver::run(req, data);
                const auto over = [](const CoDriverPlan &p) {
                    for (const AnalysedStep &s : p.verdict.analysis.steps)
                        if (s.limit > 0 && s.gear > s.limit)
                            return true;
                    return false;
                };
                bool someKeepToTheLimits = false;
                for (const CoDriverPlan &p : r.front) {
                    ++plans;
                    someKeepToTheLimits = someKeepToTheLimits || !over(p);
                    const QList<AnalysedStep> &steps = p.verdict.analysis.steps;
                    for (int i = 0; i < steps.size(); ++i) {
                        limited += steps[i].limit > 0 ? 1 : 0;
                        if (steps[i].limit > 0 && steps[i].gear > steps[i].limit) {
                            QVERIFY2(steps[i].autoLoss, qPrintable(u"from %1 in gear %2: step %3 goes through its limit"_s
                                                                        .arg(g.name(node)).arg(gear).arg(i + 1)));
                            break; // the car stops there
                        }
                    }
                }
                for (const Suggestion &sg : r.suggestions)
                    if (sg.plan >= 0 && someKeepToTheLimits)
                        QVERIFY2(!over(r.front[sg.plan]), qPrintable(u"from %1 in gear %2: a suggestion goes over a limit"_s
                                                                         .arg(g.name(node)).arg(gear)));
            }
        }
    }
    QVERIFY(plans > 0);
    QVERIFY(limited > 0); // the front did go into the corner
}

void tst_ShippedSpaces::sidesCheckedByEye_data()
{
    QTest::addColumn<QString>("side");
    for (const QString &id : eyePack()->sides.keys())
        QTest::newRow(qPrintable(id)) << id;
}

void tst_ShippedSpaces::sidesCheckedByEye()
{
    QFETCH(QString, side);
    if (!shipped().sides.contains(side))
        QSKIP(qPrintable(u"the shipped readings lack "_s + side));
    const TileSpaces &expected = eyePack()->sides[side];
    const TileSpaces &got = shipped().sides[side];
    const TileSide &s = *cat().side(side);
    QCOMPARE(SpaceTemplates::countsOf(got, s), SpaceTemplates::countsOf(expected, s));
    for (int r = 0; r < s.paths.size(); ++r)
        for (int l = 0; l < SpaceTemplates::countsOf(got, s).value(r).size(); ++l) {
            const QList<int> a = got.laneSpaces(r, l), b = expected.laneSpaces(r, l);
            for (int k = 0; k < a.size() && k < b.size(); ++k)
                QVERIFY2(got.spaces[a[k]].marks == expected.spaces[b[k]].marks,
                         qPrintable(u"%1 road %2 lane %3 space %4"_s.arg(side).arg(r).arg(l + 1).arg(k + 1)));
        }
    QCOMPARE(got.startFinish.has_value(), expected.startFinish.has_value());
}

QTEST_GUILESS_MAIN(tst_ShippedSpaces)
#include "tst_shippedspaces.moc"
