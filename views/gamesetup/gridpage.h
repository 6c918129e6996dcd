// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "setuppage.h"

class QButtonGroup;
class QLabel;
class QListWidget;
class QPushButton;
class QRadioButton;
class QToolButton;

namespace Pacenotes {

/**
 * The starting order: drawn as the rulebook draws it (GameSetup::drawGrid — GT: Gear markers one
 * at a time, the first on pole; DIRT: one car, then clockwise), drawn again on request, or
 * entered by hand (drag the names, or move the selected one up and down).
 */
class GridPage : public SetupPage
{
    Q_OBJECT
public:
    explicit GridPage(NewGameWizard *wizard);

    void sync() override;
    void retranslate() override;
    QStringList ownProblems() const override;

    void setDrawn(bool drawn);
    /// Moves the car at `row` of the order one place up (-1) or down (+1).
    void move(int row, int by);
    QListWidget *orderList() const { return m_list; }
    QPushButton *drawButton() const { return m_draw; }

private:
    void fill();
    void takeOrderFromList();

    QButtonGroup *m_group;
    QRadioButton *m_drawn;
    QLabel *m_drawNote;
    QPushButton *m_draw;
    QRadioButton *m_byHand;
    QListWidget *m_list;
    QToolButton *m_up;
    QToolButton *m_down;
    QLabel *m_note;
};

} // namespace Pacenotes
