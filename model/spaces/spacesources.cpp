// SPDX-License-Identifier: GPL-3.0-or-later
#include "spacesources.h"

#include "catalog/tilecatalog.h"
#include "track/track.h"

namespace Pacenotes {

void SpaceSources::add(const QString &name, std::shared_ptr<const SpacePack> pack)
{
    if (pack)
        m_packs.append({name, std::move(pack)});
}

SpaceSources::Found SpaceSources::find(const QString &sideId) const
{
    for (const auto &[name, pack] : m_packs) {
        const auto it = pack->sides.constFind(sideId);
        if (it != pack->sides.cend())
            return {&*it, name};
    }
    return {};
}

SpaceLookup SpaceSources::lookup() const
{
    return [this](const QString &sideId) { return find(sideId).data; };
}

namespace SpaceCoverage {

QList<TileCoverage> ofTrack(const Track &track, const TileCatalog &catalog, const SpaceSources &sources)
{
    QList<TileCoverage> out;
    for (int i = 0; i < track.tiles.size(); ++i) {
        const TileSide *side = catalog.sideById(track.tiles[i].sideId);
        if (!side || (!side->isCourseTile() && side->role != TileRole::Pit))
            continue;
        TileCoverage c;
        c.tile = i;
        c.sideId = side->id;
        // The Assistance tile lies beyond a stage's finish: no car drives on it, and its picture
        // has no driving spaces to read.
        c.course = side->isCourseTile() && side->role != TileRole::Assistance;
        const SpaceSources::Found found = sources.find(side->id);
        if (found.data) {
            c.source = found.source;
            c.provenance = found.data->provenance;
        }
        out.append(c);
    }
    return out;
}

QList<int> uncoveredCourseTiles(const QList<TileCoverage> &coverage)
{
    QList<int> out;
    for (const TileCoverage &c : coverage)
        if (c.course && !c.covered())
            out.append(c.tile);
    return out;
}

} // namespace SpaceCoverage

} // namespace Pacenotes
