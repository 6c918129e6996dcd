// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/plannedmove.h"

#include <QWidget>

#include <functional>

class QComboBox;
class QLabel;
class QSpinBox;
class QToolButton;

namespace Pacenotes {

class FlowLayout;
class MovePlanModel;

/**
 * One row of toggles for the space a step of the planned move enters: what the players read off
 * the tile. GT: speed limit (circle, or a dangerous triangle), sharp corner and the dotted line
 * crossed straight, the tile's danger colour, a car alongside and its gear, occupied, Yellow Flag
 * zone, triple lane, direction, finish line. DIRT: road type, corner and the line taken (and
 * another car's), slide zone, shortcut and "−1" tokens, jump with its landing space, water.
 * Each change goes to MovePlanModel::setSpace; a new step starts with what carries over from the
 * one before (the model's rule), so a straight or a long corner costs no clicks. Keyboard: Tab
 * through the controls, Escape hands the keys back to the dice pad (finished()).
 */
class SpaceEditor : public QWidget
{
    Q_OBJECT
public:
    explicit SpaceEditor(MovePlanModel *plan, QWidget *parent = nullptr);

    /// The step edited (-1: none; the controls are then disabled).
    void setStep(int step);
    int step() const { return m_step; }

    QSpinBox *limitBox() const { return m_limit; }
    QComboBox *dangerBox() const { return m_danger; }
    QComboBox *cornerBox() const { return m_corner; }
    QToolButton *finishLineButton() const { return m_finishLine; }
    QToolButton *shortcutButton() const { return m_shortcut; }

signals:
    /// Escape: the player is done with this space.
    void finished();

protected:
    void keyPressEvent(QKeyEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void build();
    void retranslate();
    void load();
    void edit(const std::function<void(SpaceInfo &)> &change);
    QToolButton *toggle(const QString &name, const std::function<void(SpaceInfo &, bool)> &set);
    QWidget *labelled(QLabel **label, QWidget *field);
    /// The space before this step (the car's start space for the first step).
    QString previousId(bool corner) const;
    static void fillDanger(QComboBox *box);

    MovePlanModel *m_plan;
    int m_step = -1;
    bool m_loading = false;
    FlowLayout *m_flow = nullptr;
    QLabel *m_title = nullptr;
    // GT and both
    QLabel *m_limitLabel = nullptr;
    QSpinBox *m_limit = nullptr;
    QToolButton *m_dangerous = nullptr;
    QToolButton *m_sharp = nullptr;
    QLabel *m_lineLabel = nullptr;
    QComboBox *m_line = nullptr;
    QLabel *m_dangerLabel = nullptr;
    QComboBox *m_danger = nullptr;
    QLabel *m_alongsideLabel = nullptr;
    QComboBox *m_alongside = nullptr;
    QToolButton *m_occupied = nullptr;
    QToolButton *m_yellowFlag = nullptr;
    QToolButton *m_tripleLane = nullptr;
    QLabel *m_directionLabel = nullptr;
    QComboBox *m_direction = nullptr;
    QToolButton *m_finishLine = nullptr;
    // DIRT
    QLabel *m_terrainLabel = nullptr;
    QComboBox *m_terrain = nullptr;
    QLabel *m_cornerLabel = nullptr;
    QComboBox *m_corner = nullptr;
    QToolButton *m_newCorner = nullptr;
    QLabel *m_cornerCarLabel = nullptr;
    QComboBox *m_cornerCar = nullptr;
    QLabel *m_slideLabel = nullptr;
    QComboBox *m_slide = nullptr;
    QToolButton *m_slideCar = nullptr;
    QToolButton *m_shortcut = nullptr;
    QLabel *m_minusOneLabel = nullptr;
    QSpinBox *m_minusOne = nullptr;
    QLabel *m_jumpLabel = nullptr;
    QSpinBox *m_jump = nullptr;
    QLabel *m_landingLabel = nullptr;
    QSpinBox *m_landingLimit = nullptr;
    QComboBox *m_landingDanger = nullptr;
    QToolButton *m_landingWater = nullptr;
    QToolButton *m_water = nullptr;
    QList<QWidget *> m_gtOnly;
    QList<QWidget *> m_dirtOnly;
};

} // namespace Pacenotes
