// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/tilecatalog.h"
#include "track/placement.h"
#include "track/track.h"

#include <QString>

#include <initializer_list>
#include <optional>
#include <utility>

namespace Pacenotes::Test {

/**
 * Lays a course out tile by tile, as a driver would meet the tiles: each entry is a side id
 * and the turn wanted through it (TileSide::turnSteps: 0 straight, +1/+2 right, -1/-2 left).
 * Starts at `start` travelling in world direction `heading`. Returns nullopt when a tile
 * cannot be turned to give the requested turn.
 */
inline std::optional<Track> buildCourse(Game game, std::initializer_list<std::pair<const char *, int>> steps,
                                        HexCoord start = {0, 0}, int heading = 0)
{
    const TileCatalog &cat = TileCatalog::builtin();
    Track track;
    track.game = game;
    track.title = QStringLiteral("test");
    HexCoord pos = start;
    for (const auto &[id, turn] : steps) {
        const TileSide *side = cat.side(QString::fromLatin1(id));
        if (!side || !Placement::append(track, *side, pos, heading, turn))
            return std::nullopt;
        pos = pos.neighbor(heading);
    }
    return track;
}

/// The world position right after the last tile of a course built with buildCourse.
inline HexCoord nextPosition(const Track &track)
{
    const PlacedTile &last = track.tiles.last();
    const TileSide *side = TileCatalog::builtin().sideById(last.sideId);
    // the last tile's exit: the one of its road edges that is not joined to the previous tile
    for (int d = 0; d < 6; ++d) {
        if (!side->edges[size_t(last.localEdge(d))].isOpen())
            continue;
        if (track.tileAt(last.pos.neighbor(d)) < 0)
            return last.pos.neighbor(d);
    }
    return last.pos;
}

} // namespace Pacenotes::Test
