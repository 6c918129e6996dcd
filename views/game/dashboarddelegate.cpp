// SPDX-License-Identifier: GPL-3.0-or-later
#include "dashboarddelegate.h"

#include "dicepainter.h"
#include "itemmodels/gameplayersmodel.h"

#include <QApplication>
#include <QPainter>
#include <QPainterPath>

namespace Pacenotes {

using namespace Qt::StringLiterals;

namespace {
constexpr int kDie = 16;

/// The dice of a DiceRole list: per kind, the dice left now, then those lost to damage.
QList<std::pair<DieKind, bool>> diceOf(const QVariantList &list)
{
    QList<std::pair<DieKind, bool>> out;
    for (const QVariant &v : list) {
        const QVariantMap m = v.toMap();
        const DieKind kind = enumFromId<DieKind>(m.value(u"kind"_s).toString()).value_or(DieKind::Gear);
        const int now = m.value(u"now"_s).toInt();
        const int printed = m.value(u"printed"_s).toInt();
        for (int i = 0; i < printed; ++i)
            out.append({kind, i < now});
    }
    return out;
}
} // namespace

DashboardDelegate::DashboardDelegate(QObject *parent) : QStyledItemDelegate(parent)
{
}

QColor DashboardDelegate::activeTint()
{
    return QColor(255, 220, 120, 110);
}

void DashboardDelegate::paintLowConfidence(QPainter *painter, const QRect &rect)
{
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    QPainterPath corner;
    corner.moveTo(rect.topRight());
    corner.lineTo(rect.topRight() + QPoint(-9, 0));
    corner.lineTo(rect.topRight() + QPoint(0, 9));
    corner.closeSubpath();
    painter->fillPath(corner, QColor(0xe0, 0x8a, 0x00));
    painter->restore();
}

void DashboardDelegate::initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const
{
    QStyledItemDelegate::initStyleOption(option, index);
    if (index.data(GamePlayersModel::ActiveRole).toBool()) {
        option->font.setBold(true);
        option->backgroundBrush = activeTint();
    }
    if (index.data(GamePlayersModel::StatusRole).toString() != "racing"_L1)
        option->palette.setColor(QPalette::Text, option->palette.color(QPalette::PlaceholderText));
    if (index.column() == GamePlayersModel::DiceColumn && !index.data(GamePlayersModel::DiceRole).toList().isEmpty())
        option->text.clear();
}

void DashboardDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QStyledItemDelegate::paint(painter, option, index);
    if (index.column() == GamePlayersModel::DiceColumn) {
        const auto dice = diceOf(index.data(GamePlayersModel::DiceRole).toList());
        int x = option.rect.left() + 3;
        const int y = option.rect.center().y() - kDie / 2;
        DieKind last = DieKind::Gear;
        for (const auto &[kind, left] : dice) {
            if (kind != last)
                x += 4;
            last = kind;
            if (x + kDie > option.rect.right())
                break;
            DicePainter::paint(painter, QRectF(x, y, kDie, kDie), kind, QString(), true, !left);
            x += kDie + 1;
        }
    }
    if (index.data(GamePlayersModel::LowConfidenceRole).toBool())
        paintLowConfidence(painter, option.rect.adjusted(0, 1, -1, 0));
}

QSize DashboardDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QSize size = QStyledItemDelegate::sizeHint(option, index);
    if (index.column() == GamePlayersModel::DiceColumn) {
        const auto dice = diceOf(index.data(GamePlayersModel::DiceRole).toList());
        size.setWidth(qMax(size.width(), int(dice.size()) * (kDie + 1) + 5 * 4 + 6));
        size.setHeight(qMax(size.height(), kDie + 6));
    }
    return size;
}

} // namespace Pacenotes
