// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "setuppage.h"

class QButtonGroup;
class QLabel;
class QPushButton;
class QRadioButton;

namespace Pacenotes {

/**
 * GT's starting weather: dry, wet (GT p. 21, "Setting up the race"), or drawn at random. The GT
 * rulebook has no random draw; the only written one is Rommix's Weather (a third-party rule,
 * in the community digest, p. 16): a ten-sided die, 1–6 dry, 7–10 wet. The page says so, shows
 * the roll, and draws again on request.
 */
class WeatherPage : public SetupPage
{
    Q_OBJECT
public:
    enum Choice { Dry, Wet, Random };

    explicit WeatherPage(NewGameWizard *wizard);

    void sync() override;
    void retranslate() override;

    void choose(Choice choice);
    Choice choice() const { return m_choice; }
    /// The last ten-sided die rolled for a random start (1–10), 0 before any.
    int roll() const { return m_roll; }
    QPushButton *drawButton() const { return m_draw; }

private:
    void draw();

    Choice m_choice = Dry;
    int m_roll = 0;
    QButtonGroup *m_group;
    QRadioButton *m_dry;
    QRadioButton *m_wet;
    QRadioButton *m_random;
    QLabel *m_note;
    QLabel *m_randomNote;
    QLabel *m_result;
    QPushButton *m_draw;
};

} // namespace Pacenotes
