// SPDX-License-Identifier: GPL-3.0-or-later
#include "championshipstartmodel.h"

#include "championship/championshipdocument.h"

namespace Pacenotes {

ChampionshipStartModel::ChampionshipStartModel(ChampionshipDocument *doc, QObject *parent) : QAbstractTableModel(parent), m_doc(doc)
{
    rebuild();
    connect(doc, &ChampionshipDocument::changed, this, &ChampionshipStartModel::rebuild);
    connect(doc, &QObject::destroyed, this, &ChampionshipStartModel::rebuild);
}

void ChampionshipStartModel::rebuild()
{
    beginResetModel();
    m_next = m_doc ? m_doc->standings().nextStart() : NextStart{};
    endResetModel();
    emit textChanged();
}

QString ChampionshipStartModel::title() const
{
    if (!m_doc)
        return {};
    if (m_next.kind == NextStart::Kind::NextStage) {
        const QString &name = m_doc->season().events.value(m_next.event).name;
        return tr("%1, stage %2: starting order").arg(name.isEmpty() ? tr("Event %1").arg(m_next.event + 1) : name).arg(m_next.stage + 1);
    }
    return tr("Next event: starting order");
}

int ChampionshipStartModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_next.order.size());
}

int ChampionshipStartModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ChampionshipStartModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid) || !m_doc)
        return {};
    const StartPlace &p = m_next.order[index.row()];
    if (role == Qt::TextAlignmentRole)
        return int((index.column() == OrderColumn ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignVCenter);
    if (role == Qt::ToolTipRole && index.column() == ReasonColumn)
        return p.reason;
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case OrderColumn: return index.row() + 1;
    case DriverColumn: {
        if (p.driver < 0)
            return QString();
        const ChampionshipDriver &d = m_doc->season().drivers[p.driver];
        return d.name.isEmpty() ? d.id : d.name;
    }
    case ReasonColumn: return p.reason;
    }
    return {};
}

QVariant ChampionshipStartModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case OrderColumn: return tr("#");
    case DriverColumn: return tr("Driver");
    case ReasonColumn: return tr("Why this place");
    }
    return {};
}

} // namespace Pacenotes
