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
#include <QUndoStack>

#include <algorithm>
#include <ctime>

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

/// Median of `runs` calls: wall-clock and this thread's CPU time, in ms (the machine is shared:
/// CPU time is the steadier figure under load).
struct Timing
{
    double wall = 0;
    double cpu = 0;
};

double threadCpuMs()
{
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

template<typename F>
Timing median(int runs, F &&f)
{
    QList<double> wall, cpu;
    QElapsedTimer t;
    for (int i = 0; i < runs; ++i) {
        const double c0 = threadCpuMs();
        t.start();
        f();
        wall.append(t.nsecsElapsed() / 1e6);
        cpu.append(threadCpuMs() - c0);
    }
    std::sort(wall.begin(), wall.end());
    std::sort(cpu.begin(), cpu.end());
    return {wall[wall.size() / 2], cpu[cpu.size() / 2]};
}

QString text(const Timing &t, int decimals)
{
    return u"%1 ms (CPU %2 ms)"_s.arg(t.wall, 0, 'f', decimals).arg(t.cpu, 0, 'f', decimals);
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
        const Timing ms = median(51, [&] { rows += int(ChampionshipStandings::compute(s).rows().size()); });
        out << u"  standings, %1: %2"_s.arg(ChampionshipText::formatName(f), text(ms, 3)) << Qt::endl;
        Q_UNUSED(rows);
    }
    const Championship s = season(SeasonFormat::AutoTour);
    const QByteArray json = QJsonDocument(ChampionshipJson::write(s)).toJson();
    out << u"  read and check the season's JSON (%1 KB): %2"_s.arg(json.size() / 1024).arg(text(median(21, [&] { ChampionshipJson::read(json, nullptr); }), 2))
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
    const Timing change = median(21, [&] {
        doc.addEvent(extra);
        doc.undoStack()->undo();
    });
    out << u"  one change saved (the season rewritten in one transaction, WAL, synchronous=FULL): %1"_s.arg(text({change.wall / 2, change.cpu / 2}, 2))
        << Qt::endl;
    out << u"  load the season from the file: %1"_s.arg(text(median(11, [&] { store.load(doc.season().id); }), 2)) << Qt::endl;

    SheetRequest r;
    r.kind = SheetRequest::Kind::Standings;
    r.championship = s;
    r.paper = QPageSize::A4;
    int pages = 0;
    const QString pdf = dir.filePath(u"standings.pdf"_s);
    const Timing sheet = median(5, [&] { SheetPrinting::writePdf(pdf, r, nullptr); });
    pages = SheetPrinting::pageCount(r);
    out << u"  standings sheet as PDF (A4, %1 pages, %2 KB): %3"_s.arg(pages).arg(QFileInfo(pdf).size() / 1024).arg(text(sheet, 1))
        << Qt::endl;
    return 0;
}
