// SPDX-License-Identifier: GPL-3.0-or-later
#include "dicepadmodel.h"

#include "moveplanmodel.h"

namespace Pacenotes {

using namespace Qt::StringLiterals;

DicePadModel::DicePadModel(MovePlanModel *plan, QObject *parent) : QAbstractListModel(parent), m_plan(plan)
{
    if (plan)
        connect(plan, &MovePlanModel::changed, this, [this] { emit dataChanged(index(0), index(DieKeyCount - 1)); });
}

int DicePadModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : DieKeyCount;
}

bool DicePadModel::available(DieKey key) const
{
    if (!m_plan || !m_plan->allowance())
        return false;
    const DiceAllowance &a = *m_plan->allowance();
    const DashboardRow *row = a.row;
    switch (key) {
    case DieKey::Leader: return row && row->dice.leader > 0;
    case DieKey::Boost: return row && row->dice.boost > 0;
    case DieKey::Coast: return row && row->dice.coast > 0;
    case DieKey::Brake: return row && row->dice.brake > 0;
    case DieKey::Redline: return row && row->dice.brake > 0 && m_plan->redlineInPlay();
    default: return int(key) + 1 <= a.maxGear;
    }
}

QVariant DicePadModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid) || !m_plan)
        return {};
    const DieKey key = keyAt(index.row());
    const DieKind kind = MovePlan::kind(key);
    switch (role) {
    case Qt::DisplayRole: return MovePlan::letter(key);
    case KeyRole: return QString(MovePlan::keyChar(key));
    case Qt::ToolTipRole: {
        const auto [used, allowed] = m_plan->usage(kind);
        return tr("%1: %2 of %3 used this turn").arg(RulesText::dieKindName(kind, 2)).arg(used).arg(allowed);
    }
    case KindRole: return enumId(kind);
    case EnabledRole: return m_plan->keyEnabled(key);
    case AvailableRole: return available(key);
    case UsedRole: return m_plan->usage(kind).first;
    case AllowedRole: return m_plan->usage(kind).second;
    default: return {};
    }
}

Qt::ItemFlags DicePadModel::flags(const QModelIndex &index) const
{
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid) || !m_plan)
        return Qt::NoItemFlags;
    return m_plan->keyEnabled(keyAt(index.row())) ? Qt::ItemIsEnabled | Qt::ItemIsSelectable : Qt::NoItemFlags;
}

QHash<int, QByteArray> DicePadModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractListModel::roleNames();
    names.insert(KeyRole, "key");
    names.insert(KindRole, "kind");
    names.insert(EnabledRole, "enabled");
    names.insert(AvailableRole, "available");
    names.insert(UsedRole, "used");
    names.insert(AllowedRole, "allowed");
    return names;
}

bool DicePadModel::press(int row)
{
    return m_plan && row >= 0 && row < DieKeyCount && m_plan->press(keyAt(row));
}

} // namespace Pacenotes
