// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "codriver/playstyle.h"
#include "rules/plannedmove.h"

#include <QWidget>

#include <memory>

class QAbstractButton;
class QAction;
class QVBoxLayout;
class QCheckBox;
class QComboBox;
class QLabel;
class QPushButton;
class QScrollArea;
class QStackedWidget;
class QTableView;
class QToolButton;

namespace Pacenotes {

class DicePadModel;
class DicePadWidget;
class GameResultsView;
class GameSession;
class MovePlanModel;
class RandomComponentsPanel;
class RandomSource;
class ResolutionPanel;
class SpaceEditor;
class VerdictView;

/**
 * The referee assistant, the heart of a game at the table. For the car whose turn it is: the
 * dice pad, the planned move as a table (one row per space, its dice, gear and chance of a Loss
 * of Control) with the space editor for the selected step, the roll mode, Flying Start, SISU,
 * blocked; the live verdict after every tap; then the resolution (results one tap per die or
 * rolled by the app, securing, stopping), the outcome and what the table draws. "Next" (Return)
 * plays the turn once the referee accepts it, or starts the next round. Between turns it says
 * what happens next. Every change goes through MovePlanModel and the session's intents.
 */
class RefereePanel : public QWidget
{
    Q_OBJECT
public:
    explicit RefereePanel(GameSession *session, QWidget *parent = nullptr);
    ~RefereePanel() override;

    MovePlanModel *planModel() const { return m_plan; }
    DicePadModel *padModel() const { return m_pad; }
    DicePadWidget *padWidget() const { return m_padWidget; }
    SpaceEditor *spaceEditor() const { return m_space; }
    VerdictView *verdictView() const { return m_verdict; }
    ResolutionPanel *resolutionPanel() const { return m_resolution; }
    RandomComponentsPanel *randomPanel() const { return m_random; }
    QTableView *planView() const { return m_planView; }
    /// The details under the results' bar: the space being described, the outcome, the draws.
    QScrollArea *detailsArea() const { return m_scroll; }
    QAction *nextAction() const { return m_next; }
    QPushButton *nextButton() const { return m_nextButton; }
    QLabel *missingLabel() const { return m_missing; }
    QLabel *statusLabel() const { return m_status; }
    /// Between turns and at the end: what happens next and the results (solo figures, a stage's classification).
    GameResultsView *resultsView() const { return m_between; }
    /// How the co-driver would play the plan it laid out (hidden when there is none).
    QLabel *adviceLabel() const { return m_advice; }
    QAbstractButton *flatOutButton() const;
    /// The app's dice and draws for solo play (default: seeded from the system's generator).
    void setRandomSource(RandomSource *random);

public slots:
    /// Lays out a whole planned move at once (the co-driver's "use this plan"): dice, spaces,
    /// mode and declarations, as if tapped, and says how the co-driver would play it (`style`)
    /// until the turn moves on. Refused (false, said in message()) once dice are rolled or when
    /// the car may not move. The referee judges the plan like any other.
    bool loadPlan(const Pacenotes::PlannedMove &plan, const Pacenotes::PlayStyle &style);
    /// Return: plays the turn when the referee accepts it, starts the round when one is due,
    /// asks for the next stage when a stage is over.
    void next();

signals:
    /// A DIRT rally stage is over: the window asks the players' choices for the next stage.
    void stageBreakRequested();
    /// Something to tell the players (refusals, what happened).
    void message(const QString &text);

protected:
    void changeEvent(QEvent *event) override;

private:
    QWidget *buildTurnPage();
    void showWhatIsAsked();
    void fitPlanRows();
    void retranslate();
    void refresh();
    void selectStep(int step);

    GameSession *m_session;
    MovePlanModel *m_plan;
    DicePadModel *m_pad;
    std::unique_ptr<RandomSource> m_ownRandom;
    QStackedWidget *m_stack;
    QScrollArea *m_scroll;
    QVBoxLayout *m_details;
    int m_shownCar = -2;
    int m_shownActions = -1;
    QWidget *m_asked = nullptr;
    bool m_wasRolling = false;
    GameResultsView *m_between;
    QLabel *m_status;
    QLabel *m_startNotes;
    QLabel *m_advice;
    QToolButton *m_oneByOne;
    QToolButton *m_flatOut;
    QCheckBox *m_flyingStart;
    QCheckBox *m_sisu;
    QCheckBox *m_blocked;
    QCheckBox *m_spaceFree;
    QLabel *m_startLabel;
    QComboBox *m_start;
    DicePadWidget *m_padWidget;
    QTableView *m_planView;
    SpaceEditor *m_space;
    VerdictView *m_verdict;
    ResolutionPanel *m_resolution;
    RandomComponentsPanel *m_random;
    QLabel *m_missing;
    QPushButton *m_clear;
    QPushButton *m_nextButton;
    QAction *m_next;
    QAction *m_modeAction;
};

} // namespace Pacenotes
