// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "tilespaces.h"

namespace Pacenotes {

class TileCatalog;

/// One thing wrong (or doubtful) with the space data of a tile side.
struct SpaceProblem
{
    enum class Severity : quint8 { Error, Warning };
    Severity severity = Severity::Error;
    QString sideId;
    int space = 0;        ///< the space concerned; 0 for the side as a whole
    QString code;         ///< stable id, e.g. "lane-uncovered"
    QString message;      ///< translated
    bool operator==(const SpaceProblem &) const = default;
};

/**
 * Checks a tile side's space data against the catalog: ids, roads and lanes exist; every lane of
 * every road has spaces and reaches each edge where the road does (and only there, in the lanes
 * the edge has); links stay on the tile and never go sideways; no road space is a dead end either
 * way; markings are
 * in range and belong to the tile's game; start/finish line, grid spots and pit lanes only on
 * their tiles. For data that is not a template, the speed limits are compared with the limits
 * the catalog lists for the side (warnings: the catalog's list is tile-level and can be wrong).
 */
namespace SpaceCheck {

QList<SpaceProblem> check(const TileSpaces &spaces, const TileSide &side);
/// Looks the side up in the catalog first (an unknown side is an error).
QList<SpaceProblem> check(const TileSpaces &spaces, const TileCatalog &catalog);
bool hasErrors(const QList<SpaceProblem> &problems);
QString severityId(SpaceProblem::Severity s); ///< "error", "warning"

} // namespace SpaceCheck

} // namespace Pacenotes
