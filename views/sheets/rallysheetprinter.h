// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "records/rallysheetlayout.h"
#include "records/rallystandings.h"

#include <QCoreApplication>
#include <QList>
#include <QRectF>

namespace Pacenotes {

struct Rally;
class SheetPainter;

/// The shape of a blank rally sheet.
struct BlankRallySheet
{
    int stages = 3;            ///< the rulebook's sheet has three
    bool checkpoints = false;  ///< add the penalty rows
};

/**
 * Lays out and paints the DIRT rally sheet ("RALLY SHEET" / «ЛИСТ РАЛЛИ») like the rulebook's:
 * five player columns per page (more players: more pages), the rulebook's rows (stage time,
 * damage ...G/...C/...B, spare tire Y/N, overall time, final time, position), penalty rows with
 * the Checkpoints rule, and the "G: Gear / C: Coast / B: Brake" legend. Blank (rally = nullptr)
 * or filled with the computed overall times and positions. Rallies with many stages continue
 * their rows on further pages, repeating the player names.
 */
class RallySheetPrinter
{
    Q_DECLARE_TR_FUNCTIONS(RallySheetPrinter)

public:
    static constexpr int kPlayersPerPage = 5;

    /// `rally` may be null (blank sheet); it must outlive the printer.
    RallySheetPrinter(const Rally *rally, const QRectF &pageMm, BlankRallySheet blank = {});

    int pageCount() const { return int(m_pages.size()); }
    void paintPage(SheetPainter &sp, int page) const;

private:
    struct Page
    {
        int firstPlayer = 0;
        int firstRow = 0;
        int rows = 0;
    };
    void paintCell(SheetPainter &sp, const QRectF &cell, const RallySheetLayout::Row &row, int player) const;
    void paintLabel(SheetPainter &sp, const QRectF &cell, const RallySheetLayout::Row &row) const;
    void paintLegend(SheetPainter &sp, qreal top) const;

    const Rally *m_rally;
    RallyStandings m_standings;
    QRectF m_page;
    bool m_checkpoints = false;
    QList<RallySheetLayout::Row> m_rows;
    qreal m_rowHeight = 9;
    QList<Page> m_pages;
};

} // namespace Pacenotes
