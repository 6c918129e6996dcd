// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "championship/championshipstandings.h"

#include <QCoreApplication>
#include <QList>
#include <QRectF>

class QFontMetricsF;

namespace Pacenotes {

class SheetPainter;

/**
 * Lays out and paints a season's standings sheet ("CHAMPIONSHIP STANDINGS" / «ТАБЛИЦА
 * ЧЕМПИОНАТА»), in millimetres like the other sheets: the standings table (position, driver and
 * team, one column per event — ten at most per page, more events continue on further pages with
 * the names repeated —, total and gap), then the next starting order with the reason for each
 * place, the teams, the events with their source and the rules of the season with the choices made
 * where the books are silent. Text is measured at 1200 dpi when laid out, so the page count is
 * known before painting (the print preview and the PDF agree).
 */
class StandingsSheetPrinter
{
    Q_DECLARE_TR_FUNCTIONS(StandingsSheetPrinter)

public:
    static constexpr int kMaxEventColumns = 10;

    /// `season` must outlive the printer.
    StandingsSheetPrinter(const Championship *season, const QRectF &pageMm);

    int pageCount() const { return m_pageCount; }
    void paintPage(SheetPainter &sp, int page) const;

private:
    struct TablePage
    {
        int firstRow = 0;
        int rows = 0;
        int firstEvent = 0;
        int events = 0;
    };
    /// One block of the flow after the table: a heading, a paragraph, or a numbered line.
    struct Block
    {
        enum class Kind { Heading, Paragraph, Item } kind = Kind::Paragraph;
        QString label;       ///< Item: the number or bullet in the left column
        QString text;
        qreal height = 0;
        int page = 0;
        qreal top = 0;
    };

    void layoutTable();
    void layoutFlow();
    static qreal paragraphHeight(const QFontMetricsF &fm, const QString &text, qreal widthMm);
    void paintHeader(SheetPainter &sp, int page) const;
    void paintTable(SheetPainter &sp, const TablePage &tp, qreal top) const;
    void paintBlock(SheetPainter &sp, const Block &b) const;

    const Championship *m_season;
    ChampionshipStandings m_standings;
    QRectF m_page;
    QList<TablePage> m_tablePages;
    QList<Block> m_blocks;
    int m_pageCount = 1;
    qreal m_rowHeight = 6.2;
    qreal m_tableTop = 0;
    qreal m_flowStart = 0;           ///< y where the flow starts on the last table page
    int m_eventsPerPage = kMaxEventColumns;
};

} // namespace Pacenotes
