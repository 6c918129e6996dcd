// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "moveanalysis.h"
#include "plannedmove.h"

#include <QString>

namespace Pacenotes::SpaceSummary {

/// What the referee reads on a space, in words for a list or a tooltip ("limit 3!, sharp corner,
/// dotted line 2 crossed straight, alongside a car in gear 4"); translated. Empty: a plain space.
QString of(const SpaceInfo &space);

/// For a verdict's headline: how many of the move's spaces have markings nobody read (a
/// template) or read with doubt, and that the referee did not check them there; translated.
/// Empty when every space's markings are known.
QString markingsCaveat(const MoveAnalysis &analysis);

} // namespace Pacenotes::SpaceSummary
