// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAbstractTableModel>
#include <QPointer>

namespace Pacenotes {

class GameSession;
struct ActionVerdict;

/**
 * Where the cars are, as the players say it when there is no digital car position: the cars
 * still racing, furthest along the track first, in groups of cars level on distance, each with
 * its lane from the inside of the current or next corner. The intents (move a car up or down the
 * list, make it level with the car before, set its lane) each enter the whole list as one
 * placement action, which the next round's order of play is worked out from. A car that moved
 * since its position was entered is marked (StaleRole).
 */
class PlacementModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { RankColumn, CarColumn, LaneColumn, ColumnCount };
    enum Roles {
        PlayerRole = Qt::UserRole + 1,
        ColourRole,
        RankRole,             ///< 1-based rank by distance (level cars share it)
        LevelRole,            ///< level with the car above
        LaneRole,             ///< 1 = inside; 0 unknown
        StaleRole             ///< the car moved since its position was entered
    };

    explicit PlacementModel(GameSession *session, QObject *parent = nullptr);

    /// Moves the car at `from` to `to` (rows); it leaves any level group it was in.
    ActionVerdict moveCar(int from, int to);
    /// Makes the car at `row` level with the one above it (or not).
    ActionVerdict setLevel(int row, bool level);
    /// 1 = inside lane; 0 = unknown.
    ActionVerdict setLane(int row, int lane);
    /// Enters the list as it is (confirms positions that did not change).
    ActionVerdict confirm();
    int playerAt(int row) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct Row
    {
        int car = -1;
        bool level = false;
        int lane = -1; ///< 0-based; -1 unknown
    };
    void rebuild();
    ActionVerdict submit(const QList<Row> &rows);

    QPointer<GameSession> m_session;
    QList<Row> m_rows;
    QList<int> m_previous;  ///< the order to keep for level cars at the next rebuild
};

} // namespace Pacenotes
