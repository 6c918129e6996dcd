// SPDX-License-Identifier: GPL-3.0-or-later
// The championship window and its dialogs: the standings sort by any column, results entered by
// hand as the sheets write them, the season dialog's defaults and checks, a finished game from the
// games file, the exports (CSV, JSON read back, the standings sheet as a vector PDF), the game-end
// offer. PACENOTES_KEEP_SHOTS keeps pictures of the window and dialogs (EN, RU; 1024 × 700 and
// 1280 × 820), PACENOTES_KEEP_SHEETS the PDFs.
#include "championship/championshipactions.h"
#include "championship/championshipwindow.h"
#include "championship/addgamedialog.h"
#include "championship/eventdialog.h"
#include "championship/seasondialog.h"
#include "championship/championshipsdialog.h"
#include "championship/championshipdocument.h"
#include "championship/championshipjson.h"
#include "championship/championshipstore.h"
#include "gamehelpers.h"
#include "gamesetup/sessionsdialog.h"
#include "help/rulesreference.h"
#include "itemmodels/championshipteamsmodel.h"
#include "game/gamestore.h"
#include "i18n/translations.h"
#include "keepshot.h"
#include "pdftools.h"
#include "sheets/sheetprinting.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QFile>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

using namespace Pacenotes;
using namespace Qt::StringLiterals;

namespace {

/// A season of 3 races and a rally in progress, with teams: everything the window shows.
Championship sampleSeason()
{
    const char *json = R"({"name": "Winter Cup 2026", "game": "mixed",
      "rules": {"format": "auto-tour", "scoring": "points", "startOrder": "lowest-points-first", "keepCar": true},
      "drivers": [{"id": "ann", "name": "Ann Moreau", "car": "GT6", "team": "red"}, {"id": "bob", "name": "Bob Kowalski", "car": "GT6", "team": "blue"},
                  {"id": "cyd", "name": "Cyd Lindqvist", "car": "GT5", "team": "red"}, {"id": "dee", "name": "Dee Ito", "car": "GT5", "team": "blue"},
                  {"id": "eli", "name": "Eli Novak", "car": "GT4"}],
      "teams": [{"id": "red", "name": "Red Arrows"}, {"id": "blue", "name": "Blue Comets"}],
      "events": [
        {"name": "Monza", "date": "2026-01-10", "kind": "race", "game": "gt", "source": {"kind": "app", "session": "s1", "title": "Monza"},
         "results": [{"driver": "bob", "place": 1}, {"driver": "ann", "place": 2}, {"driver": "cyd", "place": 3},
                     {"driver": "dee", "retired": true, "retiredOrder": 1}, {"driver": "eli", "retired": true, "retiredOrder": 2}]},
        {"name": "Col de Turini", "date": "2026-01-24", "kind": "rally", "game": "dirt", "stages": 2,
         "results": [{"driver": "ann", "stages": ["3:10", "4:05"]}, {"driver": "bob", "stages": ["3:25", "retired"]},
                     {"driver": "cyd", "stages": ["3:05", "4:20"]}, {"driver": "dee", "stages": ["3:40", "4:00"]}]},
        {"name": "Spa", "date": "2026-02-07", "kind": "race", "game": "gt",
         "results": [{"driver": "ann", "place": 1, "bonus": 1, "bonusReason": "fastest lap"}, {"driver": "dee", "place": 2},
                     {"driver": "bob", "place": 3}, {"driver": "eli", "place": 4}, {"driver": "cyd", "place": 5}]},
        {"name": "Rally Sweden", "date": "2026-02-21", "kind": "rally", "game": "dirt", "stages": 3,
         "results": [{"driver": "cyd", "stages": ["2:55", null, null]}, {"driver": "ann", "stages": ["3:02", null, null]},
                     {"driver": "bob", "stages": ["3:20", null, null]}, {"driver": "dee", "stages": ["retired", null, null]},
                     {"driver": "eli", "stages": ["3:15", null, null]}]}]})";
    QString error;
    const std::optional<Championship> s = ChampionshipJson::read(json, &error);
    if (!s)
        qFatal("sample season: %s", qPrintable(error));
    return *s;
}

/// A season of 40 drivers and 30 races, for the long sheet.
Championship bigSeason()
{
    Championship s;
    s.name = u"Forum League"_s;
    s.rules = SeasonRules::defaults(SeasonFormat::RaceSeries);
    for (int d = 0; d < 40; ++d)
        s.drivers.append({u"d%1"_s.arg(d), u"Driver %1"_s.arg(d + 1), u"GT6"_s, {}});
    for (int e = 0; e < 30; ++e) {
        ChampionshipEvent ev;
        ev.name = u"Round %1"_s.arg(e + 1);
        for (int p = 0; p < 40; ++p) {
            EventEntry en;
            en.driver = u"d%1"_s.arg((p * 7 + e * 3) % 40);
            en.place = p + 1;
            ev.entries.append(en);
        }
        s.events.append(ev);
    }
    return s;
}

QString rowDriver(QTableView *view, int row)
{
    return view->model()->index(row, 1).data().toString();
}

} // namespace

class tst_ChampionshipWindow : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;

private slots:
    void initTestCase() { Translations::install(u"en"_s); }
    void cleanup() { Translations::install(u"en"_s); }

    void windowShowsAndSorts()
    {
        auto *window = new ChampionshipWindow(new ChampionshipDocument(sampleSeason()));
        window->resize(1024, 700);
        window->show();
        QVERIFY(QTest::qWaitForWindowExposed(window));
        QAbstractItemModelTester tester(window->standingsProxy(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QTableView *view = window->standingsView();
        // Monza: Bob 25, Ann 18, Cyd 15, Eli 12 (retired later), Dee 10; Turini: Ann 7:15 25, Cyd 7:25 18,
        // Dee 7:40 15, Bob 8:45 12 (retired: 4:20 + 1:00); Spa: Ann 25+1, Dee 18, Bob 15, Eli 12, Cyd 10.
        // Sweden is in progress. Ann 69.
        QCOMPARE(rowDriver(view, 0), u"Ann Moreau"_s);
        QCOMPARE(view->model()->index(0, view->model()->columnCount() - 2).data().toString(), u"69"_s);
        // In progress: its column is empty and the next start is its stage 2.
        QVERIFY(window->startTitle()->text().contains(u"Rally Sweden, stage 2"_s));
        QCOMPARE(window->startView()->model()->index(0, 1).data().toString(), u"Cyd Lindqvist"_s);
        QVERIFY(window->teamsView()->isVisible());
        // At 1024 px the teams' drivers are not cut: the narrow columns take only what they need.
        QTableView *teams = window->teamsView();
        for (int row = 0; row < teams->model()->rowCount(); ++row) {
            const QString names = teams->model()->index(row, ChampionshipTeamsModel::DriversColumn).data().toString();
            const int needed = teams->fontMetrics().horizontalAdvance(names);
            QVERIFY2(teams->columnWidth(ChampionshipTeamsModel::DriversColumn) > needed,
                     qPrintable(u"%1: %2 < %3"_s.arg(names).arg(teams->columnWidth(ChampionshipTeamsModel::DriversColumn)).arg(needed)));
        }
        // Dee and Cyd tie on 43: the tie-break used is on screen in words.
        QVERIFY(window->tiesLabel()->isVisible());
        QVERIFY2(window->tiesLabel()->text().contains(u"Dee Ito ahead of Cyd Lindqvist, both on 43 points"_s),
                 qPrintable(window->tiesLabel()->text()));

        // A click on a column header sorts by that column (numbers, not text).
        QHeaderView *header = view->horizontalHeader();
        const int monza = 3; // pos, driver, team, Monza…
        QCOMPARE(view->model()->headerData(monza, Qt::Horizontal).toString(), u"Monza"_s);
        QTest::mouseClick(header->viewport(), Qt::LeftButton, {}, QPoint(header->sectionViewportPosition(monza) + 5, header->height() / 2));
        const QString first = rowDriver(view, 0), last = rowDriver(view, 4);
        QTest::mouseClick(header->viewport(), Qt::LeftButton, {}, QPoint(header->sectionViewportPosition(monza) + 5, header->height() / 2));
        QCOMPARE(rowDriver(view, 0), last);
        QCOMPARE(rowDriver(view, 4), first);
        QVERIFY(first == u"Bob Kowalski"_s || last == u"Bob Kowalski"_s);
        delete window;
    }

    void exports()
    {
        auto *window = new ChampionshipWindow(new ChampionshipDocument(sampleSeason()));
        const QString csv = m_dir.filePath(u"standings.csv"_s);
        QString error;
        QVERIFY2(window->exportCsv(csv, &error), qPrintable(error));
        QFile f(csv);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(f.readAll());
        QVERIFY(text.contains(u"Ann Moreau"_s));
        QVERIFY(text.contains(u"Col de Turini"_s));

        const QString json = m_dir.filePath(u"season.json"_s);
        QVERIFY2(window->exportJson(json, &error), qPrintable(error));
        QFile j(json);
        QVERIFY(j.open(QIODevice::ReadOnly));
        std::optional<Championship> back = ChampionshipJson::read(j.readAll(), &error);
        QVERIFY2(back, qPrintable(error));
        QCOMPARE(*back, window->document()->season());

        QVERIFY(window->markdown().contains(u"| Pos | Driver | Team |"_s));
        QVERIFY(window->plainText().contains(u"Rally Sweden is still being driven"_s));
        delete window;
    }

    void sheetPdf_data()
    {
        QTest::addColumn<QString>("lang");
        QTest::addColumn<int>("paper");
        QTest::newRow("en a4") << u"en"_s << int(QPageSize::A4);
        QTest::newRow("ru letter") << u"ru"_s << int(QPageSize::Letter);
    }

    void sheetPdf()
    {
        QFETCH(QString, lang);
        QFETCH(int, paper);
        if (!PdfTools::available())
            QSKIP("poppler-utils not installed");
        Translations::install(lang);
        const QString keep = qEnvironmentVariable("PACENOTES_KEEP_SHEETS");
        const auto write = [&](const QString &name, const Championship &season) {
            SheetRequest r;
            r.kind = SheetRequest::Kind::Standings;
            r.championship = season;
            r.paper = QPageSize::PageSizeId(paper);
            const QString path = keep.isEmpty() ? m_dir.filePath(name) : QDir(keep).filePath(name);
            QString error;
            if (!SheetPrinting::writePdf(path, r, &error))
                qWarning("%s", qPrintable(error));
            return std::make_pair(path, SheetPrinting::pageCount(r));
        };
        const auto [pdf, pages] = write(u"standings-%1.pdf"_s.arg(lang), sampleSeason());
        QCOMPARE(PdfTools::pages(pdf), pages);
        QVERIFY(PdfTools::info(pdf, u"Page size"_s).contains(paper == int(QPageSize::A4) ? u"A4"_s : u"letter"_s));
        QVERIFY(PdfTools::images(pdf).isEmpty()); // vector only
        const QString text = PdfTools::text(pdf);
        QVERIFY2(text.contains(u"Ann Moreau"_s), qPrintable(text));
        QVERIFY(text.contains(lang == u"ru"_s ? u"ТАБЛИЦА ЧЕМПИОНАТА"_s : u"CHAMPIONSHIP STANDINGS"_s));
        QVERIFY(text.contains(u"p. 13"_s) || text.contains(u"стр. 13"_s));

        // 40 drivers × 30 events: events continue over pages, every driver on them.
        const auto [big, bigPages] = write(u"standings-big-%1.pdf"_s.arg(lang), bigSeason());
        QCOMPARE(PdfTools::pages(big), bigPages);
        QVERIFY(bigPages >= 6);
        const QString bigText = PdfTools::text(big);
        QVERIFY(bigText.contains(u"Driver 40"_s));
        QVERIFY(bigText.contains(u"Round 30"_s));
    }

    void enterResultsByHand()
    {
        Championship season = sampleSeason();
        EventDialog dialog(season, nullptr);
        QTableWidget *t = dialog.table();
        dialog.nameEdit()->setText(u"Imola"_s);
        QCOMPARE(dialog.kindBox()->currentData().toInt(), int(EventKind::Race));
        // Nobody ticked yet: the event needs results.
        QVERIFY(!dialog.okButton()->isEnabled());
        t->item(0, dialog.placeColumn())->setText(u"2"_s); // typing ticks the row
        t->item(1, dialog.placeColumn())->setText(u"2"_s);
        QVERIFY(!dialog.okButton()->isEnabled());
        QVERIFY2(dialog.problemLabel()->text().contains(u"two drivers in place 2"_s), qPrintable(dialog.problemLabel()->text()));
        t->item(1, dialog.placeColumn())->setText(u"1"_s);
        t->item(2, dialog.retiredColumn())->setCheckState(Qt::Checked);
        t->item(2, 0)->setCheckState(Qt::Checked);
        QVERIFY2(dialog.okButton()->isEnabled(), qPrintable(dialog.problemLabel()->text()));
        const ChampionshipEvent ev = dialog.event();
        QCOMPARE(ev.entries.size(), 3);
        QCOMPARE(ev.entries[1].place, 1);
        QVERIFY(ev.entries[2].retired);
        QCOMPARE(ev.entries[0].car, u"GT6"_s); // the season keeps cars: the driver's own
        // A place beyond the field.
        t->item(0, dialog.placeColumn())->setText(u"7"_s);
        QVERIFY(dialog.problemLabel()->text().contains(u"beyond the field"_s));
        keepShot(&dialog, u"championship-enter-race-en.png"_s);

        // A rally typed as the sheets write it.
        dialog.kindBox()->setCurrentIndex(dialog.kindBox()->findData(int(EventKind::Rally)));
        dialog.stagesBox()->setValue(2);
        for (int r = 0; r < t->rowCount(); ++r)
            t->item(r, 0)->setCheckState(Qt::Unchecked);
        t->item(0, dialog.stageColumn(0))->setText(u"3:20"_s);
        t->item(0, dialog.stageColumn(1))->setText(u"R"_s);
        t->item(1, dialog.stageColumn(0))->setText(u"3:05"_s);
        t->item(1, dialog.stageColumn(1))->setText(u"4.10"_s);
        QVERIFY2(dialog.okButton()->isEnabled(), qPrintable(dialog.problemLabel()->text()));
        t->item(1, dialog.stageColumn(1))->setText(u"4:75"_s);
        QVERIFY(!dialog.okButton()->isEnabled());
        QVERIFY(dialog.problemLabel()->text().contains(u"4:75"_s));
        t->item(1, dialog.stageColumn(1))->setText(u"4:10"_s);
        const ChampionshipEvent rally = dialog.event();
        QCOMPARE(rally.kind, EventKind::Rally);
        QCOMPARE(rally.entries[0].stages[0].time, 200);
        QVERIFY(rally.entries[0].stages[1].retired);
        QCOMPARE(rally.entries[1].stages[1].time, 250);

        // Someone new.
        const int row = dialog.addDriver(u"Fay Okafor"_s);
        t->item(row, dialog.stageColumn(0))->setText(u"3:30"_s);
        t->item(row, dialog.stageColumn(1))->setText(u"4:00"_s);
        QCOMPARE(dialog.newDrivers().size(), 1);
        QVERIFY(dialog.okButton()->isEnabled());
        ChampionshipDocument doc(season);
        QString error;
        QVERIFY2(doc.addEvent(dialog.event(), dialog.newDrivers(), &error), qPrintable(error));
        QCOMPARE(doc.season().drivers.constLast().name, u"Fay Okafor"_s);

        QCOMPARE(EventDialog::parseStageCell(u"3:20 +2"_s, nullptr)->penaltyTokens, 2);
        QVERIFY(!EventDialog::parseStageCell(u"abc"_s, nullptr));
        QVERIFY(EventDialog::parseStageCell(u""_s, nullptr)->isEmpty());
    }

    void seasonDialog()
    {
        Championship s;
        s.rules = SeasonRules::defaults(SeasonFormat::RaceSeries);
        SeasonDialog dialog(s, true);
        QVERIFY(!dialog.okButton()->isEnabled()); // no driver yet
        dialog.addDriverRow(u"Ann"_s, u"GT6"_s);
        dialog.addDriverRow(u"Bob"_s, u"GT5"_s);
        QVERIFY2(dialog.okButton()->isEnabled(), qPrintable(dialog.problemLabel()->text()));
        QCOMPARE(dialog.pointsEdit()->text(), u"25-18-15-12-10-8-6-4-2-1-0-0"_s);
        QVERIFY(dialog.summaryLabel()->text().contains(u"Table 1"_s));

        // A table that rises is kept with a warning; one that cannot be read is refused.
        dialog.pointsEdit()->setText(u"10, 8, 9"_s);
        Q_EMIT dialog.pointsEdit()->textEdited(dialog.pointsEdit()->text());
        QVERIFY(dialog.okButton()->isEnabled());
        QVERIFY2(dialog.problemLabel()->text().contains(u"not decreasing"_s), qPrintable(dialog.problemLabel()->text()));
        QCOMPARE(dialog.presetBox()->currentData().toString(), QString());
        dialog.pointsEdit()->setText(u"10, x"_s);
        Q_EMIT dialog.pointsEdit()->textEdited(dialog.pointsEdit()->text());
        QVERIFY(!dialog.okButton()->isEnabled());
        dialog.presetBox()->setCurrentIndex(dialog.presetBox()->findData(u"10-8-6-5-4-3-2-1"_s));
        QCOMPARE(dialog.pointsEdit()->text(), u"10-8-6-5-4-3-2-1"_s);
        QVERIFY(dialog.okButton()->isEnabled());

        // The Auto Tour brings its defaults (digest p. 13).
        dialog.formatBox()->setCurrentIndex(dialog.formatBox()->findData(int(SeasonFormat::AutoTour)));
        QCOMPARE(dialog.scoringBox()->currentData().toInt(), int(Scoring::Time));
        QCOMPARE(dialog.startOrderBox()->currentData().toInt(), int(StartOrderRule::LowestTimeFirst));
        QCOMPARE(dialog.placeSecondsBox()->value(), 10);
        // Lowest points first cannot go with a total time.
        dialog.startOrderBox()->setCurrentIndex(dialog.startOrderBox()->findData(int(StartOrderRule::LowestPointsFirst)));
        QVERIFY(!dialog.okButton()->isEnabled());
        dialog.startOrderBox()->setCurrentIndex(dialog.startOrderBox()->findData(int(StartOrderRule::LowestTimeFirst)));
        dialog.placeSecondsBox()->setValue(30);
        const Championship made = dialog.season();
        QCOMPARE(made.rules.format, SeasonFormat::AutoTour);
        QVERIFY(made.rules.keepCar);
        QCOMPARE(made.rules.placeSeconds, 30);
        QCOMPARE(made.game, SeasonGame::Mixed);
        QCOMPARE(made.drivers.size(), 2);
        QCOMPARE(made.drivers[1].id, u"bob"_s);
        QCOMPARE(made.drivers[1].car, u"GT5"_s);
        QVERIFY(dialog.summaryLabel()->text().contains(u"30 s"_s));

        // Teams of two.
        const int team = dialog.addTeamRow(u"Reds"_s);
        Q_UNUSED(team);
        auto *box = qobject_cast<QComboBox *>(dialog.driversTable()->cellWidget(0, 2));
        box->setCurrentIndex(1);
        QVERIFY(!dialog.okButton()->isEnabled()); // a team of one
        qobject_cast<QComboBox *>(dialog.driversTable()->cellWidget(1, 2))->setCurrentIndex(1);
        QVERIFY2(dialog.okButton()->isEnabled(), qPrintable(dialog.problemLabel()->text()));
        QCOMPARE(dialog.season().teamMembers(dialog.season().teams[0].id).size(), 2);
    }

    void addAFinishedGame()
    {
        GameStore games;
        QVERIFY(games.open(u":memory:"_s));
        QString error;
        std::unique_ptr<GameSession> g = GameSession::create(TestGame::gtRace({u"Ann Moreau"_s, u"Walt Brenner"_s}), &error);
        QVERIFY2(g, qPrintable(error));
        QVERIFY(g->attachStore(&games, 0, &error));
        QVERIFY(g->startRound().accepted);
        const int first = g->activeCar();
        QVERIFY(g->retire(1 - first).accepted);
        QVERIFY(g->retire(first).accepted);
        QCOMPARE(g->phase(), GamePhase::GameOver);
        const qint64 id = g->storeId();
        g.reset();

        AddGameDialog dialog(&games, sampleSeason());
        QCOMPARE(dialog.list()->topLevelItemCount(), 1);
        QVERIFY(dialog.selectSession(id));
        QVERIFY2(dialog.okButton()->isEnabled(), qPrintable(dialog.preview()->text()));
        QVERIFY(dialog.preview()->text().contains(u"Walt Brenner"_s)); // new to the season
        QCOMPARE(dialog.newDrivers().size(), 1);
        const ChampionshipEvent ev = dialog.event();
        QVERIFY(ev.source.fromApp);
        QCOMPARE(ev.entries.size(), 2);
        QCOMPARE(ev.entries[0].driver, u"ann"_s); // matched by name
        keepShot(&dialog, u"championship-add-game-en.png"_s);

        // Game ▸ Sessions… offers the finished game to a championship.
        SessionsDialog sessions(&games);
        QVERIFY(sessions.selectSession(id));
        QVERIFY(sessions.championshipButton()->isEnabled());
        QSignalSpy asked(&sessions, &SessionsDialog::addToChampionshipRequested);
        sessions.championshipButton()->click();
        QCOMPARE(asked.count(), 1);
        QCOMPARE(asked.first().first().toLongLong(), id);

        ChampionshipDocument doc(sampleSeason());
        QVERIFY2(doc.addEvent(ev, dialog.newDrivers(), &error), qPrintable(error));
        // The game is in the season now: listed, but cannot be added again.
        AddGameDialog again(&games, doc.season());
        QVERIFY(!again.selectSession(id));
    }

    void actionsAndTheGameEndOffer()
    {
        QWidget parent;
        ChampionshipActions actions(&parent, m_dir.filePath(u"actions/championships.sqlite"_s));
        ChampionshipWindow *w = actions.createSeason(sampleSeason());
        QVERIFY(w);
        const qint64 id = w->document()->season().id;
        QVERIFY(id > 0);
        QCOMPARE(actions.openSeason(id), w); // raised, not opened twice
        ChampionshipsDialog *list = actions.showChampionships();
        QVERIFY(list);
        QVERIFY(list->selectSeason(id));

        // A game offered at its end goes to the season the user picks.
        GameStore games;
        QVERIFY(games.open(u":memory:"_s));
        QString error;
        std::unique_ptr<GameSession> g = GameSession::create(TestGame::gtRace({u"Ann Moreau"_s, u"Bob Kowalski"_s}), &error);
        QVERIFY(g->attachStore(&games, 0, &error));
        QVERIFY(g->startRound().accepted);
        const int first = g->activeCar();
        QVERIFY(g->retire(1 - first).accepted);
        QVERIFY(g->retire(first).accepted);
        QWidget gameWindow;
        actions.offerFinishedGame(g.get(), &gameWindow);
        auto *box = gameWindow.findChild<QMessageBox *>(u"offerChampionship"_s);
        QVERIFY(box);
        keepShot(box, u"championship-offer-en.png"_s);
        actions.setSeasonChooser([id](const QStringList &names, const QList<qint64> &ids, QWidget *) {
            return names.isEmpty() ? 0 : ids.value(ids.indexOf(id));
        });
        const int before = int(w->document()->season().events.size());
        QAbstractButton *add = box->buttons().value(0);
        for (QAbstractButton *b : box->buttons())
            if (box->buttonRole(b) == QMessageBox::AcceptRole)
                add = b;
        add->click();
        QCOMPARE(w->document()->season().events.size(), before + 1);
        QVERIFY(w->document()->season().events.constLast().source.fromApp);
        // The store has it, in one transaction.
        QCOMPARE(actions.store()->load(id)->events.size(), before + 1);
        delete w;
    }

    void rulesReferenceCitesTheDigest()
    {
        // Help ▸ Rules Quick Reference lists every section the app cites, the seasons' too.
        const QString html = RulesReference::html();
        QVERIFY(html.contains(u"Multi-Stage Races: Rally Races"_s));
        QVERIFY(html.contains(u"Table 1: Points by place"_s));
    }

    void screenshots()
    {
        if (qEnvironmentVariable("PACENOTES_KEEP_SHOTS").isEmpty())
            QSKIP("PACENOTES_KEEP_SHOTS not set");
        for (const QString &lang : {u"en"_s, u"ru"_s}) {
            Translations::install(lang);
            for (const QSize size : {QSize(1024, 700), QSize(1280, 820)}) {
                const QString suffix = u"%1-%2x%3.png"_s.arg(lang).arg(size.width()).arg(size.height());
                auto *window = new ChampionshipWindow(new ChampionshipDocument(sampleSeason()));
                window->resize(size);
                window->show();
                QVERIFY(QTest::qWaitForWindowExposed(window));
                keepShot(window, u"championship-standings-"_s + suffix);
                window->tabs()->setCurrentIndex(1);
                keepShot(window, u"championship-events-"_s + suffix);
                window->tabs()->setCurrentIndex(2);
                keepShot(window, u"championship-rules-"_s + suffix);
                delete window;
                SeasonDialog season(sampleSeason(), false);
                season.resize(std::min(900, size.width() - 40), std::min(620, size.height() - 40));
                season.show();
                keepShot(&season, u"championship-season-"_s + suffix);
                season.tabs()->setCurrentIndex(1);
                keepShot(&season, u"championship-drivers-"_s + suffix);
                EventDialog event(sampleSeason(), &sampleSeason().events[1]);
                event.resize(std::min(760, size.width() - 40), std::min(560, size.height() - 40));
                event.show();
                keepShot(&event, u"championship-event-"_s + suffix);
            }
        }
    }
};

QTEST_MAIN(tst_ChampionshipWindow)
#include "tst_championshipwindow.moc"
