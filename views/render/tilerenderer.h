// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/tileside.h"

#include <QCoreApplication>
#include <QFont>
#include <QImage>
#include <QList>
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

    /// Where paint() puts a tile's upright items, in painter coordinates: the id label (null
    /// when not drawn at this size), the pit tile's "PIT" and the marking badges, of radius
    /// `markingRadius`. Other drawings over the tiles (the printout's tile numbers) use it to
    /// keep clear of them.
    struct Upright
    {
        QRectF label;
        QRectF text;
        QList<QPointF> markings;
        double markingRadius = 0;
    };
    static Upright uprightLayout(const QPainter *painter, const TileSide &side, QPointF centre, double size, int rotation,
                                 const TileRenderOptions &options = {});

private:
    static void paintDrawing(QPainter *painter, const TileSide &side, double pixels);
    static bool paintScan(QPainter *painter, const TileSide &side, const TileScans &scans);
    static void paintUpright(QPainter *painter, const TileSide &side, const QTransform &toPainter, double size,
                             double pixels, const TileRenderOptions &options);
    static Upright layOutUpright(const TileSide &side, const QTransform &toPainter, double size, double pixels,
                                 const TileRenderOptions &options, const QFont &font);
};

} // namespace Pacenotes
