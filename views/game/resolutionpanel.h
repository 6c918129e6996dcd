// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/rulestypes.h"

#include <QWidget>

class QAbstractButton;
class QAction;
class QLabel;
class QListView;
class QPushButton;

namespace Pacenotes {

class LossOptionModel;
class MovePlanModel;
class RandomSource;

/**
 * Resolving the planned move as it happens at the table: the next die to roll (with its hazard
 * faces), one tap per die — Hazard or No hazard (keys H and N) — or the app rolls for a solo
 * player (V); one by one, securing the next step (P) and stopping early (S); the last result
 * taken back (U); the danger colour of the tile where control was lost when nobody gave it
 * (Yellow, Orange, Red: keys Y, O, R), answered there without taking anything back. The panel
 * itself is that bar, which stays where it is while a turn is entered (Hazard and No hazard come
 * first and never move); details() — the outcome in words, the Flat Out re-layouts the referee
 * lists to choose from — and rulingsView(), the rulings about the turn, are placed by the
 * referee panel below it.
 * Every tap is a call on MovePlanModel.
 */
class ResolutionPanel : public QWidget
{
    Q_OBJECT
public:
    ResolutionPanel(MovePlanModel *plan, QWidget *parent = nullptr);

    void setRandomSource(RandomSource *random) { m_random = random; }

    QPushButton *hazardButton() const { return m_hazard; }
    QPushButton *cleanButton() const { return m_clean; }
    QPushButton *rollButton() const { return m_roll; }
    QPushButton *secureButton() const { return m_secure; }
    QPushButton *stopButton() const { return m_stop; }
    QPushButton *undoButton() const { return m_undo; }
    /// The answer to "what colour is the tile where control was lost?" (Yellow, Orange, Red).
    QPushButton *colourButton(Danger danger) const;
    QWidget *colourRow() const { return m_colourRow; }
    /// The outcome, the re-layouts and the rulings, for the referee panel to place.
    QWidget *details() const { return m_details; }
    QLabel *nextDieLabel() const { return m_next; }
    QLabel *outcomeLabel() const { return m_outcome; }
    QListView *optionsView() const { return m_options; }
    QListView *rulingsView() const { return m_rulings; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void refresh();
    QString outcomeText() const;
    QString dieName(int step, int die) const;
    void roll();
    void secureNext();
    void answerColour(Danger danger);

    MovePlanModel *m_plan;
    LossOptionModel *m_lossOptions;
    RandomSource *m_random = nullptr;
    QLabel *m_next;
    QPushButton *m_hazard;
    QPushButton *m_clean;
    QPushButton *m_roll;
    QPushButton *m_secure;
    QPushButton *m_stop;
    QPushButton *m_undo;
    QWidget *m_colourRow;
    QList<QPushButton *> m_colours; ///< yellow, orange, red
    QList<QAction *> m_colourActions;
    QWidget *m_details;
    QLabel *m_outcome;
    QLabel *m_optionsTitle;
    QListView *m_options;
    QListView *m_rulings;
};

} // namespace Pacenotes
