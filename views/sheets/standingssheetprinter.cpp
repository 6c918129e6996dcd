// SPDX-License-Identifier: GPL-3.0-or-later
#include "standingssheetprinter.h"

#include "i18n/dates.h"
#include "rules/solotiming.h"
#include "sheetpainter.h"

#include <QFontMetricsF>
#include <QImage>
#include <QPainter>

#include <algorithm>

namespace Pacenotes {

using namespace Qt::StringLiterals;

namespace {
constexpr qreal kBand = 17;
constexpr qreal kGap = 3;
constexpr qreal kHeader = 9;
constexpr qreal kTableHeader = 13;
constexpr qreal kFooter = 7;
constexpr qreal kPosColumn = 9;
constexpr qreal kDriverColumn = 42;
constexpr qreal kTotalColumn = 17;
constexpr qreal kGapColumn = 15;
constexpr qreal kMinEventColumn = 11.5;
constexpr qreal kLabelColumn = 9;
constexpr qreal kMeasureDpi = 1200;
constexpr qreal kTextPoints = 8.5;

QString driverText(const Championship &s, int driver)
{
    const ChampionshipDriver &d = s.drivers[driver];
    QString name = d.name.isEmpty() ? d.id : d.name;
    if (const int team = s.teamIndex(d.team); team >= 0)
        name += u" · "_s + s.teams[team].name;
    return name;
}
} // namespace

StandingsSheetPrinter::StandingsSheetPrinter(const Championship *season, const QRectF &pageMm) : m_season(season), m_page(pageMm)
{
    m_standings = ChampionshipStandings::compute(*season);
    layoutTable();
    layoutFlow();
}

qreal StandingsSheetPrinter::paragraphHeight(const QFontMetricsF &fm, const QString &text, qreal widthMm)
{
    const QRectF box = fm.boundingRect(QRectF(0, 0, widthMm * kMeasureDpi / 25.4, 1e7), Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop, text);
    // A little room: the device's own metrics may differ by a hair.
    return box.height() * 25.4 / kMeasureDpi * 1.04;
}

void StandingsSheetPrinter::layoutTable()
{
    const int rows = int(m_standings.rows().size());
    const int events = int(m_season->events.size());
    const qreal eventRoom = m_page.width() - kPosColumn - kDriverColumn - kTotalColumn - kGapColumn;
    m_eventsPerPage = std::clamp(int(eventRoom / kMinEventColumn), 1, kMaxEventColumns);
    m_tableTop = m_page.top() + kBand + kGap + kHeader + kGap;
    const qreal avail = m_page.bottom() - kFooter - m_tableTop - kTableHeader;
    const int rowsPerPage = std::max(1, int(avail / m_rowHeight));
    // Events across first (the columns), then drivers down: a reader follows one driver's season
    // on one page when the events fit it.
    for (int firstRow = 0; firstRow < std::max(1, rows); firstRow += rowsPerPage)
        for (int firstEvent = 0; firstEvent < std::max(1, events); firstEvent += m_eventsPerPage)
            m_tablePages.append({firstRow, std::min(rowsPerPage, rows - firstRow), firstEvent,
                                 std::max(0, std::min(m_eventsPerPage, events - firstEvent))});
    const TablePage &last = m_tablePages.constLast();
    m_flowStart = m_tableTop + kTableHeader + last.rows * m_rowHeight + kFooter + 2;
}

void StandingsSheetPrinter::layoutFlow()
{
    const Championship &s = *m_season;
    const qreal width = m_page.width();
    // Text is measured on a 1200-dpi image so the layout does not depend on the screen or the printer.
    QImage image(8, 8, QImage::Format_ARGB32);
    image.setDotsPerMeterX(qRound(kMeasureDpi / 0.0254));
    image.setDotsPerMeterY(qRound(kMeasureDpi / 0.0254));
    QPainter painter(&image);
    const QFontMetricsF fm(SheetPainter(&painter, kMeasureDpi, m_page).font(kTextPoints), &image);
    const auto heading = [&](const QString &text) { m_blocks.append({Block::Kind::Heading, {}, text, 8.5, 0, 0}); };
    const auto paragraph = [&](const QString &text) {
        m_blocks.append({Block::Kind::Paragraph, {}, text, paragraphHeight(fm, text, width) + 1.2, 0, 0});
    };
    const auto item = [&](const QString &label, const QString &text) {
        m_blocks.append({Block::Kind::Item, label, text, paragraphHeight(fm, text, width - kLabelColumn) + 0.9, 0, 0});
    };

    if (!m_standings.ties().isEmpty()) {
        heading(tr("Ties"));
        for (const QString &tie : m_standings.ties())
            item(u"="_s, tie);
    }
    const NextStart &next = m_standings.nextStart();
    if (next.kind == NextStart::Kind::NextStage) {
        const QString &name = s.events[next.event].name;
        heading(tr("%1, stage %2: starting order").arg(name.isEmpty() ? tr("Event %1").arg(next.event + 1) : name).arg(next.stage + 1));
    } else {
        heading(tr("Next event: starting order"));
    }
    paragraph(next.explanation);
    for (int i = 0; i < next.order.size(); ++i) {
        const int d = next.order[i].driver;
        item(QString::number(i + 1), tr("%1 — %2").arg(d >= 0 ? driverText(s, d) : QString(), next.order[i].reason));
    }
    if (!m_standings.teams().isEmpty()) {
        heading(tr("Teams"));
        for (const TeamRow &t : m_standings.teams()) {
            QStringList members;
            for (int d : t.members)
                members << (s.drivers[d].name.isEmpty() ? s.drivers[d].id : s.drivers[d].name);
            const QString total = s.rules.scoring == Scoring::Points ? tr("%n point(s)", nullptr, t.points)
                                                                      : (t.time ? RaceTime::format(int(*t.time)) : tr("no complete time"));
            item(t.sharedPosition ? tr("%1=", "a shared position").arg(t.position) : QString::number(t.position),
                 tr("%1 (%2) — %3").arg(s.teams[t.team].name, members.join(u", "_s), total));
        }
    }
    heading(tr("Events"));
    if (s.events.isEmpty())
        paragraph(tr("No event yet."));
    for (int e = 0; e < s.events.size(); ++e) {
        const ChampionshipEvent &ev = s.events[e];
        const EventClassification &ec = m_standings.events()[e];
        QStringList parts;
        parts << (ev.name.isEmpty() ? tr("Event %1").arg(e + 1) : ev.name);
        parts << (ev.kind == EventKind::Rally ? tr("%1 (%2), %n stage(s)", nullptr, int(ev.stages.size()))
                                                    .arg(ChampionshipText::eventKindName(ev.kind), ChampionshipText::gameName(ev.game))
                                              : tr("%1 (%2)").arg(ChampionshipText::eventKindName(ev.kind), ChampionshipText::gameName(ev.game)));
        if (ev.date.isValid())
            parts << Dates::mediumDate(ev.date);
        parts << (ev.source.fromApp ? tr("played in the app") : tr("entered by hand"));
        if (!ec.complete)
            parts << tr("in progress: %1 of %n stage(s) done", nullptr, int(ev.stages.size())).arg(ec.completedStages);
        else if (!ec.lines.isEmpty() && ec.lines.first().driver >= 0)
            parts << tr("winner: %1").arg(s.drivers[ec.lines.first().driver].name);
        item(QString::number(e + 1), parts.join(u" · "_s));
    }
    heading(tr("Rules of the season"));
    for (const QString &r : ChampionshipText::rulesSummary(s))
        item(u"•"_s, r);
    for (const QString &n : m_standings.notes())
        item(u"•"_s, n);

    // Pagination: from below the table on its last page, a heading kept with what follows it.
    int page = int(m_tablePages.size()) - 1;
    qreal y = m_flowStart;
    const qreal bottom = m_page.bottom();
    const qreal topOfPage = m_page.top() + kBand + kGap;
    for (int i = 0; i < m_blocks.size(); ++i) {
        Block &b = m_blocks[i];
        const qreal need = b.height + (b.kind == Block::Kind::Heading && i + 1 < m_blocks.size() ? m_blocks[i + 1].height : 0);
        if (y + need > bottom && y > topOfPage) {
            ++page;
            y = topOfPage;
        }
        if (b.kind == Block::Kind::Heading && y > topOfPage)
            y += 2;
        b.page = page;
        b.top = y;
        y += b.height;
    }
    m_pageCount = page + 1;
}

void StandingsSheetPrinter::paintHeader(SheetPainter &sp, int page) const
{
    const QRectF pr = m_page;
    const QString pages = m_pageCount > 1 ? tr("Page %1 of %2").arg(page + 1).arg(m_pageCount) : QString();
    sp.titleBand(QRectF(pr.left(), pr.top(), pr.width(), kBand), tr("RALLYMAN · %1").arg(ChampionshipText::formatName(m_season->rules.format).toUpper()),
                 tr("CHAMPIONSHIP STANDINGS"), pages);
}

void StandingsSheetPrinter::paintTable(SheetPainter &sp, const TablePage &tp, qreal top) const
{
    const QRectF pr = m_page;
    const Championship &s = *m_season;
    const Scoring scoring = m_standings.scoring();
    qreal y = top;
    // The season's line: its name, how far it has gone, today's date.
    const qreal split = pr.left() + pr.width() * 0.55;
    sp.field(QRectF(pr.left(), y - kHeader - kGap, split - pr.left() - 6, kHeader), tr("SEASON"), s.name, 19);
    sp.text(QRectF(split, y - kHeader - kGap, pr.right() - split, kHeader),
            tr("after %n event(s) · %1 · %2", nullptr, m_standings.completeEvents())
                .arg(ChampionshipText::scoringName(scoring), Dates::longDate(QDate::currentDate())),
            8, Qt::AlignRight | Qt::AlignBottom, false, SheetPainter::rule());

    const qreal eventWidth = tp.events > 0 ? (pr.width() - kPosColumn - kDriverColumn - kTotalColumn - kGapColumn) / m_eventsPerPage : 0;
    const qreal xDriver = pr.left() + kPosColumn;
    const qreal xEvents = xDriver + kDriverColumn;
    const qreal xTotal = pr.right() - kTotalColumn - kGapColumn;
    const qreal xGap = pr.right() - kGapColumn;
    const qreal bottom = y + kTableHeader + tp.rows * m_rowHeight;

    sp.rect(QRectF(pr.left(), y, pr.width(), kTableHeader), 0, Qt::transparent, SheetPainter::shade());
    sp.text(QRectF(pr.left() + 1, y, kPosColumn - 1, kTableHeader), tr("POS"), 7, Qt::AlignLeft | Qt::AlignBottom, true, SheetPainter::rule());
    sp.text(QRectF(xDriver + 1.5, y, kDriverColumn - 2, kTableHeader), tr("DRIVER"), 7, Qt::AlignLeft | Qt::AlignBottom, true,
            SheetPainter::rule());
    for (int i = 0; i < tp.events; ++i) {
        const int e = tp.firstEvent + i;
        const QRectF cell(xEvents + i * eventWidth, y, eventWidth, kTableHeader);
        const ChampionshipEvent &ev = s.events[e];
        sp.text(QRectF(cell.left() + 0.5, cell.top() + 1, cell.width() - 1, 5), QString::number(e + 1), 9, Qt::AlignCenter, true);
        sp.text(QRectF(cell.left() + 0.5, cell.top() + 6, cell.width() - 1, 3.4),
                ev.name.isEmpty() ? ChampionshipText::eventKindName(ev.kind) : ev.name, 5.5, Qt::AlignCenter, false, SheetPainter::rule());
        sp.text(QRectF(cell.left() + 0.5, cell.top() + 9.4, cell.width() - 1, 3.2),
                m_standings.events()[e].complete ? (ev.source.fromApp ? tr("app") : tr("entered")) : tr("running"), 5, Qt::AlignCenter,
                false, ev.source.fromApp ? SheetPainter::accent() : SheetPainter::rule());
    }
    sp.text(QRectF(xTotal, y, kTotalColumn - 1.5, kTableHeader), scoring == Scoring::Points ? tr("POINTS") : tr("TIME"), 7,
            Qt::AlignRight | Qt::AlignBottom, true);
    sp.text(QRectF(xGap, y, kGapColumn - 1.5, kTableHeader), tr("GAP"), 7, Qt::AlignRight | Qt::AlignBottom, true, SheetPainter::rule());
    y += kTableHeader;

    for (int i = 0; i < tp.rows; ++i) {
        const StandingRow &r = m_standings.rows()[tp.firstRow + i];
        if ((tp.firstRow + i) % 2 == 1)
            sp.rect(QRectF(pr.left(), y, pr.width(), m_rowHeight), 0, Qt::transparent, QColor(0xf6, 0xf7, 0xf9));
        const QRectF row(pr.left(), y, pr.width(), m_rowHeight);
        sp.text(QRectF(row.left() + 1, y, kPosColumn - 2, m_rowHeight),
                r.sharedPosition ? tr("%1=", "a shared position").arg(r.position) : QString::number(r.position), 9,
                Qt::AlignRight | Qt::AlignVCenter, true);
        sp.text(QRectF(xDriver + 1.5, y, kDriverColumn - 2.5, m_rowHeight), driverText(s, r.driver), kTextPoints, Qt::AlignLeft | Qt::AlignVCenter);
        for (int k = 0; k < tp.events; ++k) {
            const int e = tp.firstEvent + k;
            const StandingCell &c = r.cells[e];
            const QString text = m_standings.events()[e].complete ? ChampionshipText::cellText(c, scoring) : QString();
            sp.text(QRectF(xEvents + k * eventWidth + 0.6, y, eventWidth - 1.2, m_rowHeight), text, 7.5, Qt::AlignCenter, false,
                    c.dropped || !c.drove ? SheetPainter::hairline().darker(140) : SheetPainter::ink());
        }
        sp.text(QRectF(xTotal, y, kTotalColumn - 1.5, m_rowHeight), ChampionshipText::totalText(r, scoring), 9.5,
                Qt::AlignRight | Qt::AlignVCenter, true);
        sp.text(QRectF(xGap, y, kGapColumn - 1.5, m_rowHeight), ChampionshipText::gapText(r.gap, scoring), 8,
                Qt::AlignRight | Qt::AlignVCenter, false, SheetPainter::rule());
        if (i > 0)
            sp.line({pr.left(), y}, {pr.right(), y}, 0.12, SheetPainter::hairline());
        y += m_rowHeight;
    }
    if (tp.rows == 0)
        sp.text(QRectF(xDriver + 1.5, y, pr.width() - kPosColumn, m_rowHeight), tr("No driver yet."), kTextPoints);
    for (qreal x : {xDriver, xEvents, xTotal, xGap})
        sp.line({x, top}, {x, bottom}, x == xTotal ? 0.35 : 0.2, x == xTotal ? SheetPainter::rule() : SheetPainter::hairline());
    for (int k = 1; k < tp.events; ++k)
        sp.line({xEvents + k * eventWidth, top + kTableHeader}, {xEvents + k * eventWidth, bottom}, 0.1, SheetPainter::hairline());
    sp.rect(QRectF(pr.left(), top, pr.width(), bottom - top), 0.45, SheetPainter::rule());
    const int lastEvent = tp.firstEvent + tp.events;
    QString legend = tr("( ) dropped result · R retired · — not driven · 3= shared place");
    if (m_season->events.size() > m_eventsPerPage)
        legend = tr("Events %1–%2 of %3").arg(tp.firstEvent + 1).arg(lastEvent).arg(m_season->events.size()) + u" · "_s + legend;
    sp.text(QRectF(pr.left(), bottom + 0.8, pr.width(), 4.5), legend, 6.5, Qt::AlignLeft | Qt::AlignTop, false, SheetPainter::rule());
}

void StandingsSheetPrinter::paintBlock(SheetPainter &sp, const Block &b) const
{
    const QRectF pr = m_page;
    QPainter *p = sp.painter();
    switch (b.kind) {
    case Block::Kind::Heading:
        sp.text(QRectF(pr.left(), b.top, pr.width(), b.height - 1.5), b.text.toUpper(), 9.5, Qt::AlignLeft | Qt::AlignBottom, true,
                SheetPainter::band());
        sp.line({pr.left(), b.top + b.height - 0.8}, {pr.right(), b.top + b.height - 0.8}, 0.3, SheetPainter::accent());
        break;
    case Block::Kind::Paragraph:
        p->setFont(sp.font(kTextPoints));
        p->setPen(SheetPainter::rule());
        p->drawText(sp.px(QRectF(pr.left(), b.top + 0.4, pr.width(), b.height)), Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop, b.text);
        break;
    case Block::Kind::Item:
        sp.text(QRectF(pr.left(), b.top, kLabelColumn - 2, 4.2), b.label, kTextPoints, Qt::AlignRight | Qt::AlignTop, true);
        p->setFont(sp.font(kTextPoints));
        p->setPen(SheetPainter::ink());
        p->drawText(sp.px(QRectF(pr.left() + kLabelColumn, b.top, pr.width() - kLabelColumn, b.height)),
                    Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop, b.text);
        break;
    }
}

void StandingsSheetPrinter::paintPage(SheetPainter &sp, int page) const
{
    if (page < 0 || page >= m_pageCount)
        return;
    paintHeader(sp, page);
    if (page < m_tablePages.size())
        paintTable(sp, m_tablePages[page], m_tableTop);
    for (const Block &b : m_blocks)
        if (b.page == page)
            paintBlock(sp, b);
}

} // namespace Pacenotes
