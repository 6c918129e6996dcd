// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "layoutproblem.h"
#include "layoutrequest.h"
#include "searchspec.h"

namespace Pacenotes {

class TileCatalog;

/**
 * What a finished solve keeps to build layouts on demand: the request, the analysed problem
 * and the search frame. Shared (read-only) by a LayoutResult and its copies; the search's
 * big tables are dropped once the search is over.
 */
struct SolverContext
{
    SolverContext(const LayoutRequest &r, const TileCatalog &c) : request(r), catalog(&c) {}
    SolverContext(const SolverContext &) = delete;
    SolverContext &operator=(const SolverContext &) = delete;

    LayoutRequest request;
    const TileCatalog *catalog;
    LayoutProblem problem;
    SearchSpec spec; ///< spec.problem points at `problem` above
};

} // namespace Pacenotes
