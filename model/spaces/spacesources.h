// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "spacegraph.h"
#include "spacepack.h"

#include <memory>

namespace Pacenotes {

struct Track;

/**
 * Where space data comes from, in order of preference: the user's packs first, the templates
 * shipped with the app last. A side's data is taken whole from the first pack that has it.
 */
class SpaceSources
{
public:
    struct Found
    {
        const TileSpaces *data = nullptr;
        QString source; ///< the pack's name
        bool operator==(const Found &) const = default;
    };

    void add(const QString &name, std::shared_ptr<const SpacePack> pack);
    Found find(const QString &sideId) const;
    /// For SpaceGraph::build (the sources must outlive the graph's construction only).
    SpaceLookup lookup() const;
    const QList<std::pair<QString, std::shared_ptr<const SpacePack>>> &packs() const { return m_packs; }

private:
    QList<std::pair<QString, std::shared_ptr<const SpacePack>>> m_packs;
};

/// One placed tile's space data, for the coverage report.
struct TileCoverage
{
    int tile = -1;
    QString sideId;
    bool course = false;        ///< the tile is part of the course
    QString source;             ///< the pack its data comes from; empty when there is none
    std::optional<SpaceProvenance> provenance;
    /// Real data (measured or estimated), not only a template.
    bool covered() const { return provenance && *provenance != SpaceProvenance::Template; }
};

namespace SpaceCoverage {
/// Every tile of `track` that can carry spaces (course tiles and the pit tile).
QList<TileCoverage> ofTrack(const Track &track, const TileCatalog &catalog, const SpaceSources &sources);
/// Course tiles with no data but a template (or none at all).
QList<int> uncoveredCourseTiles(const QList<TileCoverage> &coverage);
} // namespace SpaceCoverage

} // namespace Pacenotes
