// SPDX-License-Identifier: GPL-3.0-or-later
#include "tilerenderer.h"

#include "markingpainter.h"
#include "tilegeometry.h"
#include "tilescans.h"
#include "tilestyle.h"

#include <QPainter>
#include <QLineF>
#include <QPainterPath>
#include <QtMath>

#include <cmath>

namespace Pacenotes {

using namespace Qt::StringLiterals;

namespace {

constexpr double U = TileGeometry::kUnit;

/// Device pixels per painter unit (the zoom), from the painter's full transform.
double deviceScale(const QPainter *painter)
{
    const QTransform t = painter->deviceTransform();
    return std::sqrt(std::abs(t.m11() * t.m22() - t.m12() * t.m21()));
}

void fill(QPainter *p, const QPainterPath &path, const QColor &colour)
{
    if (!path.isEmpty())
        p->fillPath(path, colour);
}

/// Scenery on filler tiles, chosen from the source's description of the picture.
void paintScenery(QPainter *p, const TileSide &side)
{
    const QString scene = side.fillerScene.toLower();
    p->setPen(Qt::NoPen);
    if (scene.contains(u"lake"_s)) {
        p->setBrush(QColor(0x5d, 0x9c, 0xd6));
        p->drawEllipse(QPointF(-0.05 * U, 0.05 * U), 0.55 * U, 0.38 * U);
        p->setBrush(QColor(0x8c, 0xbd, 0xe8));
        p->drawEllipse(QPointF(-0.2 * U, -0.05 * U), 0.22 * U, 0.1 * U);
        if (scene.contains(u"accident"_s)) {
            p->setBrush(QColor(0xc8, 0x30, 0x2b));
            p->drawRoundedRect(QRectF(0.1 * U, 0.0, 0.2 * U, 0.11 * U), 0.03 * U, 0.03 * U);
        }
        return;
    }
    if (scene.contains(u"podium"_s)) {
        const QColor steps[] = {QColor(0xd4, 0xaf, 0x37), QColor(0xc0, 0xc0, 0xc0), QColor(0xcd, 0x7f, 0x32)};
        p->setBrush(steps[1]);
        p->drawRect(QRectF(-0.45 * U, -0.05 * U, 0.3 * U, 0.3 * U));
        p->setBrush(steps[0]);
        p->drawRect(QRectF(-0.15 * U, -0.2 * U, 0.3 * U, 0.45 * U));
        p->setBrush(steps[2]);
        p->drawRect(QRectF(0.15 * U, 0.05 * U, 0.3 * U, 0.2 * U));
        return;
    }
    if (scene.contains(u"rock"_s)) {
        p->setBrush(QColor(0x8a, 0x87, 0x80));
        for (const QPointF c : {QPointF(-0.3, -0.2), QPointF(0.2, -0.35), QPointF(0.3, 0.25), QPointF(-0.15, 0.35),
                                QPointF(0.0, 0.0)})
            p->drawEllipse(c * U, 0.16 * U, 0.12 * U);
        return;
    }
    // trees (sheep, people, barbecue...: a wood is a fair stand-in at this size)
    const bool winter = scene.contains(u"winter"_s);
    p->setBrush(winter ? QColor(0x5f, 0x7d, 0x6e) : QColor(0x4d, 0x7f, 0x3a));
    for (const QPointF c : {QPointF(-0.35, -0.3), QPointF(0.05, -0.45), QPointF(0.4, -0.15), QPointF(-0.45, 0.2),
                            QPointF(0.25, 0.35), QPointF(-0.05, 0.05), QPointF(-0.1, 0.5)})
        p->drawEllipse(c * U, 0.13 * U, 0.13 * U);
}

/// The pit tile: three pit lanes across a concrete apron.
void paintPit(QPainter *p)
{
    const QRectF lane(-0.9 * U, -0.45 * U, 1.8 * U, 0.9 * U);
    QPainterPath band;
    band.addRect(lane);
    band = band.intersected(TileGeometry::hexPath());
    p->fillPath(band, TileStyle::road(Terrain::Asphalt));
    p->setPen(QPen(QColor(0xf5, 0xf5, 0xf0), 0.025 * U, Qt::DashLine, Qt::FlatCap));
    p->setClipPath(band, Qt::IntersectClip);
    for (double y : {-0.15, 0.15})
        p->drawLine(QPointF(-U, y * U), QPointF(U, y * U));
    p->setPen(QPen(QColor(0xf5, 0xf5, 0xf0), 0.03 * U));
    p->drawLine(QPointF(-U, -0.45 * U), QPointF(U, -0.45 * U));
    p->drawLine(QPointF(-U, 0.45 * U), QPointF(U, 0.45 * U));
}

} // namespace

QTransform TileRenderer::localToPainter(QPointF centre, double size, int rotation)
{
    QTransform t;
    t.translate(centre.x(), centre.y());
    t.rotate(60.0 * HexDir::normalize(rotation));
    t.scale(size / U, size / U);
    return t;
}

void TileRenderer::paint(QPainter *painter, const TileSide *side, const QString &sideId, QPointF centre, double size,
                         int rotation, const TileRenderOptions &options)
{
    const double pixels = size * deviceScale(painter);
    if (pixels < 0.5)
        return;
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    if (options.opacity < 1.0)
        painter->setOpacity(painter->opacity() * options.opacity);
    const QTransform toPainter = localToPainter(centre, size, rotation);
    painter->setTransform(toPainter, true);

    const QPainterPath &hex = TileGeometry::hexPath();
    if (!side) {
        painter->fillPath(hex, QColor(0xd6, 0xd6, 0xd6));
        painter->fillPath(hex, QBrush(QColor(0xa0, 0xa0, 0xa0), Qt::BDiagPattern));
        painter->setPen(QPen(QColor(0xb0, 0x20, 0x20), 0.03 * U, Qt::DashLine));
        painter->setBrush(Qt::NoBrush);
        painter->drawPath(hex);
        painter->restore();
        if (options.labels && pixels >= 24) {
            painter->save();
            QFont f = painter->font();
            f.setBold(true);
            f.setPixelSize(std::max(1, qRound(size * 0.22)));
            painter->setFont(f);
            painter->setPen(QColor(0xb0, 0x20, 0x20));
            painter->drawText(QRectF(centre.x() - size, centre.y() - size / 2, 2 * size, size), Qt::AlignCenter,
                              tr("?\n%1").arg(sideId));
            painter->restore();
        }
        return;
    }

    const bool scanned = options.scans && paintScan(painter, *side, *options.scans);
    if (!scanned)
        paintDrawing(painter, *side, pixels);
    painter->setPen(QPen(TileStyle::outline(), (pixels < 40 ? 0.03 : 0.02) * U));
    painter->setBrush(Qt::NoBrush);
    painter->drawPath(hex);
    painter->restore();

    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    if (options.opacity < 1.0)
        painter->setOpacity(painter->opacity() * options.opacity);
    paintUpright(painter, *side, toPainter, size, pixels, scanned ? TileRenderOptions{options.labels, false, 1.0, nullptr}
                                                                  : options);
    painter->restore();
}

void TileRenderer::paintDrawing(QPainter *p, const TileSide &side, double pixels)
{
    const TileGeometry &g = TileGeometry::of(side);
    p->fillPath(TileGeometry::hexPath(), TileStyle::ground(side.terrain, side.role));
    if (side.role == TileRole::Filler) {
        paintScenery(p, side);
        return;
    }
    if (side.role == TileRole::Pit) {
        p->save();
        paintPit(p);
        p->restore();
        return;
    }
    const Terrain surface = side.terrain == Terrain::None ? Terrain::Gravel : side.terrain;
    fill(p, g.roads, TileStyle::road(surface));
    if (!g.serviceArea.isEmpty() && pixels >= 20) {
        // the service park: a spanner on the Assistance tile's dead end
        p->save();
        p->setPen(QPen(QColor(0xf3, 0xef, 0xe2), 0.07 * U, Qt::SolidLine, Qt::RoundCap));
        p->drawLine(QPointF(-0.05 * U, 0.17 * U), QPointF(0.26 * U, -0.14 * U));
        p->setPen(Qt::NoPen);
        p->setBrush(QColor(0xf3, 0xef, 0xe2));
        p->drawEllipse(QPointF(0.29 * U, -0.17 * U), 0.11 * U, 0.11 * U);
        p->setBrush(TileStyle::road(surface));
        p->drawEllipse(QPointF(0.33 * U, -0.21 * U), 0.06 * U, 0.06 * U);
        p->restore();
    }
    if (pixels >= 10 && side.danger != Danger::None)
        fill(p, g.danger, TileStyle::danger(side.danger));
    if (pixels >= 16)
        fill(p, g.kerbs, TileStyle::kerb(surface));
    if (pixels >= 26) {
        fill(p, g.laneLines, TileStyle::laneLine(surface));
        fill(p, g.ticks, QColor(0x20, 0x20, 0x20, 200));
    }
    fill(p, g.startLight, QColor(0xfa, 0xfa, 0xfa));
    fill(p, g.startDark, QColor(0x18, 0x18, 0x18));
}

bool TileRenderer::paintScan(QPainter *p, const TileSide &side, const TileScans &scans)
{
    const QImage img = scans.image(side.id);
    if (img.isNull())
        return false;
    p->save();
    p->setClipPath(TileGeometry::hexPath(), Qt::IntersectClip);
    p->setRenderHint(QPainter::SmoothPixmapTransform);
    const bool flat = TileScans::isFlatTopped(img);
    if (flat)
        p->rotate(90); // edge A from the top to the east
    const double w = flat ? 2.0 * U : std::sqrt(3.0) * U;  // hex extent along the picture's x
    const double h = flat ? std::sqrt(3.0) * U : 2.0 * U;
    const double scale = std::max(w / img.width(), h / img.height());
    p->scale(scale, scale);
    p->drawImage(QPointF(-img.width() / 2.0, -img.height() / 2.0), img);
    p->restore();
    return true;
}

TileRenderer::Upright TileRenderer::layOutUpright(const TileSide &side, const QTransform &toPainter, double size,
                                                  double pixels, const TileRenderOptions &options, const QFont &font)
{
    Upright u;
    const TileGeometry &g = TileGeometry::of(side);
    u.markingRadius = size * 0.115;
    const double r = u.markingRadius;
    const bool showMarkings = options.markings && pixels >= 18 && !side.markings.isEmpty();
    const bool showLabel = options.labels && pixels >= 40;

    // The label comes first: the best spot that holds it upright on the tile, lower on
    // screen preferred (labels then sit in the same place on most tiles). The markings take
    // the best spots left, clear of it.
    QFont f = font;
    f.setBold(true);
    f.setPixelSize(std::max(1, qRound(size * 0.15)));
    const QFontMetricsF fm(f);
    const QSizeF box(fm.horizontalAdvance(side.id) + size * 0.1, fm.height() + size * 0.02);
    const auto labelRect = [&](QPointF c) {
        return QRectF(c.x() - box.width() / 2, c.y() - box.height() / 2, box.width(), box.height());
    };
    const QTransform toLocal = toPainter.inverted();
    const auto onTile = [&](const QRectF &rect) {
        for (const QPointF c : {rect.topLeft(), rect.topRight(), rect.bottomLeft(), rect.bottomRight()})
            if (!TileGeometry::hexPath().contains(toLocal.map(c)))
                return false;
        return true;
    };
    const QPointF centre = toPainter.map(QPointF(0, 0));
    if (side.role == TileRole::Pit && pixels >= 30) {
        QFont big = font;
        big.setBold(true);
        big.setPixelSize(std::max(1, qRound(size * 0.3)));
        const QFontMetricsF bm(big);
        const QSizeF text(bm.horizontalAdvance(tr("PIT")), bm.height());
        u.text = QRectF(centre.x() - text.width() / 2, centre.y() - text.height() / 2, text.width(), text.height());
    }
    if (showLabel) {
        if (side.role == TileRole::Pit) {
            u.label = labelRect(centre + QPointF(0, size * 0.62));
        } else {
            double best = -1e9;
            for (const TileGeometry::Spot &s : g.freeSpots) {
                const QPointF c = toPainter.map(s.pos);
                const QRectF rect = labelRect(c);
                const double score = s.clearance / U + 0.25 * (c.y() - centre.y()) / size - (onTile(rect) ? 0 : 10);
                if (score > best) {
                    best = score;
                    u.label = rect;
                }
            }
            if (u.label.isNull())
                u.label = labelRect(centre);
        }
    }
    if (showMarkings) {
        const auto clearOfLabel = [&](QPointF c) {
            if (u.label.isNull())
                return true;
            const QPointF nearest(std::clamp(c.x(), u.label.left(), u.label.right()),
                                  std::clamp(c.y(), u.label.top(), u.label.bottom()));
            return QLineF(nearest, c).length() >= r * 1.1;
        };
        for (const TileGeometry::Spot &s : g.freeSpots) {
            if (u.markings.size() == side.markings.size())
                break;
            const QPointF c = toPainter.map(s.pos);
            if (clearOfLabel(c))
                u.markings.append(c);
        }
        // Not enough room (roads everywhere): fall back to a row across the middle.
        for (int k = int(u.markings.size()); k < side.markings.size(); ++k)
            u.markings.append(centre + QPointF((k - (side.markings.size() - 1) / 2.0) * 2.3 * r, -size * 0.45));
    }
    return u;
}

TileRenderer::Upright TileRenderer::uprightLayout(const QPainter *painter, const TileSide &side, QPointF centre,
                                                  double size, int rotation, const TileRenderOptions &options)
{
    return layOutUpright(side, localToPainter(centre, size, rotation), size, size * deviceScale(painter), options,
                         painter->font());
}

void TileRenderer::paintUpright(QPainter *p, const TileSide &side, const QTransform &toPainter, double size,
                                double pixels, const TileRenderOptions &options)
{
    const QFont base = p->font();
    const Upright u = layOutUpright(side, toPainter, size, pixels, options, base);
    if (!u.text.isNull()) {
        QFont f = base;
        f.setBold(true);
        f.setPixelSize(std::max(1, qRound(size * 0.3)));
        p->setFont(f);
        p->setPen(QColor(0xfa, 0xfa, 0xfa));
        const QPointF c = u.text.center();
        p->drawText(QRectF(c.x() - size, c.y() - size / 2, 2 * size, size), Qt::AlignCenter, tr("PIT"));
    }
    for (int k = 0; k < u.markings.size(); ++k)
        MarkingPainter::paint(p, side.markings[k], u.markings[k], u.markingRadius, pixels >= 38);
    if (u.label.isNull())
        return;
    QFont f = base;
    f.setBold(true);
    f.setPixelSize(std::max(1, qRound(size * 0.15)));
    p->setFont(f);
    p->setPen(Qt::NoPen);
    p->setBrush(TileStyle::labelBackground());
    p->drawRoundedRect(u.label, u.label.height() * 0.3, u.label.height() * 0.3);
    p->setPen(TileStyle::labelText());
    p->drawText(u.label, Qt::AlignCenter, side.id);
}

QImage TileRenderer::image(const TileSide &side, QSize pixels, qreal dpr, int rotation,
                           const TileRenderOptions &options)
{
    QImage img(pixels * dpr, QImage::Format_ARGB32_Premultiplied);
    img.setDevicePixelRatio(dpr);
    img.fill(Qt::transparent);
    QPainter p(&img);
    // pointy-topped: √3·size wide, 2·size tall; turned by 60° steps the extent is the same
    const double size = std::min(pixels.width() / std::sqrt(3.0), pixels.height() / 2.0) * 0.98;
    paint(&p, &side, side.id, QPointF(pixels.width() / 2.0, pixels.height() / 2.0), size, rotation, options);
    return img;
}

} // namespace Pacenotes
