// SPDX-License-Identifier: GPL-3.0-or-later
#include "librarythumbnail.h"

#include "catalog/tilecatalog.h"
#include "hex/hexlayout.h"
#include "io/trackfiles.h"
#include "print/trackpicture.h"
#include "render/tilerenderer.h"
#include "track/track.h"

#include <QBuffer>
#include <QGuiApplication>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace Pacenotes {

using namespace Qt::StringLiterals;

namespace {

/// Where each tile goes and how it is turned, in hexes of size 1.
struct Cell
{
    QString sideId;
    QPointF centre;
    int rotation = 0;
};

QList<Cell> layoutCells(const Track &track)
{
    const HexLayout hex(1.0);
    QList<Cell> cells;
    cells.reserve(track.tiles.size());
    for (const PlacedTile &t : track.tiles)
        cells.append({t.sideId, hex.toPixel(t.pos), t.rotation});
    return cells;
}

/// The list's tiles in rows, a box's worth at most: enough to recognise the list by. Apart from
/// each other, on a square grid, so that a list never looks like a track laid out.
QList<Cell> listCells(const Track &track)
{
    constexpr int kMaxTiles = 24;
    QStringList ids;
    for (const TileCount &c : track.tileList)
        for (int n = 0; n < c.count && ids.size() < kMaxTiles; ++n)
            ids << c.sideId;
    const double across = HexLayout(1.0).width() * 1.3; // a gap of a third of a tile between two
    const double down = 2.0 * 1.15;
    const double aspect = double(LibraryThumbnail::kSize.width()) / LibraryThumbnail::kSize.height();
    const int columns = std::max(1, int(std::ceil(std::sqrt(ids.size() * aspect * down / across))));
    QList<Cell> cells;
    for (int i = 0; i < ids.size(); ++i)
        cells.append({ids[i], QPointF((i % columns) * across, (i / columns) * down), 0});
    return cells;
}

} // namespace

QImage LibraryThumbnail::image(const Track &track, const TileCatalog &catalog, qreal devicePixelRatio)
{
    QImage img(kSize * devicePixelRatio, QImage::Format_ARGB32_Premultiplied);
    img.setDevicePixelRatio(devicePixelRatio);
    img.fill(Qt::transparent);
    const QList<Cell> cells = track.tiles.isEmpty() ? listCells(track) : layoutCells(track);
    if (cells.isEmpty())
        return img;

    const HexLayout unit(1.0);
    QRectF bounds;
    for (const Cell &c : cells)
        bounds |= QRectF(c.centre - QPointF(unit.width() / 2, 1.0), QSizeF(unit.width(), 2.0));
    constexpr double kMargin = 4.0;
    const double scale = std::min((kSize.width() - 2 * kMargin) / bounds.width(),
                                  (kSize.height() - 2 * kMargin) / bounds.height());
    const QPointF offset = QPointF(kSize.width(), kSize.height()) / 2 - bounds.center() * scale;

    QPainter p(&img);
    p.setRenderHint(QPainter::Antialiasing);
    TileRenderOptions options;
    // Ids and markings are unreadable at this size; the shapes of the roads say enough.
    options.labels = false;
    options.markings = false;
    for (const Cell &c : cells)
        TileRenderer::paint(&p, catalog.side(c.sideId), c.sideId, c.centre * scale + offset, scale, c.rotation, options);
    return img;
}

QImage LibraryThumbnail::fromPreview(const QImage &preview, qreal devicePixelRatio)
{
    QImage img(kSize * devicePixelRatio, QImage::Format_ARGB32_Premultiplied);
    img.setDevicePixelRatio(devicePixelRatio);
    img.fill(Qt::transparent);
    const QImage scaled = preview.scaled(img.size(), Qt::KeepAspectRatio, Qt::SmoothTransformation);
    QPainter p(&img);
    p.drawImage(QPointF((img.width() - scaled.width()) / 2.0, (img.height() - scaled.height()) / 2.0) / devicePixelRatio,
                scaled.copy(), QRectF(QPointF(0, 0), scaled.size()));
    return img;
}

QByteArray LibraryThumbnail::png(const Track &track, const TileCatalog &catalog, const QImage &preview)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    (preview.isNull() ? image(track, catalog) : fromPreview(preview)).save(&buffer, "PNG");
    return bytes;
}

QImage LibraryThumbnail::packagePreview(const Track &track, const TileCatalog &catalog)
{
    // The layout on a transparent ground, as large as fits: the library (and any other tool
    // that opens the package) shows it without drawing the tiles.
    QImage img(kPreviewSize, QImage::Format_ARGB32_Premultiplied);
    img.fill(Qt::transparent);
    const TrackPicture picture(track, catalog);
    if (picture.isEmpty())
        return {};
    QPainter p(&img);
    p.setRenderHint(QPainter::Antialiasing);
    picture.paint(&p, QRectF(QPointF(0, 0), QSizeF(kPreviewSize)).adjusted(8, 8, -8, -8));
    p.end();
    return img;
}

void LibraryThumbnail::installPackagePreviews()
{
    TrackFiles::setPreviewRenderer([](const Track &track) {
        // Drawing needs fonts, which need a GUI application (the command line makes one
        // for the commands that write packages).
        if (!qobject_cast<QGuiApplication *>(QCoreApplication::instance()))
            return QImage();
        return packagePreview(track, TileCatalog::builtin());
    });
}

} // namespace Pacenotes
