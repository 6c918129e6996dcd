// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "championship/championship.h"
#include "records/rally.h"
#include "records/sololap.h"

#include <QPageSize>

#include <optional>

class QPagedPaintDevice;
class QPainter;
class QPrinter;

namespace Pacenotes {

/// What to print: a solo or rally sheet, filled from a record or blank, or a season's standings.
struct SheetRequest
{
    enum class Kind { Solo, Rally, Standings };
    Kind kind = Kind::Solo;
    std::optional<SoloLap> lap;     ///< a filled solo sheet; none: blank
    std::optional<Rally> rally;     ///< a filled rally sheet; none: blank
    std::optional<Championship> championship; ///< the season of a standings sheet
    int blankStages = 3;            ///< rows of a blank rally sheet (the rulebook's has 3 stages)
    bool blankCheckpoints = false;  ///< penalty rows on a blank rally sheet
    QPageSize::PageSizeId paper = QPageSize::A4;

    bool isBlank() const { return kind == Kind::Solo ? !lap : kind == Kind::Rally ? !rally : !championship; }
};

/**
 * Printing the score sheets: to PDF (QPdfWriter, vector, fonts embedded, written atomically
 * through QSaveFile) or to any printer / print preview. Pages are A4 or US Letter, portrait,
 * 12 mm margins; the text is in the current application language.
 */
namespace SheetPrinting {
constexpr qreal kMarginMm = 12;

/// US Letter where the locale measures in inches (USA, Canada...), A4 elsewhere.
QPageSize::PageSizeId defaultPaper();
/// "letter" / "a4" (case-insensitive) → paper; nullopt for anything else.
std::optional<QPageSize::PageSizeId> paperFromName(QStringView name);
/// A title for the PDF metadata and print jobs ("Score sheet — Monza").
QString documentTitle(const SheetRequest &request);

int pageCount(const SheetRequest &request);
/// Paints every page on `device` (a printer or PDF writer already set up), starting a new
/// page between them. `painter` must be active on `device`.
void paint(QPainter &painter, QPagedPaintDevice &device, const SheetRequest &request);
/// Sets the printer to the request's paper, portrait, margins and title.
void setUpPrinter(QPrinter &printer, const SheetRequest &request);
bool writePdf(const QString &path, const SheetRequest &request, QString *error);
} // namespace SheetPrinting

} // namespace Pacenotes
