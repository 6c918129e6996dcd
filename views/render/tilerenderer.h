// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/tileside.h"

#include <QCoreApplication>
#include <QFont>
#include <QImage>
#include <QPointF>
#include <QRectF>
#include <QTransform>

class QPainter;

namespace Pacenotes {

class TileScans;

struct TileRenderOptions
{
    bool labels = true;      ///< the tile id
    bool markings = true;    ///< speed limits, hazards, jumps...
    double opacity = 1.0;    ///< below 1 for previews (a tile being dragged or placed)
    const TileScans *scans = nullptr; ///< the user's own pictures, used where they have one
};

/**
 * Draws tile sides from the catalog data alone (no publisher artwork): terrain ground, roads
 * with lanes, kerbs, danger strips and lane ticks where they leave the tile, the start/finish
 * line, the pit and Assistance tiles, scenery on fillers, marking pictograms and the id label.
 *
 * Everything is vector drawing through QPainter, so it is sharp at any zoom and in print;
 * detail fades out when a tile is drawn small. Labels and markings stay upright however the
 * tile is turned. One renderer serves the designer's scene, palette thumbnails and export.
 */
class TileRenderer
{
    Q_DECLARE_TR_FUNCTIONS(TileRenderer)
public:
    /// Draws `side` centred on `centre`, hex size `size` (centre to corner, painter units),
    /// turned by `rotation` × 60° clockwise. A null side draws a placeholder for the unknown
    /// tile `sideId`.
    static void paint(QPainter *painter, const TileSide *side, const QString &sideId, QPointF centre, double size,
                      int rotation, const TileRenderOptions &options = {});
    /// The side on a transparent image of `pixels` device-independent pixels (thumbnails).
    static QImage image(const TileSide &side, QSize pixels, qreal devicePixelRatio = 1.0, int rotation = 0,
                        const TileRenderOptions &options = {});
    /// Maps TileGeometry's local frame to the painter's: scale, turn, then move to `centre`.
    static QTransform localToPainter(QPointF centre, double size, int rotation);
    /// A place on the tile (painter units) off the roads and at least `clearance` away from its
    /// label and markings, for something drawn over it (the printout's build numbers); the top
    /// corner when the tile has no such room.
    static QPointF spareSpot(const TileSide *side, QPointF centre, double size, int rotation, const QFont &base,
                             double clearance);

    /// Where the id label and the markings go (painter units), and the free spots left over.
    struct Decorations
    {
        QRectF label;
        QList<QPointF> markings;
        double markingRadius = 0;
        QList<QPointF> spare;
    };
    static Decorations decorations(const TileSide &side, const QTransform &toPainter, double size, bool showLabel,
                                   bool showMarkings, const QFont &labelFont);
    /// The id label's font for a hex of `size`.
    static QFont labelFont(const QFont &base, double size);

private:
    static void paintDrawing(QPainter *painter, const TileSide &side, double pixels);
    static bool paintScan(QPainter *painter, const TileSide &side, const TileScans &scans);
    static void paintUpright(QPainter *painter, const TileSide &side, const QTransform &toPainter, double size,
                             double pixels, const TileRenderOptions &options);
};

} // namespace Pacenotes
