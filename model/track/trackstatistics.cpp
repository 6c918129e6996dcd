// SPDX-License-Identifier: GPL-3.0-or-later
#include "trackstatistics.h"

#include "catalog/tilecatalog.h"
#include "track.h"

#include <QCoreApplication>

#include <cstdlib>

namespace Pacenotes::TrackStats {

QMap<int, int> copiesPerNumber(const QList<TileCount> &counts, const TileCatalog &catalog)
{
    QMap<int, int> out;
    for (const TileCount &c : counts)
        if (const TileSide *s = catalog.sideById(c.sideId))
            out[s->number] += c.count;
    return out;
}

QMap<QString, int> boxesNeeded(const QMap<int, int> &need, const TileCatalog &catalog)
{
    QMap<QString, int> boxes;
    const auto ceilDiv = [](int a, int b) { return (a + b - 1) / b; };
    const auto available = [&](int number) {
        int n = 0;
        for (auto it = boxes.cbegin(); it != boxes.cend(); ++it)
            if (const Box *b = catalog.box(it.key()))
                n += b->copies.value(number) * it.value();
        return n;
    };
    // Tiles with a single source decide the minimum count of that box.
    for (auto it = need.cbegin(); it != need.cend(); ++it) {
        const QList<const Box *> sources = catalog.boxesContaining(it.key());
        if (sources.size() == 1) {
            const Box *b = sources.first();
            boxes[b->id] = qMax(boxes.value(b->id), ceilDiv(it.value(), b->copies.value(it.key())));
        }
    }
    // Shared tiles: use what is already counted, then add the best current box.
    for (auto it = need.cbegin(); it != need.cend(); ++it) {
        const QList<const Box *> sources = catalog.boxesContaining(it.key());
        if (sources.size() < 2)
            continue;
        while (available(it.key()) < it.value()) {
            const Box *pick = nullptr;
            for (const Box *b : sources) {
                const auto rank = [&](const Box *x) {
                    return std::make_tuple(!x->discontinued, boxes.contains(x->id), x->copies.value(it.key()));
                };
                if (!pick || rank(b) > rank(pick))
                    pick = b;
            }
            ++boxes[pick->id];
        }
    }
    return boxes;
}

LengthGuidance guidance(Game game, int laps, int courseLength, bool stage)
{
    struct Guide { LengthGuidance::Category cat; int tiles; int laps; const char *text; };
    // GT rulebook, Setup 1 "Build your track"; DIRT rulebook, Setup 1 "Building your rally".
    static const Guide gt[] = {
        {LengthGuidance::Category::Short, 15, 1, QT_TRANSLATE_NOOP("TrackStats", "Short race (~30 min): 15 tiles in 1 lap")},
        {LengthGuidance::Category::Medium, 18, 1, QT_TRANSLATE_NOOP("TrackStats", "Medium race (~45 min): 18 tiles in 1 lap")},
        {LengthGuidance::Category::Medium, 12, 2, QT_TRANSLATE_NOOP("TrackStats", "Medium race (~45 min): 12 tiles in 2 laps")},
        {LengthGuidance::Category::Long, 21, 1, QT_TRANSLATE_NOOP("TrackStats", "Long race (~60 min): 21 tiles in 1 lap")},
        {LengthGuidance::Category::Long, 16, 2, QT_TRANSLATE_NOOP("TrackStats", "Long race (~60 min): 16 tiles in 2 laps")},
    };
    static const Guide dirt[] = {
        {LengthGuidance::Category::Short, 10, 1, QT_TRANSLATE_NOOP("TrackStats", "Short stage (~25 min): 10 tiles")},
        {LengthGuidance::Category::Medium, 14, 1, QT_TRANSLATE_NOOP("TrackStats", "Medium stage (~35 min): 14 tiles")},
        {LengthGuidance::Category::Long, 18, 1, QT_TRANSLATE_NOOP("TrackStats", "Long stage (~45 min): 18 tiles")},
    };
    LengthGuidance g;
    // The DIRT rulebook gives stage lengths only; RX circuits have no guideline.
    if (courseLength <= 0 || (game == Game::Dirt && !stage))
        return g;
    const bool dirtStage = game == Game::Dirt && stage;
    const Guide *best = nullptr;
    const auto consider = [&](const Guide &c) {
        if (!dirtStage && c.laps != qBound(1, laps, 2))
            return;
        if (!best || std::abs(c.tiles - courseLength) < std::abs(best->tiles - courseLength))
            best = &c;
    };
    if (dirtStage)
        for (const Guide &c : dirt)
            consider(c);
    else
        for (const Guide &c : gt)
            consider(c);
    if (!best)
        return g;
    g.category = best->cat;
    g.guidelineTiles = best->tiles;
    g.text = QCoreApplication::translate("TrackStats", best->text);
    g.reference = dirtStage
        ? QCoreApplication::translate("TrackStats", "DIRT rulebook, Setup 1 \"Building your rally\"")
        : QCoreApplication::translate("TrackStats", "GT rulebook, Setup 1 \"Build your track\"");
    return g;
}

} // namespace Pacenotes::TrackStats
