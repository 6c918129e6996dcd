// SPDX-License-Identifier: GPL-3.0-or-later
#include "lapsbestsmodel.h"

#include "lapshistorymodel.h"
#include "rules/solotiming.h"
#include "i18n/dates.h"

#include <QLocale>

namespace Pacenotes {

LapsBestsModel::LapsBestsModel(LapsHistoryModel *laps, QObject *parent) : QAbstractTableModel(parent), m_laps(laps)
{
    m_rows = int(laps->personalBests().size());
    connect(laps, &LapsHistoryModel::lapsChanged, this, [this] {
        beginResetModel();
        m_rows = m_laps ? int(m_laps->personalBests().size()) : 0;
        endResetModel();
    });
}

int LapsBestsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_rows;
}

int LapsBestsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant LapsBestsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid) || !m_laps)
        return {};
    const PersonalBest &b = m_laps->personalBests()[index.row()];
    if (role == LapIdRole)
        return b.lapId;
    if (role == Qt::TextAlignmentRole)
        return index.column() == BestColumn || index.column() == LapsColumn ? QVariant(int(Qt::AlignRight | Qt::AlignVCenter))
                                                                            : QVariant();
    if (role == SortRole) {
        switch (index.column()) {
        case BestColumn: return b.finalTime;
        case DateColumn: return b.date;
        case LapsColumn: return b.laps;
        case CategoryColumn: return int(b.category);
        case TyresColumn: return int(b.tyres);
        default: break;
        }
    } else if (role != Qt::DisplayRole) {
        return {};
    }
    switch (index.column()) {
    case TrackColumn: return b.track;
    case DriverColumn: return b.driver;
    case CategoryColumn: return SoloLapOptions::name(b.category);
    case TyresColumn: return SoloLapOptions::name(b.tyres);
    case BestColumn: return RaceTime::format(b.finalTime);
    case DateColumn: return Dates::mediumDate(b.date);
    case LapsColumn: return b.laps;
    }
    return {};
}

QVariant LapsBestsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case TrackColumn: return tr("Track");
    case DriverColumn: return tr("Driver");
    case CategoryColumn: return tr("Car");
    case TyresColumn: return tr("Tyres");
    case BestColumn: return tr("Best time");
    case DateColumn: return tr("Set on");
    case LapsColumn: return tr("Laps");
    }
    return {};
}

} // namespace Pacenotes
