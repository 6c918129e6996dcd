// SPDX-License-Identifier: GPL-3.0-or-later
#include "lapshistorymodel.h"

#include "records/recordsdatabase.h"
#include "rules/solotiming.h"
#include "i18n/dates.h"

#include <QFont>
#include <QLocale>

namespace Pacenotes {

LapsHistoryModel::LapsHistoryModel(RecordsDatabase *db, QObject *parent) : QAbstractTableModel(parent), m_db(db)
{
    connect(db, &RecordsDatabase::lapSaved, this, &LapsHistoryModel::lapSaved);
    connect(db, &RecordsDatabase::lapRemoved, this, &LapsHistoryModel::lapRemoved);
    reload();
}

bool LapsHistoryModel::reload()
{
    beginResetModel();
    m_laps.clear();
    m_skipped.clear();
    m_error.clear();
    bool ok = false;
    if (m_db) {
        if (std::optional<QList<SoloLap>> laps = m_db->laps(&m_error, &m_skipped)) {
            m_laps = *laps;
            ok = true;
        }
    }
    m_bests = PersonalBests::compute(m_laps, SoloTiming::builtin());
    m_holders = PersonalBests::holders(m_bests);
    endResetModel();
    emit lapsChanged();
    return ok;
}

int LapsHistoryModel::rowOfLap(qint64 id) const
{
    for (int r = 0; r < m_laps.size(); ++r)
        if (m_laps[r].id == id)
            return r;
    return -1;
}

void LapsHistoryModel::lapSaved(qint64 id)
{
    QString error;
    const std::optional<SoloLap> lap = m_db ? m_db->lap(id, &error) : std::nullopt;
    if (!lap) {
        reload();
        return;
    }
    const int row = rowOfLap(id);
    if (row >= 0) {
        m_laps[row] = *lap;
        emit dataChanged(index(row, 0), index(row, ColumnCount - 1));
    } else {
        beginInsertRows({}, 0, 0);
        m_laps.prepend(*lap);
        endInsertRows();
    }
    recomputeBests();
}

void LapsHistoryModel::lapRemoved(qint64 id)
{
    const int row = rowOfLap(id);
    if (row < 0)
        return;
    beginRemoveRows({}, row, row);
    m_laps.removeAt(row);
    endRemoveRows();
    recomputeBests();
}

void LapsHistoryModel::recomputeBests()
{
    m_bests = PersonalBests::compute(m_laps, SoloTiming::builtin());
    const QSet<qint64> holders = PersonalBests::holders(m_bests);
    if (holders != m_holders && !m_laps.isEmpty()) {
        m_holders = holders;
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
    }
    m_holders = holders;
    emit lapsChanged();
}

int LapsHistoryModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_laps.size());
}

int LapsHistoryModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant LapsHistoryModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const SoloLap &lap = m_laps[index.row()];
    const SoloTiming &timing = SoloTiming::builtin();
    const bool best = m_holders.contains(lap.id);
    switch (role) {
    case LapIdRole: return lap.id;
    case PersonalBestRole: return best;
    case FinishedRole: return lap.finished;
    case Qt::FontRole:
        if (best) {
            QFont f;
            f.setBold(true);
            return f;
        }
        return {};
    case Qt::TextAlignmentRole:
        switch (index.column()) {
        case TurnsColumn:
        case TrackTimeColumn:
        case FocusColumn:
        case FinalTimeColumn: return int(Qt::AlignRight | Qt::AlignVCenter);
        default: return {};
        }
    case SortRole:
        switch (index.column()) {
        case DateColumn: return lap.header.date;
        case TurnsColumn: return int(lap.turns.size());
        case TrackTimeColumn: return lap.trackTime(timing);
        case FocusColumn: return lap.focusTokens;
        case FinalTimeColumn: return lap.finalTime(timing);
        case CategoryColumn: return int(lap.header.category);
        case TyresColumn: return int(lap.header.tyres);
        case WeatherColumn: return int(lap.header.weather);
        default: break;
        }
        [[fallthrough]];
    case Qt::DisplayRole:
        switch (index.column()) {
        case DateColumn: return Dates::mediumDate(lap.header.date);
        case TrackColumn: return lap.header.track;
        case DriverColumn: return lap.header.driver;
        case CategoryColumn: return SoloLapOptions::name(lap.header.category);
        case TyresColumn: return SoloLapOptions::name(lap.header.tyres);
        case WeatherColumn: return SoloLapOptions::name(lap.header.weather);
        case TurnsColumn: return int(lap.turns.size());
        case TrackTimeColumn: return RaceTime::format(lap.trackTime(timing));
        case FocusColumn: return lap.focusTokens;
        case FinalTimeColumn: return RaceTime::format(lap.finalTime(timing));
        case StatusColumn:
            if (!lap.finished)
                return tr("In progress");
            return best ? tr("Personal best") : tr("Finished");
        }
        return {};
    case Qt::ToolTipRole:
        if (index.column() == DateColumn)
            return Dates::longDate(lap.header.date); // the table shows the month abbreviated
        if (best)
            return tr("The best final time of %1 on %2 with %3 and %4 tyres.")
                .arg(lap.header.driver, lap.header.track, SoloLapOptions::name(lap.header.category),
                     SoloLapOptions::name(lap.header.tyres));
        return {};
    default: return {};
    }
}

QVariant LapsHistoryModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case DateColumn: return tr("Date");
    case TrackColumn: return tr("Track");
    case DriverColumn: return tr("Driver");
    case CategoryColumn: return tr("Car");
    case TyresColumn: return tr("Tyres");
    case WeatherColumn: return tr("Weather");
    case TurnsColumn: return tr("Turns");
    case TrackTimeColumn: return tr("Track time");
    case FocusColumn: return tr("Focus");
    case FinalTimeColumn: return tr("Final time");
    case StatusColumn: return tr("Status");
    }
    return {};
}

} // namespace Pacenotes
