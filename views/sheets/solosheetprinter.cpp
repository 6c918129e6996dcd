// SPDX-License-Identifier: GPL-3.0-or-later
#include "solosheetprinter.h"

#include "records/sololap.h"
#include "rules/solotiming.h"
#include "sheetpainter.h"
#include "i18n/dates.h"

#include <QCoreApplication>
#include <QLocale>

#include <cmath>

namespace Pacenotes {

using namespace Qt::StringLiterals;

namespace {
constexpr qreal kBand = 17;
constexpr qreal kGap = 4;
constexpr qreal kHeaderRow = 8.5;
constexpr qreal kBlockHeaderRow = 5.2;
constexpr qreal kBlockGap = 3;
constexpr qreal kTotals = 54;
constexpr qreal kLegend = 13;
constexpr qreal kLabelColumn = 22;
constexpr qreal kMaxRow = 7.2;
constexpr qreal kMinRow = 4.8;

qreal blockHeight(qreal row)
{
    return kBlockHeaderRow + 8 * row;
}
} // namespace

SoloSheetPrinter::SoloSheetPrinter(const SoloLap *lap, const QRectF &pageMm) : m_lap(lap), m_page(pageMm)
{
    const int turns = lap ? int(lap->turns.size()) : 0;
    m_blocks = std::max(kBlankTurns / kTurnsPerBlock, (turns + kTurnsPerBlock - 1) / kTurnsPerBlock);

    // One page when every block fits at a readable row height, else continue on more pages.
    const qreal fixed = kBand + kGap + headerHeight(true) + kGap + kTotals + kGap + kLegend;
    const qreal room = m_page.height() - fixed - (m_blocks - 1) * kBlockGap;
    const qreal row = (room / m_blocks - kBlockHeaderRow) / 8;
    if (row >= kMinRow) {
        m_rowHeight = std::min(row, kMaxRow);
        m_pages.append({0, m_blocks, true, true});
        // Room left over becomes a ruled notes area rather than a gap.
        const qreal spare = room - m_blocks * blockHeight(m_rowHeight);
        if (spare >= 14)
            m_notesHeight = spare - kGap;
        return;
    }
    m_rowHeight = kMinRow;
    const qreal bh = blockHeight(m_rowHeight) + kBlockGap;
    int placed = 0;
    bool first = true;
    while (placed < m_blocks) {
        const qreal avail = m_page.height() - kBand - kGap - (first ? headerHeight(true) + kGap : 0) - kLegend;
        const int fit = std::max(1, int((avail + kBlockGap) / bh));
        const int n = std::min(fit, m_blocks - placed);
        Page p{placed, n, first, false};
        placed += n;
        if (placed == m_blocks && avail - n * bh >= kTotals + kGap)
            p.totals = true;
        m_pages.append(p);
        first = false;
    }
    if (!m_pages.last().totals)
        m_pages.append({m_blocks, 0, false, true});
}

qreal SoloSheetPrinter::headerHeight(bool full) const
{
    return full ? 4 * kHeaderRow : 0;
}

void SoloSheetPrinter::paintPage(SheetPainter &sp, int index) const
{
    if (index < 0 || index >= m_pages.size())
        return;
    const Page &page = m_pages[index];
    const QRectF pr = m_page;
    qreal y = pr.top();
    paintHeader(sp, y, page.header, index);
    y += kBand + kGap + (page.header ? headerHeight(true) + kGap : 0);
    for (int b = 0; b < page.blocks; ++b) {
        const QRectF area(pr.left(), y, pr.width(), blockHeight(m_rowHeight));
        paintBlock(sp, area, page.firstBlock + b);
        y += area.height() + kBlockGap;
    }
    if (page.totals) {
        y += kGap - kBlockGap;
        paintTotals(sp, QRectF(pr.left(), y, pr.width(), kTotals));
        y += kTotals + kGap;
        if (m_notesHeight > 0)
            paintNotes(sp, QRectF(pr.left(), y, pr.width(), m_notesHeight));
    }
    paintLegend(sp, pr.bottom() - kLegend);
}

void SoloSheetPrinter::paintHeader(SheetPainter &sp, qreal top, bool full, int page) const
{
    const QRectF pr = m_page;
    const QString pages = m_pages.size() > 1 ? tr("Page %1 of %2").arg(page + 1).arg(m_pages.size()) : QString();
    sp.titleBand(QRectF(pr.left(), top, pr.width(), kBand), tr("RALLYMAN: GT · SOLO MODE"), tr("SCORE SHEET"), pages);
    if (!full)
        return;

    const SoloLapHeader *h = m_lap ? &m_lap->header : nullptr;
    qreal y = top + kBand + kGap;
    const qreal w = pr.width();
    const qreal split = pr.left() + w * 0.58;
    sp.field(QRectF(pr.left(), y, split - pr.left() - 6, kHeaderRow), tr("TRACK"), h ? h->track : QString(), 19);
    sp.field(QRectF(split, y, pr.right() - split, kHeaderRow), tr("DRIVER"), h ? h->driver : QString(), 19);
    y += kHeaderRow;
    const QString date = h && h->date.isValid() ? Dates::longDate(h->date) : QString();
    sp.field(QRectF(pr.left(), y, split - pr.left() - 6, kHeaderRow), tr("DATE"), date, 19);

    // Rows of tick boxes: a label, then each option's box and name, squeezed to fit up to `right`.
    const auto options = [&](qreal x, qreal yy, qreal right, qreal labelWidth, const QString &label,
                             const QStringList &names, int ticked) {
        labelWidth = std::max(labelWidth, sp.textWidth(label, 8.5, true) + 2.5);
        sp.text(QRectF(x, yy, labelWidth, kHeaderRow), label, 8.5, Qt::AlignLeft | Qt::AlignBottom, true);
        x += labelWidth;
        const qreal box = 3.6;
        qreal size = 9;
        qreal gap = 5;
        const auto needed = [&] {
            qreal w = 0;
            for (const QString &n : names)
                w += box + 1.2 + sp.textWidth(n, size) + 1 + gap;
            return w - gap;
        };
        while (x + needed() > right && gap > 2)
            gap -= 0.5;
        while (x + needed() > right && size > 6.5)
            size -= 0.25;
        for (int i = 0; i < names.size(); ++i) {
            sp.checkbox(QRectF(x, yy + kHeaderRow - box - 0.9, box, box), i == ticked ? u"X"_s : QString());
            const qreal tw = sp.textWidth(names[i], size) + 1;
            sp.text(QRectF(x + box + 1.2, yy, tw + 1, kHeaderRow), names[i], size, Qt::AlignLeft | Qt::AlignBottom);
            x += box + 1.2 + tw + gap;
        }
    };
    QStringList weathers, categories, tyres;
    for (LapWeather wv : SoloLapOptions::weathers())
        weathers << SoloLapOptions::name(wv);
    for (CarCategory c : SoloLapOptions::categories())
        categories << SoloLapOptions::name(c);
    for (Tyres t : SoloLapOptions::tyres())
        tyres << SoloLapOptions::name(t);
    options(split, y, pr.right(), 19, tr("WEATHER"), weathers, h ? int(SoloLapOptions::weathers().indexOf(h->weather)) : -1);
    y += kHeaderRow;
    options(pr.left(), y, pr.right(), 19, tr("CAR"), categories, h ? int(SoloLapOptions::categories().indexOf(h->category)) : -1);
    y += kHeaderRow;
    options(pr.left(), y, pr.right(), 19, tr("TYRES"), tyres, h ? int(SoloLapOptions::tyres().indexOf(h->tyres)) : -1);
}

void SoloSheetPrinter::paintBlock(SheetPainter &sp, const QRectF &area, int block) const
{
    const QList<GearMarker> gears = SoloLapOptions::sheetGears();
    const SoloTiming &timing = SoloTiming::builtin();
    const qreal cw = (area.width() - kLabelColumn) / kTurnsPerBlock;
    const qreal gridLeft = area.left() + kLabelColumn;
    const qreal top = area.top();
    const qreal rowsTop = top + kBlockHeaderRow;

    // Turn numbers on a shaded header row.
    sp.rect(QRectF(gridLeft, top, area.right() - gridLeft, kBlockHeaderRow), 0, Qt::transparent, SheetPainter::shade());
    for (int c = 0; c < kTurnsPerBlock; ++c) {
        const int turn = block * kTurnsPerBlock + c;
        //: Turn column heading on the printed solo sheet: T1, T2...
        sp.text(QRectF(gridLeft + c * cw, top, cw, kBlockHeaderRow), tr("T%1").arg(turn + 1), 7, Qt::AlignCenter, true);
    }
    // Gear rows: the marker, its seconds, light banding for the eye.
    for (int r = 0; r < gears.size(); ++r) {
        const qreal y = rowsTop + r * m_rowHeight;
        if (r % 2 == 1)
            sp.rect(QRectF(gridLeft, y, area.right() - gridLeft, m_rowHeight), 0, Qt::transparent, QColor(0xf6, 0xf7, 0xf8));
        const qreal badge = std::min(m_rowHeight - 1.2, 5.6);
        sp.gearBadge(QRectF(area.left() + 1, y + (m_rowHeight - badge) / 2, badge * 1.25, badge), gears[r].text());
        sp.text(QRectF(area.left() + badge * 1.25 + 2, y, kLabelColumn - badge * 1.25 - 3, m_rowHeight),
                RaceTime::format(timing.secondsFor(gears[r])), 7.5, Qt::AlignRight | Qt::AlignVCenter, false,
                SheetPainter::rule());
    }
    // Grid lines.
    const qreal bottom = rowsTop + gears.size() * m_rowHeight;
    for (int r = 1; r < gears.size(); ++r)
        sp.line({gridLeft, rowsTop + r * m_rowHeight}, {area.right(), rowsTop + r * m_rowHeight}, 0.15, SheetPainter::hairline());
    for (int c = 1; c < kTurnsPerBlock; ++c)
        sp.line({gridLeft + c * cw, top}, {gridLeft + c * cw, bottom}, c % 5 == 0 ? 0.3 : 0.15,
                c % 5 == 0 ? SheetPainter::rule() : SheetPainter::hairline());
    sp.line({gridLeft, rowsTop}, {area.right(), rowsTop}, 0.3);
    sp.rect(QRectF(gridLeft, top, area.right() - gridLeft, bottom - top), 0.4, SheetPainter::rule());

    if (!m_lap)
        return;
    // After the finish line: grey out the boxes nobody will fill.
    if (m_lap->finished) {
        const int firstUnused = int(m_lap->turns.size()) - block * kTurnsPerBlock;
        if (firstUnused < kTurnsPerBlock) {
            const qreal x = gridLeft + std::max(0, firstUnused) * cw;
            sp.rect(QRectF(x, rowsTop, area.right() - x, bottom - rowsTop).adjusted(0.2, 0.2, -0.2, -0.2), 0,
                    Qt::transparent, QColor(0xe4, 0xe6, 0xe9));
        }
    }
    const bool random = m_lap->header.weather == LapWeather::Random;
    for (int c = 0; c < kTurnsPerBlock; ++c) {
        const int turn = block * kTurnsPerBlock + c;
        if (turn >= m_lap->turns.size())
            break;
        const SoloTurn &t = m_lap->turns[turn];
        const int r = int(gears.indexOf(t.endGear));
        if (r < 0)
            continue;
        sp.value(QRectF(gridLeft + c * cw, rowsTop + r * m_rowHeight, cw, m_rowHeight),
                 SoloLapOptions::boxMark(random ? t.weather : TurnWeather::None), std::min(10.0, m_rowHeight * 1.8),
                 Qt::AlignCenter, true);
    }
}

void SoloSheetPrinter::paintTotals(SheetPainter &sp, const QRectF &area) const
{
    const QList<GearMarker> gears = SoloLapOptions::sheetGears();
    const SoloTiming &timing = SoloTiming::builtin();
    const qreal head = 5.2;
    const qreal row = (area.height() - head) / gears.size();
    const qreal cols[] = {16, 20, 22, 28}; // gear, turns, × time, = subtotal
    const qreal tallyWidth = cols[0] + cols[1] + cols[2] + cols[3];
    const qreal x0 = area.left();
    const QStringList heads = {tr("GEAR"), tr("TURNS"), tr("× TIME"), tr("= SUBTOTAL")};

    sp.rect(QRectF(x0, area.top(), tallyWidth, head), 0, Qt::transparent, SheetPainter::shade());
    qreal x = x0;
    for (int c = 0; c < 4; ++c) {
        sp.text(QRectF(x + 1, area.top(), cols[c] - 2, head), heads[c], 6.8, Qt::AlignCenter, true);
        x += cols[c];
    }
    for (int r = 0; r < gears.size(); ++r) {
        const qreal y = area.top() + head + r * row;
        const int seconds = timing.secondsFor(gears[r]);
        const qreal badge = std::min(row - 1.2, 5.0);
        sp.gearBadge(QRectF(x0 + (cols[0] - badge * 1.25) / 2, y + (row - badge) / 2, badge * 1.25, badge), gears[r].text());
        const QRectF turnsCell(x0 + cols[0], y, cols[1], row);
        const QRectF timeCell(x0 + cols[0] + cols[1], y, cols[2], row);
        const QRectF subCell(x0 + cols[0] + cols[1] + cols[2], y, cols[3], row);
        sp.text(timeCell, u"× %1"_s.arg(RaceTime::format(seconds)), 8.5, Qt::AlignCenter, false, SheetPainter::rule());
        if (m_lap) {
            const int n = m_lap->turnsInGear(gears[r]);
            sp.value(turnsCell, QString::number(n), 9.5);
            sp.value(subCell, RaceTime::format(n * seconds), 9.5);
        } else {
            sp.blankTime(subCell);
        }
        if (r > 0)
            sp.line({x0, y}, {x0 + tallyWidth, y}, 0.15, SheetPainter::hairline());
    }
    x = x0;
    for (int c = 0; c < 3; ++c) {
        x += cols[c];
        sp.line({x, area.top()}, {x, area.bottom()}, 0.15, SheetPainter::hairline());
    }
    sp.line({x0, area.top() + head}, {x0 + tallyWidth, area.top() + head}, 0.3);
    sp.rect(QRectF(x0, area.top(), tallyWidth, area.height()), 0.4, SheetPainter::rule());

    // Totals on the right: track time, Focus deduction, final time.
    const qreal bx = x0 + tallyWidth + 8;
    const qreal bw = area.right() - bx;
    const qreal labelW = bw * 0.56;
    const qreal boxW = bw - labelW;
    const int track = m_lap ? m_lap->trackTime(timing) : 0;
    const int focus = m_lap ? m_lap->focusTokens : 0;
    const int final = m_lap ? m_lap->finalTime(timing) : 0;

    qreal y = area.top();
    const qreal lineH = 11;
    sp.text(QRectF(bx, y, labelW - 2.5, lineH), tr("TRACK TIME"), 10, Qt::AlignLeft | Qt::AlignVCenter, true);
    const QRectF trackBox(bx + labelW, y + 1.5, boxW, lineH - 3);
    sp.rect(trackBox, 0.35, SheetPainter::rule(), Qt::white, 0.8);
    if (m_lap)
        sp.value(trackBox, RaceTime::format(track), 12, Qt::AlignCenter, true);
    else
        sp.blankTime(trackBox);
    y += lineH + 2;

    sp.text(QRectF(bx, y, labelW - 2.5, lineH * 0.6), tr("FOCUS TOKENS"), 10, Qt::AlignLeft | Qt::AlignBottom, true);
    sp.text(QRectF(bx, y + lineH * 0.6, labelW, lineH * 0.4), tr("−1 second each"), 7.5, Qt::AlignLeft | Qt::AlignTop,
            false, SheetPainter::rule());
    const QRectF countBox(bx + labelW, y + 1.5, boxW * 0.36, lineH - 3);
    const QRectF minusBox(bx + labelW + boxW * 0.46, y + 1.5, boxW * 0.54, lineH - 3);
    sp.rect(countBox, 0.35, SheetPainter::rule(), Qt::white, 0.8);
    sp.rect(minusBox, 0.35, SheetPainter::rule(), Qt::white, 0.8);
    sp.text(QRectF(countBox.right(), countBox.top(), minusBox.left() - countBox.right(), countBox.height()), u"="_s, 10,
            Qt::AlignCenter, true, SheetPainter::rule());
    if (m_lap) {
        sp.value(countBox, QString::number(focus), 12, Qt::AlignCenter, true);
        sp.value(minusBox, u"−"_s + RaceTime::format(focus * timing.secondsPerFocusToken()), 12, Qt::AlignCenter, true);
    } else {
        const qreal base = SheetPainter::writingBaseline(minusBox);
        sp.baselineText(QRectF(minusBox.left() + 1.2, base - 6, 3, 6), u"−"_s, 10, Qt::AlignLeft, true, SheetPainter::rule());
        sp.blankTime(minusBox.adjusted(3, 0, 0, 0));
    }
    y += lineH + 4;

    const qreal finalH = area.bottom() - y;
    const QRectF finalBand(bx, y, bw, finalH);
    sp.rect(finalBand, 0, Qt::transparent, SheetPainter::band(), 1.2);
    sp.text(QRectF(bx + 3, y, labelW - 3, finalH), tr("FINAL TIME"), 12, Qt::AlignLeft | Qt::AlignVCenter, true, Qt::white);
    const QRectF finalBox(bx + labelW, y + 2, boxW - 2, finalH - 4);
    sp.rect(finalBox, 0, Qt::transparent, Qt::white, 0.8);
    if (m_lap)
        sp.value(finalBox, RaceTime::format(final), 17, Qt::AlignCenter, true);
    else
        sp.blankTime(finalBox);
}

void SoloSheetPrinter::paintNotes(SheetPainter &sp, const QRectF &area) const
{
    const qreal pitch = 7;
    sp.text(QRectF(area.left(), area.top(), 40, 5), tr("NOTES"), 8, Qt::AlignLeft | Qt::AlignVCenter, true,
            SheetPainter::rule());
    for (qreal y = area.top() + pitch + 1; y <= area.bottom(); y += pitch)
        sp.line({area.left(), y}, {area.right(), y}, 0.15, SheetPainter::hairline());
    if (m_lap && !m_lap->notes.isEmpty())
        sp.value(QRectF(area.left() + 18, area.top(), area.width() - 18, pitch + 0.6), m_lap->notes.simplified(), 9,
                 Qt::AlignLeft | Qt::AlignBottom);
}

void SoloSheetPrinter::paintLegend(SheetPainter &sp, qreal top) const
{
    const QRectF pr = m_page;
    sp.line({pr.left(), top + 1}, {pr.right(), top + 1}, 0.2, SheetPainter::hairline());
    sp.text(QRectF(pr.left(), top + 1.8, pr.width(), 4),
            tr("At the end of each turn, tick the box of the gear shown on your gear marker. With random weather, "
               "write D (dry) or W (wet) instead of X."),
            7.2, Qt::AlignLeft | Qt::AlignVCenter);
    sp.text(QRectF(pr.left(), top + 5.6, pr.width(), 4),
            tr("Track time = turns in each gear × its time, added up. Final time = track time − 1 second per Focus "
               "token left at the end of the lap."),
            7.2, Qt::AlignLeft | Qt::AlignVCenter);
    sp.text(QRectF(pr.left(), top + 9.4, pr.width(), 3.4),
            tr("Times from the Rallyman: GT rulebook, Solo Mode. Printed with Pacenotes."), 6,
            Qt::AlignLeft | Qt::AlignVCenter, false, SheetPainter::rule());
}

} // namespace Pacenotes
