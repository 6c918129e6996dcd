// SPDX-License-Identifier: GPL-3.0-or-later
#include "pitstopdialog.h"

#include "rules/rulebook.h"
#include "touchmetrics.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QRadioButton>
#include <QVBoxLayout>

namespace Pacenotes {

using namespace Qt::StringLiterals;

PitStopDialog::PitStopDialog(const QStringList &tyres, const QString &current, const std::optional<PitStopRequest> &request,
                             QWidget *parent)
    : QDialog(parent), m_choice(new QButtonGroup(this)), m_tyres(new QComboBox(this)), m_centre(new QCheckBox(this)),
      m_current(current)
{
    setObjectName(u"pitStopDialog"_s);
    setWindowTitle(tr("Pit Stop"));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("The car ends its move in 1st gear at the edge of the track, on a space with no limit, and "
                                "pulls into the pits (%1).")
                                 .arg(RuleBook::referenceText(Rule::PitStop, Game::GT)),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    const std::pair<PitChoice, QString> choices[] = {
        {PitChoice::Tyres, tr("&Tyre change: marker 0, back on the track next turn")},
        {PitChoice::Repairs, tr("&Repairs: marker 00, every Damage token back into the bag")},
        {PitChoice::RepairsAndTyres, tr("Repairs &and tyre change")}};
    for (const auto &[choice, text] : choices) {
        auto *b = new QRadioButton(text, this);
        TouchMetrics::makeTouchable(b);
        m_choice->addButton(b, int(choice));
        layout->addWidget(b);
    }
    auto *tyresLabel = new QLabel(tr("New &tyres:"), this);
    tyresLabel->setBuddy(m_tyres);
    layout->addWidget(tyresLabel);
    for (const QString &t : tyres)
        if (t != current)
            m_tyres->addItem(RulesText::tyresName(t), t);
    TouchMetrics::makeTouchable(m_tyres);
    layout->addWidget(m_tyres);
    m_centre->setText(tr("It stopped in the centre lane of three"));
    layout->addWidget(m_centre);
    auto *box = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    layout->addWidget(box);
    connect(box, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(box, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_choice, &QButtonGroup::idToggled, this, &PitStopDialog::updateTyres);

    const PitStopRequest r = request.value_or(PitStopRequest{});
    setChoice(r.choice);
    if (const int i = m_tyres->findData(r.newTyres); i >= 0)
        m_tyres->setCurrentIndex(i);
    m_centre->setChecked(r.centreLane);
    updateTyres();
}

void PitStopDialog::setChoice(PitChoice choice)
{
    if (QAbstractButton *b = m_choice->button(int(choice)))
        b->setChecked(true);
}

void PitStopDialog::updateTyres()
{
    m_tyres->setEnabled(m_choice->checkedId() != int(PitChoice::Repairs) && m_tyres->count() > 0);
}

PitStopRequest PitStopDialog::request() const
{
    PitStopRequest r;
    r.choice = PitChoice(qMax(0, m_choice->checkedId()));
    r.newTyres = r.choice == PitChoice::Repairs ? QString() : m_tyres->currentData().toString();
    r.centreLane = m_centre->isChecked();
    return r;
}

} // namespace Pacenotes
