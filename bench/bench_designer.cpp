// SPDX-License-Identifier: GPL-3.0-or-later
// Designer figures on a 300-tile circuit:
//  1. open + first render: read and validate the file, build the scene, fit, paint the view
//     (cold: the first time in the process, tile drawings not cached yet; warm: later opens);
//  2. 1,000 edits (turn, move, flip, place, remove, undo) each followed by live validation:
//     the validation alone and the whole edit (command, scene update, revalidation);
//  3. start-up: the pacenotes app launched until its window's first frame (--startup-probe),
//     first with a new settings and data folder (no library index yet), then as on every later
//     start; with the app's own split of the time.
// Run: cmake --build build --target bench_designer && QT_QPA_PLATFORM=offscreen ./build/bench/bench_designer
#include "catalog/tilecatalog.h"
#include "designer/designereditor.h"
#include "designer/trackscene.h"
#include "designer/trackview.h"
#include "io/trackdocumentfiles.h"
#include "io/trackfiles.h"
#include "track/commands/fliptilescommand.h"
#include "track/commands/movetilescommand.h"
#include "track/commands/placetilescommand.h"
#include "track/commands/removetilescommand.h"
#include "track/commands/rotatetilescommand.h"
#include "track/placement.h"
#include "track/trackdocument.h"
#include "track/trackvalidator.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QImage>
#include <QPainter>
#include <QRandomGenerator>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <ctime>

using namespace Pacenotes;
using namespace Qt::StringLiterals;

namespace {

/// Wall time and this thread's CPU time: the machine is shared, so the CPU figure is the one
/// that does not grow when other processes take the cores.
class Stopwatch
{
public:
    Stopwatch() { restart(); }
    void restart()
    {
        m_wall.start();
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &m_cpu);
    }
    double wallMs() const { return m_wall.nsecsElapsed() / 1e6; }
    double cpuMs() const
    {
        timespec now;
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
        return (now.tv_sec - m_cpu.tv_sec) * 1e3 + (now.tv_nsec - m_cpu.tv_nsec) / 1e6;
    }

private:
    QElapsedTimer m_wall;
    timespec m_cpu;
};

double median(QList<double> v)
{
    std::sort(v.begin(), v.end());
    return v.isEmpty() ? 0 : v[v.size() / 2];
}

double percentile(QList<double> v, double p)
{
    std::sort(v.begin(), v.end());
    return v.isEmpty() ? 0 : v[std::min<qsizetype>(v.size() - 1, qsizetype(p * v.size()))];
}

/// A closed hexagonal circuit of `n` tiles (n even, n >= 12): straights and right bends of
/// the GT core box, 3 lanes, with markings on most bends.
Track bigCircuit(int n)
{
    const TileCatalog &cat = TileCatalog::builtin();
    const int perSide = n / 6; // six runs of equal length close the loop
    const QStringList straights{u"103a"_s, u"104a"_s, u"110a"_s, u"116a"_s};
    const QStringList bends{u"105a"_s, u"112a"_s, u"115a"_s, u"117a"_s, u"118a"_s};
    Track t;
    t.title = u"Bench circuit"_s;
    t.game = Game::GT;
    int heading = 0;
    HexCoord pos;
    int k = 0;
    for (int run = 0; run < 6; ++run)
        for (int i = 0; i < perSide; ++i, ++k) {
            const bool first = run == 0 && i == 0;
            const bool bend = i == perSide - 1;
            const QString id = first ? u"102a"_s : bend ? bends[k % bends.size()] : straights[k % straights.size()];
            Placement::append(t, *cat.sideById(id), pos, heading, bend ? 1 : 0);
            pos = pos.neighbor(heading);
        }
    return t;
}

/// Launches the app with --startup-probe; the wall time until it reports its first frame (ms),
/// or -1. `phases` gets the app's own report.
double launchToFirstFrame(const QString &home, QString *phases)
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(u"XDG_CONFIG_HOME"_s, home + u"/config"_s);
    env.insert(u"XDG_DATA_HOME"_s, home + u"/data"_s);
    env.insert(u"XDG_CACHE_HOME"_s, home + u"/cache"_s);
    p.setProcessEnvironment(env);
    QElapsedTimer clock;
    clock.start();
    p.start(QStringLiteral(PACENOTES_BIN), {u"--startup-probe"_s, u"--lang"_s, u"en"_s});
    while (p.state() != QProcess::NotRunning && !p.canReadLine())
        p.waitForReadyRead(20000);
    const double ms = clock.nsecsElapsed() / 1e6;
    *phases = QString::fromUtf8(p.readLine()).trimmed();
    p.waitForFinished(20000);
    return phases->startsWith(u"startup"_s) ? ms : -1;
}

void startup()
{
    QTemporaryDir home;
    QString phases;
    QFile loadavg(u"/proc/loadavg"_s);
    if (loadavg.open(QIODevice::ReadOnly))
        std::printf("load average: %s", loadavg.readAll().constData());
    const double cold = launchToFirstFrame(home.path(), &phases);
    std::printf("start-up, launch to first frame: new settings and data folders %.0f ms (%s)\n", cold,
                qPrintable(phases));
    QList<double> warm;
    QString medianPhases;
    for (int run = 0; run < 7; ++run) {
        warm.append(launchToFirstFrame(home.path(), &phases));
        if (warm.last() == median(warm))
            medianPhases = phases;
    }
    std::printf("  later starts: median %.0f ms, min %.0f ms (median run: %s)\n", median(warm),
                *std::min_element(warm.cbegin(), warm.cend()), qPrintable(medianPhases));
}

} // namespace

int main(int argc, char **argv)
{
    // Figures, not pictures: run headless unless told otherwise.
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    startup();
    const TileCatalog &cat = TileCatalog::builtin();
    QTemporaryDir dir;
    const QString path = dir.filePath(u"bench.json"_s);
    const Track track = bigCircuit(300);
    QString error;
    if (!TrackFiles::write(path, track, cat, &error)) {
        std::fprintf(stderr, "cannot write the bench track: %s\n", qPrintable(error));
        return 1;
    }
    const TrackReport check = TrackValidator::validate(track, cat, Collection::everyBox(cat));
    std::printf("bench track: %d tiles, course: %s, %d problems (copies over what one of each box holds)\n",
                int(track.tiles.size()), check.course.kind == Course::Kind::Circuit ? "circuit" : "not closed",
                int(check.problems.size()));

    // 1. open + first render
    QList<double> opens, opensCpu;
    double cold = 0, coldCpu = 0;
    for (int run = 0; run < 9; ++run) {
        Stopwatch timer;
        TrackDocument doc(cat);
        if (!TrackDocumentFiles::load(doc, path, &error)) {
            std::fprintf(stderr, "cannot open: %s\n", qPrintable(error));
            return 1;
        }
        DesignerEditor editor(&doc);
        TrackView view(&editor);
        view.resize(1600, 1000);
        view.fitToView();
        QImage frame(view.viewport()->size(), QImage::Format_ARGB32_Premultiplied);
        QPainter painter(&frame);
        view.render(&painter);
        painter.end();
        if (run == 0) {
            cold = timer.wallMs();
            coldCpu = timer.cpuMs();
        } else {
            opens.append(timer.wallMs());
            opensCpu.append(timer.cpuMs());
        }
    }
    std::printf("open + first render, 300 tiles, 1600x1000 view:\n"
                "  cold (first in the process): %.1f ms wall, %.1f ms CPU\n"
                "  warm median of %d: %.1f ms wall, %.1f ms CPU\n",
                cold, coldCpu, int(opens.size()), median(opens), median(opensCpu));

    // 1b. a repaint at working zoom (100 %: a hex is 170 px wide, every detail drawn)
    {
        TrackDocument doc(cat);
        TrackDocumentFiles::load(doc, path, &error);
        DesignerEditor editor(&doc);
        TrackView view(&editor);
        view.resize(1600, 1000);
        view.resetZoom();
        view.centerOn(editor.scene()->layout().toPixel(doc.track().tiles[150].pos));
        QList<double> wall, cpu;
        for (int run = 0; run < 9; ++run) {
            QImage frame(view.viewport()->size(), QImage::Format_ARGB32_Premultiplied);
            Stopwatch timer;
            QPainter painter(&frame);
            view.render(&painter);
            painter.end();
            wall.append(timer.wallMs());
            cpu.append(timer.cpuMs());
        }
        std::printf("repaint at 100 %% zoom, 1600x1000: median %.1f ms wall, %.1f ms CPU\n", median(wall), median(cpu));
    }

    // 2. 1,000 edits with live validation
    TrackDocument doc(cat);
    TrackDocumentFiles::load(doc, path, &error);
    DesignerEditor editor(&doc);
    TrackView view(&editor);
    view.resize(1600, 1000);
    view.fitToView();
    QList<double> validations, validationsCpu;
    QList<double> edits;
    QList<double> editsCpu;
    QRandomGenerator rng(42);
    QUndoStack *stack = doc.undoStack();
    for (int i = 0; i < 1000; ++i) {
        const int n = int(doc.track().tiles.size());
        const int tile = int(rng.bounded(n));
        Stopwatch timer;
        // a mix that keeps the tile count steady: turn, move, flip, place, remove, undo, remove, turn
        switch (i % 8) {
        case 0:
        case 7: stack->push(new RotateTilesCommand(&doc, {tile}, 1)); break;
        case 1: stack->push(new MoveTilesCommand(&doc, {tile}, HexCoord(0, 40))); break;
        case 2: stack->push(new FlipTilesCommand(&doc, {tile})); break;
        case 3: stack->push(new PlaceTilesCommand(&doc, {PlacedTile{u"105a"_s, 0, HexCoord(60, int(rng.bounded(40))), 0}})); break;
        case 4:
        case 6: stack->push(new RemoveTilesCommand(&doc, {n - 1})); break;
        case 5: stack->undo(); break;
        }
        edits.append(timer.wallMs());
        editsCpu.append(timer.cpuMs());
        Stopwatch v;
        const TrackReport r = TrackValidator::validate(doc.track(), cat, doc.collection());
        validations.append(v.wallMs());
        validationsCpu.append(v.cpuMs());

        Q_UNUSED(r);
    }
    std::printf("1000 edits (turn, move, flip, place, remove, undo) on %d tiles:\n"
                "  validation: median %.3f ms wall, %.3f ms CPU (p95 %.3f ms CPU)\n"
                "  whole edit (command, scene, validation): median %.3f ms wall, %.3f ms CPU (p95 %.3f ms CPU)\n",
                int(doc.track().tiles.size()), median(validations), median(validationsCpu),
                percentile(validationsCpu, 0.95), median(edits), median(editsCpu), percentile(editsCpu, 0.95));
    return 0;
}
