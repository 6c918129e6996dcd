// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "buildorder.h"
#include "track/track.h"

#include <QCoreApplication>
#include <QPageLayout>
#include <QPageSize>

class QPagedPaintDevice;
class QPainter;
class QPrinter;

namespace Pacenotes {

class TileCatalog;
struct TrackReport;

/**
 * The printed track: page 1 the layout scaled to the page (TrackPoster, with the build
 * numbers on the tiles), then the build sheet (BuildSheet) on as many pages as it needs. A tile
 * list not laid out yet prints as its pick list alone.
 * Page 1 is landscape or portrait by the layout's shape. In a PDF the build sheet is always
 * portrait; on a printer every page keeps the orientation chosen in the print dialog (most
 * printers cannot turn the page within one job) and the build sheet flows into the width.
 *
 * Vector output (QPdfWriter at 1200 dpi, fonts embedded), written atomically through QSaveFile.
 */
class TrackPrintout
{
    Q_DECLARE_TR_FUNCTIONS(TrackPrintout)
public:
    static constexpr qreal kMarginMm = 12;

    TrackPrintout(const Track &track, const TrackReport &report, const TileCatalog &catalog);

    /// Nothing to print: no tiles placed and no tile list.
    bool isEmpty() const { return m_track.tiles.isEmpty() && m_track.tileList.isEmpty(); }
    /// A tile list with nothing laid out yet: the printout is the pick list (the build sheet's
    /// "tiles to take out") without a layout page.
    bool isPickList() const { return m_track.tiles.isEmpty() && !m_track.tileList.isEmpty(); }
    const BuildOrder &order() const { return m_order; }
    /// "Lakeside Ring — layout and build sheet": PDF metadata and print jobs.
    QString documentTitle() const;
    /// Landscape when the layout is wider than tall.
    QPageLayout::Orientation layoutOrientation() const;
    static QPageLayout pageLayout(QPageSize::PageSizeId paper, QPageLayout::Orientation orientation);

    /// Pages of the PDF on `paper` (the layout page and the build sheet).
    int pageCount(QPageSize::PageSizeId paper) const;
    /// Paints every page on `device` (a printer or PDF writer, already set up; `painter`
    /// active on it). With `turnPages`, the build sheet is switched to portrait (PDF only).
    void paint(QPainter &painter, QPagedPaintDevice &device, bool turnPages) const;
    /// Sets the printer's paper, the layout's orientation, margins and job name.
    void setUpPrinter(QPrinter &printer, QPageSize::PageSizeId paper) const;
    /// Writes the PDF; false with a translated message when it cannot (nothing is left behind).
    bool writePdf(const QString &path, QPageSize::PageSizeId paper, QString *error) const;

private:
    Track m_track;
    const TileCatalog &m_catalog;
    BuildOrder m_order;
};

} // namespace Pacenotes
