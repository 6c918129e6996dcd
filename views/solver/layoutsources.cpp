// SPDX-License-Identifier: GPL-3.0-or-later
#include "layoutsources.h"

#include "catalog/tilecatalog.h"
#include "itemmodels/tilecatalogmodel.h"

#include <QAbstractItemModel>
#include <QHash>
#include <QSet>

#include <algorithm>
#include <climits>
#include <tuple>

namespace Pacenotes::LayoutSources {

QList<TileCount> sorted(const QList<TileCount> &list, const TileCatalog &catalog)
{
    QHash<QString, int> counts;
    QStringList order;
    for (const TileCount &c : list) {
        if (c.count <= 0)
            continue;
        if (!counts.contains(c.sideId))
            order.append(c.sideId);
        counts[c.sideId] += c.count;
    }
    const auto key = [&](const QString &id) {
        const TileSide *s = catalog.sideById(id);
        return std::make_tuple(s ? s->number : INT_MAX, s ? s->side : QChar(), id);
    };
    std::stable_sort(order.begin(), order.end(), [&](const QString &a, const QString &b) { return key(a) < key(b); });
    QList<TileCount> out;
    for (const QString &id : std::as_const(order))
        out.append({id, counts.value(id)});
    return out;
}

QList<TileCount> placed(const Track &track, const TileCatalog &catalog)
{
    return sorted(track.placedCounts(), catalog);
}

QList<TileCount> placedAndFree(const Track &track, const QAbstractItemModel &palette, const TileCatalog &catalog)
{
    QList<TileCount> out = track.placedCounts();
    QHash<int, QString> sideOnTable;
    for (const PlacedTile &t : track.tiles)
        if (const TileSide *s = catalog.sideById(t.sideId))
            sideOnTable.insert(s->number, t.sideId);
    QSet<int> given;
    // Two passes: a side already on the table takes its tile's free copies first.
    for (int pass = 0; pass < 2; ++pass) {
        for (int row = 0; row < palette.rowCount(); ++row) {
            const QModelIndex index = palette.index(row, 0);
            const QString id = index.data(TileCatalogModel::SideIdRole).toString();
            const int number = index.data(TileCatalogModel::NumberRole).toInt();
            const int free = index.data(TileCatalogModel::FreeRole).toInt();
            if (free <= 0 || given.contains(number))
                continue;
            if (pass == 0 && sideOnTable.value(number) != id)
                continue;
            given.insert(number);
            out.append({id, free});
        }
    }
    return sorted(out, catalog);
}

Counts count(const QList<TileCount> &list, const TileCatalog &catalog)
{
    Counts n;
    for (const TileCount &c : list) {
        if (c.count <= 0)
            continue;
        n.total += c.count;
        if (const TileSide *s = catalog.side(c.sideId); s && (s->role == TileRole::Track || s->role == TileRole::StartFinish))
            n.course += c.count;
    }
    return n;
}

} // namespace Pacenotes::LayoutSources
