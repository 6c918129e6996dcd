// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/tilecatalog.h"
#include "spaces/spacetemplates.h"
#include "spaces/tilespaces.h"

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

} // namespace Pacenotes::TestSpaces
