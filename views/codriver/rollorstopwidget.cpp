// SPDX-License-Identifier: GPL-3.0-or-later
#include "rollorstopwidget.h"

#include "codriver/codriverformat.h"
#include "game/flowlayout.h"
#include "rules/moveanalysis.h"
#include "rules/rulesdata.h"

#include <QEvent>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace Pacenotes {

using namespace Qt::StringLiterals;

RollOrStopWidget::RollOrStopWidget(QWidget *parent)
    : QWidget(parent), m_steps(new QLabel(this)), m_verdict(new QLabel(this)), m_details(new QLabel(this)),
      m_clean(new QPushButton(this)), m_hazard(new QPushButton(this)), m_secured(new QPushButton(this)),
      m_undo(new QPushButton(this)), m_reset(new QPushButton(this))
{
    m_steps->setTextFormat(Qt::RichText);
    m_steps->setWordWrap(true);
    m_verdict->setTextFormat(Qt::RichText);
    m_verdict->setWordWrap(true);
    m_details->setWordWrap(true);
    m_details->setTextFormat(Qt::RichText);
    // The buttons wrap in a narrow dock (the game window's) rather than widen it.
    auto *buttons = new FlowLayout(nullptr, 6);
    for (QPushButton *b : {m_clean, m_hazard, m_secured, m_undo, m_reset})
        buttons->addWidget(b);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_steps);
    layout->addLayout(buttons);
    layout->addWidget(m_verdict);
    layout->addWidget(m_details);
    layout->addStretch();
    connect(m_clean, &QPushButton::clicked, this, [this] { enterDie(false); });
    connect(m_hazard, &QPushButton::clicked, this, [this] { enterDie(true); });
    connect(m_secured, &QPushButton::clicked, this, &RollOrStopWidget::enterSecured);
    connect(m_undo, &QPushButton::clicked, this, &RollOrStopWidget::undo);
    connect(m_reset, &QPushButton::clicked, this, &RollOrStopWidget::reset);
    retranslate();
    refresh();
}

void RollOrStopWidget::retranslate()
{
    m_clean->setText(tr("No hazard"));
    m_clean->setToolTip(tr("The next die showed no hazard symbol"));
    m_hazard->setText(tr("Hazard ⚠"));
    m_hazard->setToolTip(tr("The next die showed the hazard symbol"));
    m_secured->setText(tr("Secured"));
    m_secured->setToolTip(tr("The next roll was secured with Focus/Seconds (all its dice)"));
    m_undo->setText(tr("Undo"));
    m_reset->setText(tr("Start over"));
    refresh();
}

void RollOrStopWidget::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void RollOrStopWidget::setPlan(const RulesData *data, const RaceRules &rules, const CarState &car, const PlannedMove &move,
                               const QList<double> &distance)
{
    m_data = data;
    m_rules = rules;
    m_car = car;
    m_move = move;
    m_distance = distance;
    m_entered.clear();
    refresh();
}

void RollOrStopWidget::clearPlan()
{
    m_move = PlannedMove{};
    m_entered.clear();
    refresh();
}

void RollOrStopWidget::setAttitude(Attitude attitude)
{
    m_attitude = attitude;
    refresh();
}

int RollOrStopWidget::diceOf(int step) const
{
    return step >= 0 && step < m_move.steps.size() ? m_move.steps[step].dice.count() : 0;
}

RollResults RollOrStopWidget::rolled() const
{
    RollResults r = m_entered;
    if (!r.isEmpty() && !r.last().secured && r.last().hazards.size() < diceOf(int(r.size()) - 1))
        r.removeLast(); // a roll still being entered
    return r;
}

int RollOrStopWidget::nextStep() const
{
    return int(rolled().size());
}

void RollOrStopWidget::enterDie(bool hazard)
{
    if (!hasPlan() || m_advice.over)
        return;
    if (m_entered.size() == rolled().size()) {
        if (m_entered.size() >= m_move.steps.size())
            return;
        m_entered.append(StepResult{});
    }
    m_entered.last().hazards.append(hazard);
    refresh();
}

void RollOrStopWidget::enterSecured()
{
    if (!hasPlan() || m_advice.over || m_entered.size() != rolled().size() || m_entered.size() >= m_move.steps.size())
        return;
    StepResult r;
    r.secured = true;
    m_entered.append(r);
    refresh();
}

void RollOrStopWidget::undo()
{
    if (m_entered.isEmpty())
        return;
    StepResult &last = m_entered.last();
    if (!last.secured && last.hazards.size() > 1)
        last.hazards.removeLast();
    else
        m_entered.removeLast();
    refresh();
}

void RollOrStopWidget::reset()
{
    m_entered.clear();
    refresh();
}

void RollOrStopWidget::refresh()
{
    m_advice = RollAdvice{};
    const bool plan = hasPlan() && m_data;
    if (!plan) {
        m_steps->setText(tr("Pick a plan rolled one by one to be told, before each roll, whether to roll on or stop."));
        m_verdict->clear();
        m_details->clear();
        for (QPushButton *b : {m_clean, m_hazard, m_secured, m_undo, m_reset})
            b->setEnabled(false);
        return;
    }
    // The dice in a row: done, being rolled, to come.
    const RollResults done = rolled();
    const bool midRoll = m_entered.size() != done.size();
    QStringList chips;
    for (int i = 0; i < m_move.steps.size(); ++i) {
        QString label = m_move.steps[i].dice.text().toHtmlEscaped();
        if (i < m_entered.size()) {
            const StepResult &r = m_entered[i];
            QString marks;
            if (r.secured)
                marks = u"🔒"_s;
            for (bool h : r.hazards)
                marks += h ? u"⚠"_s : u"·"_s;
            const bool partial = i == m_entered.size() - 1 && midRoll;
            label = (partial ? u"<u>%1</u>%2"_s : u"<span style=\"color:gray\">%1</span>%2"_s).arg(label, marks);
        } else if (i == done.size()) {
            label = u"<b>[%1]</b>"_s.arg(label);
        }
        chips << label;
    }
    m_steps->setText(tr("Plan: %1").arg(chips.join(u"&nbsp;&nbsp;"_s)));

    const bool flat = m_move.mode == RollMode::FlatOut;
    if (!flat && !midRoll) {
        const RulesContext ctx{*m_data, m_rules};
        m_advice = adviseRoll(ctx, m_car, m_move, done, m_attitude, m_distance);
    }
    const bool over = m_advice.over;
    m_clean->setEnabled(!flat && !over && m_advice.error.isEmpty());
    m_hazard->setEnabled(m_clean->isEnabled());
    m_secured->setEnabled(m_clean->isEnabled() && !midRoll);
    m_undo->setEnabled(!m_entered.isEmpty());
    m_reset->setEnabled(!m_entered.isEmpty());

    if (flat) {
        m_verdict->setText(tr("<b>Flat Out:</b> all the dice are rolled at once; nothing to decide between rolls."));
        m_details->clear();
        return;
    }
    if (midRoll) {
        m_verdict->setText(tr("Enter the other dice of this roll (%1 of %2 entered).")
                               .arg(m_entered.last().hazards.size())
                               .arg(diceOf(int(m_entered.size()) - 1)));
        m_details->clear();
        return;
    }
    if (!m_advice.error.isEmpty()) {
        m_verdict->setText(m_advice.error.toHtmlEscaped());
        m_details->clear();
        return;
    }
    QString word;
    QString colour;
    switch (m_advice.advice) {
    case RollAdvice::Choice::Roll:
        word = tr("Roll");
        colour = u"#2b7a2b"_s;
        break;
    case RollAdvice::Choice::Secure:
        word = tr("Secure");
        colour = u"#2b6cb0"_s;
        break;
    case RollAdvice::Choice::Stop:
        word = tr("Stop");
        colour = u"#b03030"_s;
        break;
    case RollAdvice::Choice::Over:
        word = tr("The turn is over");
        colour = palette().color(QPalette::Text).name();
        break;
    }
    m_verdict->setText(u"<span style=\"font-size:large; font-weight:bold; color:%1\">%2</span> — %3"_s.arg(
        colour, word.toHtmlEscaped(), m_advice.reason.toHtmlEscaped()));
    if (over) {
        const TurnOutcome &o = m_advice.now;
        m_details->setText(tr("Ended %n space(s) on, marker %1.", nullptr, o.position).arg(o.endGear.text()));
        return;
    }
    const auto line = [](const QString &what, const RollChoice &c) {
        if (!c.possible)
            return QString();
        const PlanFigures &f = c.outcome.figures;
        return tr("%1: %2 spaces on average, %3 chance of a Loss of Control").arg(what, CoDriverFormat::distance(f.distance),
                                                                                  CoDriverFormat::percent(f.loss));
    };
    QStringList lines;
    lines << tr("Next roll: %1 chance of a Loss of Control.").arg(CoDriverFormat::percent(m_advice.risk()));
    for (const QString &l : {line(tr("Stop here"), m_advice.stop), line(tr("Roll"), m_advice.roll),
                             m_advice.secure.possible ? line(tr("Secure (%n token(s))", nullptr, m_advice.secure.cost), m_advice.secure)
                                                      : QString()})
        if (!l.isEmpty())
            lines << l.toHtmlEscaped();
    m_details->setText(lines.join(u"<br>"_s));
}

} // namespace Pacenotes
