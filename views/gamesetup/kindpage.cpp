// SPDX-License-Identifier: GPL-3.0-or-later
#include "kindpage.h"

#include "newgamewizard.h"

#include "rules/rulebook.h"

#include <QButtonGroup>
#include <QLabel>
#include <QRadioButton>
#include <QVBoxLayout>

namespace Pacenotes {

using namespace Qt::StringLiterals;

namespace {
constexpr GameKind kKinds[] = {GameKind::GtRace, GameKind::GtSolo, GameKind::DirtStage, GameKind::DirtRally};
}

KindPage::KindPage(NewGameWizard *wizard) : SetupPage(wizard), m_group(new QButtonGroup(this))
{
    for (const GameKind k : kKinds) {
        auto *b = new QRadioButton(this);
        b->setObjectName(u"kind-"_s + GameSetup::kindId(k));
        auto *note = new QLabel(this);
        note->setWordWrap(true);
        note->setIndent(24); // under the button's text, not its circle
        note->setBuddy(b);
        m_group->addButton(b, int(k));
        m_buttons << b;
        m_notes << note;
        body()->addWidget(b);
        body()->addWidget(note);
        body()->addSpacing(6);
    }
    body()->addStretch(1);
    connect(m_group, &QButtonGroup::idClicked, this, [this](int id) { game()->setKind(GameKind(id)); });
    sync();
}

void KindPage::sync()
{
    if (QAbstractButton *b = m_group->button(int(game()->draft().kind)))
        b->setChecked(true);
}

void KindPage::retranslate()
{
    setTitle(tr("What are you playing?"));
    const QStringList notes{
        tr("Two to six cars race on a circuit for the laps you choose; the first across the line wins."),
        tr("One car against the clock for one lap, timed on the solo score sheet (%1).").arg(RuleBook::referenceText(Rule::Solo, Game::GT)),
        tr("One to six cars drive one special stage one after another; the fastest time wins."),
        tr("Several special stages in a row; the times add up on the rally sheet (%1).").arg(RuleBook::referenceText(Rule::Rally, Game::Dirt)),
    };
    for (int i = 0; i < m_buttons.size(); ++i) {
        m_buttons[i]->setText(GameSetup::kindName(kKinds[i]));
        m_notes[i]->setText(notes.value(i));
    }
}

} // namespace Pacenotes
