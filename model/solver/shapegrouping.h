// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "shaperecord.h"

#include <vector>

namespace Pacenotes {

class LayoutProblem;
class LayoutResult;
struct SolverContext;

/**
 * From search records to distinct shapes. A record names a class per cell; two records with
 * the same cells in the same order (the same turns from the same start) are one shape with
 * two arrangements — this happens only when two classes can enter over the same edge kind
 * with the same turn, as a 3-lane straight and a 3-to-2 lane-width straight do.
 */
namespace ShapeGrouping {

struct Options
{
    bool keepAll = true;      ///< records hold every layout: count shapes exactly
    int keep = 0;             ///< shapes to keep (best first); 0: all
    bool countSymmetry = false; ///< also count shapes up to mirror image and direction
    std::vector<std::size_t> runs; ///< the records come in these sorted runs (ShapeStore::less)
};

/// Can two different records share their cells?
bool isAmbiguous(const LayoutProblem &problem);
/// Sorts and groups `records` into result.shapes (and shapeCount, symmetryClasses).
void apply(const SolverContext &context, ShapeStore store, const Options &options, LayoutResult &result);

} // namespace ShapeGrouping

} // namespace Pacenotes
