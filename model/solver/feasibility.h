// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "solverissue.h"

#include <QList>

namespace Pacenotes {

class LayoutProblem;

/**
 * The simple reasons a list cannot be laid out, found without searching: a circuit's corners
 * must add up to exactly one full turn (360 degrees), so their sum must be even and big
 * enough; every lane-width change needs one back (circuits) or must lead from the start's
 * width to the finish's (stages); a circuit needs at least three tiles.
 * Only for full lists: a subset may leave any tile out.
 */
namespace Feasibility {
QList<SolverIssue> check(const LayoutProblem &problem);
} // namespace Feasibility

} // namespace Pacenotes
