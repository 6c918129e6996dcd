// SPDX-License-Identifier: GPL-3.0-or-later
#include "trackposter.h"

#include "catalog/catalognames.h"
#include "sheets/sheetpainter.h"

#include <QPainter>

#include <algorithm>
#include <cmath>

namespace Pacenotes {

using namespace Qt::StringLiterals;

namespace {
constexpr double kBandMm = 17;
constexpr double kGapMm = 4;
constexpr double kRowMm = 4.6;
constexpr double kColumnMm = 25;
constexpr double kBoxHeadMm = 8;
constexpr double kBoxFootMm = 7;
constexpr double kBoxPadMm = 2.5;
constexpr double kBoxMinWidthMm = 40;
} // namespace

TrackPoster::TrackPoster(const Track &track, const BuildOrder &order, const TileCatalog &catalog)
    : m_track(track), m_order(order), m_picture(track, catalog)
{
    m_picture.setCourse(order.trace);
}

void TrackPoster::setNumbered(bool numbered)
{
    m_picture.setNumbers(numbered ? m_order.numbers : QHash<int, int>());
}

QString TrackPoster::title(const Track &track)
{
    return track.title.trimmed().isEmpty() ? tr("Untitled track") : track.title.trimmed();
}

QString TrackPoster::kicker(const Track &track, Course::Kind kind)
{
    QStringList parts{CatalogNames::game(track.game)};
    switch (kind) {
    case Course::Kind::Circuit: parts << tr("circuit") << tr("%n lap(s)", nullptr, track.laps); break;
    case Course::Kind::Stage: parts << tr("stage"); break;
    case Course::Kind::RxCircuit: parts << tr("RX circuit") << tr("%n lap(s)", nullptr, track.laps); break;
    case Course::Kind::Incomplete:
    case Course::Kind::None: parts << tr("course not closed"); break;
    }
    return parts.join(u"  ·  "_s);
}

TrackPoster::Box TrackPoster::boxFor(double maxWidth, double maxHeight, bool beside) const
{
    const int n = std::max<int>(1, int(m_order.counts.size()));
    Box box;
    if (beside) {
        box.rows = std::max(1, int((maxHeight - kBoxHeadMm - kBoxFootMm - kBoxPadMm) / kRowMm));
        box.columns = (n + box.rows - 1) / box.rows;
        box.rows = (n + box.columns - 1) / box.columns; // balance the columns
    } else {
        box.columns = std::clamp(int((maxWidth - 2 * kBoxPadMm) / kColumnMm), 1, n);
        box.rows = (n + box.columns - 1) / box.columns;
    }
    // At least wide enough for the total under the list.
    box.size = QSizeF(std::max(box.columns * kColumnMm + 2 * kBoxPadMm, kBoxMinWidthMm), kBoxHeadMm + box.rows * kRowMm + kBoxFootMm + kBoxPadMm);
    return box;
}

QSizeF TrackPoster::naturalSize(double hexMm) const
{
    const QRectF unit = m_picture.unitBounds();
    const QSizeF layout(std::max(unit.width(), 2.0) * hexMm, std::max(unit.height(), 2.0) * hexMm);
    const Box box = boxFor(0, std::max(layout.height(), 60.0), true);
    const double width = std::max(layout.width() + kGapMm + box.size.width(), 150.0);
    const double height = kBandMm + kGapMm + std::max(layout.height(), box.size.height());
    return {width, height};
}

void TrackPoster::paint(const SheetPainter &sp, const QRectF &area) const
{
    QString right;
    if (!m_track.author.trimmed().isEmpty())
        right = tr("by %1").arg(m_track.author.trimmed());
    sp.titleBand(QRectF(area.left(), area.top(), area.width(), kBandMm), kicker(m_track, m_order.kind), title(m_track),
                 right);

    const QRectF body(area.left(), area.top() + kBandMm + kGapMm, area.width(), area.height() - kBandMm - kGapMm);
    // The box beside the layout or under it: whichever leaves the tiles larger.
    const Box side = boxFor(body.width(), body.height(), true);
    const Box under = boxFor(body.width(), body.height(), false);
    const QSizeF besideRoom(body.width() - side.size.width() - kGapMm, body.height());
    const QSizeF underRoom(body.width(), body.height() - under.size.height() - kGapMm);
    const bool beside = side.size.width() < body.width() * 0.5
                        && (underRoom.height() <= 0 || m_picture.hexSizeFor(besideRoom) >= m_picture.hexSizeFor(underRoom));
    QRectF layoutMm;
    if (beside) {
        layoutMm = QRectF(body.topLeft(), besideRoom);
        paintBox(sp, QRectF(QPointF(body.right() - side.size.width(), body.top()), side.size), side);
    } else {
        layoutMm = QRectF(body.topLeft(), underRoom);
        paintBox(sp, QRectF(QPointF(body.left(), body.bottom() - under.size.height()), under.size), under);
    }
    if (m_picture.isEmpty())
        sp.text(layoutMm, tr("No tiles placed yet."), 12, Qt::AlignCenter, false, SheetPainter::rule());
    else
        m_picture.paint(sp.painter(), sp.px(layoutMm));
}

void TrackPoster::paintBox(const SheetPainter &sp, const QRectF &rect, const Box &box) const
{
    sp.rect(rect, 0.3, SheetPainter::rule(), Qt::white, 1.2);
    const double left = rect.left() + kBoxPadMm;
    sp.text(QRectF(left, rect.top() + 1, rect.width() - 2 * kBoxPadMm, kBoxHeadMm - 1.5), tr("Tiles"), 10,
            Qt::AlignLeft | Qt::AlignVCenter, true);
    sp.line({left, rect.top() + kBoxHeadMm - 0.5}, {rect.right() - kBoxPadMm, rect.top() + kBoxHeadMm - 0.5}, 0.3);
    for (int i = 0; i < m_order.counts.size(); ++i) {
        const int col = i / box.rows;
        const int row = i % box.rows;
        const double x = left + col * kColumnMm;
        const double y = rect.top() + kBoxHeadMm + row * kRowMm;
        if (row % 2 == 1)
            sp.rect(QRectF(x, y, kColumnMm - 2, kRowMm), 0, Qt::transparent, SheetPainter::shade());
        const TileCount &c = m_order.counts.at(i);
        sp.text(QRectF(x + 1, y, kColumnMm * 0.55, kRowMm), c.sideId, 9, Qt::AlignLeft | Qt::AlignVCenter, true);
        sp.text(QRectF(x + kColumnMm * 0.5, y, kColumnMm * 0.5 - 3, kRowMm), tr("× %1").arg(c.count), 9,
                Qt::AlignRight | Qt::AlignVCenter);
    }
    const double footTop = rect.top() + kBoxHeadMm + box.rows * kRowMm + 1;
    sp.line({left, footTop}, {rect.right() - kBoxPadMm, footTop}, 0.3);
    sp.text(QRectF(left + 1, footTop, rect.width() - 2 * kBoxPadMm - 2, kBoxFootMm - 1),
            tr("Total: %n tile(s)", nullptr, m_order.total), 9, Qt::AlignLeft | Qt::AlignVCenter, true);
}

} // namespace Pacenotes
