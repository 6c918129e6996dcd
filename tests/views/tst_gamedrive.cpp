// SPDX-License-Identifier: GPL-3.0-or-later
// The game on the digital track, offscreen: a GT race on GT Track 1 (laid out) shows its spaces
// and the cars on the grid in the Track tab; a path clicked for the active car fills the referee
// assistant's plan, the dice are typed, the turn is played, the marker moves and undo takes it
// back. Without a complete course: the picture with a note. Screenshots in both languages.
//
// ASSUMPTION (stated, not a reading of any tile): the space data is the shipped templates, plus
// tile side 109b marked as in tst_drivemode (limit 3 on its first and last rows, a sharp middle
// row with limit 2 and dotted lines 1), saved as "estimated" in a throw-away library.
#include "catalog/tilecatalog.h"
#include "spacehelpers.h"
#include "codriver/codriverpanel.h"
#include "codriver/codriverjob.h"
#include "game/gamecodriverview.h"
#include "game/gamedrive.h"
#include "itemmodels/codriverfrontmodel.h"
#include "codriver/trackroadahead.h"
#include "codriver/roadaheadeditor.h"
#include "game/gamesession.h"
#include "game/gametrackview.h"
#include "game/gamewindow.h"
#include "game/refereepanel.h"
#include "i18n/translations.h"
#include "io/trackfiles.h"
#include "itemmodels/moveplanmodel.h"
#include "spaces/drivedocument.h"
#include "spaces/driveoverlayitem.h"
#include "spaces/driverules.h"
#include "spaces/spacelibrary.h"
#include "spaces/spacetemplates.h"

#include "gamehelpers.h"
#include "keepshot.h"

#include <QComboBox>
#include <QDockWidget>
#include <QSignalSpy>
#include <QLabel>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace Pacenotes;
using namespace Pacenotes::TestGame;
using namespace Qt::StringLiterals;

class tst_GameDrive : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void carsOnTheTrack_data();
    void carsOnTheTrack();
    void coDriverReadsTheTrack();
    void incompleteCourse();
    void noLibrary();
    void moreCarsThanGridSpaces();
    void distancesAfterRetirement();

private:
    GameWindow *open(const GameSetup &setup);
    QTemporaryDir m_dir;
    std::unique_ptr<SpaceLibrary> m_library;
};

namespace {
const QString kLayout = QStringLiteral(PACENOTES_TESTDATA "/spaces/gt-track-1-layout.json");

GameSetup race()
{
    GameSetup s = gtRace({u"Anna"_s, u"Boris"_s});
    s.track = TrackRef{TrackRef::Source::File, kLayout, u"GT Track 1"_s};
    return s;
}
} // namespace

void tst_GameDrive::initTestCase()
{
    const TileCatalog &cat = TileCatalog::builtin();
    m_library = std::make_unique<SpaceLibrary>(cat);
    m_library->setShippedReadings({}); // the tests' assumptions on templates, whatever readings ship
    m_library->load(m_dir.filePath(u"my.pnspaces"_s));
    TileSpaces hairpin = TestSpaces::assumedHairpin(cat);
    QString error;
    QVERIFY2(m_library->setSide(hairpin, &error), qPrintable(error));
}

GameWindow *tst_GameDrive::open(const GameSetup &setup)
{
    QString error;
    std::unique_ptr<GameSession> g = GameSession::create(setup, &error);
    if (!g)
        qFatal("%s", qPrintable(error));
    auto *w = new GameWindow(std::move(g));
    w->setSpaceLibrary(m_library.get());
    w->resize(1280, 820);
    return w;
}

void tst_GameDrive::carsOnTheTrack_data()
{
    QTest::addColumn<QString>("lang");
    QTest::newRow("en") << u"en"_s;
    QTest::newRow("ru") << u"ru"_s;
}

void tst_GameDrive::carsOnTheTrack()
{
    QFETCH(QString, lang);
    Translations::install(lang);
    std::unique_ptr<GameWindow> w(open(race()));
    GameSession *s = w->session();
    GameDrive *drive = w->drive();
    QVERIFY(drive);
    QVERIFY2(drive->isLive(), qPrintable(drive->reason()));
    DriveDocument *d = drive->document();
    const SpaceGraph &g = d->graph();

    // On the grid in the setup's order, through the session: the order of play reads them.
    QCOMPARE(s->log().size(), 1);
    QCOMPARE(s->log().first().type(), ActionType::Placement);
    QVERIFY(s->state().cars[0].digital);
    QVERIFY(s->state().cars[1].digital);
    QCOMPARE(s->state().cars[0].digital->space, g.name(g.grid().at(0)));
    QCOMPARE(s->state().cars[1].digital->space, g.name(g.grid().at(1)));
    QCOMPARE(d->carNode(0), g.grid().at(0));
    QCOMPARE(drive->carItems().size(), 2);
    // 13 course tiles are templates only: the note says so.
    QVERIFY(w->trackView()->driveNoteLabel()->isVisibleTo(w.get()));
    QVERIFY2(w->trackView()->driveNoteLabel()->text().contains(u"13"_s), qPrintable(w->trackView()->driveNoteLabel()->text()));

    QVERIFY(s->startRound().accepted);
    const int car = s->activeCar();
    QCOMPARE(d->active(), car);
    QVERIFY(drive->carItems()[car]->isVisible());

    // One space straight ahead of the active car, then the Gear 1 die typed on the pad.
    const int from = d->carNode(car);
    int next = -1;
    for (const GraphMove &m : g.node(from).moves)
        if (!m.diagonal && g.node(m.to).laneFromLeft == g.node(from).laneFromLeft)
            next = m.to;
    QVERIFY(next >= 0);
    QVERIFY(d->reach().contains(next));
    MovePlanModel *plan = w->referee()->planModel();
    QCOMPARE(plan->car(), car);
    drive->clickAt(drive->overlay()->nodeCentre(next));
    QCOMPARE(d->path(), QList<int>{next});
    QCOMPARE(plan->plan().move.steps.size(), 1);
    QCOMPARE(plan->plan().move.steps[0].dice, StepDice{}); // the dice are the players' to type
    // The space as Drive mode reads it off the data (the hand-authored data is not on the grid's tile).
    const SpaceInfo info = DriveRules::plan(g, d->state(), car, {next}, {}).move.steps.value(0).space;
    QCOMPARE(plan->space(0), info);
    QCOMPARE(info.limit, 0);
    QVERIFY(info.alongside.isEmpty() || !info.occupied);
    QVERIFY(plan->press(DieKey::Gear1));
    QCOMPARE(plan->plan().move.steps.size(), 1);
    QCOMPARE(plan->plan().move.steps[0].dice.gear, 1);
    QCOMPARE(plan->space(0), info);
    QVERIFY2(plan->verdict().legal(), qPrintable(plan->missing()));
    // The grid's tile has only its template: nobody read the space's markings, and the referee
    // assistant's headline says that none was checked (the audit: judged silently).
    QCOMPARE(info.markings, SpaceMarkings::Unknown);
    const QString unknown = lang == "en"_L1 ? u"unknown"_s : u"неизвестн"_s;
    const auto *headline = w->findChild<QLabel *>(u"verdictHeadline"_s);
    QVERIFY(headline);
    QVERIFY2(headline->text().contains(unknown), qPrintable(headline->text()));
    QVERIFY2(w->trackView()->driveNoteLabel()->text().contains(lang == "en"_L1 ? u"not checked"_s : u"не провер"_s),
             qPrintable(w->trackView()->driveNoteLabel()->text()));

    w->show();
    QVERIFY(QTest::qWaitForWindowExposed(w.get()));
    w->findChild<QDockWidget *>(u"trackDock"_s)->raise();
    QCoreApplication::processEvents();
    keepShot(w.get(), u"game-drive-plan-%1.png"_s.arg(lang));
    keepShot(w->trackView(), u"game-drive-track-%1.png"_s.arg(lang));

    // The turn is played: the marker moves to the space and the session's position follows.
    while (plan->nextDie())
        QVERIFY(plan->enterResult(false));
    QVERIFY2(plan->commit().accepted, qPrintable(plan->missing()));
    QTRY_COMPARE(s->log().size(), 4); // placement, round, turn, the car's new space
    QCOMPARE(s->log().last().type(), ActionType::Placement);
    QCOMPARE(s->state().cars[car].digital->space, g.name(next));
    QCOMPARE(d->carNode(car), next);
    QVERIFY(d->path().isEmpty());
    keepShot(w->trackView(), u"game-drive-after-%1.png"_s.arg(lang));

    // Undo takes the marker back; redo puts it there again and plays nothing twice.
    s->undoStack()->undo();
    QCOMPARE(d->carNode(car), from);
    QCOMPARE(s->state().cars[car].digital->space, g.name(from));
    s->undoStack()->redo();
    QCoreApplication::processEvents();
    QCOMPARE(s->log().size(), 4);
    QCOMPARE(d->carNode(car), next);

    // The other car's move typed on the pad without its path: the next click places it.
    const int other = s->activeCar();
    QVERIFY(other != car);
    const int otherFrom = d->carNode(other);
    int ahead = -1;
    for (const GraphMove &m : g.node(otherFrom).moves)
        if (!m.diagonal && g.node(m.to).laneFromLeft == g.node(otherFrom).laneFromLeft)
            ahead = m.to;
    QVERIFY(ahead >= 0);
    QVERIFY(plan->press(DieKey::Gear1));
    SpaceInfo typed = plan->space(0);
    QVERIFY(plan->setSpace(0, typed));
    while (plan->nextDie())
        QVERIFY(plan->enterResult(false));
    QVERIFY2(plan->commit().accepted, qPrintable(plan->missing()));
    QTRY_COMPARE(drive->carToPlace(), other);
    QVERIFY(w->trackView()->driveNoteLabel()->text().contains(s->playerName(other)));
    keepShot(w->trackView(), u"game-drive-place-%1.png"_s.arg(lang));
    drive->clickAt(drive->overlay()->nodeCentre(ahead));
    QCOMPARE(drive->carToPlace(), -1);
    QCOMPARE(s->state().cars[other].digital->space, g.name(ahead));
    QCOMPARE(d->carNode(other), ahead);
    // Undo: the car waits to be placed again; undo the turn too and it stands where it started.
    s->undoStack()->undo();
    QCOMPARE(d->carNode(other), otherFrom);
    QCOMPARE(drive->carToPlace(), other);
    s->undoStack()->undo();
    QCOMPARE(drive->carToPlace(), -1);
    QCOMPARE(d->carNode(other), otherFrom);
    Translations::install(u"en"_s);
}

void tst_GameDrive::coDriverReadsTheTrack()
{
    std::unique_ptr<GameWindow> w(open(race()));
    GameSession *s = w->session();
    GameCoDriverView *cd = w->coDriver();
    QVERIFY(w->drive()->isLive());
    QVERIFY(cd->roadFromTrack());
    QVERIFY(!cd->roadModeBox()->isHidden());
    QVERIFY(s->startRound().accepted);
    const int car = s->activeCar();
    DriveDocument *d = w->drive()->document();
    const SpaceGraph &g = d->graph();

    // The road is the track's, from the active car's space: its first space is one move ahead.
    w->show();
    QVERIFY(QTest::qWaitForWindowExposed(w.get()));
    w->findChild<QDockWidget *>(u"coDriverDock"_s)->raise();
    QSignalSpy answered(cd->panel(), &CoDriverPanel::answered);
    cd->askNow();
    QVERIFY(cd->request().road.size() > 0);
    const int first = g.nodeByName(cd->request().road.spaces().first().id);
    QVERIFY(first >= 0);
    QVERIFY(g.move(d->carNode(car), first));
    QVERIFY(!cd->panel()->job()->isRunning() || answered.wait(30000));
    keepShot(w.get(), u"game-drive-codriver.png"_s);

    // "Use": the referee assistant gets the move, the track draws its path.
    QVERIFY(cd->panel()->model()->rowCount() > 0);
    cd->panel()->selectRow(0);
    const CoDriverPlan *taken = cd->panel()->model()->plan(0);
    QVERIFY(taken && taken->checked);
    cd->panel()->useCurrentPlan();
    MovePlanModel *plan = w->referee()->planModel();
    QCOMPARE(plan->plan().move.steps.size(), taken->move.steps.size());
    QCOMPARE(d->path().size(), taken->steps.size());
    QCOMPARE(TrackRoadAhead::path(g, cd->request().road, taken->steps), d->path());

    // Typed in: the editor is back and the track is not read.
    cd->roadModeBox()->setCurrentIndex(0);
    QVERIFY(!cd->roadFromTrack());
    QVERIFY(!cd->road()->isHidden());
}

void tst_GameDrive::incompleteCourse()
{
    // The layout without one of its tiles: no complete course, so the picture and a note.
    const TileCatalog &cat = TileCatalog::builtin();
    const TrackReadResult read = TrackFiles::read(kLayout, cat);
    QVERIFY(read.track);
    Track broken = *read.track;
    broken.tiles.removeAt(3);
    const QString path = m_dir.filePath(u"broken.pacenotes"_s);
    QString error;
    QVERIFY2(TrackFiles::write(path, broken, cat, &error), qPrintable(error));
    GameSetup setup = race();
    setup.track.location = path;
    std::unique_ptr<GameWindow> w(open(setup));
    QVERIFY(w->trackView()->hasTrack());
    QVERIFY(!w->drive()->isLive());
    QVERIFY(!w->drive()->reason().isEmpty());
    QCOMPARE(w->trackView()->driveNoteLabel()->text(), w->drive()->reason());
    QVERIFY(w->session()->log().isEmpty());
    QVERIFY(!w->session()->state().cars[0].digital);
    for (CarMarkerItem *c : w->drive()->carItems())
        QVERIFY(!c->isVisible());
}

void tst_GameDrive::noLibrary()
{
    QString error;
    auto w = std::make_unique<GameWindow>(GameSession::create(race(), &error));
    QVERIFY(!w->drive());
    QVERIFY(w->session()->log().isEmpty());
    QVERIFY(w->trackView()->driveNoteLabel()->isHidden());
}

void tst_GameDrive::moreCarsThanGridSpaces()
{
    // Issue 25: six cars on a four-space grid read the order of play past its end (an abort
    // under AddressSanitizer as soon as the window got its space library).
    GameSetup setup = gtRace({u"Anna"_s, u"Boris"_s, u"Clara"_s, u"Dmitri"_s, u"Eva"_s, u"Fyodor"_s});
    setup.track = race().track;
    setup.grid = {3, 1, 5, 0, 4, 2};
    std::unique_ptr<GameWindow> w(open(setup));
    GameSession *s = w->session();
    GameDrive *drive = w->drive();
    QVERIFY2(drive && drive->isLive(), qPrintable(drive ? drive->reason() : QString()));
    DriveDocument *d = drive->document();
    const SpaceGraph &g = d->graph();
    const QList<int> grid = g.grid();
    QVERIFY(grid.size() < 6);
    // The first cars drawn take the grid spaces in order, each with its own distance.
    for (int k = 0; k < grid.size(); ++k) {
        const int car = setup.grid[k];
        QVERIFY2(s->state().cars[car].digital, qPrintable(s->playerName(car)));
        QCOMPARE(s->state().cars[car].digital->space, g.name(grid[k]));
        const QList<OrderCar> ordered = DriveRules::orderCars(g, d->state());
        const auto it = std::find_if(ordered.cbegin(), ordered.cend(), [&](const OrderCar &o) { return o.id == s->playerName(car); });
        QVERIFY(it != ordered.cend());
        QCOMPARE(s->state().cars[car].digital->distance, it->distance);
    }
    // The others are the players' to place, in the order drawn; the note says why (GT p. 5).
    const int next = setup.grid[grid.size()];
    QVERIFY(!s->state().cars[next].digital);
    QCOMPARE(drive->carToPlace(), next);
    const QString note = w->trackView()->driveNoteLabel()->text();
    QVERIFY2(note.contains(s->playerName(next)) && note.contains(u"p. 5"_s), qPrintable(note));
    w->show();
    QVERIFY(QTest::qWaitForWindowExposed(w.get()));
    w->findChild<QDockWidget *>(u"trackDock"_s)->raise();
    for (const QString &lang : {u"en"_s, u"ru"_s}) {
        Translations::install(lang);
        drive->retranslate();
        for (const QSize size : {QSize(1024, 700), QSize(1280, 820)}) {
            w->resize(size);
            QCoreApplication::processEvents();
            keepShot(w.get(), u"game-drive-short-grid-%1-%2.png"_s.arg(lang).arg(size.width()));
        }
    }
    Translations::install(u"en"_s);
    drive->retranslate();
    // A free space behind the grid.
    int free = -1;
    for (int n = 0; n < g.nodeCount() && free < 0; ++n)
        if (!grid.contains(n) && !DriveRules::occupied(g, d->state(), next).contains(n))
            free = n;
    QVERIFY(free >= 0);
    drive->clickAt(drive->overlay()->nodeCentre(free));
    QCOMPARE(s->state().cars[next].digital->space, g.name(free));
    QCOMPARE(drive->carToPlace(), setup.grid[grid.size() + 1]);
}

void tst_GameDrive::distancesAfterRetirement()
{
    // Issue 25: with Anna retired, Boris placed by a click got Clara's distance and lane.
    GameSetup setup = gtRace({u"Anna"_s, u"Boris"_s, u"Clara"_s});
    setup.track = race().track;
    std::unique_ptr<GameWindow> w(open(setup));
    GameSession *s = w->session();
    GameDrive *drive = w->drive();
    QVERIFY(drive && drive->isLive());
    DriveDocument *d = drive->document();
    const SpaceGraph &g = d->graph();
    QVERIFY(s->retire(0).accepted);
    // Boris's position entered by hand: the track asks for his space.
    QVERIFY(s->enterPlacements(placements({1})).accepted);
    QVERIFY(!s->state().cars[1].digital);
    QCOMPARE(drive->carToPlace(), 1);
    QVERIFY(w->trackView()->driveNoteLabel()->text().contains(u"Boris"_s));
    const int from = g.nodeByName(s->state().cars[2].digital->space);
    int ahead = -1;
    for (const GraphMove &m : g.node(g.grid().at(1)).moves)
        if (!m.diagonal && m.to != from)
            ahead = m.to;
    QVERIFY(ahead >= 0);
    drive->clickAt(drive->overlay()->nodeCentre(ahead));
    QCOMPARE(drive->carToPlace(), -1);
    const std::optional<DigitalPosition> boris = s->state().cars[1].digital;
    QVERIFY(boris);
    QCOMPARE(boris->space, g.name(ahead));
    const QList<OrderCar> ordered = DriveRules::orderCars(g, d->state());
    const auto it = std::find_if(ordered.cbegin(), ordered.cend(), [](const OrderCar &o) { return o.id == "Boris"_L1; });
    QVERIFY(it != ordered.cend());
    QCOMPARE(boris->distance, it->distance);
    QCOMPARE(boris->lane, it->position);
    QVERIFY(boris->distance != s->state().cars[2].digital->distance);
}

QTEST_MAIN(tst_GameDrive)
#include "tst_gamedrive.moc"
