// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "changetilescommand.h"

namespace Pacenotes {

class TileCatalog;

/**
 * Turns tiles over to their other printed side ("103a" <-> "103b"), keeping place, turn and
 * copy. Tiles with one record for both sides (the Pit Stop tile 101) and sides the catalog
 * does not know stay as they are.
 */
class FlipTilesCommand : public ChangeTilesCommand
{
public:
    FlipTilesCommand(TrackDocument *document, const QList<int> &indices, QUndoCommand *parent = nullptr);

    /// True when at least one of the tiles has another side to show.
    static bool canFlip(const TrackDocument &document, const QList<int> &indices);
};

} // namespace Pacenotes
