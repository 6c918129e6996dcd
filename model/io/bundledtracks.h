// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "track/track.h"

#include <QStringList>

namespace Pacenotes {

/**
 * The ready-made rulebook tracks built into the app (":/tracks/...") keep English, source-level
 * text in their files: they are data, shared with other tools, and their notes record the
 * maintainers' doubts about the extracted rulebook text. The player sees them in the app's
 * language and in a player's words: a short source ("Rallyman: DIRT rulebook, Ready to Play:
 * rally 2, special stage 1") and, for "About this list", what is uncertain about the list.
 * Files the user keeps on disk are never rewritten.
 */
namespace BundledTracks {
inline constexpr QLatin1StringView kFolder{":/tracks/"};

bool isBundled(const QString &path);
/// Title, source and notes of a bundled track in the app's language, for the player.
void localize(Track &track);
/// The notes' sentences that localize() does not know (kept as written); empty for every
/// bundled track (a test checks it).
QStringList unknownNoteSentences(const QString &notes);
} // namespace BundledTracks

} // namespace Pacenotes
