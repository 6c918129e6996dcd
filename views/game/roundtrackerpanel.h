// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QCheckBox;
class QGroupBox;
class QLabel;
class QListView;
class QPushButton;
class QSpinBox;
class QTableView;
class QToolButton;

namespace Pacenotes {

class GameSession;
class PlacementModel;
class PlacementView;
class RoundOrderModel;

/**
 * The round tracker: the round and its colour (white/black), the cars in the order of play with
 * the reason for each place in words and where they stand (played, playing now, to play), the
 * pairs the rules cannot separate said plainly, and "Next" (Return). Below, where the cars are
 * when there is no digital track: the list furthest first, dragged (or Alt+Up/Down) into order,
 * a car made level with the one above, its lane from the inside; cars that moved since are
 * marked. Views over RoundOrderModel and PlacementModel; their intents enter the actions.
 */
class RoundTrackerPanel : public QWidget
{
    Q_OBJECT
public:
    explicit RoundTrackerPanel(GameSession *session, QWidget *parent = nullptr);

    RoundOrderModel *orderModel() const { return m_order; }
    PlacementModel *placementModel() const { return m_placement; }
    QListView *orderView() const { return m_orderView; }
    PlacementView *placementView() const { return m_placementView; }
    QLabel *titleLabel() const { return m_title; }
    QLabel *tiesLabel() const { return m_ties; }
    QPushButton *nextButton() const { return m_next; }
    QCheckBox *levelCheck() const { return m_level; }
    QSpinBox *laneBox() const { return m_lane; }
    QPushButton *confirmButton() const { return m_confirm; }

signals:
    /// "Next" was pressed here: the window plays the turn or starts the round.
    void nextRequested();
    void message(const QString &text);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void refresh();
    void refreshPlacementControls();
    void fitPlacementView();

    GameSession *m_session;
    RoundOrderModel *m_order;
    PlacementModel *m_placement;
    QLabel *m_title;
    QListView *m_orderView;
    QLabel *m_ties;
    QPushButton *m_next;
    QGroupBox *m_where;
    QLabel *m_whereHelp;
    PlacementView *m_placementView;
    QCheckBox *m_level;
    QLabel *m_laneLabel;
    QSpinBox *m_lane;
    QToolButton *m_up;
    QToolButton *m_down;
    QPushButton *m_confirm;
};

} // namespace Pacenotes
