// SPDX-License-Identifier: GPL-3.0-or-later
// The Tile Spaces editor offscreen: set the spaces of a lane, mark a limit (field, palette click
// and drag and drop), split and merge, undo and redo, save, copy, import with a conflict; the
// item model of the side list under QAbstractItemModelTester.
#include "catalog/tilecatalog.h"
#include "i18n/translations.h"
#include "itemmodels/spacesidesmodel.h"
#include "render/tilescans.h"
#include "spaces/markpalette.h"
#include "spaces/readingconversion.h"
#include "spaces/spacespainter.h"
#include "spaces/spaceeditorscene.h"
#include "spaces/spaceitem.h"
#include "spaces/spacelibrary.h"
#include "spaces/spacemarkspanel.h"
#include "spaces/spacemergedialog.h"
#include "spaces/spacesdocument.h"
#include "spaces/spacesidepanel.h"
#include "spaces/tilespaceswindow.h"
#include "settings/appsettings.h"

#include "keepshot.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QGraphicsSceneDragDropEvent>
#include <QGraphicsView>
#include <QImageWriter>
#include <QListWidget>
#include <QMimeData>
#include <QSpinBox>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

using namespace Pacenotes;
using namespace Qt::StringLiterals;

class tst_TileSpacesEditor : public QObject
{
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void sidesModel();
    void setCountsAndUndo();
    void markALimit();
    void paletteAndDrop();
    void splitAndMerge();
    void saveAndCopy();
    void importWithAConflict();
    void dirtSlideAndShortcut();
    void readingsShownAndCorrected();
    void pictureFolderUnderTheSpaces();
    void screenshots_data();
    void screenshots();

private:
    const TileCatalog &cat = TileCatalog::builtin();
    QTemporaryDir *m_dir = nullptr;
    SpaceLibrary *m_library = nullptr;
    TileSpacesWindow *m_window = nullptr;
    int laneCount(int road, int lane) const { return int(m_window->document()->spaces().laneSpaces(road, lane).size()); }
};

void tst_TileSpacesEditor::init()
{
    Translations::install(u"en"_s);
    m_dir = new QTemporaryDir;
    m_library = new SpaceLibrary(cat);
    // These tests edit templates: the readings shipped with the app are left out (see
    // readingsShownAndCorrected for those).
    m_library->setShippedReadings({});
    m_library->load(m_dir->filePath(u"mine.pnspaces"_s));
    m_window = new TileSpacesWindow(m_library, nullptr);
    QVERIFY(m_window->openSide(u"115b"_s));
}

void tst_TileSpacesEditor::cleanup()
{
    if (m_window)
        m_window->document()->undoStack()->setClean(); // no question on closing
    delete m_window;
    delete m_library;
    delete m_dir;
    m_window = nullptr;
}

void tst_TileSpacesEditor::sidesModel()
{
    SpaceSidesModel model(m_library);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(model.rowCount(), 261);
    const int row = model.rowOf(u"115b"_s);
    QVERIFY(row >= 0);
    QCOMPARE(model.data(model.index(row, SpaceSidesModel::DataColumn)).toString(), u"template"_s);
    QCOMPARE(model.data(model.index(row, 0), SpaceSidesModel::CoveredRole).toBool(), false);
    QVERIFY(!model.data(model.index(row, SpaceSidesModel::DataColumn), Qt::ToolTipRole).toString().isEmpty());
    TileSpaces mine = *m_library->find(u"115b"_s);
    mine.provenance = SpaceProvenance::Measured;
    QString error;
    QVERIFY(m_library->setSide(mine, &error));
    QCOMPARE(model.data(model.index(row, SpaceSidesModel::DataColumn)).toString(), u"measured"_s);
    QCOMPARE(model.data(model.index(row, SpaceSidesModel::SourceColumn)).toString(), SpaceLibrary::userPackName());
    QCOMPARE(model.data(model.index(row, 0), SpaceSidesModel::CoveredRole).toBool(), true);
    // measured but without the limits the catalog lists: warnings
    QVERIFY(model.data(model.index(row, SpaceSidesModel::ProblemsColumn)).toString().contains(u"warning"_s));
}

void tst_TileSpacesEditor::setCountsAndUndo()
{
    SpacesDocument *doc = m_window->document();
    QCOMPARE(laneCount(0, 0), 4);
    QSpinBox *lane1 = m_window->sidePanel()->laneBox(0, 0);
    QVERIFY(lane1);
    lane1->setValue(5);
    lane1->setValue(6); // one spin box turned twice: one undo step
    QCOMPARE(laneCount(0, 0), 6);
    QCOMPARE(laneCount(0, 1), 4);
    QCOMPARE(doc->undoStack()->count(), 1);
    QVERIFY(doc->isModified());
    QVERIFY(!SpaceCheck::hasErrors(doc->problems()));
    // The scene shows every space.
    QCOMPARE(m_window->scene()->itemFor(doc->spaces().spaces.last().id) != nullptr, true);
    doc->undoStack()->undo();
    QCOMPARE(laneCount(0, 0), 4);
    QCOMPARE(lane1->value(), 4);
    QVERIFY(!doc->isModified());
    doc->undoStack()->redo();
    QCOMPARE(laneCount(0, 0), 6);
    // All lanes of a road at once.
    m_window->sidePanel()->laneBox(0, -1)->setValue(3);
    QCOMPARE(laneCount(0, 0), 3);
    QCOMPARE(laneCount(0, 1), 3);
}

void tst_TileSpacesEditor::markALimit()
{
    SpacesDocument *doc = m_window->document();
    m_window->scene()->selectIds({3});
    QCOMPARE(m_window->marksPanel()->selection(), QList<int>{3});
    m_window->marksPanel()->limitBox()->setValue(2);
    QCOMPARE(doc->spaces().space(3)->marks.limit, 2);
    m_window->marksPanel()->dangerousBox()->setChecked(true);
    QVERIFY(doc->spaces().space(3)->marks.dangerous);
    QCOMPARE(doc->undoStack()->count(), 2);
    QCOMPARE(doc->undoStack()->undoText(), u"Dangerous corner"_s);
    doc->undoStack()->undo();
    QVERIFY(!doc->spaces().space(3)->marks.dangerous);
    doc->undoStack()->undo();
    QCOMPARE(doc->spaces().space(3)->marks.limit, 0);
    QCOMPARE(m_window->marksPanel()->limitBox()->value(), 0);
    // Sharp corner with a dotted line 1 on two spaces at once.
    m_window->scene()->selectIds({5, 6});
    QComboBox *line = m_window->marksPanel()->lineBox();
    line->setCurrentIndex(line->findData(1));
    QVERIFY(doc->spaces().space(5)->marks.sharp && doc->spaces().space(6)->marks.sharp);
    QCOMPARE(doc->spaces().space(6)->marks.line, 1);
    // A sharp space without a line is an error the check shows live.
    doc->changeMarks({5}, [](SpaceMarks &m) { m.line = 0; }, u"test"_s);
    QVERIFY(SpaceCheck::hasErrors(doc->problems()));
    QVERIFY(m_window->problemsList()->count() >= 1);
    QCOMPARE(m_window->problemsList()->item(0)->data(Qt::UserRole).toInt(), 5);
}

void tst_TileSpacesEditor::paletteAndDrop()
{
    SpacesDocument *doc = m_window->document();
    // Click: the selection.
    m_window->scene()->selectIds({1, 2});
    MarkButton *limit3 = nullptr;
    for (MarkButton *b : m_window->palette()->buttons())
        if (b->stamp() == MarkStamp{MarkStamp::Kind::Limit, 3})
            limit3 = b;
    QVERIFY(limit3);
    limit3->click();
    QCOMPARE(doc->spaces().space(1)->marks.limit, 3);
    QCOMPARE(doc->spaces().space(2)->marks.limit, 3);
    // Drop: onto space 7, not selected.
    SpaceItem *item = m_window->scene()->itemFor(7);
    QVERIFY(item);
    QMimeData mime;
    mime.setData(MarkStamp::mimeType(), MarkStamp{MarkStamp::Kind::DangerousLimit, 2}.toMime());
    QGraphicsSceneDragDropEvent drop(QEvent::GraphicsSceneDrop);
    drop.setMimeData(&mime);
    drop.setProposedAction(Qt::CopyAction);
    drop.setScenePos(m_window->scene()->spaceCentre(7));
    m_window->scene()->sendEvent(item, &drop);
    QCOMPARE(doc->spaces().space(7)->marks.limit, 2);
    QVERIFY(doc->spaces().space(7)->marks.dangerous);
    QCOMPARE(doc->spaces().space(1)->marks.limit, 3); // the selection was not touched
    // A stamp of the other game is ignored.
    doc->applyStamp({7}, MarkStamp{MarkStamp::Kind::Water, 0});
    QVERIFY(!doc->spaces().space(7)->marks.water);
    // Mime text that is no stamp is refused.
    QVERIFY(!MarkStamp::fromMime("limit:9"));
    QVERIFY(!MarkStamp::fromMime("banana:1"));
    QCOMPARE(MarkStamp::fromMime(MarkStamp{MarkStamp::Kind::SharpLine, 4}.toMime()), (MarkStamp{MarkStamp::Kind::SharpLine, 4}));
}

void tst_TileSpacesEditor::splitAndMerge()
{
    SpacesDocument *doc = m_window->document();
    const int before = int(doc->spaces().spaces.size());
    m_window->scene()->selectIds({3});
    m_window->splitAction()->trigger();
    QCOMPARE(doc->spaces().spaces.size(), before + 1);
    QCOMPARE(laneCount(0, 0), 5);
    QVERIFY(!SpaceCheck::hasErrors(doc->problems()));
    const QList<int> lane = doc->spaces().laneSpaces(0, 0);
    m_window->scene()->selectIds({doc->spaces().spaces[lane[1]].id, doc->spaces().spaces[lane[2]].id});
    m_window->mergeAction()->trigger();
    QCOMPARE(laneCount(0, 0), 4);
    QVERIFY(!SpaceCheck::hasErrors(doc->problems()));
    // Spaces of two lanes do not merge.
    QString why;
    QVERIFY(!doc->merge({1, 2}, &why));
    QVERIFY(!why.isEmpty());
    doc->undoStack()->undo();
    doc->undoStack()->undo();
    QCOMPARE(doc->spaces().spaces.size(), before);
}

void tst_TileSpacesEditor::saveAndCopy()
{
    SpacesDocument *doc = m_window->document();
    doc->setProvenance(SpaceProvenance::Measured);
    doc->applyStamp({5}, MarkStamp{MarkStamp::Kind::Limit, 2});
    QVERIFY(m_window->saveAction()->isEnabled());
    m_window->saveAction()->trigger();
    QVERIFY(!doc->isModified());
    QVERIFY(m_library->hasUserData(u"115b"_s));
    QCOMPARE(m_library->find(u"115b"_s)->spaces[4].marks.limit, 2);
    QVERIFY(m_window->windowTitle().startsWith(u"115b"_s));
    // 115a has the same roads but three lanes: not the same shape; 115b's other geometry twins do.
    QStringList twins;
    for (const TileSide *s : doc->sameGeometry())
        twins << s->id;
    QVERIFY(!twins.contains(u"115a"_s));
    QVERIFY(twins.contains(u"105b"_s));
    QString error;
    QVERIFY(doc->copyTo({u"105b"_s}, false, &error));
    const TileSpaces *copy = m_library->find(u"105b"_s);
    QCOMPARE(copy->provenance, SpaceProvenance::Estimated);
    QVERIFY(copy->note.contains(u"115b"_s));
    QCOMPARE(copy->spaces[4].marks.limit, 0); // markings not copied
    QVERIFY(!doc->copyTo({u"115a"_s}, false, &error));
    // Forget: the template again.
    QVERIFY(doc->revertToTemplate(&error));
    QCOMPARE(doc->spaces().provenance, SpaceProvenance::Template);
    QVERIFY(!m_library->hasUserData(u"115b"_s));
}

void tst_TileSpacesEditor::importWithAConflict()
{
    // Mine: 115b measured with a limit 3 on space 5; theirs: limit 2 there, and 106b new.
    TileSpaces mine = *m_library->find(u"115b"_s);
    mine.provenance = SpaceProvenance::Measured;
    mine.spaces[4].marks.limit = 3;
    QString error;
    QVERIFY(m_library->setSide(mine, &error));
    SpacePack theirs;
    theirs.info.name = u"Club"_s;
    TileSpaces other = mine;
    other.spaces[4].marks.limit = 2;
    other.author = u"Someone"_s;
    theirs.sides.insert(u"115b"_s, other);
    theirs.sides.insert(u"106b"_s, SpaceTemplates::generate(*cat.sideById(u"106b"_s)));
    const QString path = m_dir->filePath(u"club.pnspaces"_s);
    QVERIFY(SpacePackFile::write(path, theirs, cat, &error));

    bool shown = false;
    QTimer::singleShot(0, this, [&shown] {
        auto *dialog = qobject_cast<SpaceMergeDialog *>(QApplication::activeModalWidget());
        QVERIFY(dialog);
        shown = true;
        QCOMPARE(dialog->conflictList()->count(), 1);
        keepShot(dialog, u"spaces-merge-en.png"_s);
        dialog->choose(u"115b"_s, MergeChoice::TakeTheirs);
        dialog->accept();
    });
    QVERIFY(m_window->importPack(path));
    QVERIFY(shown);
    QCOMPARE(m_library->find(u"115b"_s)->spaces[4].marks.limit, 2);
    QCOMPARE(m_library->find(u"115b"_s)->author, u"Someone"_s);
    QVERIFY(m_library->hasUserData(u"106b"_s));
    QCOMPARE(m_window->document()->spaces().spaces[4].marks.limit, 2); // the open side follows
    // A broken pack is refused with a message, nothing changed.
    QTimer::singleShot(0, this, [] {
        if (QWidget *box = QApplication::activeModalWidget())
            box->close();
    });
    QVERIFY(!m_window->importPack(QStringLiteral(PACENOTES_TESTDATA "/malformed-spaces/zip-slip.pnspaces")));
    QCOMPARE(m_library->find(u"115b"_s)->spaces[4].marks.limit, 2);
}

void tst_TileSpacesEditor::dirtSlideAndShortcut()
{
    QVERIFY(m_window->openSide(u"217b"_s));
    SpacesDocument *doc = m_window->document();
    QCOMPARE(doc->side()->game, Game::Dirt);
    const int before = int(doc->spaces().spaces.size());
    QString why;
    QVERIFY2(doc->addSlideZone({3, 4}, &why), qPrintable(why));
    QCOMPARE(doc->spaces().spaces.size(), before + 2);
    QVERIFY(!SpaceCheck::hasErrors(doc->problems()));
    const TileSpace &slide = doc->spaces().spaces.last();
    QCOMPARE(slide.span, 2);
    QVERIFY(!slide.marks.slide.isEmpty());
    QVERIFY2(doc->addShortcut({1, 7}, &why), qPrintable(why));
    const TileSpace &cut = doc->spaces().spaces.last();
    QVERIFY(cut.offRoad && cut.marks.shortcut);
    QCOMPARE(cut.links.size(), 2);
    QVERIFY(!SpaceCheck::hasErrors(doc->problems()));
    m_window->resize(1280, 820);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window));
    m_window->view()->fitInView(m_window->scene()->sceneRect(), Qt::KeepAspectRatio);
    keepShot(m_window, u"spaces-editor-dirt-en.png"_s);
    QVERIFY(doc->removeSpaces({cut.id}, &why));
    QVERIFY(doc->removeSpaces({slide.id}, &why));
    QCOMPARE(doc->spaces().spaces.size(), before);
    QVERIFY(!doc->removeSpaces({1}, &why)); // lane spaces go by counts
    // GT tiles have neither.
    doc->undoStack()->setClean();
    QVERIFY(m_window->openSide(u"115b"_s));
    QVERIFY(!doc->addSlideZone({3, 4}, &why));
}

namespace {

/// The sides the developers read off the pictures and checked by eye (tests/data/readings/eye).
std::shared_ptr<const SpacePack> eyeReadings()
{
    ReadingConversion::FolderResult r = ReadingConversion::packFromFolder(
        QStringLiteral(PACENOTES_TESTDATA "/readings/eye"), TileCatalog::builtin(), {u"Test readers"_s, u"2026-11-28"_s});
    // One doubt to show: the count of 112b's outside lane, and the limit of its corner space.
    TileSpaces &s = r.pack.sides[u"112b"_s];
    for (int i : s.laneSpaces(0, 1))
        s.spaces[i].uncertain = true;
    const int corner = s.laneSpaces(0, 0)[1];
    s.spaces[corner].uncertainMarks.add(MarkField::Limit);
    s.spaces[corner].why = u"faint in the picture"_s;
    return std::make_shared<const SpacePack>(r.pack);
}

} // namespace

void tst_TileSpacesEditor::readingsShownAndCorrected()
{
    m_library->setShippedReadings(eyeReadings());
    QVERIFY(m_window->openSide(u"112b"_s));
    SpacesDocument *doc = m_window->document();
    QCOMPARE(doc->spaces().provenance, SpaceProvenance::ReadFromPicture);
    QVERIFY(!doc->isUserData());
    const TileSpaces &read = doc->spaces();
    const int corner = read.spaces[read.laneSpaces(0, 0)[1]].id;
    const int outside = read.spaces[read.laneSpaces(0, 1)[0]].id;
    // Shown as uncertain: "?" after the number (the count) or the marks, the doubt in words.
    QCOMPARE(SpacesPainter::spaceText(*read.space(corner)), u"%1 2 ┆1?"_s.arg(corner));
    QCOMPARE(SpacesPainter::spaceText(*read.space(outside)), u"%1?"_s.arg(outside));
    QVERIFY(m_window->scene()->itemFor(corner)->toolTip().contains(u"faint in the picture"_s));
    QCOMPARE(m_window->sidePanel()->laneBox(0, 1)->suffix(), u" ?"_s);
    m_window->scene()->selectIds({corner});
    QVERIFY(m_window->marksPanel()->uncertainBox()->isChecked());
    QVERIFY(m_window->certainAction()->isEnabled());

    // Checking it on the tile: Mark as Certain. The data is now the user's correction, "measured".
    m_window->certainAction()->trigger();
    QVERIFY(!doc->spaces().space(corner)->doubtful());
    QCOMPARE(doc->spaces().provenance, SpaceProvenance::Measured);
    QVERIFY(doc->spaces().note.startsWith(u"Corrected from the reading of tile-112b-1.webp."_s));
    QVERIFY(doc->spaces().picture.isEmpty());
    // Setting a count clears that lane's doubt.
    m_window->sidePanel()->laneBox(0, 1)->setValue(5);
    QVERIFY(!doc->spaces().space(outside)->uncertain);
    QCOMPARE(m_window->sidePanel()->laneBox(0, 1)->suffix(), QString());
    m_window->saveAction()->trigger();
    // The correction is the user's and wins over the shipped reading.
    QVERIFY(m_library->hasUserData(u"112b"_s));
    QCOMPARE(m_library->find(u"112b"_s)->provenance, SpaceProvenance::Measured);
    QCOMPARE(m_library->sources().find(u"112b"_s).source, SpaceLibrary::userPackName());
    QCOMPARE(SpaceTemplates::countsOf(*m_library->find(u"112b"_s), *cat.side(u"112b"_s)), (LaneCounts{{3, 5}}));
    // Forgetting it brings the shipped reading back.
    QString error;
    QVERIFY(doc->revertToTemplate(&error));
    QCOMPARE(doc->spaces().provenance, SpaceProvenance::ReadFromPicture);
    // Marking uncertain and setting a mark: a mark the user sets is no longer in doubt.
    m_window->scene()->selectIds({corner});
    m_window->marksPanel()->limitBox()->setValue(3);
    QVERIFY(!doc->spaces().space(corner)->uncertainMarks.has(MarkField::Limit));
    m_window->marksPanel()->uncertainBox()->setChecked(true);
    QVERIFY(doc->spaces().space(corner)->uncertain);
}

void tst_TileSpacesEditor::pictureFolderUnderTheSpaces()
{
    // Pictures named like Rekee's (tile-<side>-<variant>), flat-topped with edge A on top: two
    // copies of 112b, one red, one blue (made up for the test), and WebP when Qt reads it.
    QTemporaryDir pictures;
    QImage red(520, 450, QImage::Format_RGB32), blue(520, 450, QImage::Format_RGB32);
    red.fill(QColor(220, 0, 0));
    blue.fill(QColor(0, 0, 220));
    QVERIFY(red.save(pictures.filePath(u"tile-112b-1.png"_s)));
    QVERIFY(blue.save(pictures.filePath(u"tile-112b-2.png"_s)));
    const bool webp = QImageWriter::supportedImageFormats().contains("webp");
    if (webp)
        QVERIFY(red.save(pictures.filePath(u"tile-109b.webp"_s)));
    QVERIFY(!m_window->setPictureFolder(m_dir->path())); // no picture named by tile side there
    QVERIFY(m_window->setPictureFolder(pictures.path()));
    QCOMPARE(m_window->scans().files(u"112b"_s).size(), 2);
    QCOMPARE(m_window->scans().files(u"109b"_s).size(), webp ? 1 : 0);
    QVERIFY(m_window->openSide(u"112b"_s));
    m_window->resize(1024, 700);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window));
    // The picture is under the spaces, scaled to the hex: the middle of the tile is red.
    const auto centreColour = [this] {
        const QImage shot = m_window->view()->viewport()->grab().toImage();
        const QPoint centre = m_window->view()->mapFromScene(QPointF(0, -SpaceEditorScene::kHexSize * 0.8));
        return QColor(shot.pixel(centre));
    };
    QVERIFY2(centreColour().red() > 150 && centreColour().blue() < 100, qPrintable(centreColour().name()));
    m_window->nextPicture();
    QCOMPARE(m_window->scans().chosen(u"112b"_s), 1);
    QVERIFY2(centreColour().blue() > 150 && centreColour().red() < 100, qPrintable(centreColour().name()));
    keepShot(m_window, u"spaces-editor-picture.png"_s);
    // Back to the drawing.
    QVERIFY(m_window->setPictureFolder(QString()));
    QVERIFY(m_window->scans().files(u"112b"_s).isEmpty());
    AppSettings().setSpacesPictureFolder(QString());
}

void tst_TileSpacesEditor::screenshots_data()
{
    QTest::addColumn<QString>("lang");
    QTest::newRow("en") << u"en"_s;
    QTest::newRow("ru") << u"ru"_s;
}

void tst_TileSpacesEditor::screenshots()
{
    QFETCH(QString, lang);
    // A fresh window in the language (widgets take their texts when built).
    m_window->document()->undoStack()->setClean();
    delete m_window;
    Translations::install(lang);
    m_window = new TileSpacesWindow(m_library, nullptr);
    QVERIFY(m_window->openSide(u"118b"_s));
    SpacesDocument *doc = m_window->document();
    // Made-up markings to show the editor at work (not a reading of tile 118b).
    QCOMPARE(doc->spaces().spaces.size(), 8);
    doc->applyStamp({3, 4}, MarkStamp{MarkStamp::Kind::Limit, 4});
    doc->applyStamp({5}, MarkStamp{MarkStamp::Kind::DangerousLimit, 5});
    doc->applyStamp({6}, MarkStamp{MarkStamp::Kind::SharpLine, 3});
    m_window->scene()->selectIds({5});
    m_window->resize(1280, 820);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window));
    m_window->view()->fitInView(m_window->scene()->sceneRect(), Qt::KeepAspectRatio);
    keepShot(m_window, u"spaces-editor-%1.png"_s.arg(lang));
    QVERIFY(m_window->windowTitle().contains(u"118b"_s));
    // A side read off its picture, with doubts (the sides checked by eye, one doubt added), at the
    // small screen size.
    m_library->setShippedReadings(eyeReadings());
    m_window->document()->undoStack()->setClean(); // the made-up markings above go unsaved
    QVERIFY(m_window->openSide(u"112b"_s));
    const TileSpaces &read = m_window->document()->spaces();
    m_window->scene()->selectIds({read.spaces[read.laneSpaces(0, 0)[1]].id});
    m_window->resize(1024, 700);
    m_window->view()->fitInView(m_window->scene()->sceneRect(), Qt::KeepAspectRatio);
    keepShot(m_window, u"spaces-editor-reading-%1.png"_s.arg(lang));
    Translations::install(u"en"_s);
}

QTEST_MAIN(tst_TileSpacesEditor)
#include "tst_tilespaceseditor.moc"
