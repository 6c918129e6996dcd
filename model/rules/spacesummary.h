// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "plannedmove.h"

#include <QString>

namespace Pacenotes::SpaceSummary {

/// What the referee reads on a space, in words for a list or a tooltip ("limit 3!, sharp corner,
/// dotted line 2 crossed straight, alongside a car in gear 4"); translated. Empty: a plain space.
QString of(const SpaceInfo &space);

} // namespace Pacenotes::SpaceSummary
