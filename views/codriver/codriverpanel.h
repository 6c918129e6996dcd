// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "codriver/codriver.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QPushButton;
class QTableView;

namespace Pacenotes {

class CoDriverFrontModel;
class CoDriverJob;
class RiskProgressPlot;
class RollOrStopWidget;

/**
 * The co-driver beside the referee: give it the car and the road ahead (setQuestion) and it
 * weighs every legal plan in the background, shows the best ones as a list and a risk/distance
 * chart, suggests one for the chosen attitude and, once a plan is taken, answers "roll or stop?"
 * before each roll. Taking a plan is an intent (usePlanRequested): whoever plays the turn (the
 * referee assistant) validates it like any other plan.
 */
class CoDriverPanel : public QWidget
{
    Q_OBJECT
public:
    explicit CoDriverPanel(QWidget *parent = nullptr);
    ~CoDriverPanel() override;

    /// A new position; the search still running for the previous one stops at once. `data`
    /// (which must outlive the search) defaults to the built-in game data.
    void setQuestion(const CoDriverRequest &request, const RulesData *data = nullptr);
    void clear();

    Attitude attitude() const { return m_attitude; }
    void setAttitude(Attitude attitude);
    /// The plan shown (selected in the list or the chart), or -1.
    int currentRow() const { return m_current; }
    void selectRow(int row);
    /// Takes the current plan: emits usePlanRequested and plays it in "roll or stop?".
    void useCurrentPlan();

    CoDriverFrontModel *model() const { return m_model; }
    CoDriverJob *job() const { return m_job; }
    RiskProgressPlot *plot() const { return m_plot; }
    QTableView *table() const { return m_table; }
    QPushButton *useButton() const { return m_use; }
    RollOrStopWidget *rollOrStop() const { return m_roll; }
    QString statusText() const;

signals:
    void usePlanRequested(const Pacenotes::PlannedMove &move, const Pacenotes::PlayStyle &style);
    /// A search finished (the front and suggestions are in the model).
    void answered();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void connectJob();
    void showPlan();
    void onFinished(const CoDriverResult &result);

    CoDriverJob *m_job;
    CoDriverFrontModel *m_model;
    const RulesData *m_data = nullptr;
    const RulesData *m_jobData = nullptr;  ///< the data m_job reads
    CoDriverRequest m_request;
    CoDriverResult m_result;
    Attitude m_attitude = Attitude::Balanced;
    int m_current = -1;
    double m_done = 0;
    bool m_hasQuestion = false;

    QLabel *m_attitudeLabel;
    QComboBox *m_attitudes;
    QLabel *m_status;
    QLabel *m_planTitle;
    QLabel *m_plan;
    QPushButton *m_use;
    RiskProgressPlot *m_plot;
    QTableView *m_table;
    QLabel *m_rollTitle;
    RollOrStopWidget *m_roll;
    QLabel *m_notes;
};

} // namespace Pacenotes
