// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStyledItemDelegate>

namespace Pacenotes {

/**
 * The compact dashboard rows (GamePlayersModel): the dice a car may use now drawn as dice in
 * their colours (a die lost to damage struck out), the car whose turn it is in bold on a tinted
 * row, and an amber corner on values that come from placeholder or single-source data (the
 * model's tooltip names the source).
 */
class DashboardDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    explicit DashboardDelegate(QObject *parent = nullptr);

    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;

    /// The amber corner mark of a value of low confidence.
    static void paintLowConfidence(QPainter *painter, const QRect &rect);
    static QColor activeTint();

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override;
};

} // namespace Pacenotes
