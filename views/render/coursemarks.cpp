// SPDX-License-Identifier: GPL-3.0-or-later
#include "coursemarks.h"

#include "catalog/tilecatalog.h"
#include "tilegeometry.h"
#include "tilerenderer.h"
#include "track/track.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>
#include <cmath>
#include <optional>

namespace Pacenotes {

namespace {

/// A chevron pointing the way the course runs through one pass of a tile.
bool addChevron(QPainterPath &path, const Track &track, const CourseStep &step, const TileCatalog &catalog,
                const HexLayout &l)
{
    if (step.tile < 0 || step.tile >= track.tiles.size() || step.exit < 0)
        return false;
    const PlacedTile &t = track.tiles[step.tile];
    const TileSide *side = catalog.sideById(t.sideId);
    if (!side)
        return false;
    const double s = l.size();
    const int exitLocal = t.localEdge(step.exit);
    int entryLocal = step.entry >= 0 ? t.localEdge(step.entry) : -1;
    if (entryLocal < 0 && !side->exitsFrom(exitLocal).isEmpty())
        entryLocal = side->exitsFrom(exitLocal).first();
    const TileGeometry::Centreline *c = TileGeometry::of(*side).centreline(entryLocal, exitLocal);
    if (!c)
        return false;
    const bool forward = c->to == exitLocal;
    // the start/finish line is in the middle: the arrow goes just past it
    const double at = side->role == TileRole::StartFinish ? (forward ? 0.78 : 0.22) : 0.5;
    const QTransform toScene = TileRenderer::localToPainter(l.toPixel(t.pos), s, t.rotation);
    const QPointF mid = toScene.map(c->pointAt(at));
    QPointF dir = toScene.map(c->pointAt(at) + c->directionAt(at) * 10) - mid;
    dir /= std::hypot(dir.x(), dir.y());
    if (!forward)
        dir = -dir;
    const QPointF across(-dir.y(), dir.x());
    const double a = s * 0.17;
    QPainterPath chevron;
    chevron.moveTo(mid + dir * a);
    chevron.lineTo(mid - dir * a * 0.6 + across * a);
    chevron.lineTo(mid - dir * a * 0.2);
    chevron.lineTo(mid - dir * a * 0.6 - across * a);
    chevron.closeSubpath();
    path.addPath(chevron);
    return true;
}

// Pixel sizes are integers and painter units may be millimetres: text is laid out at a fixed
// size and scaled to a fifth of the hex size.
constexpr int kTextPx = 100;

QFont flagFont(const QPainter *painter)
{
    QFont f = painter->font();
    f.setBold(true);
    f.setPixelSize(kTextPx);
    return f;
}

} // namespace

CourseMarks CourseMarks::of(const Track &track, const Course &course, const TileCatalog &catalog, const HexLayout &l)
{
    CourseMarks m;
    if (!course.isComplete())
        return m;
    for (const CourseStep &step : course.steps)
        m.arrowCount += addChevron(m.arrows, track, step, catalog, l);
    for (const CourseStep &step : course.joker)
        m.arrowCount += addChevron(m.jokerArrows, track, step, catalog, l);

    // A flag sits in a free hex next to its tile (above first, and where the hexes beside that
    // one are free too: the flag is wider than a hex), so it hides no tile's road, label or
    // markings.
    const double s = l.size();
    const auto flagAt = [&](int tile) {
        const HexCoord pos = track.tiles[tile].pos;
        std::optional<HexCoord> best;
        int bestRoom = -1;
        for (int d : {4, 5, 3, 0, 2, 1}) {
            const HexCoord n = pos.neighbor(d);
            if (track.tileAt(n) >= 0)
                continue;
            const int room = (track.tileAt(n.neighbor(0)) < 0) + (track.tileAt(n.neighbor(3)) < 0);
            if (room > bestRoom) {
                best = n;
                bestRoom = room;
            }
        }
        return best ? l.toPixel(*best) : l.toPixel(pos) + QPointF(0, -s * 0.6);
    };
    const auto valid = [&](int tile) { return tile >= 0 && tile < track.tiles.size(); };
    if (valid(course.startTile)) {
        const QString start = course.isCircuit()
            ? QCoreApplication::translate("CourseItem", "Start · %n lap(s)", nullptr, track.laps)
            : QCoreApplication::translate("CourseItem", "Start");
        m.flags.append({flagAt(course.startTile), start, FlagKind::Start});
    }
    if (course.kind == Course::Kind::Stage && valid(course.finishTile))
        m.flags.append({flagAt(course.finishTile), QCoreApplication::translate("CourseItem", "Finish"), FlagKind::Finish});
    if (!course.joker.isEmpty() && valid(course.joker.first().tile))
        m.flags.append({flagAt(course.joker.first().tile), QCoreApplication::translate("CourseItem", "Joker"), FlagKind::Joker});
    return m;
}

QRectF CourseMarks::bounds(double s) const
{
    QRectF b = arrows.boundingRect().united(jokerArrows.boundingRect()).adjusted(-s * 0.1, -s * 0.1, s * 0.1, s * 0.1);
    for (const Flag &f : flags)
        b = b.united(QRectF(f.at.x() - s * 1.5, f.at.y() - s * 0.35, s * 3, s * 0.7));
    return b;
}

QRectF CourseMarks::flagRect(const QPainter *painter, const Flag &flag, double s) const
{
    const QFontMetricsF fm(flagFont(painter));
    const double scale = s * 0.2 / kTextPx;
    const double w = fm.horizontalAdvance(flag.text) * scale + s * 0.42;
    const double h = fm.height() * scale + s * 0.1;
    return QRectF(flag.at.x() - w / 2, flag.at.y() - h / 2, w, h);
}

void CourseMarks::paint(QPainter *painter, double s) const
{
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(QPen(QColor(0x10, 0x2a, 0x43, 220), s * 0.025, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    // (an empty path would still write a stray close-path into a PDF)
    if (!arrows.isEmpty()) {
        painter->setBrush(QColor(0xff, 0xff, 0xff, 235));
        painter->drawPath(arrows);
    }
    if (!jokerArrows.isEmpty()) {
        painter->setBrush(QColor(0xf5, 0xb0, 0x1c, 240)); // the joker in amber
        painter->drawPath(jokerArrows);
    }
    painter->setFont(flagFont(painter));
    const double scale = s * 0.2 / kTextPx;
    for (const Flag &flag : flags) {
        const QRectF box = flagRect(painter, flag, s);
        const double h = box.height();
        painter->setPen(QPen(Qt::white, s * 0.025));
        painter->setBrush(flag.kind == FlagKind::Finish ? QColor(0x1f, 0x24, 0x2b)
                          : flag.kind == FlagKind::Joker ? QColor(0xb3, 0x6b, 0x00)
                                                         : QColor(0x15, 0x6d, 0x3b));
        painter->drawRoundedRect(box, h / 2, h / 2);
        // a small chequered flag before the text
        const double q = h * 0.16;
        const QPointF o(box.left() + h * 0.32, box.center().y() - 1.5 * q);
        for (int r = 0; r < 3; ++r)
            for (int c = 0; c < 3; ++c)
                painter->fillRect(QRectF(o.x() + c * q, o.y() + r * q, q, q), (r + c) % 2 ? Qt::black : Qt::white);
        const QRectF text = box.adjusted(h * 0.5 + 3 * q, 0, 0, 0);
        painter->save();
        painter->translate(text.center());
        painter->scale(scale, scale);
        painter->setPen(Qt::white);
        painter->drawText(QRectF(-text.width() / 2 / scale, -text.height() / 2 / scale, text.width() / scale,
                                 text.height() / scale),
                          Qt::AlignCenter, flag.text);
        painter->restore();
    }
    painter->restore();
}

} // namespace Pacenotes
