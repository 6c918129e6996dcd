// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "track/track.h"

#include <QJsonObject>
#include <QStringList>

#include <optional>

namespace Pacenotes {

class TileCatalog;

/**
 * The JSON the Rekee web editor (rekee.net) downloads and uploads:
 * {"title", "author", "tiles": [{"id": "103b-2", "q": 0, "r": 1, "dir": 0..5, "tokens": [...]}]}
 * with axial coordinates and directions exactly as ours. The pit tile is "101"; fillers may use
 * the official editor's aliases ("filler1a", "PODIUM"). Rekee has no "game" field: it is worked
 * out from the start/finish tiles. Tokens (chicanes, jumps, RX arches...) are left out with a
 * note; other fields Rekee keeps for itself (active position, orientation) are ignored.
 */
namespace RekeeFormat {
/// A JSON object that is not ours and carries a "tiles" list.
bool looksLike(const QJsonObject &root);
std::optional<Track> fromJson(const QJsonObject &root, const TileCatalog &catalog, QString *error,
                              QStringList *notes = nullptr);
QJsonObject toJson(const Track &track);
} // namespace RekeeFormat

} // namespace Pacenotes
