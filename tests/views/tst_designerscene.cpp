// SPDX-License-Identifier: GPL-3.0-or-later
// The designer's scene and tools driven by simulated input on the view's viewport, offscreen:
// place, select, rotate, flip, move by drag, erase, delete, copy/paste, drop from the palette;
// each leaves the document exactly as expected and undoes in one step. Also the validation
// marks, the course overlay and a screenshot checked for content.
#include "keepshot.h"
#include "sampletracks.h"

#include "catalog/tilecatalog.h"
#include "designer/appendcursoritem.h"
#include "designer/courseitem.h"
#include "designer/designeractions.h"
#include "designer/designereditor.h"
#include "designer/designerstatus.h"
#include "designer/ghosttileitem.h"
#include "designer/problemmarksitem.h"
#include "designer/tileitem.h"
#include "designer/trackscene.h"
#include "designer/trackview.h"
#include "io/trackfiles.h"
#include "itemmodels/tilecatalogmodel.h"
#include "render/tilestyle.h"
#include "track/trackdocument.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QMimeData>
#include <QSignalSpy>
#include <QTest>

using namespace Pacenotes;
using namespace Qt::StringLiterals;

namespace {

const TileCatalog &cat()
{
    return TileCatalog::builtin();
}

/// A designer as the main window has it: document, editor, view with the actions' shortcuts.
struct Designer
{
    TrackDocument doc{cat()};
    DesignerEditor editor{&doc};
    TrackView view{&editor};
    DesignerActions actions{&editor, &view};

    explicit Designer(const Track &track = {})
    {
        doc.reset(track);
        view.addActions({actions.undo, actions.redo, actions.cut, actions.copy, actions.paste, actions.remove,
                         actions.selectAll, actions.rotateClockwise, actions.rotateCounterClockwise, actions.flip});
        view.resize(900, 700);
        view.show();
        view.activateWindow();
        // shortcuts only reach an active window
        if (!QTest::qWaitForWindowActive(&view))
            qWarning("the designer view did not become active");
        view.setFocus();
        view.fitToView();
    }
    QWidget *viewport() { return view.viewport(); }
    QPoint at(HexCoord h) { return view.mapFromScene(editor.scene()->layout().toPixel(h)); }
    QPoint atTile(int i) { return at(doc.track().tiles[i].pos); }
};

QStringList codes(const TrackReport &r)
{
    QStringList out;
    for (const TrackProblem &p : r.problems)
        out << p.code();
    return out;
}

} // namespace

class tst_DesignerScene : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void sceneFollowsDocument();
    void placeToolClickPlacesAndReplaces();
    void placeToolPreviewTurnsToFit();
    void clickSelectsCtrlToggles();
    void rotateWithKeysAndWheel();
    void flipWithKey();
    void deleteWithKey();
    void dragMovesAsOneStep();
    void dragOntoTileSpringsBack();
    void rubberBandSelects();
    void eraseToolDragIsOneStep();
    void copyPaste();
    void copyKeepsOneContextMenu();
    void appendLeavesThePlaceTool();
    void firstTileChoosesTheGame();
    void appendIgnoresATileDroppedAside();
    void dropFromPalette();
    void appendBuildsAValidCircuit();
    void appendPointFollowsSelection();
    void wheelZoomsAroundPointer();
    void marksAndCourse();
    void rxCircuitArrowsOnBothBranches();
    void listLayoutCompleteStatus();
    void screenshotHasContent();
};

void tst_DesignerScene::initTestCase()
{
    QGuiApplication::clipboard()->clear();
}

void tst_DesignerScene::sceneFollowsDocument()
{
    Designer d(Samples::gtLoop());
    TrackScene *scene = d.editor.scene();
    QCOMPARE(scene->tileItemCount(), 8);
    for (int i = 0; i < 8; ++i) {
        QCOMPARE(scene->tileItem(i)->index(), i);
        QCOMPARE(scene->tileItem(i)->pos(), scene->layout().toPixel(d.doc.track().tiles[i].pos));
        QCOMPARE(scene->tileIndexAt(scene->tileItem(i)->pos()), i);
    }
    d.editor.removeTiles({2, 5});
    QCOMPARE(scene->tileItemCount(), 6);
    for (int i = 0; i < 6; ++i) {
        QCOMPARE(scene->tileItem(i)->index(), i);
        QCOMPARE(scene->tileItem(i)->sideId(), d.doc.track().tiles[i].sideId);
    }
    d.doc.undoStack()->undo();
    QCOMPARE(scene->tileItemCount(), 8);
    QCOMPARE(scene->tileItem(5)->sideId(), u"106b"_s);
}

void tst_DesignerScene::placeToolClickPlacesAndReplaces()
{
    Designer d;
    d.editor.setPlaceSide(u"103a"_s);
    d.editor.setTool(DesignerEditor::Tool::Place);
    QCOMPARE(d.editor.tool(), DesignerEditor::Tool::Place);
    QTest::mouseMove(d.viewport(), d.at({1, 1}));
    QTest::mouseClick(d.viewport(), Qt::LeftButton, {}, d.at({1, 1}));
    QCOMPARE(d.doc.track().tiles.size(), 1);
    QCOMPARE(d.doc.track().tiles[0].sideId, u"103a"_s);
    QCOMPARE(d.doc.track().tiles[0].pos, HexCoord(1, 1));
    d.editor.setPlaceSide(u"105a"_s);
    // a plain click on a placed tile leaves it alone and says how to replace it (issue 16)
    QSignalSpy messages(&d.editor, &DesignerEditor::message);
    QTest::mouseClick(d.viewport(), Qt::LeftButton, {}, d.at({1, 1}));
    QCOMPARE(d.doc.track().tiles[0].sideId, u"103a"_s);
    QCOMPARE(d.doc.undoStack()->count(), 1);
    QVERIFY(!messages.isEmpty());
    QVERIFY(messages.last().first().toString().contains(u"Shift+click"_s));
    QCOMPARE(d.editor.scene()->ghost()->mark(), GhostTileItem::Mark::Occupied);
    QTest::mouseClick(d.viewport(), Qt::LeftButton, Qt::ShiftModifier, d.at({1, 1})); // replaces: one step
    QCOMPARE(d.doc.track().tiles.size(), 1);
    QCOMPARE(d.doc.track().tiles[0].sideId, u"105a"_s);
    QCOMPARE(d.doc.undoStack()->count(), 2);
    QVERIFY(messages.last().first().toString().startsWith(u"Replaced tile 103a with 105a"_s));
    d.doc.undoStack()->undo();
    QCOMPARE(d.doc.track().tiles[0].sideId, u"103a"_s);
    // right-click leaves the place tool
    QTest::mouseClick(d.viewport(), Qt::RightButton, {}, d.at({3, 3}));
    QCOMPARE(d.editor.tool(), DesignerEditor::Tool::Select);
    QCOMPARE(d.doc.track().tiles.size(), 1);
}

void tst_DesignerScene::placeToolPreviewTurnsToFit()
{
    Track t;
    t.tiles.append(PlacedTile{u"103b"_s, 0, {0, 0}, 0}); // road east-west, 2 lanes
    Designer d(t);
    d.editor.setPlaceSide(u"105b"_s);
    d.editor.setTool(DesignerEditor::Tool::Place);
    QTest::mouseMove(d.viewport(), d.at({1, 0}));
    GhostTileItem *ghost = d.editor.scene()->ghost();
    QVERIFY(ghost->isVisible());
    QCOMPARE(ghost->hex(), HexCoord(1, 0));
    QCOMPARE(ghost->sideId(), u"105b"_s);
    QTest::mouseClick(d.viewport(), Qt::LeftButton, {}, d.at({1, 0}));
    QCOMPARE(d.doc.track().tiles.size(), 2);
    QVERIFY2(!codes(d.doc.report()).contains(u"faces-closed-side"_s), qPrintable(codes(d.doc.report()).join(u' ')));
    // R turns the preview, not the placed tiles, while placing
    const int before = d.doc.track().tiles[1].rotation;
    const int preview = ghost->rotation();
    d.editor.rotate(1);
    QCOMPARE(d.doc.track().tiles[1].rotation, before);
    QCOMPARE(ghost->rotation(), HexDir::rotate(preview, 1));
    QTest::keyClick(&d.view, Qt::Key_Escape); // leaves placing
    QCOMPARE(d.editor.tool(), DesignerEditor::Tool::Select);
    QVERIFY(!ghost->isVisible());
}

void tst_DesignerScene::clickSelectsCtrlToggles()
{
    Designer d(Samples::gtLoop());
    QTest::mouseClick(d.viewport(), Qt::LeftButton, {}, d.atTile(2));
    QCOMPARE(d.editor.selection(), QList<int>{2});
    QTest::mouseClick(d.viewport(), Qt::LeftButton, Qt::ControlModifier, d.atTile(5));
    QCOMPARE(d.editor.selection(), (QList<int>{2, 5}));
    QTest::mouseClick(d.viewport(), Qt::LeftButton, Qt::ControlModifier, d.atTile(2));
    QCOMPARE(d.editor.selection(), QList<int>{5});
    QTest::mouseClick(d.viewport(), Qt::LeftButton, {}, d.at({10, 10})); // empty table
    QVERIFY(d.editor.selection().isEmpty());
    QCOMPARE(d.doc.undoStack()->count(), 0); // selecting is not an edit
}

void tst_DesignerScene::rotateWithKeysAndWheel()
{
    Designer d(Samples::gtLoop());
    const Track start = d.doc.track();
    QTest::mouseClick(d.viewport(), Qt::LeftButton, {}, d.atTile(3));
    QTest::keyClick(&d.view, Qt::Key_R);
    QCOMPARE(d.doc.track().tiles[3].rotation, HexDir::rotate(start.tiles[3].rotation, 1));
    QTest::keyClick(&d.view, Qt::Key_R);
    QTest::keyClick(&d.view, Qt::Key_R, Qt::ShiftModifier);
    QCOMPARE(d.doc.track().tiles[3].rotation, HexDir::rotate(start.tiles[3].rotation, 1));
    QCOMPARE(d.doc.undoStack()->count(), 1); // successive turns of one tile are one step

    // Shift + wheel over another tile turns that one
    const QPointF pos = d.atTile(6);
    QWheelEvent wheel(pos, d.viewport()->mapToGlobal(pos), QPoint(), QPoint(0, -120), Qt::NoButton,
                      Qt::ShiftModifier, Qt::NoScrollPhase, false);
    QApplication::sendEvent(d.viewport(), &wheel);
    QCOMPARE(d.doc.track().tiles[6].rotation, HexDir::rotate(start.tiles[6].rotation, 1));
    QCOMPARE(d.editor.selection(), QList<int>{6});
    d.doc.undoStack()->undo();
    d.doc.undoStack()->undo();
    QCOMPARE(d.doc.track(), start);
}

void tst_DesignerScene::flipWithKey()
{
    Designer d(Samples::gtLoop());
    QTest::mouseClick(d.viewport(), Qt::LeftButton, {}, d.atTile(0));
    QVERIFY(d.actions.flip->isEnabled());
    QTest::keyClick(&d.view, Qt::Key_F);
    QCOMPARE(d.doc.track().tiles[0].sideId, u"102a"_s);
    QTest::keyClick(&d.view, Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(d.doc.track().tiles[0].sideId, u"102b"_s);
    QTest::keyClick(&d.view, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(d.doc.track().tiles[0].sideId, u"102a"_s);
}

void tst_DesignerScene::deleteWithKey()
{
    Designer d(Samples::gtLoop());
    const Track start = d.doc.track();
    QTest::mouseClick(d.viewport(), Qt::LeftButton, {}, d.atTile(1));
    QTest::mouseClick(d.viewport(), Qt::LeftButton, Qt::ShiftModifier, d.atTile(4));
    QTest::keyClick(&d.view, Qt::Key_Delete);
    QCOMPARE(d.doc.track().tiles.size(), 6);
    QVERIFY(codes(d.doc.report()).contains(u"open-end"_s));
    QVERIFY(d.editor.selection().isEmpty());
    d.doc.undoStack()->undo();
    QCOMPARE(d.doc.track(), start);
}

void tst_DesignerScene::dragMovesAsOneStep()
{
    Track t;
    t.tiles.append(PlacedTile{u"105a"_s, 0, {0, 0}, 2});
    Designer d(t);
    QTest::mousePress(d.viewport(), Qt::LeftButton, {}, d.at({0, 0}));
    QTest::mouseMove(d.viewport(), d.at({1, 0}));
    QTest::mouseMove(d.viewport(), d.at({2, 0}));
    QTest::mouseMove(d.viewport(), d.at({2, 1}));
    QCOMPARE(d.doc.track().tiles[0].pos, HexCoord(0, 0)); // nothing changes until the drop
    QCOMPARE(d.editor.scene()->tileItem(0)->pos(), d.editor.scene()->layout().toPixel({2, 1})); // but it follows
    QTest::mouseRelease(d.viewport(), Qt::LeftButton, {}, d.at({2, 1}));
    QCOMPARE(d.doc.track().tiles[0].pos, HexCoord(2, 1));
    QCOMPARE(d.doc.track().tiles[0].rotation, 2);
    QCOMPARE(d.doc.undoStack()->count(), 1);
    d.doc.undoStack()->undo();
    QCOMPARE(d.doc.track().tiles[0].pos, HexCoord(0, 0));
    QCOMPARE(d.editor.scene()->tileItem(0)->pos(), d.editor.scene()->layout().toPixel({0, 0}));
}

void tst_DesignerScene::dragOntoTileSpringsBack()
{
    Designer d(Samples::gtLoop());
    const Track start = d.doc.track();
    QSignalSpy messages(&d.editor, &DesignerEditor::message);
    QTest::mousePress(d.viewport(), Qt::LeftButton, {}, d.atTile(0));
    QTest::mouseMove(d.viewport(), d.at(start.tiles[0].pos + HexCoord(0, 1)));
    QTest::mouseMove(d.viewport(), d.atTile(2));
    QTest::mouseRelease(d.viewport(), Qt::LeftButton, {}, d.atTile(2));
    QCOMPARE(d.doc.track(), start);
    QCOMPARE(d.doc.undoStack()->count(), 0);
    QCOMPARE(d.editor.scene()->tileItem(0)->pos(), d.editor.scene()->layout().toPixel(start.tiles[0].pos));
    QCOMPARE(messages.size(), 1);
}

void tst_DesignerScene::rubberBandSelects()
{
    Designer d(Samples::gtLoop());
    QRectF all;
    for (int i = 0; i < 8; ++i)
        all = all.united(QRectF(d.atTile(i), QSizeF(1, 1)));
    const QPoint from = all.topLeft().toPoint() - QPoint(60, 60);
    const QPoint to = all.bottomRight().toPoint() + QPoint(60, 60);
    QTest::mousePress(d.viewport(), Qt::LeftButton, {}, from);
    QTest::mouseMove(d.viewport(), (from + to) / 2);
    QTest::mouseMove(d.viewport(), to);
    QTest::mouseRelease(d.viewport(), Qt::LeftButton, {}, to);
    QCOMPARE(d.editor.selection().size(), 8);
    // moving the whole selection with a drag is "Move track"
    QTest::mousePress(d.viewport(), Qt::LeftButton, {}, d.atTile(0));
    QTest::mouseMove(d.viewport(), d.at(d.doc.track().tiles[0].pos + HexCoord(1, 0)));
    QTest::mouseMove(d.viewport(), d.at(d.doc.track().tiles[0].pos + HexCoord(2, 0)));
    QTest::mouseRelease(d.viewport(), Qt::LeftButton, {}, d.at(d.doc.track().tiles[0].pos + HexCoord(2, 0)));
    QCOMPARE(d.doc.undoStack()->undoText(), u"Move track"_s);
    QVERIFY(d.doc.report().isValid());
}

void tst_DesignerScene::eraseToolDragIsOneStep()
{
    Designer d(Samples::gtLoop());
    d.editor.setTool(DesignerEditor::Tool::Erase);
    QTest::mousePress(d.viewport(), Qt::LeftButton, {}, d.atTile(1));
    QTest::mouseMove(d.viewport(), d.atTile(2));
    QTest::mouseMove(d.viewport(), d.atTile(3));
    QCOMPARE(d.doc.track().tiles.size(), 8);
    QTest::mouseRelease(d.viewport(), Qt::LeftButton, {}, d.atTile(3));
    QCOMPARE(d.doc.track().tiles.size(), 5);
    QCOMPARE(d.doc.undoStack()->count(), 1);
    d.doc.undoStack()->undo();
    QCOMPARE(d.doc.track(), Samples::gtLoop());
}

void tst_DesignerScene::copyPaste()
{
    Designer d(Samples::gtLoop());
    QTest::mouseClick(d.viewport(), Qt::LeftButton, {}, d.atTile(1));
    QTest::mouseClick(d.viewport(), Qt::LeftButton, Qt::ShiftModifier, d.atTile(2));
    QTest::keyClick(&d.view, Qt::Key_C, Qt::ControlModifier);
    QVERIFY(d.editor.canPaste());
    QVERIFY(d.actions.paste->isEnabled());
    QVERIFY(d.editor.paste(HexCoord(0, 0))); // on the track: moved to the nearest free room
    QCOMPARE(d.doc.track().tiles.size(), 10);
    QCOMPARE(d.editor.selection(), (QList<int>{8, 9}));
    QVERIFY(!codes(d.doc.report()).contains(u"overlap"_s));
    const Track &t = d.doc.track();
    QCOMPARE(t.tiles[8].sideId, t.tiles[1].sideId);
    QCOMPARE(t.tiles[9].pos - t.tiles[8].pos, t.tiles[2].pos - t.tiles[1].pos); // layout kept
    QCOMPARE(t.tiles[9].rotation, t.tiles[2].rotation);
    // cut = copy + delete, one step
    QTest::keyClick(&d.view, Qt::Key_X, Qt::ControlModifier);
    QCOMPARE(d.doc.track().tiles.size(), 8);
    QCOMPARE(d.doc.undoStack()->undoText(), u"Cut 2 tile(s)"_s);
    // hostile clipboard text is refused without harm
    QGuiApplication::clipboard()->setText(u"{\"format\": \"pacenotes-track\", \"tiles\": 5}"_s);
    QVERIFY(!d.editor.paste(HexCoord(0, 0)));
    QCOMPARE(d.doc.track().tiles.size(), 8);
}

void tst_DesignerScene::copyKeepsOneContextMenu()
{
    // Issue 14 §6: each copy or cut connected the scene's context menu once more.
    Designer d(Samples::gtLoop());
    QSignalSpy menus(&d.editor, &DesignerEditor::contextMenuRequested);
    const auto rightClick = [&](QPoint at) {
        QTest::mouseClick(d.viewport(), Qt::RightButton, {}, at);
        QContextMenuEvent event(QContextMenuEvent::Mouse, at, d.viewport()->mapToGlobal(at));
        QApplication::sendEvent(d.viewport(), &event);
    };
    d.editor.scene()->selectIndices({1});
    for (int i = 0; i < 3; ++i)
        d.editor.copySelection();
    d.editor.cutSelection();
    rightClick(d.atTile(0));
    QCOMPARE(menus.size(), 1);
    QCOMPARE(menus.last().at(1).toInt(), 0);
    // the right-click that leaves the place tool opens no menu; the next one does
    d.editor.setPlaceSide(u"103a"_s);
    d.editor.setTool(DesignerEditor::Tool::Place);
    rightClick(d.at({6, 6}));
    QCOMPARE(d.editor.tool(), DesignerEditor::Tool::Select);
    QCOMPARE(menus.size(), 1);
    rightClick(d.at({6, 6}));
    QCOMPARE(menus.size(), 2);
    QCOMPARE(menus.last().at(1).toInt(), -1);
}

void tst_DesignerScene::appendLeavesThePlaceTool()
{
    // Issue 16: after appending from the palette, a click on the table must not replace a tile.
    Designer d;
    d.editor.setPlaceSide(u"102b"_s);
    d.editor.setTool(DesignerEditor::Tool::Place);
    QVERIFY(d.editor.appendTile(u"102b"_s));
    QCOMPARE(d.editor.tool(), DesignerEditor::Tool::Select);
    QVERIFY(d.editor.appendTile(u"103b"_s));
    const Track before = d.doc.track();
    QTest::mouseClick(d.viewport(), Qt::LeftButton, {}, d.atTile(0));
    QCOMPARE(d.doc.track(), before);
    QCOMPARE(d.editor.selection(), QList<int>{0});
}

void tst_DesignerScene::firstTileChoosesTheGame()
{
    // Issue 16: a DIRT track started after a GT one is a DIRT track, not a GT one full of
    // "other game" problems; the switch is part of the same undo step.
    Designer d;
    QCOMPARE(d.doc.track().game, Game::GT);
    QSignalSpy messages(&d.editor, &DesignerEditor::message);
    QVERIFY(d.editor.appendTile(u"202a"_s));
    QCOMPARE(d.doc.track().game, Game::Dirt);
    QCOMPARE(d.doc.undoStack()->count(), 1);
    QVERIFY(messages.last().first().toString().contains(u"Rallyman: DIRT"_s));
    QVERIFY(!codes(d.doc.report()).contains(u"other-game"_s));
    QVERIFY(d.editor.appendTile(u"103b"_s)); // the second tile does not switch back
    QCOMPARE(d.doc.track().game, Game::Dirt);
    QVERIFY(codes(d.doc.report()).contains(u"other-game"_s));
    d.doc.undoStack()->undo();
    d.doc.undoStack()->undo();
    QCOMPARE(d.doc.track().game, Game::GT);
    QVERIFY(d.doc.track().tiles.isEmpty());
    // a rulebook list decides the game by itself
    Track list;
    list.tileList = {{u"102b"_s, 1}};
    d.doc.reset(list);
    QVERIFY(d.editor.placeTile(u"202a"_s, {0, 0}, 0));
    QCOMPARE(d.doc.track().game, Game::GT);
}

void tst_DesignerScene::appendIgnoresATileDroppedAside()
{
    // Issue 16: after dropping a stray tile, a double-click appended to it instead of the
    // course's open end.
    Designer d;
    QVERIFY(d.editor.appendTile(u"102b"_s));
    QVERIFY(d.editor.appendTile(u"103b"_s));
    const HexCoord end = d.doc.track().tiles[1].pos;
    QVERIFY(d.editor.placeTile(u"105b"_s, {8, -6}, 0, PlaceTilesCommand::Kind::Drop));
    QCOMPARE(d.editor.selection(), QList<int>{2}); // selected, ready for R and F
    QVERIFY(d.editor.appendTile(u"104b"_s));
    QCOMPARE(d.doc.track().tiles.size(), 4);
    QCOMPARE(d.doc.track().tiles[3].pos.distanceTo(end), 1); // at the course's end
    QVERIFY(d.doc.track().tiles[3].pos.distanceTo(HexCoord(8, -6)) > 1);
    // a tile the user picks is where the next one goes
    d.editor.scene()->selectIndices({2});
    QCOMPARE(d.editor.appendPoint()->fromTile, 2);
}

void tst_DesignerScene::dropFromPalette()
{
    Designer d;
    TileCatalogModel model(cat());
    std::unique_ptr<QMimeData> mime(model.mimeData({model.index(model.rowOf(u"107a"_s))}));
    const QPoint target = d.at({2, -1});
    QDragEnterEvent enter(target, Qt::CopyAction, mime.get(), Qt::LeftButton, {});
    QApplication::sendEvent(d.viewport(), &enter);
    QVERIFY(enter.isAccepted());
    QDragMoveEvent move(target, Qt::CopyAction, mime.get(), Qt::LeftButton, {});
    QApplication::sendEvent(d.viewport(), &move);
    QVERIFY(move.isAccepted());
    QDropEvent drop(target, Qt::CopyAction, mime.get(), Qt::LeftButton, {});
    QApplication::sendEvent(d.viewport(), &drop);
    QCOMPARE(d.doc.track().tiles.size(), 1);
    QCOMPARE(d.doc.track().tiles[0].sideId, u"107a"_s);
    QCOMPARE(d.doc.track().tiles[0].pos, HexCoord(2, -1));
    // dropping onto a placed tile is the explicit gesture that replaces it
    std::unique_ptr<QMimeData> other105(model.mimeData({model.index(model.rowOf(u"105a"_s))}));
    const QPoint onTile = d.at({2, -1}); // the view may have scrolled to the new tile
    QDragEnterEvent again(onTile, Qt::CopyAction, other105.get(), Qt::LeftButton, {});
    QApplication::sendEvent(d.viewport(), &again);
    QDragMoveEvent over(onTile, Qt::CopyAction, other105.get(), Qt::LeftButton, {});
    QApplication::sendEvent(d.viewport(), &over);
    QCOMPARE(d.editor.scene()->ghost()->mark(), GhostTileItem::Mark::Replaces);
    QDropEvent replace(onTile, Qt::CopyAction, other105.get(), Qt::LeftButton, {});
    QApplication::sendEvent(d.viewport(), &replace);
    QCOMPARE(d.doc.track().tiles.size(), 1);
    QCOMPARE(d.doc.track().tiles[0].sideId, u"105a"_s);
    // drops of anything else are refused
    QMimeData text;
    text.setText(u"107a"_s);
    QDragEnterEvent other(target, Qt::CopyAction, &text, Qt::LeftButton, {});
    QApplication::sendEvent(d.viewport(), &other);
    QVERIFY(!other.isAccepted());
}

void tst_DesignerScene::appendBuildsAValidCircuit()
{
    // The eight tiles of the sample loop appended one by one, right turns asked with the hint:
    // the result is the same valid circuit.
    Designer d;
    const QList<std::pair<QString, TurnHint>> steps{
        {u"102b"_s, TurnHint::Any},   {u"106b"_s, TurnHint::Right}, {u"105b"_s, TurnHint::Right},
        {u"105b"_s, TurnHint::Right}, {u"103b"_s, TurnHint::Any},   {u"106b"_s, TurnHint::Right},
        {u"112b"_s, TurnHint::Right}, {u"112b"_s, TurnHint::Right}};
    for (const auto &[side, hint] : steps)
        QVERIFY2(d.editor.appendTile(side, hint), qPrintable(side));
    QVERIFY2(d.doc.report().isValid(), qPrintable(codes(d.doc.report()).join(u' ')));
    QCOMPARE(d.doc.report().course.kind, Course::Kind::Circuit);
    QCOMPARE(d.doc.undoStack()->count(), 8);
    QVERIFY(!d.editor.appendPoint()); // closed: nothing to continue
    QSignalSpy messages(&d.editor, &DesignerEditor::message);
    QVERIFY(!d.editor.appendTile(u"103b"_s));
    QCOMPARE(messages.size(), 1);
}

void tst_DesignerScene::appendPointFollowsSelection()
{
    Track t;
    t.tiles.append(PlacedTile{u"103b"_s, 0, {0, 0}, 0});
    t.tiles.append(PlacedTile{u"103b"_s, 0, {5, 5}, 0});
    Designer d(t);
    d.editor.scene()->selectIndices({1});
    QVERIFY(d.editor.appendPoint());
    QCOMPARE(d.editor.appendPoint()->fromTile, 1);
    QVERIFY(d.editor.appendTile(u"105b"_s, TurnHint::Left));
    QCOMPARE(d.doc.track().tiles.size(), 3);
    QCOMPARE(d.doc.track().tileAt(d.doc.track().tiles[2].pos), 2);
    QCOMPARE(d.doc.track().tiles[2].pos.distanceTo(HexCoord(5, 5)), 1);
    QCOMPARE(d.editor.selection(), QList<int>{2}); // the new tile, ready for R
}

void tst_DesignerScene::wheelZoomsAroundPointer()
{
    Designer d(Samples::gtLoop());
    const double before = d.view.zoom();
    const QPointF pos = d.atTile(3);
    const QPointF sceneBefore = d.view.mapToScene(pos.toPoint());
    QWheelEvent wheel(pos, d.viewport()->mapToGlobal(pos), QPoint(), QPoint(0, 240), Qt::NoButton, Qt::NoModifier,
                      Qt::NoScrollPhase, false);
    QApplication::sendEvent(d.viewport(), &wheel);
    QVERIFY(d.view.zoom() > before * 1.3);
    QVERIFY(QLineF(d.view.mapToScene(pos.toPoint()), sceneBefore).length() < 4 / d.view.zoom());
    QCOMPARE(d.doc.undoStack()->count(), 0);
    for (int i = 0; i < 40; ++i)
        d.view.zoomIn();
    QCOMPARE(d.view.zoom(), TrackView::kMaxZoom);
    d.view.fitToView();
    QVERIFY(d.view.mapToScene(d.viewport()->rect()).boundingRect().contains(d.editor.scene()->tilesBoundingRect()));
}

void tst_DesignerScene::marksAndCourse()
{
    Designer d(Samples::gtLoop());
    auto *course = [&]() -> CourseItem * {
        for (QGraphicsItem *i : d.editor.scene()->items())
            if (i->type() == CourseItem::Type)
                return static_cast<CourseItem *>(i);
        return nullptr;
    }();
    auto *marks = [&]() -> ProblemMarksItem * {
        for (QGraphicsItem *i : d.editor.scene()->items())
            if (i->type() == ProblemMarksItem::Type)
                return static_cast<ProblemMarksItem *>(i);
        return nullptr;
    }();
    QVERIFY(course && marks);
    QCOMPARE(course->arrowCount(), 8);
    QCOMPARE(marks->markCount(), 0);
    // Issue 16: the "Start · 1 lap" flag sits in a free hex, over no tile's markings
    QCOMPARE(course->flagCentres().size(), 1);
    for (const QPointF flag : course->flagCentres())
        QCOMPARE(d.doc.track().tileAt(d.editor.scene()->layout().fromPixel(flag)), -1);
    d.editor.removeTiles({3});
    QCOMPARE(course->arrowCount(), 0);
    QVERIFY(marks->markCount() >= 2); // two open ends at the gap
    d.editor.scene()->selectIndices({0});
    d.actions.flip->trigger(); // 3 lanes against 2: mismatched edges
    QVERIFY(codes(d.doc.report()).contains(u"lane-mismatch"_s));
    QVERIFY(marks->markCount() >= 4);
    QVERIFY(d.editor.scene()->tileItem(0)->toolTip().contains(u"lanes"_s));
}

void tst_DesignerScene::rxCircuitArrowsOnBothBranches()
{
    // An RX circuit: arrows on the grid, the main lap and the joker branch; the status says so.
    const TrackReadResult rx = TrackFiles::read(QStringLiteral(PACENOTES_TESTDATA "/tracks/dirt-rx-grid-joker.json"), cat());
    QVERIFY2(rx.track, qPrintable(rx.error));
    Designer d(*rx.track);
    auto *course = [&]() -> CourseItem * {
        for (QGraphicsItem *i : d.editor.scene()->items())
            if (i->type() == CourseItem::Type)
                return static_cast<CourseItem *>(i);
        return nullptr;
    }();
    QVERIFY(course);
    const Course &c = d.doc.report().course;
    QCOMPARE(c.kind, Course::Kind::RxCircuit);
    QCOMPARE(course->arrowCount(), c.steps.size() + c.joker.size());
    QVERIFY(DesignerStatus::summary(d.doc).startsWith(u"Valid RX circuit"_s));
    keepShot(&d.view, u"designer-rx-joker.png"_s);
}

void tst_DesignerScene::listLayoutCompleteStatus()
{
    const TrackReadResult list = TrackFiles::read(QStringLiteral(PACENOTES_TESTDATA "/designer/dirt-rally1-ss1-list.json"), cat());
    QVERIFY2(list.track, qPrintable(list.error));
    const TrackReadResult full = TrackFiles::read(QStringLiteral(PACENOTES_TESTDATA "/designer/dirt-rally1-ss1.json"), cat());
    QVERIFY2(full.track, qPrintable(full.error));
    Designer d(*list.track);
    QVERIFY(!DesignerStatus::listComplete(d.doc));
    QVERIFY(DesignerStatus::summary(d.doc).contains(u"0 of 11"_s));
    // lay it out tile by tile as the rulebook's layout does: the status follows
    for (int i = 0; i < full.track->tiles.size(); ++i)
        d.editor.placeTile(full.track->tiles[i].sideId, full.track->tiles[i].pos, full.track->tiles[i].rotation);
    QVERIFY2(d.doc.report().isValid(), qPrintable(codes(d.doc.report()).join(u' ')));
    QVERIFY(DesignerStatus::listComplete(d.doc));
    QVERIFY(DesignerStatus::summary(d.doc).startsWith(u"Layout complete and valid"_s));
    d.editor.removeTiles({4});
    QVERIFY(!DesignerStatus::listComplete(d.doc));
}

void tst_DesignerScene::screenshotHasContent()
{
    Designer d(Samples::gtLoop());
    d.view.resize(640, 480);
    d.view.fitToView();
    const QImage shot = d.view.grab().toImage().convertToFormat(QImage::Format_RGB32);
    QCOMPARE(shot.size() / shot.devicePixelRatio(), QSize(640, 480));
    QSet<QRgb> colours;
    int road = 0;
    const QColor roadColour = TileStyle::road(Terrain::Asphalt);
    for (int y = 0; y < shot.height(); y += 2)
        for (int x = 0; x < shot.width(); x += 2) {
            const QRgb c = shot.pixel(x, y);
            colours.insert(c);
            road += qAbs(qRed(c) - roadColour.red()) + qAbs(qGreen(c) - roadColour.green())
                        + qAbs(qBlue(c) - roadColour.blue()) < 12;
        }
    QVERIFY2(colours.size() > 200, qPrintable(QString::number(colours.size())));
    const double roadShare = double(road) / (shot.width() / 2 * shot.height() / 2);
    QVERIFY2(roadShare > 0.05 && roadShare < 0.6, qPrintable(QString::number(roadShare)));
    if (const QByteArray out = qgetenv("PACENOTES_SHOTS"); !out.isEmpty())
        QVERIFY(shot.save(QString::fromLocal8Bit(out) + u"/designer-view.png"_s));
}

QTEST_MAIN(tst_DesignerScene)
#include "tst_designerscene.moc"
