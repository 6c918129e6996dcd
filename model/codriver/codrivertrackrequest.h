// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonObject>

#include <optional>

namespace Pacenotes {

class SpaceSources;
class TileCatalog;

/**
 * Co-driver requests that read the road off a track's spaces (docs/codriver.md, "On a track"):
 * instead of the spaces `ahead`, the request names a track file, the car's space ("q,r:n"),
 * optional space packs and the other cars, as `pacenotes referee`'s track requests do (read by
 * SpaceRequest::readTable). expand() turns it into the ordinary co-driver request: the road
 * ahead as a graph whose spaces are the track's (ids "q,r:n", each space and move as Drive mode
 * gives them to the referee: TrackRoadAhead), and where the car stands.
 */
namespace CoDriverTrackRequest {

struct Expanded
{
    QJsonObject request;  ///< the ordinary co-driver request (empty when `noRoad` is set)
    QJsonObject spaces;   ///< for the answer: the track, the packs used, tiles without real data
    QString noRoad;       ///< translated: the car has no space ahead to move into
    QString game;         ///< the track's game id ("gt", "dirt")
};

/// Expands the request; nullopt with a translated message naming the field on any problem.
std::optional<Expanded> expand(const QJsonObject &request, const TileCatalog &catalog, const SpaceSources &fallback,
                               const QString &baseDir, QString *error);

} // namespace CoDriverTrackRequest

} // namespace Pacenotes
