// SPDX-License-Identifier: GPL-3.0-or-later
#include "removetilescommand.h"

#include "track/trackdocument.h"

#include <QCoreApplication>

#include <algorithm>

namespace Pacenotes {

RemoveTilesCommand::RemoveTilesCommand(TrackDocument *document, const QList<int> &indices, Kind kind,
                                       QUndoCommand *parent)
    : QUndoCommand(parent), m_document(document), m_indices(indices)
{
    std::sort(m_indices.begin(), m_indices.end());
    m_indices.erase(std::unique(m_indices.begin(), m_indices.end()), m_indices.end());
    const int count = int(document->track().tiles.size());
    m_indices.removeIf([count](int i) { return i < 0 || i >= count; });
    for (int i : std::as_const(m_indices))
        m_removed.append(document->track().tiles[i]);
    const int n = int(m_indices.size());
    if (kind == Kind::Cut)
        setText(QCoreApplication::translate("UndoCommands", "Cut %n tile(s)", nullptr, n));
    else if (n == 1)
        setText(QCoreApplication::translate("UndoCommands", "Delete tile %1").arg(m_removed.first().sideId));
    else
        setText(QCoreApplication::translate("UndoCommands", "Delete %n tile(s)", nullptr, n));
}

void RemoveTilesCommand::redo()
{
    QUndoCommand::redo();
    m_document->removeTiles(m_indices);
}

void RemoveTilesCommand::undo()
{
    // Ascending re-insertion puts every tile back at its old index.
    m_document->insertTiles(m_indices, m_removed);
    QUndoCommand::undo();
}

} // namespace Pacenotes
