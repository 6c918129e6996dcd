// SPDX-License-Identifier: GPL-3.0-or-later
#include "buildsheet.h"

#include "catalog/catalognames.h"
#include "catalog/tilecatalog.h"
#include "render/tilerenderer.h"
#include "sheets/sheetpainter.h"
#include "trackposter.h"

#include <QPainter>

#include <algorithm>

namespace Pacenotes {

using namespace Qt::StringLiterals;

namespace {
constexpr double kBandMm = 17;
constexpr double kGapMm = 4;
constexpr double kHeadingMm = 8;
constexpr double kIntroMm = 9;
constexpr double kColumnHeadMm = 5.5;
constexpr double kRowMm = 6.4;
constexpr double kCellWMm = 36;
constexpr double kCellHMm = 21;
constexpr double kCellGapMm = 1.5;
constexpr double kTotalMm = 7;
constexpr double kNoticeMm = 15;
constexpr double kListColumnMm = 88;
constexpr double kListGapMm = 5;
// Where the list's columns start, from the left of a list column.
constexpr double kNumberMm = 8;  // the number, right-aligned in [0, kNumberMm]
constexpr double kTileMm = 18;   // the small drawing sits between the number and the id
constexpr double kSideMm = 30;
constexpr double kTurnMm = 38;
constexpr double kNoteMm = 60;   // the turn ("вправо 120°") keeps its full size

/// Text over several lines (SheetPainter::text keeps to one line and elides).
void wrapped(const SheetPainter &sp, const QRectF &rect, const QString &text, qreal points, bool bold, const QColor &colour)
{
    QPainter *p = sp.painter();
    p->setFont(sp.font(points, bold));
    p->setPen(colour);
    p->drawText(sp.px(rect), Qt::AlignLeft | Qt::AlignVCenter | Qt::TextWordWrap, text);
}
} // namespace

BuildSheet::BuildSheet(const Track &track, const BuildOrder &order, const TileCatalog &catalog, const QSizeF &areaMm)
    : m_track(track), m_order(order), m_catalog(catalog), m_area(areaMm)
{
    m_gridColumns = std::max(1, int((m_area.width() + kCellGapMm) / (kCellWMm + kCellGapMm)));
    m_listColumns = std::max(1, int((m_area.width() + kListGapMm) / (kListColumnMm + kListGapMm)));
    for (const BuildStep &s : m_order.course)
        m_rows.append(Row{QString(), &s});
    if (!m_order.joker.isEmpty()) {
        m_rows.append(Row{tr("Joker branch"), nullptr});
        for (const BuildStep &s : m_order.joker)
            m_rows.append(Row{QString(), &s});
    }
    if (!m_order.beside.isEmpty()) {
        m_rows.append(Row{tr("Beside the course"), nullptr});
        for (const BuildStep &s : m_order.beside)
            m_rows.append(Row{QString(), &s});
    }
    paginate();
}

double BuildSheet::tilesGridHeight() const
{
    const int n = int(m_order.counts.size());
    const int rows = (n + m_gridColumns - 1) / m_gridColumns;
    return kHeadingMm + rows * (kCellHMm + kCellGapMm) + kTotalMm;
}

double BuildSheet::noticeHeight() const
{
    return (!m_order.traced || m_order.problems > 0) ? kNoticeMm + kGapMm : 0.0;
}

void BuildSheet::paginate()
{
    const double listHead = kHeadingMm + kIntroMm + kColumnHeadMm;
    double top = kBandMm + kGapMm + tilesGridHeight() + kGapMm + noticeHeight();
    // Too little room left under the tiles for a useful start of the list: begin on a new page.
    if (m_area.height() - top - listHead < 4 * kRowMm && !m_rows.isEmpty()) {
        m_pages.append(Page{top, {}});
        top = kBandMm + kGapMm;
    }
    int next = 0;
    do {
        Page page{top, {}};
        const int perColumn = std::max(1, int((m_area.height() - top - listHead) / kRowMm));
        for (int c = 0; c < m_listColumns && next < m_rows.size(); ++c) {
            QList<int> column;
            for (int r = 0; r < perColumn && next < m_rows.size(); ++r) {
                // A heading at the foot of a column would be alone: move it to the next one.
                if (!m_rows.at(next).heading.isEmpty() && r > 0 && r == perColumn - 1)
                    break;
                column.append(next++);
            }
            page.columns.append(column);
        }
        m_pages.append(page);
        top = kBandMm + kGapMm;
    } while (next < m_rows.size());
}

QString BuildSheet::sideUp(const QString &sideId) const
{
    const TileSide *side = m_catalog.sideById(sideId);
    if (!side || side->side.isNull())
        return u"–"_s;
    return QString(side->side);
}

QString BuildSheet::noteFor(const BuildStep &step) const
{
    if (step.jokerLeaves)
        return tr("the joker leaves here");
    if (step.jokerRejoins)
        return tr("the joker rejoins here");
    if (step.gridJoin)
        return tr("the grid joins the lap");
    if (step.repeat)
        return tr("again: the course crosses no. %1").arg(step.number);
    const TileSide *side = m_catalog.sideById(step.sideId);
    QString note;
    if (step.start && m_order.traced)
        note = m_order.kind == Course::Kind::Circuit     ? tr("start/finish")
               : m_order.kind == Course::Kind::RxCircuit ? tr("pre-grid")
                                                         : tr("start");
    else if (step.finish)
        note = tr("finish");
    else if (step.start)
        note = tr("start/finish");
    if (!side && note.isEmpty())
        note = tr("unknown tile");
    if (side && !side->isCourseTile())
        note = CatalogNames::role(side->role);
    if (step.besideNumber > 0)
        note = note.isEmpty() ? tr("beside no. %1").arg(step.besideNumber)
                              : tr("%1, beside no. %2").arg(note).arg(step.besideNumber);
    return note;
}

void BuildSheet::paintPage(const SheetPainter &sp, int page, const QString &pageLabel) const
{
    if (page < 0 || page >= m_pages.size())
        return;
    sp.titleBand(QRectF(0, 0, m_area.width(), kBandMm), tr("Build sheet"), TrackPoster::title(m_track), pageLabel);
    double top = kBandMm + kGapMm;
    if (page == 0) {
        paintTilesGrid(sp, top);
        top += tilesGridHeight() + kGapMm;
        top = paintNotice(sp, top);
    }
    const Page &p = m_pages.at(page);
    if (p.columns.isEmpty())
        return;
    top = p.listTop;
    const bool first = page == 0 || m_pages.at(page - 1).columns.isEmpty();
    QString heading = m_order.traced ? tr("Course order from the start") : tr("Tiles by position");
    if (!first)
        heading = tr("%1 (continued)").arg(heading);
    sp.text(QRectF(0, top, m_area.width(), kHeadingMm), heading, 12, Qt::AlignLeft | Qt::AlignVCenter, true);
    top += kHeadingMm;
    QString intro;
    if (m_order.traced)
        intro = tr("Lay down no. 1 first, then each tile against the road leaving the one before, turned as drawn. "
                   "The numbers are on the layout page.");
    else
        intro = tr("Top to bottom, left to right, as on the layout page, where the numbers are on the tiles.");
    wrapped(sp, QRectF(0, top, m_area.width(), kIntroMm - 1), intro, 8.5, false, SheetPainter::rule());
    top += kIntroMm;
    const double colWidth = (m_area.width() - (m_listColumns - 1) * kListGapMm) / m_listColumns;
    for (int c = 0; c < p.columns.size(); ++c) {
        const double x = c * (colWidth + kListGapMm);
        paintColumnHeader(sp, QRectF(x, top, colWidth, kColumnHeadMm));
        double y = top + kColumnHeadMm;
        int shade = 0;
        for (int index : p.columns.at(c)) {
            const Row &row = m_rows.at(index);
            paintRow(sp, QRectF(x, y, colWidth, kRowMm), row, row.heading.isEmpty() && (shade++ % 2 == 1));
            if (!row.heading.isEmpty())
                shade = 0;
            y += kRowMm;
        }
    }
}

void BuildSheet::paintTilesGrid(const SheetPainter &sp, double top) const
{
    sp.text(QRectF(0, top, m_area.width(), kHeadingMm), tr("Tiles to take out"), 12, Qt::AlignLeft | Qt::AlignVCenter, true);
    top += kHeadingMm;
    QPainter *p = sp.painter();
    TileRenderOptions options;
    options.labels = false;
    for (int i = 0; i < m_order.counts.size(); ++i) {
        const TileCount &c = m_order.counts.at(i);
        const QRectF cell((i % m_gridColumns) * (kCellWMm + kCellGapMm), top + (i / m_gridColumns) * (kCellHMm + kCellGapMm),
                          kCellWMm, kCellHMm);
        sp.rect(cell, 0.25, SheetPainter::hairline(), Qt::white, 1.0);
        const double hex = 7.8;
        const QPointF centre(cell.left() + 1.2 + hex * 0.866, cell.center().y());
        TileRenderer::paint(p, m_catalog.sideById(c.sideId), c.sideId, sp.px(centre), sp.px(hex), 0, options);
        const double textLeft = cell.left() + 2.4 + hex * 1.732;
        const QRectF text(textLeft, cell.top() + 1.5, cell.right() - textLeft - 1, kCellHMm - 3);
        sp.text(QRectF(text.left(), text.top(), text.width(), 7), c.sideId, 12, Qt::AlignLeft | Qt::AlignVCenter, true);
        const QString side = sideUp(c.sideId);
        sp.text(QRectF(text.left(), text.top() + 7, text.width(), 5),
                side == u"–"_s ? tr("either side") : tr("side %1 up").arg(side), 7.5, Qt::AlignLeft | Qt::AlignVCenter,
                false, SheetPainter::rule());
        sp.text(QRectF(text.left(), text.top() + 12, text.width(), 6), tr("× %1").arg(c.count), 12,
                Qt::AlignLeft | Qt::AlignVCenter, true, SheetPainter::accent());
    }
    const int rows = (int(m_order.counts.size()) + m_gridColumns - 1) / m_gridColumns;
    const double y = top + rows * (kCellHMm + kCellGapMm);
    sp.text(QRectF(0, y, m_area.width(), kTotalMm),
            tr("Total: %n tile(s)", nullptr, m_order.total) + u"   "_s
                + tr("(%n different side(s))", nullptr, int(m_order.counts.size())),
            10, Qt::AlignLeft | Qt::AlignVCenter, true);
}

double BuildSheet::paintNotice(const SheetPainter &sp, double top) const
{
    if (noticeHeight() <= 0)
        return top;
    const QRectF box(0, top, m_area.width(), kNoticeMm);
    sp.rect(box, 0.5, SheetPainter::accent(), QColor(0xfd, 0xf0, 0xe8), 1.2);
    QString text;
    if (!m_order.traced)
        text = tr("The course is not closed, so there is no driving order yet: the tiles are listed by position. "
                  "Finish the track in the designer (%n problem(s)) for a numbered course order.",
                  nullptr, m_order.problems);
    else
        text = tr("The track has %n problem(s) (see the designer's Problems panel); the course order below is traced "
                  "all the same.", nullptr, m_order.problems);
    wrapped(sp, box.adjusted(3, 1, -3, -1), text, 9, true, SheetPainter::ink());
    return top + kNoticeMm + kGapMm;
}

void BuildSheet::paintColumnHeader(const SheetPainter &sp, const QRectF &r) const
{
    const QColor c = SheetPainter::rule();
    const int f = Qt::AlignLeft | Qt::AlignVCenter;
    sp.text(QRectF(r.left(), r.top(), kNumberMm, r.height()), tr("No."), 7.5, Qt::AlignRight | Qt::AlignVCenter, true, c);
    // "Tile" heads the drawing and the id together: room for «Фрагмент» at full size
    sp.text(QRectF(r.left() + kNumberMm + 1, r.top(), kSideMm - kNumberMm - 1, r.height()), tr("Tile"), 7.5, f, true, c);
    sp.text(QRectF(r.left() + kSideMm, r.top(), kTurnMm - kSideMm, r.height()), tr("Side"), 7.5, f, true, c);
    sp.text(QRectF(r.left() + kTurnMm, r.top(), kNoteMm - kTurnMm, r.height()), tr("Turn"), 7.5, f, true, c);
    sp.text(QRectF(r.left() + kNoteMm, r.top(), r.width() - kNoteMm, r.height()), tr("Note"), 7.5, f, true, c);
    sp.line({r.left(), r.bottom()}, {r.right(), r.bottom()}, 0.3);
}

void BuildSheet::paintRow(const SheetPainter &sp, const QRectF &r, const Row &row, bool shaded) const
{
    if (!row.heading.isEmpty()) {
        sp.text(r.adjusted(1, 0, 0, 0), row.heading, 9, Qt::AlignLeft | Qt::AlignBottom, true);
        return;
    }
    const BuildStep &s = *row.step;
    if (shaded)
        sp.rect(r, 0, Qt::transparent, SheetPainter::shade());
    const int f = Qt::AlignLeft | Qt::AlignVCenter;
    if (s.repeat)
        sp.text(QRectF(r.left(), r.top(), kNumberMm, r.height()), u"(%1)"_s.arg(s.number), 9,
                Qt::AlignRight | Qt::AlignVCenter, false, SheetPainter::rule());
    else
        sp.text(QRectF(r.left(), r.top(), kNumberMm, r.height()), QString::number(s.number), 10,
                Qt::AlignRight | Qt::AlignVCenter, true);
    if (s.tile >= 0 && s.tile < m_track.tiles.size()) {
        TileRenderOptions options;
        options.labels = false;
        options.markings = false;
        const double hex = 2.9;
        TileRenderer::paint(sp.painter(), m_catalog.sideById(s.sideId), s.sideId,
                            sp.px(QPointF(r.left() + (kNumberMm + kTileMm) / 2, r.center().y())), sp.px(hex), m_track.tiles.at(s.tile).rotation,
                            options);
    }
    sp.text(QRectF(r.left() + kTileMm, r.top(), kSideMm - kTileMm, r.height()), s.sideId, 10, f, true);
    sp.text(QRectF(r.left() + kSideMm, r.top(), kTurnMm - kSideMm, r.height()), sideUp(s.sideId), 10, f);
    sp.text(QRectF(r.left() + kTurnMm, r.top(), kNoteMm - kTurnMm - 1, r.height()), BuildOrder::turnText(s), 8.5, f);
    sp.text(QRectF(r.left() + kNoteMm, r.top(), r.width() - kNoteMm - 1, r.height()), noteFor(s), 8, f, false,
            SheetPainter::rule());
}

} // namespace Pacenotes
