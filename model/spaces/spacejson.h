// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "tilespaces.h"

#include <QJsonObject>

#include <optional>

namespace Pacenotes {

class TileCatalog;

/**
 * The space data of one tile side as JSON (format "pacenotes-tile-spaces", version 1; the fields
 * are described in docs/space-packs.md). Lanes are numbered from 1 in the file, roads named by
 * their edges as the catalog lists them ("A-D").
 *
 * The reader is strict, as for every file from outside: unknown fields, wrong types, values out
 * of range and more than kMaxSpaces spaces are refused with a translated message that names the
 * field. Whether the data fits the tile (lanes reach the edges…) is SpaceCheck's business.
 */
namespace SpaceJson {
inline constexpr QLatin1StringView kFormat{"pacenotes-tile-spaces"};
constexpr int kFormatVersion = 1;
constexpr int kMaxSpaces = 400;
constexpr int kMaxLinks = 16;
constexpr int kMaxOutlinePoints = 200;

QJsonObject toJson(const TileSpaces &spaces, const TileSide &side);
/// Reads one side; `catalog` resolves the side and its roads.
std::optional<TileSpaces> fromJson(const QJsonObject &json, const TileCatalog &catalog, QString *error);
std::optional<TileSpaces> fromJson(const QByteArray &json, const TileCatalog &catalog, QString *error);
} // namespace SpaceJson

} // namespace Pacenotes
