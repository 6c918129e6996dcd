// SPDX-License-Identifier: GPL-3.0-or-later
// TrackDocument and its undo commands: every edit, undone and redone, leaves the document
// exactly as expected, and the live report follows.
#include "sampletracks.h"

#include "catalog/tilecatalog.h"
#include "io/trackdocumentfiles.h"
#include "track/commands/changepropertiescommand.h"
#include "track/commands/fliptilescommand.h"
#include "track/commands/movetilescommand.h"
#include "track/commands/placetilescommand.h"
#include "track/commands/removetilescommand.h"
#include "track/commands/rotatetilescommand.h"
#include "track/commands/rotatetrackcommand.h"
#include "track/trackdocument.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace Pacenotes;
using namespace Qt::StringLiterals;

namespace {
const TileCatalog &cat()
{
    return TileCatalog::builtin();
}

QStringList codes(const TrackReport &r)
{
    QStringList out;
    for (const TrackProblem &p : r.problems)
        out << p.code();
    return out;
}

QList<int> range(int n)
{
    QList<int> out;
    for (int i = 0; i < n; ++i)
        out << i;
    return out;
}
} // namespace

class tst_TrackDocument : public QObject
{
    Q_OBJECT
private slots:
    void newDocument();
    void placeUndoRedo();
    void removeRestoresOrder();
    void removeSignalsDescending();
    void moveIsOneStep();
    void moveOverlapCheck();
    void rotateMergesAndCancels();
    void flipSides();
    void flipPitTileIsNoOp();
    void rotateWholeTrack();
    void rotateWholeTrackSixTimesIsIdentity();
    void moveWholeTrack();
    void changeProperties();
    void longSequenceUndoRedo();
    void reportFollowsEdits();
    void collectionChangesReport();
    void modifiedAndClean();
    void saveAndLoad();
    void loadFailureKeepsDocument();
    void displayName();
};

void tst_TrackDocument::newDocument()
{
    TrackDocument doc(cat());
    QVERIFY(doc.track().tiles.isEmpty());
    QVERIFY(!doc.isModified());
    QCOMPARE(codes(doc.report()), QStringList{u"empty-track"_s});
    QCOMPARE(doc.undoStack()->count(), 0);
}

void tst_TrackDocument::placeUndoRedo()
{
    TrackDocument doc(cat());
    QSignalSpy inserted(&doc, &TrackDocument::tileInserted);
    QSignalSpy removed(&doc, &TrackDocument::tileRemoved);
    QSignalSpy report(&doc, &TrackDocument::reportChanged);
    const PlacedTile t{u"103a"_s, 0, {2, -1}, 4};
    doc.undoStack()->push(new PlaceTilesCommand(&doc, {t}));
    QCOMPARE(doc.track().tiles, QList<PlacedTile>{t});
    QCOMPARE(inserted.size(), 1);
    QCOMPARE(inserted.first().first().toInt(), 0);
    QCOMPARE(report.size(), 1); // one validation per command
    QCOMPARE(doc.undoStack()->undoText(), u"Place tile 103a"_s);

    doc.undoStack()->undo();
    QVERIFY(doc.track().tiles.isEmpty());
    QCOMPARE(removed.size(), 1);
    doc.undoStack()->redo();
    QCOMPARE(doc.track().tiles, QList<PlacedTile>{t});
}

void tst_TrackDocument::removeRestoresOrder()
{
    TrackDocument doc(cat());
    const Track loop = Samples::gtLoop();
    QCOMPARE(loop.tiles.size(), 8);
    doc.reset(loop);
    doc.undoStack()->push(new RemoveTilesCommand(&doc, {6, 1, 4, 4}));
    QCOMPARE(doc.track().tiles.size(), 5);
    QCOMPARE(doc.track().tiles[1], loop.tiles[2]);
    QCOMPARE(doc.undoStack()->undoText(), u"Delete 3 tile(s)"_s);
    doc.undoStack()->undo();
    QCOMPARE(doc.track(), loop); // same tiles at the same indices
    doc.undoStack()->redo();
    QCOMPARE(doc.track().tiles.size(), 5);
}

void tst_TrackDocument::removeSignalsDescending()
{
    // Listeners keep parallel lists: removals must come highest index first so that each
    // announced index is valid when it arrives.
    TrackDocument doc(cat());
    doc.reset(Samples::gtLoop());
    QSignalSpy about(&doc, &TrackDocument::tileAboutToBeRemoved);
    doc.undoStack()->push(new RemoveTilesCommand(&doc, {0, 3, 7}, RemoveTilesCommand::Kind::Cut));
    QCOMPARE(about.size(), 3);
    QCOMPARE(about[0].first().toInt(), 7);
    QCOMPARE(about[1].first().toInt(), 3);
    QCOMPARE(about[2].first().toInt(), 0);
    QCOMPARE(doc.undoStack()->undoText(), u"Cut 3 tile(s)"_s);
}

void tst_TrackDocument::moveIsOneStep()
{
    TrackDocument doc(cat());
    const Track loop = Samples::gtLoop();
    doc.reset(loop);
    doc.undoStack()->push(new MoveTilesCommand(&doc, {2, 3}, HexCoord{0, 5}));
    QCOMPARE(doc.undoStack()->count(), 1);
    QCOMPARE(doc.track().tiles[2].pos, loop.tiles[2].pos + HexCoord(0, 5));
    QCOMPARE(doc.track().tiles[3].pos, loop.tiles[3].pos + HexCoord(0, 5));
    QCOMPARE(doc.track().tiles[2].rotation, loop.tiles[2].rotation);
    QVERIFY(!doc.report().isValid());
    doc.undoStack()->undo();
    QCOMPARE(doc.track(), loop);
    QVERIFY(doc.report().isValid());
}

void tst_TrackDocument::moveOverlapCheck()
{
    TrackDocument doc(cat());
    doc.reset(Samples::gtLoop());
    const HexCoord d = doc.track().tiles[1].pos - doc.track().tiles[0].pos;
    QVERIFY(doc.moveWouldOverlap({0}, d));
    QVERIFY(!doc.moveWouldOverlap({0, 1, 2, 3, 4, 5, 6, 7}, d)); // the whole track moves together
    QVERIFY(!doc.moveWouldOverlap({0}, HexCoord{0, 10}));
}

void tst_TrackDocument::rotateMergesAndCancels()
{
    TrackDocument doc(cat());
    const Track loop = Samples::gtLoop();
    doc.reset(loop);
    doc.undoStack()->push(new RotateTilesCommand(&doc, {1}, 1));
    doc.undoStack()->push(new RotateTilesCommand(&doc, {1}, 1));
    QCOMPARE(doc.undoStack()->count(), 1);
    QCOMPARE(doc.track().tiles[1].rotation, HexDir::rotate(loop.tiles[1].rotation, 2));
    doc.undoStack()->push(new RotateTilesCommand(&doc, {2}, -1)); // other tile: a new step
    QCOMPARE(doc.undoStack()->count(), 2);
    QCOMPARE(doc.track().tiles[2].rotation, HexDir::rotate(loop.tiles[2].rotation, -1));
    doc.undoStack()->push(new RotateTilesCommand(&doc, {2}, 1)); // back where it was: no step
    QCOMPARE(doc.undoStack()->count(), 1);
    QCOMPARE(doc.track().tiles[2], loop.tiles[2]);
    doc.undoStack()->undo();
    QCOMPARE(doc.track(), loop);
}

void tst_TrackDocument::flipSides()
{
    TrackDocument doc(cat());
    const Track loop = Samples::gtLoop();
    doc.reset(loop);
    QVERIFY(FlipTilesCommand::canFlip(doc, {0}));
    doc.undoStack()->push(new FlipTilesCommand(&doc, {0, 4}));
    QCOMPARE(doc.track().tiles[0].sideId, u"102a"_s);
    QCOMPARE(doc.track().tiles[4].sideId, u"103a"_s);
    QCOMPARE(doc.track().tiles[0].rotation, loop.tiles[0].rotation);
    QCOMPARE(doc.track().tiles[0].pos, loop.tiles[0].pos);
    // 3-lane sides among 2-lane neighbours: the report says so
    QVERIFY(codes(doc.report()).contains(u"lane-mismatch"_s));
    doc.undoStack()->undo();
    QCOMPARE(doc.track(), loop);
    doc.undoStack()->redo();
    doc.undoStack()->push(new FlipTilesCommand(&doc, {0}));
    QCOMPARE(doc.track().tiles[0].sideId, u"102b"_s);
}

void tst_TrackDocument::flipPitTileIsNoOp()
{
    TrackDocument doc(cat());
    Track t;
    t.tiles.append(PlacedTile{u"101"_s, 0, {0, 0}, 0});
    doc.reset(t);
    QVERIFY(!FlipTilesCommand::canFlip(doc, {0}));
    FlipTilesCommand cmd(&doc, {0});
    QVERIFY(!cmd.changesAnything());
}

void tst_TrackDocument::rotateWholeTrack()
{
    TrackDocument doc(cat());
    const Track loop = Samples::gtLoop();
    doc.reset(loop);
    const HexCoord centre = doc.centreHex();
    doc.undoStack()->push(new RotateTrackCommand(&doc, 1, centre));
    for (int i = 0; i < loop.tiles.size(); ++i) {
        QCOMPARE(doc.track().tiles[i].pos, loop.tiles[i].pos.rotatedAround(centre, 1));
        QCOMPARE(doc.track().tiles[i].rotation, HexDir::rotate(loop.tiles[i].rotation, 1));
    }
    QVERIFY2(doc.report().isValid(), qPrintable(codes(doc.report()).join(u' ')));
    QCOMPARE(doc.undoStack()->undoText(), u"Rotate track clockwise"_s);
    doc.undoStack()->undo();
    QCOMPARE(doc.track(), loop);
}

void tst_TrackDocument::rotateWholeTrackSixTimesIsIdentity()
{
    TrackDocument doc(cat());
    const Track loop = Samples::gtLoop();
    doc.reset(loop);
    const HexCoord centre = doc.centreHex();
    for (int k = 0; k < 6; ++k)
        doc.undoStack()->push(new RotateTrackCommand(&doc, -1, centre));
    QCOMPARE(doc.undoStack()->count(), 6);
    QCOMPARE(doc.track(), loop);
}

void tst_TrackDocument::moveWholeTrack()
{
    TrackDocument doc(cat());
    const Track loop = Samples::gtLoop();
    doc.reset(loop);
    doc.undoStack()->push(new MoveTilesCommand(&doc, range(8), HexCoord{-3, 2}, MoveTilesCommand::Kind::WholeTrack));
    QCOMPARE(doc.undoStack()->undoText(), u"Move track"_s);
    QVERIFY(doc.report().isValid());
    QCOMPARE(doc.track().tiles[5].pos, loop.tiles[5].pos + HexCoord(-3, 2));
    doc.undoStack()->undo();
    QCOMPARE(doc.track(), loop);
}

void tst_TrackDocument::changeProperties()
{
    TrackDocument doc(cat());
    doc.reset(Samples::gtLoop());
    QSignalSpy props(&doc, &TrackDocument::propertiesChanged);
    TrackProperties p = TrackProperties::of(doc.track());
    p.title = u"Col de Turini"_s;
    p.author = u"Аня"_s;
    p.laps = 3;
    doc.undoStack()->push(new ChangePropertiesCommand(&doc, p));
    QCOMPARE(props.size(), 1);
    QCOMPARE(doc.track().title, u"Col de Turini"_s);
    QCOMPARE(doc.track().laps, 3);
    QCOMPARE(doc.displayName(), u"Col de Turini"_s);
    doc.undoStack()->undo();
    QCOMPARE(doc.track().title, u"test"_s);
    QCOMPARE(doc.track().laps, 1);
}

void tst_TrackDocument::longSequenceUndoRedo()
{
    TrackDocument doc(cat());
    const Track start = Samples::gtLoop();
    doc.reset(start);
    QUndoStack *s = doc.undoStack();
    s->push(new PlaceTilesCommand(&doc, {PlacedTile{u"101"_s, 0, {0, -2}, 0}}));
    s->push(new RotateTilesCommand(&doc, {3}, 2));
    s->push(new FlipTilesCommand(&doc, {5}));
    s->push(new MoveTilesCommand(&doc, {8}, HexCoord{1, 0}));
    s->push(new RemoveTilesCommand(&doc, {2, 7}));
    s->push(new RotateTrackCommand(&doc, 2, doc.centreHex()));
    s->push(new PlaceTilesCommand(&doc, {PlacedTile{u"105a"_s, 0, {9, 9}, 1}, PlacedTile{u"105a"_s, 0, {9, 10}, 2}},
                                  PlaceTilesCommand::Kind::Paste));
    const Track end = doc.track();
    QCOMPARE(end.tiles.size(), 9);
    while (s->canUndo())
        s->undo();
    QCOMPARE(doc.track(), start);
    QVERIFY(doc.report().isValid());
    while (s->canRedo())
        s->redo();
    QCOMPARE(doc.track(), end);
}

void tst_TrackDocument::reportFollowsEdits()
{
    TrackDocument doc(cat());
    doc.reset(Samples::gtLoop());
    QVERIFY(doc.report().isValid());
    QCOMPARE(doc.report().course.kind, Course::Kind::Circuit);
    doc.undoStack()->push(new RemoveTilesCommand(&doc, {4}));
    QVERIFY(codes(doc.report()).contains(u"open-end"_s));
    QVERIFY(codes(doc.report()).contains(u"course-not-closed"_s));
    doc.undoStack()->undo();
    QVERIFY(doc.report().isValid());
}

void tst_TrackDocument::collectionChangesReport()
{
    TrackDocument doc(cat());
    doc.reset(Samples::gtLoop());
    QSignalSpy report(&doc, &TrackDocument::reportChanged);
    Collection none;
    doc.setCollection(none);
    QCOMPARE(report.size(), 1);
    QVERIFY(codes(doc.report()).contains(u"over-used"_s));
    QVERIFY(!doc.isModified()); // owning fewer boxes does not change the track
    doc.setCollection(none);
    QCOMPARE(report.size(), 1);
}

void tst_TrackDocument::modifiedAndClean()
{
    TrackDocument doc(cat());
    QSignalSpy modified(&doc, &TrackDocument::modifiedChanged);
    doc.undoStack()->push(new PlaceTilesCommand(&doc, {PlacedTile{u"103a"_s, 0, {}, 0}}));
    QVERIFY(doc.isModified());
    QCOMPARE(modified.size(), 1);
    QCOMPARE(modified.last().first().toBool(), true);
    doc.undoStack()->undo();
    QVERIFY(!doc.isModified());
    QCOMPARE(modified.last().first().toBool(), false);
}

void tst_TrackDocument::saveAndLoad()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"loop.json"_s);
    TrackDocument doc(cat());
    doc.reset(Samples::gtLoop());
    doc.undoStack()->push(new RotateTilesCommand(&doc, {0}, 3));
    QVERIFY(doc.isModified());
    QSignalSpy pathSpy(&doc, &TrackDocument::filePathChanged);
    QString error;
    QVERIFY2(TrackDocumentFiles::save(doc, path, &error), qPrintable(error));
    QVERIFY(!doc.isModified());
    QCOMPARE(doc.filePath(), path);
    QCOMPARE(pathSpy.size(), 1);
    QCOMPARE(doc.undoStack()->count(), 1); // history survives a save

    TrackDocument other(cat());
    QSignalSpy reset(&other, &TrackDocument::trackReset);
    QVERIFY2(TrackDocumentFiles::load(other, path, &error), qPrintable(error));
    QCOMPARE(reset.size(), 1);
    QCOMPARE(other.track(), doc.track());
    QCOMPARE(other.filePath(), path);
    QVERIFY(!other.isModified());
    QCOMPARE(other.undoStack()->count(), 0);
}

void tst_TrackDocument::loadFailureKeepsDocument()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"broken.json"_s);
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("{\"format\": \"pacenotes-track\", \"tiles\": [");
    f.close();
    TrackDocument doc(cat());
    const Track loop = Samples::gtLoop();
    doc.reset(loop);
    QString error;
    QVERIFY(!TrackDocumentFiles::load(doc, path, &error));
    QVERIFY(!error.isEmpty());
    QCOMPARE(doc.track(), loop);
    QVERIFY(!TrackDocumentFiles::load(doc, dir.filePath(u"missing.json"_s), &error));
    QVERIFY(error.contains(u"missing.json"_s));
}

void tst_TrackDocument::displayName()
{
    TrackDocument doc(cat());
    QCOMPARE(doc.displayName(), u"Untitled"_s);
    Track t;
    doc.reset(t, u"/tmp/some/where/my-track.pacenotes"_s);
    QCOMPARE(doc.displayName(), u"my-track.pacenotes"_s);
    t.title = u"  Monza  "_s;
    doc.reset(t);
    QCOMPARE(doc.displayName(), u"Monza"_s);
}

QTEST_GUILESS_MAIN(tst_TrackDocument)
#include "tst_trackdocument.moc"
