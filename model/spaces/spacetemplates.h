// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "tilespaces.h"

namespace Pacenotes {

/// Spaces per lane, per road of a side: counts[road][lane].
using LaneCounts = QList<QList<int>>;

/**
 * Proposes the spaces of a tile side from its catalog geometry alone: every lane of every road
 * cut into a number of equal spaces along the road (rows across the road, radial in bends),
 * half spaces where a lane meets a skewed edge, tapering lanes only where they are wide, the
 * pit tile's three lanes, a start/finish line across the middle of start/finish tiles. Moves
 * link each space straight on to the next of its lane and diagonally to the spaces of a
 * neighbouring lane it touches.
 *
 * Nothing here is read off a tile: the number of spaces is a per-geometry default (about one
 * space per 0.4 hex sizes of centre line) that the user changes to match their tile, and no
 * marking is proposed at all. Everything it makes is marked SpaceProvenance::Template.
 */
namespace SpaceTemplates {

/// The default number of spaces per lane for road `road` of `side`.
int defaultCount(const TileSide &side, int road);
/// Default counts for every lane of every road.
LaneCounts defaultCounts(const TileSide &side);
/// The counts of an existing data set (spaces of span 1 per lane; off-road spaces not counted).
LaneCounts countsOf(const TileSpaces &spaces, const TileSide &side);
/// The smallest count a lane can have (2 when both of its ends are skewed half spaces).
int minimumCount(const TileSide &side, int road, int lane);

/// A complete proposal for `side` (default counts where `counts` gives none).
TileSpaces generate(const TileSide &side, const LaneCounts &counts = {});

/**
 * Replaces the spaces of one lane by `count` equal ones (their marks kept by position where a
 * space of the same number along the lane existed), then recomputes the automatic links.
 */
void setLaneCount(TileSpaces &spaces, const TileSide &side, int road, int lane, int count);

/// The extent of a lane along its road, from the centre of its first to the centre of its last
/// edge crossing: [start, end] (a tapering lane only where it is at least half wide).
std::pair<double, double> laneExtent(const TileSide &side, int road, int lane);

/**
 * Recomputes the links between road spaces: straight between spaces that follow each other in a
 * lane, diagonal between spaces of neighbouring lanes that touch or overlap along the road (but
 * are not level at both ends). Links from or to off-road spaces, which no rule derives, are kept.
 */
void autoLinks(TileSpaces &spaces);

} // namespace SpaceTemplates

} // namespace Pacenotes
