// SPDX-License-Identifier: GPL-3.0-or-later
#include "rulingdelegate.h"

#include "itemmodels/rulinglistmodel.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QPainter>
#include <QTextLayout>

namespace Pacenotes {

using namespace Qt::StringLiterals;

namespace {
constexpr int kMark = 6;
constexpr int kPad = 4;

int textHeight(const QString &text, const QFont &font, int width)
{
    return QFontMetrics(font).boundingRect(QRect(0, 0, qMax(20, width), 100000), Qt::TextWordWrap, text).height();
}

QFont smaller(QFont f)
{
    f.setPointSizeF(f.pointSizeF() > 0 ? f.pointSizeF() * 0.88 : 8);
    return f;
}
} // namespace

RulingDelegate::RulingDelegate(QObject *parent) : QStyledItemDelegate(parent)
{
}

QColor RulingDelegate::kindColour(const QString &kind)
{
    if (kind == "violation"_L1)
        return QColor(0xc6, 0x28, 0x28);
    if (kind == "warning"_L1)
        return QColor(0xe0, 0x90, 0x10);
    if (kind == "effect"_L1)
        return QColor(0x1e, 0x6f, 0xc8);
    if (kind == "action"_L1)
        return QColor(0x30, 0x30, 0x30);
    return QColor(0x90, 0x90, 0x90);
}

void RulingDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    const QString message = opt.text;
    opt.text.clear();
    const QWidget *widget = option.widget;
    QStyle *style = widget ? widget->style() : QApplication::style();
    style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, widget);

    painter->save();
    const QRect r = option.rect.adjusted(kPad, kPad, -kPad, -kPad);
    painter->fillRect(QRect(r.left(), r.top(), kMark, r.height()), kindColour(index.data(RulingListModel::KindRole).toString()));
    const QRect text = r.adjusted(kMark + kPad, 0, 0, 0);
    const bool selected = option.state.testFlag(QStyle::State_Selected);
    painter->setPen(option.palette.color(selected ? QPalette::HighlightedText : QPalette::Text));
    painter->setFont(option.font);
    const int h = textHeight(message, option.font, text.width());
    painter->drawText(QRect(text.left(), text.top(), text.width(), h), Qt::TextWordWrap, message);
    const QString ref = index.data(RulingListModel::ReferenceRole).toString();
    if (!ref.isEmpty()) {
        painter->setFont(smaller(option.font));
        painter->setPen(option.palette.color(selected ? QPalette::HighlightedText : QPalette::PlaceholderText));
        painter->drawText(QRect(text.left(), text.top() + h, text.width(), text.height() - h), Qt::TextWordWrap, ref);
    }
    painter->restore();
}

QSize RulingDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    int width = option.rect.width();
    if (const auto *view = qobject_cast<const QAbstractItemView *>(option.widget))
        width = view->viewport()->width();
    const int text = qMax(40, width - kMark - 3 * kPad);
    int h = textHeight(index.data().toString(), option.font, text);
    const QString ref = index.data(RulingListModel::ReferenceRole).toString();
    if (!ref.isEmpty())
        h += textHeight(ref, smaller(option.font), text);
    return QSize(width, h + 2 * kPad);
}

} // namespace Pacenotes
