// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "track.h"

#include <QList>

namespace Pacenotes {

/**
 * How a tile side can be turned so that a car driving in one world direction enters it:
 * one Fit per (rotation, path) combination. Used to append tiles at the open end of a
 * course (designer), to lay out tile lists (solver) and to build test tracks.
 */
struct PlacementFit
{
    int rotation = 0;   ///< 0..5
    int entryLocal = 0; ///< local edge the car enters through
    int exitLocal = 0;
    int exitWorld = 0;  ///< world edge it leaves through (= direction of travel afterwards)
    int turn = 0;       ///< TileSide::turnSteps: 0 straight, +right, -left
};

namespace Placement {
/// Every way to enter `side` when the car travels in world direction `heading`
/// (so it enters through world edge heading+3). Dead ends are left out.
QList<PlacementFit> fitsForHeading(const TileSide &side, int heading);
/// Of those, the ones whose entry edge joins `incoming` (lanes and skew) — the edge the
/// previous tile leaves through.
QList<PlacementFit> fitsJoining(const TileSide &side, int heading, const EdgeSpec &incoming);
/// Appends `sideId` after the last step of a course being built in the direction
/// `heading` at `pos`; picks the first fit with exactly the requested turn (as in
/// TileSide::turnSteps), or any when `turn` is kNoPreference. Updates `heading` to the
/// direction the car leaves in. Returns false when no fit matches.
constexpr int kNoPreference = 99;
bool append(Track &track, const TileSide &side, HexCoord pos, int &heading, int turn = kNoPreference,
            const EdgeSpec *incoming = nullptr);
} // namespace Placement

} // namespace Pacenotes
