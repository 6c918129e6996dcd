// SPDX-License-Identifier: GPL-3.0-or-later
#include "rallyhistorymodel.h"

#include "records/rallystandings.h"
#include "records/recordsdatabase.h"
#include "rules/solotiming.h"
#include "i18n/dates.h"

#include <QLocale>

namespace Pacenotes {

using namespace Qt::StringLiterals;

RallyHistoryModel::RallyHistoryModel(RecordsDatabase *db, QObject *parent) : QAbstractTableModel(parent), m_db(db)
{
    connect(db, &RecordsDatabase::rallySaved, this, &RallyHistoryModel::rallySaved);
    connect(db, &RecordsDatabase::rallyRemoved, this, &RallyHistoryModel::rallyRemoved);
    reload();
}

RallyHistoryModel::Summary RallyHistoryModel::summarize(const Rally &rally)
{
    const RallyStandings st = RallyStandings::compute(rally);
    Summary s;
    s.completed = st.completedStages();
    if (s.completed == 0)
        return s;
    const int stage = s.completed - 1;
    for (int p = 0; p < st.playerCount(); ++p) {
        if (st.cell(p, stage).position == 1) {
            s.leaders << rally.players[p].name;
            s.time = st.cell(p, stage).overall;
        }
    }
    return s;
}

bool RallyHistoryModel::reload()
{
    beginResetModel();
    m_rallies.clear();
    m_summaries.clear();
    m_error.clear();
    m_skipped.clear();
    bool ok = false;
    if (m_db) {
        if (std::optional<QList<Rally>> list = m_db->rallies(&m_error, &m_skipped)) {
            m_rallies = *list;
            ok = true;
        }
    }
    for (const Rally &r : std::as_const(m_rallies))
        m_summaries.append(summarize(r));
    endResetModel();
    return ok;
}

int RallyHistoryModel::rowOfRally(qint64 id) const
{
    for (int r = 0; r < m_rallies.size(); ++r)
        if (m_rallies[r].id == id)
            return r;
    return -1;
}

void RallyHistoryModel::rallySaved(qint64 id)
{
    const std::optional<Rally> rally = m_db ? m_db->rally(id) : std::nullopt;
    if (!rally) {
        reload();
        return;
    }
    const int row = rowOfRally(id);
    if (row >= 0) {
        m_rallies[row] = *rally;
        m_summaries[row] = summarize(*rally);
        emit dataChanged(index(row, 0), index(row, ColumnCount - 1));
        return;
    }
    beginInsertRows({}, 0, 0);
    m_rallies.prepend(*rally);
    m_summaries.prepend(summarize(*rally));
    endInsertRows();
}

void RallyHistoryModel::rallyRemoved(qint64 id)
{
    const int row = rowOfRally(id);
    if (row < 0)
        return;
    beginRemoveRows({}, row, row);
    m_rallies.removeAt(row);
    m_summaries.removeAt(row);
    endRemoveRows();
}

int RallyHistoryModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rallies.size());
}

int RallyHistoryModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant RallyHistoryModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const Rally &r = m_rallies[index.row()];
    const Summary &s = m_summaries[index.row()];
    const bool complete = s.completed == r.stages.size();
    switch (role) {
    case RallyIdRole: return r.id;
    case CompleteRole: return complete;
    case SortRole:
        switch (index.column()) {
        case DateColumn: return r.date;
        case StagesColumn: return s.completed;
        case PlayersColumn: return int(r.players.size());
        case TimeColumn: return s.time ? QVariant(*s.time) : QVariant();
        default: break;
        }
        [[fallthrough]];
    case Qt::DisplayRole:
        switch (index.column()) {
        case DateColumn: return Dates::mediumDate(r.date);
        case NameColumn: return r.name.isEmpty() ? tr("Untitled rally") : r.name;
        case StagesColumn: return tr("%1 of %2").arg(s.completed).arg(r.stages.size());
        case PlayersColumn: return int(r.players.size());
        case LeaderColumn: return s.leaders.join(u", "_s);
        case TimeColumn: return s.time ? RaceTime::format(*s.time) : QString();
        case StatusColumn: return complete ? tr("Finished") : tr("In progress");
        }
        return {};
    case Qt::TextAlignmentRole:
        return index.column() == TimeColumn || index.column() == PlayersColumn ? QVariant(int(Qt::AlignRight | Qt::AlignVCenter))
                                                                               : QVariant();
    default: return {};
    }
}

QVariant RallyHistoryModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case DateColumn: return tr("Date");
    case NameColumn: return tr("Rally");
    case StagesColumn: return tr("Stages written");
    case PlayersColumn: return tr("Players");
    case LeaderColumn: return tr("Leader");
    case TimeColumn: return tr("Overall time");
    case StatusColumn: return tr("Status");
    }
    return {};
}

} // namespace Pacenotes
