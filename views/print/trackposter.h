// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "buildorder.h"
#include "trackpicture.h"

#include <QCoreApplication>
#include <QRectF>

namespace Pacenotes {

class SheetPainter;
class TileCatalog;

/**
 * The layout page, shared by the exported pictures and page 1 of the printout: a title band
 * (game, course, laps, title, author), the layout as large as fits, and a box listing the
 * tile sides used with their counts and the total. Laid out in millimetres on a SheetPainter,
 * so it looks the same on an image, in an SVG, in a PDF and on paper. The tile-list box goes
 * beside the layout or under it, whichever leaves the layout larger.
 */
class TrackPoster
{
    Q_DECLARE_TR_FUNCTIONS(TrackPoster)
public:
    TrackPoster(const Track &track, const BuildOrder &order, const TileCatalog &catalog);

    /// Draw the build sheet's numbers on the tiles (the printout does; pictures need not).
    void setNumbered(bool numbered);

    /// A size that shows tiles `hexMm` large (centre to corner) with room for the band and box.
    QSizeF naturalSize(double hexMm) const;
    void paint(const SheetPainter &sp, const QRectF &area) const;

    /// The track's title, or a stand-in when it has none.
    static QString title(const Track &track);
    /// "Rallyman: GT · circuit · 3 laps": the band's top line.
    static QString kicker(const Track &track, Course::Kind kind);

private:
    struct Box
    {
        QSizeF size;
        int columns = 1;
        int rows = 0;
    };
    Box boxFor(double maxWidth, double maxHeight, bool beside) const;
    void paintBox(const SheetPainter &sp, const QRectF &rect, const Box &box) const;

    const Track &m_track;
    const BuildOrder &m_order;
    TrackPicture m_picture;
};

} // namespace Pacenotes
