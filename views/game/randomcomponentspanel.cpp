// SPDX-License-Identifier: GPL-3.0-or-later
#include "randomcomponentspanel.h"

#include "flowlayout.h"
#include "game/gamesession.h"
#include "itemmodels/moveplanmodel.h"
#include "pitstopdialog.h"
#include "touchmetrics.h"

#include <QCheckBox>
#include <QEvent>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QPointer>
#include <QSpinBox>
#include <QTimer>
#include <QVBoxLayout>

namespace Pacenotes {

using namespace Qt::StringLiterals;

namespace {
constexpr int kTokenKinds = int(DamageToken::GreenFlag) + 1;
constexpr int kShortcutSides = int(ShortcutResult::MinusOne) + 1;

QString cardName(TimeCardBackKind k)
{
    switch (k) {
    case TimeCardBackKind::Spinout: return RandomComponentsPanel::tr("Spinout");
    case TimeCardBackKind::Crash: return RandomComponentsPanel::tr("Crash");
    case TimeCardBackKind::Sisu: return RandomComponentsPanel::tr("SISU");
    }
    return {};
}

QPushButton *touchButton(QWidget *parent, const QString &name)
{
    auto *b = new QPushButton(parent);
    b->setObjectName(name);
    TouchMetrics::makeTouchable(b);
    // A tap does not take the focus: a button that is then disabled (the last token drawn)
    // would hand it on and scroll the panel away from under the finger.
    b->setFocusPolicy(Qt::TabFocus);
    return b;
}
} // namespace

RandomComponentsPanel::RandomComponentsPanel(GameSession *session, MovePlanModel *plan, QWidget *parent)
    : QWidget(parent), m_session(session), m_plan(plan)
{
    build();
    retranslate();
    connect(plan, &MovePlanModel::changed, this, &RandomComponentsPanel::refresh);
    refresh();
}

void RandomComponentsPanel::build()
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);

    m_damage = new QGroupBox(this);
    m_damage->setObjectName(u"damageGroup"_s);
    auto *dl = new QVBoxLayout(m_damage);
    m_damageText = new QLabel(m_damage);
    m_damageText->setWordWrap(true);
    dl->addWidget(m_damageText);
    // Rows wrap on a narrow window rather than widen it (the Russian labels are longer).
    auto *tokens = new FlowLayout(nullptr, 6);
    QList<DamageToken> inBag;
    for (const DamageTokenSpec &t : m_session->data().damageBag(m_session->game()).tokens())
        if (!inBag.contains(t.damage))
            inBag.append(t.damage);
    for (int k = 0; k < kTokenKinds; ++k) {
        auto *b = touchButton(m_damage, u"token-"_s + enumId(DamageToken(k)));
        b->setVisible(inBag.contains(DamageToken(k)));
        connect(b, &QPushButton::clicked, this, [this, k] { m_plan->addDamageToken(DamageToken(k)); });
        tokens->addWidget(b);
        m_tokenButtons.append(b);
    }
    dl->addLayout(tokens);
    // What was drawn goes under the buttons: a line added above them would move them under
    // the finger after the first tap.
    m_damageDrawn = new QLabel(m_damage);
    m_damageDrawn->setObjectName(u"damageDrawnLabel"_s);
    m_damageDrawn->setWordWrap(true);
    dl->addWidget(m_damageDrawn);
    auto *tokenTools = new FlowLayout(nullptr, 6);
    m_removeToken = touchButton(m_damage, u"removeTokenButton"_s);
    m_drawDamage = touchButton(m_damage, u"drawDamageButton"_s);
    tokenTools->addWidget(m_removeToken);
    tokenTools->addWidget(m_drawDamage);
    dl->addLayout(tokenTools);
    connect(m_removeToken, &QPushButton::clicked, m_plan, &MovePlanModel::removeLastDamageToken);
    connect(m_drawDamage, &QPushButton::clicked, this, [this] {
        if (m_random)
            m_plan->drawDamageVirtually(*m_random);
    });
    layout->addWidget(m_damage);

    m_card = new QGroupBox(this);
    m_card->setObjectName(u"timeCardGroup"_s);
    auto *cl = new QVBoxLayout(m_card);
    m_cardText = new QLabel(m_card);
    m_cardText->setWordWrap(true);
    cl->addWidget(m_cardText);
    // The card's seconds first (the box takes the keys as soon as the card is asked), then the
    // kind it shows: a tap on the kind enters the card; the values can still be changed after.
    auto *cardRow = new FlowLayout(nullptr, 6);
    m_cardSeconds = new QSpinBox(m_card);
    m_cardSeconds->setObjectName(u"cardSecondsBox"_s);
    m_cardSeconds->setRange(0, 999);
    cardRow->addWidget(m_cardSeconds);
    for (TimeCardBackKind k : {TimeCardBackKind::Spinout, TimeCardBackKind::Crash, TimeCardBackKind::Sisu}) {
        auto *b = touchButton(m_card, u"cardKind-"_s + enumId(k));
        b->setCheckable(true);
        b->setFocusPolicy(Qt::NoFocus); // the seconds box keeps the keys
        connect(b, &QPushButton::clicked, this, [this, k] {
            m_kind = k;
            enterCard();
        });
        cardRow->addWidget(b);
        m_cardKinds.append(b);
    }
    for (int i = 0; i < 3; ++i) {
        auto *d = new QSpinBox(m_card);
        d->setRange(0, 9);
        cardRow->addWidget(d);
        m_cardDamage.append(d);
    }
    m_cardGear = new QSpinBox(m_card);
    m_cardGear->setRange(0, 6);
    cardRow->addWidget(m_cardGear);
    cl->addLayout(cardRow);
    auto *cardButtons = new FlowLayout(nullptr, 6);
    m_flipCard = touchButton(m_card, u"flipCardButton"_s);
    cardButtons->addWidget(m_flipCard);
    cl->addLayout(cardButtons);
    for (QWidget *w : {static_cast<QWidget *>(m_cardSeconds), static_cast<QWidget *>(m_cardGear)})
        TouchMetrics::makeTouchable(w);
    for (QSpinBox *d : std::as_const(m_cardDamage))
        TouchMetrics::makeTouchable(d);
    // Once a kind is entered, the card follows the values as they are typed.
    const auto follow = [this] {
        if (m_plan->input().lossCard)
            enterCard();
    };
    connect(m_cardSeconds, &QSpinBox::valueChanged, this, follow);
    connect(m_cardGear, &QSpinBox::valueChanged, this, follow);
    for (QSpinBox *d : std::as_const(m_cardDamage))
        connect(d, &QSpinBox::valueChanged, this, follow);
    connect(m_flipCard, &QPushButton::clicked, this, [this] {
        if (m_random)
            m_plan->drawLossCardVirtually(*m_random);
    });
    layout->addWidget(m_card);

    m_shortcuts = new QGroupBox(this);
    m_shortcuts->setObjectName(u"shortcutGroup"_s);
    auto *sl = new QVBoxLayout(m_shortcuts);
    m_shortcutText = new QLabel(m_shortcuts);
    m_shortcutText->setWordWrap(true);
    sl->addWidget(m_shortcutText);
    auto *sides = new FlowLayout(nullptr, 6);
    for (int k = 0; k < kShortcutSides; ++k) {
        auto *b = touchButton(m_shortcuts, u"shortcut-"_s + enumId(ShortcutResult(k)));
        connect(b, &QPushButton::clicked, this, [this, k] {
            QList<ShortcutResult> list = m_plan->input().shortcuts;
            list.append(ShortcutResult(k));
            m_plan->setShortcuts(list);
        });
        sides->addWidget(b);
        m_shortcutButtons.append(b);
    }
    m_removeShortcut = touchButton(m_shortcuts, u"removeShortcutButton"_s);
    m_drawShortcuts = touchButton(m_shortcuts, u"drawShortcutsButton"_s);
    sides->addWidget(m_removeShortcut);
    sides->addWidget(m_drawShortcuts);
    sl->addLayout(sides);
    m_shortcutsDrawn = new QLabel(m_shortcuts);
    m_shortcutsDrawn->setWordWrap(true);
    sl->addWidget(m_shortcutsDrawn);
    connect(m_removeShortcut, &QPushButton::clicked, this, [this] {
        QList<ShortcutResult> list = m_plan->input().shortcuts;
        if (!list.isEmpty())
            list.removeLast();
        m_plan->setShortcuts(list);
    });
    connect(m_drawShortcuts, &QPushButton::clicked, this, [this] {
        if (m_random)
            m_plan->drawShortcutsVirtually(*m_random);
    });
    layout->addWidget(m_shortcuts);

    m_extras = new QGroupBox(this);
    m_extras->setObjectName(u"turnExtrasGroup"_s);
    auto *el = new QVBoxLayout(m_extras);
    auto *timeRow = new FlowLayout(nullptr, 6);
    m_timeCardCheck = new QCheckBox(m_extras);
    m_timeCardCheck->setObjectName(u"timeCardCheck"_s);
    m_timeCardSeconds = new QSpinBox(m_extras);
    m_timeCardSeconds->setObjectName(u"timeCardSecondsBox"_s);
    m_timeCardSeconds->setRange(0, 999);
    TouchMetrics::makeTouchable(m_timeCardCheck);
    TouchMetrics::makeTouchable(m_timeCardSeconds);
    timeRow->addWidget(m_timeCardCheck);
    timeRow->addWidget(m_timeCardSeconds);
    el->addLayout(timeRow);
    const auto timeCard = [this] {
        m_plan->setTimeCardSeconds(m_timeCardCheck->isChecked() ? std::optional<int>(m_timeCardSeconds->value()) : std::nullopt);
    };
    connect(m_timeCardCheck, &QCheckBox::toggled, this, timeCard);
    // Typing the seconds says the card differs: the box ticks itself.
    connect(m_timeCardSeconds, &QSpinBox::valueChanged, this, [this, timeCard] {
        if (m_timeCardCheck->isChecked())
            timeCard();
        else
            m_timeCardCheck->setChecked(true);
    });
    auto *spareRow = new FlowLayout(nullptr, 6);
    m_spareTyre = new QCheckBox(m_extras);
    m_spareTyre->setObjectName(u"spareTyreCheck"_s);
    m_spareSecondsLabel = new QLabel(m_extras);
    m_spareSeconds = new QSpinBox(m_extras);
    m_spareSeconds->setObjectName(u"spareSecondsBox"_s);
    m_spareSeconds->setRange(0, 999);
    m_spareSecondsLabel->setBuddy(m_spareSeconds);
    TouchMetrics::makeTouchable(m_spareTyre);
    TouchMetrics::makeTouchable(m_spareSeconds);
    spareRow->addWidget(m_spareTyre);
    spareRow->addWidget(m_spareSecondsLabel);
    spareRow->addWidget(m_spareSeconds);
    el->addLayout(spareRow);
    connect(m_spareTyre, &QCheckBox::toggled, this, &RandomComponentsPanel::updateSpareTyre);
    connect(m_spareSeconds, &QSpinBox::valueChanged, this, &RandomComponentsPanel::updateSpareTyre);
    auto *pitRow = new QHBoxLayout;
    m_pitStop = touchButton(m_extras, u"pitStopButton"_s);
    m_noPitStop = touchButton(m_extras, u"noPitStopButton"_s);
    m_pitStopText = new QLabel(m_extras);
    m_pitStopText->setWordWrap(true);
    pitRow->addWidget(m_pitStop);
    pitRow->addWidget(m_noPitStop);
    pitRow->addWidget(m_pitStopText, 1);
    el->addLayout(pitRow);
    connect(m_pitStop, &QPushButton::clicked, this, &RandomComponentsPanel::choosePitStop);
    connect(m_noPitStop, &QPushButton::clicked, this, [this] { m_plan->setPitStop(std::nullopt); });
    layout->addWidget(m_extras);
    layout->addStretch(1);
}

void RandomComponentsPanel::retranslate()
{
    m_damage->setTitle(tr("Damage tokens"));
    for (int k = 0; k < kTokenKinds; ++k)
        m_tokenButtons[k]->setText(DamageText::name(DamageToken(k)));
    m_removeToken->setText(tr("Put the last one back"));
    m_drawDamage->setText(tr("Draw for me"));
    m_drawDamage->setToolTip(tr("The app draws from the bag as it stands now (solo play)"));
    m_card->setTitle(tr("Time card"));
    for (int i = 0; i < m_cardKinds.size(); ++i) {
        m_cardKinds[i]->setText(cardName(TimeCardBackKind(i)));
        m_cardKinds[i]->setToolTip(tr("The card's 0 side shows %1: enter it with the seconds typed beside").arg(cardName(TimeCardBackKind(i))));
    }
    m_cardSeconds->setSuffix(tr(" s"));
    m_cardSeconds->setToolTip(tr("The seconds printed on the card's 0 side"));
    const QStringList colours{RulesText::dangerName(Danger::Yellow), RulesText::dangerName(Danger::Orange),
                              RulesText::dangerName(Danger::Red)};
    for (int i = 0; i < 3; ++i) {
        m_cardDamage[i]->setPrefix(colours[i] + u": "_s);
        m_cardDamage[i]->setToolTip(tr("Damage tokens printed for a %1 tile").arg(colours[i]));
    }
    m_cardGear->setPrefix(tr("gear "));
    m_flipCard->setText(tr("Flip for me"));
    m_flipCard->setToolTip(tr("The app flips a card from the game data's deck (solo play)"));
    m_shortcuts->setTitle(tr("Shortcut tokens"));
    for (int k = 0; k < kShortcutSides; ++k)
        m_shortcutButtons[k]->setText(DamageText::shortcutName(ShortcutResult(k)));
    m_removeShortcut->setText(tr("Put the last one back"));
    m_drawShortcuts->setText(tr("Draw for me"));
    m_extras->setTitle(tr("End of the turn"));
    m_timeCardCheck->setText(tr("My Time card shows:"));
    m_timeCardCheck->setToolTip(tr("The seconds printed on the Time card taken, when your own card differs from the game data"));
    m_timeCardSeconds->setSuffix(tr(" s"));
    m_spareTyre->setText(tr("Fit the spare tyre after the move"));
    m_spareTyre->setToolTip(RuleBook::referenceText(Rule::SpareTyre, Game::Dirt));
    m_spareSecondsLabel->setText(tr("Spare Tyre card, 0 side:"));
    m_spareSeconds->setSuffix(tr(" s"));
    m_pitStop->setText(tr("Pit stop…"));
    m_noPitStop->setText(tr("No pit stop"));
    refresh();
}

void RandomComponentsPanel::refresh()
{
    const bool dirt = m_session->game() == Game::Dirt;
    const TurnInput &in = m_plan->input();
    const TurnReport &report = m_plan->preview().action.report;

    const int needed = m_plan->damageTokensNeeded();
    const int entered = in.damage ? int(in.damage->size()) : 0;
    m_damage->setVisible(needed > 0 || entered > 0);
    QStringList drawn;
    for (DamageToken t : in.damage.value_or(QList<DamageToken>{}))
        drawn << DamageText::name(t);
    m_damageText->setText(tr("Draw %n Damage token(s) from the bag and tap each as it comes out.", nullptr, qMax(0, needed)));
    m_damageDrawn->setText(drawn.isEmpty() ? tr("Drawn: none yet.") : tr("Drawn: %1.").arg(drawn.join(u", "_s)));
    for (QPushButton *b : std::as_const(m_tokenButtons))
        b->setEnabled(entered < needed);
    m_removeToken->setEnabled(entered > 0);
    m_drawDamage->setEnabled(m_random && entered < needed);

    std::optional<LossEvent> loss = report.loss;
    if (!loss && m_plan->outcome())
        loss = m_plan->outcome()->loss;
    const bool cardAsked = dirt && loss.has_value();
    if (cardAsked && !m_card->isVisibleTo(this)) {
        // A new card: its values start blank and the seconds box takes the keys.
        const QSignalBlocker b1(m_cardSeconds), b2(m_cardGear);
        m_cardSeconds->setValue(0);
        m_cardGear->setValue(0);
        for (QSpinBox *d : std::as_const(m_cardDamage)) {
            const QSignalBlocker b(d);
            d->setValue(0);
        }
        QTimer::singleShot(0, m_cardSeconds, [box = QPointer<QSpinBox>(m_cardSeconds)] {
            if (box && box->isVisible()) {
                box->setFocus(Qt::OtherFocusReason);
                box->selectAll();
            }
        });
    }
    m_card->setVisible(cardAsked);
    if (cardAsked) {
        QString text = tr("Flip a gear %1 Time card: type the seconds on its 0 side, then tap what it shows.").arg(qBound(1, loss->gear, 6));
        if (in.lossCard)
            text += u"\n"_s + tr("Entered: %1, %n s.", nullptr, in.lossCard->seconds).arg(cardName(in.lossCard->kind));
        m_cardText->setText(text);
    }
    if (in.lossCard)
        m_kind = in.lossCard->kind;
    for (int i = 0; i < m_cardKinds.size(); ++i)
        m_cardKinds[i]->setChecked(in.lossCard && int(in.lossCard->kind) == i);
    for (QSpinBox *d : std::as_const(m_cardDamage))
        d->setVisible(in.lossCard && in.lossCard->kind == TimeCardBackKind::Crash);
    m_cardGear->setVisible(in.lossCard && in.lossCard->kind == TimeCardBackKind::Sisu);
    m_flipCard->setEnabled(m_random != nullptr);

    const int shortcuts = m_plan->shortcutsNeeded();
    const int sides = int(in.shortcuts.size());
    m_shortcuts->setVisible(dirt && (shortcuts > 0 || sides > 0));
    QStringList taken;
    for (ShortcutResult s : in.shortcuts)
        taken << DamageText::shortcutName(s);
    m_shortcutText->setText(tr("The car entered %n shortcut space(s): draw a token for each and tap its shortcut side.", nullptr,
                               qMax(0, shortcuts)));
    m_shortcutsDrawn->setText(taken.isEmpty() ? tr("Drawn: none yet.") : tr("Drawn: %1.").arg(taken.join(u", "_s)));
    for (QPushButton *b : std::as_const(m_shortcutButtons))
        b->setEnabled(sides < shortcuts);
    m_removeShortcut->setEnabled(sides > 0);
    m_drawShortcuts->setEnabled(m_random && sides < shortcuts);

    const bool car = m_plan->car() >= 0;
    const bool race = m_session->setup().kind == GameKind::GtRace;
    const bool spare = dirt && car && m_plan->planningCar().spareTyre;
    m_timeCardCheck->setVisible(dirt && car);
    m_timeCardSeconds->setVisible(dirt && car);
    {
        const QSignalBlocker b1(m_timeCardCheck), b2(m_timeCardSeconds);
        m_timeCardCheck->setChecked(in.timeCardSeconds.has_value());
        // Unchecked, the box shows what the game data says for this turn's card (0 before the
        // card is known), never the card of an earlier turn or another player.
        const bool dataCard = report.card && report.card->side != TimeCardTaken::Side::SpareTyre;
        m_timeCardSeconds->setValue(in.timeCardSeconds ? *in.timeCardSeconds : dataCard ? report.card->seconds : 0);
    }
    if (report.card && report.card->side != TimeCardTaken::Side::SpareTyre && !in.timeCardSeconds)
        m_timeCardSeconds->setToolTip(tr("The game data says %n s for this card (%1).", nullptr, report.card->seconds)
                                          .arg(RulesText::confidenceName(report.card->confidence)));
    m_spareTyre->setVisible(spare);
    const bool secondsKnown = m_session->state().spareTyreSeconds.has_value();
    m_spareSecondsLabel->setVisible(spare && !secondsKnown);
    m_spareSeconds->setVisible(spare && !secondsKnown);
    {
        const QSignalBlocker b(m_spareTyre);
        m_spareTyre->setChecked(in.spareTyre);
    }
    m_pitStop->setVisible(race && car);
    m_noPitStop->setVisible(race && car && in.pitStop.has_value());
    m_pitStopText->setVisible(race && car);
    m_pitStopText->setText(in.pitStop ? tr("Pit stop: %1.").arg(in.pitStop->choice == PitChoice::Tyres ? tr("tyre change")
                                                                : in.pitStop->choice == PitChoice::Repairs
                                                                    ? tr("repairs")
                                                                    : tr("repairs and tyre change"))
                                      : QString());
    m_extras->setVisible(car && (dirt || race));
}

void RandomComponentsPanel::enterCard()
{
    TimeCardBack back;
    back.kind = m_kind;
    back.seconds = m_cardSeconds->value();
    if (back.kind == TimeCardBackKind::Crash)
        for (int i = 0; i < 3; ++i)
            back.damage[i] = m_cardDamage[i]->value();
    if (back.kind == TimeCardBackKind::Sisu)
        back.gear = m_cardGear->value();
    m_plan->setLossCard(back);
}

void RandomComponentsPanel::updateSpareTyre()
{
    const bool known = m_session->state().spareTyreSeconds.has_value();
    m_plan->setSpareTyre(m_spareTyre->isChecked(),
                         m_spareTyre->isChecked() && !known ? std::optional<int>(m_spareSeconds->value()) : std::nullopt);
}

void RandomComponentsPanel::choosePitStop()
{
    std::optional<PitStopRequest> request;
    if (m_choosePitStop) {
        request = m_choosePitStop();
    } else {
        const CarState &car = m_plan->planningCar();
        PitStopDialog dialog(m_session->data().dashboards(Game::GT).tyres(car.carClass), car.tyres, m_plan->input().pitStop.toOptional(), this);
        if (dialog.exec() == QDialog::Accepted)
            request = dialog.request();
    }
    if (request)
        m_plan->setPitStop(request);
}

void RandomComponentsPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace Pacenotes
