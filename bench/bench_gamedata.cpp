// SPDX-License-Identifier: GPL-3.0-or-later
// Figures for Tools ▸ Game Data…: an edit (the check, the command, every value re-derived and
// re-checked), undo, loading and importing a file that corrects every value, opening the window.
//   cmake --build build --target bench_gamedata && ./build/bench/bench_gamedata
#include "game/gamedatadocument.h"
#include "game/gamedatavalues.h"
#include "gamedata/gamedatawindow.h"
#include "i18n/translations.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QTextStream>
#include <QUndoStack>

#include <algorithm>

using namespace Pacenotes;
using namespace Qt::StringLiterals;

namespace {

double median(QList<double> v)
{
    std::sort(v.begin(), v.end());
    return v.isEmpty() ? 0 : v[v.size() / 2];
}

/// Every dashboard value, Loss of Control value and deck value of the data.
QList<GameDataItem> everyValue(const RulesData &d)
{
    QList<GameDataItem> out;
    for (const Game g : {Game::GT, Game::Dirt})
        for (const DashboardRow &r : d.dashboards(g).rows())
            for (const QString &f : GameDataValues::fields(g == Game::GT ? GameDataKind::GtDashboards : GameDataKind::DirtDashboards))
                out << GameDataItem::dashboard(g, r.carClass, r.tyres, r.condition, f);
    for (int gear = 1; gear <= 6; ++gear) {
        for (const QString &f : GameDataValues::fields(GameDataKind::LossOfControl))
            out << GameDataItem::lossOfControl(gear, f);
        for (const QString &f : GameDataValues::fields(GameDataKind::TimeCards))
            out << GameDataItem::timeCardDeck(gear, f);
    }
    return out;
}

} // namespace

int main(int argc, char **argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    Translations::install(u"en"_s);
    QTextStream out(stdout);
    QTemporaryDir dir;

    GameDataDocument doc;
    doc.load(dir.filePath(u"none.json"_s));
    const QList<GameDataItem> items = everyValue(doc.data());
    QList<double> edits, undos;
    QElapsedTimer t;
    for (const GameDataItem &item : items) {
        const int v = *doc.value(item);
        t.start();
        doc.setValue(item, v); // confirms it: a real change (the value becomes the user's)
        edits << t.nsecsElapsed() / 1e6;
    }
    for (int i = 0; i < 100; ++i) {
        t.start();
        doc.undoStack()->undo();
        undos << t.nsecsElapsed() / 1e6;
    }
    doc.undoStack()->setIndex(doc.undoStack()->count());
    out << u"edit one value (check, command, data re-derived and re-checked), %1 edits: median %2 ms, last (all %1 corrected) %3 ms"_s
               .arg(items.size())
               .arg(median(edits), 0, 'f', 3)
               .arg(edits.last(), 0, 'f', 3)
        << Qt::endl;
    out << u"undo: median %1 ms"_s.arg(median(undos), 0, 'f', 3) << Qt::endl;
    out << u"a file correcting all %1 values:"_s.arg(items.size()) << Qt::endl;

    const QString all = dir.filePath(u"all.json"_s);
    t.start();
    doc.exportFile(all);
    out << u"write it (atomic): %1 ms"_s.arg(t.nsecsElapsed() / 1e6, 0, 'f', 2) << Qt::endl;
    t.start();
    GameDataDocument loaded;
    loaded.load(all);
    out << u"load it: %1 ms"_s.arg(t.nsecsElapsed() / 1e6, 0, 'f', 2) << Qt::endl;
    GameDataDocument importer;
    t.start();
    QString message;
    importer.importFile(all, &message);
    out << u"import it (read, check alone and merged, one command): %1 ms (%2)"_s.arg(t.nsecsElapsed() / 1e6, 0, 'f', 2).arg(message)
        << Qt::endl;

    t.start();
    auto *w = new GameDataWindow(all);
    w->show();
    QApplication::processEvents();
    w->grab();
    out << u"open the window on that file and draw it: %1 ms"_s.arg(t.nsecsElapsed() / 1e6, 0, 'f', 1) << Qt::endl;
    delete w;
    return 0;
}
