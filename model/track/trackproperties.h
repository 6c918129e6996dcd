// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "track.h"

namespace Pacenotes {

/// The metadata of a track that the user edits as one unit (the Track Properties dialog).
struct TrackProperties
{
    QString title;
    QString author;
    QString notes;
    QString source;
    Game game = Game::GT;
    int laps = 1;
    bool reverseCourse = false;

    static TrackProperties of(const Track &track)
    {
        return {track.title, track.author, track.notes, track.source, track.game, track.laps, track.reverseCourse};
    }
    void applyTo(Track &track) const
    {
        track.title = title;
        track.author = author;
        track.notes = notes;
        track.source = source;
        track.game = game;
        track.laps = laps;
        track.reverseCourse = reverseCourse;
    }
    bool operator==(const TrackProperties &) const = default;
};

} // namespace Pacenotes
