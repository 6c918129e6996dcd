// SPDX-License-Identifier: GPL-3.0-or-later
// File ▸ New Game… as a user drives it, offscreen: the defaults (a 2-player GT race on the
// designer's track is Finish on the first page), every page's validation — nothing picked in the
// library, a nameless or doubled player, the grid by hand — the kinds (solo, DIRT stage, DIRT
// rally of three stages with their roads and road types), the data confidence marks, the starting
// weather drawn with Rommix's d10, the optional rules with their pages, the grid drawn as the
// rulebook draws it. PACENOTES_KEEP_SHOTS keeps a picture of every page in English and Russian.
#include "catalog/tilecatalog.h"
#include "game/gamesession.h"
#include "gamesetup/coursepage.h"
#include "gamesetup/gridpage.h"
#include "gamesetup/kindpage.h"
#include "gamesetup/newgamewizard.h"
#include "gamesetup/playerspage.h"
#include "gamesetup/rulespage.h"
#include "gamesetup/trackpage.h"
#include "gamesetup/weatherpage.h"
#include "i18n/translations.h"
#include "io/trackfiles.h"
#include "itemmodels/librarymodel.h"
#include "library/librarythumbnail.h"
#include "library/tracklibrary.h"
#include "keepshot.h"
#include "sampletracks.h"

#include <QAbstractButton>
#include <QApplication>
#include <QKeyEvent>
#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QListWidget>
#include <QPushButton>
#include <QRadioButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

using namespace Pacenotes;
using namespace Qt::StringLiterals;

namespace {

const TrackRef kTrack1{TrackRef::Source::Rulebook, u":/tracks/gt-track-1.json"_s, u"GT Track 1"_s};

NewGameContext gtContext(RandomSource *random)
{
    NewGameContext c;
    c.designerTrack = kTrack1;
    c.designerGame = Game::GT;
    c.random = random;
    return c;
}

template<typename Page>
Page *pageOf(NewGameWizard &w, NewGameWizard::PageId id)
{
    return qobject_cast<Page *>(w.page(id));
}

bool finishEnabled(NewGameWizard &w)
{
    QCoreApplication::processEvents(); // the wizard's own button update is queued behind a change
    return w.button(QWizard::FinishButton)->isEnabled();
}

/// As a user's click (a radio button only takes clicks on its circle and text: click() aims there).
void click(QAbstractButton *b)
{
    QVERIFY(b);
    QVERIFY(b->isEnabled());
    b->click();
}

void typeName(QLineEdit *edit, const QString &text)
{
    edit->setFocus();
    edit->selectAll();
    QTest::keyClick(edit, Qt::Key_Backspace);
    // keyClicks() knows ASCII only: other letters arrive as a keyboard sends them, as text.
    for (const QChar ch : text) {
        QKeyEvent press(QEvent::KeyPress, 0, Qt::NoModifier, QString(ch));
        QApplication::sendEvent(edit, &press);
    }
}

} // namespace

class tst_NewGameWizard : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;

private slots:
    void cleanup() { Translations::install(u"en"_s); }
    void defaultsAreFinishOnTheFirstPage();
    void kindsChangeThePlayersAndStages();
    void trackPageNeedsAPick();
    void trackPageLibraryAndRulebook();
    void coursePageLapsAndStages();
    void playersPageValidation();
    void confidenceMarks();
    void weatherDrawnWithAD10();
    void optionalRulesWithPages();
    void gridDrawnOrByHand();
    void dirtRallySetup();
    void screenshots_data();
    void screenshots();
};

void tst_NewGameWizard::defaultsAreFinishOnTheFirstPage()
{
    ScriptedRandom random({1});
    NewGameWizard w(gtContext(&random));
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QCOMPARE(w.currentId(), int(NewGameWizard::KindPageId));
    QVERIFY(finishEnabled(w));
    QSignalSpy accepted(&w, &QDialog::accepted);
    click(w.button(QWizard::FinishButton));
    QCOMPARE(accepted.count(), 1);
    const GameSetup s = w.setup();
    QCOMPARE(s.kind, GameKind::GtRace);
    QCOMPARE(s.players.size(), 2);
    QCOMPARE(s.track, kTrack1);
    QCOMPARE(s.title, u"GT race: GT Track 1"_s);
    QCOMPARE(s.rules.laps, 1);
    QCOMPARE(s.rules.weather, Weather::Dry);
    QCOMPARE(s.players[0].carClass, u"GT6"_s);
    QCOMPARE(s.players[0].tyres, u"asphalt"_s);
    // The grid drawn as the rulebook draws it (GT p. 5): the scripted draw put player 2 on pole.
    QVERIFY(s.gridDrawn);
    QCOMPARE(s.grid, (QList<int>{1, 0}));
    QString error;
    QVERIFY2(GameSession::create(s, &error), qPrintable(error));
}

void tst_NewGameWizard::kindsChangeThePlayersAndStages()
{
    ScriptedRandom random({0});
    NewGameWizard w(gtContext(&random));
    w.show();
    auto *kinds = pageOf<KindPage>(w, NewGameWizard::KindPageId);
    typeName(pageOf<PlayersPage>(w, NewGameWizard::PlayersPageId)->rows()[0].name, u"Anna"_s);
    QCOMPARE(w.draft().players[0].name, u"Anna"_s);

    click(kinds->button(int(GameKind::GtSolo)));
    QCOMPARE(w.draft().kind, GameKind::GtSolo);
    QCOMPARE(w.draft().players.size(), 1);
    QCOMPARE(w.draft().players[0].name, u"Anna"_s); // the person at the table stays
    QCOMPARE(w.draft().track, kTrack1);
    QVERIFY(finishEnabled(w));
    QVERIFY(!pageOf<PlayersPage>(w, NewGameWizard::PlayersPageId)->addButton()->isEnabled());

    click(kinds->button(int(GameKind::DirtRally)));
    QCOMPARE(w.draft().game(), Game::Dirt);
    QCOMPARE(w.draft().stages.size(), 2);
    QCOMPARE(w.draft().players[0].carClass, u"Core"_s);
    QCOMPARE(w.draft().players[0].tyres, u"gravel"_s);
    QCOMPARE(w.draft().track, TrackRef{}); // the designer's GT circuit is no DIRT stage
    QVERIFY(!pageOf<TrackPage>(w, NewGameWizard::TrackPageId)->findChild<QRadioButton *>(u"trackDesigner"_s)->isEnabled());
    QVERIFY(finishEnabled(w));
    // DIRT has no starting weather: its road types are chosen per stage.
    w.next();
    w.next();
    w.next();
    QCOMPARE(w.currentId(), int(NewGameWizard::PlayersPageId));
    w.next();
    QCOMPARE(w.currentId(), int(NewGameWizard::RulesPageId));

    w.back();
    w.back();
    w.back();
    w.back();
    click(kinds->button(int(GameKind::GtRace)));
    QCOMPARE(w.draft().players.size(), 2);
    QCOMPARE(w.draft().players[0].name, u"Anna"_s);
    QCOMPARE(w.draft().players[0].carClass, u"GT6"_s);
    QCOMPARE(w.draft().track, kTrack1);
    w.next();
    w.next();
    w.next();
    w.next();
    QCOMPARE(w.currentId(), int(NewGameWizard::WeatherPageId));
}

void tst_NewGameWizard::trackPageNeedsAPick()
{
    TrackLibrary library(TileCatalog::builtin());
    library.open(u":memory:"_s);
    library.rescan();
    QSignalSpy finished(&library, &TrackLibrary::scanFinished);
    QVERIFY(!library.isBusy() || finished.wait(30000));
    ScriptedRandom random({0});
    NewGameContext c = gtContext(&random);
    c.library = &library;
    NewGameWizard w(c);
    w.show();
    w.next();
    auto *page = pageOf<TrackPage>(w, NewGameWizard::TrackPageId);
    QCOMPARE(w.currentId(), int(NewGameWizard::TrackPageId));
    QCOMPARE(page->mode(), TrackPage::Designer);
    QVERIFY(page->isComplete());

    // The library chosen, nothing picked yet: neither Next nor Finish, and the page says why.
    click(page->findChild<QRadioButton *>(u"trackLibrary"_s));
    QVERIFY(!page->isComplete());
    QVERIFY(!w.button(QWizard::NextButton)->isEnabled());
    QVERIFY(!finishEnabled(w));
    QVERIFY(page->problemsLabel()->isVisible());
    QVERIFY2(page->problemsLabel()->text().contains(u"Pick a track in the library"_s), qPrintable(page->problemsLabel()->text()));
    QVERIFY(!w.problems().isEmpty());
    // Enter does not get round it.
    w.accept();
    QVERIFY(w.isVisible());

    // Only GT circuits are offered; picking one completes the page.
    QListView *list = page->libraryView();
    QVERIFY(list->model()->rowCount() > 0);
    for (int r = 0; r < list->model()->rowCount(); ++r)
        QCOMPARE(list->model()->index(r, 0).data(LibraryModel::GameRole).toInt(), int(Game::GT));
    list->setCurrentIndex(list->model()->index(0, 0));
    QVERIFY(page->isComplete());
    QVERIFY(finishEnabled(w));
    const TrackRef picked = w.draft().track;
    QCOMPARE(picked.source, TrackRef::Source::Rulebook); // the library's rulebook tracks stay the rulebook's
    QVERIFY(picked.location.startsWith(u":/tracks/gt-"_s));
    QVERIFY(!picked.title.isEmpty());
    QVERIFY(!page->problemsLabel()->isVisible());

    // No digital track: a name is optional.
    click(page->findChild<QRadioButton *>(u"trackNone"_s));
    QCOMPARE(w.draft().track.source, TrackRef::Source::None);
    QVERIFY(page->isComplete());
    typeName(page->nameEdit(), u"Kitchen table GP"_s);
    QCOMPARE(w.draft().track.title, u"Kitchen table GP"_s);
    QCOMPARE(w.draft().title, u"GT race: Kitchen table GP"_s);
}

void tst_NewGameWizard::trackPageLibraryAndRulebook()
{
    // A track of the user's own in the library is a library track, with its file.
    const QString folder = m_dir.filePath(u"tracks"_s);
    QVERIFY(QDir().mkpath(folder));
    Track mine = Samples::dirtStage();
    mine.title = u"Forest sprint"_s;
    QString error;
    QVERIFY2(TrackFiles::write(folder + u"/forest.json"_s, mine, TileCatalog::builtin(), &error), qPrintable(error));
    TrackLibrary library(TileCatalog::builtin());
    library.open(u":memory:"_s);
    library.setFolders({folder});
    library.rescan();
    QSignalSpy finished(&library, &TrackLibrary::scanFinished);
    QVERIFY(!library.isBusy() || finished.wait(30000));
    ScriptedRandom random({0});
    NewGameContext c;
    c.library = &library;
    c.designerGame = Game::Dirt;
    c.designerTrackUnsaved = true;
    c.random = &random;
    NewGameWizard w(c);
    QCOMPARE(w.draft().kind, GameKind::DirtStage); // the designer's game
    w.show();
    w.next();
    auto *page = pageOf<TrackPage>(w, NewGameWizard::TrackPageId);
    QCOMPARE(page->mode(), TrackPage::NoTrack);
    QVERIFY(!page->findChild<QRadioButton *>(u"trackDesigner"_s)->isEnabled());
    QListView *list = page->libraryView();
    int row = -1;
    for (int r = 0; r < list->model()->rowCount(); ++r)
        if (list->model()->index(r, 0).data(LibraryModel::PathRole).toString().endsWith(u"forest.json"_s))
            row = r;
    QVERIFY(row >= 0);
    list->setCurrentIndex(list->model()->index(row, 0));
    QCOMPARE(page->mode(), TrackPage::Library);
    QCOMPARE(w.draft().stages[0].track.source, TrackRef::Source::Library);
    QCOMPARE(w.draft().stages[0].track.title, u"Forest sprint"_s);
    QCOMPARE(w.draft().stages[0].title, u"Forest sprint"_s);

    // The rulebook's ready-made stages, from the app's own files.
    QComboBox *rulebook = page->rulebookBox();
    QCOMPARE(rulebook->count(), 18);
    rulebook->setCurrentIndex(3);
    emit rulebook->activated(3);
    QCOMPARE(page->mode(), TrackPage::Rulebook);
    QCOMPARE(w.draft().stages[0].track.source, TrackRef::Source::Rulebook);
    QVERIFY(w.draft().stages[0].track.location.startsWith(u":/tracks/dirt-rally-"_s));
    QVERIFY(finishEnabled(w));
}

void tst_NewGameWizard::coursePageLapsAndStages()
{
    ScriptedRandom random({0});
    NewGameWizard w(gtContext(&random));
    w.show();
    auto *course = pageOf<CoursePage>(w, NewGameWizard::CoursePageId);
    w.next();
    w.next();
    QCOMPARE(w.currentId(), int(NewGameWizard::CoursePageId));
    QVERIFY(course->lapsBox()->isVisible());
    QVERIFY(!course->stagesTable()->isVisible());
    QCOMPARE(course->lapsBox()->minimum(), 1);
    QCOMPARE(course->lapsBox()->maximum(), 99); // as GameSetup::problems allows
    course->lapsBox()->setValue(3);
    QCOMPARE(w.draft().rules.laps, 3);
    typeName(course->nameEdit(), u"Sunday cup"_s);
    QCOMPARE(w.draft().title, u"Sunday cup"_s);
    QVERIFY(course->isComplete());

    // A DIRT rally: a row per stage, at least two, each with a road and a road type.
    w.back();
    w.back();
    click(pageOf<KindPage>(w, NewGameWizard::KindPageId)->button(int(GameKind::DirtRally)));
    QCOMPARE(w.draft().title, u"Sunday cup"_s); // a name the players gave stays
    w.next();
    w.next();
    QVERIFY(!course->lapsBox()->isVisible());
    QVERIFY(course->stagesBox()->isVisible());
    QCOMPARE(course->stagesBox()->minimum(), 2);
    QCOMPARE(course->stagesBox()->maximum(), GameSetup::kMaxStages);
    course->stagesBox()->setValue(3);
    QCOMPARE(w.draft().stages.size(), 3);
    QTableWidget *table = course->stagesTable();
    QCOMPARE(table->rowCount(), 3);
    auto *terrain = qobject_cast<QComboBox *>(table->cellWidget(2, CoursePage::TerrainColumn));
    terrain->setCurrentIndex(2);
    emit terrain->activated(2);
    QCOMPARE(w.draft().stages[2].terrain, u"snow"_s);
    auto *road = qobject_cast<QComboBox *>(table->cellWidget(1, CoursePage::TrackColumn));
    QCOMPARE(road->itemText(0), u"No digital track"_s);
    QVERIFY(road->count() >= 19); // none + the rulebook's 18 stages
    road->setCurrentIndex(2);
    emit road->activated(2);
    QCOMPARE(w.draft().stages[1].track.source, TrackRef::Source::Rulebook);
    QCOMPARE(w.draft().stages[1].title, w.draft().stages[1].track.title);
    qobject_cast<QCheckBox *>(table->cellWidget(0, CoursePage::AssistanceColumn))->setChecked(true);
    QVERIFY(w.draft().stages[0].assistance);
    table->item(2, CoursePage::NameColumn)->setText(u"Col de Turini"_s);
    QCOMPARE(w.draft().stages[2].title, u"Col de Turini"_s);
    course->stagesBox()->setValue(2);
    QCOMPARE(w.draft().stages.size(), 2);
    QCOMPARE(table->rowCount(), 2);
    QVERIFY(course->isComplete());
}

void tst_NewGameWizard::playersPageValidation()
{
    ScriptedRandom random({0});
    NewGameWizard w(gtContext(&random));
    w.show();
    auto *page = pageOf<PlayersPage>(w, NewGameWizard::PlayersPageId);
    for (int i = 0; i < 3; ++i)
        w.next();
    QCOMPARE(w.currentId(), int(NewGameWizard::PlayersPageId));
    QCOMPARE(page->rows().size(), 2);
    QVERIFY(!page->rows()[0].remove->isEnabled()); // a race needs two

    // A nameless player: neither Next nor Finish, and the page names the player.
    typeName(page->rows()[1].name, QString());
    QVERIFY(!page->isComplete());
    QVERIFY(!w.button(QWizard::NextButton)->isEnabled());
    QVERIFY(!finishEnabled(w));
    QVERIFY2(page->problemsLabel()->text().contains(u"Player 2 has no name."_s), qPrintable(page->problemsLabel()->text()));
    // Two players of one name.
    typeName(page->rows()[1].name, u"player 1"_s);
    QVERIFY(!page->isComplete());
    QVERIFY2(page->problemsLabel()->text().contains(u"Two players are called"_s), qPrintable(page->problemsLabel()->text()));
    typeName(page->rows()[1].name, u"Boris"_s);
    QVERIFY(page->isComplete());
    QVERIFY(finishEnabled(w));
    QVERIFY(!page->problemsLabel()->isVisible());
    QCOMPARE(page->rows()[0].name->maxLength(), GameSetup::kMaxNameLength);

    // Up to six; a new player gets a colour nobody has and starts last (the grid was drawn: drawn again).
    for (int i = 0; i < 4; ++i)
        click(page->addButton());
    QCOMPARE(w.draft().players.size(), 6);
    QVERIFY(!page->addButton()->isEnabled());
    QSet<QRgb> colours;
    for (const PlayerSetup &p : w.draft().players)
        colours.insert(p.colour.rgb());
    QCOMPARE(colours.size(), 6);
    QCOMPARE(w.draft().grid.size(), 6);
    QVERIFY(page->isComplete());
    click(page->rows()[1].remove);
    QCOMPARE(w.draft().players.size(), 5);
    QCOMPARE(w.draft().players[1].name, u"Player 3"_s);
    QCOMPARE(page->rows().size(), 5);
    QCOMPARE(page->rows()[1].name->text(), u"Player 3"_s);
    QVERIFY(w.problems(NewGameWizard::Part::Players).isEmpty());

    // Only the classes and tyres the data has; a class change keeps tyres the new class has.
    QComboBox *classes = page->rows()[0].carClass;
    QStringList ids;
    for (int i = 0; i < classes->count(); ++i)
        ids << classes->itemData(i).toString();
    QCOMPARE(ids, (QStringList{u"GT6"_s, u"GT6 BOP"_s, u"GT5"_s, u"GT5 BOP"_s, u"GT4"_s}));
    QComboBox *tyres = page->rows()[0].tyres;
    QCOMPARE(tyres->count(), 3);
    tyres->setCurrentIndex(tyres->findData(u"rain"_s));
    emit tyres->activated(tyres->currentIndex());
    classes->setCurrentIndex(classes->findData(u"GT4"_s));
    emit classes->activated(classes->currentIndex());
    QCOMPARE(w.draft().players[0].carClass, u"GT4"_s);
    QCOMPARE(w.draft().players[0].tyres, u"rain"_s);

    // A solo lap has exactly one driver.
    w.back();
    w.back();
    w.back();
    click(pageOf<KindPage>(w, NewGameWizard::KindPageId)->button(int(GameKind::GtSolo)));
    QCOMPARE(page->rows().size(), 1);
    QVERIFY(!page->addButton()->isEnabled());
    QVERIFY(!page->rows()[0].remove->isEnabled());
}

void tst_NewGameWizard::confidenceMarks()
{
    ScriptedRandom random({0});
    NewGameWizard w(gtContext(&random));
    w.show();
    auto *page = pageOf<PlayersPage>(w, NewGameWizard::PlayersPageId);
    const PlayersPage::Row &row = page->rows()[0];
    // GT6 on asphalt: the dry side is printed in the rulebook, but the weather can change in a
    // race and the wet side's Boost dice come from one source only.
    QCOMPARE(row.mark->text(), u"● single source"_s);
    QVERIFY2(row.mark->toolTip().contains(u"dkrees"_s), qPrintable(row.mark->toolTip()));
    QVERIFY(row.mark->toolTip().contains(u"wet weather"_s));
    QVERIFY(!row.mark->toolTip().contains(u"dry weather"_s));
    // With weather changes off, the dry side is all the race can show: nothing to mark.
    pageOf<RulesPage>(w, NewGameWizard::RulesPageId)->box(u"noWeatherChanges"_s)->setChecked(true);
    page->sync();
    QCOMPARE(page->rows()[0].mark->text(), QString());
    // Soft tyres: a hazard limit nobody has published is a stand-in.
    QComboBox *tyres = page->rows()[0].tyres;
    const int soft = tyres->findData(u"soft"_s);
    QVERIFY(!tyres->itemIcon(soft).isNull());
    QVERIFY(tyres->itemData(soft, Qt::ToolTipRole).toString().contains(u"placeholder"_s, Qt::CaseInsensitive));
    QVERIFY(tyres->itemIcon(tyres->findData(u"asphalt"_s)).isNull());
    tyres->setCurrentIndex(soft);
    emit tyres->activated(soft);
    QCOMPARE(page->rows()[0].mark->text(), u"● placeholder"_s);

    // DIRT: the core dashboard's gravel rows are the rulebook's; a snow stage is a stand-in.
    click(pageOf<KindPage>(w, NewGameWizard::KindPageId)->button(int(GameKind::DirtStage)));
    QCOMPARE(page->rows()[0].mark->text(), QString());
    w.edit([](GameSetup &s) { s.stages[0].terrain = u"snow"_s; });
    page->sync();
    QCOMPARE(page->rows()[0].mark->text(), u"● placeholder"_s);
    QVERIFY(page->rows()[0].mark->toolTip().contains(u"on snow"_s));
}

void tst_NewGameWizard::weatherDrawnWithAD10()
{
    // Scripted: the grid's two markers, then the d10 rolls 7 (6 + 1: wet) and 6 (5 + 1: dry).
    ScriptedRandom random({0, 0, 6, 5});
    NewGameWizard w(gtContext(&random));
    w.show();
    auto *page = pageOf<WeatherPage>(w, NewGameWizard::WeatherPageId);
    click(page->findChild<QRadioButton *>(u"weatherWet"_s));
    QCOMPARE(w.draft().rules.weather, Weather::Wet);
    click(page->findChild<QRadioButton *>(u"weatherRandom"_s));
    QCOMPARE(page->roll(), 7);
    QCOMPARE(w.draft().rules.weather, Weather::Wet);
    click(page->drawButton());
    QCOMPARE(page->roll(), 6);
    QCOMPARE(w.draft().rules.weather, Weather::Dry);
    QVERIFY(page->findChild<QLabel *>()); // the rule's source is on the page
    bool cited = false;
    for (const QLabel *l : page->findChildren<QLabel *>())
        cited = cited || (l->isVisibleTo(page) && l->text().contains(u"Rommix"_s) && l->text().contains(u"p. 16"_s));
    QVERIFY(cited);
    click(page->findChild<QRadioButton *>(u"weatherDry"_s));
    QCOMPARE(w.draft().rules.weather, Weather::Dry);
    QVERIFY(!page->drawButton()->isVisible());
}

void tst_NewGameWizard::optionalRulesWithPages()
{
    ScriptedRandom random({0});
    NewGameWizard w(gtContext(&random));
    w.show();
    auto *page = pageOf<RulesPage>(w, NewGameWizard::RulesPageId);
    for (const QString &id : {u"flyingStart"_s, u"redline"_s, u"noWeatherChanges"_s})
        QVERIFY2(page->box(id), qPrintable(id));
    QVERIFY(!page->box(u"sisu"_s));
    page->box(u"flyingStart"_s)->setChecked(true);
    QVERIFY(w.draft().rules.flyingStart);
    page->box(u"noWeatherChanges"_s)->setChecked(true);
    QVERIFY(!w.draft().rules.weatherChanges);
    // Every option has its explanation and page.
    QStringList texts;
    for (const QLabel *l : page->findChildren<QLabel *>())
        texts << l->text();
    QVERIFY(texts.join(u'\n').contains(u"GT rulebook, p. 21"_s));

    click(pageOf<KindPage>(w, NewGameWizard::KindPageId)->button(int(GameKind::DirtRally)));
    page->sync();
    for (const QString &id : {u"flyingStart"_s, u"redline"_s, u"sisu"_s, u"oneShots"_s, u"checkpoints"_s})
        QVERIFY2(page->box(id), qPrintable(id));
    QVERIFY(!page->box(u"noWeatherChanges"_s));
    page->box(u"checkpoints"_s)->setChecked(true);
    page->box(u"oneShots"_s)->setChecked(true);
    QVERIFY(w.draft().checkpoints);
    QVERIFY(!w.draft().rules.leaderDice);
    QVERIFY(finishEnabled(w));
}

void tst_NewGameWizard::gridDrawnOrByHand()
{
    // Each draw takes one value per marker still in the hand (modulo what is left).
    ScriptedRandom random({0, 0, 2, 0, 0, 1, 1, 0});
    NewGameWizard w(gtContext(&random));
    w.show();
    QCOMPARE(w.draft().grid, (QList<int>{0, 1}));
    auto *players = pageOf<PlayersPage>(w, NewGameWizard::PlayersPageId);
    auto *page = pageOf<GridPage>(w, NewGameWizard::GridPageId);
    click(players->addButton()); // a drawn grid is drawn again with the new player
    QCOMPARE(w.draft().grid, (QList<int>{2, 0, 1}));
    while (w.currentId() != NewGameWizard::GridPageId)
        w.next();
    QListWidget *list = page->orderList();
    QCOMPARE(list->count(), 3);
    QCOMPARE(list->item(0)->text(), u"1. Player 3 — pole position"_s);
    QVERIFY(!list->dragEnabled());
    click(page->drawButton());
    QCOMPARE(w.draft().grid, (QList<int>{1, 2, 0}));
    QVERIFY(w.draft().gridDrawn);

    // By hand: the order as it stands, then moved with the arrows or dragged.
    click(page->findChild<QRadioButton *>(u"gridByHand"_s));
    QVERIFY(!w.draft().gridDrawn);
    QCOMPARE(w.draft().grid, (QList<int>{1, 2, 0}));
    QVERIFY(list->dragEnabled());
    QVERIFY(!page->drawButton()->isEnabled());
    list->setCurrentRow(2);
    page->move(2, -1);
    QCOMPARE(w.draft().grid, (QList<int>{1, 0, 2}));
    QCOMPARE(list->currentRow(), 1);
    page->move(0, -1); // nothing above pole
    QCOMPARE(w.draft().grid, (QList<int>{1, 0, 2}));
    QVERIFY(list->model()->moveRow(QModelIndex(), 0, QModelIndex(), 3)); // a drag of the pole sitter to the back
    QTRY_COMPARE(w.draft().grid, (QList<int>{0, 2, 1}));
    QCOMPARE(list->item(0)->text(), u"1. Player 1 — pole position"_s);
    QVERIFY(page->isComplete());
    QVERIFY(finishEnabled(w));

    // Removing a player keeps the order of the others.
    w.removePlayer(2);
    QCOMPARE(w.draft().grid, (QList<int>{0, 1}));
    QVERIFY(w.problems().isEmpty());
}

void tst_NewGameWizard::dirtRallySetup()
{
    // Draws: the first GT grid (two markers), the DIRT grid on the change of kind, on each new
    // player, then "Draw again": one car, value 2 of 4 — the third player starts, the others clockwise.
    ScriptedRandom random({0, 0, 0, 0, 0, 2});
    NewGameContext c;
    c.random = &random;
    NewGameWizard w(c);
    w.show();
    click(pageOf<KindPage>(w, NewGameWizard::KindPageId)->button(int(GameKind::DirtRally)));
    auto *course = pageOf<CoursePage>(w, NewGameWizard::CoursePageId);
    auto *players = pageOf<PlayersPage>(w, NewGameWizard::PlayersPageId);
    w.next();
    w.next();
    course->stagesBox()->setValue(3);
    for (int k = 0; k < 3; ++k) {
        auto *road = qobject_cast<QComboBox *>(course->stagesTable()->cellWidget(k, CoursePage::TrackColumn));
        const int i = road->findText(u"Rally 1 SS%1"_s.arg(k + 1), Qt::MatchEndsWith);
        QVERIFY2(i > 0, qPrintable(road->itemText(1)));
        road->setCurrentIndex(i);
        emit road->activated(i);
    }
    auto *terrain = qobject_cast<QComboBox *>(course->stagesTable()->cellWidget(1, CoursePage::TerrainColumn));
    terrain->setCurrentIndex(1);
    emit terrain->activated(1);
    w.next();
    click(players->addButton());
    click(players->addButton());
    const QStringList names{u"Kalle"_s, u"Petter"_s, u"Sébastien"_s, u"Walter"_s};
    for (int i = 0; i < 4; ++i)
        typeName(players->rows()[i].name, names[i]);
    w.next();
    QCOMPARE(w.currentId(), int(NewGameWizard::RulesPageId));
    pageOf<RulesPage>(w, NewGameWizard::RulesPageId)->box(u"sisu"_s)->setChecked(true);
    w.next();
    click(pageOf<GridPage>(w, NewGameWizard::GridPageId)->drawButton());
    QVERIFY(w.button(QWizard::FinishButton)->isVisible());
    QVERIFY(finishEnabled(w));
    click(w.button(QWizard::FinishButton));

    const GameSetup s = w.setup();
    QCOMPARE(s.kind, GameKind::DirtRally);
    QCOMPARE(s.stages.size(), 3);
    QCOMPARE(s.stages[1].terrain, u"asphalt"_s);
    for (const StageSetup &st : s.stages)
        QCOMPARE(st.track.source, TrackRef::Source::Rulebook);
    QCOMPARE(s.stages[0].track.location, u":/tracks/dirt-rally-1-ss1.json"_s);
    QCOMPARE(s.players.size(), 4);
    QCOMPARE(s.players[2].name, u"Sébastien"_s);
    QVERIFY(s.rules.sisu);
    QVERIFY(s.rules.rally);
    QCOMPARE(s.grid, (QList<int>{2, 3, 0, 1}));
    QString error;
    std::unique_ptr<GameSession> game = GameSession::create(s, &error);
    QVERIFY2(game, qPrintable(error));
    QCOMPARE(game->setup().stageCount(), 3);
}

void tst_NewGameWizard::screenshots_data()
{
    QTest::addColumn<QString>("lang");
    QTest::newRow("en") << u"en"_s;
    QTest::newRow("ru") << u"ru"_s;
}

void tst_NewGameWizard::screenshots()
{
    QFETCH(QString, lang);
    Translations::install(lang);
    TrackLibrary library(TileCatalog::builtin());
    library.setThumbnailer([](const Track &t, const QImage &preview) { return LibraryThumbnail::png(t, TileCatalog::builtin(), preview); });
    library.open(u":memory:"_s);
    library.rescan();
    QSignalSpy finished(&library, &TrackLibrary::scanFinished);
    QVERIFY(!library.isBusy() || finished.wait(30000));
    ScriptedRandom random({1, 0, 7});
    NewGameContext c = gtContext(&random);
    c.library = &library;
    NewGameWizard w(c);
    w.resize(1024, 700);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    const QStringList names{u"kind"_s, u"track"_s, u"course"_s, u"players"_s, u"weather"_s, u"rules"_s, u"grid"_s};
    // The library's pictures are drawn after the scan, a few at a time.
    auto *track = pageOf<TrackPage>(w, NewGameWizard::TrackPageId);
    QTRY_VERIFY_WITH_TIMEOUT(!track->libraryView()->model()->index(0, 0).data(LibraryModel::ThumbnailRole).value<QImage>().isNull(), 20000);
    for (int id = 0; id < names.size(); ++id) {
        QCOMPARE(w.currentId(), id);
        if (id == NewGameWizard::TrackPageId)
            track->libraryView()->setCurrentIndex(track->libraryView()->model()->index(1, 0));
        if (id == NewGameWizard::WeatherPageId)
            click(w.currentPage()->findChild<QRadioButton *>(u"weatherRandom"_s));
        keepShot(&w, u"newgame-%1-%2-%3.png"_s.arg(id + 1).arg(names[id], lang));
        if (id + 1 < names.size())
            w.next();
    }
    // A DIRT rally's stages and a problem on the players page, as the user sees them.
    w.restart();
    click(pageOf<KindPage>(w, NewGameWizard::KindPageId)->button(int(GameKind::DirtRally)));
    w.next();
    w.next();
    pageOf<CoursePage>(w, NewGameWizard::CoursePageId)->stagesBox()->setValue(3);
    keepShot(&w, u"newgame-3-course-rally-%1.png"_s.arg(lang));
    w.next();
    typeName(pageOf<PlayersPage>(w, NewGameWizard::PlayersPageId)->rows()[1].name, QString());
    QVERIFY(!finishEnabled(w));
    keepShot(&w, u"newgame-4-players-problem-%1.png"_s.arg(lang));
}

QTEST_MAIN(tst_NewGameWizard)
#include "tst_newgamewizard.moc"
