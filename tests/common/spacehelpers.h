// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/collection.h"
#include "catalog/tilecatalog.h"
#include "io/trackfiles.h"
#include "spaces/spacelibrary.h"
#include "spaces/spacetemplates.h"
#include "spaces/tilespaces.h"
#include "track/trackvalidator.h"

namespace Pacenotes::TestSpaces {

/**
 * The tests' assumption about tile side 109b, the GT hairpin (no public source publishes what is
 * printed on its spaces, and this is not presented as real data): the template's spaces in rows
 * of two; the middle row is the sharp corner with limit 2 and dotted lines 1, the other rows have
 * limit 3. Marked "estimated".
 */
inline TileSpaces assumedHairpin(const TileCatalog &cat)
{
    using namespace Qt::StringLiterals;
    TileSpaces hairpin = SpaceTemplates::generate(*cat.sideById(u"109b"_s));
    hairpin.provenance = SpaceProvenance::Estimated;
    for (TileSpace &x : hairpin.spaces) {
        const int row = (x.id - 1) / 2;
        x.marks.limit = row == 1 ? 2 : 3;
        x.marks.sharp = row == 1;
        x.marks.line = row == 1 ? 1 : 0;
    }
    return hairpin;
}

/**
 * The tests' space data for GT Track 1 laid out (tests/data/spaces/gt-track-1-layout.json): the
 * assumed hairpin and the template of every other side of the track, so that a test reads the
 * same spaces whatever readings ship with the app (a pack given first wins over them).
 */
inline SpacePack assumedTrackOne(const TileCatalog &cat)
{
    using namespace Qt::StringLiterals;
    SpacePack pack;
    pack.info.name = u"Assumed"_s;
    pack.info.provenance = SpaceProvenance::Template;
    const TrackReadResult r = TrackFiles::read(QStringLiteral(PACENOTES_TESTDATA "/spaces/gt-track-1-layout.json"), cat);
    for (const PlacedTile &t : r.track ? r.track->tiles : QList<PlacedTile>{})
        if (const TileSide *side = cat.sideById(t.sideId); side && (side->isCourseTile() || side->role == TileRole::Pit))
            pack.sides.insert(side->id, SpaceTemplates::generate(*side));
    const TileSpaces hairpin = assumedHairpin(cat);
    pack.sides.insert(hairpin.sideId, hairpin);
    return pack;
}

/// The course tiles of `track` that have template spaces only with the app's shipped packs (the
/// readings grow until every side is read).
inline int templateOnly(const Track &track)
{
    const TileCatalog &cat = TileCatalog::builtin();
    SpaceSources sources;
    SpaceLibrary::addShipped(sources, cat);
    int n = 0;
    for (const TileCoverage &c : SpaceCoverage::ofTrack(track, cat, sources))
        n += c.course && !c.covered() ? 1 : 0;
    return n;
}

} // namespace Pacenotes::TestSpaces
