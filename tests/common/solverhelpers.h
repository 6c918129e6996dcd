// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/collection.h"
#include "catalog/tilecatalog.h"
#include "solver/layoutsolver.h"
#include "track/trackvalidator.h"

#include <QList>
#include <QString>

namespace Pacenotes::Test {

/// "102b,2x105b,101" -> tile counts.
inline QList<TileCount> tileList(const QString &text)
{
    QList<TileCount> out;
    for (const QString &raw : text.split(u',', Qt::SkipEmptyParts)) {
        const QString item = raw.trimmed();
        const qsizetype x = item.indexOf(u'x');
        if (x > 0 && x < 3)
            out.append({item.mid(x + 1), item.left(x).toInt()});
        else
            out.append({item, 1});
    }
    return out;
}

inline LayoutRequest request(const QString &tiles, Game game = Game::GT)
{
    LayoutRequest r;
    r.tiles = tileList(tiles);
    r.game = game;
    r.keepBest = 0;
    return r;
}

/// Three of every box: enough copies that only the layout itself can be wrong.
inline const Collection &plenty()
{
    static const Collection c = [] {
        Collection all;
        for (const Box &b : TileCatalog::builtin().boxes())
            all.setCount(b.id, 3);
        return all;
    }();
    return c;
}

inline TrackReport validate(const Track &t)
{
    return TrackValidator::validate(t, TileCatalog::builtin(), plenty());
}

/// The cells of a track's course in driving order, as the validator follows it.
inline QList<HexCoord> courseCells(const Track &t)
{
    QList<HexCoord> cells;
    for (const CourseStep &s : validate(t).course.steps)
        cells.append(t.tiles[s.tile].pos);
    return cells;
}

inline QStringList problemLines(const TrackReport &r)
{
    QStringList out;
    for (const TrackProblem &p : r.problems)
        out << p.toLine();
    return out;
}

inline QStringList issueCodes(const LayoutResult &r)
{
    QStringList out;
    for (const SolverIssue &i : r.issues)
        out << i.code();
    return out;
}

} // namespace Pacenotes::Test
