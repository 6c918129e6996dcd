// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/carstate.h"
#include "game/racerules.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QLabel;
class QSpinBox;

namespace Pacenotes {

/**
 * The car where it stands and the race it is in, for the co-driver on its own: game, car
 * category and tyres, weather (GT) or road type (DIRT), gear marker, Focus/Seconds in hand,
 * Damage tokens, and the optional rules that change the dice (Flying Start, Redline, SISU).
 */
class CarSetupWidget : public QWidget
{
    Q_OBJECT
public:
    explicit CarSetupWidget(QWidget *parent = nullptr);

    RaceRules rules() const;
    CarState car() const;
    Game game() const;
    void setGame(Game game);
    void setGear(int gear);
    void setTokens(int tokens);

signals:
    void changed();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void fillClasses();

    QComboBox *m_game;
    QComboBox *m_class;
    QComboBox *m_tyres;
    QComboBox *m_condition;   ///< weather (GT) / road type (DIRT)
    QComboBox *m_gear;
    QSpinBox *m_tokens;
    QSpinBox *m_gearDamage;
    QSpinBox *m_brakeDamage;
    QSpinBox *m_coastDamage;
    QCheckBox *m_leader;
    QCheckBox *m_flyingStart;
    QCheckBox *m_redline;
    QCheckBox *m_sisu;
    QFormLayout *m_form;
    QList<QLabel *> m_labels;
};

} // namespace Pacenotes
