// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/moveplan.h"

#include <QList>
#include <QWidget>

class QAbstractButton;
class QAction;
class QLabel;

namespace Pacenotes {

class DicePadModel;
class MovePlanModel;

/**
 * The referee assistant's dice pad: a die per key of DicePadModel (Gear 1-6, Coast, Brake,
 * Boost, Leader, Redline) drawn in its colours, tapped in the order the dice are laid on the
 * board, and Backspace. Keys the game or the car never has are hidden; dice the dashboard has
 * no more of this turn are disabled. The same keys work from the keyboard anywhere in the
 * window (1-6, C, B, A, L, R, Backspace) unless a text field has the focus. Every tap goes to
 * the model; the pad only shows what the model says, and beside it what the keys were
 * understood as. A die shows its letter in the players' language with its key in the corner
 * when the two differ (Russian: Т on the Brake die, key B).
 */
class DicePadWidget : public QWidget
{
    Q_OBJECT
public:
    DicePadWidget(DicePadModel *pad, MovePlanModel *plan, QWidget *parent = nullptr);

    QAbstractButton *button(int row) const { return m_buttons.value(row); }
    QAbstractButton *backspaceButton() const { return m_backspace; }
    /// The plan as the keys were understood ("Understood: 1 2 3+BB").
    QLabel *echoLabel() const { return m_echo; }
    /// Says that Brake (Boost) dice go before or after their Gear die (tooltips, help).
    static QString bothOrders(DieKey key);
    /// The keyboard actions (one per key, then Backspace), for tests and menus.
    const QList<QAction *> &keyActions() const { return m_actions; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void refresh();
    void retranslate();

    DicePadModel *m_pad;
    MovePlanModel *m_plan;
    QList<QAbstractButton *> m_buttons;
    QAbstractButton *m_backspace;
    QLabel *m_echo;
    QList<QAction *> m_actions;
};

} // namespace Pacenotes
