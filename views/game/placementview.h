// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QPoint>
#include <QTableView>

namespace Pacenotes {

class PlacementModel;

/**
 * Where the cars are, as the players say it: the cars furthest along the track first; drag a
 * car up or down the list (or Alt+Up / Alt+Down) to change its place. Each move is entered at
 * once through PlacementModel::moveCar; a refusal is reported (refused()), never half-applied.
 */
class PlacementView : public QTableView
{
    Q_OBJECT
public:
    explicit PlacementView(PlacementModel *model, QWidget *parent = nullptr);

    /// Moves the car at `from` to `to`, as a drop or a key does; false when refused.
    bool moveCar(int from, int to);
    static QString mimeType();

signals:
    void refused(const QString &error);

protected:
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dragMoveEvent(QDragMoveEvent *event) override;
    void dropEvent(QDropEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;

private:
    PlacementModel *m_model;
    QPoint m_pressPos;
    int m_pressRow = -1;
};

} // namespace Pacenotes
