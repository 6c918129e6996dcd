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
 * side by side like tiles in a box; a package's own preview when it has one. Stored in the index
 * as PNG; GUI thread only. Also draws the preview every saved package carries.
 */
namespace LibraryThumbnail {
/// Logical size of the pictures (drawn at twice the pixels for sharp high-DPI screens).
constexpr QSize kSize{168, 120};
/// Changes when the pictures are drawn differently: the library draws them again.
constexpr int kDrawingVersion = 2;
QImage image(const Track &track, const TileCatalog &catalog, qreal devicePixelRatio = 2.0);
/// The picture as PNG: from `preview` (a package's own) when not null, else drawn.
QByteArray png(const Track &track, const TileCatalog &catalog, const QImage &preview = {});
QImage fromPreview(const QImage &preview, qreal devicePixelRatio = 2.0);

/// The picture a saved .pacenotes package carries (TrackPackage's preview.png).
constexpr QSize kPreviewSize{640, 480};
QImage packagePreview(const Track &track, const TileCatalog &catalog);
/// Makes every package written (Save, `pacenotes convert`) carry packagePreview().
/// (The catalog is the built-in one, loaded when the first package is written.)
void installPackagePreviews();
} // namespace LibraryThumbnail

} // namespace Pacenotes
