// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "tileside.h"

#include <QString>

#include <optional>

namespace Pacenotes {

struct Box;

/// Translated display names for catalog values. Ids in files stay English and stable.
namespace CatalogNames {
QString game(Game g);
QString gameId(Game g);                       ///< "gt" / "dirt" (files, JSON output)
std::optional<Game> gameFromId(QStringView id);
QString terrain(Terrain t);
QString terrainId(Terrain t);                 ///< "asphalt"...; empty for none
QString danger(Danger d);
QString dangerId(Danger d);                   ///< "yellow"...; empty for none
QString role(TileRole r);
QString roleId(TileRole r);
QString pathKind(PathKind k);
QString structure(TileStructure s);
QString box(const Box &b);
/// A marking as short printed text: "limit 3", "limit 4 + hazard", "jump 4", ...
QString marking(const Marking &m);
} // namespace CatalogNames

} // namespace Pacenotes
