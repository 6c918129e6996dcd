// SPDX-License-Identifier: GPL-3.0-or-later
#include "rallysheetprinter.h"

#include "records/rally.h"
#include "rules/solotiming.h"
#include "sheetpainter.h"
#include "i18n/dates.h"

#include <QCoreApplication>
#include <QLocale>

namespace Pacenotes {

using namespace Qt::StringLiterals;
using RowKind = RallySheetLayout::RowKind;

namespace {
constexpr qreal kBand = 17;
constexpr qreal kGap = 4;
constexpr qreal kHeader = 9;
constexpr qreal kNames = 11;
constexpr qreal kLegend = 21;
constexpr qreal kLabelColumn = 40;
constexpr qreal kMinRow = 7.2;
constexpr qreal kMaxRow = 16;
} // namespace

RallySheetPrinter::RallySheetPrinter(const Rally *rally, const QRectF &pageMm, BlankRallySheet blank)
    : m_rally(rally), m_page(pageMm)
{
    if (rally)
        m_standings = RallyStandings::compute(*rally);
    const int stages = rally ? int(rally->stages.size()) : std::max(1, blank.stages);
    m_checkpoints = rally ? rally->checkpoints : blank.checkpoints;
    m_rows = RallySheetLayout::rows(stages, {m_checkpoints, false});

    const qreal avail = m_page.height() - kBand - kGap - kHeader - kGap - kNames - kGap - kLegend;
    int rowsPerPage = int(m_rows.size());
    if (m_rows.size() * kMinRow <= avail) {
        m_rowHeight = std::min(kMaxRow, avail / m_rows.size());
    } else {
        m_rowHeight = kMinRow;
        rowsPerPage = std::max(1, int(avail / kMinRow));
    }
    // Pages hold whole stages (a stage's time with its damage, tire and overall rows); the
    // final time and position stay with the last stage.
    QList<QPair<int, int>> groups; // first row, row count
    for (int r = 0; r < m_rows.size(); ++r) {
        if (r == 0 || (m_rows[r].kind == RowKind::StageTime))
            groups.append({r, 0});
        ++groups.last().second;
    }
    QList<QPair<int, int>> chunks;
    for (const auto &[first, count] : std::as_const(groups)) {
        if (!chunks.isEmpty() && chunks.last().second + count <= rowsPerPage) {
            chunks.last().second += count;
            continue;
        }
        for (int done = 0; done < count; done += rowsPerPage) // a group taller than a page is split
            chunks.append({first + done, std::min(rowsPerPage, count - done)});
    }
    const int players = rally ? int(rally->players.size()) : kPlayersPerPage;
    for (int first = 0; first < std::max(1, players); first += kPlayersPerPage)
        for (const auto &[row, count] : std::as_const(chunks))
            m_pages.append({first, row, count});
}

void RallySheetPrinter::paintPage(SheetPainter &sp, int index) const
{
    if (index < 0 || index >= m_pages.size())
        return;
    const Page &page = m_pages[index];
    const QRectF pr = m_page;
    const QString pages = m_pages.size() > 1 ? tr("Page %1 of %2").arg(index + 1).arg(m_pages.size()) : QString();
    sp.titleBand(QRectF(pr.left(), pr.top(), pr.width(), kBand), tr("RALLYMAN: DIRT"), tr("RALLY SHEET"), pages);

    qreal y = pr.top() + kBand + kGap;
    const qreal split = pr.left() + pr.width() * 0.62;
    const QString date = m_rally && m_rally->date.isValid() ? Dates::longDate(m_rally->date) : QString();
    sp.field(QRectF(pr.left(), y, split - pr.left() - 6, kHeader), tr("RALLY"), m_rally ? m_rally->name : QString(), 17);
    sp.field(QRectF(split, y, pr.right() - split, kHeader), tr("DATE"), date, 15);
    y += kHeader + kGap;

    const qreal cw = (pr.width() - kLabelColumn) / kPlayersPerPage;
    const qreal gridLeft = pr.left() + kLabelColumn;
    const qreal tableTop = y;
    const qreal tableBottom = y + kNames + page.rows * m_rowHeight;

    // Player names on a shaded row.
    sp.rect(QRectF(gridLeft, y, pr.right() - gridLeft, kNames), 0, Qt::transparent, SheetPainter::shade());
    sp.text(QRectF(pr.left() + 2, y, kLabelColumn - 3, kNames), tr("PLAYER"), 8, Qt::AlignLeft | Qt::AlignVCenter, true,
            SheetPainter::rule());
    for (int c = 0; c < kPlayersPerPage; ++c) {
        const int player = page.firstPlayer + c;
        const QRectF cell(gridLeft + c * cw, y, cw, kNames);
        if (m_rally && player < m_rally->players.size())
            sp.value(cell.adjusted(1.5, 0, -1.5, 0), m_rally->players[player].name, 10.5, Qt::AlignCenter, true);
        else
            sp.line({cell.left() + 3, cell.bottom() - 2.5}, {cell.right() - 3, cell.bottom() - 2.5}, 0.2, SheetPainter::hairline());
    }
    y += kNames;

    for (int i = 0; i < page.rows; ++i) {
        const RallySheetLayout::Row &row = m_rows[page.firstRow + i];
        const QRectF labelCell(pr.left(), y, kLabelColumn, m_rowHeight);
        const bool strong = row.kind == RowKind::StageTime || row.kind == RowKind::FinalTime || row.kind == RowKind::Position;
        if (strong)
            sp.rect(labelCell, 0, Qt::transparent, row.kind == RowKind::StageTime ? SheetPainter::shade() : QColor(0xe3, 0xe8, 0xef));
        paintLabel(sp, labelCell, row);
        for (int c = 0; c < kPlayersPerPage; ++c)
            paintCell(sp, QRectF(gridLeft + c * cw, y, cw, m_rowHeight), row, page.firstPlayer + c);
        // A heavier rule above each stage groups its rows.
        const bool groupStart = row.kind == RowKind::StageTime || row.kind == RowKind::FinalTime;
        if (i > 0 || groupStart)
            sp.line({pr.left(), y}, {pr.right(), y}, groupStart ? 0.4 : 0.15, groupStart ? SheetPainter::rule() : SheetPainter::hairline());
        y += m_rowHeight;
    }
    for (int c = 0; c <= kPlayersPerPage; ++c)
        sp.line({gridLeft + c * cw, tableTop}, {gridLeft + c * cw, tableBottom}, c == 0 ? 0.4 : 0.2,
                c == 0 ? SheetPainter::rule() : SheetPainter::hairline());
    sp.rect(QRectF(pr.left(), tableTop, pr.width(), tableBottom - tableTop), 0.45, SheetPainter::rule());

    paintLegend(sp, std::min(tableBottom + 5, pr.bottom() - kLegend));
}

void RallySheetPrinter::paintLabel(SheetPainter &sp, const QRectF &cell, const RallySheetLayout::Row &row) const
{
    const QRectF inner = cell.adjusted(2, 0, -1.5, 0);
    const QString label = RallySheetLayout::label(row);
    if (row.kind != RowKind::StageTime) {
        const bool strong = row.kind == RowKind::FinalTime || row.kind == RowKind::Position;
        sp.text(inner, label, strong ? 9 : 8, Qt::AlignLeft | Qt::AlignVCenter, true,
                strong ? SheetPainter::ink() : SheetPainter::rule());
        return;
    }
    const RallyStage stage = m_rally ? m_rally->stages.value(row.stage) : RallyStage{};
    QString sub = stage.name;
    if (stage.assistance)
        sub = sub.isEmpty() ? tr("Assistance") : tr("%1 · Assistance").arg(sub);
    if (sub.isEmpty()) {
        sp.text(inner, label, 10, Qt::AlignLeft | Qt::AlignVCenter, true);
        return;
    }
    sp.text(QRectF(inner.left(), inner.top() + 0.4, inner.width(), inner.height() * 0.55), label, 9.5,
            Qt::AlignLeft | Qt::AlignBottom, true);
    sp.text(QRectF(inner.left(), inner.top() + inner.height() * 0.55, inner.width(), inner.height() * 0.42), sub, 6.8,
            Qt::AlignLeft | Qt::AlignTop, false, stage.assistance ? SheetPainter::accent() : SheetPainter::rule());
}

void RallySheetPrinter::paintCell(SheetPainter &sp, const QRectF &cell, const RallySheetLayout::Row &row, int player) const
{
    const bool filled = m_rally && player < m_rally->players.size();
    const int lastStage = m_rally ? int(m_rally->stages.size()) - 1 : 0;
    const int s = row.stage >= 0 ? row.stage : lastStage;
    const RallyStandings::Cell *c = filled ? &m_standings.cell(player, s) : nullptr;
    const StageResult *res = filled ? &m_rally->result(player, s) : nullptr;
    const QRectF inner = cell.adjusted(1.2, 0.6, -1.2, -0.6);
    const qreal big = std::min(11.0, m_rowHeight * 1.25);

    switch (row.kind) {
    case RowKind::StageTime:
        if (!filled) {
            sp.blankTime(inner);
        } else if (res->retired) {
            //: Printed in the stage-time box of a retired player: RET and the counted time.
            sp.value(inner, c->stageTime ? tr("RET %1").arg(RaceTime::format(*c->stageTime)) : tr("RET"), big * 0.9,
                     Qt::AlignCenter, true);
        } else if (res->time) {
            sp.value(inner, RaceTime::format(*res->time), big, Qt::AlignCenter, true);
        } else {
            sp.blankTime(inner);
        }
        return;
    case RowKind::Penalty:
        if (filled && (res->penaltyTokens > 0 || res->time))
            sp.value(inner, res->penaltyTokens > 0 ? tr("+%1 (%2×5 s)").arg(RaceTime::format(c->penaltySeconds)).arg(res->penaltyTokens)
                                                   : u"—"_s,
                     big * 0.75);
        else
            sp.text(inner, tr("…… × 5 s"), 8, Qt::AlignCenter, false, SheetPainter::rule());
        return;
    case RowKind::Damage:
        if (filled && c->repaired) {
            sp.text(inner, m_rally->stages[s].assistance ? tr("Assistance") : tr("Repaired"), 7.5, Qt::AlignCenter, false,
                    SheetPainter::rule());
            return;
        }
        if (filled && (res->time || res->retired || !res->damage.isNone())) {
            sp.value(inner, res->damage.text(), big * 0.8);
            return;
        }
        //: The blank damage box: Gear / Coast / Brake tokens (letters as in the legend).
        sp.text(inner, tr("…G / …C / …B"), 8, Qt::AlignCenter, false, SheetPainter::rule());
        return;
    case RowKind::SpareTire: {
        // -1 not written, 0 no, 1 yes (an int: GCC 12 misreads std::optional<bool> here).
        int spare = filled && res->spareTire ? int(*res->spareTire) : -1;
        if (filled && c->repaired)
            spare = 1;
        const qreal box = std::min(3.6, inner.height() - 1);
        const QString yes = tr("Y"), no = tr("N");
        const qreal unit = box + 1 + sp.textWidth(yes, 8.5) + 4 + box + 1 + sp.textWidth(no, 8.5);
        qreal x = inner.center().x() - unit / 2;
        const qreal by = inner.center().y() - box / 2;
        sp.checkbox(QRectF(x, by, box, box), spare == 1 ? u"X"_s : QString());
        sp.text(QRectF(x + box + 1, inner.top(), sp.textWidth(yes, 8.5) + 1, inner.height()), yes, 8.5);
        x += box + 1 + sp.textWidth(yes, 8.5) + 4;
        sp.checkbox(QRectF(x, by, box, box), spare == 0 ? u"X"_s : QString());
        sp.text(QRectF(x + box + 1, inner.top(), sp.textWidth(no, 8.5) + 1, inner.height()), no, 8.5);
        return;
    }
    case RowKind::Overall:
        if (filled && c->overall) {
            const QString rank = tr("#%1").arg(c->position.value_or(0));
            sp.value(inner,
                     u"%1  %2"_s.arg(RaceTime::format(*c->overall),
                                     m_standings.positionsFinal(s) ? rank : u"(%1)"_s.arg(rank)),
                     big * 0.95, Qt::AlignCenter, true);
        } else {
            const QRectF timePart(inner.left(), inner.top(), inner.width() * 0.68, inner.height());
            sp.blankTime(timePart);
            const qreal base = SheetPainter::writingBaseline(timePart);
            //: The blank position box of the rally sheet: the mark before a position (as in "#3").
            sp.baselineText(QRectF(timePart.right(), base - 5, inner.width() * 0.32, 5), tr("#"), 9, Qt::AlignLeft, false,
                            SheetPainter::rule());
            sp.line({timePart.right() + 2.6, base}, {inner.right() - 1, base}, 0.2, SheetPainter::hairline());
        }
        return;
    case RowKind::FinalTime:
        if (filled && c->overall)
            sp.value(inner, RaceTime::format(*c->overall), big * 1.05, Qt::AlignCenter, true);
        else
            sp.blankTime(inner);
        return;
    case RowKind::Position:
        if (filled && c->position) {
            const QString rank = tr("#%1").arg(*c->position);
            sp.value(inner, m_standings.positionsFinal(s) ? rank : u"(%1)"_s.arg(rank), big * 1.1, Qt::AlignCenter, true);
        }
        else
        {
            const qreal base = SheetPainter::writingBaseline(inner);
            const qreal mid = inner.center().x();
            sp.baselineText(QRectF(mid - 6, base - 5, 3, 5), u"#"_s, 10, Qt::AlignRight, true, SheetPainter::rule());
            sp.line({mid - 2.5, base}, {mid + 7, base}, 0.2, SheetPainter::hairline());
        }
        return;
    case RowKind::Retired:
        return; // paper writes RET in the stage-time box
    }
}

void RallySheetPrinter::paintLegend(SheetPainter &sp, qreal top) const
{
    const QRectF pr = m_page;
    sp.text(QRectF(pr.left(), top, pr.width(), 5.5), RallySheetLayout::damageLegend(), 10, Qt::AlignLeft | Qt::AlignVCenter,
            true);
    QStringList notes;
    notes << tr("Overall time: add the stage times so far. The best overall time starts the next stage first.")
          << tr("RET: retired from the stage: the slowest time of the stage + 1:00; the car is repaired before the "
                "next stage, as with Assistance.");
    if (m_checkpoints)
        notes << tr("Checkpoints: each penalty token taken after a stage adds 5 seconds to that stage's time.");
    qreal y = top + 6;
    for (const QString &n : std::as_const(notes)) {
        sp.text(QRectF(pr.left(), y, pr.width(), 3.8), n, 7.2, Qt::AlignLeft | Qt::AlignVCenter);
        y += 3.9;
    }
    // Room below becomes ruled notes (SISU used, tokens kept between sessions...).
    const qreal notesTop = y + 4;
    const qreal notesBottom = pr.bottom() - 5;
    if (notesBottom - notesTop >= 16) {
        sp.text(QRectF(pr.left(), notesTop, 60, 5), tr("NOTES"), 8, Qt::AlignLeft | Qt::AlignVCenter, true,
                SheetPainter::rule());
        for (qreal ly = notesTop + 8; ly <= notesBottom; ly += 7.5)
            sp.line({pr.left(), ly}, {pr.right(), ly}, 0.15, SheetPainter::hairline());
        if (m_rally && !m_rally->notes.isEmpty())
            sp.value(QRectF(pr.left() + 18, notesTop, pr.width() - 18, 8.6), m_rally->notes.simplified(), 9,
                     Qt::AlignLeft | Qt::AlignBottom);
    }
    sp.text(QRectF(pr.left(), pr.bottom() - 3.4, pr.width(), 3.4),
            tr("Rallyman: DIRT rulebook, Rally sheet. Printed with Pacenotes."), 6, Qt::AlignLeft | Qt::AlignVCenter,
            false, SheetPainter::rule());
}

} // namespace Pacenotes
