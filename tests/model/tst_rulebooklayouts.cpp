// SPDX-License-Identifier: GPL-3.0-or-later
// The DIRT rulebook's 18 rally stages as players lay them (the community Tabletop Simulator
// transcription, tests/data/tracks/dirt-rulebook-layouts/, copied from
// ../shared/data/dirt-rulebook-layouts): each is a valid stage traced from its start tile to its
// finish tile in a pinned order; the bundled tracks (tracks/) open laid out the same way and
// keep the printed list; and the layout solver produces each shape from its printed list.
#include "catalog/collection.h"
#include "catalog/tilecatalog.h"
#include "io/trackfiles.h"
#include "solver/footprint.h"
#include "solver/layoutsolver.h"
#include "track/trackvalidator.h"

#include <QDir>
#include <QTest>

using namespace Pacenotes;
using namespace Qt::StringLiterals;

namespace {

const TileCatalog &cat()
{
    return TileCatalog::builtin();
}

Track read(const QString &path)
{
    const TrackReadResult r = TrackFiles::read(path, cat());
    if (!r.track)
        qWarning("%s: %s", qPrintable(path), qPrintable(r.error));
    return r.track.value_or(Track());
}

Track transcribed(const QString &name)
{
    return read(QStringLiteral(PACENOTES_TESTDATA "/tracks/dirt-rulebook-layouts/") + name + u".rekee.json"_s);
}

Track bundled(const QString &name)
{
    return read(QStringLiteral(PACENOTES_SOURCE_DIR "/tracks/") + name + u".json"_s);
}

/// The course as the solver writes shapes: "S RR L ..." from the start tile.
QString turns(const Course &course)
{
    QStringList parts;
    for (const CourseStep &s : course.steps) {
        const int turn = TileSide::turnSteps(s.entry, s.exit);
        parts << (turn == 0 ? u"S"_s : QString(std::abs(turn), turn > 0 ? u'R' : u'L'));
    }
    return parts.join(u' ');
}

/// Placed tiles that are not scenery, per side id.
QList<TileCount> withoutFillers(const Track &t)
{
    QList<TileCount> out;
    for (const TileCount &c : t.placedCounts())
        if (cat().sideById(c.sideId)->role != TileRole::Filler)
            out.append(c);
    return out;
}

QMap<QString, int> asMap(const QList<TileCount> &counts)
{
    QMap<QString, int> m;
    for (const TileCount &c : counts)
        m[c.sideId] += c.count;
    return m;
}

} // namespace

class tst_RulebookLayouts : public QObject
{
    Q_OBJECT
private slots:
    void allEighteenAreHere();
    void layouts_data();
    void layouts();
    void bundledTracksOpenLaidOut_data() { layouts_data(); }
    void bundledTracksOpenLaidOut();
    void solverProducesEachShape_data() { layouts_data(); }
    void solverProducesEachShape();
};

void tst_RulebookLayouts::allEighteenAreHere()
{
    const QStringList files = QDir(QStringLiteral(PACENOTES_TESTDATA "/tracks/dirt-rulebook-layouts"))
                                  .entryList({u"*.rekee.json"_s}, QDir::Files, QDir::Name);
    QCOMPARE(files.size(), 18);
}

void tst_RulebookLayouts::layouts_data()
{
    QTest::addColumn<QString>("order"); // the course in driving order, start to finish
    QTest::addColumn<bool>("assistance");
    QTest::newRow("dirt-rally-1-ss1") << u"202a 210b 205a 227a 213a 208a 216a 219a 217a 203a"_s << true;
    QTest::newRow("dirt-rally-1-ss2") << u"202a 219a 210b 216a 208a 213a 205a 217a 227a 203a"_s << true;
    QTest::newRow("dirt-rally-1-ss3") << u"202b 208a 216a 205a 210a 219a 213a 227a 217a 203a"_s << false;
    QTest::newRow("dirt-rally-2-ss1") << u"202a 207a 209a 224a 204a 214b 219b 228a 229a 212b 223b 203b"_s << true;
    QTest::newRow("dirt-rally-2-ss2") << u"202a 220a 225a 208a 232b 215b 222b 227b 231a 218a 206a 203b"_s << true;
    QTest::newRow("dirt-rally-2-ss3") << u"202a 221b 230b 216a 211b 210a 226b 205a 213b 217b 203b"_s << false;
    QTest::newRow("dirt-rally-3-ss1") << u"202a 208a 221b 214a 217a 225a 216a 223b 224b 218a 211a 227a 209b 203a"_s << true;
    QTest::newRow("dirt-rally-3-ss2") << u"202b 206a 224a 216b 214a 212b 228a 222a 213b 220a 209a 219a 221b 203b"_s << true;
    QTest::newRow("dirt-rally-3-ss3") << u"202a 217b 208a 212a 216a 210a 230b 231b 218a 209b 211b 213b 222b 203b"_s << false;
    QTest::newRow("dirt-rally-4-ss1") << u"202a 208a 214a 204a 224b 227a 231b 209b 203a"_s << false;
    QTest::newRow("dirt-rally-4-ss2") << u"202b 209b 231b 227a 224b 210b 206b 218a 226a 213b 220a 203a"_s << true;
    QTest::newRow("dirt-rally-4-ss3") << u"202a 220a 213b 226a 218a 206b 229a 214a 208a 203a"_s << false;
    QTest::newRow("dirt-rally-5-ss1") << u"202a 204a 217a 219a 208b 210a 218a 207b 205a 203a"_s << true;
    QTest::newRow("dirt-rally-5-ss2") << u"202a 218a 208a 210a 204b 205b 207a 217a 219a 203a"_s << true;
    QTest::newRow("dirt-rally-5-ss3") << u"202a 207a 219a 210a 205a 218b 208a 204a 217b 203a"_s << false;
    QTest::newRow("dirt-rally-6-ss1") << u"202b 222a 219a 223a 208b 226a 218a 220a 229b 204a 203a"_s << true;
    QTest::newRow("dirt-rally-6-ss2") << u"202a 221b 209b 214b 225a 227a 210a 211b 232b 231b 205b 203a"_s << true;
    QTest::newRow("dirt-rally-6-ss3") << u"202a 208a 219b 215a 207b 229b 220b 217b 206b 212b 222a 203b"_s << false;
}

void tst_RulebookLayouts::layouts()
{
    QFETCH(QString, order);
    QFETCH(bool, assistance);
    const Track t = transcribed(QString::fromLatin1(QTest::currentDataTag()));
    QCOMPARE(t.game, Game::Dirt);
    const TrackReport r = TrackValidator::validate(t, cat(), Collection::everyBox(cat()));
    QStringList problems;
    for (const TrackProblem &p : r.problems)
        problems << p.toLine();
    QVERIFY2(r.problems.isEmpty(), qPrintable(problems.join(u"; "_s)));
    const Course &c = r.course;
    QCOMPARE(c.kind, Course::Kind::Stage);
    QVERIFY(!c.directionAssumed);
    QStringList driven;
    for (const CourseStep &s : c.steps)
        driven << t.tiles[s.tile].sideId;
    QCOMPARE(driven.join(u' '), order);
    QCOMPARE(c.steps.first().entry, c.startEdge);
    QCOMPARE(c.steps.last().exit, c.finishEdge);
    QCOMPARE(r.stats.courseLength, c.steps.size()); // every course tile once
    // The Assistance tile, where the stage has one, lies after the finish line.
    const int after = t.tileAt(t.tiles[c.finishTile].pos.neighbor(c.finishEdge));
    QCOMPARE(after >= 0 && t.tiles[after].sideId.startsWith(u"201"_s), assistance);
}

void tst_RulebookLayouts::bundledTracksOpenLaidOut()
{
    const QString name = QString::fromLatin1(QTest::currentDataTag());
    const Track layout = transcribed(name);
    const Track track = bundled(name);
    QCOMPARE(track.tiles, layout.tiles);
    QVERIFY(track.source.startsWith(u"Rallyman: DIRT rulebook"_s));
    QVERIFY(track.source.contains(u"RallymanDirtTTS"_s)); // the transcription is credited
    // The printed list stays, for Lay Out for Me; where the transcription differs, the notes say so.
    QMap<QString, int> differs = asMap(withoutFillers(track));
    const QMap<QString, int> printed = asMap(track.tileList);
    if (name == "dirt-rally-3-ss2"_L1) {
        QCOMPARE(printed.value(u"224b"_s), 1);
        QCOMPARE(differs.take(u"228a"_s), 1);
        differs.insert(u"224b"_s, 1);
        QVERIFY(track.notes.contains(u"228a"_s) && track.notes.contains(u"224b"_s));
    } else if (name == "dirt-rally-6-ss1"_L1) {
        QCOMPARE(differs.take(u"229b"_s), 1);
        differs.insert(u"229a"_s, 1);
        QVERIFY(track.notes.contains(u"229b"_s) && track.notes.contains(u"229a"_s));
    }
    QCOMPARE(differs, printed);
    // The layout is a valid stage; where it differs from its list, warnings say which tiles.
    const TrackReport r = TrackValidator::validate(track, cat(), Collection::everyBox(cat()));
    QVERIFY(r.isValid());
    QCOMPARE(r.course.kind, Course::Kind::Stage);
    // Raced with one DIRT core box (Rally 3 SS2's printed list needs two copies of 224, its
    // layout does not): the scenery of other boxes is optional, never an error.
    const TrackReport core = TrackValidator::validate(track, cat(), *Collection::parse(u"dirt-core"_s, cat(), nullptr));
    for (const TrackProblem &p : core.problems)
        QVERIFY2(p.severity == Severity::Warning || p.kind == ProblemKind::ListOverUsed, qPrintable(p.toLine()));
    QCOMPARE(core.stats.boxesNeeded, (QMap<QString, int>{{u"dirt-core"_s, 1}}));
}

void tst_RulebookLayouts::solverProducesEachShape()
{
    const QString name = QString::fromLatin1(QTest::currentDataTag());
    const Track layout = transcribed(name);
    const TrackReport report = TrackValidator::validate(layout, cat(), Collection::everyBox(cat()));
    const QString shape = turns(report.course);

    // The table the transcribed layout needs (course and Assistance tile, as the solver
    // measures it): only layouts that fit it, so the search stays small.
    Footprint box;
    for (int i : report.course.tiles)
        box.add(layout.tiles[i].pos);
    LayoutRequest req;
    req.tiles = bundled(name).tileList; // the printed list
    req.game = Game::Dirt;
    req.keepBest = 0;
    req.exactCount = true;
    const int k = box.bestOrientation();
    req.maxTable = TableSize{box.widthCm(k, req.tileWidthCm) + 0.01, box.depthCm(k, req.tileWidthCm) + 0.01};
    const LayoutResult result = LayoutSolver::solve(req, cat());
    QVERIFY(result.isSolved());
    QVERIFY(result.countExact);
    int found = -1;
    for (int i = 0; i < result.shapes.size() && found < 0; ++i)
        if (result.turnString(i) == shape)
            found = i;
    QVERIFY2(found >= 0, qPrintable(shape));
    // And that layout is the same stage for the validator.
    const Track laid = result.layout(found);
    const TrackReport again = TrackValidator::validate(laid, cat(), Collection::everyBox(cat()));
    QCOMPARE(again.course.kind, Course::Kind::Stage);
    QCOMPARE(turns(again.course), shape);
}

QTEST_GUILESS_MAIN(tst_RulebookLayouts)
#include "tst_rulebooklayouts.moc"
