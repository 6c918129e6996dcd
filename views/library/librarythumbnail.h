// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QImage>
#include <QSize>

namespace Pacenotes {

class TileCatalog;
struct Track;

/**
 * The library's picture of a track, drawn by TileRenderer: the layout fitted into the
 * picture, or, for a tile list with nothing placed (the rulebook tracks), the list's tiles
 * side by side like tiles in a box. Stored in the index as PNG; GUI thread only.
 */
namespace LibraryThumbnail {
/// Logical size of the pictures (drawn at twice the pixels for sharp high-DPI screens).
constexpr QSize kSize{168, 120};
QImage image(const Track &track, const TileCatalog &catalog, qreal devicePixelRatio = 2.0);
QByteArray png(const Track &track, const TileCatalog &catalog);
} // namespace LibraryThumbnail

} // namespace Pacenotes
