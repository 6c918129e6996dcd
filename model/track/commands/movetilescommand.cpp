// SPDX-License-Identifier: GPL-3.0-or-later
#include "movetilescommand.h"

#include <QCoreApplication>

namespace Pacenotes {

MoveTilesCommand::MoveTilesCommand(TrackDocument *document, const QList<int> &indices, HexCoord delta, Kind kind,
                                   QUndoCommand *parent)
    : ChangeTilesCommand(document, indices, CommandId::None, parent)
{
    QList<PlacedTile> after = oldValues();
    for (PlacedTile &t : after)
        t.pos = t.pos + delta;
    setNewValues(after);
    const int n = int(after.size());
    if (kind == Kind::WholeTrack)
        setText(QCoreApplication::translate("UndoCommands", "Move track"));
    else if (n == 1)
        setText(QCoreApplication::translate("UndoCommands", "Move tile %1").arg(after.first().sideId));
    else
        setText(QCoreApplication::translate("UndoCommands", "Move %n tile(s)", nullptr, n));
}

} // namespace Pacenotes
