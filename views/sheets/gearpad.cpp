// SPDX-License-Identifier: GPL-3.0-or-later
#include "gearpad.h"

#include "rules/solotiming.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QRadioButton>
#include <QToolButton>
#include <QVBoxLayout>

namespace Pacenotes {

using namespace Qt::StringLiterals;

GearPad::GearPad(QWidget *parent)
    : QWidget(parent), m_weather(new QWidget(this)), m_dry(new QRadioButton(tr("Dry (D)"), m_weather)),
      m_wet(new QRadioButton(tr("Wet (W)"), m_weather))
{
    auto *row = new QHBoxLayout;
    row->setSpacing(6);
    const SoloTiming &timing = SoloTiming::builtin();
    for (const GearMarker &gear : SoloLapOptions::sheetGears()) {
        auto *b = new QToolButton(this);
        b->setText(u"%1\n%2"_s.arg(gear.text(), RaceTime::format(timing.secondsFor(gear))));
        b->setToolButtonStyle(Qt::ToolButtonTextOnly);
        b->setMinimumSize(56, 56);
        b->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
        QFont f = b->font();
        f.setPointSizeF(f.pointSizeF() * 1.35);
        f.setBold(true);
        b->setFont(f);
        const QKeySequence key = gear.isOffTrack() ? QKeySequence(Qt::SHIFT | Qt::Key_0)
                                                   : QKeySequence(Qt::Key(Qt::Key_0 + gear.gear));
        b->setShortcut(key);
        b->setToolTip(tr("The turn ended in gear %1: adds %2 (key %3)")
                          .arg(gear.text(), RaceTime::format(timing.secondsFor(gear)),
                               key.toString(QKeySequence::NativeText)));
        b->setAccessibleName(tr("Gear %1").arg(gear.text()));
        connect(b, &QToolButton::clicked, this, [this, gear] { emit gearTapped(gear); });
        row->addWidget(b);
        m_buttons.append(b);
    }

    auto *weatherRow = new QHBoxLayout(m_weather);
    weatherRow->setContentsMargins(0, 0, 0, 0);
    weatherRow->addWidget(new QLabel(tr("Weather of the next turn:"), m_weather));
    weatherRow->addWidget(m_dry);
    weatherRow->addWidget(m_wet);
    weatherRow->addStretch();
    m_dry->setChecked(true);
    m_weather->setVisible(false);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *caption = new QLabel(tr("Tap the gear each turn ends in:"), this);
    layout->addWidget(caption);
    layout->addLayout(row);
    layout->addWidget(m_weather);
}

void GearPad::setWeatherChoiceVisible(bool visible)
{
    m_weather->setVisible(visible);
}

TurnWeather GearPad::turnWeather() const
{
    return m_wet->isChecked() ? TurnWeather::Wet : TurnWeather::Dry;
}

void GearPad::setTurnWeather(TurnWeather weather)
{
    (weather == TurnWeather::Wet ? m_wet : m_dry)->setChecked(true);
}

QAbstractButton *GearPad::button(GearMarker gear) const
{
    const qsizetype i = SoloLapOptions::sheetGears().indexOf(gear);
    return i >= 0 ? m_buttons.value(i) : nullptr;
}

} // namespace Pacenotes
