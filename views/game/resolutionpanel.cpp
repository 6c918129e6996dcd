// SPDX-License-Identifier: GPL-3.0-or-later
#include "resolutionpanel.h"

#include "itemmodels/lossoptionmodel.h"
#include "itemmodels/moveplanmodel.h"
#include "itemmodels/rulinglistmodel.h"
#include "flowlayout.h"
#include "gameicons.h"
#include "rulingdelegate.h"
#include "touchmetrics.h"

#include <QAction>
#include <QEvent>
#include <QLabel>
#include <QListView>
#include <QPushButton>
#include <QVBoxLayout>

namespace Pacenotes {

using namespace Qt::StringLiterals;

ResolutionPanel::ResolutionPanel(MovePlanModel *plan, QWidget *parent)
    : QWidget(parent), m_plan(plan), m_lossOptions(new LossOptionModel(plan, this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_next = new QLabel(this);
    m_next->setObjectName(u"nextDieLabel"_s);
    m_next->setWordWrap(true);
    // Two lines whatever it says, so the buttons under it never move.
    m_next->setFixedHeight(fontMetrics().lineSpacing() * 2 + 2);
    m_next->setAlignment(Qt::AlignLeft | Qt::AlignBottom);
    layout->addWidget(m_next);

    // The buttons wrap on a narrow screen (a flow layout works best as a widget's own layout).
    auto *buttonRow = new QWidget(this);
    auto *buttons = new FlowLayout(buttonRow, 6);
    buttons->setContentsMargins(0, 0, 0, 0);
    // The keys are actions of their own: a button's text (and its translation) resets its shortcut.
    const auto button = [this, buttonRow](const QString &name, const QKeySequence &key) {
        auto *b = new QPushButton(buttonRow);
        b->setObjectName(name);
        TouchMetrics::makeTouchable(b);
        b->setFocusPolicy(Qt::TabFocus); // a tap keeps the focus where it was (see RandomComponentsPanel)
        auto *action = new QAction(this);
        action->setShortcut(key);
        action->setShortcutContext(Qt::WindowShortcut);
        connect(action, &QAction::triggered, b, [b] {
            if (b->isEnabled() && b->isVisible())
                b->click();
        });
        addAction(action);
        return b;
    };
    m_hazard = button(u"hazardButton"_s, QKeySequence(Qt::Key_H));
    m_clean = button(u"cleanButton"_s, QKeySequence(Qt::Key_N));
    m_roll = button(u"rollButton"_s, QKeySequence(Qt::Key_V));
    m_secure = button(u"secureButton"_s, QKeySequence(Qt::Key_P));
    m_stop = button(u"stopButton"_s, QKeySequence(Qt::Key_S));
    m_undo = button(u"undoResultButton"_s, QKeySequence(Qt::Key_U));
    QPalette hazard = m_hazard->palette();
    for (QPalette::ColorGroup g : {QPalette::Active, QPalette::Inactive})
        hazard.setColor(g, QPalette::ButtonText, QColor(0xb0, 0x20, 0x20));
    m_hazard->setPalette(hazard);
    // Hazard and No hazard first: the buttons tapped most never move when the others change.
    for (QPushButton *b : {m_hazard, m_clean, m_secure, m_stop, m_undo, m_roll})
        buttons->addWidget(b);
    layout->addWidget(buttonRow);

    // Control was lost where nobody gave the tile's colour: answered here, results kept. The
    // question takes the two lines above the buttons (every result is in by then), so the answers
    // need one row only and the page still fits a 1024 × 700 screen.
    m_colourRow = new QWidget(this);
    m_colourRow->setObjectName(u"lossColourRow"_s);
    auto *colours = new FlowLayout(m_colourRow, 6);
    colours->setContentsMargins(0, 0, 0, 0);
    const QList<std::pair<Danger, Qt::Key>> kinds{{Danger::Yellow, Qt::Key_Y}, {Danger::Orange, Qt::Key_O}, {Danger::Red, Qt::Key_R}};
    for (const auto &[danger, key] : kinds) {
        QPushButton *b = button(u"lossColour-"_s + enumId(danger), QKeySequence(key));
        b->setParent(m_colourRow);
        b->setIcon(GameIcons::colourChip(GameIcons::dangerColour(danger), 16));
        connect(b, &QPushButton::clicked, this, [this, danger] { answerColour(danger); });
        colours->addWidget(b);
        m_colours.append(b);
        // R is also the Redline die's key: these keys work only while the colour is asked
        // (the dice pad's keys are off then), so neither shortcut is ever ambiguous.
        m_colourActions.append(actions().constLast());
    }
    layout->addWidget(m_colourRow);
    m_colourRow->hide();

    m_details = new QWidget(this);
    m_details->setObjectName(u"resolutionDetails"_s);
    auto *details = new QVBoxLayout(m_details);
    details->setContentsMargins(0, 0, 0, 0);
    connect(m_hazard, &QPushButton::clicked, this, [this] { m_plan->enterResult(true); });
    connect(m_clean, &QPushButton::clicked, this, [this] { m_plan->enterResult(false); });
    connect(m_roll, &QPushButton::clicked, this, &ResolutionPanel::roll);
    connect(m_secure, &QPushButton::clicked, this, &ResolutionPanel::secureNext);
    connect(m_stop, &QPushButton::clicked, m_plan, &MovePlanModel::stop);
    connect(m_undo, &QPushButton::clicked, m_plan, &MovePlanModel::undoResult);

    m_outcome = new QLabel(m_details);
    m_outcome->setObjectName(u"outcomeLabel"_s);
    m_outcome->setWordWrap(true);
    QFont bold = m_outcome->font();
    bold.setBold(true);
    m_outcome->setFont(bold);
    details->addWidget(m_outcome);

    m_optionsTitle = new QLabel(m_details);
    m_optionsTitle->setWordWrap(true);
    details->addWidget(m_optionsTitle);
    m_options = new QListView(m_details);
    m_options->setObjectName(u"lossOptionsView"_s);
    m_options->setModel(m_lossOptions);
    m_options->setWordWrap(true);
    m_options->setMaximumHeight(120);
    details->addWidget(m_options);
    connect(m_options->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &current) {
                if (current.isValid() && !current.data(LossOptionModel::CurrentRole).toBool())
                    m_lossOptions->choose(current.row());
            });

    m_rulings = new QListView(this);
    m_rulings->setObjectName(u"outcomeRulingsView"_s);
    m_rulings->setModel(plan->outcomeRulings());
    m_rulings->setItemDelegate(new RulingDelegate(m_rulings));
    m_rulings->setWordWrap(true);
    m_rulings->setResizeMode(QListView::Adjust);
    m_rulings->setSelectionMode(QAbstractItemView::NoSelection);
    m_rulings->setFocusPolicy(Qt::NoFocus);
    // It lists every ruling about the turn: as tall as they are, the referee panel scrolls.
    m_rulings->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    m_rulings->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_rulings->hide(); // the referee panel places it under what the table draws

    connect(plan, &MovePlanModel::changed, this, &ResolutionPanel::refresh);
    retranslate();
}

QString ResolutionPanel::dieName(int step, int die) const
{
    const QModelIndex row = m_plan->index(step, 0);
    const QVariantList faces = row.data(MovePlanModel::HazardFacesRole).toList();
    const int hazards = faces.value(die).toInt();
    const StepDice dice = m_plan->plan().move.steps.value(step).dice;
    QString which;
    if (die == 0) {
        if (dice.gear > 0)
            which = tr("the Gear %1 die").arg(dice.gear);
        else if (dice.coast)
            which = tr("the Coast die");
        else if (dice.leader)
            which = tr("the Leader die");
        else
            which = tr("the Redline Brake die");
    } else {
        which = die <= dice.brakes ? tr("Brake die %1").arg(die) : tr("Boost die %1").arg(die - dice.brakes);
    }
    return tr("Space %1, %2: %n hazard face(s) of 6", nullptr, hazards).arg(step + 1).arg(which);
}

QString ResolutionPanel::outcomeText() const
{
    const std::optional<TurnOutcome> &o = m_plan->outcome();
    if (!o)
        return {};
    const bool gt = m_plan->game() == Game::GT;
    if (o->loss) {
        const LossEvent &l = *o->loss;
        QString text = tr("Loss of Control on space %1 in gear %2").arg(l.step + 1).arg(l.gear);
        if (gt) {
            if (o->damageTokens >= 0)
                text += tr(": marker %1, draw %n Damage token(s)", nullptr, o->damageTokens).arg(o->lossMarker.text());
            else
                text += tr(": marker %1; the tile's danger colour decides the Damage tokens").arg(o->lossMarker.text());
        } else {
            text += tr(": flip a gear %1 Time card").arg(qBound(1, l.gear, 6));
        }
        return text + u'.';
    }
    switch (o->end) {
    case TurnEnd::Completed:
        return tr("Every die rolled: %n space(s), ending in gear %1.", nullptr, o->position).arg(o->endGear.text());
    case TurnEnd::Stopped:
        return m_plan->entry().stopped ? tr("Stopped after %n space(s), in gear %1.", nullptr, o->position).arg(o->endGear.text())
                                       : tr("So far: %n space(s),", nullptr, o->position) + u' '
                                             + tr("%n hazard(s) of %1.", nullptr, o->hazards).arg(o->hazardLimit);
    case TurnEnd::Blocked: return tr("Blocked after %n space(s), in gear %1.", nullptr, o->position).arg(o->endGear.text());
    case TurnEnd::FlyingStartStop: return tr("The Flying Start die showed a hazard: one space, gear 2, no Loss of Control.");
    case TurnEnd::WaterStop: return tr("The water hazard stops the car after %n space(s).", nullptr, o->position);
    case TurnEnd::LossOfControl: break;
    }
    return {};
}

void ResolutionPanel::refresh()
{
    const bool legal = m_plan->mayMove() && m_plan->rowCount() > 0 && m_plan->verdict().legal();
    const std::optional<std::pair<int, int>> next = m_plan->nextDie();
    const bool oneByOne = m_plan->plan().move.mode == RollMode::OneByOne;
    if (!m_plan->mayMove() || m_plan->rowCount() == 0)
        m_next->setText(QString());
    else if (!legal)
        m_next->setText(tr("Change the plan: the dice cannot be rolled while it breaks a rule."));
    else if (next)
        m_next->setText(m_plan->entry().secured.value(next->first) ? tr("Space %1 is secured.").arg(next->first + 1)
                                                                   : dieName(next->first, next->second));
    else
        m_next->setText(tr("Every result is in."));
    m_hazard->setEnabled(next.has_value());
    m_clean->setEnabled(next.has_value());
    m_roll->setEnabled(next.has_value() && m_random);
    m_roll->setText(tr("Roll for me (V)"));
    m_roll->setToolTip(oneByOne ? tr("The app rolls this space's dice (solo play)") : tr("The app rolls every die at once (solo play)"));
    m_secure->setVisible(oneByOne);
    m_stop->setVisible(oneByOne);
    // Securing happens before a step is rolled: only the next step, and not halfway through it.
    const bool atStepStart = next && next->second == 0;
    m_secure->setEnabled(oneByOne && atStepStart);
    const bool secured = next && m_plan->entry().secured.value(next->first);
    m_secure->setText(secured ? tr("Unsecure (P)") : tr("Secure (P)"));
    m_secure->setToolTip(secured ? tr("Roll this space after all") : tr("Secure this space with Focus or Second tokens instead of rolling it"));
    m_stop->setEnabled(oneByOne && m_plan->entry().completeSteps() > 0 && !m_plan->entry().stopped && next.has_value());
    m_undo->setEnabled(m_plan->isRolling());
    m_outcome->setText(outcomeText());
    const bool options = m_lossOptions->rowCount() > 1;
    m_optionsTitle->setText(tr("Flat Out: the rolled dice may be laid out again (%1). Where is control lost?")
                                .arg(RuleBook::referenceText(Rule::FlatOutRearrange, m_plan->game())));
    m_optionsTitle->setVisible(options);
    m_options->setVisible(options);
    for (int r = 0; r < m_lossOptions->rowCount(); ++r)
        if (m_lossOptions->index(r).data(LossOptionModel::CurrentRole).toBool()) {
            const QSignalBlocker block(m_options->selectionModel());
            m_options->setCurrentIndex(m_lossOptions->index(r));
        }
    m_rulings->setVisible(m_plan->outcomeRulings()->rowCount() > 0);

    const int colourStep = m_plan->lossColourStep();
    m_colourRow->setVisible(colourStep >= 0);
    if (colourStep >= 0)
        m_next->setText(u"<b>%1</b>"_s.arg(
            tr("Control was lost on space %1: the tile's danger colour?").arg(colourStep + 1).toHtmlEscaped()));
    for (QPushButton *b : std::as_const(m_colours))
        b->setEnabled(colourStep >= 0);
    for (QAction *a : std::as_const(m_colourActions))
        a->setEnabled(colourStep >= 0);
}

QPushButton *ResolutionPanel::colourButton(Danger danger) const
{
    return danger == Danger::None ? nullptr : m_colours.value(int(danger) - 1);
}

void ResolutionPanel::answerColour(Danger danger)
{
    const int step = m_plan->lossColourStep();
    if (step >= 0)
        m_plan->setDanger(step, danger);
}

void ResolutionPanel::roll()
{
    if (m_random)
        m_plan->rollVirtually(*m_random);
}

void ResolutionPanel::secureNext()
{
    const std::optional<std::pair<int, int>> next = m_plan->nextDie();
    if (next)
        m_plan->secureStep(next->first, !m_plan->entry().secured.value(next->first));
}

void ResolutionPanel::retranslate()
{
    m_hazard->setText(tr("Hazard (H)"));
    m_hazard->setToolTip(tr("The die shows a hazard"));
    m_clean->setText(tr("No hazard (N)"));
    m_clean->setToolTip(tr("The die shows no hazard"));
    m_stop->setText(tr("Stop (S)"));
    m_stop->setToolTip(tr("Rolling one by one, end the move after the spaces rolled so far"));
    m_undo->setText(tr("Take back (U)"));
    m_undo->setToolTip(tr("Take the last result back"));
    const QList<Danger> dangers{Danger::Yellow, Danger::Orange, Danger::Red};
    const QStringList keys{u"Y"_s, u"O"_s, u"R"_s};
    for (int i = 0; i < m_colours.size(); ++i) {
        m_colours[i]->setText(tr("%1 (%2)").arg(RulesText::dangerName(dangers[i]), keys[i]));
        m_colours[i]->setToolTip(tr("The tile where control was lost is %1").arg(RulesText::dangerName(dangers[i])));
    }
    refresh();
}

void ResolutionPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace Pacenotes
