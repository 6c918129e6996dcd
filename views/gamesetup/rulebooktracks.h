// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/gamesetup.h"

#include <QList>

namespace Pacenotes {

/// The ready-made tracks of the rulebooks that ship inside Pacenotes (":/tracks/"), as a New
/// Game can name them without the track library: title in the app's language, game and file.
namespace RulebookTracks {
struct Entry
{
    TrackRef ref;   ///< Source::Rulebook, location ":/tracks/…", the localised title
    Game game = Game::GT;
};
/// Every bundled track of `game`, in the rulebooks' order ("SS2" before "SS10").
QList<Entry> list(Game game);
} // namespace RulebookTracks

} // namespace Pacenotes
