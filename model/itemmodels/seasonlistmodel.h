// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "championship/championshipstore.h"

#include <QAbstractTableModel>
#include <QPointer>

namespace Pacenotes {

/**
 * The seasons in the championships file, the most recently changed first: name, format,
 * drivers, events, when it last changed; a season that cannot be read shows why. Re-read
 * (reset) whenever the store says its seasons changed.
 */
class SeasonListModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { NameColumn, FormatColumn, DriversColumn, EventsColumn, ModifiedColumn, ColumnCount };
    enum Roles { IdRole = Qt::UserRole + 1 };

    explicit SeasonListModel(ChampionshipStore *store, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    const SeasonListEntry *entry(int row) const { return row >= 0 && row < m_entries.size() ? &m_entries[row] : nullptr; }
    int rowOf(qint64 id) const;
    /// Why the list could not be read, or empty.
    QString error() const { return m_error; }
    void reload();

private:
    QPointer<ChampionshipStore> m_store;
    QList<SeasonListEntry> m_entries;
    QString m_error;
};

} // namespace Pacenotes
