// SPDX-License-Identifier: GPL-3.0-or-later
// "Lay out for me" puts a solver layout on the table as one undo step: the tiles, the list
// and the direction change together, and undo brings back exactly the track there was.
#include "solverhelpers.h"

#include "io/trackfiles.h"
#include "track/commands/replacetilescommand.h"
#include "track/trackdocument.h"

#include <QSignalSpy>
#include <QTest>

using namespace Pacenotes;
using namespace Pacenotes::Test;
using namespace Qt::StringLiterals;

namespace {

Track gtTrack1()
{
    const TrackReadResult r = TrackFiles::read(QStringLiteral(PACENOTES_SOURCE_DIR "/tracks/gt-track-1.json"),
                                               TileCatalog::builtin());
    return r.track ? *r.track : Track{};
}

} // namespace

class tst_ReplaceTilesCommand : public QObject
{
    Q_OBJECT
private slots:
    void applyAndUndoRestoreExactly();
    void completesAroundKeptTiles();
    void replacesListAndDirection();
    void sameLayoutIsNoChange();
};

void tst_ReplaceTilesCommand::applyAndUndoRestoreExactly()
{
    TrackDocument doc(TileCatalog::builtin());
    doc.setCollection(plenty());
    Track start = gtTrack1();
    QVERIFY(!start.tileList.isEmpty());
    QVERIFY(start.tiles.isEmpty());
    // Something already on the table, not where any layout puts it.
    start.tiles = {{u"102b"_s, 1, {5, -3}, 2}, {u"103b"_s, 0, {9, 9}, 4}};
    doc.reset(start);
    const Track before = doc.track();

    const LayoutResult res = LayoutSolver::solve(LayoutRequest::forTrack(before, false), TileCatalog::builtin());
    QVERIFY(res.isSolved());
    const Track layout = res.layout(0);
    QSignalSpy reset(&doc, &TrackDocument::trackReset);
    doc.undoStack()->push(new ReplaceTilesCommand(&doc, layout));
    QCOMPARE(doc.undoStack()->count(), 1);
    QCOMPARE(doc.undoStack()->undoText(), u"Lay out tiles"_s);
    QCOMPARE(doc.track().tiles, layout.tiles);
    QCOMPARE(doc.track().title, before.title);
    QVERIFY2(doc.report().isValid(), qPrintable(doc.report().problems.isEmpty() ? QString() : doc.report().problems.first().message));
    QCOMPARE(reset.count(), 1);
    QVERIFY(doc.isModified());

    doc.undoStack()->undo();
    QCOMPARE(doc.track(), before);
    QVERIFY(!doc.isModified());
    QCOMPARE(reset.count(), 2);

    doc.undoStack()->redo();
    QCOMPARE(doc.track().tiles, layout.tiles);
    QVERIFY(doc.report().isValid());
}

void tst_ReplaceTilesCommand::completesAroundKeptTiles()
{
    TrackDocument doc(TileCatalog::builtin());
    doc.setCollection(plenty());
    Track start = gtTrack1();
    // the start/finish tile, already placed and turned
    start.tiles = {{u"102b"_s, 0, {2, 1}, 3}};
    doc.reset(start);
    const Track before = doc.track();

    const LayoutRequest req = LayoutRequest::forTrack(before, true);
    QCOMPARE(req.keep, before.tiles);
    const LayoutResult res = LayoutSolver::solve(req, TileCatalog::builtin());
    QVERIFY(res.isSolved());
    const Track layout = res.layout(0);
    QVERIFY(layout.tiles.contains(before.tiles.first()));
    doc.undoStack()->push(new ReplaceTilesCommand(&doc, layout));
    QVERIFY(doc.report().isValid());
    QCOMPARE(doc.track().tiles.size(), before.tileListTotal());
    QVERIFY(doc.track().tiles.contains(before.tiles.first()));
    doc.undoStack()->undo();
    QCOMPARE(doc.track(), before);
}

void tst_ReplaceTilesCommand::replacesListAndDirection()
{
    TrackDocument doc(TileCatalog::builtin());
    Track start;
    start.title = u"Mine"_s;
    start.laps = 3;
    start.reverseCourse = true;
    start.tileList = tileList(u"102b,2x105b,2x106b,103b,2x112b,101"_s);
    start.tiles = {{u"102b"_s, 0, {0, 0}, 0}};
    doc.reset(start);
    const Track before = doc.track();
    Track layout;
    layout.title = u"ignored"_s;
    layout.game = Game::Dirt;
    layout.tiles = {{u"202a"_s, 0, {1, 1}, 1}, {u"204a"_s, 0, {2, 1}, 1}};
    layout.tileList = tileList(u"202a,204a"_s);
    QSignalSpy properties(&doc, &TrackDocument::propertiesChanged);
    doc.undoStack()->push(new ReplaceTilesCommand(&doc, layout));
    QCOMPARE(doc.track().tiles, layout.tiles);
    QCOMPARE(doc.track().tileList, layout.tileList);
    QCOMPARE(doc.track().game, Game::Dirt);
    QCOMPARE(doc.track().reverseCourse, false);
    QCOMPARE(doc.track().title, u"Mine"_s); // the metadata stay the document's
    QCOMPARE(doc.track().laps, 3);
    QCOMPARE(properties.count(), 1); // game and direction are properties
    doc.undoStack()->undo();
    QCOMPARE(doc.track(), before);
    QCOMPARE(properties.count(), 2);
}

void tst_ReplaceTilesCommand::sameLayoutIsNoChange()
{
    TrackDocument doc(TileCatalog::builtin());
    Track start;
    start.tiles = {{u"102b"_s, 0, {0, 0}, 0}};
    doc.reset(start);
    QSignalSpy reset(&doc, &TrackDocument::trackReset);
    QSignalSpy report(&doc, &TrackDocument::reportChanged);
    doc.undoStack()->push(new ReplaceTilesCommand(&doc, start));
    QCOMPARE(reset.count(), 0);
    QCOMPARE(report.count(), 0);
    QCOMPARE(doc.track(), start);
}

QTEST_GUILESS_MAIN(tst_ReplaceTilesCommand)
#include "tst_replacetilescommand.moc"
