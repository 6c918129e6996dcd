// SPDX-License-Identifier: GPL-3.0-or-later
#include "trackpicture.h"

#include "catalog/tilecatalog.h"
#include "hex/hexlayout.h"
#include "render/coursemarks.h"
#include "render/tilegeometry.h"
#include "render/tilerenderer.h"

#include <QFont>
#include <QLineF>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace Pacenotes {

using namespace Qt::StringLiterals;

namespace {

/// A badge's radius for a hex size (centre to corner).
constexpr double kBadge = 0.15;

/// Distance from `p` to the nearest point of `rect`.
double distanceTo(QPointF p, const QRectF &rect)
{
    const QPointF nearest(std::clamp(p.x(), rect.left(), rect.right()), std::clamp(p.y(), rect.top(), rect.bottom()));
    return QLineF(p, nearest).length();
}

} // namespace

TrackPicture::TrackPicture(const Track &track, const TileCatalog &catalog) : m_track(track), m_catalog(catalog)
{
    const HexLayout unit(1.0);
    for (const PlacedTile &t : m_track.tiles)
        m_bounds |= unit.polygon(t.pos).boundingRect();
}

void TrackPicture::setCourse(const Course &course)
{
    m_course = course;
    const HexLayout unit(1.0);
    m_bounds = QRectF();
    for (const PlacedTile &t : m_track.tiles)
        m_bounds |= unit.polygon(t.pos).boundingRect();
    // A flag stands in a free hex beside its tile, often outside the tiles' extent: without room
    // for it, it would sit on whatever is drawn around the layout (the poster's title band).
    const CourseMarks marks = CourseMarks::of(m_track, m_course, m_catalog, unit);
    if (!marks.isEmpty() && !m_bounds.isEmpty())
        m_bounds |= marks.bounds(1.0);
}

double TrackPicture::aspect() const
{
    if (m_bounds.isEmpty())
        return 1.0;
    return m_bounds.width() / m_bounds.height();
}

double TrackPicture::hexSizeFor(const QSizeF &target) const
{
    if (m_bounds.isEmpty())
        return 0.0;
    return std::min(target.width() / m_bounds.width(), target.height() / m_bounds.height());
}

HexLayout TrackPicture::layoutFor(const QRectF &target) const
{
    const double size = hexSizeFor(target.size());
    // Centre the layout: the unit bounds' centre goes to the target's centre.
    return HexLayout(size, target.center() - m_bounds.center() * size);
}

void TrackPicture::paint(QPainter *painter, const QRectF &target) const
{
    const HexLayout layout = layoutFor(target);
    const double size = layout.size();
    if (size <= 0)
        return;
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    TileRenderOptions options;
    for (const PlacedTile &t : m_track.tiles)
        TileRenderer::paint(painter, m_catalog.sideById(t.sideId), t.sideId, layout.toPixel(t.pos), size, t.rotation,
                            options);
    // The direction of the course, as the designer shows it.
    CourseMarks::of(m_track, m_course, m_catalog, layout).paint(painter, size);
    for (const BadgePlace &place : badgePlaces(painter, layout)) {
        if (place.leader) {
            // from the badge's rim to the tile's edge, towards its centre
            const QLineF towards(place.at, layout.toPixel(m_track.tiles.at(place.tile).pos));
            painter->setPen(QPen(QColor(0x1d, 0x35, 0x57), place.radius * 0.16, Qt::SolidLine, Qt::RoundCap));
            painter->drawLine(towards.pointAt(place.radius / towards.length()),
                              towards.pointAt(1.0 - layout.inradius() * 0.8 / towards.length()));
        }
        paintBadge(painter, place.at, size, m_numbers.value(place.tile));
    }
    painter->restore();
}

QList<TrackPicture::BadgePlace> TrackPicture::badgePlaces(const QPainter *painter, const HexLayout &layout) const
{
    QList<BadgePlace> places;
    if (m_numbers.isEmpty() || layout.size() <= 0)
        return places;
    const CourseMarks marks = CourseMarks::of(m_track, m_course, m_catalog, layout);
    QList<QRectF> taken; // what every badge keeps clear of: arrows and flags
    for (const QPainterPath *arrows : {&marks.arrows, &marks.jokerArrows})
        for (const QPolygonF &chevron : arrows->toSubpathPolygons())
            taken.append(chevron.boundingRect());
    for (const CourseMarks::Flag &f : marks.flags)
        taken.append(marks.flagRect(painter, f, layout.size()));
    QList<QPointF> placed;
    for (int i = 0; i < m_track.tiles.size(); ++i) {
        if (!m_numbers.contains(i))
            continue;
        BadgePlace place = badgePlace(painter, i, layout, taken, placed);
        place.tile = i;
        place.radius = layout.size() * kBadge;
        placed.append(place.at);
        places.append(place);
    }
    return places;
}

TrackPicture::BadgePlace TrackPicture::badgePlace(const QPainter *painter, int index, const HexLayout &layout,
                                                  const QList<QRectF> &taken, const QList<QPointF> &badges) const
{
    const PlacedTile &t = m_track.tiles.at(index);
    const TileSide *side = m_catalog.sideById(t.sideId);
    const double s = layout.size();
    const double r = s * kBadge;
    const QPointF centre = layout.toPixel(t.pos);
    const QTransform toPainter = TileRenderer::localToPainter(centre, s, t.rotation);
    const QTransform toLocal = toPainter.inverted();

    // What is drawn on this tile and must stay readable: the id label, the markings, "PIT".
    QList<QRectF> drawn;
    // Places to try: the tile's free spots (roomiest first), then rings around its centre.
    QList<QPointF> candidates;
    if (side) {
        const TileRenderer::Upright u = TileRenderer::uprightLayout(painter, *side, centre, s, t.rotation);
        for (const QRectF &rect : {u.label, u.text})
            if (!rect.isNull())
                drawn.append(rect);
        for (const QPointF c : u.markings)
            drawn.append(QRectF(c.x() - u.markingRadius, c.y() - u.markingRadius, 2 * u.markingRadius, 2 * u.markingRadius));
        for (const TileGeometry::Spot &spot : TileGeometry::of(*side).freeSpots)
            candidates.append(toPainter.map(spot.pos));
    }
    for (double ring : {0.62, 0.45, 0.25})
        for (int k = 0; k < 12; ++k)
            candidates.append(centre + QPointF(std::cos(k * M_PI / 6), std::sin(k * M_PI / 6)) * (ring * s));
    candidates.append(centre);

    const auto roomFrom = [&](QPointF p) { // distance to the nearest thing drawn on the tile
        double room = 1e18;
        for (const QRectF &o : std::as_const(drawn))
            room = std::min(room, distanceTo(p, o));
        return room;
    };
    const auto clear = [&](QPointF p) {
        if (roomFrom(p) < r * 1.35)
            return false;
        for (const QRectF &o : taken)
            if (distanceTo(p, o) < r * 1.1)
                return false;
        for (const QPointF b : badges)
            if (QLineF(p, b).length() < r * 2.2)
                return false;
        return true;
    };
    // Off the road and inside the tile: the badge's centre and rim, sampled, touch no road.
    const QPainterPath &roads = side ? TileGeometry::of(*side).roads : QPainterPath();
    const auto offRoad = [&](QPointF p) {
        for (int k = -1; k < 12; ++k) {
            const QPointF q = k < 0 ? p : p + QPointF(std::cos(k * M_PI / 6), std::sin(k * M_PI / 6)) * r;
            const QPointF local = toLocal.map(q);
            if (!TileGeometry::hexPath().contains(local) || roads.contains(local))
                return false;
        }
        return true;
    };
    // 1. On the tile, off its road, clear of everything drawn there.
    for (const QPointF p : std::as_const(candidates))
        if (offRoad(p) && clear(p))
            return BadgePlace{index, p, r, false};
    // 2. Beside the tile over empty table (above first), with a leader line.
    for (int d : {4, 5, 3, 0, 2, 1}) {
        if (m_track.tileAt(t.pos.neighbor(d)) >= 0)
            continue;
        const QPointF at = centre + (layout.toPixel(t.pos.neighbor(d)) - centre) * 0.72;
        if (clear(at))
            return BadgePlace{index, at, r, true};
    }
    // 3. On the road, still clear of the label, the markings and the arrows.
    for (const QPointF p : std::as_const(candidates))
        if (clear(p))
            return BadgePlace{index, p, r, false};
    // 4. Nothing is free: as far as can be from what is written on the tile.
    QPointF best = centre;
    for (const QPointF p : std::as_const(candidates))
        if (roomFrom(p) > roomFrom(best))
            best = p;
    return BadgePlace{index, best, r, false};
}

void TrackPicture::paintBadge(QPainter *painter, QPointF at, double hexSize, int number) const
{
    // White on dark so it reads on every terrain tint.
    const double r = hexSize * kBadge;
    painter->setPen(QPen(Qt::white, r * 0.14));
    painter->setBrush(QColor(0x1d, 0x35, 0x57));
    painter->drawEllipse(at, r, r);
    QFont f;
    f.setFamilies({u"DejaVu Sans"_s, u"Liberation Sans"_s, u"Arial"_s});
    f.setBold(true);
    // Pixel sizes are integers; sizes in painter units may be small (millimetre pages), so
    // draw at a fixed size and scale.
    constexpr int kPx = 100;
    f.setPixelSize(kPx);
    const QString text = QString::number(number);
    const double scale = (text.size() > 2 ? 1.05 : 1.3) * r / kPx;
    painter->save();
    painter->translate(at);
    painter->scale(scale, scale);
    painter->setFont(f);
    painter->setPen(Qt::white);
    painter->drawText(QRectF(-kPx * 2, -kPx, kPx * 4, kPx * 2), Qt::AlignCenter, text);
    painter->restore();
}

} // namespace Pacenotes
