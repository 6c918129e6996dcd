// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "trackbuilder.h"

namespace Pacenotes::Samples {

/// A closed GT circuit of eight core-box tiles (2-lane sides), valid with one core box.
inline Track gtLoop()
{
    return Test::buildCourse(Game::GT, {{"102b", 0}, {"106b", 1}, {"105b", 1}, {"105b", 1},
                                        {"103b", 0}, {"106b", 1}, {"112b", 1}, {"112b", 1}})
        .value_or(Track{});
}

/// A short DIRT stage from start to finish (no Assistance tile).
inline Track dirtStage()
{
    return Test::buildCourse(Game::Dirt, {{"202a", 0}, {"204a", 0}, {"208a", 1}, {"217a", -1}, {"203a", 0}})
        .value_or(Track{});
}

} // namespace Pacenotes::Samples
