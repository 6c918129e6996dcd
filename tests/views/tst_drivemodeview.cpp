// SPDX-License-Identifier: GPL-3.0-or-later
// Drive mode in the designer, offscreen: GT Track 1 laid out, cars added from the panel, a path
// clicked on the table, dice typed in, the referee's verdict shown, results entered and applied;
// the car marker moves. Screenshots in both languages.
//
// ASSUMPTION (stated, not a reading of any tile): the space data is the templates, plus tile side
// 109b marked as in tst_drivemode (limit 3 on its first and last rows, a sharp middle row with
// limit 2 and dotted lines 1), saved as "estimated" in a throw-away library.
#include "catalog/tilecatalog.h"
#include "spacehelpers.h"
#include "designer/designereditor.h"
#include "designer/trackscene.h"
#include "designer/trackview.h"
#include "i18n/translations.h"
#include "io/trackfiles.h"
#include "render/tilescans.h"
#include "spaces/drivedocument.h"
#include "spaces/drivecontroller.h"
#include "spaces/driveoverlayitem.h"
#include "spaces/drivepanel.h"
#include "spaces/drivetool.h"
#include "spaces/spacecoverageitem.h"
#include "spaces/spacelibrary.h"
#include "spaces/spacesactions.h"
#include "spaces/spacetemplates.h"
#include "track/trackdocument.h"

#include "keepshot.h"

#include <QDockWidget>
#include <QLabel>
#include <QLineEdit>
#include <QMainWindow>
#include <QListWidget>
#include <QPushButton>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace Pacenotes;
using namespace Qt::StringLiterals;

class tst_DriveModeView : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void driveATurn_data();
    void driveATurn();
    void resultsNotation();

private:
    QTemporaryDir m_dir;
};

void tst_DriveModeView::initTestCase()
{
    // The library the app's Spaces menu opens (XDG_DATA_HOME points into the build folder).
    qputenv("XDG_DATA_HOME", m_dir.filePath(u"data"_s).toUtf8());
}

void tst_DriveModeView::driveATurn_data()
{
    QTest::addColumn<QString>("lang");
    QTest::newRow("en") << u"en"_s;
    QTest::newRow("ru") << u"ru"_s;
}

void tst_DriveModeView::driveATurn()
{
    QFETCH(QString, lang);
    Translations::install(lang);
    const TileCatalog &cat = TileCatalog::builtin();
    QMainWindow window;
    TrackDocument doc(cat);
    const TrackReadResult read = TrackFiles::read(QStringLiteral(PACENOTES_TESTDATA "/spaces/gt-track-1-layout.json"), cat);
    QVERIFY(read.track);
    doc.reset(*read.track);
    DesignerEditor editor(&doc);
    TrackView view(&editor);
    window.setCentralWidget(&view);
    TileScans scans;
    SpacesActions actions(&editor, &scans, &window);
    QVERIFY(QFile::exists(SpaceLibrary::defaultPath()) || actions.library()->userPack().sides.isEmpty());

    // The assumed data for 109b, saved as the user's own; the other tiles' templates (whatever
    // readings ship with the app).
    actions.library()->setShippedReadings({});
    TileSpaces hairpin = TestSpaces::assumedHairpin(cat);
    // Its sharp middle row read uncertain (made up for the test): shown so, and named by the referee.
    for (TileSpace &s : hairpin.spaces)
        if (s.marks.sharp) {
            s.uncertainMarks.add(MarkField::Sharp);
            s.why = u"faint dotted line"_s;
        }
    QString error;
    QVERIFY(actions.library()->setSide(hairpin, &error));

    actions.driveAction()->setChecked(true);
    DriveController *drive = actions.drive();
    QVERIFY(drive->isEnabled());
    QVERIFY(actions.coverageAction()->isChecked());
    QCOMPARE(editor.scene()->tool(), drive->tool());
    QCOMPARE(actions.coverageItem()->markedCount(), 13); // all course tiles but 109b are templates
    DrivePanel *panel = drive->panel();
    panel->addCarButton()->click();
    panel->addCarButton()->click();
    DriveDocument *d = drive->document();
    QCOMPARE(d->state().cars.size(), 2);
    QCOMPARE(drive->carItems().size(), 2);
    QCOMPARE(panel->carsTable()->rowCount(), 2);
    QCOMPARE(d->active(), 0);
    d->setGear(0, GearMarker{3, false});

    // Click four spaces ahead of the pole car: two on the start tile, two into the hairpin.
    const SpaceGraph &g = d->graph();
    QList<int> path;
    int n = d->carNode(0);
    const int lane = g.node(n).laneFromLeft;
    while (path.size() < 4) {
        int next = -1;
        for (const GraphMove &m : g.node(n).moves)
            if (!m.diagonal && g.node(m.to).laneFromLeft == lane)
                next = m.to;
        QVERIFY(next >= 0);
        path.append(next);
        n = next;
    }
    for (int node : path) {
        QCOMPARE(drive->overlay()->nodeAt(drive->overlay()->nodeCentre(node)), node);
        drive->tool()->clickAt(drive->overlay()->nodeCentre(node));
    }
    QCOMPARE(d->path(), path);
    QCOMPARE(panel->stepsTable()->rowCount(), 4);
    // The dice, one tap each: 4, Coast, 3, then 1 with a Brake die.
    for (const QString &tap : {u"4"_s, u"C"_s, u"3"_s, u"1"_s, u"+B"_s})
        panel->tapDie(tap);
    const QList<StepDice> tapped{*StepDice::fromText(u"4"), *StepDice::fromText(u"C"), *StepDice::fromText(u"3"),
                                 *StepDice::fromText(u"1+B")};
    QCOMPARE(d->dice(), tapped);
    // Or typed in the table.
    panel->stepsTable()->item(2, 2)->setText(u"2"_s);
    QCOMPARE(d->dice().at(2), *StepDice::fromText(u"2"));
    panel->stepsTable()->item(2, 2)->setText(u"3"_s);
    QCOMPARE(d->dice(), tapped);
    QVERIFY(d->planComplete());
    QVERIFY2(d->verdict().legal(), qPrintable(panel->verdictLabel()->text()));
    const QString reads = panel->stepsTable()->item(3, 1)->text();
    QVERIFY2(reads.contains(lang == "en"_L1 ? u"dotted line 1"_s : u"1"_s), qPrintable(reads));
    // The uncertain reading: in the steps table and as the referee's note on the step.
    if (lang == "en"_L1)
        QVERIFY2(reads.contains(u"read uncertain"_s), qPrintable(reads));
    bool named = false;
    for (int i = 0; i < panel->rulingsList()->count(); ++i)
        named = named || panel->rulingsList()->item(i)->text().contains(u"faint dotted line"_s);
    QVERIFY(named);
    // The start tile has only its template: its two spaces' markings are unknown, and the panel
    // says so on those steps and in the verdict (the hairpin's are read).
    const QString unknown = lang == "en"_L1 ? u"unknown"_s : u"неизвестн"_s;
    QVERIFY2(panel->stepsTable()->item(0, 1)->text().contains(unknown), qPrintable(panel->stepsTable()->item(0, 1)->text()));
    QVERIFY(!panel->stepsTable()->item(3, 1)->text().contains(unknown));
    QVERIFY2(panel->verdictLabel()->text().contains(unknown), qPrintable(panel->verdictLabel()->text()));
    QVERIFY(panel->resolveButton()->isEnabled());

    window.resize(1400, 900);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    view.fitToView();
    keepShot(&window, u"drive-plan-%1.png"_s.arg(lang));
    const QPointF middle = (drive->overlay()->nodeCentre(d->carNode(0)) + drive->overlay()->nodeCentre(path.last())) / 2;
    view.setZoom(2.6, &middle);
    view.centerOn(middle);
    keepShot(&window, u"drive-plan-zoomed-%1.png"_s.arg(lang));

    panel->resultsEdit()->setText(u"- - - --"_s);
    panel->resolveButton()->click();
    QVERIFY(panel->outcome());
    QCOMPARE(panel->outcome()->end, TurnEnd::Completed);
    QVERIFY(panel->applyButton()->isEnabled());
    const QPointF before = drive->carItems()[0]->pos();
    panel->applyButton()->click();
    QCOMPARE(d->carNode(0), path.last());
    QVERIFY(drive->carItems()[0]->pos() != before);
    QCOMPARE(d->state().cars[0].state.gear, (GearMarker{1, false}));
    QVERIFY(d->path().isEmpty());
    d->undoStack()->undo();
    QCOMPARE(d->carNode(0), g.grid().first());
    d->undoStack()->redo();
    keepShot(&window, u"drive-after-%1.png"_s.arg(lang));

    // Leaving Drive mode gives the table back to the designer's tools.
    actions.driveAction()->setChecked(false);
    QVERIFY(!drive->isEnabled());
    QVERIFY(editor.scene()->tool() != drive->tool());
    QVERIFY(!drive->dock()->isVisible());
    Translations::install(u"en"_s);
}

void tst_DriveModeView::resultsNotation()
{
    const std::optional<RollResults> r = DrivePanel::parseResults(u" - !- s  --!"_s);
    QVERIFY(r);
    QCOMPARE(r->size(), 4);
    QCOMPARE(r->at(1).hazards.size(), 2);
    QVERIFY(r->at(1).hazards[0]);
    QVERIFY(r->at(2).secured);
    QVERIFY(r->at(3).hazards[2]);
    QVERIFY(!DrivePanel::parseResults(u"-x"_s));
    QCOMPARE(DrivePanel::parseResults(QString())->size(), 0);
}

QTEST_MAIN(tst_DriveModeView)
#include "tst_drivemodeview.moc"
