// SPDX-License-Identifier: GPL-3.0-or-later
#include "championshipteamsmodel.h"

#include "championship/championshipdocument.h"
#include "rules/solotiming.h"

namespace Pacenotes {

using namespace Qt::StringLiterals;

ChampionshipTeamsModel::ChampionshipTeamsModel(ChampionshipDocument *doc, QObject *parent) : QAbstractTableModel(parent), m_doc(doc)
{
    rebuild();
    connect(doc, &ChampionshipDocument::changed, this, &ChampionshipTeamsModel::rebuild);
    connect(doc, &QObject::destroyed, this, &ChampionshipTeamsModel::rebuild);
}

void ChampionshipTeamsModel::rebuild()
{
    beginResetModel();
    m_rows = m_doc ? m_doc->standings().teams() : QList<TeamRow>{};
    endResetModel();
}

int ChampionshipTeamsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int ChampionshipTeamsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ChampionshipTeamsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid) || !m_doc)
        return {};
    const TeamRow &t = m_rows[index.row()];
    const Championship &s = m_doc->season();
    if (role == Qt::TextAlignmentRole)
        return int((index.column() == PositionColumn || index.column() == TotalColumn ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignVCenter);
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case PositionColumn: return t.sharedPosition ? tr("%1=", "a shared position").arg(t.position) : QString::number(t.position);
    case TeamColumn: return s.teams[t.team].name;
    case DriversColumn: {
        QStringList names;
        for (int d : t.members)
            names << s.drivers[d].name;
        return names.join(u", "_s);
    }
    case TotalColumn:
        if (s.rules.scoring == Scoring::Points)
            return t.points;
        return t.time ? RaceTime::format(int(*t.time)) : tr("—");
    }
    return {};
}

QVariant ChampionshipTeamsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case PositionColumn: return tr("Pos");
    case TeamColumn: return tr("Team");
    case DriversColumn: return tr("Drivers");
    case TotalColumn: return m_doc && m_doc->season().rules.scoring == Scoring::Time ? tr("Time") : tr("Points");
    }
    return {};
}

} // namespace Pacenotes
