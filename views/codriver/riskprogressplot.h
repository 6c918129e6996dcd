// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

namespace Pacenotes {

class CoDriverFrontModel;

/**
 * The co-driver's front as a small chart, drawn with QPainter: the chance of a Loss of Control
 * across, the expected distance up, one mark per plan (a circle rolled one by one, a diamond
 * Flat Out), the plans no other beats on both joined by a line, the attitudes' suggestions
 * tagged, the current plan ringed. Clicking a mark picks its plan.
 */
class RiskProgressPlot : public QWidget
{
    Q_OBJECT
public:
    explicit RiskProgressPlot(QWidget *parent = nullptr);

    void setModel(CoDriverFrontModel *model);
    void setCurrentRow(int row);
    int currentRow() const { return m_current; }
    /// The row whose mark is at `pos` (within a few pixels), or -1.
    int rowAt(const QPointF &pos) const;
    /// Where a row's mark is drawn (for tests).
    QPointF pointFor(int row) const;

    QSize sizeHint() const override { return {420, 240}; }
    QSize minimumSizeHint() const override { return {220, 150}; }

signals:
    void rowClicked(int row);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    bool event(QEvent *event) override;

private:
    struct Scale
    {
        QRectF area;
        double maxRisk = 0.1, minDistance = 0, maxDistance = 1;
        double riskStep = 0.05, distanceStep = 1;
    };
    Scale scale() const;
    QPointF map(const Scale &s, double risk, double distance) const;

    CoDriverFrontModel *m_model = nullptr;
    int m_current = -1;
};

} // namespace Pacenotes
