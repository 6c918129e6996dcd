// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "spacepack.h"
#include "spacereading.h"

#include <QStringList>

namespace Pacenotes {

/**
 * Turns a (final, settled) reading of a tile side into its space data, provenance
 * "read-from-picture":
 *  - every lane is cut into the number of spaces read, evenly along its extent, with the
 *    geometry the Tile Spaces editor recuts a lane with (SpaceTemplates): half spaces at skewed
 *    edges, tapering lanes only where they are wide;
 *  - each mark goes on its space, with what is uncertain about it; an uncertain count makes every
 *    space of the lane uncertain;
 *  - a space read across several lanes is counted in each of them: a slide zone's lane spaces
 *    take its id, and the zone gets its two spaces across the road (DIRT p. 11: a slide counts the
 *    zone as two spaces); any other (a GT triple-lane corner's double inside space) puts its marks
 *    on its lane spaces, which are said to be the same space (`same`), dotted lines per lane;
 *  - shortcuts become spaces beside the road, linked to the spaces they leave and rejoin;
 *  - the start/finish line lies where the reading puts it, junction spaces that two roads share
 *    are said to be the same space; a marking in words and the readers' remarks go to the side's
 *    note, and a "!" with no number (no field of the referee holds it) makes its space uncertain.
 *
 * Pure and deterministic: the same reading gives the same data.
 */
namespace ReadingConversion {

struct Options
{
    QString author;          ///< who read it (the pack's readers)
    QString date;            ///< ISO date written on the data
};

/// The picture a reading names first, by its original name ("tile-112b-1.png" read → the
/// original "tile-112b-1.webp") and its variant (1 for "-1"; 0 when the side has one picture).
std::pair<QString, int> pictureOf(const SpaceReading &reading);

/// Nullopt (and a translated reason) when the reading does not fit the side (a count below the
/// lane's minimum, a mark on a space the lane does not have). `notes` gets remarks that do not stop
/// the conversion.
std::optional<TileSpaces> toSpaces(const SpaceReading &reading, const TileSide &side, const Options &options,
                                   QString *error, QStringList *notes = nullptr);

/// A folder of final readings turned into a pack.
struct FolderResult
{
    SpacePack pack;
    QStringList refused; ///< "file: why" for each reading that could not be read or converted
    QStringList notes;   ///< "side: remark" for what a conversion kept in a side's note
};

/**
 * Reads every `*.json` of `folder` (in name order) as a reading and converts it; the pack says
 * who read it and when (`options`), credits the pictures and holds one side per reading that
 * converted. Nothing here depends on the clock or the file system's order.
 */
FolderResult packFromFolder(const QString &folder, const TileCatalog &catalog, const Options &options);

} // namespace ReadingConversion

} // namespace Pacenotes
