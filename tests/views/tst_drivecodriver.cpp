// SPDX-License-Identifier: GPL-3.0-or-later
// Drive mode's co-driver, offscreen: GT Track 1 laid out in the designer, two cars on the grid,
// the Co-driver section opened from the Drive panel. It answers for the active car where its
// marker stands (off the GUI thread), asks again — cancelling the old search — when a car
// changes, and "Use this plan" puts the plan's path and dice into the Drive panel, where the
// referee gives the verdict the co-driver weighed. Screenshots in both languages.
//
// ASSUMPTION (stated, not a reading of any tile): the space data is the templates, plus tile side
// 109b marked as in tst_drivemode (limit 3 on its first and last rows, a sharp middle row with
// limit 2 and dotted lines 1), saved as "estimated" in a throw-away library.
#include "catalog/tilecatalog.h"
#include "spacehelpers.h"
#include "codriver/codriverjob.h"
#include "codriver/codriverpanel.h"
#include "codriver/trackroadahead.h"
#include "designer/designereditor.h"
#include "designer/trackview.h"
#include "i18n/translations.h"
#include "io/trackfiles.h"
#include "itemmodels/codriverfrontmodel.h"
#include "render/tilescans.h"
#include "spaces/drivecodriver.h"
#include "spaces/drivecontroller.h"
#include "spaces/drivedocument.h"
#include "spaces/driveoverlayitem.h"
#include "spaces/drivepanel.h"
#include "spaces/spacelibrary.h"
#include "spaces/spacesactions.h"
#include "spaces/spacetemplates.h"
#include "track/trackdocument.h"

#include "keepshot.h"

#include <QDockWidget>
#include <QLabel>
#include <QMainWindow>
#include <QPushButton>
#include <QScrollArea>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace Pacenotes;
using namespace Qt::StringLiterals;

namespace {

constexpr int kWait = 30000;

bool waitForAnswer(CoDriverPanel *panel)
{
    QSignalSpy answered(panel, &CoDriverPanel::answered);
    return (!panel->job()->isRunning() && panel->model()->rowCount() > 0) || answered.wait(kWait);
}

/// The designer with GT Track 1, the assumed 109b data and Drive mode on, two cars added.
struct Table
{
    QMainWindow window;
    TrackDocument doc{TileCatalog::builtin()};
    DesignerEditor editor{&doc};
    TrackView view{&editor};
    TileScans scans;
    std::unique_ptr<SpacesActions> actions;
    bool ok = false;

    Table()
    {
        const TileCatalog &cat = TileCatalog::builtin();
        const TrackReadResult read = TrackFiles::read(QStringLiteral(PACENOTES_TESTDATA "/spaces/gt-track-1-layout.json"), cat);
        if (!read.track)
            return;
        doc.reset(*read.track);
        window.setCentralWidget(&view);
        actions = std::make_unique<SpacesActions>(&editor, &scans, &window);
        actions->library()->setShippedReadings({}); // the assumed hairpin over templates, whatever ships
        TileSpaces hairpin = TestSpaces::assumedHairpin(cat);
        QString error;
        if (!actions->library()->setSide(hairpin, &error))
            return;
        actions->driveAction()->setChecked(true);
        panel()->addCarButton()->click();
        panel()->addCarButton()->click();
        document()->setGear(0, GearMarker{3, false});
        document()->setGear(1, GearMarker{2, false});
        ok = document()->state().cars.size() == 2 && document()->active() == 0;
    }
    DriveController *drive() const { return actions->drive(); }
    DrivePanel *panel() const { return drive()->panel(); }
    DriveDocument *document() const { return drive()->document(); }
    CoDriverPanel *coDriver() const { return panel()->coDriver()->panel(); }
};

} // namespace

class tst_DriveCoDriver : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void suggestsAndUses_data();
    void suggestsAndUses();
    void asksAgainWhenACarChanges();
    void nothingToAskWithoutACar();

private:
    QTemporaryDir m_dir;
};

void tst_DriveCoDriver::initTestCase()
{
    // The library the app's Spaces menu opens (XDG_DATA_HOME points into a throw-away folder).
    qputenv("XDG_DATA_HOME", m_dir.filePath(u"data"_s).toUtf8());
}

void tst_DriveCoDriver::suggestsAndUses_data()
{
    QTest::addColumn<QString>("lang");
    QTest::newRow("en") << u"en"_s;
    QTest::newRow("ru") << u"ru"_s;
}

void tst_DriveCoDriver::suggestsAndUses()
{
    QFETCH(QString, lang);
    Translations::install(lang);
    Table t;
    QVERIFY(t.ok);
    DriveDocument *d = t.document();
    DrivePanel *panel = t.panel();
    CoDriverPanel *cd = t.coDriver();
    t.window.resize(1500, 1000);
    t.window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&t.window));
    // Hidden, the co-driver weighs nothing.
    QVERIFY(!panel->coDriver()->isVisible());
    QVERIFY(!cd->job()->isRunning() && cd->model()->rowCount() == 0);

    panel->coDriverButton()->click();
    QVERIFY(panel->coDriver()->isVisible());
    QVERIFY(waitForAnswer(cd));
    QVERIFY(cd->model()->rowCount() > 0);
    // The question is the active car where its marker stands.
    const CoDriverRequest &asked = panel->coDriver()->request();
    QCOMPARE(asked.car.gear, (GearMarker{3, false}));
    const SpaceGraph &g = d->graph();
    const int pole = d->carNode(0);
    for (const RoadMove &m : asked.road.first())
        QVERIFY(g.move(pole, g.nodeByName(asked.road.at(m.to).id)));
    const int suggested = cd->model()->suggestedRow(cd->attitude());
    QVERIFY(suggested >= 0);
    QCOMPARE(cd->currentRow(), suggested);

    // Use: the plan's path, dice and roll mode go into the Drive panel; the referee agrees.
    const CoDriverPlan plan = *cd->model()->plan(suggested);
    QVERIFY(plan.checked);
    cd->useCurrentPlan();
    const QList<int> path = TrackRoadAhead::path(g, asked.road, plan.steps);
    QVERIFY(!path.isEmpty());
    QCOMPARE(d->path(), path);
    QCOMPARE(d->dice(), TrackRoadAhead::dice(plan.steps));
    QCOMPARE(d->mode(), plan.move.mode);
    QVERIFY(d->planComplete());
    QCOMPARE(d->plan().move, plan.move);
    QVERIFY(d->verdict().legal());
    QCOMPARE(d->verdict().odds.favourable, plan.verdict.odds.favourable);
    QCOMPARE(d->verdict().odds.outcomes, plan.verdict.odds.outcomes);
    QCOMPARE(panel->stepsTable()->rowCount(), plan.steps.size());
    QVERIFY(panel->resolveButton()->isEnabled());
    // The table shows the path like a clicked one.
    QCOMPARE(t.drive()->overlay()->nodeAt(t.drive()->overlay()->nodeCentre(path.last())), path.last());
    // Using a plan changes the move, not the cars: no new question.
    QVERIFY(!cd->job()->isRunning());

    // The dock widened for the co-driver's chart and list: nothing to scroll sideways.
    QVERIFY(t.drive()->dock()->width() >= panel->minimumSizeHint().width());
    t.view.fitToView();
    if (auto *scroll = qobject_cast<QScrollArea *>(t.drive()->dock()->widget()))
        scroll->ensureWidgetVisible(panel->coDriverButton());
    keepShot(&t.window, u"drive-codriver-%1.png"_s.arg(lang));
    if (auto *scroll = qobject_cast<QScrollArea *>(t.drive()->dock()->widget()))
        scroll->ensureWidgetVisible(cd);
    keepShot(t.drive()->dock(), u"drive-codriver-panel-%1.png"_s.arg(lang));

    // Closing the section stops any search.
    panel->coDriverButton()->click();
    QVERIFY(!panel->coDriver()->isVisible());
    d->setGear(0, GearMarker{4, false});
    QVERIFY(!cd->job()->isRunning());
    Translations::install(u"en"_s);
}

void tst_DriveCoDriver::asksAgainWhenACarChanges()
{
    Table t;
    QVERIFY(t.ok);
    DriveDocument *d = t.document();
    CoDriverPanel *cd = t.coDriver();
    t.window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&t.window));
    t.panel()->coDriverButton()->click();
    QVERIFY(waitForAnswer(cd));
    QSignalSpy answered(cd, &CoDriverPanel::answered);

    // A new gear: the search for the old one stops, the answer is for the new one.
    d->setGear(0, GearMarker{5, false});
    QVERIFY(cd->job()->isRunning());
    QCOMPARE(cd->job()->request().car.gear, (GearMarker{5, false}));
    // And at once another car takes the turn: that search is cancelled in turn.
    d->setActive(1);
    QCOMPARE(cd->job()->request().car.gear, (GearMarker{2, false}));
    QVERIFY(answered.wait(kWait));
    QCOMPARE(answered.count(), 1); // the cancelled searches never answer
    QVERIFY(!cd->job()->isRunning());
    // From 2nd the first die is 1, 2 or 3 (GT p. 8); every plan starts next to Blue's marker.
    const CoDriverRequest &asked = t.panel()->coDriver()->request();
    const int blue = d->carNode(1);
    for (const CoDriverPlan &p : cd->model()->plans()) {
        QVERIFY(p.steps.first().dice.gear <= 3);
        QVERIFY(d->graph().move(blue, d->graph().nodeByName(asked.road.at(p.steps.first().space).id)));
    }

    // A marker moved: Red now stands right in front of Blue, so Blue's plans go round it.
    const int red = d->carNode(0);
    int ahead = -1;
    for (const GraphMove &m : d->graph().node(blue).moves)
        if (!m.diagonal)
            ahead = m.to;
    QVERIFY(ahead >= 0 && ahead != red);
    d->placeCar(0, ahead);
    QVERIFY(answered.wait(kWait));
    const CoDriverRequest &again = t.panel()->coDriver()->request();
    for (const CoDriverPlan &p : cd->model()->plans())
        QVERIFY(again.road.at(p.steps.first().space).id != d->graph().name(ahead));
}

void tst_DriveCoDriver::nothingToAskWithoutACar()
{
    Table t;
    QVERIFY(t.ok);
    DriveDocument *d = t.document();
    t.window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&t.window));
    t.panel()->coDriverButton()->click();
    QVERIFY(waitForAnswer(t.coDriver()));
    d->removeCar(1);
    d->removeCar(0);
    QVERIFY(!t.panel()->coDriver()->problem().isEmpty());
    QVERIFY(!t.coDriver()->job()->isRunning());
    QCOMPARE(t.coDriver()->model()->rowCount(), 0);
}

QTEST_MAIN(tst_DriveCoDriver)
#include "tst_drivecodriver.moc"
