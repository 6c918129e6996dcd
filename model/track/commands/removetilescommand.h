// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "track/track.h"

#include <QUndoCommand>

namespace Pacenotes {

class TrackDocument;

/// Removes tiles (Delete, Cut, the erase tool). Keeps what it removed to put it back where it was.
class RemoveTilesCommand : public QUndoCommand
{
public:
    enum class Kind { Delete, Cut };

    RemoveTilesCommand(TrackDocument *document, const QList<int> &indices, Kind kind = Kind::Delete,
                       QUndoCommand *parent = nullptr);

    void redo() override;
    void undo() override;

private:
    TrackDocument *m_document;
    QList<int> m_indices;       ///< ascending, without duplicates
    QList<PlacedTile> m_removed;
};

} // namespace Pacenotes
