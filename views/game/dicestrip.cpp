// SPDX-License-Identifier: GPL-3.0-or-later
#include "dicestrip.h"

#include "dicepainter.h"

#include <QPainter>

namespace Pacenotes {

using namespace Qt::StringLiterals;

namespace {
constexpr int kGap = 3;
constexpr int kGroupGap = 10;
} // namespace

DiceStrip::DiceStrip(QWidget *parent) : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred);
}

void DiceStrip::setDice(const QVariantList &dice)
{
    m_groups.clear();
    for (const QVariant &v : dice) {
        const QVariantMap m = v.toMap();
        m_groups.append({enumFromId<DieKind>(m.value(u"kind"_s).toString()).value_or(DieKind::Gear), m.value(u"now"_s).toInt(),
                         m.value(u"printed"_s).toInt()});
    }
    QStringList text;
    for (const Group &g : std::as_const(m_groups))
        text << RulesText::dieKindName(g.kind, g.now);
    setAccessibleName(text.join(u", "_s));
    setToolTip(text.join(u", "_s));
    updateGeometry();
    update();
}

int DiceStrip::diceNow(DieKind kind) const
{
    for (const Group &g : m_groups)
        if (g.kind == kind)
            return g.now;
    return 0;
}

int DiceStrip::diceLost(DieKind kind) const
{
    for (const Group &g : m_groups)
        if (g.kind == kind)
            return qMax(0, g.printed - g.now);
    return 0;
}

int DiceStrip::dieSize() const
{
    return qMax(18, fontMetrics().height() + 6);
}

int DiceStrip::layout(int width, QList<QRectF> *rects) const
{
    const int d = dieSize();
    int x = 0;
    int y = 0;
    for (const Group &g : m_groups) {
        // a kind stays together on one line when it fits
        const int groupWidth = g.printed * (d + kGap);
        if (x > 0 && x + groupWidth > width) {
            x = 0;
            y += d + kGap;
        }
        for (int i = 0; i < g.printed; ++i) {
            if (x > 0 && x + d > width) {
                x = 0;
                y += d + kGap;
            }
            if (rects)
                rects->append(QRectF(x, y, d, d));
            x += d + kGap;
        }
        x += kGroupGap - kGap;
    }
    return m_groups.isEmpty() ? d : y + d;
}

QSize DiceStrip::sizeHint() const
{
    int dice = 0;
    for (const Group &g : m_groups)
        dice += g.printed;
    return QSize(dice * (dieSize() + kGap) + int(m_groups.size()) * kGroupGap, dieSize());
}

QSize DiceStrip::minimumSizeHint() const
{
    return QSize(6 * (dieSize() + kGap), dieSize());
}

int DiceStrip::heightForWidth(int width) const
{
    return layout(width, nullptr);
}

void DiceStrip::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    QList<QRectF> rects;
    layout(width(), &rects);
    int i = 0;
    for (const Group &g : std::as_const(m_groups))
        for (int k = 0; k < g.printed && i < rects.size(); ++k, ++i)
            DicePainter::paint(&p, rects[i], g.kind, QString(), true, k >= g.now); // damage takes a die of any value
}

} // namespace Pacenotes
