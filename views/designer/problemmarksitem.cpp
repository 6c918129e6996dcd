// SPDX-License-Identifier: GPL-3.0-or-later
#include "problemmarksitem.h"

#include "trackscene.h"
#include "track/trackvalidator.h"

#include <QPainter>

#include <cmath>

namespace Pacenotes {

using namespace Qt::StringLiterals;

ProblemMarksItem::ProblemMarksItem(TrackScene *scene) : m_scene(scene)
{
    setZValue(10);
    setAcceptedMouseButtons(Qt::NoButton);
}

void ProblemMarksItem::setReport(const Track &track, const TrackReport &report)
{
    prepareGeometryChange();
    m_openEnds = {};
    m_mismatches = {};
    m_overlaps = {};
    m_outlines = {};
    m_badges.clear();
    m_count = 0;
    const HexLayout &l = m_scene->layout();
    const double s = l.size();
    const auto hexAt = [&](HexCoord h) {
        QPainterPath p;
        p.addPolygon(l.polygon(h));
        p.closeSubpath();
        return p;
    };
    QSet<std::pair<int, int>> edgesDone;
    for (const TrackProblem &p : report.problems) {
        if (p.tile < 0 || p.tile >= track.tiles.size())
            continue;
        const HexCoord h = track.tiles[p.tile].pos;
        switch (p.kind) {
        case ProblemKind::OpenEnd: {
            if (p.edge < 0 || edgesDone.contains({p.tile, p.edge}))
                break;
            edgesDone.insert({p.tile, p.edge});
            // a rounded tab reaching out of the tile across the open edge
            const QPointF mid = l.edgeMidpoint(h, p.edge);
            const QPointF out = (mid - l.toPixel(h)) / l.inradius();
            m_openEnds.addEllipse(mid + out * (s * 0.08), s * 0.17, s * 0.17);
            ++m_count;
            break;
        }
        case ProblemKind::LaneMismatch:
        case ProblemKind::SkewMismatch:
        case ProblemKind::FacesClosedSide: {
            if (p.edge < 0)
                break;
            const QPointF a = l.corner(h, p.edge - 1 + 6), b = l.corner(h, p.edge);
            const QPointF along = b - a;
            const QPointF across = QPointF(-along.y(), along.x()) / std::hypot(along.x(), along.y()) * (s * 0.08);
            QPainterPath zig;
            const int teeth = 7;
            zig.moveTo(a + along * 0.08);
            for (int k = 1; k <= teeth; ++k)
                zig.lineTo(a + along * (0.08 + 0.84 * k / teeth) + across * (k % 2 ? 1 : -1));
            m_mismatches.addPath(zig);
            ++m_count;
            break;
        }
        case ProblemKind::Overlap:
            m_overlaps.addPath(hexAt(h));
            ++m_count;
            break;
        case ProblemKind::OverUsed:
        case ProblemKind::NotInList:
            m_badges.append(l.corner(h, 4) + QPointF(0, s * 0.28));
            ++m_count;
            break;
        case ProblemKind::OffCourse:
        case ProblemKind::AssistanceMisplaced:
        case ProblemKind::PitDetached:
        case ProblemKind::OtherGame:
        case ProblemKind::UnknownTile:
        case ProblemKind::UnusedBranch:
            m_outlines.addPath(hexAt(h));
            ++m_count;
            break;
        case ProblemKind::CourseNotClosed:
        case ProblemKind::StageNotFinished: // where it stops is an open end or a mismatch, marked as such
        case ProblemKind::EmptyTrack:
        case ProblemKind::ListOverUsed:
        case ProblemKind::NoStartFinish:
        case ProblemKind::NotPlacedFromList:
        case ProblemKind::DirectionAssumed:
        case ProblemKind::NoJoker:
            break; // not about one place: the problems panel lists them
        }
    }
    m_bounds = m_openEnds.boundingRect()
                   .united(m_mismatches.boundingRect())
                   .united(m_overlaps.boundingRect())
                   .united(m_outlines.boundingRect())
                   .adjusted(-s * 0.2, -s * 0.2, s * 0.2, s * 0.2);
    for (const QPointF b : std::as_const(m_badges))
        m_bounds = m_bounds.united(QRectF(b.x() - s * 0.2, b.y() - s * 0.2, s * 0.4, s * 0.4));
    update();
}

void ProblemMarksItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget)
{
    Q_UNUSED(option);
    Q_UNUSED(widget);
    const double s = m_scene->layout().size();
    const QColor red(0xd9, 0x2b, 0x26);
    const QColor amber(0xe8, 0x8a, 0x00);
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    if (!m_overlaps.isEmpty()) {
        painter->fillPath(m_overlaps, QColor(0xd9, 0x2b, 0x26, 60));
        painter->fillPath(m_overlaps, QBrush(red, Qt::DiagCrossPattern));
    }
    if (!m_outlines.isEmpty()) {
        painter->setPen(QPen(amber, s * 0.05, Qt::DashLine, Qt::RoundCap, Qt::RoundJoin));
        painter->setBrush(Qt::NoBrush);
        painter->drawPath(m_outlines);
    }
    if (!m_mismatches.isEmpty()) {
        painter->setPen(QPen(Qt::white, s * 0.1, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        painter->drawPath(m_mismatches);
        painter->setPen(QPen(red, s * 0.055, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        painter->drawPath(m_mismatches);
    }
    if (!m_openEnds.isEmpty()) {
        painter->setPen(QPen(Qt::white, s * 0.03));
        painter->setBrush(red);
        painter->drawPath(m_openEnds);
    }
    QFont f = painter->font();
    f.setBold(true);
    f.setPixelSize(std::max(1, qRound(s * 0.2)));
    painter->setFont(f);
    for (const QPointF b : std::as_const(m_badges)) {
        painter->setPen(QPen(Qt::white, s * 0.03));
        painter->setBrush(amber);
        painter->drawEllipse(b, s * 0.14, s * 0.14);
        painter->setPen(Qt::white);
        painter->drawText(QRectF(b.x() - s * 0.14, b.y() - s * 0.14, s * 0.28, s * 0.28), Qt::AlignCenter, u"!"_s);
    }
    painter->restore();
}

} // namespace Pacenotes
