// SPDX-License-Identifier: GPL-3.0-or-later
// Figures for championships (issue 22): the standings of a 40-driver, 30-event season (aim: under
// 5 ms) in each way of scoring, reading its JSON, one change saved (one transaction, WAL,
// synchronous=FULL), and its standings sheet as a vector PDF (aim: under 0.5 s).
//   cmake --build build --target bench_championship && ./build/bench/bench_championship
#include "championship/championshipdocument.h"
#include "championship/championshipjson.h"
#include "championship/championshipstandings.h"
#include "championship/championshipstore.h"
#include "sheets/sheetprinting.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTextStream>

#include <algorithm>

using namespace Pacenotes;
using namespace Qt::StringLiterals;

namespace {

/// 40 drivers, 30 events: races, or rallies of three stages (a retirement now and then), or an
/// Auto Tour alternating both; Table 1, a power stage, best 20 of 30, two tie-breaks, teams.
Championship season(SeasonFormat format)
{
    Championship s;
    s.name = u"Bench season"_s;
    s.game = format == SeasonFormat::RaceSeries ? SeasonGame::GT : format == SeasonFormat::AutoTour ? SeasonGame::Mixed : SeasonGame::Dirt;
    s.rules = SeasonRules::defaults(format);
    if (s.rules.scoring == Scoring::Points) {
        s.rules.countBest = 20;
        if (format != SeasonFormat::RaceSeries)
            s.rules.powerStage = {3, 2, 1};
        s.rules.startOrder = StartOrderRule::LowestPointsFirst;
    }
    for (int t = 0; t < 20; ++t)
        s.teams.append({u"t%1"_s.arg(t), u"Team %1"_s.arg(t + 1)});
    for (int d = 0; d < 40; ++d)
        s.drivers.append({u"d%1"_s.arg(d), u"Driver %1"_s.arg(d + 1), u"GT6"_s, u"t%1"_s.arg(d / 2)});
    for (int e = 0; e < 30; ++e) {
        ChampionshipEvent ev;
        ev.name = u"Event %1"_s.arg(e + 1);
        const bool race = format == SeasonFormat::RaceSeries || (format == SeasonFormat::AutoTour && e % 2 == 1);
        ev.kind = race ? EventKind::Race : EventKind::Rally;
        ev.game = race ? Game::GT : Game::Dirt;
        if (!race)
            ev.stages = QList<EventStage>(3);
        for (int p = 0; p < 40; ++p) {
            EventEntry en;
            en.driver = u"d%1"_s.arg((p * 7 + e * 3) % 40);
            if (race) {
                if (p >= 38) {
                    en.retired = true;
                    en.retiredOrder = p - 37;
                } else {
                    en.place = p + 1;
                }
            } else {
                for (int k = 0; k < 3; ++k)
                    en.stages.append((p + k + e) % 23 == 0 ? StageTime{{}, true, 0} : StageTime{180 + (p * 13 + k * 7 + e) % 90, false, 0});
            }
            ev.entries.append(en);
        }
        s.events.append(ev);
    }
    return s;
}

template<typename F>
double medianMs(int runs, F &&f)
{
    QList<double> ms;
    QElapsedTimer t;
    for (int i = 0; i < runs; ++i) {
        t.start();
        f();
        ms.append(t.nsecsElapsed() / 1e6);
    }
    std::sort(ms.begin(), ms.end());
    return ms[ms.size() / 2];
}

} // namespace

int main(int argc, char **argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QTextStream out(stdout);
    out << u"championship: 40 drivers × 30 events (median)"_s << Qt::endl;
    for (SeasonFormat f : {SeasonFormat::RaceSeries, SeasonFormat::RallyChampionship, SeasonFormat::AutoTour}) {
        const Championship s = season(f);
        int rows = 0;
        const double ms = medianMs(51, [&] { rows += int(ChampionshipStandings::compute(s).rows().size()); });
        out << u"  standings, %1: %2 ms"_s.arg(ChampionshipText::formatName(f)).arg(ms, 0, 'f', 3) << Qt::endl;
        Q_UNUSED(rows);
    }
    const Championship s = season(SeasonFormat::AutoTour);
    const QByteArray json = QJsonDocument(ChampionshipJson::write(s)).toJson();
    out << u"  read and check the season's JSON (%1 KB): %2 ms"_s.arg(json.size() / 1024)
               .arg(medianMs(21, [&] { ChampionshipJson::read(json, nullptr); }), 0, 'f', 2)
        << Qt::endl;

    QTemporaryDir dir;
    ChampionshipStore store;
    QString error;
    if (!store.open(dir.filePath(u"championships.sqlite"_s), &error)) {
        out << error << Qt::endl;
        return 1;
    }
    ChampionshipDocument doc(s);
    doc.attachStore(&store);
    ChampionshipEvent extra = s.events.first();
    const double change = medianMs(21, [&] {
        doc.addEvent(extra);
        doc.undoStack()->undo();
    });
    out << u"  one change saved (the season rewritten in one transaction, WAL, synchronous=FULL), with its undo: %1 ms"_s.arg(change / 2, 0, 'f', 2)
        << Qt::endl;
    out << u"  load the season from the file: %1 ms"_s.arg(medianMs(11, [&] { store.load(doc.season().id); }), 0, 'f', 2) << Qt::endl;

    SheetRequest r;
    r.kind = SheetRequest::Kind::Standings;
    r.championship = s;
    r.paper = QPageSize::A4;
    int pages = 0;
    const QString pdf = dir.filePath(u"standings.pdf"_s);
    const double sheet = medianMs(5, [&] {
        SheetPrinting::writePdf(pdf, r, nullptr);
        pages = SheetPrinting::pageCount(r);
    });
    out << u"  standings sheet as PDF (A4, %1 pages, %2 KB): %3 ms"_s.arg(pages).arg(QFileInfo(pdf).size() / 1024).arg(sheet, 0, 'f', 1)
        << Qt::endl;
    return 0;
}
