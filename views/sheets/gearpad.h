// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "records/sololapoptions.h"

#include <QWidget>

class QAbstractButton;
class QButtonGroup;
class QRadioButton;

namespace Pacenotes {

/**
 * Eight big buttons, one per gear a turn can end in (6 … 1, 0, 00), each with the time it
 * adds: tapping one writes the next turn. Keys 1–6 and 0 press them, Shift+0 is 00. With
 * random weather a Dry/Wet choice says which letter the turn gets.
 */
class GearPad : public QWidget
{
    Q_OBJECT
public:
    explicit GearPad(QWidget *parent = nullptr);

    void setWeatherChoiceVisible(bool visible);
    TurnWeather turnWeather() const;
    void setTurnWeather(TurnWeather weather);
    QAbstractButton *button(GearMarker gear) const;

signals:
    void gearTapped(GearMarker gear);

private:
    QList<QAbstractButton *> m_buttons;
    QWidget *m_weather;
    QRadioButton *m_dry;
    QRadioButton *m_wet;
};

} // namespace Pacenotes
