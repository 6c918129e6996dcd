// SPDX-License-Identifier: GPL-3.0-or-later
#include "dicepadwidget.h"

#include "dicepainter.h"
#include "itemmodels/dicepadmodel.h"
#include "itemmodels/moveplanmodel.h"
#include "touchmetrics.h"

#include <QAbstractButton>
#include <QAction>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QStyle>
#include <QStyleOptionFocusRect>
#include <QToolButton>

namespace Pacenotes {

using namespace Qt::StringLiterals;

namespace {

/// One die of the pad: the die in its colours, its key, and how many of its kind are left.
class DieButton : public QAbstractButton
{
public:
    DieButton(DieKind kind, const QString &key, QWidget *parent) : QAbstractButton(parent), m_kind(kind), m_key(key), m_letter(key)
    {
        setFocusPolicy(Qt::TabFocus);
        setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
    }
    void setLeft(int left) { m_left = left; update(); }
    /// The die's letter in the players' language (Russian Т for the Brake die, key B).
    void setLetter(const QString &letter) { m_letter = letter; update(); }
    QString letter() const { return m_letter; }
    QSize sizeHint() const override
    {
        const int side = qMax(TouchMetrics::minimumTarget(this), 36);
        return QSize(side, side + fontMetrics().height());
    }

protected:
    void paintEvent(QPaintEvent *) override
    {
        QPainter p(this);
        const int label = fontMetrics().height();
        const QRectF die(0, 0, width(), height() - label);
        DicePainter::paint(&p, die.adjusted(2, 2, -2, -2), m_kind, m_letter, isEnabled(), false);
        if (m_letter != m_key) {
            // The key to press, small in the corner, when the die's letter is not the key's.
            QFont small = font();
            small.setPixelSize(qMax(8, int(die.height() * 0.26)));
            p.setFont(small);
            p.setPen(DicePainter::ink(m_kind));
            p.setOpacity(isEnabled() ? 0.85 : 0.3);
            p.drawText(die.adjusted(die.width() * 0.16, die.height() * 0.1, 0, 0), Qt::AlignLeft | Qt::AlignTop, m_key);
            p.setOpacity(1.0);
            p.setFont(font());
        }
        if (isDown()) {
            p.setPen(QPen(palette().highlight().color(), 3));
            p.drawRoundedRect(die.adjusted(2, 2, -2, -2), 6, 6);
        }
        p.setPen(palette().color(isEnabled() ? QPalette::Active : QPalette::Disabled, QPalette::WindowText));
        p.drawText(QRectF(0, height() - label, width(), label), Qt::AlignCenter,
                   m_left >= 0 ? QString::number(m_left) : QString());
        if (hasFocus()) {
            QStyleOptionFocusRect o;
            o.initFrom(this);
            style()->drawPrimitive(QStyle::PE_FrameFocusRect, &o, &p, this);
        }
    }

private:
    DieKind m_kind;
    QString m_key;
    QString m_letter;
    int m_left = -1;
};

} // namespace

DicePadWidget::DicePadWidget(DicePadModel *pad, MovePlanModel *plan, QWidget *parent)
    : QWidget(parent), m_pad(pad), m_plan(plan)
{
    auto *row = new QHBoxLayout(this);
    row->setContentsMargins(0, 0, 0, 0);
    row->setSpacing(4);
    for (int i = 0; i < pad->rowCount(); ++i) {
        const QModelIndex index = pad->index(i);
        const QString key = index.data(DicePadModel::KeyRole).toString();
        const DieKind kind = enumFromId<DieKind>(index.data(DicePadModel::KindRole).toString()).value_or(DieKind::Gear);
        auto *b = new DieButton(kind, key, this);
        b->setObjectName(u"die"_s + key);
        connect(b, &QAbstractButton::clicked, this, [this, i] { m_pad->press(i); });
        row->addWidget(b);
        // a gap between the Gear dice and the others, as they lie on the table
        if (i == int(DieKey::Gear6))
            row->addSpacing(10);
        m_buttons.append(b);

        auto *action = new QAction(this);
        action->setShortcut(QKeySequence(key));
        action->setShortcutContext(Qt::WindowShortcut);
        connect(action, &QAction::triggered, this, [this, i] { m_pad->press(i); });
        addAction(action);
        m_actions.append(action);
    }
    row->addSpacing(10);
    auto *back = new QToolButton(this);
    back->setObjectName(u"backspaceButton"_s);
    back->setIcon(style()->standardIcon(QStyle::SP_ArrowBack));
    back->setToolButtonStyle(Qt::ToolButtonTextUnderIcon);
    back->setFocusPolicy(Qt::TabFocus);
    TouchMetrics::makeTouchable(back); // as wide as its word ("Назад" does not fit a square)
    connect(back, &QAbstractButton::clicked, m_plan, &MovePlanModel::backspace);
    m_backspace = back;
    row->addWidget(back);
    row->addStretch(1);
    // What the keys were understood as, as they are typed ("2 B B" shows "2+BB"): the referee
    // panel places it where it has room.
    m_echo = new QLabel(this);
    m_echo->setObjectName(u"diceEcho"_s);
    m_echo->setWordWrap(true);

    auto *backAction = new QAction(this);
    backAction->setShortcut(QKeySequence(Qt::Key_Backspace));
    backAction->setShortcutContext(Qt::WindowShortcut);
    connect(backAction, &QAction::triggered, m_plan, &MovePlanModel::backspace);
    addAction(backAction);
    m_actions.append(backAction);

    connect(pad, &QAbstractItemModel::dataChanged, this, &DicePadWidget::refresh);
    connect(pad, &QAbstractItemModel::modelReset, this, &DicePadWidget::refresh);
    connect(plan, &MovePlanModel::changed, this, &DicePadWidget::refresh);
    retranslate();
    refresh();
}

void DicePadWidget::refresh()
{
    for (int i = 0; i < m_buttons.size(); ++i) {
        const QModelIndex index = m_pad->index(i);
        const bool available = index.data(DicePadModel::AvailableRole).toBool();
        const bool enabled = index.data(DicePadModel::EnabledRole).toBool();
        auto *b = static_cast<DieButton *>(m_buttons[i]);
        b->setVisible(available);
        b->setEnabled(enabled);
        m_actions[i]->setEnabled(enabled);
        const int used = index.data(DicePadModel::UsedRole).toInt();
        const int allowed = index.data(DicePadModel::AllowedRole).toInt();
        // Gear dice are one of each number: the count says how many Gear dice are left in all.
        b->setLeft(available ? qMax(0, allowed - used) : -1);
        b->setLetter(index.data(Qt::DisplayRole).toString());
        QString tip = tr("%1 — key %2").arg(index.data(Qt::ToolTipRole).toString(), index.data(DicePadModel::KeyRole).toString());
        const DieKey key = DicePadModel::keyAt(i);
        if (key == DieKey::Brake || key == DieKey::Boost)
            tip += u"\n"_s + bothOrders(key);
        b->setToolTip(tip);
        b->setAccessibleName(index.data(Qt::ToolTipRole).toString());
    }
    m_echo->setText(m_plan->plan().isEmpty() ? QString() : tr("Understood: %1").arg(m_plan->plan().typedText()));
    const bool canBack = m_plan->rowCount() > 0 || !m_plan->plan().isEmpty();
    m_backspace->setEnabled(canBack && !m_plan->isRolling() && m_plan->mayMove());
    m_actions.constLast()->setEnabled(m_backspace->isEnabled());
}

QString DicePadWidget::bothOrders(DieKey key)
{
    // The keys typed (%1) and the dice as the players name them (%2: Russian ТТ for BB).
    return tr("Before or after its Gear die: “2 %1 %1” and “%1 %1 2” are both 2+%2 (typed after it, it goes with the Gear die that "
              "needs it).")
        .arg(QString(MovePlan::keyChar(key)), MovePlan::letter(key).repeated(2));
}

void DicePadWidget::retranslate()
{
    setToolTip(tr("Lay the dice in the order they go on the board. %1").arg(bothOrders(DieKey::Brake)));
    m_backspace->setText(tr("Back"));
    m_backspace->setToolTip(tr("Take the last die back (Backspace)"));
}

void DicePadWidget::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace Pacenotes
