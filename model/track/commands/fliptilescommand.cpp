// SPDX-License-Identifier: GPL-3.0-or-later
#include "fliptilescommand.h"

#include "catalog/tilecatalog.h"
#include "track/trackdocument.h"

#include <QCoreApplication>

namespace Pacenotes {

namespace {
QString otherSide(const TileCatalog &catalog, const QString &sideId)
{
    const TileSide *side = catalog.sideById(sideId);
    if (!side)
        return {};
    const QString other = side->otherSideId();
    return catalog.sideById(other) ? other : QString();
}
} // namespace

FlipTilesCommand::FlipTilesCommand(TrackDocument *document, const QList<int> &indices, QUndoCommand *parent)
    : ChangeTilesCommand(document, indices, CommandId::None, parent)
{
    QList<PlacedTile> after = oldValues();
    for (PlacedTile &t : after)
        if (const QString other = otherSide(document->catalog(), t.sideId); !other.isEmpty())
            t.sideId = other;
    setNewValues(after);
    const int n = int(after.size());
    if (n == 1)
        setText(QCoreApplication::translate("UndoCommands", "Flip tile %1 to %2")
                    .arg(oldValues().first().sideId, after.first().sideId));
    else
        setText(QCoreApplication::translate("UndoCommands", "Flip %n tile(s)", nullptr, n));
}

bool FlipTilesCommand::canFlip(const TrackDocument &document, const QList<int> &indices)
{
    const Track &track = document.track();
    for (int i : indices)
        if (i >= 0 && i < track.tiles.size() && !otherSide(document.catalog(), track.tiles[i].sideId).isEmpty())
            return true;
    return false;
}

} // namespace Pacenotes
