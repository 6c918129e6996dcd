// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "track/track.h"

#include <QUndoCommand>

namespace Pacenotes {

class TrackDocument;

/**
 * Puts a whole new layout on the table as one undo step ("Lay out for me"): the tiles, the
 * tile list, the game and the race direction of `layout` replace the document's together
 * (title, author, notes, laps stay); undo brings back exactly what there was. Kept tiles are
 * simply part of the new layout, so completing around them is the same command.
 */
class ReplaceTilesCommand : public QUndoCommand
{
public:
    ReplaceTilesCommand(TrackDocument *document, const Track &layout, QUndoCommand *parent = nullptr);

    void redo() override;
    void undo() override;

private:
    TrackDocument *m_document;
    Track m_before; ///< only the fields replaceLayout() takes matter
    Track m_after;
};

} // namespace Pacenotes
