// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "track/track.h"

#include <QHash>
#include <QRectF>

class QPainter;

namespace Pacenotes {

class TileCatalog;

/**
 * The layout as a picture for export and print: every placed tile drawn by TileRenderer at
 * its place and turn, scaled to fit a target rectangle, with an optional numbered badge on
 * each tile (the build sheet's numbers). Works on any paint device (image, SVG, PDF, printer).
 */
class TrackPicture
{
public:
    TrackPicture(const Track &track, const TileCatalog &catalog);

    /// Badges to draw: tile index -> number (BuildOrder::numbers). None by default.
    void setNumbers(const QHash<int, int> &numbers) { m_numbers = numbers; }

    bool isEmpty() const { return m_track.tiles.isEmpty(); }
    /// The layout's extent with a hex size of 1 (centre to corner).
    QRectF unitBounds() const { return m_bounds; }
    /// Width over height of the layout; 1 for an empty track.
    double aspect() const;
    /// The hex size that makes the layout fit `target`.
    double hexSizeFor(const QSizeF &target) const;
    /// Paints the layout centred in `target` (painter units), as large as fits.
    void paint(QPainter *painter, const QRectF &target) const;

private:
    void paintBadge(QPainter *painter, const PlacedTile &tile, QPointF centre, double hexSize, int number) const;

    Track m_track;
    const TileCatalog &m_catalog;
    QHash<int, int> m_numbers;
    QRectF m_bounds;
};

} // namespace Pacenotes
