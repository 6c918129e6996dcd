// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "track/track.h"

#include <QJsonObject>

#include <optional>

namespace Pacenotes {

class TileCatalog;

/**
 * Pacenotes' own track document (track.json), version 1:
 * {"format": "pacenotes-track", "formatVersion": 1, "title", "author", "notes", "source",
 *  "game": "gt"|"dirt", "laps", "reverseCourse",
 *  "tiles": [{"id": "103b-2", "q": 0, "r": 1, "rotation": 0..5}],
 *  "tileList": [{"id": "105b", "count": 2}]}
 * Converters only: no file access here (see TrackFiles, TrackPackage).
 */
namespace TrackJson {
constexpr int kFormatVersion = 1;
/// Coordinates beyond this are rejected as absurd (a real table is a few dozen hexes).
constexpr int kMaxCoordinate = 1000;
constexpr int kMaxTiles = 5000;

QJsonObject toJson(const Track &track);
/// Strict: wrong types, unknown tiles, duplicate positions, absurd values give nullopt and
/// a translated message naming what is wrong.
std::optional<Track> fromJson(const QJsonObject &root, const TileCatalog &catalog, QString *error);
/// True when the object looks like our format (used to tell it from Rekee JSON).
bool isTrackJson(const QJsonObject &root);
} // namespace TrackJson

} // namespace Pacenotes
