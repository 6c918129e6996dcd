// SPDX-License-Identifier: GPL-3.0-or-later
#include "weatherpage.h"

#include "newgamewizard.h"

#include "rules/rulebook.h"

#include <QButtonGroup>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>
#include <QVBoxLayout>

namespace Pacenotes {

using namespace Qt::StringLiterals;

namespace {
/// Where a chosen start is written, and the only written random one.
const RuleReference kChosen{Book::GT, 21, QT_TRANSLATE_NOOP("RuleBook", "Setting up the race"), false};
const RuleReference kRommix{Book::Digest, 16, QT_TRANSLATE_NOOP("RuleBook", "Rommix's Weather"), false};
constexpr int kDryUpTo = 6; ///< Rommix's Weather: 1–6 dry, 7–10 wet
} // namespace

WeatherPage::WeatherPage(NewGameWizard *wizard)
    : SetupPage(wizard), m_group(new QButtonGroup(this)), m_dry(new QRadioButton(this)), m_wet(new QRadioButton(this)),
      m_random(new QRadioButton(this)), m_note(new QLabel(this)), m_randomNote(new QLabel(this)), m_result(new QLabel(this)),
      m_draw(new QPushButton(this))
{
    m_dry->setObjectName(u"weatherDry"_s);
    m_wet->setObjectName(u"weatherWet"_s);
    m_random->setObjectName(u"weatherRandom"_s);
    m_group->addButton(m_dry, Dry);
    m_group->addButton(m_wet, Wet);
    m_group->addButton(m_random, Random);
    for (QLabel *l : {m_note, m_randomNote, m_result})
        l->setWordWrap(true);
    m_randomNote->setIndent(24);
    m_result->setIndent(24);
    auto *drawRow = new QHBoxLayout;
    drawRow->addSpacing(24);
    drawRow->addWidget(m_draw);
    drawRow->addStretch(1);
    body()->addWidget(m_note);
    body()->addSpacing(8);
    body()->addWidget(m_dry);
    body()->addWidget(m_wet);
    body()->addWidget(m_random);
    body()->addWidget(m_randomNote);
    body()->addWidget(m_result);
    body()->addLayout(drawRow);
    body()->addStretch(1);
    connect(m_group, &QButtonGroup::idClicked, this, [this](int id) { choose(Choice(id)); });
    connect(m_draw, &QPushButton::clicked, this, &WeatherPage::draw);
    sync();
}

void WeatherPage::sync()
{
    if (m_choice != Random)
        m_choice = game()->draft().rules.weather == Weather::Wet ? Wet : Dry;
    if (QAbstractButton *b = m_group->button(m_choice))
        b->setChecked(true);
    retranslate();
}

void WeatherPage::choose(Choice choice)
{
    m_choice = choice;
    if (QAbstractButton *b = m_group->button(choice))
        b->setChecked(true);
    if (choice == Random) {
        draw();
        return;
    }
    game()->edit([choice](GameSetup &s) { s.rules.weather = choice == Wet ? Weather::Wet : Weather::Dry; });
    retranslate();
}

void WeatherPage::draw()
{
    m_roll = game()->random().below(10) + 1;
    const Weather w = m_roll <= kDryUpTo ? Weather::Dry : Weather::Wet;
    game()->edit([w](GameSetup &s) { s.rules.weather = w; });
    retranslate();
}

void WeatherPage::retranslate()
{
    setTitle(tr("Starting weather"));
    m_note->setText(tr("Every dashboard starts on this side. The rulebook suggests dry weather and asphalt tyres for a first game; "
                       "after that the players may choose (%1).")
                        .arg(RuleBook::referenceText(kChosen)));
    m_dry->setText(tr("&Dry (sunny)"));
    m_wet->setText(tr("&Wet (rain)"));
    m_random->setText(tr("&Random"));
    m_randomNote->setText(tr("The GT rulebook has no random start. Drawn as Rommix's Weather draws it, a third-party rule (%1): "
                             "a ten-sided die, 1 to %2 dry, %3 to 10 wet.")
                              .arg(RuleBook::referenceText(kRommix))
                              .arg(kDryUpTo)
                              .arg(kDryUpTo + 1));
    const bool random = m_choice == Random;
    m_randomNote->setVisible(random);
    m_result->setVisible(random && m_roll > 0);
    m_draw->setVisible(random);
    m_result->setText(tr("The die shows %1: the game starts in %2.").arg(m_roll).arg(RulesText::weatherName(game()->draft().rules.weather)));
    m_draw->setText(tr("Roll &again"));
}

} // namespace Pacenotes
