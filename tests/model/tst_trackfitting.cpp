// SPDX-License-Identifier: GPL-3.0-or-later
// TrackFitting: turning dropped tiles to suit their neighbours and appending at the open end.
#include "sampletracks.h"

#include "catalog/collection.h"
#include "catalog/tilecatalog.h"
#include "track/trackfitting.h"
#include "track/trackvalidator.h"

#include <QTest>

using namespace Pacenotes;
using namespace Qt::StringLiterals;

namespace {
const TileCatalog &cat()
{
    return TileCatalog::builtin();
}
const TileSide &side(const char *id)
{
    return *cat().side(QString::fromLatin1(id));
}
TrackReport check(const Track &t)
{
    return TrackValidator::validate(t, cat(), Collection::everyBox(cat()));
}
} // namespace

class tst_TrackFitting : public QObject
{
    Q_OBJECT
private slots:
    void scoreCountsJoinsAndConflicts();
    void bestRotationJoinsNeighbour();
    void bestRotationKeepsPreferredOnTie();
    void emptyTrackStartsAtOrigin();
    void appendClosesTheLoop();
    void closedCircuitHasNoOpenEnd();
    void hints_data();
    void hints();
    void hintImpossibleFallsBack();
    void assistanceClosesStage();
    void openEndPrefersRequestedEdge();
    void fillerCannotBeAppended();
};

void tst_TrackFitting::scoreCountsJoinsAndConflicts()
{
    Track t;
    t.tiles.append(PlacedTile{u"103b"_s, 0, {0, 0}, 0}); // road A-D, 2 lanes
    // another 103b east of it, also A-D: joins at its D edge (+3), other four sides face nothing
    QCOMPARE(TrackFitting::neighbourScore(t, cat(), side("103b"), {1, 0}, 0), 3);
    // turned by one step its road edges face B and E: the neighbour's road meets a closed side
    QCOMPARE(TrackFitting::neighbourScore(t, cat(), side("103b"), {1, 0}, 1), -3);
    // a 3-lane road against the 2-lane one
    QCOMPARE(TrackFitting::neighbourScore(t, cat(), side("103a"), {1, 0}, 0), -2);
    // ignoring the neighbour leaves nothing to score
    QCOMPARE(TrackFitting::neighbourScore(t, cat(), side("103a"), {1, 0}, 0, {0}), 0);
}

void tst_TrackFitting::bestRotationJoinsNeighbour()
{
    Track t;
    t.tiles.append(PlacedTile{u"103b"_s, 0, {0, 0}, 0});
    const TileSide &bend = side("105b"); // B-D bend
    const int r = TrackFitting::bestRotation(t, cat(), bend, {1, 0});
    const PlacedTile placed{bend.id, 0, {1, 0}, r};
    QVERIFY(bend.edges[size_t(placed.localEdge(3))].isOpen()); // its road meets the straight's
    QCOMPARE(TrackFitting::neighbourScore(t, cat(), bend, {1, 0}, r), 3);
}

void tst_TrackFitting::bestRotationKeepsPreferredOnTie()
{
    const Track empty;
    QCOMPARE(TrackFitting::bestRotation(empty, cat(), side("105b"), {4, 4}, 5), 5);
    QCOMPARE(TrackFitting::bestRotation(empty, cat(), side("105b"), {4, 4}, 8), 2);
}

void tst_TrackFitting::emptyTrackStartsAtOrigin()
{
    const Track empty;
    const auto p = TrackFitting::appendPoint(empty, cat(), check(empty));
    QVERIFY(p);
    QCOMPARE(p->pos, HexCoord());
    QCOMPARE(p->heading, 0);
    QVERIFY(!p->incoming.isOpen());
    const auto fit = TrackFitting::fitAt(empty, cat(), side("102b"), *p);
    QVERIFY(fit);
    QCOMPARE(fit->exitHeading, 0);
    QCOMPARE(fit->turn, 0);
}

void tst_TrackFitting::appendClosesTheLoop()
{
    const Track loop = Samples::gtLoop();
    Track open = loop;
    const PlacedTile last = open.tiles.takeLast();
    const auto p = TrackFitting::appendPoint(open, cat(), check(open));
    QVERIFY(p);
    QCOMPARE(p->pos, last.pos);
    // an open circuit has no direction yet: either neighbour of the gap may be continued
    QVERIFY(p->fromTile == 0 || p->fromTile == 6);
    const auto fit = TrackFitting::fitAt(open, cat(), side("112b"), *p);
    QVERIFY(fit);
    QVERIFY(fit->joins);
    QCOMPARE(fit->tile, last);
    open.tiles.append(fit->tile);
    QVERIFY(check(open).isValid());
}

void tst_TrackFitting::closedCircuitHasNoOpenEnd()
{
    const Track loop = Samples::gtLoop();
    QVERIFY(!TrackFitting::appendPoint(loop, cat(), check(loop)));
}

void tst_TrackFitting::hints_data()
{
    QTest::addColumn<QString>("sideId");
    QTest::addColumn<int>("hint");
    QTest::addColumn<int>("turnSign");
    QTest::newRow("bend left") << u"105b"_s << int(TurnHint::Left) << -1;
    QTest::newRow("bend right") << u"105b"_s << int(TurnHint::Right) << 1;
    QTest::newRow("hairpin left") << u"107b"_s << int(TurnHint::Left) << -1;
    QTest::newRow("hairpin right") << u"107b"_s << int(TurnHint::Right) << 1;
    QTest::newRow("junction straight") << u"151b"_s << int(TurnHint::Straight) << 0;
    QTest::newRow("junction right") << u"151b"_s << int(TurnHint::Right) << 1;
    QTest::newRow("junction left") << u"151b"_s << int(TurnHint::Left) << -1;
}

void tst_TrackFitting::hints()
{
    QFETCH(QString, sideId);
    QFETCH(int, hint);
    QFETCH(int, turnSign);
    Track t;
    t.tiles.append(PlacedTile{u"103b"_s, 0, {0, 0}, 0});
    const auto p = TrackFitting::openEndOf(t, cat(), 0, 0);
    QVERIFY(p);
    const auto fit = TrackFitting::fitAt(t, cat(), *cat().sideById(sideId), *p, TurnHint(hint));
    QVERIFY(fit);
    QVERIFY(fit->hintMet);
    QVERIFY(fit->joins);
    QCOMPARE((fit->turn > 0) - (fit->turn < 0), turnSign);
}

void tst_TrackFitting::hintImpossibleFallsBack()
{
    const Track empty;
    const AppendPoint p{{}, 0, {}, -1};
    const auto fit = TrackFitting::fitAt(empty, cat(), side("103b"), p, TurnHint::Left);
    QVERIFY(fit);
    QVERIFY(!fit->hintMet);
    QCOMPARE(fit->turn, 0);
}

void tst_TrackFitting::assistanceClosesStage()
{
    Track stage = Samples::dirtStage();
    QVERIFY(!stage.tiles.isEmpty());
    const TrackReport r = check(stage);
    QCOMPARE(r.course.kind, Course::Kind::Stage);
    const auto p = TrackFitting::appendPoint(stage, cat(), r);
    QVERIFY(p);
    const auto fit = TrackFitting::fitAt(stage, cat(), side("201a"), *p);
    QVERIFY(fit);
    QCOMPARE(fit->exitHeading, -1);
    QVERIFY(fit->joins);
    stage.tiles.append(fit->tile);
    const TrackReport after = check(stage);
    QVERIFY2(after.isValid(), after.problems.isEmpty() ? "" : qPrintable(after.problems.first().toLine()));
}

void tst_TrackFitting::openEndPrefersRequestedEdge()
{
    Track t;
    t.tiles.append(PlacedTile{u"103b"_s, 0, {0, 0}, 0});
    QCOMPARE(TrackFitting::openEndOf(t, cat(), 0, 3)->heading, 3);
    QCOMPARE(TrackFitting::openEndOf(t, cat(), 0, 0)->heading, 0);
    QCOMPARE(TrackFitting::openEndOf(t, cat(), 0, 3)->pos, HexCoord(-1, 0));
    // with a tile to the west the only open end is east, whatever is asked
    t.tiles.append(PlacedTile{u"103b"_s, 0, {-1, 0}, 0});
    QCOMPARE(TrackFitting::openEndOf(t, cat(), 0, 3)->heading, 0);
    QVERIFY(!TrackFitting::openEndOf(t, cat(), 5));
}

void tst_TrackFitting::fillerCannotBeAppended()
{
    const Track empty;
    QVERIFY(!TrackFitting::fitAt(empty, cat(), side("903a"), AppendPoint{}));
    QVERIFY(!TrackFitting::fitAt(empty, cat(), side("101"), AppendPoint{}));
}

QTEST_GUILESS_MAIN(tst_TrackFitting)
#include "tst_trackfitting.moc"
