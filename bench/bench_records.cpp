// SPDX-License-Identifier: GPL-3.0-or-later
// Figures for the records and score sheets: saving laps as entered (one transaction each,
// synchronous=FULL), loading the history, personal bests, rally standings, PDF sheets.
//   cmake --build build --target bench_records && ./build/bench/bench_records [LAPS]
#include "records/personalbests.h"
#include "records/rallystandings.h"
#include "records/recordsdatabase.h"
#include "rules/solotiming.h"
#include "sheets/sheetprinting.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTextStream>

using namespace Pacenotes;
using namespace Qt::StringLiterals;

namespace {
SoloLap makeLap(int i)
{
    SoloLap lap;
    lap.header = {u"Track %1"_s.arg(i % 12), u"Driver %1"_s.arg(i % 5), SoloLapOptions::categories()[i % 5],
                  SoloLapOptions::tyres()[i % 3], LapWeather::Dry, QDate(2025, 1, 1).addDays(i % 365)};
    const QList<GearMarker> gears = SoloLapOptions::sheetGears();
    for (int t = 0; t < 22 + i % 9; ++t)
        lap.turns.append(SoloTurn{gears[(i + t * 3) % 6], TurnWeather::None});
    lap.focusTokens = i % 7;
    lap.finished = true;
    return lap;
}
} // namespace

int main(int argc, char **argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QTextStream out(stdout);
    const int laps = argc > 1 ? QString::fromLocal8Bit(argv[1]).toInt() : 2000;
    QTemporaryDir dir;
    const QString path = dir.filePath(u"records.sqlite"_s);

    RecordsDatabase db;
    QString error;
    if (!db.open(path, &error)) {
        out << error << Qt::endl;
        return 1;
    }
    QElapsedTimer t;
    t.start();
    for (int i = 0; i < laps; ++i)
        if (!db.saveLap(makeLap(i), &error)) {
            out << error << Qt::endl;
            return 1;
        }
    const qint64 saveMs = t.elapsed();
    out << u"save %1 laps (one transaction each, WAL, synchronous=FULL): %2 ms, %3 ms per save"_s.arg(laps).arg(saveMs).arg(
               double(saveMs) / laps, 0, 'f', 2)
        << Qt::endl;

    // Re-saving one lap as the sheet does after every tap.
    SoloLap live = makeLap(7);
    live.id = *db.saveLap(live);
    t.restart();
    for (int i = 0; i < 200; ++i) {
        live.turns.append(SoloTurn{{6, false}, TurnWeather::None});
        if (live.turns.size() > 60)
            live.turns.resize(20);
        db.saveLap(live);
    }
    out << u"re-save a lap being filled in: %1 ms per tap"_s.arg(double(t.elapsed()) / 200, 0, 'f', 2) << Qt::endl;

    t.restart();
    const QList<SoloLap> all = *db.laps();
    out << u"load %1 laps with their turns: %2 ms"_s.arg(all.size()).arg(t.elapsed()) << Qt::endl;
    t.restart();
    const QList<PersonalBest> bests = PersonalBests::compute(all, SoloTiming::builtin());
    out << u"personal bests over them (%1 groups): %2 ms"_s.arg(bests.size()).arg(t.elapsed()) << Qt::endl;
    out << u"database file: %1 KiB"_s.arg(QFileInfo(path).size() / 1024) << Qt::endl;

    Rally big = Rally::create(Rally::kMaxStages, Rally::kMaxPlayers);
    for (int p = 0; p < big.players.size(); ++p)
        for (int s = 0; s < big.stages.size(); ++s)
            big.players[p].results[s].time = 150 + (p * 37 + s * 11) % 90;
    t.restart();
    for (int i = 0; i < 100; ++i)
        RallyStandings::compute(big);
    out << u"standings of a %1-player, %2-stage rally: %3 ms"_s.arg(big.players.size()).arg(big.stages.size()).arg(
               double(t.elapsed()) / 100, 0, 'f', 2)
        << Qt::endl;

    const auto pdf = [&](const QString &name, const SheetRequest &request) {
        QElapsedTimer pt;
        pt.start();
        const QString file = dir.filePath(name);
        SheetPrinting::writePdf(file, request, &error);
        out << u"PDF %1: %2 page(s), %3 KiB, %4 ms"_s.arg(name)
                   .arg(SheetPrinting::pageCount(request))
                   .arg(QFileInfo(file).size() / 1024)
                   .arg(pt.elapsed())
            << Qt::endl;
    };
    pdf(u"blank-solo.pdf"_s, SheetRequest{});
    SheetRequest longLap;
    longLap.lap = makeLap(1);
    longLap.lap->turns = QList<SoloTurn>(SoloLap::kMaxTurns, SoloTurn{{5, false}, TurnWeather::None});
    pdf(u"solo-300-turns.pdf"_s, longLap);
    SheetRequest rally;
    rally.kind = SheetRequest::Kind::Rally;
    rally.rally = big;
    pdf(u"rally-40x30.pdf"_s, rally);
    return 0;
}
