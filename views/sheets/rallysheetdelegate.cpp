// SPDX-License-Identifier: GPL-3.0-or-later
#include "rallysheetdelegate.h"

#include "itemmodels/rallysheetmodel.h"
#include "records/rally.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>

namespace Pacenotes {

using namespace Qt::StringLiterals;
using RowKind = RallySheetLayout::RowKind;

namespace {
RowKind kindOf(const QModelIndex &index)
{
    return RowKind(index.data(RallySheetModel::RowKindRole).toInt());
}

/// Three small spin boxes for the Gear, Coast and Brake damage tokens.
class DamageEditor : public QWidget
{
public:
    explicit DamageEditor(QWidget *parent) : QWidget(parent)
    {
        setAutoFillBackground(true);
        auto *layout = new QHBoxLayout(this);
        layout->setContentsMargins(1, 0, 1, 0);
        layout->setSpacing(2);
        const QStringList letters = {RallySheetDelegate::tr("G"),
                                     RallySheetDelegate::tr("C"),
                                     RallySheetDelegate::tr("B")};
        const QStringList names = {RallySheetDelegate::tr("Gear damage tokens"),
                                   RallySheetDelegate::tr("Coast damage tokens"),
                                   RallySheetDelegate::tr("Brake damage tokens")};
        for (int i = 0; i < 3; ++i) {
            m_spins[i] = new QSpinBox(this);
            m_spins[i]->setRange(0, Damage::kMaxTokens);
            m_spins[i]->setSuffix(letters[i]);
            m_spins[i]->setToolTip(names[i]);
            m_spins[i]->setAccessibleName(names[i]);
            m_spins[i]->setButtonSymbols(QAbstractSpinBox::NoButtons);
            m_spins[i]->setAlignment(Qt::AlignCenter);
            layout->addWidget(m_spins[i]);
        }
        setFocusProxy(m_spins[0]);
    }
    Damage damage() const { return {m_spins[0]->value(), m_spins[1]->value(), m_spins[2]->value()}; }
    int focusedField() const
    {
        for (int i = 0; i < 3; ++i)
            if (m_spins[i]->hasFocus())
                return i;
        return -1;
    }

protected:
    /// Tab and Shift+Tab go through the three fields before the view moves to the next cell.
    bool focusNextPrevChild(bool next) override
    {
        const int i = focusedField();
        const int to = i + (next ? 1 : -1);
        if (i >= 0 && to >= 0 && to < 3) {
            m_spins[to]->setFocus(next ? Qt::TabFocusReason : Qt::BacktabFocusReason);
            m_spins[to]->selectAll();
            return true;
        }
        return QWidget::focusNextPrevChild(next);
    }

public:
    void setDamage(const Damage &d)
    {
        m_spins[0]->setValue(d.gear);
        m_spins[1]->setValue(d.coast);
        m_spins[2]->setValue(d.brake);
    }

private:
    QSpinBox *m_spins[3];
};
} // namespace

QWidget *RallySheetDelegate::createEditor(QWidget *parent, const QStyleOptionViewItem &option,
                                          const QModelIndex &index) const
{
    switch (kindOf(index)) {
    case RowKind::StageTime: {
        auto *edit = new QLineEdit(parent);
        edit->setPlaceholderText(tr("m:ss"));
        edit->setAlignment(Qt::AlignCenter);
        edit->setToolTip(tr("The stage time as minutes and seconds, e.g. 4:07. Leave empty to clear."));
        return edit;
    }
    case RowKind::Penalty: {
        auto *spin = new QSpinBox(parent);
        spin->setRange(0, StageResult::kMaxPenaltyTokens);
        spin->setSuffix(tr(" × 5 s"));
        spin->setAlignment(Qt::AlignCenter);
        return spin;
    }
    case RowKind::Damage: return new DamageEditor(parent);
    case RowKind::SpareTire: {
        auto *combo = new QComboBox(parent);
        combo->addItem(tr("—"), QString());
        combo->addItem(tr("Y: available"), u"Y"_s);
        combo->addItem(tr("N: used"), u"N"_s);
        return combo;
    }
    default: return QStyledItemDelegate::createEditor(parent, option, index);
    }
}

void RallySheetDelegate::setEditorData(QWidget *editor, const QModelIndex &index) const
{
    const QVariant value = index.data(Qt::EditRole);
    switch (kindOf(index)) {
    case RowKind::StageTime: static_cast<QLineEdit *>(editor)->setText(value.toString()); return;
    case RowKind::Penalty: static_cast<QSpinBox *>(editor)->setValue(value.toInt()); return;
    case RowKind::Damage:
        static_cast<DamageEditor *>(editor)->setDamage(Damage::parse(value.toString()).value_or(Damage{}));
        return;
    case RowKind::SpareTire: {
        auto *combo = static_cast<QComboBox *>(editor);
        combo->setCurrentIndex(std::max(0, combo->findData(value.toString())));
        return;
    }
    default: QStyledItemDelegate::setEditorData(editor, index);
    }
}

void RallySheetDelegate::setModelData(QWidget *editor, QAbstractItemModel *model, const QModelIndex &index) const
{
    switch (kindOf(index)) {
    case RowKind::StageTime: model->setData(index, static_cast<QLineEdit *>(editor)->text()); return;
    case RowKind::Penalty: model->setData(index, static_cast<QSpinBox *>(editor)->value()); return;
    case RowKind::Damage: {
        const Damage d = static_cast<DamageEditor *>(editor)->damage();
        model->setData(index, u"%1/%2/%3"_s.arg(d.gear).arg(d.coast).arg(d.brake));
        return;
    }
    case RowKind::SpareTire: model->setData(index, static_cast<QComboBox *>(editor)->currentData().toString()); return;
    default: QStyledItemDelegate::setModelData(editor, model, index);
    }
}

void RallySheetDelegate::initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const
{
    QStyledItemDelegate::initStyleOption(option, index);
    const RowKind kind = kindOf(index);
    if (index.data(RallySheetModel::ComputedRole).toBool())
        option->palette.setColor(QPalette::Text, QColor(0x4a, 0x55, 0x63));
    else
        option->palette.setColor(QPalette::Text, QColor(0x0b, 0x3d, 0x91)); // written by the players
    if (kind == RowKind::StageTime || kind == RowKind::FinalTime || kind == RowKind::Position)
        option->font.setBold(true);
    if (kind == RowKind::StageTime || kind == RowKind::FinalTime)
        option->backgroundBrush = QColor(0xf1, 0xf3, 0xf6);
}

} // namespace Pacenotes
