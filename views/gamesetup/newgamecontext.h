// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/tileside.h" // Game
#include "game/dataoverrides.h"
#include "game/gamesetup.h"

#include <optional>

namespace Pacenotes {

class RandomSource;
class TrackLibrary;

/**
 * What the New Game wizard is given by the window that opens it: the track library (its
 * thumbnails), the track open in the designer, the user's data corrections in force and where
 * the draws come from. A value; the pointers are not owned and must outlive the wizard.
 */
struct NewGameContext
{
    TrackLibrary *library = nullptr;    ///< nullptr: no library picker (the rulebook list is always there)
    TrackRef designerTrack;             ///< Source::None when the designer holds no saved track
    std::optional<Game> designerGame;   ///< the game of the designer's track, when it has one
    bool designerTrackUnsaved = false;  ///< a track is open but has no file yet (it cannot be named)
    DataOverrides overrides;            ///< the user's corrections: the game is set up and played with them
    RandomSource *random = nullptr;     ///< the grid and weather draws; nullptr: the wizard's own generator
};

} // namespace Pacenotes
