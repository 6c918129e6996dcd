// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <optional>

namespace Pacenotes {

/**
 * A tile reference as written in track files: number, side and optional graphical variant,
 * e.g. "103b-2", "205A" (upper case in .rgt files), "101a" (the pit tile, same both sides).
 */
struct TileId
{
    int number = 0;
    QChar side;       ///< 'a', 'b', or null when the tile has one record (101)
    int variant = 0;  ///< 1.. for a specific physical copy / artwork; 0 when not given

    /// Parses the forms above and the filler aliases of the official editor
    /// (filler1a/b = 902, filler2a/b = 903, filler3a/b = 904, PODIUM = 905a).
    static std::optional<TileId> parse(QStringView text);
    /// Canonical side id used by the catalog: "103b", and "101" for the pit tile.
    QString sideId() const;
    /// "103b-2" style text (lower case), the variant only when set.
    QString toString() const;
};

} // namespace Pacenotes
