// SPDX-License-Identifier: GPL-3.0-or-later
#include "seasonlistmodel.h"

#include "i18n/dates.h"

namespace Pacenotes {

SeasonListModel::SeasonListModel(ChampionshipStore *store, QObject *parent) : QAbstractTableModel(parent), m_store(store)
{
    reload();
    if (store)
        connect(store, &ChampionshipStore::seasonsChanged, this, &SeasonListModel::reload);
}

void SeasonListModel::reload()
{
    beginResetModel();
    m_entries.clear();
    m_error.clear();
    if (m_store) {
        if (const std::optional<QList<SeasonListEntry>> list = m_store->seasons(&m_error))
            m_entries = *list;
    }
    endResetModel();
}

int SeasonListModel::rowOf(qint64 id) const
{
    for (int i = 0; i < m_entries.size(); ++i)
        if (m_entries[i].id == id)
            return i;
    return -1;
}

int SeasonListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_entries.size());
}

int SeasonListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant SeasonListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const SeasonListEntry &e = m_entries[index.row()];
    if (role == IdRole)
        return e.id;
    if (role == Qt::ToolTipRole)
        return e.problem.isEmpty() ? QVariant() : QVariant(e.problem);
    if (role == Qt::TextAlignmentRole)
        return int((index.column() == DriversColumn || index.column() == EventsColumn ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignVCenter);
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case NameColumn:
        if (!e.problem.isEmpty())
            return tr("%1 (cannot be read)").arg(e.name.isEmpty() ? tr("Untitled season") : e.name);
        return e.name.isEmpty() ? tr("Untitled season") : e.name;
    case FormatColumn: return ChampionshipText::formatName(e.format);
    case DriversColumn: return e.drivers;
    case EventsColumn: return e.events;
    case ModifiedColumn: return e.modified.isValid() ? Dates::mediumDate(e.modified.toLocalTime().date()) : QString();
    }
    return {};
}

QVariant SeasonListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case NameColumn: return tr("Season");
    case FormatColumn: return tr("Format");
    case DriversColumn: return tr("Drivers");
    case EventsColumn: return tr("Events");
    case ModifiedColumn: return tr("Changed");
    }
    return {};
}

} // namespace Pacenotes
