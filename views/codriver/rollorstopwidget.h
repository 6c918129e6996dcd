// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "codriver/rollorstop.h"
#include "game/carstate.h"
#include "game/racerules.h"

#include <QWidget>

class QLabel;
class QPushButton;

namespace Pacenotes {

class RulesData;

/**
 * "Roll the next die or stop here?" at the table: the plan's dice in a row, the player taps
 * what each die showed (or that the roll was secured), and the co-driver answers before every
 * roll with the chance that it loses control and what rolling, securing or stopping lead to.
 */
class RollOrStopWidget : public QWidget
{
    Q_OBJECT
public:
    explicit RollOrStopWidget(QWidget *parent = nullptr);

    /// The plan being played (`distance[i]`: where step i ends); clears what was rolled.
    void setPlan(const RulesData *data, const RaceRules &rules, const CarState &car, const PlannedMove &move,
                 const QList<double> &distance);
    void clearPlan();
    void setAttitude(Attitude attitude);

    /// What was entered so far (complete steps only), and the current advice.
    RollResults rolled() const;
    const RollAdvice &advice() const { return m_advice; }
    bool hasPlan() const { return !m_move.steps.isEmpty(); }

    /// The buttons, as a player presses them (also for tests).
    void enterDie(bool hazard);
    void enterSecured();
    void undo();
    void reset();

protected:
    void changeEvent(QEvent *event) override;

private:
    void refresh();
    void retranslate();
    int nextStep() const;
    int diceOf(int step) const;

    const RulesData *m_data = nullptr;
    RaceRules m_rules;
    CarState m_car;
    PlannedMove m_move;
    QList<double> m_distance;
    Attitude m_attitude = Attitude::Balanced;
    RollResults m_entered;       ///< the last entry may be a step still being entered
    RollAdvice m_advice;

    QLabel *m_steps;
    QLabel *m_verdict;
    QLabel *m_details;
    QPushButton *m_clean;
    QPushButton *m_hazard;
    QPushButton *m_secured;
    QPushButton *m_undo;
    QPushButton *m_reset;
};

} // namespace Pacenotes
