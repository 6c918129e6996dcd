// SPDX-License-Identifier: GPL-3.0-or-later
#include "placetilescommand.h"

#include "track/trackdocument.h"

#include <QCoreApplication>

namespace Pacenotes {

namespace {
QString label(PlaceTilesCommand::Kind kind, const QList<PlacedTile> &tiles)
{
    const int n = int(tiles.size());
    const QString first = tiles.isEmpty() ? QString() : tiles.first().sideId;
    switch (kind) {
    case PlaceTilesCommand::Kind::Append:
        return QCoreApplication::translate("UndoCommands", "Append tile %1").arg(first);
    case PlaceTilesCommand::Kind::Paste:
        return QCoreApplication::translate("UndoCommands", "Paste %n tile(s)", nullptr, n);
    case PlaceTilesCommand::Kind::Drop:
    case PlaceTilesCommand::Kind::Place:
        break;
    }
    return n == 1 ? QCoreApplication::translate("UndoCommands", "Place tile %1").arg(first)
                  : QCoreApplication::translate("UndoCommands", "Place %n tile(s)", nullptr, n);
}
} // namespace

PlaceTilesCommand::PlaceTilesCommand(TrackDocument *document, const QList<PlacedTile> &tiles, Kind kind,
                                     QUndoCommand *parent)
    : QUndoCommand(label(kind, tiles), parent), m_document(document), m_tiles(tiles)
{
}

void PlaceTilesCommand::redo()
{
    QUndoCommand::redo();
    const int first = int(m_document->track().tiles.size());
    m_indices.clear();
    for (int k = 0; k < m_tiles.size(); ++k)
        m_indices.append(first + k);
    m_document->insertTiles(m_indices, m_tiles);
}

void PlaceTilesCommand::undo()
{
    m_document->removeTiles(m_indices);
    QUndoCommand::undo();
}

} // namespace Pacenotes
