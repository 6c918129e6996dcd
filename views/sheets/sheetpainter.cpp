// SPDX-License-Identifier: GPL-3.0-or-later
#include "sheetpainter.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>

namespace Pacenotes {

using namespace Qt::StringLiterals;

SheetPainter::SheetPainter(QPainter *painter, qreal dpi, const QRectF &pageMm) : m_p(painter), m_dpi(dpi), m_page(pageMm)
{
    m_p->setRenderHint(QPainter::Antialiasing);
    m_p->setRenderHint(QPainter::TextAntialiasing);
}

QRectF SheetPainter::px(const QRectF &mm) const
{
    return {px(mm.x()), px(mm.y()), px(mm.width()), px(mm.height())};
}

QPointF SheetPainter::px(const QPointF &mm) const
{
    return {px(mm.x()), px(mm.y())};
}

QFont SheetPainter::font(qreal points, bool bold) const
{
    // DejaVu Sans has the Cyrillic we need and is on every machine with our packages; the
    // others are fallbacks elsewhere.
    QFont f;
    f.setFamilies({u"DejaVu Sans"_s, u"Liberation Sans"_s, u"Arial"_s});
    f.setStyleHint(QFont::SansSerif);
    f.setPointSizeF(points);
    f.setBold(bold);
    f.setHintingPreference(QFont::PreferNoHinting); // vector output: keep the true outlines
    return f;
}

qreal SheetPainter::textWidth(const QString &text, qreal points, bool bold) const
{
    // Font metrics are in device pixels for the painter's device.
    const QFontMetricsF fm(font(points, bold), m_p->device());
    return fm.horizontalAdvance(text) * 25.4 / m_dpi;
}

void SheetPainter::text(const QRectF &rect, const QString &text, qreal points, int flags, bool bold,
                        const QColor &color) const
{
    if (text.isEmpty())
        return;
    qreal size = points;
    const qreal room = rect.width();
    for (int i = 0; i < 8 && textWidth(text, size, bold) > room && size > points * 0.6; ++i)
        size *= 0.93;
    const QFont f = font(size, bold);
    m_p->setFont(f);
    m_p->setPen(color.isValid() ? color : ink());
    const QRectF r = px(rect);
    const QString shown = QFontMetricsF(f, m_p->device()).elidedText(text, Qt::ElideRight, r.width());
    m_p->drawText(r, flags, shown);
}

void SheetPainter::value(const QRectF &rect, const QString &text, qreal points, int flags, bool bold) const
{
    this->text(rect, text, points, flags, bold, written());
}

void SheetPainter::line(const QPointF &from, const QPointF &to, qreal widthMm, const QColor &color) const
{
    QPen pen(color.isValid() ? color : rule());
    pen.setWidthF(px(widthMm));
    pen.setCapStyle(Qt::FlatCap);
    m_p->setPen(pen);
    m_p->drawLine(px(from), px(to));
}

void SheetPainter::rect(const QRectF &rect, qreal widthMm, const QColor &stroke, const QColor &fill, qreal radiusMm) const
{
    QPen pen(stroke);
    pen.setWidthF(px(widthMm));
    pen.setJoinStyle(Qt::MiterJoin);
    m_p->setPen(widthMm > 0 ? pen : QPen(Qt::NoPen));
    m_p->setBrush(fill);
    if (radiusMm > 0)
        m_p->drawRoundedRect(px(rect), px(radiusMm), px(radiusMm));
    else
        m_p->drawRect(px(rect));
    m_p->setBrush(Qt::NoBrush);
}

void SheetPainter::checkbox(const QRectF &r, const QString &mark) const
{
    rect(r, 0.25, rule(), Qt::white, 0.4);
    if (!mark.isEmpty())
        value(r, mark, r.height() * 2.0, Qt::AlignCenter, true);
}

void SheetPainter::field(const QRectF &r, const QString &label, const QString &val, qreal labelWidthMm) const
{
    const QRectF labelRect(r.left(), r.top(), labelWidthMm, r.height());
    text(labelRect, label, 8.5, Qt::AlignLeft | Qt::AlignBottom, true);
    const qreal base = r.bottom() - 0.8;
    line({r.left() + labelWidthMm, base}, {r.right(), base}, 0.2, hairline());
    if (!val.isEmpty())
        value(QRectF(r.left() + labelWidthMm + 1.5, r.top(), r.width() - labelWidthMm - 1.5, r.height() - 0.8), val, 10.5,
              Qt::AlignLeft | Qt::AlignBottom);
}

qreal SheetPainter::writingBaseline(const QRectF &r)
{
    return r.center().y() + std::min(r.height() * 0.25, 2.4);
}

void SheetPainter::blankTime(const QRectF &r) const
{
    const qreal mid = r.center().x();
    const qreal base = writingBaseline(r);
    const qreal half = std::clamp(r.width() * 0.3, 3.0, 11.0);
    line({mid - 1.3 - half, base}, {mid - 1.3, base}, 0.2, hairline());
    line({mid + 1.3, base}, {mid + 1.3 + half * 0.8, base}, 0.2, hairline());
    baselineText(QRectF(mid - 1.5, base - 6, 3, 6), u":"_s, 10, Qt::AlignHCenter, true, rule());
}

void SheetPainter::baselineText(const QRectF &r, const QString &text, qreal points, int hflags, bool bold,
                                const QColor &color) const
{
    // Sit the text's baseline on r.bottom(), like handwriting on a line.
    const QFontMetricsF fm(font(points, bold), m_p->device());
    const qreal descent = fm.descent() * 25.4 / m_dpi;
    this->text(QRectF(r.left(), r.top(), r.width(), r.height() + descent), text, points, hflags | Qt::AlignBottom, bold, color);
}

void SheetPainter::titleBand(const QRectF &r, const QString &kicker, const QString &title, const QString &right) const
{
    rect(r, 0, Qt::transparent, band(), 1.2);
    // A thin accent stripe along the bottom edge, like a racing livery.
    rect(QRectF(r.left() + 1.2, r.bottom() - 1.1, r.width() - 2.4, 0.6), 0, Qt::transparent, accent());
    const qreal pad = 4;
    text(QRectF(r.left() + pad, r.top() + 1.6, r.width() * 0.7, r.height() * 0.32), kicker, 7.5,
         Qt::AlignLeft | Qt::AlignVCenter, true, QColor(0xc9, 0xd6, 0xe8));
    text(QRectF(r.left() + pad, r.top() + r.height() * 0.36, r.width() * 0.72, r.height() * 0.55), title, 19,
         Qt::AlignLeft | Qt::AlignVCenter, true, Qt::white);
    if (!right.isEmpty())
        text(QRectF(r.right() - pad - r.width() * 0.3, r.top(), r.width() * 0.3, r.height()), right, 8,
             Qt::AlignRight | Qt::AlignVCenter, false, QColor(0xc9, 0xd6, 0xe8));
}

void SheetPainter::gearBadge(const QRectF &r, const QString &gear) const
{
    rect(r, 0, Qt::transparent, band(), 1.0);
    text(r, gear, r.height() * 1.9, Qt::AlignCenter, true, Qt::white);
}

} // namespace Pacenotes
