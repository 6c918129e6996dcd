// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QFont>
#include <QRectF>
#include <QString>

class QPainter;

namespace Pacenotes {

/**
 * Drawing helpers for the printed score sheets, in millimetres on any paint device (PDF,
 * printer). Holds the sheets' look in one place: one typeface (DejaVu Sans, embedded in PDFs),
 * a navy title band, grey rules, and the values of a filled sheet in a blue "ink".
 */
class SheetPainter
{
public:
    SheetPainter(QPainter *painter, qreal dpi, const QRectF &pageMm);

    QPainter *painter() const { return m_p; }
    /// The printable area, in millimetres from the device origin.
    QRectF page() const { return m_page; }
    qreal px(qreal mm) const { return mm * m_dpi / 25.4; }
    QRectF px(const QRectF &mm) const;
    QPointF px(const QPointF &mm) const;

    QFont font(qreal points, bool bold = false) const;
    /// Text in `rect`, shrunk (down to 60%) and then elided to fit its width.
    void text(const QRectF &rect, const QString &text, qreal points, int flags = Qt::AlignLeft | Qt::AlignVCenter,
              bool bold = false, const QColor &color = {}) const;
    /// A value the player wrote (filled sheets): in the ink colour.
    void value(const QRectF &rect, const QString &text, qreal points, int flags = Qt::AlignCenter, bool bold = false) const;
    qreal textWidth(const QString &text, qreal points, bool bold = false) const;

    void line(const QPointF &from, const QPointF &to, qreal widthMm = 0.2, const QColor &color = {}) const;
    void rect(const QRectF &rect, qreal widthMm, const QColor &stroke, const QColor &fill = Qt::transparent,
              qreal radiusMm = 0) const;
    /// A square tick box; `mark` is drawn inside when not empty (X, D, W...).
    void checkbox(const QRectF &rect, const QString &mark = {}) const;
    /// "Label  ________" with the value on the line when given.
    void field(const QRectF &rect, const QString &label, const QString &value, qreal labelWidthMm) const;
    /// Blank "___ : ___" for a time to write by hand, on writingBaseline(rect).
    void blankTime(const QRectF &rect) const;
    /// Where handwriting lines sit in a box.
    static qreal writingBaseline(const QRectF &rect);
    /// Text whose baseline sits on rect.bottom() (to line up with writing lines).
    void baselineText(const QRectF &rect, const QString &text, qreal points, int hflags = Qt::AlignLeft,
                      bool bold = false, const QColor &color = {}) const;
    /// The dark band at the top: a small kicker line above the title, and a note on the right.
    void titleBand(const QRectF &rect, const QString &kicker, const QString &title, const QString &right) const;
    /// A gear marker like the game's token: a dark rounded square with the gear in white.
    void gearBadge(const QRectF &rect, const QString &gear) const;

    static QColor ink() { return QColor(0x1b, 0x1b, 0x1b); }
    static QColor rule() { return QColor(0x5f, 0x63, 0x68); }
    static QColor hairline() { return QColor(0xb0, 0xb4, 0xb8); }
    static QColor shade() { return QColor(0xee, 0xf0, 0xf2); }
    static QColor band() { return QColor(0x1d, 0x35, 0x57); }
    static QColor accent() { return QColor(0xc8, 0x4b, 0x11); }
    static QColor written() { return QColor(0x0b, 0x3d, 0x91); }

private:
    QPainter *m_p;
    qreal m_dpi;
    QRectF m_page;
};

} // namespace Pacenotes
