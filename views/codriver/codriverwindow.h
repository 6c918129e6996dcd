// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QGroupBox;
class QTimer;

namespace Pacenotes {

class CarSetupWidget;
class CoDriverPanel;
class RoadAheadEditor;

/**
 * The co-driver on its own (Tools ▸ Co-driver…): the car and the road ahead typed in on the
 * left, the co-driver's panel on the right, weighing again whenever something changes (the
 * search for the old question stops at once).
 */
class CoDriverWindow : public QWidget
{
    Q_OBJECT
public:
    explicit CoDriverWindow(QWidget *parent = nullptr);

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

    CarSetupWidget *m_car;
    RoadAheadEditor *m_road;
    CoDriverPanel *m_panel;
    QGroupBox *m_carBox;
    QGroupBox *m_roadBox;
    QTimer *m_pause;
};

} // namespace Pacenotes
