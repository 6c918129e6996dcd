// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "spacepack.h"

#include <QHash>

namespace Pacenotes {

/// One tile side when a pack is merged into another.
struct SpaceMergeItem
{
    enum class Kind : quint8 {
        New,      ///< only the incoming pack has it
        Same,     ///< both have the same spaces and marks (who and when may differ)
        Conflict  ///< both have it, differently: the user chooses
    };
    QString sideId;
    Kind kind = Kind::New;
    std::optional<TileSpaces> mine;
    TileSpaces theirs;
    bool theirScan = false; ///< the incoming pack has a picture of this side
};

enum class MergeChoice : quint8 { KeepMine, TakeTheirs };

/**
 * Merging a pack into the user's own data: which sides are new, which the same, and which
 * differ, so that each difference can be shown side by side and decided. Applying takes new
 * sides (and their pictures), keeps identical ones, and settles conflicts as chosen (mine when
 * no choice is given). Provenance and author travel with each side.
 */
namespace SpaceMerge {
QList<SpaceMergeItem> plan(const SpacePack &mine, const SpacePack &theirs);
/// True when two data sets of a side say the same about the spaces (metadata aside).
bool sameSpaces(const TileSpaces &a, const TileSpaces &b);
SpacePack apply(const SpacePack &mine, const SpacePack &theirs, const QList<SpaceMergeItem> &plan,
                const QHash<QString, MergeChoice> &choices);
int conflicts(const QList<SpaceMergeItem> &plan);
} // namespace SpaceMerge

} // namespace Pacenotes
