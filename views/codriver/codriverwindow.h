// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/rulesdata.h"

#include <QWidget>

class QGroupBox;
class QLabel;
class QTimer;

namespace Pacenotes {

class CarSetupWidget;
class CoDriverPanel;
class RoadAheadEditor;

/**
 * The co-driver on its own (Tools ▸ Co-driver…): the car and the road ahead typed in on the
 * left, the co-driver's panel on the right, weighing again whenever something changes (the
 * search for the old question stops at once). The game data is the built-in data with the
 * user's corrections (rules-overrides.json), as for the referee on the command line.
 */
class CoDriverWindow : public QWidget
{
    Q_OBJECT
public:
    /// `overridesPath`: the user's corrections to the game data (empty: the app's own file).
    explicit CoDriverWindow(QWidget *parent = nullptr, const QString &overridesPath = {});

    CarSetupWidget *carSetup() const { return m_car; }
    RoadAheadEditor *road() const { return m_road; }
    CoDriverPanel *panel() const { return m_panel; }
    /// Asks the panel now (instead of after the short pause that follows an edit).
    void askNow();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void edited();

    RulesData m_data;        ///< the built-in data with the user's corrections
    QLabel *m_dataNote;
    CarSetupWidget *m_car;
    RoadAheadEditor *m_road;
    CoDriverPanel *m_panel;
    QGroupBox *m_carBox;
    QGroupBox *m_roadBox;
    QTimer *m_pause;
};

} // namespace Pacenotes
