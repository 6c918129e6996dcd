// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "records/personalbests.h"
#include "records/sololap.h"

#include <QAbstractTableModel>
#include <QPointer>
#include <QSet>

namespace Pacenotes {

class RecordsDatabase;

/**
 * Every solo lap in the records, one per row, with its times and whether it holds a personal
 * best. Follows the database: a saved lap is updated or added in place, a deleted one removed,
 * so selections survive while a sheet is being filled in. Read-only.
 */
class LapsHistoryModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column {
        DateColumn, TrackColumn, DriverColumn, CategoryColumn, TyresColumn, WeatherColumn, TurnsColumn,
        TrackTimeColumn, FocusColumn, FinalTimeColumn, StatusColumn, ColumnCount
    };
    enum Roles {
        LapIdRole = Qt::UserRole + 1, ///< qint64
        SortRole,                     ///< a value that sorts right (dates, seconds, numbers)
        PersonalBestRole,             ///< bool
        FinishedRole,                 ///< bool
    };

    explicit LapsHistoryModel(RecordsDatabase *db, QObject *parent = nullptr);

    /// Reads every lap again; false (see lastError()) when the database cannot be read.
    bool reload();
    QString lastError() const { return m_error; }
    /// Records left out because they are damaged (translated).
    QStringList skipped() const { return m_skipped; }
    const QList<SoloLap> &laps() const { return m_laps; }
    const QList<PersonalBest> &personalBests() const { return m_bests; }
    int rowOfLap(qint64 id) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

signals:
    /// The laps or the personal bests changed (after any reload or update).
    void lapsChanged();

private:
    void lapSaved(qint64 id);
    void lapRemoved(qint64 id);
    void recomputeBests();

    QPointer<RecordsDatabase> m_db;
    QList<SoloLap> m_laps;
    QList<PersonalBest> m_bests;
    QSet<qint64> m_holders;
    QString m_error;
    QStringList m_skipped;
};

} // namespace Pacenotes
