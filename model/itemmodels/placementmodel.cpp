// SPDX-License-Identifier: GPL-3.0-or-later
#include "placementmodel.h"

#include "game/gamesession.h"

namespace Pacenotes {

PlacementModel::PlacementModel(GameSession *session, QObject *parent) : QAbstractTableModel(parent), m_session(session)
{
    if (session) {
        connect(session, &GameSession::stateChanged, this, &PlacementModel::rebuild);
        connect(session, &GameSession::logReset, this, &PlacementModel::rebuild);
    }
    rebuild();
}

void PlacementModel::rebuild()
{
    beginResetModel();
    if (m_previous.isEmpty())
        for (const Row &r : std::as_const(m_rows))
            m_previous.append(r.car);
    m_rows.clear();
    if (m_session) {
        const GameState &st = m_session->state();
        QList<int> cars;
        for (int i = 0; i < st.cars.size(); ++i)
            if (st.cars[i].isRacing())
                cars.append(i);
        // Cars level on distance keep the order the players gave them.
        const auto shown = [this](int car) {
            for (int k = 0; k < m_previous.size(); ++k)
                if (m_previous[k] == car)
                    return k;
            return int(m_previous.size()) + car;
        };
        std::stable_sort(cars.begin(), cars.end(), [&](int a, int b) {
            const int ra = st.cars[a].placement.rank, rb = st.cars[b].placement.rank;
            return ra != rb ? ra < rb : shown(a) < shown(b);
        });
        for (int k = 0; k < cars.size(); ++k) {
            const CarPlacement &p = st.cars[cars[k]].placement;
            const bool level = k > 0 && st.cars[cars[k - 1]].placement.rank == p.rank;
            m_rows.append(Row{cars[k], level, p.position});
        }
    }
    m_previous.clear();
    endResetModel();
}

int PlacementModel::playerAt(int row) const
{
    return row >= 0 && row < m_rows.size() ? m_rows[row].car : -1;
}

ActionVerdict PlacementModel::submit(const QList<Row> &rows)
{
    if (!m_session) {
        ActionVerdict v;
        v.error = tr("No game is open.");
        return v;
    }
    PlacementInput input;
    int rank = -1;
    for (int k = 0; k < rows.size(); ++k) {
        if (k == 0 || !rows[k].level)
            ++rank;
        input.entries.append({rows[k].car, CarPlacement{rank, rows[k].lane, 0}, std::nullopt});
    }
    m_previous.clear();
    for (const Row &r : rows)
        m_previous.append(r.car);
    const ActionVerdict v = m_session->enterPlacements(input);
    m_previous.clear();
    return v;
}

ActionVerdict PlacementModel::moveCar(int from, int to)
{
    QList<Row> rows = m_rows;
    if (from < 0 || from >= rows.size() || to < 0 || to >= rows.size() || from == to) {
        ActionVerdict v;
        v.error = tr("There is no such place in the list.");
        return v;
    }
    const Row moved = rows.takeAt(from);
    // The car below it stays in its group only if the moved car was not the group's first.
    if (from < rows.size())
        rows[from].level = rows[from].level && moved.level;
    rows.insert(to, Row{moved.car, false, moved.lane});
    // The car now below it was level with another car, not with this one.
    if (to + 1 < rows.size())
        rows[to + 1].level = false;
    return submit(rows);
}

ActionVerdict PlacementModel::setLevel(int row, bool level)
{
    QList<Row> rows = m_rows;
    if (row <= 0 || row >= rows.size()) {
        ActionVerdict v;
        v.error = tr("Only a car below another can be level with it.");
        return v;
    }
    rows[row].level = level;
    return submit(rows);
}

ActionVerdict PlacementModel::setLane(int row, int lane)
{
    QList<Row> rows = m_rows;
    if (row < 0 || row >= rows.size()) {
        ActionVerdict v;
        v.error = tr("There is no such place in the list.");
        return v;
    }
    rows[row].lane = lane - 1;
    return submit(rows);
}

ActionVerdict PlacementModel::confirm()
{
    return submit(m_rows);
}

int PlacementModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int PlacementModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant PlacementModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid) || !m_session)
        return {};
    const Row &r = m_rows[index.row()];
    int rank = 0;
    for (int k = 1; k <= index.row(); ++k)
        rank += m_rows[k].level ? 0 : 1;
    const CarGame &c = m_session->state().cars[r.car];
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case RankColumn: return r.level ? QStringLiteral("=") : QString::number(rank + 1);
        case CarColumn: return m_session->playerName(r.car);
        case LaneColumn: return r.lane >= 0 ? QVariant(r.lane + 1) : QVariant();
        }
        return {};
    case Qt::DecorationRole:
        return index.column() == CarColumn ? QVariant(m_session->setup().players[r.car].colour) : QVariant();
    case Qt::ToolTipRole:
        return c.movedSincePlacement ? QVariant(tr("This car has moved since its position was entered.")) : QVariant();
    case PlayerRole: return r.car;
    case ColourRole: return m_session->setup().players[r.car].colour;
    case RankRole: return rank + 1;
    case LevelRole: return r.level;
    case LaneRole: return r.lane + 1;
    case StaleRole: return c.movedSincePlacement;
    default: return {};
    }
}

QVariant PlacementModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case RankColumn: return tr("Distance");
    case CarColumn: return tr("Car");
    case LaneColumn: return tr("Lane");
    }
    return {};
}

} // namespace Pacenotes
