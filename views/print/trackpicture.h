// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "hex/hexlayout.h"
#include "track/course.h"
#include "track/track.h"

#include <QHash>
#include <QRectF>

class QPainter;

namespace Pacenotes {

class TileCatalog;

/**
 * The layout as a picture for export and print: every placed tile drawn by TileRenderer at
 * its place and turn, scaled to fit a target rectangle, with the course's direction (the
 * designer's arrows and start/finish flags, CourseMarks) and an optional numbered badge on
 * each tile (the build sheet's numbers). Works on any paint device (image, SVG, PDF, printer).
 *
 * A badge goes where it hides nothing: on a free spot of its tile clear of the road, the id
 * label, the speed-limit and other markings, the arrows and the flags; where a tile has no
 * such spot, beside it over empty table with a leader line to it; only when neither exists,
 * on the tile's roomiest spot.
 */
class TrackPicture
{
public:
    TrackPicture(const Track &track, const TileCatalog &catalog);

    /// Badges to draw: tile index -> number (BuildOrder::numbers). None by default.
    void setNumbers(const QHash<int, int> &numbers) { m_numbers = numbers; }
    /// The course whose direction to draw (nothing while it is not complete). Its flags may
    /// stand beside the tiles: the layout's extent makes room for them.
    void setCourse(const Course &course);

    bool isEmpty() const { return m_track.tiles.isEmpty(); }
    /// The layout's extent with a hex size of 1 (centre to corner), the course's flags included.
    QRectF unitBounds() const { return m_bounds; }
    /// Width over height of the layout; 1 for an empty track.
    double aspect() const;
    /// The hex size that makes the layout fit `target`.
    double hexSizeFor(const QSizeF &target) const;
    /// Paints the layout centred in `target` (painter units), as large as fits.
    void paint(QPainter *painter, const QRectF &target) const;

    /// The hex layout paint() uses for `target`: the tiles as large as fits, centred.
    HexLayout layoutFor(const QRectF &target) const;

    /// Where a numbered tile's badge goes (painter units), and whether a leader line joins it
    /// to its tile.
    struct BadgePlace
    {
        int tile = -1;
        QPointF at;
        double radius = 0;
        bool leader = false;
    };
    /// The badges paint() draws with `layout`, in tile order.
    QList<BadgePlace> badgePlaces(const QPainter *painter, const HexLayout &layout) const;

private:
    BadgePlace badgePlace(const QPainter *painter, int index, const HexLayout &layout, const QList<QRectF> &taken,
                          const QList<QPointF> &badges) const;
    void paintBadge(QPainter *painter, QPointF centre, double hexSize, int number) const;

    Track m_track;
    const TileCatalog &m_catalog;
    QHash<int, int> m_numbers;
    Course m_course;
    QRectF m_bounds;
};

} // namespace Pacenotes
