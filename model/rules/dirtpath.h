// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "plannedmove.h"
#include "ruling.h"

namespace Pacenotes {

/**
 * The DIRT rules that look at two spaces in a row (DIRT pp. 10-11): a corner's line (inside or
 * drifting outside) is chosen on entry and kept; a slide zone is entered sliding or not and kept,
 * and a slide covers two spaces; shortcuts are neither entered from nor left to corner spaces.
 */
class DirtPath
{
public:
    explicit DirtPath(const StartSpace &start);
    /// Checks the move into `next` (step `step`) and remembers it as the current space.
    void enter(const SpaceInfo &next, int step, Rulings &rulings);

private:
    QString m_cornerId;
    CornerLine m_cornerLine = CornerLine::None;
    QString m_slideId;
    bool m_sliding = false;
    int m_slideSteps = 0;
    bool m_shortcut = false;
};

} // namespace Pacenotes
