// SPDX-License-Identifier: GPL-3.0-or-later
// The designer's panels, dialogs, settings and file handling, offscreen: the palette's filters,
// appending by double-click and Return with turn hints, the list header; the problems panel
// picking a tile; the track panel; the boxes and properties dialogs; remembered settings;
// New/Open/Save with the unsaved-changes question answered by the test.
#include "sampletracks.h"

#include "catalog/tilecatalog.h"
#include "dialogs/boxesdialog.h"
#include "dialogs/trackpropertiesdialog.h"
#include "io/trackfiles.h"
#include "itemmodels/problemlistmodel.h"
#include "itemmodels/tilecatalogmodel.h"
#include "itemmodels/tilefilterproxy.h"
#include "panels/palettepanel.h"
#include "panels/problemspanel.h"
#include "panels/tilethumbnaildelegate.h"
#include "panels/trackinfopanel.h"
#include "settings/appsettings.h"
#include "shell/filecontroller.h"
#include "track/commands/rotatetilescommand.h"
#include "track/trackdocument.h"
#include "track/trackproperties.h"

#include <QAbstractItemModelTester>
#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>

using namespace Pacenotes;
using namespace Qt::StringLiterals;

Q_DECLARE_METATYPE(Pacenotes::TurnHint)

namespace {
const TileCatalog &cat()
{
    return TileCatalog::builtin();
}

QStringList shownIds(const PalettePanel &p)
{
    QStringList ids;
    for (int r = 0; r < p.proxy()->rowCount(); ++r)
        ids << p.proxy()->index(r, 0).data(TileCatalogModel::SideIdRole).toString();
    return ids;
}

QPoint centreOf(QListView *list, const QString &id)
{
    for (int r = 0; r < list->model()->rowCount(); ++r) {
        const QModelIndex i = list->model()->index(r, 0);
        if (i.data(TileCatalogModel::SideIdRole).toString() == id) {
            list->scrollTo(i);
            return list->visualRect(i).center();
        }
    }
    return {};
}
} // namespace

class tst_DesignerPanels : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void paletteFollowsGameAndFilters();
    void paletteDoubleClickAndReturnAppend();
    void paletteListMode();
    void paletteOverUseBadge();
    void problemsPanelPicksTile();
    void trackInfoPanel();
    void boxesDialog();
    void propertiesDialog();
    void settingsRoundTrip();
    void fileNewOpenSave();
    void fileOpenFailureKeepsWork();
    void fileOpenAsksOnce();
    void newTrackFollowsThePalettesGame();
};

void tst_DesignerPanels::initTestCase()
{
    qRegisterMetaType<TurnHint>();
    QCoreApplication::setOrganizationName(u"PacenotesTests"_s);
    QCoreApplication::setApplicationName(u"tst_designerpanels"_s);
    QSettings().clear();
}

void tst_DesignerPanels::paletteFollowsGameAndFilters()
{
    TrackDocument doc(cat());
    PalettePanel palette(&doc);
    QAbstractItemModelTester tester(palette.proxy(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QVERIFY(shownIds(palette).contains(u"101"_s)); // a new track is GT
    QVERIFY(!shownIds(palette).contains(u"201a"_s));
    Track dirt;
    dirt.game = Game::Dirt;
    doc.reset(dirt);
    QVERIFY(shownIds(palette).contains(u"201a"_s));
    QVERIFY(!shownIds(palette).contains(u"101"_s));

    palette.searchField()->setText(u"21"_s);
    QVERIFY(shownIds(palette).contains(u"213a"_s));
    QVERIFY(!shownIds(palette).contains(u"208a"_s));
    palette.searchField()->clear();
    for (QComboBox *c : palette.findChildren<QComboBox *>())
        if (c->findData(int(Terrain::Snow)) >= 0 && c->itemText(0) == palette.tr("Any terrain"))
            c->setCurrentIndex(c->findData(int(Terrain::Snow)));
    QVERIFY(!shownIds(palette).isEmpty());
    for (const QString &id : shownIds(palette))
        QCOMPARE(cat().sideById(id)->terrain, Terrain::Snow);
}

void tst_DesignerPanels::paletteDoubleClickAndReturnAppend()
{
    TrackDocument doc(cat());
    PalettePanel palette(&doc);
    palette.resize(340, 700);
    palette.show();
    QVERIFY(QTest::qWaitForWindowExposed(&palette));
    QSignalSpy append(&palette, &PalettePanel::appendRequested);
    QSignalSpy current(&palette, &PalettePanel::currentSideChanged);
    QListView *list = palette.listView();
    const QPoint p = centreOf(list, u"105b"_s);
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, p);
    QCOMPARE(palette.currentSide(), u"105b"_s);
    QVERIFY(!current.isEmpty());
    QTest::mouseDClick(list->viewport(), Qt::LeftButton, Qt::ShiftModifier, p);
    QCOMPARE(append.size(), 1);
    QCOMPARE(append.last().at(0).toString(), u"105b"_s);
    QCOMPARE(append.last().at(1).value<TurnHint>(), TurnHint::Left);
    list->setFocus();
    QTest::keyClick(list, Qt::Key_Return, Qt::ControlModifier);
    QCOMPARE(append.size(), 2);
    QCOMPARE(append.last().at(1).value<TurnHint>(), TurnHint::Right);
    QTest::keyClick(list, Qt::Key_Return, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(append.last().at(1).value<TurnHint>(), TurnHint::Straight);
    QTest::keyClick(list, Qt::Key_Return);
    QCOMPARE(append.last().at(1).value<TurnHint>(), TurnHint::Any);
}

void tst_DesignerPanels::paletteListMode()
{
    const TrackReadResult read = TrackFiles::read(QStringLiteral(PACENOTES_TESTDATA "/designer/dirt-rally1-ss1-list.json"), cat());
    QVERIFY2(read.track, qPrintable(read.error));
    TrackDocument doc(cat());
    PalettePanel palette(&doc);
    palette.show();
    doc.reset(*read.track);
    QVERIFY(palette.model()->isListMode());
    QCOMPARE(palette.proxy()->rowCount(), 11);
    QCOMPARE(palette.model()->listRequired(), 11);
    const auto header = palette.findChildren<QLabel *>();
    const bool shown = std::any_of(header.cbegin(), header.cend(), [](const QLabel *l) {
        return l->isVisible() && l->text().contains(u"0 of 11"_s);
    });
    QVERIFY(shown);
    QCheckBox *whole = nullptr;
    for (QCheckBox *c : palette.findChildren<QCheckBox *>())
        if (c->text() == palette.tr("Show the whole catalog"))
            whole = c;
    QVERIFY(whole);
    whole->setChecked(true);
    QVERIFY(palette.proxy()->rowCount() > 11);
    whole->setChecked(false);

    // Issue 16: opening another list (same list mode, no dataChanged) renames the header.
    const auto headerText = [&] {
        for (const QLabel *l : palette.findChildren<QLabel *>())
            if (l->isVisible() && l->text().contains(u" placed"_s))
                return l->text();
        return QString();
    };
    for (const QString &name : {u"gt-track-1.json"_s, u"gt-track-2.json"_s}) {
        const TrackReadResult gt = TrackFiles::read(u":/tracks/"_s + name, cat());
        QVERIFY2(gt.track, qPrintable(gt.error));
        doc.reset(*gt.track);
    }
    QVERIFY2(headerText().contains(u"GT Track 2"_s), qPrintable(headerText()));
    QVERIFY2(headerText().contains(u"0 of 16"_s), qPrintable(headerText()));
    // a new title alone (Track Properties) follows too
    TrackProperties p = TrackProperties::of(doc.track());
    p.title = u"My copy"_s;
    doc.setProperties(p);
    QVERIFY2(headerText().contains(u"My copy"_s), qPrintable(headerText()));
}

void tst_DesignerPanels::paletteOverUseBadge()
{
    // Issue 16: the badge of an over-used tile read "×-1".
    TrackDocument doc(cat());
    PalettePanel palette(&doc);
    Track t;
    const int owned = Collection::everyBox(cat()).copiesOf(105, cat());
    for (int i = 0; i <= owned; ++i)
        t.tiles.append(PlacedTile{u"105a"_s, 0, {2 * i, 0}, 0});
    doc.reset(t);
    const QModelIndex i105 = palette.model()->index(palette.model()->rowOf(u"105a"_s));
    QCOMPARE(i105.data(TileCatalogModel::FreeRole).toInt(), -1);
    QCOMPARE(TileThumbnailDelegate::badgeText(i105), u"1 too many"_s);
    const QModelIndex i103 = palette.model()->index(palette.model()->rowOf(u"103a"_s));
    QCOMPARE(TileThumbnailDelegate::badgeText(i103), u"×%1"_s.arg(Collection::everyBox(cat()).copiesOf(103, cat())));
}

void tst_DesignerPanels::problemsPanelPicksTile()
{
    TrackDocument doc(cat());
    Track t = Samples::gtLoop();
    t.tiles.removeAt(4);
    doc.reset(t);
    ProblemsPanel panel(&doc);
    panel.resize(300, 400);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    QSignalSpy picked(&panel, &ProblemsPanel::tileRequested);
    QListView *list = panel.listView();
    QVERIFY(list->model()->rowCount() >= 2);
    int row = -1;
    for (int r = 0; r < list->model()->rowCount() && row < 0; ++r)
        if (list->model()->index(r, 0).data(ProblemListModel::TileRole).toInt() >= 0)
            row = r;
    QVERIFY(row >= 0);
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualRect(list->model()->index(row, 0)).center());
    QCOMPARE(picked.size(), 1);
    QCOMPARE(picked.first().first().toInt(), list->model()->index(row, 0).data(ProblemListModel::TileRole).toInt());
    doc.reset(Samples::gtLoop());
    QCOMPARE(list->model()->rowCount(), 0);
}

void tst_DesignerPanels::trackInfoPanel()
{
    TrackDocument doc(cat());
    TrackInfoPanel panel(&doc);
    Track t = Samples::gtLoop();
    t.title = u"Grand Prix <3>"_s;
    t.author = u"Ann"_s;
    t.laps = 3;
    doc.reset(t);
    const QString text = panel.text();
    QVERIFY(text.contains(u"Grand Prix &lt;3&gt;"_s)); // escaped, not markup
    QVERIFY(text.contains(u"by Ann"_s));
    QVERIFY(text.contains(u"circuit, 3 lap(s)"_s));
    QVERIFY(text.contains(u"Rallyman: GT core box"_s));
    QVERIFY(panel.aboutListText().isEmpty());
    t.notes = u"My own notes"_s;
    doc.reset(t);
    QVERIFY(panel.text().contains(u"My own notes"_s)); // a user's notes stay in the panel

    // Issue 16: a ready-made list names its source for players; its doubts go behind a link.
    const TrackReadResult list = TrackFiles::read(u":/tracks/dirt-rally-2-ss1.json"_s, cat());
    QVERIFY(list.track);
    doc.reset(*list.track);
    QVERIFY(panel.text().contains(u"special stage 1"_s));
    QVERIFY(panel.text().contains(u"About this list"_s));
    QVERIFY(!panel.text().contains(u"numbering"_s));
    QVERIFY(panel.aboutListText().startsWith(u"Rally 2 is our numbering"_s));
}

void tst_DesignerPanels::boxesDialog()
{
    Collection c;
    c.setCount(u"gt-core"_s, 2);
    c.setCount(u"dirt-rx"_s, 1);
    BoxesDialog dialog(cat(), c);
    QCOMPARE(dialog.collection(), c);
    dialog.spinBoxFor(u"gt-world-tour"_s)->setValue(3);
    QCOMPARE(dialog.collection().count(u"gt-world-tour"_s), 3);
    for (QPushButton *b : dialog.findChildren<QPushButton *>())
        if (b->text() == dialog.tr("None"))
            b->click();
    QVERIFY(dialog.collection().isEmpty());
    for (QPushButton *b : dialog.findChildren<QPushButton *>())
        if (b->text() == dialog.tr("One of Each"))
            b->click();
    // the same boxes as the assumed "one of each", but now the user's word
    QCOMPARE(dialog.collection().counts(), Collection::everyBox(cat()).counts());
    QVERIFY(dialog.collection().isStated());
    QVERIFY(!Collection::everyBox(cat()).isStated());
}

void tst_DesignerPanels::propertiesDialog()
{
    TrackProperties p;
    p.title = u"Old"_s;
    p.laps = 2;
    TrackPropertiesDialog dialog(p);
    auto edits = dialog.findChildren<QLineEdit *>();
    QVERIFY(edits.size() >= 3);
    edits[0]->setText(u"  New title  "_s);
    dialog.findChild<QSpinBox *>()->setValue(4);
    const TrackProperties out = dialog.properties();
    QCOMPARE(out.title, u"New title"_s);
    QCOMPARE(out.laps, 4);
    QCOMPARE(out.game, Game::GT);
}

void tst_DesignerPanels::settingsRoundTrip()
{
    AppSettings s;
    QCOMPARE(s.collection(cat()), Collection::everyBox(cat())); // never set: one of each
    Collection c;
    c.setCount(u"gt-core"_s, 2);
    c.setCount(u"dirt-core"_s, 1);
    s.setCollection(c);
    QCOMPARE(AppSettings().collection(cat()), c);
    QSettings().setValue(u"collection/boxes"_s, u"gt-core=2,no-such-box,dirt-core=x"_s);
    Collection partial;
    partial.setCount(u"gt-core"_s, 2);
    QCOMPARE(AppSettings().collection(cat()), partial); // the good part survives
    for (int i = 0; i < 10; ++i)
        s.addRecentFile(u"/tmp/track%1.pacenotes"_s.arg(i));
    s.addRecentFile(u"/tmp/track3.pacenotes"_s);
    const QStringList recent = AppSettings().recentFiles();
    QCOMPARE(recent.size(), AppSettings::kMaxRecentFiles);
    QCOMPARE(recent.first(), u"/tmp/track3.pacenotes"_s);
    QCOMPARE(recent.count(u"/tmp/track3.pacenotes"_s), 1);
    s.setLanguage(u"ru"_s);
    QCOMPARE(AppSettings().language(), u"ru"_s);
    s.setGridVisible(false);
    QVERIFY(!AppSettings().gridVisible());
    QVERIFY(AppSettings().labelsVisible());
}

void tst_DesignerPanels::fileNewOpenSave()
{
    QTemporaryDir dir;
    AppSettings settings;
    QWidget window;
    TrackDocument doc(cat());
    FileController files(&doc, &settings, &window);
    QStringList errors;
    files.setErrorReporter([&](const QString &, const QString &text) { errors << text; });
    int asked = 0;
    QMessageBox::StandardButton answer = QMessageBox::Cancel;
    files.setSaveQuestion([&] {
        ++asked;
        return answer;
    });
    QSignalSpy replaced(&files, &FileController::documentReplaced);

    doc.reset(Samples::gtLoop());
    const QString path = dir.filePath(u"loop.json"_s);
    QVERIFY(files.saveTo(path));
    QCOMPARE(doc.filePath(), path);
    QCOMPARE(settings.recentFiles().first(), QFileInfo(path).absoluteFilePath());

    doc.undoStack()->push(new RotateTilesCommand(&doc, {0}, 1));
    answer = QMessageBox::Cancel;
    files.newTrack();
    QCOMPARE(asked, 1);
    QCOMPARE(doc.track().tiles.size(), 8); // cancelled: the work is still there
    QVERIFY(doc.isModified());

    answer = QMessageBox::Save; // saves to the file it came from, then opens a new track
    files.newTrack();
    QCOMPARE(asked, 2);
    QVERIFY(doc.track().tiles.isEmpty());
    QCOMPARE(replaced.size(), 1);
    QVERIFY(files.openPath(path));
    QCOMPARE(doc.track().tiles[0].rotation, HexDir::rotate(Samples::gtLoop().tiles[0].rotation, 1));
    QVERIFY(errors.isEmpty());

    doc.undoStack()->push(new RotateTilesCommand(&doc, {1}, 1));
    answer = QMessageBox::Discard;
    QVERIFY(files.openPath(path));
    QCOMPARE(doc.track().tiles[1], Samples::gtLoop().tiles[1]); // the change was dropped
    QVERIFY(files.maybeSave()); // nothing to save: no question
    QCOMPARE(asked, 3);
}

void tst_DesignerPanels::fileOpenFailureKeepsWork()
{
    QTemporaryDir dir;
    AppSettings settings;
    QWidget window;
    TrackDocument doc(cat());
    FileController files(&doc, &settings, &window);
    QStringList errors;
    files.setErrorReporter([&](const QString &, const QString &text) { errors << text; });
    files.setSaveQuestion([] { return QMessageBox::Discard; });
    doc.reset(Samples::gtLoop());
    const QString bad = dir.filePath(u"bad.json"_s);
    QFile f(bad);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("\x00\x01 not json at all");
    f.close();
    QVERIFY(!files.openPath(bad));
    QCOMPARE(errors.size(), 1);
    QCOMPARE(doc.track(), Samples::gtLoop());
    // an unwritable place: the document stays modified, the error is shown
    doc.undoStack()->push(new RotateTilesCommand(&doc, {0}, 1));
    QVERIFY(!files.saveTo(dir.filePath(u"missing/folder/x.json"_s)));
    QCOMPARE(errors.size(), 2);
    QVERIFY(doc.isModified());
}

void tst_DesignerPanels::fileOpenAsksOnce()
{
    // Issue 16: Ctrl+O, Discard, pick a file — the question must not come again.
    QTemporaryDir dir;
    AppSettings settings;
    QWidget window;
    TrackDocument doc(cat());
    FileController files(&doc, &settings, &window);
    const QString path = dir.filePath(u"loop.json"_s);
    doc.reset(Samples::gtLoop());
    QVERIFY(files.saveTo(path));
    int asked = 0;
    files.setSaveQuestion([&] {
        ++asked;
        return QMessageBox::Discard;
    });
    int chosen = 0;
    files.setFileChooser([&](const QString &, const QString &, const QString &) {
        ++chosen;
        return path;
    });
    doc.undoStack()->push(new RotateTilesCommand(&doc, {0}, 1));
    files.open();
    QCOMPARE(asked, 1);
    QCOMPARE(chosen, 1);
    QCOMPARE(doc.track(), Samples::gtLoop()); // opened, the change dropped
    QVERIFY(!doc.isModified());
    doc.undoStack()->push(new RotateTilesCommand(&doc, {0}, 1));
    files.importTrack();
    QCOMPARE(asked, 2);
    QCOMPARE(chosen, 2);
    QCOMPARE(doc.track(), Samples::gtLoop());
    // cancelled at the question: no file dialog
    files.setSaveQuestion([&] {
        ++asked;
        return QMessageBox::Cancel;
    });
    doc.undoStack()->push(new RotateTilesCommand(&doc, {0}, 1));
    files.open();
    QCOMPARE(asked, 3);
    QCOMPARE(chosen, 2);
    QVERIFY(doc.isModified());
}

void tst_DesignerPanels::newTrackFollowsThePalettesGame()
{
    // Issue 16: New Track after a GT track, with the palette showing DIRT, is a DIRT track.
    AppSettings settings;
    QWidget window;
    TrackDocument doc(cat());
    FileController files(&doc, &settings, &window);
    doc.reset(Samples::gtLoop());
    std::optional<Game> paletteGame = Game::Dirt;
    files.setNewTrackGame([&] { return paletteGame; });
    files.newTrack();
    QCOMPARE(doc.track().game, Game::Dirt);
    paletteGame.reset(); // "All games": the last track's game
    files.newTrack();
    QCOMPARE(doc.track().game, Game::Dirt);
}

QTEST_MAIN(tst_DesignerPanels)
#include "tst_designerpanels.moc"
