// SPDX-License-Identifier: GPL-3.0-or-later
#include "trackpicture.h"

#include "catalog/tilecatalog.h"
#include "hex/hexlayout.h"
#include "render/tilerenderer.h"

#include <QFont>
#include <QPainter>

#include <algorithm>

namespace Pacenotes {

using namespace Qt::StringLiterals;

TrackPicture::TrackPicture(const Track &track, const TileCatalog &catalog) : m_track(track), m_catalog(catalog)
{
    const HexLayout unit(1.0);
    for (const PlacedTile &t : m_track.tiles)
        m_bounds |= unit.polygon(t.pos).boundingRect();
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

void TrackPicture::paint(QPainter *painter, const QRectF &target) const
{
    const double size = hexSizeFor(target.size());
    if (size <= 0)
        return;
    // Centre the layout: the unit bounds' centre goes to the target's centre.
    const QPointF origin = target.center() - m_bounds.center() * size;
    const HexLayout layout(size, origin);
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    TileRenderOptions options;
    for (const PlacedTile &t : m_track.tiles)
        TileRenderer::paint(painter, m_catalog.sideById(t.sideId), t.sideId, layout.toPixel(t.pos), size, t.rotation,
                            options);
    for (int i = 0; i < m_track.tiles.size(); ++i) {
        const auto it = m_numbers.constFind(i);
        if (it != m_numbers.cend())
            paintBadge(painter, m_track.tiles.at(i), layout.toPixel(m_track.tiles.at(i).pos), size, it.value());
    }
    painter->restore();
}

void TrackPicture::paintBadge(QPainter *painter, const PlacedTile &tile, QPointF centre, double hexSize, int number) const
{
    // Off the road, clear of the id label and of the markings (a number must not hide a speed
    // limit); white on dark so it reads on every terrain tint.
    const double r = hexSize * 0.165;
    const QPointF at = TileRenderer::spareSpot(m_catalog.sideById(tile.sideId), centre, hexSize, tile.rotation,
                                               painter->font(), r * 1.05);
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
