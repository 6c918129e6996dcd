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
/// A tile-level marking the data and the catalog disagree on (kinds and values as the catalog has them).
struct MarkingDifference
{
    Marking marking;     ///< kind and value (0 for kinds without one)
    bool inData = false; ///< true: the data has it and the catalog does not; false: the other way round
    bool operator==(const MarkingDifference &) const = default;
};

namespace SpaceCheck {

QList<SpaceProblem> check(const TileSpaces &spaces, const TileSide &side);
/**
 * The side's data against the catalog's tile-level markings: limits (circles and the numbers on
 * sharp corners' dotted lines), dangerous limits, shortcut limits, jumps, water, automatic
 * hazards (dotted lines with "!") and climb arrows, each kind and value present in one and not
 * the other. Sorted by kind, then value.
 */
QList<MarkingDifference> catalogDifferences(const TileSpaces &spaces, const TileSide &side);
/// The catalog's name of a marking kind ("limit", "limitHazard"…: tiles.json, resources/spaces/reasons.json).
QString markingKindId(MarkingKind kind);
/// Looks the side up in the catalog first (an unknown side is an error).
QList<SpaceProblem> check(const TileSpaces &spaces, const TileCatalog &catalog);
bool hasErrors(const QList<SpaceProblem> &problems);
QString severityId(SpaceProblem::Severity s); ///< "error", "warning"

} // namespace SpaceCheck

} // namespace Pacenotes
