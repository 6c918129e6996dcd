// SPDX-License-Identifier: GPL-3.0-or-later
#include "changetilescommand.h"

#include "track/trackdocument.h"

#include <algorithm>

namespace Pacenotes {

ChangeTilesCommand::ChangeTilesCommand(TrackDocument *document, const QList<int> &indices, CommandId id,
                                       QUndoCommand *parent)
    : QUndoCommand(parent), m_document(document), m_indices(indices), m_id(id)
{
    std::sort(m_indices.begin(), m_indices.end());
    m_indices.erase(std::unique(m_indices.begin(), m_indices.end()), m_indices.end());
    const int count = int(document->track().tiles.size());
    m_indices.removeIf([count](int i) { return i < 0 || i >= count; });
    for (int i : std::as_const(m_indices))
        m_before.append(document->track().tiles[i]);
    m_after = m_before;
}

void ChangeTilesCommand::redo()
{
    QUndoCommand::redo();
    m_document->setTiles(m_indices, m_after);
}

void ChangeTilesCommand::undo()
{
    m_document->setTiles(m_indices, m_before);
    QUndoCommand::undo();
}

bool ChangeTilesCommand::mergeWith(const QUndoCommand *other)
{
    // Only commands of the same family reach here (same id); they merge when they change the
    // same tiles, so turning a tile three times with the wheel is one undo step.
    const auto *o = static_cast<const ChangeTilesCommand *>(other);
    if (o->m_document != m_document || o->m_indices != m_indices)
        return false;
    m_after = o->m_after;
    setText(o->text());
    if (m_after == m_before)
        setObsolete(true);
    return true;
}

} // namespace Pacenotes
