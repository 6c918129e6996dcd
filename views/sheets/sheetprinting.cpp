// SPDX-License-Identifier: GPL-3.0-or-later
#include "sheetprinting.h"

#include "rallysheetprinter.h"
#include "sheetpainter.h"
#include "solosheetprinter.h"
#include "standingssheetprinter.h"

#include <QCoreApplication>
#include <QDir>
#include <QLocale>
#include <QPainter>
#include <QPdfWriter>
#include <QPrinter>
#include <QSaveFile>

#include <memory>
#include <variant>

namespace Pacenotes::SheetPrinting {

using namespace Qt::StringLiterals;

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(SheetPrinting)
};

QPageLayout layoutFor(const SheetRequest &request)
{
    return QPageLayout(QPageSize(request.paper), QPageLayout::Portrait,
                       QMarginsF(kMarginMm, kMarginMm, kMarginMm, kMarginMm), QPageLayout::Millimeter);
}

/// The paintable area in millimetres, with the painter's origin at its top-left corner.
QRectF paintArea(const QPageLayout &layout)
{
    return QRectF(QPointF(0, 0), layout.paintRect(QPageLayout::Millimeter).size());
}

/// Both printers have the same two calls; this keeps the caller free of which one it is.
class AnyPrinter
{
public:
    AnyPrinter(const SheetRequest &r, const QRectF &area)
    {
        if (r.kind == SheetRequest::Kind::Standings)
            m_standings = std::make_unique<StandingsSheetPrinter>(r.championship ? &*r.championship : &m_empty, area);
        else if (r.kind == SheetRequest::Kind::Solo)
            m_solo = std::make_unique<SoloSheetPrinter>(r.lap ? &*r.lap : nullptr, area);
        else
            m_rally = std::make_unique<RallySheetPrinter>(r.rally ? &*r.rally : nullptr, area,
                                                          BlankRallySheet{r.blankStages, r.blankCheckpoints});
    }
    int pageCount() const { return m_standings ? m_standings->pageCount() : m_solo ? m_solo->pageCount() : m_rally->pageCount(); }
    void paintPage(SheetPainter &sp, int page) const
    {
        if (m_standings)
            m_standings->paintPage(sp, page);
        else if (m_solo)
            m_solo->paintPage(sp, page);
        else
            m_rally->paintPage(sp, page);
    }

private:
    std::unique_ptr<SoloSheetPrinter> m_solo;
    std::unique_ptr<RallySheetPrinter> m_rally;
    std::unique_ptr<StandingsSheetPrinter> m_standings;
    Championship m_empty;
};
} // namespace

QPageSize::PageSizeId defaultPaper()
{
    return QLocale::system().measurementSystem() == QLocale::MetricSystem ? QPageSize::A4 : QPageSize::Letter;
}

std::optional<QPageSize::PageSizeId> paperFromName(QStringView name)
{
    if (name.compare(u"a4", Qt::CaseInsensitive) == 0)
        return QPageSize::A4;
    if (name.compare(u"letter", Qt::CaseInsensitive) == 0 || name.compare(u"us-letter", Qt::CaseInsensitive) == 0)
        return QPageSize::Letter;
    return std::nullopt;
}

QString documentTitle(const SheetRequest &request)
{
    if (request.kind == SheetRequest::Kind::Standings) {
        if (request.championship && !request.championship->name.isEmpty())
            return Tr::tr("Standings — %1").arg(request.championship->name);
        return Tr::tr("Championship standings");
    }
    if (request.kind == SheetRequest::Kind::Solo) {
        if (request.lap && !request.lap->header.track.isEmpty())
            return Tr::tr("Score sheet — %1").arg(request.lap->header.track);
        return Tr::tr("Score sheet");
    }
    if (request.rally && !request.rally->name.isEmpty())
        return Tr::tr("Rally sheet — %1").arg(request.rally->name);
    return Tr::tr("Rally sheet");
}

int pageCount(const SheetRequest &request)
{
    return AnyPrinter(request, paintArea(layoutFor(request))).pageCount();
}

void paint(QPainter &painter, QPagedPaintDevice &device, const SheetRequest &request)
{
    const QPageLayout layout = device.pageLayout();
    const QRectF area = paintArea(layout);
    const AnyPrinter printer(request, area);
    SheetPainter sp(&painter, device.logicalDpiX(), area);
    for (int page = 0; page < printer.pageCount(); ++page) {
        if (page > 0)
            device.newPage();
        printer.paintPage(sp, page);
    }
}

void setUpPrinter(QPrinter &printer, const SheetRequest &request)
{
    printer.setPageLayout(layoutFor(request));
    printer.setDocName(documentTitle(request));
    printer.setCreator(u"Pacenotes"_s);
}

bool writePdf(const QString &path, const SheetRequest &request, QString *error)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        if (error)
            *error = Tr::tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(path), file.errorString());
        return false;
    }
    {
        QPdfWriter pdf(&file);
        pdf.setResolution(1200);
        pdf.setPageLayout(layoutFor(request));
        pdf.setTitle(documentTitle(request));
        pdf.setCreator(u"Pacenotes %1"_s.arg(QCoreApplication::applicationVersion()));
        QPainter painter;
        if (!painter.begin(&pdf)) {
            file.cancelWriting();
            if (error)
                *error = Tr::tr("Cannot start the PDF %1.").arg(QDir::toNativeSeparators(path));
            return false;
        }
        paint(painter, pdf, request);
        painter.end();
    }
    if (!file.commit()) {
        if (error)
            *error = Tr::tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(path), file.errorString());
        return false;
    }
    return true;
}

} // namespace Pacenotes::SheetPrinting
