// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/gamedataitem.h"

#include <QPersistentModelIndex>
#include <QWidget>

class QAbstractItemModel;
class QLabel;
class QToolButton;

namespace Pacenotes {

class DiceStrip;
class GameSession;

/**
 * One car's dashboard, large: who and what (class, tyres, the side or column in use, status),
 * the gear marker, the hazard limit, Focus or Second tokens, where the car is; the dice it may
 * use now drawn as dice (those lost to damage struck out); the Damage tokens on it; GT: the Loss
 * of Control table with the current gear's row highlighted, the lap, Yellow Flags out; DIRT: the
 * Time cards taken with their seconds, the running stage time, the spare tyre, SISU. A value
 * from placeholder or single-source data has a marker naming its source; clicking it asks for
 * the game-data editor at that value (dataRequested). Reads one row of GamePlayersModel.
 */
class CarDashboardView : public QWidget
{
    Q_OBJECT
public:
    CarDashboardView(GameSession *session, QAbstractItemModel *players, QWidget *parent = nullptr);

    void setCar(int car);
    int car() const { return m_car; }

    QLabel *nameLabel() const { return m_name; }
    QLabel *gearLabel() const { return m_gear; }
    QLabel *hazardLimitLabel() const { return m_limit; }
    QLabel *tokensLabel() const { return m_tokens; }
    QLabel *lossTableLabel() const { return m_lossTable; }
    QLabel *timeCardsLabel() const { return m_timeCards; }
    QLabel *damageLabel() const { return m_damage; }
    /// The running figures under the dice: a GT solo lap's times, a DIRT stage time, the spare tyre.
    QLabel *extrasLabel() const { return m_extras; }
    DiceStrip *diceStrip() const { return m_dice; }
    /// The low-confidence markers: dice, hazard limit, Time cards (the Loss of Control table's
    /// weak rows carry a ⚠ link each).
    QToolButton *diceMarker() const { return m_diceMark; }
    QToolButton *limitMarker() const { return m_limitMark; }
    QToolButton *timeCardsMarker() const { return m_cardsMark; }

signals:
    void dataRequested(const GameDataItem &item);

protected:
    void changeEvent(QEvent *event) override;

private:
    void refresh();
    QVariant cell(int column, int role = Qt::DisplayRole) const;
    QToolButton *marker(const QString &name);
    GameDataItem dashboardItem(const QString &field) const;

    GameSession *m_session;
    QAbstractItemModel *m_players;
    int m_car = -1;
    QLabel *m_chip;
    QLabel *m_name;
    QLabel *m_what;
    QLabel *m_gearTitle;
    QLabel *m_gear;
    QLabel *m_limitTitle;
    QLabel *m_limit;
    QLabel *m_tokensTitle;
    QLabel *m_tokens;
    QLabel *m_where;
    DiceStrip *m_dice;
    QLabel *m_damage;
    QLabel *m_lossTable;
    QLabel *m_timeCards;
    QLabel *m_extras;
    QToolButton *m_diceMark;
    QToolButton *m_limitMark;
    QToolButton *m_cardsMark;
    int m_cardGear = 0;   ///< the deck of the first Time card counted from the game data
};

} // namespace Pacenotes
