// SPDX-License-Identifier: GPL-3.0-or-later
#include "stagebreakdialog.h"

#include "game/gamesession.h"
#include "gameicons.h"
#include "itemmodels/stageresultsmodel.h"
#include "records/rally.h"
#include "rules/solotiming.h"
#include "touchmetrics.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QGridLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace Pacenotes {

using namespace Qt::StringLiterals;

StageBreakDialog::StageBreakDialog(GameSession *session, QWidget *parent) : QDialog(parent), m_session(session)
{
    setObjectName(u"stageBreakDialog"_s);
    const GameSetup &setup = session->setup();
    const GameState &state = session->state();
    const StageSetup &done = setup.stages.value(state.stage);
    setWindowTitle(tr("After stage %1").arg(state.stage + 1));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(this);
    intro->setWordWrap(true);
    intro->setText(done.assistance ? tr("The stage had the Assistance tile: every car is repaired and gets its spare tyre back (%1).")
                                         .arg(RuleBook::referenceText(Rule::Rally, Game::Dirt))
                                   : tr("No Assistance after this stage: damage is carried into the next one, unless a car uses "
                                        "its spare tyre now (%1).")
                                         .arg(RuleBook::referenceText(Rule::SpareTyre, Game::Dirt)));
    layout->addWidget(intro);

    // The stage times as the rally sheet has them (a retirement: the slowest finisher's + 1:00).
    const StageResultsModel results(session);
    auto *grid = new QGridLayout;
    grid->addWidget(new QLabel(tr("<b>Car</b>"), this), 0, 0);
    grid->addWidget(new QLabel(tr("<b>Stage</b>"), this), 0, 1);
    grid->addWidget(new QLabel(tr("<b>Spare tyre</b>"), this), 0, 2);
    if (setup.checkpoints)
        grid->addWidget(new QLabel(tr("<b>Penalty tokens</b>"), this), 0, 3);
    for (int i = 0; i < state.cars.size(); ++i) {
        const CarGame &c = state.cars[i];
        auto *name = new QLabel(setup.players[i].name, this);
        auto *chip = new QLabel(this);
        chip->setPixmap(GameIcons::colourChip(setup.players[i].colour).pixmap(14, 14));
        auto *who = new QHBoxLayout;
        who->addWidget(chip);
        who->addWidget(name, 1);
        grid->addLayout(who, i + 1, 0);
        const QString result = i < results.standings().playerCount() && state.stage < results.standings().stageCount()
            ? StageResultsModel::stageTimeText(results.standings().cell(i, state.stage))
            : tr("—");
        grid->addWidget(new QLabel(result, this), i + 1, 1);
        auto *spare = new QCheckBox(tr("use it now"), this);
        spare->setObjectName(u"spare%1"_s.arg(i));
        spare->setEnabled(!done.assistance && c.car.spareTyre); // the referee rules on the rest
        spare->setToolTip(tr("One Coast Damage token less, no time added; the card comes back only with Assistance"));
        TouchMetrics::makeTouchable(spare);
        grid->addWidget(spare, i + 1, 2);
        m_spare.append(spare);
        auto *penalty = new QSpinBox(this);
        penalty->setObjectName(u"penalty%1"_s.arg(i));
        penalty->setRange(0, StageResult::kMaxPenaltyTokens);
        penalty->setSuffix(tr(" × 5 s"));
        penalty->setVisible(setup.checkpoints);
        TouchMetrics::makeTouchable(penalty);
        grid->addWidget(penalty, i + 1, 3);
        m_penalty.append(penalty);
    }
    layout->addLayout(grid);
    if (setup.checkpoints) {
        auto *note = new QLabel(tr("Checkpoints: each 5-second token taken now starts the car later on the next stage (%1).")
                                    .arg(RuleBook::referenceText(Rule::Checkpoint, Game::Dirt)),
                                this);
        note->setWordWrap(true);
        layout->addWidget(note);
    }
    m_error = new QLabel(this);
    m_error->setObjectName(u"stageBreakError"_s);
    m_error->setWordWrap(true);
    m_error->setStyleSheet(u"color: #c62828;"_s);
    m_error->hide();
    layout->addWidget(m_error);
    auto *box = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    box->button(QDialogButtonBox::Ok)->setText(tr("Start stage %1").arg(state.stage + 2));
    layout->addWidget(box);
    connect(box, &QDialogButtonBox::accepted, this, &StageBreakDialog::accept);
    connect(box, &QDialogButtonBox::rejected, this, &QDialog::reject);
}

StageBreakInput StageBreakDialog::input() const
{
    StageBreakInput in;
    for (int i = 0; i < m_spare.size(); ++i) {
        if (m_spare[i]->isChecked())
            in.spareTyre.append(i);
        in.penaltyTokens.append(m_penalty[i]->isVisible() || m_session->setup().checkpoints ? m_penalty[i]->value() : 0);
    }
    return in;
}

void StageBreakDialog::accept()
{
    const ActionVerdict v = m_session->startNextStage(input());
    if (!v.accepted) {
        QStringList why{v.error};
        for (const Ruling &r : v.rulings)
            why << r.message;
        m_error->setText(why.join(u' '));
        m_error->show();
        return;
    }
    QDialog::accept();
}

} // namespace Pacenotes
