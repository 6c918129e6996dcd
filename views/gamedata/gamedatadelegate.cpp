// SPDX-License-Identifier: GPL-3.0-or-later
#include "gamedatadelegate.h"

#include "game/gamedatavalidator.h"
#include "itemmodels/gamedatamodel.h"

#include <QComboBox>
#include <QPainter>
#include <QPainterPath>
#include <QSpinBox>

namespace Pacenotes {

using namespace Qt::StringLiterals;
using R = GameDataModel::Roles;

QColor GameDataDelegate::markColour(Confidence c)
{
    switch (c) {
    case Confidence::Rulebook: return QColor(0x2e, 0x7d, 0x32);
    case Confidence::Confirmed: return QColor(0x7c, 0xb3, 0x42);
    case Confidence::SingleSource: return QColor(0xf9, 0xa8, 0x25);
    case Confidence::Placeholder: return QColor(0xc6, 0x28, 0x28);
    case Confidence::User: return QColor(0x15, 0x65, 0xc0);
    }
    return Qt::gray;
}

void GameDataDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QStyledItemDelegate::paint(painter, option, index);
    const QVariant confidence = index.data(R::ConfidenceRole);
    if (!confidence.isValid())
        return;
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    // A triangle in the top-left corner: visible at a glance, out of the way of the number.
    const QRect r = option.rect;
    const qreal size = qMax<qreal>(7, r.height() * 0.38);
    QPainterPath mark;
    mark.moveTo(r.topLeft());
    mark.lineTo(r.left() + size, r.top());
    mark.lineTo(r.left(), r.top() + size);
    mark.closeSubpath();
    painter->fillPath(mark, markColour(Confidence(confidence.toInt())));
    const QVariant severity = index.data(R::ProblemSeverityRole);
    if (severity.isValid()) {
        const bool error = severity.toInt() == int(GameDataProblem::Severity::Error);
        painter->setPen(QPen(error ? QColor(0xc6, 0x28, 0x28) : QColor(0xef, 0x8f, 0x00), 2, error ? Qt::SolidLine : Qt::DashLine));
        painter->setBrush(Qt::NoBrush);
        painter->drawRect(QRectF(r).adjusted(1.5, 1.5, -1.5, -1.5));
    }
    painter->restore();
}

QWidget *GameDataDelegate::createEditor(QWidget *parent, const QStyleOptionViewItem &, const QModelIndex &index) const
{
    const QVariantList choices = index.data(R::ChoicesRole).toList();
    if (!choices.isEmpty()) {
        auto *combo = new QComboBox(parent);
        for (const QVariant &c : choices)
            combo->addItem(c.toMap().value(u"text"_s).toString(), c.toMap().value(u"value"_s));
        // A choice is made at once: commit it without waiting for Return.
        connect(combo, &QComboBox::activated, this, [this, combo] {
            auto *self = const_cast<GameDataDelegate *>(this);
            emit self->commitData(combo);
            emit self->closeEditor(combo);
        });
        return combo;
    }
    auto *spin = new QSpinBox(parent);
    spin->setRange(index.data(R::MinimumRole).toInt(), index.data(R::MaximumRole).toInt());
    spin->setAlignment(Qt::AlignCenter);
    spin->setFrame(false);
    return spin;
}

void GameDataDelegate::setEditorData(QWidget *editor, const QModelIndex &index) const
{
    if (auto *combo = qobject_cast<QComboBox *>(editor)) {
        combo->setCurrentIndex(combo->findData(index.data(Qt::EditRole)));
        return;
    }
    if (auto *spin = qobject_cast<QSpinBox *>(editor)) {
        spin->setValue(index.data(Qt::EditRole).toInt());
        spin->selectAll();
    }
}

void GameDataDelegate::setModelData(QWidget *editor, QAbstractItemModel *model, const QModelIndex &index) const
{
    // The model passes the value to the document; a refused one changes nothing and is reported.
    if (auto *combo = qobject_cast<QComboBox *>(editor)) {
        if (combo->currentIndex() >= 0 && combo->currentData() != index.data(Qt::EditRole))
            model->setData(index, combo->currentData());
        return;
    }
    // An unchanged value is left as it is (Mark as Checked makes it the user's on purpose).
    if (auto *spin = qobject_cast<QSpinBox *>(editor)) {
        spin->interpretText();
        if (spin->value() != index.data(Qt::EditRole).toInt())
            model->setData(index, spin->value());
    }
}

} // namespace Pacenotes
