// SPDX-License-Identifier: GPL-3.0-or-later
#include "rulespage.h"

#include "newgamewizard.h"

#include <QCheckBox>
#include <QLabel>
#include <QVBoxLayout>

namespace Pacenotes {

using namespace Qt::StringLiterals;

RulesPage::RulesPage(NewGameWizard *wizard) : SetupPage(wizard), m_list(new QWidget(this)), m_none(new QLabel(this))
{
    auto *layout = new QVBoxLayout(m_list);
    layout->setContentsMargins(0, 0, 0, 0);
    body()->addWidget(m_list);
    body()->addWidget(m_none);
    body()->addStretch(1);
    sync();
}

void RulesPage::sync()
{
    if (!m_built || m_kind != game()->draft().kind)
        rebuild();
    for (int i = 0; i < m_options.size(); ++i) {
        const QSignalBlocker block(m_boxes[i]);
        m_boxes[i]->setChecked(m_options[i].isOn(game()->draft()));
    }
}

void RulesPage::rebuild()
{
    m_built = true;
    m_kind = game()->draft().kind;
    qDeleteAll(m_boxes);
    qDeleteAll(m_labels);
    m_boxes.clear();
    m_labels.clear();
    m_options = RuleOptions::forKind(m_kind);
    auto *layout = static_cast<QVBoxLayout *>(m_list->layout());
    for (int i = 0; i < m_options.size(); ++i) {
        auto *box = new QCheckBox(m_list);
        box->setObjectName(u"rule-"_s + m_options[i].id);
        auto *label = new QLabel(m_list);
        label->setWordWrap(true);
        label->setIndent(24);
        label->setBuddy(box);
        layout->addWidget(box);
        layout->addWidget(label);
        layout->addSpacing(4);
        m_boxes << box;
        m_labels << label;
        connect(box, &QCheckBox::toggled, this, [this, i](bool on) {
            const RuleOption option = m_options.value(i);
            game()->edit([&option, on](GameSetup &s) { option.setOn(s, on); });
        });
    }
    retranslate();
}

QCheckBox *RulesPage::box(const QString &id) const
{
    for (int i = 0; i < m_options.size(); ++i)
        if (m_options[i].id == id)
            return m_boxes[i];
    return nullptr;
}

void RulesPage::retranslate()
{
    setTitle(tr("Optional rules"));
    // The options' texts come translated from the model: read them again.
    const QList<RuleOption> fresh = RuleOptions::forKind(m_kind);
    const Game game = m_kind == GameKind::GtRace || m_kind == GameKind::GtSolo ? Game::GT : Game::Dirt;
    for (int i = 0; i < m_boxes.size() && i < fresh.size(); ++i) {
        m_boxes[i]->setText(fresh[i].name);
        m_labels[i]->setText(tr("%1 (%2)", "an optional rule: its explanation (where it is written)").arg(fresh[i].explanation, fresh[i].reference(game)));
    }
    m_none->setText(tr("Leave them all off for the rules as the rulebook's core game plays them."));
}

} // namespace Pacenotes
