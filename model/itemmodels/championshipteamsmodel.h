// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "championship/championshipstandings.h"

#include <QAbstractTableModel>
#include <QPointer>

namespace Pacenotes {

class ChampionshipDocument;

/// The teams' standings: position, team, its two drivers, the total (the sum of the drivers').
class ChampionshipTeamsModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { PositionColumn, TeamColumn, DriversColumn, TotalColumn, ColumnCount };

    explicit ChampionshipTeamsModel(ChampionshipDocument *doc, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    void rebuild();

    QPointer<ChampionshipDocument> m_doc;
    QList<TeamRow> m_rows;
};

} // namespace Pacenotes
