// SPDX-License-Identifier: GPL-3.0-or-later
#include "carsetupwidget.h"

#include "rules/rulesdata.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QSpinBox>

namespace Pacenotes {

using namespace Qt::StringLiterals;

CarSetupWidget::CarSetupWidget(QWidget *parent)
    : QWidget(parent), m_game(new QComboBox(this)), m_class(new QComboBox(this)), m_tyres(new QComboBox(this)),
      m_condition(new QComboBox(this)), m_gear(new QComboBox(this)), m_tokens(new QSpinBox(this)),
      m_gearDamage(new QSpinBox(this)), m_brakeDamage(new QSpinBox(this)), m_coastDamage(new QSpinBox(this)),
      m_leader(new QCheckBox(this)), m_flyingStart(new QCheckBox(this)), m_redline(new QCheckBox(this)),
      m_sisu(new QCheckBox(this)), m_form(new QFormLayout(this))
{
    m_game->addItem(QString(), int(Game::GT));
    m_game->addItem(QString(), int(Game::Dirt));
    for (int g = 0; g <= 6; ++g)
        m_gear->addItem(QString::number(g), g);
    m_gear->setCurrentIndex(4);
    m_tokens->setRange(0, 99);
    for (QSpinBox *s : {m_gearDamage, m_brakeDamage, m_coastDamage})
        s->setRange(0, 6);
    auto *damage = new QHBoxLayout;
    for (QSpinBox *s : {m_gearDamage, m_brakeDamage, m_coastDamage})
        damage->addWidget(s);
    auto *rules = new QHBoxLayout;
    for (QCheckBox *c : {m_flyingStart, m_redline, m_sisu, m_leader})
        rules->addWidget(c);
    rules->addStretch();
    for (int i = 0; i < 9; ++i)
        m_labels.append(new QLabel(this));
    m_form->addRow(m_labels[0], m_game);
    m_form->addRow(m_labels[1], m_class);
    m_form->addRow(m_labels[2], m_tyres);
    m_form->addRow(m_labels[3], m_condition);
    m_form->addRow(m_labels[4], m_gear);
    m_form->addRow(m_labels[5], m_tokens);
    m_form->addRow(m_labels[6], damage);
    m_form->addRow(m_labels[7], rules);
    m_labels[8]->hide();
    fillClasses();
    retranslate();

    const auto notify = [this] { emit changed(); };
    connect(m_game, &QComboBox::currentIndexChanged, this, [this] {
        fillClasses();
        retranslate();
        emit changed();
    });
    connect(m_class, &QComboBox::currentIndexChanged, this, [this] {
        const QString tyres = m_tyres->currentData().toString();
        m_tyres->blockSignals(true);
        m_tyres->clear();
        for (const QString &t : RulesData::builtin().dashboards(game()).tyres(m_class->currentData().toString()))
            m_tyres->addItem(RulesText::tyresName(t), t);
        const int keep = m_tyres->findData(tyres);
        m_tyres->setCurrentIndex(keep >= 0 ? keep : 0);
        m_tyres->blockSignals(false);
        emit changed();
    });
    for (QComboBox *c : {m_tyres, m_condition, m_gear})
        connect(c, &QComboBox::currentIndexChanged, this, notify);
    for (QSpinBox *s : {m_tokens, m_gearDamage, m_brakeDamage, m_coastDamage})
        connect(s, &QSpinBox::valueChanged, this, notify);
    for (QCheckBox *c : {m_leader, m_flyingStart, m_redline, m_sisu})
        connect(c, &QCheckBox::toggled, this, notify);
}

Game CarSetupWidget::game() const
{
    return Game(m_game->currentData().toInt());
}

void CarSetupWidget::setGame(Game game)
{
    m_game->setCurrentIndex(m_game->findData(int(game)));
}

void CarSetupWidget::setGear(int gear)
{
    m_gear->setCurrentIndex(qBound(0, gear, 6));
}

void CarSetupWidget::setTokens(int tokens)
{
    m_tokens->setValue(tokens);
}

void CarSetupWidget::fillClasses()
{
    const Game g = game();
    const Dashboards &boards = RulesData::builtin().dashboards(g);
    m_class->blockSignals(true);
    m_class->clear();
    for (const CarClass &c : boards.classes())
        m_class->addItem(c.id, c.id);
    m_class->setCurrentIndex(0);
    m_class->blockSignals(false);
    m_tyres->blockSignals(true);
    m_tyres->clear();
    for (const QString &t : boards.tyres(m_class->currentData().toString()))
        m_tyres->addItem(RulesText::tyresName(t), t);
    m_tyres->blockSignals(false);
    m_condition->blockSignals(true);
    m_condition->clear();
    if (g == Game::GT) {
        for (Weather w : {Weather::Dry, Weather::Wet})
            m_condition->addItem(RulesText::weatherName(w), int(w));
    } else {
        for (const QString &t : {u"gravel"_s, u"asphalt"_s, u"snow"_s})
            m_condition->addItem(RulesText::conditionName(t), t);
    }
    m_condition->blockSignals(false);
    m_leader->setVisible(g == Game::Dirt);
    m_sisu->setVisible(g == Game::Dirt);
}

void CarSetupWidget::retranslate()
{
    const bool gt = game() == Game::GT;
    m_game->setItemText(0, tr("Rallyman: GT"));
    m_game->setItemText(1, tr("Rallyman: DIRT"));
    m_labels[0]->setText(tr("&Game:"));
    m_labels[0]->setBuddy(m_game);
    m_labels[1]->setText(tr("Car &category:"));
    m_labels[1]->setBuddy(m_class);
    m_labels[2]->setText(tr("&Tyres:"));
    m_labels[2]->setBuddy(m_tyres);
    m_labels[3]->setText(gt ? tr("&Weather:") : tr("&Road type:"));
    m_labels[3]->setBuddy(m_condition);
    m_labels[4]->setText(gt ? tr("Gear &marker:") : tr("&Time card gear:"));
    m_labels[4]->setBuddy(m_gear);
    m_labels[5]->setText(gt ? tr("&Focus tokens:") : tr("&Second tokens:"));
    m_labels[5]->setBuddy(m_tokens);
    m_labels[6]->setText(tr("Damage (gear, brake, coast):"));
    m_labels[7]->setText(tr("Rules:"));
    m_gearDamage->setToolTip(tr("Gear damage tokens on the dashboard"));
    m_brakeDamage->setToolTip(tr("Brake damage tokens on the dashboard"));
    m_coastDamage->setToolTip(gt ? tr("Coast damage tokens on the dashboard") : tr("Coast/Leader damage tokens on the dashboard"));
    m_flyingStart->setText(tr("Flying Start"));
    m_redline->setText(tr("Redline"));
    m_sisu->setText(tr("SISU token in hand"));
    m_leader->setText(tr("Leader this round"));
    for (int i = 0; i < m_condition->count(); ++i) {
        const QVariant v = m_condition->itemData(i);
        m_condition->setItemText(i, gt ? RulesText::weatherName(Weather(v.toInt())) : RulesText::conditionName(v.toString()));
    }
    for (int i = 0; i < m_tyres->count(); ++i)
        m_tyres->setItemText(i, RulesText::tyresName(m_tyres->itemData(i).toString()));
}

void CarSetupWidget::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

RaceRules CarSetupWidget::rules() const
{
    RaceRules r;
    r.game = game();
    if (r.game == Game::GT)
        r.weather = Weather(m_condition->currentData().toInt());
    else
        r.terrain = m_condition->currentData().toString();
    r.flyingStart = m_flyingStart->isChecked();
    r.redline = m_redline->isChecked();
    r.sisu = r.game == Game::Dirt && m_sisu->isChecked();
    return r;
}

CarState CarSetupWidget::car() const
{
    CarState c;
    c.carClass = m_class->currentData().toString();
    c.tyres = m_tyres->currentData().toString();
    c.gear = GearMarker{m_gear->currentData().toInt(), false};
    c.focus = m_tokens->value();
    c.damage.gear = m_gearDamage->value();
    c.damage.brake = m_brakeDamage->value();
    c.damage.coast = m_coastDamage->value();
    c.leader = game() == Game::Dirt && m_leader->isChecked();
    c.sisu = game() == Game::Dirt && m_sisu->isChecked();
    return c;
}

} // namespace Pacenotes
