// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace Pacenotes {

/// QUndoCommand::id() values of the records commands: equal ids may merge.
enum RecordsCommandId {
    FocusTokensCommandId = 5100,
    PenaltyTokensCommandId,
};

} // namespace Pacenotes
