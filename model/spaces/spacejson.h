// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "tilespaces.h"

#include <QJsonObject>

#include <optional>

namespace Pacenotes {

class TileCatalog;

/**
 * The space data of one tile side as JSON (format "pacenotes-tile-spaces", versions 1 and 2; the
 * fields are described in docs/space-packs.md). Version 2 adds what readings off a picture
 * need: the provenance "read-from-picture" with the picture and its variant, a confidence per
 * space and per mark, spaces shared by a junction's roads, and climb arrows. A side is written
 * in the lowest version that holds it, so data without these stays readable by older versions. Lanes are numbered from 1 in the file, roads named by
 * their edges as the catalog lists them ("A-D").
 *
 * The reader is strict, as for every file from outside: unknown fields, wrong types, values out
 * of range and more than kMaxSpaces spaces are refused with a translated message that names the
 * field. Whether the data fits the tile (lanes reach the edges…) is SpaceCheck's business.
 */
namespace SpaceJson {
inline constexpr QLatin1StringView kFormat{"pacenotes-tile-spaces"};
constexpr int kFormatVersion = 2;
constexpr int kMaxSpaces = 400;
constexpr int kMaxLinks = 16;
constexpr int kMaxOutlinePoints = 200;

QJsonObject toJson(const TileSpaces &spaces, const TileSide &side);
/// The version toJson writes for `spaces`: 2 when it uses anything version 1 cannot hold.
int versionFor(const TileSpaces &spaces);
/// Reads one side; `catalog` resolves the side and its roads.
std::optional<TileSpaces> fromJson(const QJsonObject &json, const TileCatalog &catalog, QString *error);
std::optional<TileSpaces> fromJson(const QByteArray &json, const TileCatalog &catalog, QString *error);
} // namespace SpaceJson

} // namespace Pacenotes
