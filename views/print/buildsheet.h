// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "buildorder.h"

#include <QCoreApplication>
#include <QRectF>

namespace Pacenotes {

class SheetPainter;
class TileCatalog;

/**
 * The build sheet: the pages after the layout that let players assemble the physical track.
 * First every tile side used, drawn small, with its side up and how many; then the tiles in
 * numbered order from the start/finish tile along the traced course, with the turn each one
 * makes and a small drawing turned as it lies on the table; tiles off the course (pit tile,
 * Assistance tile, fillers) last, each with a course tile it sits beside. When the course is
 * not traced the sheet says so and lists the tiles by position instead. The list flows into
 * columns and onto as many pages as it needs. Laid out in millimetres on a SheetPainter.
 */
class BuildSheet
{
    Q_DECLARE_TR_FUNCTIONS(BuildSheet)
public:
    BuildSheet(const Track &track, const BuildOrder &order, const TileCatalog &catalog, const QSizeF &areaMm);

    int pageCount() const { return int(m_pages.size()); }
    /// Paints build-sheet page `page` (0-based); `pageLabel` goes in the title band ("Page 2 of 3").
    void paintPage(const SheetPainter &sp, int page, const QString &pageLabel) const;

private:
    /// One line of the order list: a heading ("Beside the course") or a tile.
    struct Row
    {
        QString heading;
        const BuildStep *step = nullptr;
    };
    struct Page
    {
        double listTop = 0;        ///< where the list starts, in mm from the area's top
        QList<QList<int>> columns; ///< rows (indices into m_rows) per column
    };

    double tilesGridHeight() const;
    double noticeHeight() const;
    void paginate();
    void paintTilesGrid(const SheetPainter &sp, double top) const;
    double paintNotice(const SheetPainter &sp, double top) const;
    void paintRow(const SheetPainter &sp, const QRectF &rect, const Row &row, bool shaded) const;
    void paintColumnHeader(const SheetPainter &sp, const QRectF &rect) const;
    QString noteFor(const BuildStep &step) const;
    QString sideUp(const QString &sideId) const;

    const Track &m_track;
    const BuildOrder &m_order;
    const TileCatalog &m_catalog;
    QSizeF m_area;
    int m_gridColumns = 1;
    int m_listColumns = 1;
    QList<Row> m_rows;
    QList<Page> m_pages;
};

} // namespace Pacenotes
