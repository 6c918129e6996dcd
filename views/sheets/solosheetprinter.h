// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QList>
#include <QRectF>

class QPainter;

namespace Pacenotes {

struct SoloLap;
class SheetPainter;

/**
 * Lays out and paints the GT solo score sheet ("SCORE SHEET" / «ТАБЛИЦА ПОДСЧЕТА») like the
 * rulebook's: header fields (track, driver, date, weather, car category, tires), the turn grid
 * with one row per end gear and its seconds, the per-gear tally, track time, the Focus
 * deduction and the final time. Blank (lap = nullptr, 40 turns to fill by hand) or filled.
 * A filled lap longer than a page continues its turn grid on further pages.
 */
class SoloSheetPrinter
{
    Q_DECLARE_TR_FUNCTIONS(SoloSheetPrinter)

public:
    static constexpr int kTurnsPerBlock = 20;
    static constexpr int kBlankTurns = 40;

    /// `lap` may be null (blank sheet); it must outlive the printer.
    SoloSheetPrinter(const SoloLap *lap, const QRectF &pageMm);

    int pageCount() const { return int(m_pages.size()); }
    void paintPage(SheetPainter &sp, int page) const;

private:
    struct Page
    {
        int firstBlock = 0;
        int blocks = 0;
        bool header = true;  ///< the full header (first page)
        bool totals = false; ///< the tally and totals (last page)
    };
    qreal headerHeight(bool full) const;
    void paintHeader(SheetPainter &sp, qreal top, bool full, int page) const;
    void paintBlock(SheetPainter &sp, const QRectF &area, int block) const;
    void paintTotals(SheetPainter &sp, const QRectF &area) const;
    void paintNotes(SheetPainter &sp, const QRectF &area) const;
    void paintLegend(SheetPainter &sp, qreal top) const;

    const SoloLap *m_lap;
    QRectF m_page;
    int m_blocks = 0;
    qreal m_rowHeight = 6;
    qreal m_notesHeight = 0;
    QList<Page> m_pages;
};

} // namespace Pacenotes
