// SPDX-License-Identifier: GPL-3.0-or-later
#include "trackexporter.h"

#include "print/trackposter.h"
#include "print/trackprintout.h"
#include "sheets/sheetpainter.h"

#include <QDir>
#include <QFileInfo>
#include <QPainter>
#include <QSaveFile>
#include <QSvgGenerator>

#include <algorithm>
#include <cmath>

namespace Pacenotes {

using namespace Qt::StringLiterals;

namespace {
constexpr double kMarginMm = 6;
constexpr double kMmPerInch = 25.4;
} // namespace

TrackExporter::TrackExporter(const Track &track, const TrackReport &report, const TileCatalog &catalog)
    : m_track(track), m_catalog(catalog), m_report(report), m_order(BuildOrder::of(track, report, catalog))
{
}

std::optional<TrackExporter::Format> TrackExporter::formatForPath(const QString &path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == "png"_L1)
        return Format::Png;
    if (suffix == "svg"_L1)
        return Format::Svg;
    if (suffix == "pdf"_L1)
        return Format::Pdf;
    return std::nullopt;
}

QString TrackExporter::extension(Format format)
{
    switch (format) {
    case Format::Png: return u"png"_s;
    case Format::Svg: return u"svg"_s;
    case Format::Pdf: return u"pdf"_s;
    }
    return QString();
}

QSizeF TrackExporter::pictureSizeMm() const
{
    const TrackPoster poster(m_track, m_order, m_catalog);
    return poster.naturalSize(kHexMm) + QSizeF(2 * kMarginMm, 2 * kMarginMm);
}

double TrackExporter::imageDpi() const
{
    // Large layouts get fewer dots per inch rather than a picture no viewer can open.
    const QSizeF mm = pictureSizeMm();
    const double longest = std::max(mm.width(), mm.height()) / kMmPerInch;
    return std::min(kPngDpi, kMaxPixels / longest);
}

QSize TrackExporter::imageSize() const
{
    const QSizeF mm = pictureSizeMm();
    const double dpi = imageDpi();
    return QSize(int(std::ceil(mm.width() / kMmPerInch * dpi)), int(std::ceil(mm.height() / kMmPerInch * dpi)));
}

QImage TrackExporter::image() const
{
    const double dpi = imageDpi();
    QImage image(imageSize(), QImage::Format_ARGB32_Premultiplied);
    // The font sizes in points follow the image's resolution.
    image.setDotsPerMeterX(qRound(dpi / kMmPerInch * 1000));
    image.setDotsPerMeterY(qRound(dpi / kMmPerInch * 1000));
    image.fill(Qt::white);
    QPainter painter(&image);
    const QSizeF mm = pictureSizeMm();
    const SheetPainter sp(&painter, dpi, QRectF(QPointF(), mm));
    const TrackPoster poster(m_track, m_order, m_catalog);
    poster.paint(sp, QRectF(kMarginMm, kMarginMm, mm.width() - 2 * kMarginMm, mm.height() - 2 * kMarginMm));
    painter.end();
    return image;
}

bool TrackExporter::write(const QString &path, Format format, QPageSize::PageSizeId paper, QString *error) const
{
    // A list not laid out yet has no picture, but its PDF is the pick list.
    if (isEmpty() && !(format == Format::Pdf && !m_track.tileList.isEmpty())) {
        if (error)
            *error = tr("The track has no tiles yet: there is nothing to export.");
        return false;
    }
    switch (format) {
    case Format::Png: return writePng(path, error);
    case Format::Svg: return writeSvg(path, error);
    case Format::Pdf: return TrackPrintout(m_track, m_report, m_catalog).writePdf(path, paper, error);
    }
    return false;
}

bool TrackExporter::writePng(const QString &path, QString *error) const
{
    auto fail = [&](const QString &reason) {
        if (error)
            *error = tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(path), reason);
        return false;
    };
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return fail(file.errorString());
    const QImage picture = image();
    if (picture.isNull()) {
        file.cancelWriting();
        return fail(tr("the picture is too large"));
    }
    if (!picture.save(&file, "PNG")) {
        file.cancelWriting();
        return fail(file.errorString());
    }
    if (!file.commit())
        return fail(file.errorString());
    return true;
}

bool TrackExporter::writeSvg(const QString &path, QString *error) const
{
    auto fail = [&](const QString &reason) {
        if (error)
            *error = tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(path), reason);
        return false;
    };
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return fail(file.errorString());
    // 96 dpi user units, so the SVG opens at its size in millimetres.
    constexpr int kSvgDpi = 96;
    const QSizeF mm = pictureSizeMm();
    const QSize size(int(std::ceil(mm.width() / kMmPerInch * kSvgDpi)), int(std::ceil(mm.height() / kMmPerInch * kSvgDpi)));
    {
        QSvgGenerator svg;
        svg.setOutputDevice(&file);
        svg.setResolution(kSvgDpi);
        svg.setSize(size);
        svg.setViewBox(QRect(QPoint(), size));
        svg.setTitle(TrackPoster::title(m_track));
        svg.setDescription(TrackPoster::kicker(m_track, m_order.kind));
        QPainter painter;
        if (!painter.begin(&svg)) {
            file.cancelWriting();
            return fail(tr("cannot start the SVG"));
        }
        painter.fillRect(QRect(QPoint(), size), Qt::white);
        const SheetPainter sp(&painter, kSvgDpi, QRectF(QPointF(), mm));
        const TrackPoster poster(m_track, m_order, m_catalog);
        poster.paint(sp, QRectF(kMarginMm, kMarginMm, mm.width() - 2 * kMarginMm, mm.height() - 2 * kMarginMm));
        painter.end();
    }
    if (!file.commit())
        return fail(file.errorString());
    return true;
}

} // namespace Pacenotes
