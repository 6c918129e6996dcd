// SPDX-License-Identifier: GPL-3.0-or-later
#include "riskprogressplot.h"

#include "codriver/codriverformat.h"
#include "itemmodels/codriverfrontmodel.h"

#include <QHelpEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QToolTip>

#include <algorithm>
#include <cmath>

namespace Pacenotes {

using namespace Qt::StringLiterals;

namespace {

/// A round step for axis ticks: 1, 2 or 5 times a power of ten, about `span / 5`.
double niceStep(double span)
{
    const double raw = qMax(span / 5, 1e-9);
    const double p = std::pow(10.0, std::floor(std::log10(raw)));
    for (double m : {1.0, 2.0, 5.0, 10.0})
        if (raw <= m * p)
            return m * p;
    return 10 * p;
}

QString shortAttitude(Attitude a)
{
    switch (a) {
    case Attitude::Cautious: return RiskProgressPlot::tr("C", "Cautious, on the chart");
    case Attitude::Balanced: return RiskProgressPlot::tr("B", "Balanced, on the chart");
    case Attitude::FlatOut: return RiskProgressPlot::tr("F", "Flat out (attitude), on the chart");
    case Attitude::MaxDistance: return RiskProgressPlot::tr("M", "Furthest on average, on the chart");
    }
    return {};
}

} // namespace

RiskProgressPlot::RiskProgressPlot(QWidget *parent) : QWidget(parent)
{
    setMouseTracking(false);
    setAttribute(Qt::WA_OpaquePaintEvent);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

void RiskProgressPlot::setModel(CoDriverFrontModel *model)
{
    if (m_model)
        disconnect(m_model, nullptr, this, nullptr);
    m_model = model;
    if (m_model)
        connect(m_model, &QAbstractItemModel::modelReset, this, [this] {
            m_current = -1;
            update();
        });
    update();
}

void RiskProgressPlot::setCurrentRow(int row)
{
    if (row == m_current)
        return;
    m_current = row;
    update();
}

RiskProgressPlot::Scale RiskProgressPlot::scale() const
{
    Scale s;
    const QFontMetrics fm(font());
    s.area = QRectF(rect()).adjusted(fm.horizontalAdvance(u"00.0"_s) + 14, fm.height() + 10, -12, -(2 * fm.height() + 10));
    if (!m_model || m_model->rowCount() == 0)
        return s;
    double maxRisk = 0, lo = 1e9, hi = -1e9;
    for (const CoDriverPlan &p : m_model->plans()) {
        maxRisk = qMax(maxRisk, p.figures.loss);
        lo = qMin(lo, p.figures.distance);
        hi = qMax(hi, p.figures.distance);
    }
    maxRisk = qBound(0.05, maxRisk, 1.0); // sums of products: 1 may come out a hair above
    s.riskStep = niceStep(maxRisk);
    s.maxRisk = qMin(1.0, s.riskStep * std::ceil(maxRisk / s.riskStep - 1e-9));
    s.distanceStep = niceStep(qMax(hi - lo, 1.0));
    s.minDistance = s.distanceStep * std::floor(lo / s.distanceStep);
    s.maxDistance = s.distanceStep * std::ceil(hi / s.distanceStep + 1e-9);
    if (s.maxDistance <= s.minDistance)
        s.maxDistance = s.minDistance + s.distanceStep;
    return s;
}

QPointF RiskProgressPlot::map(const Scale &s, double risk, double distance) const
{
    const double x = s.area.left() + s.area.width() * (risk / s.maxRisk);
    const double y = s.area.bottom() - s.area.height() * ((distance - s.minDistance) / (s.maxDistance - s.minDistance));
    return {x, y};
}

QPointF RiskProgressPlot::pointFor(int row) const
{
    const CoDriverPlan *p = m_model ? m_model->plan(row) : nullptr;
    return p ? map(scale(), p->figures.loss, p->figures.distance) : QPointF();
}

int RiskProgressPlot::rowAt(const QPointF &pos) const
{
    if (!m_model)
        return -1;
    const Scale s = scale();
    int best = -1;
    double bestDistance = 9.0 * 9.0;
    for (int row = 0; row < m_model->rowCount(); ++row) {
        const QPointF d = map(s, m_model->plans()[row].figures.loss, m_model->plans()[row].figures.distance) - pos;
        const double dd = d.x() * d.x() + d.y() * d.y();
        if (dd <= bestDistance) {
            bestDistance = dd;
            best = row;
        }
    }
    return best;
}

void RiskProgressPlot::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QPalette &pal = palette();
    p.fillRect(rect(), pal.color(QPalette::Base));
    const Scale s = scale();
    const QFontMetrics fm(font());
    const QColor text = pal.color(QPalette::Text);
    QColor grid = text;
    grid.setAlphaF(0.12f);

    // Axes, grid and ticks.
    p.setPen(QPen(grid, 1));
    for (double r = 0; r <= s.maxRisk + 1e-9; r += s.riskStep) {
        const double x = map(s, r, s.minDistance).x();
        p.drawLine(QPointF(x, s.area.top()), QPointF(x, s.area.bottom()));
    }
    for (double d = s.minDistance; d <= s.maxDistance + 1e-9; d += s.distanceStep) {
        const double y = map(s, 0, d).y();
        p.drawLine(QPointF(s.area.left(), y), QPointF(s.area.right(), y));
    }
    p.setPen(QPen(text, 1));
    p.drawLine(s.area.bottomLeft(), s.area.bottomRight());
    p.drawLine(s.area.bottomLeft(), s.area.topLeft());
    for (double r = 0; r <= s.maxRisk + 1e-9; r += s.riskStep) {
        const QString label = CoDriverFormat::percent(r);
        const double x = map(s, r, s.minDistance).x();
        p.drawText(QRectF(x - 30, s.area.bottom() + 3, 60, fm.height()), Qt::AlignHCenter | Qt::AlignTop, label);
    }
    for (double d = s.minDistance; d <= s.maxDistance + 1e-9; d += s.distanceStep) {
        const double y = map(s, 0, d).y();
        p.drawText(QRectF(0, y - fm.height() / 2.0, s.area.left() - 5, fm.height()), Qt::AlignRight | Qt::AlignVCenter,
                   CoDriverFormat::number(d, s.distanceStep < 1 ? 1 : 0));
    }
    p.drawText(QRectF(s.area.left(), s.area.bottom() + fm.height() + 4, s.area.width(), fm.height()), Qt::AlignHCenter,
               tr("Chance of a Loss of Control"));
    p.drawText(QRectF(4, 2, s.area.width(), fm.height()), Qt::AlignLeft | Qt::AlignTop, tr("Expected distance (spaces)"));

    const QColor oneByOne = QColor(0x2b, 0x6c, 0xb0);
    const QColor flatOut = QColor(0xd0, 0x6b, 0x1f);
    // Legend.
    {
        const QString a = tr("one by one"), b = tr("Flat Out");
        const double w = fm.horizontalAdvance(a) + fm.horizontalAdvance(b) + 50;
        double x = s.area.right() - w;
        const double y = 2 + fm.height() / 2.0;
        p.setPen(Qt::NoPen);
        p.setBrush(oneByOne);
        p.drawEllipse(QPointF(x + 4, y), 4, 4);
        p.setPen(text);
        p.drawText(QPointF(x + 12, y + fm.ascent() / 2.0 - 1), a);
        x += fm.horizontalAdvance(a) + 26;
        QPainterPath diamond;
        diamond.moveTo(x + 4, y - 5);
        diamond.lineTo(x + 9, y);
        diamond.lineTo(x + 4, y + 5);
        diamond.lineTo(x - 1, y);
        diamond.closeSubpath();
        p.fillPath(diamond, flatOut);
        p.drawText(QPointF(x + 13, y + fm.ascent() / 2.0 - 1), b);
    }

    if (!m_model || m_model->rowCount() == 0) {
        p.setPen(text);
        p.drawText(s.area, Qt::AlignCenter | Qt::TextWordWrap, tr("No plans yet"));
        return;
    }
    const QList<CoDriverPlan> &plans = m_model->plans();

    // The plans no other beats on both figures, joined as a staircase.
    QList<int> front;
    for (int i = 0; i < plans.size(); ++i)
        if (plans[i].riskProgressFront || !plans[i].checked)
            front.append(i);
    std::sort(front.begin(), front.end(), [&](int a, int b) { return plans[a].figures.loss < plans[b].figures.loss; });
    if (front.size() > 1) {
        QPainterPath line;
        for (int k = 0; k < front.size(); ++k) {
            const QPointF pt = map(s, plans[front[k]].figures.loss, plans[front[k]].figures.distance);
            if (k == 0)
                line.moveTo(pt);
            else
                line.lineTo(pt);
        }
        QColor c = text;
        c.setAlphaF(0.35f);
        p.setPen(QPen(c, 1.5, Qt::DashLine));
        p.setBrush(Qt::NoBrush);
        p.drawPath(line);
    }

    for (int i = 0; i < plans.size(); ++i) {
        const CoDriverPlan &plan = plans[i];
        const QPointF pt = map(s, plan.figures.loss, plan.figures.distance);
        const bool flat = plan.style.mode == RollMode::FlatOut;
        const double r = i == m_current ? 6.5 : 4.5;
        QColor fill = flat ? flatOut : oneByOne;
        if (!plan.riskProgressFront && plan.checked)
            fill.setAlphaF(0.45f);
        p.setPen(QPen(pal.color(QPalette::Base), 1));
        p.setBrush(fill);
        if (flat) {
            QPainterPath diamond;
            diamond.moveTo(pt.x(), pt.y() - r - 1);
            diamond.lineTo(pt.x() + r + 1, pt.y());
            diamond.lineTo(pt.x(), pt.y() + r + 1);
            diamond.lineTo(pt.x() - r - 1, pt.y());
            diamond.closeSubpath();
            p.drawPath(diamond);
        } else {
            p.drawEllipse(pt, r, r);
        }
        if (i == m_current) {
            p.setPen(QPen(pal.color(QPalette::Highlight), 2));
            p.setBrush(Qt::NoBrush);
            p.drawEllipse(pt, r + 4, r + 4);
        }
    }
    // The attitudes' suggestions, tagged next to their plans.
    QFont bold = font();
    bold.setBold(true);
    p.setFont(bold);
    const QFontMetrics bfm(bold);
    QHash<int, QString> tags;
    for (Attitude a : AttitudeSettings::all()) {
        const int row = m_model->suggestedRow(a);
        if (row >= 0)
            tags[row] += shortAttitude(a);
    }
    for (auto it = tags.cbegin(); it != tags.cend(); ++it) {
        const QPointF pt = map(s, plans[it.key()].figures.loss, plans[it.key()].figures.distance);
        const double w = bfm.horizontalAdvance(it.value()) + 6;
        // Beside the mark, on whichever side has room.
        const double x = pt.x() + 7 + w <= width() ? pt.x() + 7 : pt.x() - 7 - w;
        const QRectF box(x, qMax(0.0, pt.y() - bfm.height() - 3), w, bfm.height());
        QColor back = pal.color(QPalette::ToolTipBase);
        back.setAlphaF(0.9f);
        p.setPen(QPen(grid.darker(), 1));
        p.setBrush(back);
        p.drawRoundedRect(box, 3, 3);
        p.setPen(pal.color(QPalette::ToolTipText));
        p.drawText(box, Qt::AlignCenter, it.value());
    }
}

void RiskProgressPlot::mousePressEvent(QMouseEvent *event)
{
    const int row = rowAt(event->position());
    if (row >= 0) {
        setCurrentRow(row);
        emit rowClicked(row);
    }
    QWidget::mousePressEvent(event);
}

bool RiskProgressPlot::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip && m_model) {
        auto *help = static_cast<QHelpEvent *>(event);
        const int row = rowAt(help->pos());
        if (row < 0) {
            QToolTip::hideText();
            event->ignore();
            return true;
        }
        const CoDriverPlan &p = m_model->plans()[row];
        QToolTip::showText(help->globalPos(),
                           tr("%1 — %2\n%3 spaces on average, %4 chance of a Loss of Control")
                               .arg(CoDriverFormat::dice(p.steps), p.style.name(), CoDriverFormat::distance(p.figures.distance),
                                    CoDriverFormat::percent(p.figures.loss)),
                           this);
        return true;
    }
    return QWidget::event(event);
}

} // namespace Pacenotes
