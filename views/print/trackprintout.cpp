// SPDX-License-Identifier: GPL-3.0-or-later
#include "trackprintout.h"

#include "buildsheet.h"
#include "sheets/sheetpainter.h"
#include "trackpicture.h"
#include "trackposter.h"

#include <QDir>
#include <QPainter>
#include <QPdfWriter>
#include <QPrinter>
#include <QSaveFile>

namespace Pacenotes {

using namespace Qt::StringLiterals;

namespace {
/// The paintable area in millimetres, with the painter's origin at its top-left corner.
QRectF paintArea(const QPageLayout &layout)
{
    return QRectF(QPointF(0, 0), layout.paintRect(QPageLayout::Millimeter).size());
}
} // namespace

TrackPrintout::TrackPrintout(const Track &track, const TrackReport &report, const TileCatalog &catalog)
    : m_track(track), m_catalog(catalog),
      m_order(isPickList() ? BuildOrder::ofList(track.tileList, catalog) : BuildOrder::of(track, report, catalog))
{
}

QString TrackPrintout::documentTitle() const
{
    if (isPickList())
        return tr("%1 — tiles to take out").arg(TrackPoster::title(m_track));
    return tr("%1 — layout and build sheet").arg(TrackPoster::title(m_track));
}

QPageLayout::Orientation TrackPrintout::layoutOrientation() const
{
    if (isPickList())
        return QPageLayout::Portrait;
    // The band and the tile box take height: lean towards landscape for square layouts.
    const TrackPicture picture(m_track, m_catalog);
    return picture.aspect() >= 0.9 ? QPageLayout::Landscape : QPageLayout::Portrait;
}

QPageLayout TrackPrintout::pageLayout(QPageSize::PageSizeId paper, QPageLayout::Orientation orientation)
{
    return QPageLayout(QPageSize(paper), orientation, QMarginsF(kMarginMm, kMarginMm, kMarginMm, kMarginMm),
                       QPageLayout::Millimeter);
}

int TrackPrintout::pageCount(QPageSize::PageSizeId paper) const
{
    const BuildSheet sheet(m_track, m_order, m_catalog, paintArea(pageLayout(paper, QPageLayout::Portrait)).size());
    return (isPickList() ? 0 : 1) + sheet.pageCount();
}

void TrackPrintout::paint(QPainter &painter, QPagedPaintDevice &device, bool turnPages) const
{
    const qreal dpi = device.logicalDpiX();
    const int layoutPages = isPickList() ? 0 : 1;
    if (layoutPages) {
        const QRectF area = paintArea(device.pageLayout());
        const SheetPainter sp(&painter, dpi, area);
        TrackPoster poster(m_track, m_order, m_catalog);
        poster.setNumbered(true);
        poster.paint(sp, area);
    }
    QPageLayout sheetLayout = device.pageLayout();
    if (turnPages)
        sheetLayout.setOrientation(QPageLayout::Portrait);
    const QRectF area = paintArea(sheetLayout);
    const BuildSheet sheet(m_track, m_order, m_catalog, area.size());
    const SheetPainter sp(&painter, dpi, area);
    const int total = layoutPages + sheet.pageCount();
    for (int page = 0; page < sheet.pageCount(); ++page) {
        if (turnPages && page == 0 && layoutPages)
            device.setPageLayout(sheetLayout); // applies from the next page on
        if (page > 0 || layoutPages)
            device.newPage();
        sheet.paintPage(sp, page, tr("Page %1 of %2").arg(page + 1 + layoutPages).arg(total));
    }
}

void TrackPrintout::setUpPrinter(QPrinter &printer, QPageSize::PageSizeId paper) const
{
    printer.setPageLayout(pageLayout(paper, layoutOrientation()));
    printer.setDocName(documentTitle());
    printer.setCreator(u"Pacenotes"_s);
}

bool TrackPrintout::writePdf(const QString &path, QPageSize::PageSizeId paper, QString *error) const
{
    auto fail = [&](const QString &message) {
        if (error)
            *error = message;
        return false;
    };
    if (isEmpty())
        return fail(tr("The track has no tiles yet: there is nothing to print."));
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return fail(tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(path), file.errorString()));
    {
        QPdfWriter pdf(&file);
        pdf.setResolution(1200);
        pdf.setPageLayout(pageLayout(paper, layoutOrientation()));
        pdf.setTitle(documentTitle());
        pdf.setCreator(u"Pacenotes %1"_s.arg(QCoreApplication::applicationVersion()));
        QPainter painter;
        if (!painter.begin(&pdf)) {
            file.cancelWriting();
            return fail(tr("Cannot start the PDF %1.").arg(QDir::toNativeSeparators(path)));
        }
        paint(painter, pdf, true);
        painter.end();
    }
    if (!file.commit())
        return fail(tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(path), file.errorString()));
    return true;
}

} // namespace Pacenotes
