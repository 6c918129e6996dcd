// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAbstractTableModel>
#include <QPointer>

namespace Pacenotes {

class LapsHistoryModel;

/**
 * Personal bests per driver × track × car category × tyres, from the laps a LapsHistoryModel
 * holds (PersonalBests). Read-only; rebuilt whenever the laps change.
 */
class LapsBestsModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { TrackColumn, DriverColumn, CategoryColumn, TyresColumn, BestColumn, DateColumn, LapsColumn, ColumnCount };
    enum Roles { LapIdRole = Qt::UserRole + 1, SortRole };

    explicit LapsBestsModel(LapsHistoryModel *laps, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QPointer<LapsHistoryModel> m_laps;
    int m_rows = 0;
};

} // namespace Pacenotes
