// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/carstate.h"
#include "game/racerules.h"
#include "rules/plannedmove.h"

#include <QColor>
#include <QHash>
#include <QList>
#include <QSet>
#include <QString>

namespace Pacenotes {

/**
 * One car marker on the table in Drive mode: where it stands (a space of the SpaceGraph, named
 * "q,r:n" so that it survives a rebuilt graph), its dashboard for the referee, and what the
 * rules need to remember between turns (laps, the line it takes through a DIRT corner).
 */
struct DriveCar
{
    QString id;                 ///< unique, e.g. "Red"
    QColor colour;
    QString space;              ///< "q,r:n"; empty: not on the table yet
    CarState state;             ///< gear marker, location (on track / off track / pits), tokens, damage…
    int lineCrossings = 0;      ///< times the car crossed the start/finish line (GT) or finish line (DIRT)
    bool startedBehindLine = true; ///< GT: the grid is behind the line, so the first crossing starts the race
    bool finished = false;
    int leftTrackOrder = -1;    ///< off-track cars: the order they left in (lower = earlier)
    CornerLine cornerLine = CornerLine::None; ///< DIRT: the line it took into the corner it is in
    bool sliding = false;       ///< DIRT: it stands in a slide zone, sliding

    bool onTable() const { return !space.isEmpty(); }
    bool offTrack() const { return state.location != CarLocation::OnTrack; }
    bool operator==(const DriveCar &) const = default;
};

/**
 * Everything on the table in Drive mode: the cars, whose turn it is, the race's rules, and the
 * tokens lying on tiles (Yellow Flags, DIRT "−1" shortcut tokens), by placed tile index.
 * A plain value: DriveDocument owns one (and a GameSession may own one later).
 */
struct DriveState
{
    RaceRules rules;
    QList<DriveCar> cars;
    int active = -1;                    ///< index in cars, −1 none
    QSet<int> yellowFlagTiles;          ///< GT: tiles a Yellow Flag lies on
    QHash<int, int> shortcutTokens;     ///< DIRT: "−1" tokens per tile

    int indexOf(const QString &carId) const
    {
        for (int i = 0; i < cars.size(); ++i)
            if (cars[i].id == carId)
                return i;
        return -1;
    }
    bool operator==(const DriveState &) const = default;
};

} // namespace Pacenotes
