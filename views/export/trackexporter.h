// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "print/buildorder.h"
#include "track/track.h"
#include "track/trackvalidator.h"

#include <QCoreApplication>
#include <QImage>
#include <QPageSize>

#include <optional>

namespace Pacenotes {

class TileCatalog;

/**
 * Writes a track as a picture or document: PNG (raster, 200 dpi), SVG (vector) or PDF (the
 * printout: the layout page and the build sheet). Pictures show the layout with the title
 * band and the tile-list box (TrackPoster). Every file is written atomically (QSaveFile): on
 * failure nothing is left behind and an existing file stays as it was.
 */
class TrackExporter
{
    Q_DECLARE_TR_FUNCTIONS(TrackExporter)
public:
    enum class Format { Png, Svg, Pdf };
    static constexpr double kPngDpi = 200;
    static constexpr double kHexMm = 11;     ///< tile size in pictures (centre to corner)
    static constexpr int kMaxPixels = 8000;  ///< longest side of a PNG

    TrackExporter(const Track &track, const TrackReport &report, const TileCatalog &catalog);

    /// The format named by the file's extension (.png, .svg, .pdf; any case).
    static std::optional<Format> formatForPath(const QString &path);
    static QString extension(Format format);

    bool isEmpty() const { return m_track.tiles.isEmpty(); }
    /// The picture's size in millimetres, and the PNG's size in pixels.
    QSizeF pictureSizeMm() const;
    QSize imageSize() const;
    /// The picture as the PNG will hold it.
    QImage image() const;

    /// Writes `path` in `format`; `paper` is for PDF. False with a translated message
    /// (an empty track, a folder that cannot be written...).
    bool write(const QString &path, Format format, QPageSize::PageSizeId paper, QString *error) const;

private:
    bool writePng(const QString &path, QString *error) const;
    bool writeSvg(const QString &path, QString *error) const;
    double imageDpi() const;

    Track m_track;
    const TileCatalog &m_catalog;
    TrackReport m_report;
    BuildOrder m_order;
};

} // namespace Pacenotes
