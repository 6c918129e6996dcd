// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "championship/championshipstandings.h"

#include <QAbstractTableModel>
#include <QPointer>

namespace Pacenotes {

class ChampionshipDocument;

/**
 * The standings table: position, driver (and team), one column per event (its points or time;
 * a dropped result in brackets, "—" not driven, empty while the event is incomplete), the total
 * and the gap to the leader. SortRole gives numbers (positions, totals, scores) so a
 * QSortFilterProxyModel sorts any column properly; the tooltip says how a tie was settled and how
 * a result was scored. Read-only; rebuilt (reset) after every change of the season.
 */
class ChampionshipStandingsModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Roles { SortRole = Qt::UserRole + 1, DriverIndexRole };

    explicit ChampionshipStandingsModel(ChampionshipDocument *doc, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    int positionColumn() const { return 0; }
    int driverColumn() const { return 1; }
    int teamColumn() const { return m_teams ? 2 : -1; }
    int firstEventColumn() const { return m_teams ? 3 : 2; }
    int totalColumn() const { return firstEventColumn() + m_events; }
    int gapColumn() const { return totalColumn() + 1; }

private:
    void rebuild();

    QPointer<ChampionshipDocument> m_doc;
    QList<StandingRow> m_rows;
    int m_events = 0;
    bool m_teams = false;
};

} // namespace Pacenotes
