// SPDX-License-Identifier: GPL-3.0-or-later
#include "rotatetilescommand.h"

#include <QCoreApplication>

namespace Pacenotes {

RotateTilesCommand::RotateTilesCommand(TrackDocument *document, const QList<int> &indices, int steps,
                                       QUndoCommand *parent)
    : ChangeTilesCommand(document, indices, CommandId::RotateTiles, parent)
{
    QList<PlacedTile> after = oldValues();
    for (PlacedTile &t : after)
        t.rotation = HexDir::rotate(t.rotation, steps);
    setNewValues(after);
    const int n = int(after.size());
    if (n == 1)
        setText(QCoreApplication::translate("UndoCommands", "Rotate tile %1").arg(after.first().sideId));
    else
        setText(QCoreApplication::translate("UndoCommands", "Rotate %n tile(s)", nullptr, n));
}

} // namespace Pacenotes
