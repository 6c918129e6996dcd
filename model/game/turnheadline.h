// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gameaction.h"
#include "gamesetup.h"

namespace Pacenotes {

/// The one line the game log shows for a turn, clear enough to read aloud at the table.
namespace TurnHeadline {
QString text(const GameSetup &setup, const TurnInput &input, const TurnReport &report);
QString modeName(RollMode mode);        ///< translated: "Flat Out", "one by one"
QString diceText(const PlannedMove &move); ///< "4 5 6 3+BB"; "—" for no dice
QString pitChoiceName(PitChoice choice); ///< translated lane
} // namespace TurnHeadline

} // namespace Pacenotes
