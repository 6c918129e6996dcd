// SPDX-License-Identifier: GPL-3.0-or-later
#include "drivecodriver.h"

#include "codriver/codriver.h"
#include "codriver/codriverjob.h"
#include "codriver/trackroadahead.h"
#include "codriver/codriverpanel.h"
#include "itemmodels/codriverfrontmodel.h"
#include "spaces/drivedocument.h"

#include <QEvent>
#include <QLabel>
#include <QVBoxLayout>

namespace Pacenotes {

DriveCoDriver::DriveCoDriver(DriveDocument *document, QWidget *parent)
    : QWidget(parent), m_document(document), m_panel(new CoDriverPanel(this)), m_problem(new QLabel(this))
{
    m_problem->setWordWrap(true);
    m_problem->hide();
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_problem);
    layout->addWidget(m_panel, 1);
    // Anything that moves a marker or changes a car changes the question.
    const auto again = [this] {
        if (isVisible())
            ask();
    };
    connect(document, &DriveDocument::stateChanged, this, again);
    connect(document, &DriveDocument::graphChanged, this, again);
    connect(m_panel, &CoDriverPanel::usePlanRequested, this, &DriveCoDriver::usePlan);
}

QString DriveCoDriver::problem() const
{
    return m_problemText;
}

void DriveCoDriver::ask()
{
    const DriveState &state = m_document->state();
    const TrackRoadAhead source(m_document->graph(), state, state.active);
    m_problemText = state.active < 0 ? tr("Add a car: the co-driver advises the car whose turn it is.") : source.problem();
    m_problem->setText(m_problemText);
    m_problem->setVisible(!m_problemText.isEmpty());
    if (!m_problemText.isEmpty()) {
        m_request = CoDriverRequest{};
        m_panel->clear();
        return;
    }
    m_request = source.request();
    // Drive mode has no SISU token to spend: the co-driver plans without it.
    const QList<PlayStyle> styles = CoDriver::styles(m_request.rules, m_request.car);
    for (const PlayStyle &s : styles)
        if (!s.sisu)
            m_request.styles.append(s);
    m_panel->setQuestion(m_request, &m_document->rulesData());
}

void DriveCoDriver::usePlan()
{
    const CoDriverPlan *plan = m_panel->model()->plan(m_panel->currentRow());
    if (!plan || !plan->checked)
        return;
    const QList<int> path = TrackRoadAhead::path(m_document->graph(), m_request.road, plan->steps);
    if (path.isEmpty())
        return;
    m_document->usePlan(path, TrackRoadAhead::dice(plan->steps), plan->move.mode, plan->move.flyingStart);
}

void DriveCoDriver::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    ask();
}

void DriveCoDriver::hideEvent(QHideEvent *event)
{
    // Nobody is looking: stop weighing.
    m_panel->job()->cancel();
    QWidget::hideEvent(event);
}

void DriveCoDriver::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange && isVisible())
        ask(); // the answer's texts (styles, notes) are written in the language of the search
    QWidget::changeEvent(event);
}

} // namespace Pacenotes
