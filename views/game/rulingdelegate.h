// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStyledItemDelegate>

namespace Pacenotes {

/**
 * A ruling as the table reads it: a coloured mark for its kind (broken rule red, warning amber,
 * effect blue, note grey), the message, and under it where the rule is written, smaller.
 * Works on RulingListModel rows (KindRole, ReferenceRole); wraps to the view's width.
 */
class RulingDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    explicit RulingDelegate(QObject *parent = nullptr);

    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;

    static QColor kindColour(const QString &kind);
};

} // namespace Pacenotes
