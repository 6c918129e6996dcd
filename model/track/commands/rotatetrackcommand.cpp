// SPDX-License-Identifier: GPL-3.0-or-later
#include "rotatetrackcommand.h"

#include "track/trackdocument.h"

#include <QCoreApplication>

namespace Pacenotes {

namespace {
QList<int> allTiles(const TrackDocument *document)
{
    QList<int> all;
    for (int i = 0; i < document->track().tiles.size(); ++i)
        all.append(i);
    return all;
}
} // namespace

RotateTrackCommand::RotateTrackCommand(TrackDocument *document, int steps, HexCoord centre, QUndoCommand *parent)
    : ChangeTilesCommand(document, allTiles(document), CommandId::None, parent)
{
    QList<PlacedTile> after = oldValues();
    for (PlacedTile &t : after) {
        t.pos = t.pos.rotatedAround(centre, steps);
        t.rotation = HexDir::rotate(t.rotation, steps);
    }
    setNewValues(after);
    setText(HexDir::normalize(steps) <= 3 ? QCoreApplication::translate("UndoCommands", "Rotate track clockwise")
                                          : QCoreApplication::translate("UndoCommands", "Rotate track counter-clockwise"));
}

} // namespace Pacenotes
