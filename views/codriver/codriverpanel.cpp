// SPDX-License-Identifier: GPL-3.0-or-later
#include "codriverpanel.h"

#include "riskprogressplot.h"
#include "rollorstopwidget.h"

#include "codriver/codriverformat.h"
#include "codriver/codriverjob.h"
#include "itemmodels/codriverfrontmodel.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QPushButton>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

#include <climits>

namespace Pacenotes {

using namespace Qt::StringLiterals;

CoDriverPanel::CoDriverPanel(QWidget *parent)
    : QWidget(parent), m_job(new CoDriverJob(nullptr, this)), m_model(new CoDriverFrontModel(this)),
      m_attitudeLabel(new QLabel(this)), m_attitudes(new QComboBox(this)), m_status(new QLabel(this)),
      m_planTitle(new QLabel(this)), m_plan(new QLabel(this)), m_use(new QPushButton(this)), m_plot(new RiskProgressPlot(this)),
      m_table(new QTableView(this)), m_rollTitle(new QLabel(this)), m_roll(new RollOrStopWidget(this)), m_notes(new QLabel(this))
{
    m_jobData = &RulesData::builtin();
    for (Attitude a : AttitudeSettings::all())
        m_attitudes->addItem(QString(), int(a));
    m_attitudes->setCurrentIndex(int(m_attitude));
    m_attitudeLabel->setBuddy(m_attitudes);
    m_status->setWordWrap(true);
    m_plan->setWordWrap(true);
    m_plan->setTextFormat(Qt::RichText);
    m_plan->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_notes->setWordWrap(true);
    m_notes->setTextFormat(Qt::RichText);
    QFont titleFont = m_planTitle->font();
    titleFont.setBold(true);
    m_planTitle->setFont(titleFont);
    m_rollTitle->setFont(titleFont);

    m_table->setModel(m_model);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->setAlternatingRowColors(true);
    m_table->setWordWrap(false);
    m_plot->setModel(m_model);

    auto *top = new QHBoxLayout;
    top->addWidget(m_attitudeLabel);
    top->addWidget(m_attitudes);
    top->addWidget(m_status, 1);
    auto *planRow = new QHBoxLayout;
    planRow->addWidget(m_plan, 1);
    planRow->addWidget(m_use, 0, Qt::AlignTop);
    auto *rollBox = new QWidget(this);
    auto *rollLayout = new QVBoxLayout(rollBox);
    rollLayout->setContentsMargins(0, 0, 0, 0);
    rollLayout->addWidget(m_notes);
    rollLayout->addWidget(m_rollTitle);
    rollLayout->addWidget(m_roll, 1);
    auto *split = new QSplitter(Qt::Vertical, this);
    split->addWidget(m_plot);
    split->addWidget(m_table);
    split->addWidget(rollBox);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 3);
    split->setStretchFactor(2, 2);
    split->setChildrenCollapsible(false);
    split->setSizes({260, 240, 200});
    rollBox->setMinimumHeight(fontMetrics().height() * 12 + 40); // the advice and its three choices
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_planTitle);
    layout->addLayout(planRow);
    layout->addWidget(split, 1);

    connect(m_attitudes, &QComboBox::currentIndexChanged, this,
            [this](int i) { setAttitude(Attitude(m_attitudes->itemData(i).toInt())); });
    connectJob();
    connect(m_plot, &RiskProgressPlot::rowClicked, this, &CoDriverPanel::selectRow);
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this](const QModelIndex &current) {
        if (current.isValid() && current.row() != m_current)
            selectRow(current.row());
    });
    connect(m_use, &QPushButton::clicked, this, &CoDriverPanel::useCurrentPlan);
    retranslate();
}

CoDriverPanel::~CoDriverPanel() = default;

void CoDriverPanel::connectJob()
{
    connect(m_job, &CoDriverJob::partial, this, [this](const QList<CoDriverPlan> &front, double done) {
        m_done = done;
        m_model->setPartial(front, m_request.rules.game);
        m_current = -1;
        showPlan();
    });
    connect(m_job, &CoDriverJob::finished, this, &CoDriverPanel::onFinished);
}

void CoDriverPanel::retranslate()
{
    m_attitudeLabel->setText(tr("&Attitude:"));
    for (int i = 0; i < m_attitudes->count(); ++i) {
        const Attitude a = Attitude(m_attitudes->itemData(i).toInt());
        m_attitudes->setItemText(i, AttitudeSettings::name(a));
        m_attitudes->setItemData(i, tr("%1 (suggests plans up to %2 risk)")
                                        .arg(AttitudeSettings::description(a), CoDriverFormat::percent(m_request.attitudes.limit(a))),
                                 Qt::ToolTipRole);
    }
    m_planTitle->setText(tr("Suggested plan"));
    m_use->setText(tr("&Use this plan"));
    m_use->setToolTip(tr("Take this plan: the referee checks it, and the co-driver helps you roll it"));
    m_rollTitle->setText(tr("Roll or stop?"));
    showPlan();
}

void CoDriverPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void CoDriverPanel::setQuestion(const CoDriverRequest &request, const RulesData *data)
{
    m_request = request;
    m_data = data ? data : &RulesData::builtin();
    m_hasQuestion = true;
    m_done = 0;
    m_result = CoDriverResult{};
    m_current = -1;
    m_model->clear();
    m_notes->clear();
    // Other data (the user's corrections) is the job's for its next search: the job is never
    // deleted here, which waited for the search still running (issue 25: the window froze).
    if (m_data != m_jobData) {
        m_job->setData(m_data);
        m_jobData = m_data;
    }
    m_job->start(request);
    showPlan();
}

void CoDriverPanel::clear()
{
    m_job->cancel();
    m_hasQuestion = false;
    m_model->clear();
    m_current = -1;
    m_roll->clearPlan();
    m_notes->clear();
    showPlan();
}

void CoDriverPanel::onFinished(const CoDriverResult &result)
{
    m_result = result;
    m_model->setResult(result, m_request.rules.game);
    m_table->setColumnHidden(CoDriverFrontModel::SecondsColumn, m_request.rules.game != Game::Dirt);
    QStringList notes;
    for (const Ruling &n : result.notes)
        notes << n.message.toHtmlEscaped();
    if (result.placeholder)
        notes << tr("The Time cards' seconds are placeholder data (the real cards are not published): correct them in your "
                    "data file.")
                     .toHtmlEscaped();
    m_notes->setText(notes.isEmpty() ? QString() : u"<small>%1</small>"_s.arg(notes.join(u"<br>"_s)));
    m_current = -1;
    selectRow(m_model->suggestedRow(m_attitude));
    emit answered();
}

void CoDriverPanel::setAttitude(Attitude attitude)
{
    m_attitude = attitude;
    if (m_attitudes->currentIndex() != int(attitude))
        m_attitudes->setCurrentIndex(int(attitude));
    m_roll->setAttitude(attitude);
    if (!m_job->isRunning() && m_model->rowCount() > 0)
        selectRow(m_model->suggestedRow(attitude));
}

void CoDriverPanel::selectRow(int row)
{
    m_current = row >= 0 && row < m_model->rowCount() ? row : -1;
    m_plot->setCurrentRow(m_current);
    if (m_current >= 0 && m_table->currentIndex().row() != m_current)
        m_table->setCurrentIndex(m_model->index(m_current, 0));
    if (m_current >= 0)
        m_table->scrollTo(m_model->index(m_current, 0));
    showPlan();
}

QString CoDriverPanel::statusText() const
{
    return m_status->text();
}

void CoDriverPanel::showPlan()
{
    const bool running = m_job->isRunning();
    if (!m_hasQuestion)
        m_status->setText(tr("Give the car and the road ahead."));
    else if (running)
        m_status->setText(tr("Weighing every plan… %1").arg(CoDriverFormat::percent(m_done)));
    else if (m_result.status == CoDriverResult::Status::NoMove || m_result.status == CoDriverResult::Status::Invalid
             || m_result.status == CoDriverResult::Status::Truncated)
        m_status->setText(m_result.message);
    else
        m_status->setText(tr("%1 worth considering, out of %2 weighed in every way of rolling them (%3 ms).")
                              .arg(tr("%n plan(s)", nullptr, int(m_result.front.size())),
                                   tr("%n dice layout(s)", nullptr, int(qMin<qint64>(m_result.counts.layouts, INT_MAX))),
                                   CoDriverFormat::number(m_result.elapsedMs, 0)));

    const CoDriverPlan *p = m_model->plan(m_current);
    m_use->setEnabled(p && p->checked);
    if (!p) {
        m_planTitle->setText(tr("Suggested plan"));
        m_plan->setText(running ? tr("Weighing…") : (m_model->rowCount() ? tr("Pick a plan in the list or the chart.") : QString()));
        return;
    }
    QStringList who;
    for (Attitude a : AttitudeSettings::all())
        if (m_model->suggestedRow(a) == m_current)
            who << AttitudeSettings::name(a);
    m_planTitle->setText(who.isEmpty() ? tr("Chosen plan") : tr("Suggested plan (%1)").arg(who.join(u", "_s)));
    const PlanFigures &f = p->figures;
    QStringList figures{tr("%1 spaces on average").arg(CoDriverFormat::distance(f.distance)),
                        tr("%1 risk of a Loss of Control").arg(CoDriverFormat::percent(f.loss))};
    const bool gt = m_request.rules.game == Game::GT;
    const double tokens = gt || !p->checked ? f.tokens : p->outcome.tokensGained - p->outcome.tokensSpent;
    if (qAbs(tokens) > 0.005)
        figures << tr("%1 %2").arg(CoDriverFormat::tokens(tokens), gt ? tr("Focus") : tr("Seconds"));
    if (f.damage > 0.005)
        figures << tr("%1 Damage tokens").arg(CoDriverFormat::number(f.damage, 2));
    if (!gt)
        figures << tr("+%1 s to the stage time").arg(CoDriverFormat::number(f.seconds, 1));
    if (p->checked)
        figures << tr("ends in %1").arg(CoDriverFormat::likelyEnd(*p));
    QStringList path;
    for (const PlanStepRef &s : p->steps)
        path << m_request.road.at(s.landing >= 0 ? s.landing : s.space).id;
    QString html = u"<span style=\"font-size:x-large; font-weight:bold\">%1</span>&nbsp;&nbsp;%2<br>%3<br><small>%4</small>"_s.arg(
        CoDriverFormat::dice(p->steps).toHtmlEscaped(), p->style.name().toHtmlEscaped(), figures.join(u" · "_s).toHtmlEscaped(),
        (tr("Spaces: %1").arg(path.join(u" → "_s)) + (p->paths > 1 ? u" "_s + tr("(or %n other path(s), same outcome)", nullptr, int(qMin<quint32>(p->paths - 1, 1000000))) : QString()))
            .toHtmlEscaped());
    html += u"<br><i>%1</i>"_s.arg(p->style.instruction().toHtmlEscaped());
    if (p->nextTurn == NextTurn::ForcedLoss || p->nextTurn == NextTurn::Blocked)
        html += u"<br><span style=\"color:#b03030\">%1</span>"_s.arg(
            (p->nextTurn == NextTurn::ForcedLoss
                 ? tr("Careful: played through, it leaves the car too fast — every first die of the next turn loses control.")
                 : tr("Careful: played through, it leaves the car with no legal first die next turn."))
                .toHtmlEscaped());
    m_plan->setText(html);
}

void CoDriverPanel::useCurrentPlan()
{
    const CoDriverPlan *p = m_model->plan(m_current);
    if (!p || !p->checked)
        return;
    QList<double> distance;
    for (const ScoredStep &s : p->scored)
        distance.append(s.distance);
    m_roll->setPlan(m_data, m_request.rules, m_request.car, p->move, distance);
    m_roll->setAttitude(m_attitude);
    emit usePlanRequested(p->move, p->style);
}

} // namespace Pacenotes
