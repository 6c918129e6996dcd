// SPDX-License-Identifier: GPL-3.0-or-later
// "Lay out for me" in the designer: the dialog runs the solver on its threads (driven here by
// signals, never by sleeps), shows the layouts found, stops on request keeping what it found,
// explains a list without a layout, and applies a layout as one undo step.
#include "keepshot.h"
#include "solverhelpers.h"

#include "designer/designereditor.h"
#include "designer/trackview.h"
#include "i18n/translations.h"
#include "io/trackfiles.h"
#include "itemmodels/layoutresultmodel.h"
#include "itemmodels/tilecatalogmodel.h"
#include "panels/palettepanel.h"
#include "solver/layoutsolver.h"
#include "solver/layoutdialog.h"
#include "solver/layoutsources.h"
#include "track/commands/replacetilescommand.h"
#include "track/trackdocument.h"

#include <QCheckBox>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QTest>

using namespace Pacenotes;
using namespace Pacenotes::Test;
using namespace Qt::StringLiterals;

namespace {

constexpr int kSolveTimeoutMs = 120000;

Track gtTrack1()
{
    const TrackReadResult r = TrackFiles::read(QStringLiteral(PACENOTES_SOURCE_DIR "/tracks/gt-track-1.json"),
                                               TileCatalog::builtin());
    return r.track ? *r.track : Track{};
}

template<typename T>
T *child(QObject *parent, const QString &name)
{
    T *c = parent->findChild<T *>(name);
    if (!c)
        qFatal("no child %s", qPrintable(name));
    return c;
}

void typeList(LayoutDialog &dialog, const QString &text)
{
    QLineEdit *list = child<QLineEdit>(&dialog, u"tileList"_s);
    list->selectAll();
    QTest::keyClicks(list, text); // as typed: the source becomes "a list I type"
}

} // namespace

class tst_LayoutDialog : public QObject
{
    Q_OBJECT
private slots:
    void cleanup() { Translations::install(u"en"_s); }
    void solvesAndApplies_data();
    void solvesAndApplies();
    void stopKeepsWhatWasFound();
    void anotherTrackDropsResults();
    void anotherTrackDuringSearch();
    void noLayoutSaysWhy();
    void finishedStageLaysOutAfresh();
    void badListIsRefused();
    void optionsMakeTheRequest();
    void paletteFreeTiles();
    void paletteListButton();
};

void tst_LayoutDialog::solvesAndApplies_data()
{
    QTest::addColumn<QString>("lang");
    QTest::newRow("en") << u"en"_s;
    QTest::newRow("ru") << u"ru"_s;
}

void tst_LayoutDialog::solvesAndApplies()
{
    QFETCH(QString, lang);
    Translations::install(lang);
    TrackDocument doc(TileCatalog::builtin());
    doc.setCollection(plenty());
    doc.reset(gtTrack1());
    const Track before = doc.track();
    DesignerEditor editor(&doc);
    TrackView view(&editor);
    view.resize(900, 640);

    LayoutDialog dialog(&doc, nullptr);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QCOMPARE(child<QLineEdit>(&dialog, u"tileList"_s)->text(),
             u"101, 102b, 103b, 104b, 2×105b, 2×106b, 109b, 110b, 2×111b, 112b, 114b, 115b"_s);
    QSignalSpy finished(&dialog, &LayoutDialog::solveFinished);
    QTest::mouseClick(child<QPushButton>(&dialog, u"start"_s), Qt::LeftButton);
    QVERIFY(finished.count() == 1 || finished.wait(kSolveTimeoutMs));
    QVERIFY(!dialog.isRunning());

    const LayoutResultModel *model = dialog.resultModel();
    QCOMPARE(model->result().status, LayoutResult::Status::Solved);
    QCOMPARE(model->result().shapeCount, qint64(26296)); // issue 6's figure
    QCOMPARE(model->rowCount(), 50);
    QVERIFY(child<QLabel>(&dialog, u"summary"_s)->text().contains(u"26296"_s));
    QCOMPARE(dialog.resultView()->currentIndex().row(), 0);
    keepShot(&dialog, u"layout-dialog-%1.png"_s.arg(lang));

    // the third layout, chosen in the list
    dialog.resultView()->setCurrentIndex(model->index(2, 0));
    const Track chosen = model->layout(2);
    QSignalSpy applied(&dialog, &LayoutDialog::layoutApplied);
    QVERIFY(dialog.applySelected());
    QCOMPARE(applied.count(), 1);
    QCOMPARE(doc.undoStack()->count(), 1);
    QCOMPARE(doc.track().tiles, chosen.tiles);
    QCOMPARE(doc.track().tileList, before.tileList);
    QVERIFY2(doc.report().isValid(), qPrintable(doc.report().problems.isEmpty() ? QString()
                                                                                : doc.report().problems.first().message));
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.fitToView();
    keepShot(&view, u"layout-applied-%1.png"_s.arg(lang));

    doc.undoStack()->undo();
    QCOMPARE(doc.track(), before);
}

void tst_LayoutDialog::stopKeepsWhatWasFound()
{
    TrackDocument doc(TileCatalog::builtin());
    doc.setCollection(plenty());
    LayoutDialog dialog(&doc, nullptr);
    // DIRT rally 3, SS2 with every shape counted: millions, long enough to stop half way
    typeList(dialog, u"201a,202b,203b,206a,209a,212b,213b,214a,216b,219a,220a,221b,222a,224a,224b"_s);
    child<QCheckBox>(&dialog, u"countAll"_s)->setChecked(true);
    child<QSpinBox>(&dialog, u"limit"_s)->setValue(20);
    const std::optional<LayoutRequest> req = dialog.request();
    QVERIFY(req);
    QCOMPARE(req->game, Game::Dirt);
    QVERIFY(req->exactCount);

    QPushButton *stop = child<QPushButton>(&dialog, u"stop"_s);
    QVERIFY(!stop->isEnabled());
    connect(dialog.solver(), &LayoutSolver::progressChanged, &dialog, [&](const SolveProgress &p) {
        if (p.found > 0 && stop->isEnabled())
            QTest::mouseClick(stop, Qt::LeftButton);
    });
    QSignalSpy finished(&dialog, &LayoutDialog::solveFinished);
    dialog.start();
    QVERIFY(stop->isEnabled());
    QVERIFY(finished.wait(kSolveTimeoutMs));
    const LayoutResult &res = dialog.resultModel()->result();
    QCOMPARE(res.status, LayoutResult::Status::Cancelled);
    QVERIFY(!res.shapes.isEmpty());
    QVERIFY(!stop->isEnabled());
    QVERIFY(dialog.resultView()->currentIndex().isValid());
    QVERIFY(validate(dialog.resultModel()->layout(0)).isValid());
    QVERIFY(child<QLabel>(&dialog, u"summary"_s)->text().contains(u"not proven the best"_s));
    // a partial result applies like any other
    QVERIFY(dialog.applySelected());
    QVERIFY(doc.report().isValid());
    QCOMPARE(doc.track().tileList, QList<TileCount>()); // a free design stays free
    QCOMPARE(doc.track().game, Game::Dirt);             // the list's game, not the new document's
}

void tst_LayoutDialog::anotherTrackDropsResults()
{
    TrackDocument doc(TileCatalog::builtin());
    doc.setCollection(plenty());
    doc.reset(gtTrack1());
    LayoutDialog dialog(&doc, nullptr);
    QSignalSpy finished(&dialog, &LayoutDialog::solveFinished);
    dialog.start();
    QVERIFY(finished.count() == 1 || finished.wait(kSolveTimeoutMs));
    QVERIFY(dialog.resultModel()->rowCount() > 0);
    QVERIFY(dialog.resultView()->currentIndex().isValid());

    // File > New (or Open): the layouts of GT Track 1 must not land on the new track
    doc.reset(Track{});
    QCOMPARE(dialog.resultModel()->rowCount(), 0);
    QVERIFY(!dialog.applySelected());
    QVERIFY(doc.track().tiles.isEmpty());
    QCOMPARE(doc.undoStack()->count(), 0);
    QVERIFY(child<QLabel>(&dialog, u"status"_s)->text().contains(u"Another track"_s));
}

void tst_LayoutDialog::anotherTrackDuringSearch()
{
    TrackDocument doc(TileCatalog::builtin());
    doc.setCollection(plenty());
    LayoutDialog dialog(&doc, nullptr);
    typeList(dialog, u"201a,202b,203b,206a,209a,212b,213b,214a,216b,219a,220a,221b,222a,224a,224b"_s);
    child<QCheckBox>(&dialog, u"countAll"_s)->setChecked(true);
    bool replaced = false;
    connect(dialog.solver(), &LayoutSolver::progressChanged, &dialog, [&](const SolveProgress &p) {
        if (p.found > 0 && !replaced) {
            replaced = true;
            doc.reset(gtTrack1()); // another track opened while the search runs
        }
    });
    QSignalSpy shown(&dialog, &LayoutDialog::solveFinished);
    QSignalSpy ended(dialog.solver(), &LayoutSolver::finished);
    dialog.start();
    QVERIFY(ended.wait(kSolveTimeoutMs));
    QVERIFY(replaced);
    QVERIFY(!dialog.isRunning());
    QCOMPARE(shown.count(), 0); // the stale search's layouts are never shown
    QCOMPARE(dialog.resultModel()->rowCount(), 0);
    QVERIFY(!dialog.applySelected());
    QCOMPARE(doc.track(), gtTrack1());
}

void tst_LayoutDialog::noLayoutSaysWhy()
{
    TrackDocument doc(TileCatalog::builtin());
    LayoutDialog dialog(&doc, nullptr);
    typeList(dialog, u"102b, 103b, 105b, 2x106b"_s); // 60 + 120 + 120: the corners never make 360°
    QSignalSpy finished(&dialog, &LayoutDialog::solveFinished);
    dialog.start();
    QVERIFY(finished.count() == 1 || finished.wait(kSolveTimeoutMs));
    const LayoutResult &res = dialog.resultModel()->result();
    QCOMPARE(res.status, LayoutResult::Status::NoSolution);
    QCOMPARE(dialog.resultModel()->rowCount(), 0);
    QVERIFY(!res.issues.isEmpty());
    const QString issues = child<QLabel>(&dialog, u"issues"_s)->text();
    for (const SolverIssue &i : res.issues)
        QVERIFY2(issues.contains(i.message.toHtmlEscaped()), qPrintable(issues));
    QVERIFY(child<QLabel>(&dialog, u"summary"_s)->text().contains(u"No layout found"_s));
    QVERIFY(!dialog.applySelected());
    QCOMPARE(doc.undoStack()->count(), 0);
    keepShot(&dialog, u"layout-dialog-none-en.png"_s);
}

void tst_LayoutDialog::finishedStageLaysOutAfresh()
{
    // Issue 16 bug 4: on a finished DIRT stage the dialog said "13 tiles, 1 on the course" and
    // keeping the placed tiles failed over the Assistance tile.
    const TrackReadResult read = TrackFiles::read(u":/tracks/dirt-rally-2-ss1.json"_s, TileCatalog::builtin());
    QVERIFY2(read.track, qPrintable(read.error));
    TrackDocument doc(TileCatalog::builtin());
    doc.setCollection(plenty());
    doc.reset(*read.track);
    const LayoutResult first = LayoutSolver::solve(LayoutRequest::forTrack(doc.track(), false), TileCatalog::builtin());
    QVERIFY(first.isSolved());
    doc.undoStack()->push(new ReplaceTilesCommand(&doc, first.layout(0)));
    QVERIFY(doc.report().isValid());

    LayoutDialog dialog(&doc, nullptr);
    const QString info = child<QLabel>(&dialog, u"listInfo"_s)->text();
    QVERIFY2(info.contains(u"13 tiles in the list, 12 on the course"_s), qPrintable(info));
    QCheckBox *keep = child<QCheckBox>(&dialog, u"keep"_s);
    QVERIFY(!keep->isEnabled()); // nothing left to complete
    QVERIFY(dialog.request()->keep.isEmpty());
    QSignalSpy finished(&dialog, &LayoutDialog::solveFinished);
    dialog.start();
    QVERIFY(finished.count() == 1 || finished.wait(kSolveTimeoutMs));
    QCOMPARE(dialog.resultModel()->result().status, LayoutResult::Status::Solved);
    QVERIFY(validate(dialog.resultModel()->layout(0)).isValid());

    // part of it on the table, the Assistance tile among it: keeping works
    Track part = doc.track();
    const QList<HexCoord> cells = courseCells(part);
    QList<PlacedTile> kept;
    for (const PlacedTile &t : part.tiles)
        if (t.pos == cells[0] || t.pos == cells[1] || t.sideId == u"201a"_s)
            kept.append(t);
    part.tiles = kept;
    doc.undoStack()->push(new ReplaceTilesCommand(&doc, part));
    QVERIFY(keep->isEnabled());
    keep->setChecked(true);
    QCOMPARE(dialog.request()->keep.size(), 3);
    dialog.start();
    QVERIFY(finished.count() == 2 || finished.wait(kSolveTimeoutMs));
    const LayoutResult &kept2 = dialog.resultModel()->result();
    QCOMPARE(kept2.status, LayoutResult::Status::Solved);
    const Track laid = dialog.resultModel()->layout(0);
    QVERIFY(validate(laid).isValid());
    for (const PlacedTile &k : std::as_const(kept))
        QVERIFY(k.sideId == u"201a"_s || laid.tiles.contains(k)); // the course tiles stay put
    QVERIFY(child<QLabel>(&dialog, u"issues"_s)->text().contains(u"Assistance"_s));
}

void tst_LayoutDialog::badListIsRefused()
{
    TrackDocument doc(TileCatalog::builtin());
    LayoutDialog dialog(&doc, nullptr);
    typeList(dialog, u"102b, 999z"_s);
    QString error;
    QVERIFY(!dialog.request(&error));
    QVERIFY(!error.isEmpty());
    QVERIFY(!child<QPushButton>(&dialog, u"start"_s)->isEnabled());
    QSignalSpy finished(&dialog, &LayoutDialog::solveFinished);
    dialog.start();
    QVERIFY(!dialog.isRunning());
    QCOMPARE(finished.count(), 0);
}

void tst_LayoutDialog::optionsMakeTheRequest()
{
    TrackDocument doc(TileCatalog::builtin());
    Track t = gtTrack1();
    t.tiles = {{u"102b"_s, 0, {0, 0}, 0}};
    doc.reset(t);
    LayoutDialog dialog(&doc, nullptr);
    std::optional<LayoutRequest> req = dialog.request();
    QVERIFY(req);
    // a list with a tile placed: complete around it by default
    QCOMPARE(req->keep, t.tiles);
    QCOMPARE(req->tiles, LayoutSources::sorted(t.tileList, TileCatalog::builtin()));
    QCOMPARE(req->game, Game::GT);
    QVERIFY(!req->maxTable);
    QCOMPARE(req->minCourseTiles, 0);
    QVERIFY(req->exactCount);
    QCOMPARE(req->keepBest, 50);

    child<QCheckBox>(&dialog, u"keep"_s)->setChecked(false);
    child<QCheckBox>(&dialog, u"subset"_s)->setChecked(true);
    child<QSpinBox>(&dialog, u"minTiles"_s)->setValue(9);
    child<QCheckBox>(&dialog, u"table"_s)->setChecked(true);
    req = dialog.request();
    QVERIFY(req);
    QVERIFY(req->keep.isEmpty());
    QCOMPARE(req->minCourseTiles, 9);
    QVERIFY(req->maxTable);
    QCOMPARE(req->maxTable->widthCm, 180.0);
    QCOMPARE(req->maxTable->heightCm, 90.0);
    QVERIFY(!req->exactCount); // subsets: the best k by branch and bound

    // a subset solve, applied to a track with a list: the list becomes what it uses
    QSignalSpy finished(&dialog, &LayoutDialog::solveFinished);
    dialog.start();
    QVERIFY(finished.count() == 1 || finished.wait(kSolveTimeoutMs));
    QVERIFY(dialog.resultModel()->rowCount() > 0);
    QVERIFY(dialog.applySelected());
    QCOMPARE(doc.track().tileList, doc.track().placedCounts());
    QVERIFY(doc.track().tiles.size() >= 9);
    QVERIFY(validate(doc.track()).isValid());
}

void tst_LayoutDialog::paletteFreeTiles()
{
    // Both sides of a tile share its copies: one side takes them, the one on the table first.
    QStandardItemModel palette;
    const auto row = [&](const QString &id, int number, int free) {
        auto *item = new QStandardItem(id);
        item->setData(id, TileCatalogModel::SideIdRole);
        item->setData(number, TileCatalogModel::NumberRole);
        item->setData(free, TileCatalogModel::FreeRole);
        palette.appendRow(item);
    };
    row(u"105a"_s, 105, 2);
    row(u"105b"_s, 105, 2);
    row(u"106a"_s, 106, 1);
    row(u"106b"_s, 106, 1);
    row(u"107a"_s, 107, 0);
    Track t;
    t.tiles = {{u"106b"_s, 0, {0, 0}, 0}};
    const QList<TileCount> list = LayoutSources::placedAndFree(t, palette, TileCatalog::builtin());
    QCOMPARE(list, (QList<TileCount>{{u"105a"_s, 2}, {u"106b"_s, 2}}));
}

void tst_LayoutDialog::paletteListButton()
{
    // A track with a list: the palette's list header offers "Lay Out for Me…".
    TrackDocument doc(TileCatalog::builtin());
    doc.reset(gtTrack1());
    PalettePanel palette(&doc);
    palette.resize(330, 600);
    palette.show();
    QVERIFY(QTest::qWaitForWindowExposed(&palette));
    QPushButton *button = nullptr;
    for (QPushButton *b : palette.findChildren<QPushButton *>())
        if (b->text().startsWith(u"Lay Out"_s))
            button = b;
    QVERIFY(button);
    QVERIFY(button->isVisible());
    QSignalSpy requested(&palette, &PalettePanel::layOutRequested);
    QTest::mouseClick(button, Qt::LeftButton);
    QCOMPARE(requested.count(), 1);
    keepShot(&palette, u"layout-palette-en.png"_s);
    // a free design has no list header
    doc.reset(Track{});
    QVERIFY(!button->isVisible());
}

QTEST_MAIN(tst_LayoutDialog)
#include "tst_layoutdialog.moc"
