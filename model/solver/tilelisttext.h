// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/tileside.h"
#include "track/track.h"

#include <QList>
#include <QString>

#include <optional>

namespace Pacenotes {

class TileCatalog;

/**
 * Tile lists as people write them: "102b, 103b, 2x105b", "105b×2", "3 × 106b". Items are
 * separated by commas or semicolons; a count (1..99) goes before or after the id with x, ×
 * or *. Ids are checked against the catalog and made canonical; repeated ids add up.
 */
namespace TileListText {
std::optional<QList<TileCount>> parse(QStringView text, const TileCatalog &catalog, QString *error);
/// "102b, 2×105b" in list order.
QString format(const QList<TileCount> &list);
/// The game of most of the list's tiles (GT on a tie or an empty list).
Game gameOf(const QList<TileCount> &list, const TileCatalog &catalog);
} // namespace TileListText

} // namespace Pacenotes
