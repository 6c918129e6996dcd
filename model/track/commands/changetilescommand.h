// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "commandids.h"
#include "track/track.h"

#include <QUndoCommand>

namespace Pacenotes {

class TrackDocument;

/**
 * Replaces some placed tiles by new values and back: the common ground of moving, turning
 * and flipping tiles and of transforming the whole track. The subclasses only work out the
 * new values; this class keeps the old ones and merges successive steps where its id says so.
 */
class ChangeTilesCommand : public QUndoCommand
{
public:
    void redo() override;
    void undo() override;
    int id() const override { return int(m_id); }
    bool mergeWith(const QUndoCommand *other) override;

    const QList<int> &indices() const { return m_indices; }
    /// False when the new values equal the old ones (nothing worth an undo step).
    bool changesAnything() const { return m_before != m_after; }

protected:
    ChangeTilesCommand(TrackDocument *document, const QList<int> &indices, CommandId id,
                       QUndoCommand *parent);
    /// Called by subclass constructors with the values the tiles get.
    void setNewValues(const QList<PlacedTile> &after) { m_after = after; }
    const QList<PlacedTile> &oldValues() const { return m_before; }

private:
    TrackDocument *m_document;
    QList<int> m_indices;
    QList<PlacedTile> m_before;
    QList<PlacedTile> m_after;
    CommandId m_id;
};

} // namespace Pacenotes
