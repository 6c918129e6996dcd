// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QLabel;
class QListView;
class QVBoxLayout;

namespace Pacenotes {

class MovePlanModel;

/**
 * The live verdict on the planned move, redrawn after every tap: legal, or how many rules it
 * breaks; the exact chance of a Loss of Control rolled Flat Out and one by one side by side (the
 * chosen mode marked, the exact fraction on hover); spaces, end gear, hazard limit, hazards on
 * the track, Focus/Seconds a Flat Out roll gains and what securing costs; then every ruling with
 * the page it comes from. Everything is read from MovePlanModel; nothing is worked out here.
 */
class VerdictView : public QWidget
{
    Q_OBJECT
public:
    explicit VerdictView(MovePlanModel *plan, QWidget *parent = nullptr);

    QLabel *headline() const { return m_headline; }
    /// The headline and the odds side by side, for the referee panel to keep in view; the view
    /// itself holds the facts and the rulings.
    QWidget *summary() const { return m_summary; }
    /// Puts a line of the referee panel's under the headline, in the band's fixed height.
    void addToSummary(QWidget *widget);
    QLabel *flatOutOdds() const { return m_flatOut; }
    QLabel *oneByOneOdds() const { return m_oneByOne; }
    QLabel *facts() const { return m_facts; }
    QListView *rulingsView() const { return m_rulings; }

    /// "12.5 %" (one decimal below 10 %, "< 0.1 %" for a tiny chance, never "0 %" when it can happen).
    static QString percent(double p);

protected:
    void changeEvent(QEvent *event) override;

private:
    void refresh();

    MovePlanModel *m_plan;
    QWidget *m_summary;
    QVBoxLayout *m_summaryColumn;
    QLabel *m_headline;
    QLabel *m_flatOutTitle;
    QLabel *m_oneByOneTitle;
    QLabel *m_flatOut;
    QLabel *m_oneByOne;
    QLabel *m_facts;
    QListView *m_rulings;
};

} // namespace Pacenotes
