// SPDX-License-Identifier: GPL-3.0-or-later
#include "rulinglistmodel.h"

namespace Pacenotes {

RulingListModel::RulingListModel(QObject *parent) : QAbstractListModel(parent) {}

void RulingListModel::setRulings(const Rulings &rulings)
{
    beginResetModel();
    m_rulings = rulings;
    endResetModel();
}

int RulingListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rulings.size());
}

QVariant RulingListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Ruling &r = m_rulings[index.row()];
    switch (role) {
    // Beside a plan the rulings stand for its rows: each says the space it is about.
    case Qt::DisplayRole: return r.step >= 0 ? tr("Space %1: %2").arg(r.step + 1).arg(r.message) : r.message;
    case Qt::ToolTipRole: return r.reference();
    case KindRole: return enumId(r.kind);
    case RuleRole: return r.code();
    case StepRole: return r.step;
    case ReferenceRole: return r.reference();
    case IsViolationRole: return r.kind == Ruling::Kind::Violation;
    default: return {};
    }
}

QHash<int, QByteArray> RulingListModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractListModel::roleNames();
    names.insert(KindRole, "kind");
    names.insert(RuleRole, "rule");
    names.insert(StepRole, "step");
    names.insert(ReferenceRole, "reference");
    names.insert(IsViolationRole, "isViolation");
    return names;
}

} // namespace Pacenotes
