// SPDX-License-Identifier: GPL-3.0-or-later
#include "courseitem.h"

#include "catalog/tilecatalog.h"
#include "render/tilegeometry.h"
#include "render/tilerenderer.h"
#include "trackscene.h"
#include "track/trackdocument.h"

#include <QCoreApplication>
#include <QPainter>

#include <cmath>
#include <optional>

namespace Pacenotes {

CourseItem::CourseItem(TrackScene *scene) : m_scene(scene)
{
    setZValue(20);
    setAcceptedMouseButtons(Qt::NoButton);
}

void CourseItem::setReport(const Track &track, const TrackReport &report)
{
    Signature signature;
    signature.kind = int(report.course.kind);
    signature.laps = track.laps;
    if (report.course.isComplete()) {
        signature.steps = report.course.steps;
        for (const CourseStep &s : report.course.steps)
            if (s.tile >= 0 && s.tile < track.tiles.size())
                signature.tiles.append(track.tiles[s.tile]);
        // the flags look for free room around the start and finish
        for (int t : {report.course.startTile, report.course.finishTile})
            if (t >= 0 && t < track.tiles.size())
                for (int d = 0; d < 6; ++d)
                    signature.tiles.append(PlacedTile{QString(), track.tileAt(track.tiles[t].pos.neighbor(d)) >= 0, {}, d});
    }
    if (signature == m_signature)
        return;
    m_signature = signature;
    prepareGeometryChange();
    m_arrows = {};
    m_flags.clear();
    m_arrowCount = 0;
    m_bounds = {};
    const Course &course = report.course;
    if (!course.isComplete()) {
        update();
        return;
    }
    const TileCatalog &catalog = m_scene->document()->catalog();
    const HexLayout &l = m_scene->layout();
    const double s = l.size();
    for (const CourseStep &step : course.steps) {
        if (step.tile < 0 || step.tile >= track.tiles.size())
            continue;
        const PlacedTile &t = track.tiles[step.tile];
        const TileSide *side = catalog.sideById(t.sideId);
        if (!side || step.exit < 0)
            continue;
        const int exitLocal = t.localEdge(step.exit);
        int entryLocal = step.entry >= 0 ? t.localEdge(step.entry) : -1;
        if (entryLocal < 0 && !side->exitsFrom(exitLocal).isEmpty())
            entryLocal = side->exitsFrom(exitLocal).first();
        const TileGeometry::Centreline *c = TileGeometry::of(*side).centreline(entryLocal, exitLocal);
        if (!c)
            continue;
        const bool forward = c->to == exitLocal;
        // the start/finish line is in the middle: the arrow goes just past it
        const double at = side->role == TileRole::StartFinish ? (forward ? 0.78 : 0.22) : 0.5;
        const QTransform toScene = TileRenderer::localToPainter(l.toPixel(t.pos), s, t.rotation);
        const QPointF mid = toScene.map(c->pointAt(at));
        QPointF dir = toScene.map(c->pointAt(at) + c->directionAt(at) * 10) - mid;
        dir /= std::hypot(dir.x(), dir.y());
        if (!forward)
            dir = -dir;
        const QPointF side2(-dir.y(), dir.x());
        // a chevron pointing the way the course runs
        const double a = s * 0.17;
        QPainterPath chevron;
        chevron.moveTo(mid + dir * a);
        chevron.lineTo(mid - dir * a * 0.6 + side2 * a);
        chevron.lineTo(mid - dir * a * 0.2);
        chevron.lineTo(mid - dir * a * 0.6 - side2 * a);
        chevron.closeSubpath();
        m_arrows.addPath(chevron);
        ++m_arrowCount;
    }
    // A flag sits in a free hex next to its tile (above first, and where the hexes beside that
    // one are free too: the flag is wider than a hex), so it hides no tile's road, label or
    // markings.
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
    if (course.startTile >= 0 && course.startTile < track.tiles.size()) {
        const QString start = course.kind == Course::Kind::Circuit
            ? QCoreApplication::translate("CourseItem", "Start · %n lap(s)", nullptr, track.laps)
            : QCoreApplication::translate("CourseItem", "Start");
        m_flags.append({flagAt(course.startTile), start, false});
    }
    if (course.kind == Course::Kind::Stage && course.finishTile >= 0 && course.finishTile < track.tiles.size())
        m_flags.append({flagAt(course.finishTile), QCoreApplication::translate("CourseItem", "Finish"), true});
    m_bounds = m_arrows.boundingRect().adjusted(-s * 0.1, -s * 0.1, s * 0.1, s * 0.1);
    for (const Flag &f : std::as_const(m_flags))
        m_bounds = m_bounds.united(QRectF(f.at.x() - s * 1.5, f.at.y() - s * 0.35, s * 3, s * 0.7));
    update();
}

void CourseItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget)
{
    Q_UNUSED(option);
    Q_UNUSED(widget);
    const double s = m_scene->layout().size();
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(QPen(QColor(0x10, 0x2a, 0x43, 220), s * 0.025, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter->setBrush(QColor(0xff, 0xff, 0xff, 235));
    painter->drawPath(m_arrows);
    QFont f = painter->font();
    f.setBold(true);
    f.setPixelSize(std::max(1, qRound(s * 0.2)));
    painter->setFont(f);
    const QFontMetricsF fm(f);
    for (const Flag &flag : std::as_const(m_flags)) {
        const double w = fm.horizontalAdvance(flag.text) + s * 0.42;
        const double h = fm.height() + s * 0.1;
        const QRectF box(flag.at.x() - w / 2, flag.at.y() - h / 2, w, h);
        painter->setPen(QPen(Qt::white, s * 0.025));
        painter->setBrush(flag.finish ? QColor(0x1f, 0x24, 0x2b) : QColor(0x15, 0x6d, 0x3b));
        painter->drawRoundedRect(box, h / 2, h / 2);
        // a small chequered flag before the text
        const double q = h * 0.16;
        const QPointF o(box.left() + h * 0.32, box.center().y() - 1.5 * q);
        for (int r = 0; r < 3; ++r)
            for (int c = 0; c < 3; ++c)
                painter->fillRect(QRectF(o.x() + c * q, o.y() + r * q, q, q), (r + c) % 2 ? Qt::black : Qt::white);
        painter->setPen(Qt::white);
        painter->drawText(box.adjusted(h * 0.5 + 3 * q, 0, 0, 0), Qt::AlignCenter, flag.text);
    }
    painter->restore();
}

} // namespace Pacenotes
