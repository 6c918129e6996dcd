// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "drivestate.h"
#include "spacesources.h"

#include "track/track.h"

#include <QJsonArray>
#include <QJsonObject>

#include <optional>

namespace Pacenotes {

/**
 * Referee requests that drive on a track's spaces (docs/referee-json.md, "Driving on a track's
 * spaces"): instead of writing out every space's properties, the request names a track file,
 * the car's space ("q,r:n") and the path of spaces its dice go on, and the space data comes from
 * packs. expand() turns such a request into the ordinary form — every step's `space` (and a DIRT
 * jump's `landing`, the car's `start`) filled from the data with DriveRules::plan, cars alongside
 * and occupied spaces from `otherCars` — so the referee reads it unchanged.
 */
namespace SpaceRequest {

/// A request in this form has a "track".
bool drivesOnTrack(const QJsonObject &request);

/// The table a track request drives on: the track, the space data (the request's packs before
/// the fallback), its graph, and the cars — the request's `car` first, then `otherCars`.
struct Table
{
    Track track;
    SpaceSources sources;
    QJsonArray packsUsed;   ///< the names of the request's packs
    SpaceGraph graph;
    DriveState state;       ///< the request's car is cars[0], active
};

/**
 * Reads the track file, the packs named in "spaces" (relative to `baseDir`, before `fallback`),
 * the car's space ("car.space", "car.onGrid", "car.lapsDone") and "otherCars". Nullopt with a
 * translated message naming the field on any problem.
 */
std::optional<Table> readTable(const QJsonObject &request, const TileCatalog &catalog, const SpaceSources &fallback,
                               const QString &baseDir, QString *error);
/// The request without the table's fields: the car as the referee reads it (`lapsDone` from
/// `car` on a GT circuit), the game and the circuit's laps filled in.
QJsonObject ordinary(const QJsonObject &request, const Table &table, const CarState &car);
/// For the answer: the track, the packs used, the course tiles with templates only or no data.
QJsonObject describe(const QJsonObject &request, const Table &table, const TileCatalog &catalog);

struct Expanded
{
    QJsonObject request;  ///< the ordinary request
    QJsonObject spaces;   ///< for the answer: the track, the packs used, each step's space and what was read there
};

/**
 * Expands the request. The track file and the packs named in "spaces" are read from disk
 * (relative to `baseDir`), before `fallback` (the user's data and the shipped templates).
 * Nullopt with a translated message naming the field on any problem.
 */
std::optional<Expanded> expand(const QJsonObject &request, const TileCatalog &catalog, const SpaceSources &fallback,
                               const QString &baseDir, QString *error);

} // namespace SpaceRequest

} // namespace Pacenotes
