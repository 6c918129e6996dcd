// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAbstractTableModel>
#include <QPointer>

namespace Pacenotes {

class ChampionshipDocument;

/// The events in the order held: name, kind, date, source (played in the app or entered), status.
class ChampionshipEventsModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { NumberColumn, NameColumn, KindColumn, DateColumn, SourceColumn, StatusColumn, WinnerColumn, ColumnCount };
    enum Roles { FromAppRole = Qt::UserRole + 1 };

    explicit ChampionshipEventsModel(ChampionshipDocument *doc, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    void rebuild();

    QPointer<ChampionshipDocument> m_doc;
    int m_count = 0;
};

} // namespace Pacenotes
