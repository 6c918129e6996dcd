// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "hex/hexcoord.h"
#include "track/track.h"

#include <QJsonObject>
#include <QPoint>
#include <QStringList>

#include <optional>

namespace Pacenotes {

class TileCatalog;

/**
 * The .rgt files of Holy Grail Games' Windows "Rallyman Track Editor": JSON with
 * {"Path", "Name", "Author", "Tuiles": [{"X", "Y", "Orientation": 0..5, "TuileId", "Tokens"}],
 *  "lowResWidth": 2480, "lowResHeight": 1748}.
 *
 * Tiles sit on offset coordinates (X, Y). Converted as Rekee does it (research notes §4.2):
 *   r = Y - 52,  q = -X - (Y + (Y & 1)) / 2 + 81   (integer division towards zero)
 * so X=54, Y=53 is q=0, r=1; "Orientation" is our rotation as is. Ids: GT lower case with
 * variants ("106b-2"), DIRT upper case ("205A"), the pit tile "101a", Copilot fillers as
 * "filler1a".."filler3b" and the podium as "PODIUM". Tokens are left out with a note.
 */
namespace RgtFormat {
/// The fixed offset between the editor's grid and ours (Rekee's import offset).
constexpr int kOffsetQ = 81;
constexpr int kOffsetR = -52;

HexCoord fromOffset(int x, int y);
QPoint toOffset(HexCoord pos);
/// The id the official editor writes for a side ("101a", "205A", "filler1a", "PODIUM", "106b-2").
QString editorId(const QString &sideId, int variant, const TileCatalog &catalog);

bool looksLike(const QJsonObject &root);
std::optional<Track> fromJson(const QJsonObject &root, const TileCatalog &catalog, QString *error,
                              QStringList *notes = nullptr);
QJsonObject toJson(const Track &track, const TileCatalog &catalog);
} // namespace RgtFormat

} // namespace Pacenotes
