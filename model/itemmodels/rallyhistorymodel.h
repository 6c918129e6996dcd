// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "records/rally.h"

#include <QAbstractTableModel>
#include <QPointer>

namespace Pacenotes {

class RecordsDatabase;

/**
 * Every rally in the records, one per row: date, name, stages played, players, the leader
 * (or winner once every stage is written) and their time. Follows the database in place,
 * like LapsHistoryModel. Read-only.
 */
class RallyHistoryModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { DateColumn, NameColumn, StagesColumn, PlayersColumn, LeaderColumn, TimeColumn, StatusColumn, ColumnCount };
    enum Roles { RallyIdRole = Qt::UserRole + 1, SortRole, CompleteRole };

    explicit RallyHistoryModel(RecordsDatabase *db, QObject *parent = nullptr);

    bool reload();
    QString lastError() const { return m_error; }
    QStringList skipped() const { return m_skipped; }
    const QList<Rally> &rallies() const { return m_rallies; }
    int rowOfRally(qint64 id) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct Summary
    {
        int completed = 0;
        QStringList leaders; ///< several on a tie
        std::optional<int> time;
    };
    static Summary summarize(const Rally &rally);
    void rallySaved(qint64 id);
    void rallyRemoved(qint64 id);

    QPointer<RecordsDatabase> m_db;
    QList<Rally> m_rallies;
    QList<Summary> m_summaries;
    QString m_error;
    QStringList m_skipped;
};

} // namespace Pacenotes
