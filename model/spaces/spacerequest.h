// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "spacesources.h"

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
