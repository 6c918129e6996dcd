// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "track/track.h"

#include <QUndoCommand>

namespace Pacenotes {

class TrackDocument;

/**
 * Adds tiles at the end of the track: placing one from the palette, appending at the open
 * end of the course, or pasting several. Undo removes exactly those tiles again.
 */
class PlaceTilesCommand : public QUndoCommand
{
public:
    enum class Kind { Place, Append, Paste, Drop };

    PlaceTilesCommand(TrackDocument *document, const QList<PlacedTile> &tiles, Kind kind = Kind::Place,
                      QUndoCommand *parent = nullptr);

    void redo() override;
    void undo() override;

    /// Indices the tiles got (valid after redo).
    QList<int> indices() const { return m_indices; }

private:
    TrackDocument *m_document;
    QList<PlacedTile> m_tiles;
    QList<int> m_indices;
};

} // namespace Pacenotes
