// SPDX-License-Identifier: GPL-3.0-or-later
#include "cardashboardview.h"

#include "dicestrip.h"
#include "game/gamesession.h"
#include "itemmodels/gameplayersmodel.h"
#include "rules/solotiming.h"
#include "touchmetrics.h"

#include <QAbstractItemModel>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPainter>
#include <QToolButton>
#include <QVBoxLayout>

namespace Pacenotes {

using namespace Qt::StringLiterals;

namespace {
QLabel *bigNumber(QWidget *parent, const QString &name)
{
    auto *l = new QLabel(parent);
    l->setObjectName(name);
    QFont f = l->font();
    f.setPointSizeF(f.pointSizeF() * 2.0);
    f.setBold(true);
    l->setFont(f);
    l->setAlignment(Qt::AlignCenter);
    return l;
}

QLabel *smallTitle(QWidget *parent)
{
    auto *l = new QLabel(parent);
    l->setAlignment(Qt::AlignCenter);
    l->setWordWrap(true); // long titles (Russian) wrap rather than widen the dock
    return l;
}

bool weak(const QString &confidence)
{
    return confidence == "single-source"_L1 || confidence == "placeholder"_L1;
}

QString dangerCell(const QString &colour, int tokens)
{
    return u"<td align=center style='background:%1'>%2</td>"_s.arg(colour).arg(tokens);
}
} // namespace

CarDashboardView::CarDashboardView(GameSession *session, QAbstractItemModel *players, QWidget *parent)
    : QWidget(parent), m_session(session), m_players(players)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    auto *header = new QHBoxLayout;
    m_chip = new QLabel(this);
    m_chip->setFixedSize(18, 18);
    m_name = new QLabel(this);
    m_name->setObjectName(u"dashboardName"_s);
    QFont f = m_name->font();
    f.setBold(true);
    f.setPointSizeF(f.pointSizeF() * 1.25);
    m_name->setFont(f);
    header->addWidget(m_chip);
    header->addWidget(m_name, 1);
    layout->addLayout(header);
    m_what = new QLabel(this);
    m_what->setWordWrap(true);
    layout->addWidget(m_what);

    auto *numbers = new QGridLayout;
    m_gearTitle = smallTitle(this);
    m_limitTitle = smallTitle(this);
    m_tokensTitle = smallTitle(this);
    m_gear = bigNumber(this, u"dashboardGear"_s);
    m_limit = bigNumber(this, u"dashboardHazardLimit"_s);
    m_tokens = bigNumber(this, u"dashboardTokens"_s);
    m_limitMark = marker(u"limitMarker"_s);
    numbers->addWidget(m_gearTitle, 0, 0);
    numbers->addWidget(m_limitTitle, 0, 1);
    numbers->addWidget(m_tokensTitle, 0, 2);
    numbers->addWidget(m_gear, 1, 0);
    auto *limitBox = new QHBoxLayout;
    limitBox->addStretch(1);
    limitBox->addWidget(m_limit);
    limitBox->addWidget(m_limitMark);
    limitBox->addStretch(1);
    numbers->addLayout(limitBox, 1, 1);
    numbers->addWidget(m_tokens, 1, 2);
    layout->addLayout(numbers);
    m_where = new QLabel(this);
    m_where->setWordWrap(true);
    m_where->setAlignment(Qt::AlignCenter);
    layout->addWidget(m_where);

    auto *diceRow = new QHBoxLayout;
    m_dice = new DiceStrip(this);
    m_dice->setObjectName(u"dashboardDice"_s);
    m_diceMark = marker(u"diceMarker"_s);
    diceRow->addWidget(m_dice, 1);
    diceRow->addWidget(m_diceMark, 0, Qt::AlignTop);
    layout->addLayout(diceRow);
    m_damage = new QLabel(this);
    m_damage->setObjectName(u"dashboardDamage"_s);
    m_damage->setWordWrap(true);
    layout->addWidget(m_damage);

    m_lossTable = new QLabel(this);
    m_lossTable->setObjectName(u"lossTable"_s);
    m_lossTable->setTextFormat(Qt::RichText);
    m_lossTable->setWordWrap(true); // its header wraps in a narrow dock
    m_lossTable->setTextInteractionFlags(Qt::LinksAccessibleByMouse | Qt::LinksAccessibleByKeyboard);
    // Each low-confidence row's ⚠ is a link to that row in the game-data editor: no button
    // beside the table to widen the dock.
    layout->addWidget(m_lossTable);
    auto *cardsRow = new QHBoxLayout;
    m_timeCards = new QLabel(this);
    m_timeCards->setObjectName(u"timeCards"_s);
    m_timeCards->setTextFormat(Qt::RichText);
    m_timeCards->setWordWrap(true);
    m_cardsMark = marker(u"timeCardsMarker"_s);
    cardsRow->addWidget(m_timeCards, 1);
    cardsRow->addWidget(m_cardsMark, 0, Qt::AlignTop);
    layout->addLayout(cardsRow);
    m_extras = new QLabel(this);
    m_extras->setObjectName(u"dashboardExtras"_s);
    m_extras->setWordWrap(true);
    layout->addWidget(m_extras);
    layout->addStretch(1);

    connect(m_diceMark, &QToolButton::clicked, this, [this] { emit dataRequested(dashboardItem({})); });
    connect(m_limitMark, &QToolButton::clicked, this, [this] { emit dataRequested(dashboardItem(u"hazardLimit"_s)); });
    connect(m_lossTable, &QLabel::linkActivated, this, [this](const QString &link) {
        if (link.startsWith("loss:"_L1))
            emit dataRequested(GameDataItem::lossOfControl(link.mid(5).toInt()));
    });
    connect(m_cardsMark, &QToolButton::clicked, this,
            [this] { emit dataRequested(GameDataItem::timeCardDeck(m_cardGear, u"frontSeconds"_s)); });
    connect(players, &QAbstractItemModel::dataChanged, this, &CarDashboardView::refresh);
    connect(players, &QAbstractItemModel::modelReset, this, &CarDashboardView::refresh);
    refresh();
}

QToolButton *CarDashboardView::marker(const QString &name)
{
    auto *b = new QToolButton(this);
    b->setObjectName(name);
    b->setText(u"⚠"_s);
    b->setAutoRaise(true);
    TouchMetrics::makeTouchable(b, true);
    QPalette p = b->palette();
    p.setColor(QPalette::ButtonText, QColor(0xc0, 0x70, 0x00));
    b->setPalette(p);
    return b;
}

GameDataItem CarDashboardView::dashboardItem(const QString &field) const
{
    const CarState &car = m_session->state().cars.value(m_car).car;
    const std::optional<DiceAllowance> a = m_session->allowance(m_car);
    return GameDataItem::dashboard(m_session->game(), car.carClass, car.tyres, a ? a->condition : QString(), field);
}

void CarDashboardView::setCar(int car)
{
    m_car = car;
    refresh();
}

QVariant CarDashboardView::cell(int column, int role) const
{
    return m_players->index(m_car, column).data(role);
}

void CarDashboardView::refresh()
{
    const bool valid = m_car >= 0 && m_car < m_players->rowCount();
    for (QWidget *w : findChildren<QWidget *>(Qt::FindDirectChildrenOnly))
        w->setVisible(valid);
    if (!valid)
        return;
    const bool gt = m_session->game() == Game::GT;
    using M = GamePlayersModel;
    QPixmap chip(18, 18);
    chip.fill(cell(M::NameColumn, M::ColourRole).value<QColor>());
    {
        QPainter p(&chip);
        p.setPen(Qt::darkGray);
        p.drawRect(0, 0, 17, 17);
    }
    m_chip->setPixmap(chip);
    m_name->setText(cell(M::NameColumn).toString());
    QStringList what{cell(M::ClassColumn).toString(), cell(M::TyresColumn).toString()};
    if (const QString side = cell(M::SideColumn).toString(); !side.isEmpty())
        what << side;
    what << cell(M::StatusColumn).toString();
    m_what->setText(what.join(u" · "_s));

    m_gearTitle->setText(tr("Gear"));
    m_limitTitle->setText(tr("Hazard limit"));
    m_tokensTitle->setText(gt ? tr("Focus") : tr("Seconds"));
    m_gear->setText(cell(M::GearColumn, M::GearMarkerRole).toString());
    m_limit->setText(cell(M::HazardLimitColumn).toString());
    m_tokens->setText(cell(M::TokensColumn).toString());
    m_where->setText(cell(M::LocationColumn).toString());
    m_limitMark->setVisible(cell(M::HazardLimitColumn, M::LowConfidenceRole).toBool());
    m_limitMark->setToolTip(tr("%1 — click to check it in the game data").arg(cell(M::HazardLimitColumn, M::SourceRole).toString()));

    const QVariantList dice = cell(M::DiceColumn, M::DiceRole).toList();
    m_dice->setDice(dice);
    m_diceMark->setVisible(cell(M::DiceColumn, M::LowConfidenceRole).toBool());
    m_diceMark->setToolTip(tr("%1 — click to check it in the game data").arg(cell(M::DiceColumn, M::SourceRole).toString()));
    if (dice.isEmpty())
        m_dice->setToolTip(cell(M::DiceColumn).toString());
    m_damage->setText(tr("Damage: %1").arg(cell(M::DamageColumn).toString()));

    // GT: the Loss of Control table, the current gear's row marked (GT p. 16).
    m_lossTable->setVisible(gt);
    if (gt) {
        QString html = u"<table cellspacing=0 cellpadding=2 border=1 style='border-collapse:collapse'>"_s;
        html += u"<tr><th>%1</th><th>%2</th><th colspan=3>%3</th></tr>"_s.arg(tr("Gear"), tr("Marker"), tr("Damage tokens"));
        bool low = false;
        for (const QVariant &v : cell(M::NameColumn, M::LossTableRole).toList()) {
            const QVariantMap r = v.toMap();
            const bool current = r.value(u"current"_s).toBool();
            const bool weakRow = weak(r.value(u"confidence"_s).toString());
            low = low || weakRow;
            html += current ? u"<tr style='background:#ffd75e;font-weight:bold'>"_s : u"<tr>"_s;
            const int gear = r.value(u"gear"_s).toInt();
            const QString mark = weakRow ? u" <a href='loss:%1' style='color:#c07000;text-decoration:none'>⚠</a>"_s.arg(gear) : QString();
            html += u"<td align=center>%1%2</td><td align=center>%3</td>"_s.arg(gear).arg(mark, r.value(u"marker"_s).toString());
            html += dangerCell(u"#f6e27a"_s, r.value(u"yellow"_s).toInt()) + dangerCell(u"#f5b36b"_s, r.value(u"orange"_s).toInt())
                + dangerCell(u"#ee8a8a"_s, r.value(u"red"_s).toInt()) + u"</tr>"_s;
        }
        m_lossTable->setText(html + u"</table>"_s);
        QString tip = tr("The Loss of Control table: marker and Damage tokens by gear and tile colour (%1)")
                          .arg(RuleBook::referenceText(Rule::LossOfControl, Game::GT));
        if (low)
            tip += u"\n"_s + tr("Rows marked ⚠ come from a single source — click the ⚠ to check them in the game data");
        m_lossTable->setToolTip(tip);
    }

    // DIRT: the Time cards taken this stage, with their seconds, and the running time.
    m_timeCards->setVisible(!gt);
    m_cardsMark->setVisible(false);
    QStringList extras;
    if (!gt) {
        QStringList cards;
        bool low = false;
        m_cardGear = 0;
        for (const QVariant &v : cell(M::NameColumn, M::TimeCardsRole).toList()) {
            const QVariantMap c = v.toMap();
            const QString side = c.value(u"side"_s).toString();
            const int gear = c.value(u"gear"_s).toInt();
            const bool weakCard = !c.value(u"entered"_s).toBool() && weak(c.value(u"confidence"_s).toString());
            if (weakCard && !low) {
                low = true;
                m_cardGear = qMax(1, gear);
            }
            const QString name = side == "spare-tyre"_L1 ? tr("spare") : side == "zero"_L1 ? tr("%1 (0)").arg(gear) : QString::number(gear);
            cards << tr("%1: %2 s").arg(name).arg(c.value(u"seconds"_s).toInt()) + (weakCard ? u" ⚠"_s : QString());
        }
        m_timeCards->setText(tr("<b>Time cards:</b> %1").arg(cards.isEmpty() ? tr("none yet") : cards.join(u", "_s)));
        m_cardsMark->setVisible(low);
        m_cardsMark->setToolTip(cell(M::ProgressColumn, M::SourceRole).toString());
        extras << tr("Stage time: %1").arg(cell(M::ProgressColumn, M::StageTimeTextRole).toString());
        extras << tr("Spare tyre: %1").arg(cell(M::SpareTyreColumn).toString());
        if (const QString sisu = cell(M::SisuColumn).toString(); !sisu.isEmpty())
            extras << tr("SISU: %1").arg(sisu);
    } else {
        extras << cell(M::ProgressColumn).toString();
        if (const int flags = cell(M::NameColumn, M::YellowFlagsRole).toInt(); flags > 0)
            extras << tr("%n Yellow Flag(s) of this car on the track", nullptr, flags);
    }
    m_extras->setText(extras.join(u" · "_s));
}

void CarDashboardView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        refresh();
    QWidget::changeEvent(event);
}

} // namespace Pacenotes
