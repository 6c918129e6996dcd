// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QWidget>

class QAbstractButton;
class QAction;

namespace Pacenotes {

class DicePadModel;
class MovePlanModel;

/**
 * The referee assistant's dice pad: a die per key of DicePadModel (Gear 1-6, Coast, Brake,
 * Boost, Leader, Redline) drawn in its colours, tapped in the order the dice are laid on the
 * board, and Backspace. Keys the game or the car never has are hidden; dice the dashboard has
 * no more of this turn are disabled. The same keys work from the keyboard anywhere in the
 * window (1-6, C, B, A, L, R, Backspace) unless a text field has the focus. Every tap goes to
 * the model; the pad only shows what the model says.
 */
class DicePadWidget : public QWidget
{
    Q_OBJECT
public:
    DicePadWidget(DicePadModel *pad, MovePlanModel *plan, QWidget *parent = nullptr);

    QAbstractButton *button(int row) const { return m_buttons.value(row); }
    QAbstractButton *backspaceButton() const { return m_backspace; }
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
    QList<QAction *> m_actions;
};

} // namespace Pacenotes
