// SPDX-License-Identifier: GPL-3.0-or-later
#include "spacespainter.h"

#include "spaces/spacegeometry.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>

#include <cmath>

namespace Pacenotes::SpacesPainter {

using namespace Qt::StringLiterals;

QString markText(const SpaceMarks &m)
{
    QString t;
    if (m.shortcut)
        t += u"✂"_s;
    if (m.limit > 0)
        t += QString::number(m.limit) + (m.dangerous ? u"!"_s : QString());
    if (m.sharp)
        t += (m.lineHazard ? u" ┆!"_s : u" ┆"_s + QString::number(m.line))
            + (m.lineEnds == SharpEnds::Start ? u"‹"_s : m.lineEnds == SharpEnds::End ? u"›"_s : QString());
    if (m.tripleLane)
        t += u" ≡"_s;
    if (!m.corner.isEmpty())
        t += (m.cornerLine == CornerLine::Outside ? u" ↻"_s : u" ↺"_s) + m.corner;
    if (!m.slide.isEmpty())
        t += u" ⇉"_s;
    if (m.jump > 0)
        t += u" ⤴"_s + QString::number(m.jump);
    if (m.water)
        t += u" ≈"_s;
    if (m.climb != 0)
        t += m.climb > 0 ? u" ▲+1"_s : u" ▼−1"_s;
    if (m.grid)
        t += u" ▦"_s;
    switch (m.pit) {
    case PitLane::Tyres: t += u"T"_s; break;
    case PitLane::Repairs: t += u"R"_s; break;
    case PitLane::RepairsAndTyres: t += u"R+T"_s; break;
    case PitLane::None: break;
    }
    return t.trimmed();
}

QColor markTint(const SpaceMarks &m)
{
    if (m.water)
        return QColor(60, 140, 230, 120);
    if (m.shortcut)
        return QColor(150, 110, 60, 130);
    if (m.limit > 0 || m.sharp)
        return m.dangerous || m.lineHazard ? QColor(230, 60, 40, 120) : QColor(240, 150, 40, 110);
    if (m.jump > 0)
        return QColor(140, 90, 200, 110);
    if (!m.corner.isEmpty() || !m.slide.isEmpty())
        return QColor(240, 200, 40, 90);
    return {};
}

QString spaceText(const TileSpace &s, bool number, bool marks)
{
    QStringList parts;
    if (number)
        parts << QString::number(s.id) + (s.uncertain ? u"?"_s : QString());
    else if (s.uncertain)
        parts << u"?"_s;
    if (marks && !s.marks.isPlain())
        parts << markText(s.marks) + (s.uncertainMarks.isEmpty() ? QString() : u"?"_s);
    else if (marks && !s.uncertainMarks.isEmpty())
        parts << u"?"_s;
    return parts.join(u' ');
}

void paintDoubt(QPainter *p, const QPolygonF &outline, const QColor &colour, double width)
{
    QPen pen(colour, width, Qt::DotLine);
    pen.setCapStyle(Qt::RoundCap);
    p->save();
    p->setPen(pen);
    p->setBrush(Qt::NoBrush);
    // A little inside the outline, so the ring shows beside the white border.
    const QPointF c = outline.boundingRect().center();
    QPolygonF inner;
    for (const QPointF &pt : outline)
        inner << c + (pt - c) * 0.86;
    p->drawPolygon(inner);
    p->restore();
}

void label(QPainter *p, QPointF at, const QString &text, double height, const QColor &ink, const QColor &paper)
{
    if (text.isEmpty() || height <= 0)
        return;
    QFont f = p->font();
    f.setPixelSize(std::max(1, int(std::lround(height))));
    f.setStyleStrategy(QFont::PreferAntialias);
    f.setBold(true);
    p->setFont(f);
    const QFontMetricsF fm(f);
    const double w = fm.horizontalAdvance(text) + height * 0.35;
    const QRectF box(at.x() - w / 2, at.y() - height * 0.62, w, height * 1.24);
    p->setPen(Qt::NoPen);
    p->setBrush(paper);
    p->drawRoundedRect(box, height * 0.25, height * 0.25);
    p->setPen(ink);
    p->drawText(box, Qt::AlignCenter, text);
}

void paint(QPainter *p, const TileSide &side, const TileSpaces &spaces, const QTransform &toPainter, const Style &style)
{
    p->save();
    p->setRenderHint(QPainter::Antialiasing);
    const QTransform device = p->deviceTransform();
    const double zoom = std::sqrt(std::abs(device.m11() * device.m22() - device.m12() * device.m21()));
    const double scale = std::sqrt(std::abs(toPainter.determinant())); // painter units per tile unit
    const double pixelsPerUnit = zoom * scale;
    const bool isTemplate = spaces.provenance == SpaceProvenance::Template;
    QPen pen(isTemplate ? style.template_ : style.outline, style.outlineWidth / std::max(zoom, 1e-6));
    pen.setCosmetic(false);
    pen.setJoinStyle(Qt::RoundJoin);
    if (isTemplate)
        pen.setStyle(Qt::DashLine);
    for (const TileSpace &s : spaces.spaces) {
        const QPolygonF outline = toPainter.map(SpaceGeometry::outline(side, s));
        const QColor tint = markTint(s.marks);
        p->setBrush(tint.isValid() ? QBrush(tint) : Qt::NoBrush);
        p->setPen(pen);
        p->drawPolygon(outline);
        if (s.doubtful())
            paintDoubt(p, outline, style.doubt, 2 * style.outlineWidth / std::max(zoom, 1e-6));
    }
    // Text only where it can be read: a space is about 0.25 of a tile across.
    const double textHeight = 0.075 * 1000 * pixelsPerUnit;
    if (textHeight >= 6) {
        for (const TileSpace &s : spaces.spaces) {
            const QPointF at = toPainter.map(SpaceGeometry::labelPoint(side, s));
            label(p, at, spaceText(s, style.numbers, style.marks), textHeight / zoom, Qt::black,
                  s.doubtful() ? QColor(245, 225, 255, 215) : QColor(255, 255, 255, 200));
        }
    }
    p->restore();
}

} // namespace Pacenotes::SpacesPainter
