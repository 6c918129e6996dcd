// SPDX-License-Identifier: GPL-3.0-or-later
// bench_solver: how fast the layout solver lays out every complete rulebook tile list.
//   bench_solver [--repeat N] [--threads N] [--exact] [--only TEXT]
// For each GT list: time to the first valid layout, and to enumerate and rank every distinct
// shape. For each DIRT stage: time to the first layout, to the best 20 by rank (branch and
// bound) and, with --exact, to count every shape. Times are wall-clock milliseconds, the best
// of N runs; the machine's load average is printed with them.
#include "catalog/collection.h"
#include "catalog/tilecatalog.h"
#include "solver/layoutsolver.h"
#include "track/trackvalidator.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QStringList>
#include <QTextStream>

#include <algorithm>
#include <cstdio>

using namespace Pacenotes;
using namespace Qt::StringLiterals;

namespace {

struct ListSpec
{
    QString name;
    Game game;
    QString tiles; // "2x105b,102b,..."
};

/// The complete lists of the rulebooks (sources in docs/solver.md).
QList<ListSpec> rulebookLists()
{
    QList<ListSpec> lists{
        // Rallyman: GT rulebook (Russian edition), ready-made tracks.
        {u"GT Track 1"_s, Game::GT, u"101,102b,103b,104b,2x105b,2x106b,109b,110b,2x111b,112b,114b,115b"_s},
        {u"GT Track 2"_s, Game::GT, u"101,102a,103a,2x104a,2x105a,106a,2x111a,2x112a,2x115a,116a,117a"_s},
        {u"GT 3-lane list (p. tracks 3-4)"_s, Game::GT,
         u"101,102a,2x103a,105a,2x106a,110a,111a,112a,113a,2x115a,2x117a,118a"_s},
        {u"GT mixed lanes 119a/120b"_s, Game::GT,
         u"101,102a,103a,104b,105a,106a,106b,107b,108b,109b,111a,112a,113b,117b,118a,119a,120b"_s},
    };
    // Rallyman: DIRT rulebook, "READY TO PLAY": rallies 1-6, special stages 1-3 each.
    const QStringList dirt{
        u"201a,202a,203a,205a,208a,210b,213a,216a,217a,219a,227a"_s,
        u"201a,202a,203a,205a,208a,210b,213a,216a,217a,219a,227a"_s,
        u"202b,203a,205a,208a,210a,213a,216a,217a,219a,227a"_s,
        u"201a,202a,203b,204a,207a,209a,212b,214b,219b,223b,224a,228a,229a"_s,
        u"201b,202a,203b,206a,208a,215b,218a,220a,222b,225a,227b,231a,232b"_s,
        u"202a,203b,205a,210a,211b,213b,216a,217b,221b,226b,230b"_s,
        u"201a,202a,203a,208a,209b,211a,214a,216a,217a,218a,221b,223b,224b,225a,227a"_s,
        u"201a,202b,203b,206a,209a,212b,213b,214a,216b,219a,220a,221b,222a,224a,224b"_s,
        u"202a,203b,208a,209b,210a,211b,212a,213b,216a,217b,218a,222b,230b,231b"_s,
        u"202a,203a,204a,208a,209b,214a,224b,227a,231b"_s,
        u"201a,202b,203a,206b,209b,210b,213b,218a,220a,224b,226a,227a,231b"_s,
        u"202a,203a,206b,208a,213b,214a,218a,220a,226a,229a"_s,
        u"201a,202a,203a,204a,205a,207b,208b,210a,217a,218a,219a"_s,
        u"201a,202a,203a,204b,205b,207a,208a,210a,217a,218a,219a"_s,
        u"202a,203a,204a,205a,207a,208a,210a,217b,218b,219a"_s,
        u"201a,202b,203a,204a,208b,218a,219a,220a,222a,223a,226a,229a"_s,
        u"201a,202a,203a,205b,209b,210a,211b,214b,221b,225a,227a,231b,232b"_s,
        u"202a,203b,206b,207b,208a,212b,215a,217b,219b,220b,222a,229b"_s,
    };
    for (int i = 0; i < dirt.size(); ++i)
        lists.append({u"DIRT Rally %1 SS%2"_s.arg(i / 3 + 1).arg(i % 3 + 1), Game::Dirt, dirt[i]});
    return lists;
}

QList<TileCount> parseTiles(const QString &text)
{
    QList<TileCount> out;
    for (const QString &item : text.split(u',')) {
        const qsizetype x = item.indexOf(u'x');
        if (x > 0 && x < 3)
            out.append({item.mid(x + 1), item.left(x).toInt()});
        else
            out.append({item, 1});
    }
    return out;
}

QString loadAverage()
{
    QFile f(u"/proc/loadavg"_s);
    if (!f.open(QIODevice::ReadOnly))
        return u"?"_s;
    return QString::fromLatin1(f.readAll()).section(u' ', 0, 2);
}

struct Timed
{
    double ms = 1e100;
    LayoutResult result;
};

Timed best(const LayoutRequest &request, int repeat)
{
    Timed t;
    for (int i = 0; i < repeat; ++i) {
        QElapsedTimer clock;
        clock.start();
        LayoutResult r = LayoutSolver::solve(request, TileCatalog::builtin());
        const double ms = clock.nsecsElapsed() / 1e6;
        if (ms < t.ms) {
            t.ms = ms;
            t.result = std::move(r);
        }
    }
    return t;
}

bool layoutValid(const LayoutResult &r)
{
    if (!r.isSolved())
        return false;
    Collection plenty;
    for (const Box &b : TileCatalog::builtin().boxes())
        plenty.setCount(b.id, 2);
    return TrackValidator::validate(r.layout(0), TileCatalog::builtin(), plenty).isValid();
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    int repeat = 5, threads = 0;
    bool exact = false;
    QString only;
    const QStringList args = app.arguments();
    for (int i = 1; i < args.size(); ++i) {
        if (args[i] == "--repeat"_L1 && i + 1 < args.size())
            repeat = std::max(1, args[++i].toInt());
        else if (args[i] == "--threads"_L1 && i + 1 < args.size())
            threads = args[++i].toInt();
        else if (args[i] == "--exact"_L1)
            exact = true;
        else if (args[i] == "--only"_L1 && i + 1 < args.size())
            only = args[++i];
    }
    QTextStream out(stdout);
    out << "load average before: " << loadAverage() << ", threads: " << (threads ? QString::number(threads) : u"all"_s)
        << ", best of " << repeat << '\n';
    out << "| list | course tiles | first layout ms | all shapes ms | shapes | arrangements | up to mirror+direction | top-20 ms | exact count ms | nodes | best table cm | valid |\n";
    out << "|---|---|---|---|---|---|---|---|---|---|---|---|\n";
    out.flush();
    for (const ListSpec &list : rulebookLists()) {
        if (!only.isEmpty() && !list.name.contains(only))
            continue;
        LayoutRequest request;
        request.tiles = parseTiles(list.tiles);
        request.game = list.game;
        request.threads = threads;

        LayoutRequest first = request;
        first.firstOnly = true;
        const Timed f = best(first, repeat);

        Timed all, top, count;
        if (list.game == Game::GT) {
            LayoutRequest r = request;
            r.keepBest = 0;
            all = best(r, repeat);
        } else {
            LayoutRequest r = request;
            r.keepBest = 20;
            r.exactCount = false;
            top = best(r, repeat);
            if (exact) {
                r.exactCount = true;
                count = best(r, 1);
            }
        }
        const LayoutResult &main = list.game == Game::GT ? all.result : top.result;
        const auto ms = [](const Timed &t) { return t.ms < 1e99 ? QString::number(t.ms, 'f', 2) : u"–"_s; };
        const int tiles = main.shapes.isEmpty() ? 0 : main.shapes.first().metrics.courseTiles;
        QString table = u"–"_s;
        if (!main.shapes.isEmpty())
            table = u"%1 × %2"_s.arg(main.shapes.first().widthCm, 0, 'f', 0).arg(main.shapes.first().depthCm, 0, 'f', 0);
        const LayoutResult &counted = list.game == Game::GT ? all.result : count.result;
        out << "| " << list.name << " | " << tiles << " | " << ms(f) << " | " << ms(all) << " | "
            << (counted.context ? QString::number(counted.shapeCount) : u"–"_s) << " | "
            << (counted.context ? QString::number(counted.arrangementCount) : u"–"_s) << " | "
            << (counted.symmetryClasses >= 0 ? QString::number(counted.symmetryClasses) : u"–"_s) << " | "
            << ms(top) << " | " << ms(count) << " | " << main.nodes << " | " << table << " | "
            << (layoutValid(f.result) && layoutValid(main) ? "yes" : "NO") << " |\n";
        out.flush();
    }
    out << "load average after: " << loadAverage() << '\n';
    return 0;
}
