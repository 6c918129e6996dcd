// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QTableView;

namespace Pacenotes {

class GamePlayersModel;
class GameSession;

/**
 * The dashboards as compact rows, one per player — gear, where the car is, the dice it may use
 * now drawn as dice, hazard limit, damage, Focus or Seconds, lap or stage time, spare tyre and
 * SISU (DIRT), status — the car whose turn it is in bold, values of placeholder or single-source
 * data marked. Says which car the large dashboard shows (carShown): the car whose turn it is,
 * or the one picked in the list until the turn moves on. A view over GamePlayersModel.
 */
class DashboardPanel : public QWidget
{
    Q_OBJECT
public:
    explicit DashboardPanel(GameSession *session, QWidget *parent = nullptr);

    GamePlayersModel *model() const { return m_model; }
    QTableView *table() const { return m_table; }
    int shownCar() const { return m_shown; }
    /// The height that shows every row, no more.
    int rowsHeight() const;

signals:
    void carShown(int car);

private:
    void followActiveCar();
    void updateColumns();
    void showCar(int car);

    GameSession *m_session;
    GamePlayersModel *m_model;
    QTableView *m_table;
    int m_activeCar = -2;
    int m_shown = -1;
};

} // namespace Pacenotes
